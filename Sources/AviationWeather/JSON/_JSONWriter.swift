/// A small compact-JSON writer into a byte array, for the hand-written `writeJSON` methods.
///
/// Its output is that of `JSONEncoder` with `.withoutEscapingSlashes` and keys in the order
/// the synthesized `Codable` conformances encode them: integral doubles below 2^53 without a
/// fraction, other doubles as Swift's shortest `description` without a trailing `.0`, strings
/// with `"` and `\` escaped and control bytes as `\n`, `\t`… or `\u00XX`.
///
/// Commas are placed by looking at the last byte written: a member or element follows a comma
/// unless it is the first in its container (the last byte is then `{` or `[`).
struct _JSONWriter {
  /// The bytes written so far: `count` of `capacity` (owned; ``finish(into:)`` frees them).
  private var base: UnsafeMutablePointer<UInt8>
  private var count = 0
  private var capacity: Int
  /// Set when a non-finite number was met (JSON cannot hold it).
  var failed = false

  init(capacity: Int) {
    self.capacity = max(capacity, 64)
    base = .allocate(capacity: self.capacity)
  }

  /// Appends what was written to `buffer` and frees the writer's storage.
  mutating func finish(into buffer: inout [UInt8]) {
    buffer.append(contentsOf: UnsafeBufferPointer(start: base, count: count))
    base.deallocate()
    capacity = 0
    count = 0
  }

  /// Frees the writer's storage without copying it anywhere.
  mutating func discard() {
    base.deallocate()
    capacity = 0
    count = 0
  }

  /// Makes room for `n` more bytes.
  @inline(__always)
  private mutating func ensure(_ n: Int) {
    if count + n > capacity { grow(count + n) }
  }

  private mutating func grow(_ needed: Int) {
    let newCapacity = max(capacity * 2, needed)
    let newBase = UnsafeMutablePointer<UInt8>.allocate(capacity: newCapacity)
    newBase.update(from: base, count: count)
    base.deallocate()
    base = newBase
    capacity = newCapacity
  }

  /// Appends one byte (room must have been made).
  @inline(__always)
  private mutating func put(_ byte: UInt8) {
    base[count] = byte
    count += 1
  }

  /// Appends one byte, making room for it.
  @inline(__always)
  private mutating func append(_ byte: UInt8) {
    ensure(1)
    put(byte)
  }

  /// Appends bytes, making room for them.
  @inline(__always)
  private mutating func append(_ bytes: UnsafeBufferPointer<UInt8>) {
    guard let source = bytes.baseAddress, bytes.count > 0 else { return }
    ensure(bytes.count)
    (base + count).update(from: source, count: bytes.count)
    count += bytes.count
  }

  /// The last byte written (0 when none).
  @inline(__always)
  private var last: UInt8 { count > 0 ? base[count - 1] : 0 }

  // MARK: - Structure

  @inline(__always)
  mutating func beginObject() { append(0x7B) }

  @inline(__always)
  mutating func endObject() { append(0x7D) }

  @inline(__always)
  mutating func beginArray() { append(0x5B) }

  @inline(__always)
  mutating func endArray() { append(0x5D) }

  /// Before an array element: a comma unless it is the first.
  @inline(__always)
  mutating func element() {
    if count > 0, last != 0x5B { append(0x2C) }
  }

  /// Writes `"name":`, after a comma unless it is the object's first member. `name` is
  /// plain ASCII (a Swift property name), so it needs no escaping.
  @inline(__always)
  mutating func key(_ name: StaticString) {
    if count > 0, last != 0x7B { append(0x2C) }
    append(0x22)
    append(UnsafeBufferPointer(start: name.utf8Start, count: name.utf8CodeUnitCount))
    append(0x22)
    append(0x3A)
  }

  // MARK: - Scalars

  @inline(__always)
  mutating func bool(_ value: Bool) {
    ensure(5)
    if value {
      put(0x74); put(0x72); put(0x75); put(0x65)
    } else {
      put(0x66); put(0x61); put(0x6C); put(0x73); put(0x65)
    }
  }

  /// Writes an integer in decimal.
  mutating func int(_ value: Int) {
    // At most 19 digits and a sign.
    ensure(20)
    if value < 0 { put(0x2D) }
    var magnitude = value.magnitude
    var digits = 1
    var probe = magnitude
    while probe >= 10 {
      probe /= 10
      digits += 1
    }
    var index = count + digits - 1
    repeat {
      base[index] = UInt8(truncatingIfNeeded: magnitude % 10) &+ 0x30
      magnitude /= 10
      index -= 1
    } while magnitude > 0
    count += digits
  }

  /// Writes a double as `JSONEncoder` does; a non-finite value sets ``failed``.
  mutating func double(_ value: Double) {
    guard value.isFinite else {
      failed = true
      append(0x30)
      return
    }
    if let exact = Int(exactly: value), exact.magnitude < 1 << 53, !(value == 0 && value.sign == .minus) {
      int(exact)
      return
    }
    var text = value.description
    text.withUTF8 { bytes in
      var length = bytes.count
      if length > 2, bytes[length - 2] == 0x2E, bytes[length - 1] == 0x30 { length -= 2 }
      append(UnsafeBufferPointer(rebasing: bytes[0..<length]))
    }
  }

  /// Writes a JSON string.
  mutating func string(_ text: String) {
    var copy = text
    copy.withUTF8 { string(bytes: $0) }
  }

  /// Writes the bytes of `text` with no quotes and no escaping: only for text known to need
  /// none (the library's own ASCII codes such as `SH` or `+`).
  mutating func rawUnescaped(_ text: String) {
    var copy = text
    copy.withUTF8 { append($0) }
  }

  /// Writes a `"`.
  mutating func quote() { append(0x22) }

  /// Writes UTF-8 bytes (assumed valid) as a JSON string.
  mutating func string(bytes: UnsafeBufferPointer<UInt8>) {
    // Worst case every byte becomes `\u00XX`.
    ensure(bytes.count * 6 + 2)
    put(0x22)
    var clean = true
    for byte in bytes where byte < 0x20 || byte == 0x22 || byte == 0x5C {
      clean = false
      break
    }
    if clean {
      if let source = bytes.baseAddress {
        (base + count).update(from: source, count: bytes.count)
        count += bytes.count
      }
    } else {
      for byte in bytes {
        if byte >= 0x20 && byte != 0x22 && byte != 0x5C {
          put(byte)
          continue
        }
        put(0x5C)
        switch byte {
        case 0x22: put(0x22)
        case 0x5C: put(0x5C)
        case 0x0A: put(UInt8(ascii: "n"))
        case 0x0D: put(UInt8(ascii: "r"))
        case 0x09: put(UInt8(ascii: "t"))
        case 0x08: put(UInt8(ascii: "b"))
        case 0x0C: put(UInt8(ascii: "f"))
        default:
          put(UInt8(ascii: "u"))
          put(0x30)
          put(0x30)
          put(_JSONWriter.hex(byte >> 4))
          put(_JSONWriter.hex(byte & 0x0F))
        }
      }
    }
    put(0x22)
  }

  @inline(__always)
  private static func hex(_ nibble: UInt8) -> UInt8 {
    nibble < 10 ? 0x30 &+ nibble : 0x61 &+ (nibble &- 10)
  }

  // MARK: - Members

  /// `"name":"text"`.
  @inline(__always)
  mutating func member(_ name: StaticString, _ text: String) {
    key(name)
    string(text)
  }

  /// `"name":"text"` when `text` is present.
  @inline(__always)
  mutating func member(_ name: StaticString, _ text: String?) {
    guard let text else { return }
    key(name)
    string(text)
  }

  /// `"name":n`.
  @inline(__always)
  mutating func member(_ name: StaticString, _ value: Int) {
    key(name)
    int(value)
  }

  /// `"name":n` when `value` is present.
  @inline(__always)
  mutating func member(_ name: StaticString, _ value: Int?) {
    guard let value else { return }
    key(name)
    int(value)
  }

  /// `"name":x`.
  @inline(__always)
  mutating func member(_ name: StaticString, _ value: Double) {
    key(name)
    double(value)
  }

  /// `"name":x` when `value` is present.
  @inline(__always)
  mutating func member(_ name: StaticString, _ value: Double?) {
    guard let value else { return }
    key(name)
    double(value)
  }

  /// `"name":true|false`.
  @inline(__always)
  mutating func member(_ name: StaticString, _ value: Bool) {
    key(name)
    bool(value)
  }

  /// `"name":` and the value written by `write`, when `value` is present.
  @inline(__always)
  mutating func member<T>(_ name: StaticString, _ value: T?, _ write: (inout _JSONWriter, T) -> Void) {
    guard let value else { return }
    key(name)
    write(&self, value)
  }

  /// `"name":[…]` with each element written by `write`.
  @inline(__always)
  mutating func member<T>(_ name: StaticString, array: [T], _ write: (inout _JSONWriter, T) -> Void) {
    key(name)
    beginArray()
    for item in array {
      element()
      write(&self, item)
    }
    endArray()
  }
}
