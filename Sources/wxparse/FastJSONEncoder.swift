import AviationWeather
import Foundation

/// Writes any `Encodable` value as compact JSON straight into a ``ByteBuffer``.
///
/// It is an ordinary `Encoder`, so the JSON is exactly the library's Codable form (the same
/// keys, nesting and custom `encode(to:)` methods as `JSONEncoder` sees), only written as it
/// goes instead of through an intermediate tree. Output matches `JSONEncoder` with
/// `.withoutEscapingSlashes`, keys in the order the type encodes them rather than sorted;
/// `Date` is written as an ISO-8601 string (`2026-11-22T16:51:00Z`), as with `.iso8601`.
///
/// Containers are closed lazily: writing to a container first closes any container opened
/// deeper than it, and a value's own containers are closed when its `encode(to:)` returns.
final class FastJSONEncoder {
  /// Where the JSON goes.
  let out: ByteBuffer

  /// The open containers, innermost last: each one's closing byte (`}` or `]`) and how many
  /// members it holds so far. Kept behind a pointer so updates pay no exclusivity checks.
  private struct Stack {
    var closers: UnsafeMutablePointer<UInt8>
    var counts: UnsafeMutablePointer<Int>
    var depth: Int
    var capacity: Int
    /// The JSON of small plain-data values already written, keyed by their type and bytes.
    var cache: [PlainValueKey: [UInt8]] = [:]
  }

  /// The most values ``Stack/cache`` holds; later values are written but not kept.
  static let cacheLimit = 1 << 14

  private let stack: UnsafeMutablePointer<Stack>

  init(out: ByteBuffer) {
    self.out = out
    stack = .allocate(capacity: 1)
    stack.initialize(
      to: Stack(closers: .allocate(capacity: 32), counts: .allocate(capacity: 32), depth: 0, capacity: 32))
    stack.pointee.cache.reserveCapacity(1024)
  }

  deinit {
    stack.pointee.closers.deallocate()
    stack.pointee.counts.deallocate()
    stack.deinitialize(count: 1)
    stack.deallocate()
  }

  /// Writes `value` as one JSON value. On error the buffer is left as it was.
  func encode<T: Encodable>(_ value: T) throws {
    let mark = out.count
    stack.pointee.depth = 0
    do {
      try encodeValue(value)
    } catch {
      out.truncate(to: mark)
      throw error
    }
  }

  // MARK: - Values

  /// The number of open containers.
  @inline(__always)
  var depth: Int { stack.pointee.depth }

  /// Writes one value at the current position: its containers open and close within.
  @inline(__always)
  func encodeValue<T: Encodable>(_ value: T) throws {
    if T.self == Date.self, let date = value as? Date {
      writeString(ISO8601.format(date))
      return
    }
    // A plain-data value (no references: wind, speed, temperature, sky layer…) is fully
    // described by its bytes, so equal bytes give equal JSON: reuse what was written before.
    // (Unequal bytes for equal values, e.g. padding, only cost a cache miss.)
    if _isPOD(T.self) && MemoryLayout<T>.size <= PlainValueKey.capacity {
      var key = PlainValueKey(type: ObjectIdentifier(T.self), count: MemoryLayout<T>.size)
      withUnsafeBytes(of: value) { source in
        withUnsafeMutableBytes(of: &key.bytes) { target in
          target.copyMemory(from: source)
        }
      }
      if let cached = stack.pointee.cache[key] {
        cached.withUnsafeBufferPointer { out.append($0) }
        return
      }
      let start = out.count
      try encodeFresh(value)
      if stack.pointee.cache.count < FastJSONEncoder.cacheLimit {
        stack.pointee.cache[key] = Array(UnsafeBufferPointer(start: out.base + start, count: out.count - start))
      }
      return
    }
    try encodeFresh(value)
  }

  /// Writes `value` through its `encode(to:)`.
  @inline(__always)
  private func encodeFresh<T: Encodable>(_ value: T) throws {
    let depth = stack.pointee.depth
    let before = out.count
    try value.encode(to: _Encoder(state: self, depth: depth))
    close(to: depth)
    if out.count == before { out.append(UInt8(ascii: "{"), UInt8(ascii: "}")) }
  }

  /// Closes open containers until `depth` remain.
  @inline(__always)
  func close(to depth: Int) {
    while stack.pointee.depth > depth {
      stack.pointee.depth -= 1
      out.append(stack.pointee.closers[stack.pointee.depth])
    }
  }

  /// Opens a container whose closing byte is `closer`, writing `opener`.
  @inline(__always)
  func open(_ opener: UInt8, _ closer: UInt8) {
    out.append(opener)
    if stack.pointee.depth == stack.pointee.capacity { growStack() }
    let depth = stack.pointee.depth
    stack.pointee.closers[depth] = closer
    stack.pointee.counts[depth] = 0
    stack.pointee.depth = depth + 1
  }

  private func growStack() {
    let old = stack.pointee
    let capacity = old.capacity * 2
    let closers = UnsafeMutablePointer<UInt8>.allocate(capacity: capacity)
    let counts = UnsafeMutablePointer<Int>.allocate(capacity: capacity)
    closers.update(from: old.closers, count: old.depth)
    counts.update(from: old.counts, count: old.depth)
    old.closers.deallocate()
    old.counts.deallocate()
    stack.pointee = Stack(closers: closers, counts: counts, depth: old.depth, capacity: capacity)
  }

  /// Before a member of the container at `index`: closes deeper containers, writes a comma
  /// if needed, and counts the member.
  @inline(__always)
  func beginMember(of index: Int) {
    close(to: index + 1)
    if stack.pointee.counts[index] > 0 { out.append(UInt8(ascii: ",")) }
    stack.pointee.counts[index] += 1
  }

  /// How many members the container at `index` holds.
  func memberCount(of index: Int) -> Int {
    index < stack.pointee.depth ? stack.pointee.counts[index] : 0
  }

  /// Writes `"key":` for the container at `index`.
  @inline(__always)
  func beginKey(_ key: some CodingKey, of index: Int) {
    beginMember(of: index)
    writeString(key.stringValue)
    out.append(UInt8(ascii: ":"))
  }

  /// Whether a container was already opened at `depth` by this value (a second
  /// `container(keyedBy:)` call returns the same container, as with `JSONEncoder`).
  func hasContainer(at depth: Int, closer: UInt8) -> Bool {
    stack.pointee.depth > depth && stack.pointee.closers[depth] == closer
  }

  // MARK: - Scalars

  func writeNull() { out.append(StaticString("null")) }

  func writeBool(_ value: Bool) {
    if value { out.append(StaticString("true")) } else { out.append(StaticString("false")) }
  }

  func writeInt<I: BinaryInteger>(_ value: I) {
    if let small = Int(exactly: value) {
      out.append(decimal: small)
    } else {
      out.append(String(value))
    }
  }

  func writeDouble(_ value: Double) throws {
    guard value.isFinite else {
      throw EncodingError.invalidValue(
        value, EncodingError.Context(codingPath: [], debugDescription: "\(value) is not valid in JSON"))
    }
    if let exact = Int(exactly: value), exact.magnitude < 1 << 53, !(value == 0 && value.sign == .minus) {
      out.append(decimal: exact)
      return
    }
    writeNumberText(value.description)
  }

  func writeFloat(_ value: Float) throws {
    guard value.isFinite else {
      throw EncodingError.invalidValue(
        value, EncodingError.Context(codingPath: [], debugDescription: "\(value) is not valid in JSON"))
    }
    writeNumberText(value.description)
  }

  /// Writes a number's text, dropping a trailing `.0` as `JSONEncoder` does.
  private func writeNumberText(_ text: String) {
    var copy = text
    copy.withUTF8 { bytes in
      var count = bytes.count
      if count > 2, bytes[count - 2] == UInt8(ascii: "."), bytes[count - 1] == UInt8(ascii: "0") { count -= 2 }
      out.append(UnsafeBufferPointer(rebasing: bytes[0..<count]))
    }
  }

  /// Writes a JSON string: quotes, `"` and `\` escaped, control bytes as `\n`, `\t`… or `\u00XX`.
  func writeString(_ text: String) {
    var copy = text
    copy.withUTF8 { writeString(bytes: $0) }
  }

  func writeString(_ text: StaticString) {
    writeString(bytes: UnsafeBufferPointer(start: text.utf8Start, count: text.utf8CodeUnitCount))
  }

  /// Writes UTF-8 bytes (assumed valid) as a JSON string.
  func writeString(bytes: UnsafeBufferPointer<UInt8>) {
    // Worst case every byte becomes `\u00XX`.
    let target = out.reserve(bytes.count * 6 + 2)
    var n = 0
    target[n] = UInt8(ascii: "\"")
    n += 1
    for byte in bytes {
      if byte >= 0x20 && byte != 0x22 && byte != 0x5C {
        target[n] = byte
        n += 1
        continue
      }
      target[n] = 0x5C
      switch byte {
      case 0x22: target[n + 1] = 0x22; n += 2
      case 0x5C: target[n + 1] = 0x5C; n += 2
      case 0x0A: target[n + 1] = UInt8(ascii: "n"); n += 2
      case 0x0D: target[n + 1] = UInt8(ascii: "r"); n += 2
      case 0x09: target[n + 1] = UInt8(ascii: "t"); n += 2
      case 0x08: target[n + 1] = UInt8(ascii: "b"); n += 2
      case 0x0C: target[n + 1] = UInt8(ascii: "f"); n += 2
      default:
        target[n + 1] = UInt8(ascii: "u")
        target[n + 2] = 0x30
        target[n + 3] = 0x30
        target[n + 4] = FastJSONEncoder.hexDigits[Int(byte >> 4)]
        target[n + 5] = FastJSONEncoder.hexDigits[Int(byte & 0x0F)]
        n += 6
      }
    }
    target[n] = UInt8(ascii: "\"")
    n += 1
    out.count += n
  }

  private static let hexDigits: [UInt8] = Array("0123456789abcdef".utf8)
}

/// A plain-data value's type and bytes (up to 96), as a dictionary key.
struct PlainValueKey: Hashable {
  static let capacity = 96
  var type: ObjectIdentifier
  /// How many of `bytes` are the value's (the rest are zero).
  var count: Int
  var bytes: (UInt64, UInt64, UInt64, UInt64, UInt64, UInt64, UInt64, UInt64, UInt64, UInt64, UInt64, UInt64) =
    (0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0)

  init(type: ObjectIdentifier, count: Int) {
    self.type = type
    self.count = count
  }

  static func == (a: PlainValueKey, b: PlainValueKey) -> Bool {
    guard a.type == b.type, a.count == b.count else { return false }
    return withUnsafeBytes(of: a.bytes) { x in
      withUnsafeBytes(of: b.bytes) { y in
        guard let p = x.baseAddress, let q = y.baseAddress else { return false }
        return memcmp(p, q, a.count) == 0
      }
    }
  }

  func hash(into hasher: inout Hasher) {
    hasher.combine(type)
    withUnsafeBytes(of: bytes) { hasher.combine(bytes: UnsafeRawBufferPointer(rebasing: $0.prefix(count))) }
  }
}

/// The `Encoder` handed to each value: the shared state and the depth its containers start at.
private struct _Encoder: Encoder {
  unowned(unsafe) let state: FastJSONEncoder
  let depth: Int

  var codingPath: [any CodingKey] { [] }
  var userInfo: [CodingUserInfoKey: Any] { [:] }

  func container<Key: CodingKey>(keyedBy type: Key.Type) -> KeyedEncodingContainer<Key> {
    if !state.hasContainer(at: depth, closer: UInt8(ascii: "}")) {
      state.close(to: depth)
      state.open(UInt8(ascii: "{"), UInt8(ascii: "}"))
    }
    return KeyedEncodingContainer(_KeyedContainer<Key>(state: state, index: depth))
  }

  func unkeyedContainer() -> any UnkeyedEncodingContainer {
    if !state.hasContainer(at: depth, closer: UInt8(ascii: "]")) {
      state.close(to: depth)
      state.open(UInt8(ascii: "["), UInt8(ascii: "]"))
    }
    return _UnkeyedContainer(state: state, index: depth)
  }

  func singleValueContainer() -> any SingleValueEncodingContainer {
    _SingleValueContainer(state: state)
  }
}

private struct _KeyedContainer<Key: CodingKey>: KeyedEncodingContainerProtocol {
  unowned(unsafe) let state: FastJSONEncoder
  /// This container's place on the state's stack.
  let index: Int

  var codingPath: [any CodingKey] { [] }

  mutating func encodeNil(forKey key: Key) throws {
    state.beginKey(key, of: index)
    state.writeNull()
  }
  mutating func encode(_ value: Bool, forKey key: Key) throws {
    state.beginKey(key, of: index)
    state.writeBool(value)
  }
  mutating func encode(_ value: String, forKey key: Key) throws {
    state.beginKey(key, of: index)
    state.writeString(value)
  }
  mutating func encode(_ value: Double, forKey key: Key) throws {
    state.beginKey(key, of: index)
    try state.writeDouble(value)
  }
  mutating func encode(_ value: Float, forKey key: Key) throws {
    state.beginKey(key, of: index)
    try state.writeFloat(value)
  }
  mutating func encode(_ value: Int, forKey key: Key) throws {
    state.beginKey(key, of: index)
    state.out.append(decimal: value)
  }
  mutating func encode(_ value: Int8, forKey key: Key) throws { try encodeInteger(value, key) }
  mutating func encode(_ value: Int16, forKey key: Key) throws { try encodeInteger(value, key) }
  mutating func encode(_ value: Int32, forKey key: Key) throws { try encodeInteger(value, key) }
  mutating func encode(_ value: Int64, forKey key: Key) throws { try encodeInteger(value, key) }
  mutating func encode(_ value: UInt, forKey key: Key) throws { try encodeInteger(value, key) }
  mutating func encode(_ value: UInt8, forKey key: Key) throws { try encodeInteger(value, key) }
  mutating func encode(_ value: UInt16, forKey key: Key) throws { try encodeInteger(value, key) }
  mutating func encode(_ value: UInt32, forKey key: Key) throws { try encodeInteger(value, key) }
  mutating func encode(_ value: UInt64, forKey key: Key) throws { try encodeInteger(value, key) }

  private func encodeInteger<I: BinaryInteger>(_ value: I, _ key: Key) throws {
    state.beginKey(key, of: index)
    state.writeInt(value)
  }

  mutating func encode<T: Encodable>(_ value: T, forKey key: Key) throws {
    state.beginKey(key, of: index)
    try state.encodeValue(value)
  }

  // `encodeIfPresent` written out: the protocol's default goes through two more generic hops.
  mutating func encodeIfPresent<T: Encodable>(_ value: T?, forKey key: Key) throws {
    guard let value else { return }
    state.beginKey(key, of: index)
    try state.encodeValue(value)
  }
  mutating func encodeIfPresent(_ value: String?, forKey key: Key) throws {
    guard let value else { return }
    state.beginKey(key, of: index)
    state.writeString(value)
  }
  mutating func encodeIfPresent(_ value: Int?, forKey key: Key) throws {
    guard let value else { return }
    state.beginKey(key, of: index)
    state.out.append(decimal: value)
  }
  mutating func encodeIfPresent(_ value: Bool?, forKey key: Key) throws {
    guard let value else { return }
    state.beginKey(key, of: index)
    state.writeBool(value)
  }
  mutating func encodeIfPresent(_ value: Double?, forKey key: Key) throws {
    guard let value else { return }
    state.beginKey(key, of: index)
    try state.writeDouble(value)
  }

  mutating func nestedContainer<NestedKey: CodingKey>(
    keyedBy keyType: NestedKey.Type, forKey key: Key
  ) -> KeyedEncodingContainer<NestedKey> {
    state.beginKey(key, of: index)
    state.open(UInt8(ascii: "{"), UInt8(ascii: "}"))
    return KeyedEncodingContainer(_KeyedContainer<NestedKey>(state: state, index: index + 1))
  }

  mutating func nestedUnkeyedContainer(forKey key: Key) -> any UnkeyedEncodingContainer {
    state.beginKey(key, of: index)
    state.open(UInt8(ascii: "["), UInt8(ascii: "]"))
    return _UnkeyedContainer(state: state, index: index + 1)
  }

  /// A nested object under `super` (or `key`); the superclass encodes into it.
  mutating func superEncoder() -> any Encoder {
    superEncoder(named: "super")
  }

  mutating func superEncoder(forKey key: Key) -> any Encoder {
    superEncoder(named: key.stringValue)
  }

  private func superEncoder(named name: String) -> any Encoder {
    state.beginMember(of: index)
    state.writeString(name)
    state.out.append(UInt8(ascii: ":"))
    // (A superclass that encodes nothing at all would leave the key without a value;
    // no type in the library uses super encoders.)
    return _Encoder(state: state, depth: index + 1)
  }
}

private struct _UnkeyedContainer: UnkeyedEncodingContainer {
  unowned(unsafe) let state: FastJSONEncoder
  let index: Int

  var codingPath: [any CodingKey] { [] }
  var count: Int { state.memberCount(of: index) }

  mutating func encodeNil() throws {
    state.beginMember(of: index)
    state.writeNull()
  }
  mutating func encode(_ value: Bool) throws {
    state.beginMember(of: index)
    state.writeBool(value)
  }
  mutating func encode(_ value: String) throws {
    state.beginMember(of: index)
    state.writeString(value)
  }
  mutating func encode(_ value: Double) throws {
    state.beginMember(of: index)
    try state.writeDouble(value)
  }
  mutating func encode(_ value: Float) throws {
    state.beginMember(of: index)
    try state.writeFloat(value)
  }
  mutating func encode(_ value: Int) throws {
    state.beginMember(of: index)
    state.out.append(decimal: value)
  }
  mutating func encode(_ value: Int8) throws { encodeInteger(value) }
  mutating func encode(_ value: Int16) throws { encodeInteger(value) }
  mutating func encode(_ value: Int32) throws { encodeInteger(value) }
  mutating func encode(_ value: Int64) throws { encodeInteger(value) }
  mutating func encode(_ value: UInt) throws { encodeInteger(value) }
  mutating func encode(_ value: UInt8) throws { encodeInteger(value) }
  mutating func encode(_ value: UInt16) throws { encodeInteger(value) }
  mutating func encode(_ value: UInt32) throws { encodeInteger(value) }
  mutating func encode(_ value: UInt64) throws { encodeInteger(value) }

  private func encodeInteger<I: BinaryInteger>(_ value: I) {
    state.beginMember(of: index)
    state.writeInt(value)
  }

  mutating func encode<T: Encodable>(_ value: T) throws {
    state.beginMember(of: index)
    try state.encodeValue(value)
  }

  mutating func nestedContainer<NestedKey: CodingKey>(keyedBy keyType: NestedKey.Type) -> KeyedEncodingContainer<
    NestedKey
  > {
    state.beginMember(of: index)
    state.open(UInt8(ascii: "{"), UInt8(ascii: "}"))
    return KeyedEncodingContainer(_KeyedContainer<NestedKey>(state: state, index: index + 1))
  }

  mutating func nestedUnkeyedContainer() -> any UnkeyedEncodingContainer {
    state.beginMember(of: index)
    state.open(UInt8(ascii: "["), UInt8(ascii: "]"))
    return _UnkeyedContainer(state: state, index: index + 1)
  }

  mutating func superEncoder() -> any Encoder {
    state.beginMember(of: index)
    return _Encoder(state: state, depth: index + 1)
  }
}

private struct _SingleValueContainer: SingleValueEncodingContainer {
  unowned(unsafe) let state: FastJSONEncoder

  var codingPath: [any CodingKey] { [] }

  mutating func encodeNil() throws { state.writeNull() }
  mutating func encode(_ value: Bool) throws { state.writeBool(value) }
  mutating func encode(_ value: String) throws { state.writeString(value) }
  mutating func encode(_ value: Double) throws { try state.writeDouble(value) }
  mutating func encode(_ value: Float) throws { try state.writeFloat(value) }
  mutating func encode(_ value: Int) throws { state.out.append(decimal: value) }
  mutating func encode(_ value: Int8) throws { state.writeInt(value) }
  mutating func encode(_ value: Int16) throws { state.writeInt(value) }
  mutating func encode(_ value: Int32) throws { state.writeInt(value) }
  mutating func encode(_ value: Int64) throws { state.writeInt(value) }
  mutating func encode(_ value: UInt) throws { state.writeInt(value) }
  mutating func encode(_ value: UInt8) throws { state.writeInt(value) }
  mutating func encode(_ value: UInt16) throws { state.writeInt(value) }
  mutating func encode(_ value: UInt32) throws { state.writeInt(value) }
  mutating func encode(_ value: UInt64) throws { state.writeInt(value) }
  mutating func encode<T: Encodable>(_ value: T) throws { try state.encodeValue(value) }
}

/// ISO-8601 UTC timestamps without Foundation formatters: `2026-11-22T16:51:00Z` (the
/// library's date routine).
enum ISO8601 {
  static func format(_ date: Date) -> String { _CivilDate.iso8601(date) }
}
