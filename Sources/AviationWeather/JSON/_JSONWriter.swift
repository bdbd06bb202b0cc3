/// A small compact-JSON writer into a byte array, for the hand-written `writeJSON` methods.
///
/// Its output is that of `JSONEncoder` with `.withoutEscapingSlashes` and keys in the order
/// the synthesized `Codable` conformances encode them: integral doubles below 2^53 without a
/// fraction, other doubles as Swift's shortest `description` without a trailing `.0`, strings
/// with `"` and `\` escaped and control bytes as `\n`, `\t`… or `\u00XX`.
///
/// Commas are placed by looking at the last byte written: a member or element follows a comma
/// unless it is the first in its container (the last byte is then `{` or `[`).
///
/// The writer is split by what it writes: this file holds the storage and the structure (braces,
/// keys, literals); `+Numbers`, `+Strings` and `+Members` write values through `base`, `count`
/// and `append`, which are internal only so that those files can reach them: nothing outside
/// the writer's files touches them.
struct _JSONWriter {
  /// The bytes written so far: `count` of `capacity`, in the writer's own storage (freed by
  /// ``finish(into:)`` or ``discard()``) or in memory lent by the caller (``init(borrowing:)``).
  var base: UnsafeMutablePointer<UInt8>
  var count = 0
  private var capacity: Int
  /// Whether `base` is the writer's own storage (not lent memory).
  private var ownsStorage: Bool
  /// Set when a non-finite number was met (JSON cannot hold it).
  var failed = false
  /// Set when the writing outgrew the lent memory (and went on in storage of its own).
  private(set) var outgrewBorrowedMemory = false

  init(capacity: Int) {
    self.capacity = max(capacity, 64)
    base = .allocate(capacity: self.capacity)
    ownsStorage = true
  }

  /// A writer that writes into `memory` as long as it fits, so that nothing is allocated or
  /// copied; when it does not, it goes on in storage of its own and sets
  /// ``outgrewBorrowedMemory``.
  init(borrowing memory: UnsafeMutableRawBufferPointer) {
    if let start = memory.baseAddress, memory.count >= 64 {
      base = start.bindMemory(to: UInt8.self, capacity: memory.count)
      capacity = memory.count
      ownsStorage = false
    } else {
      capacity = 64
      base = .allocate(capacity: capacity)
      ownsStorage = true
      outgrewBorrowedMemory = true
    }
  }

  /// The number of bytes written.
  var writtenCount: Int { count }

  /// Copies what was written to `target` (which must have room for ``writtenCount`` bytes).
  func copyWritten(to target: UnsafeMutableRawPointer) {
    target.copyMemory(from: base, byteCount: count)
  }

  /// Appends what was written to `buffer` and frees the writer's storage.
  mutating func finish(into buffer: inout [UInt8]) {
    buffer.append(contentsOf: UnsafeBufferPointer(start: base, count: count))
    discard()
  }

  /// Frees the writer's storage (if it has any of its own) without copying it anywhere.
  mutating func discard() {
    if ownsStorage { base.deallocate() }
    capacity = 0
    count = 0
  }

  /// Makes room for `n` more bytes.
  ///
  /// Every write after it stays within `capacity`, so the writes update `count` with wrapping
  /// arithmetic (`&+=`): the sums are at most `capacity`, the size of an allocation, and cannot
  /// overflow (an overflow check per piece is one more instruction in the record's hot path).
  @inline(__always)
  mutating func ensure(_ n: Int) {
    // `count` never exceeds `capacity`, so the room left is never negative.
    if n > capacity &- count { grow(count + n) }
  }

  private mutating func grow(_ needed: Int) {
    let newCapacity = max(capacity * 2, needed)
    let newBase = UnsafeMutablePointer<UInt8>.allocate(capacity: newCapacity)
    newBase.update(from: base, count: count)
    if ownsStorage { base.deallocate() } else { outgrewBorrowedMemory = true }
    base = newBase
    capacity = newCapacity
    ownsStorage = true
  }

  /// Appends one byte (room must have been made).
  @inline(__always)
  mutating func put(_ byte: UInt8) {
    base[count] = byte
    count &+= 1
  }

  /// Appends one byte, making room for it.
  @inline(__always)
  mutating func append(_ byte: UInt8) {
    ensure(1)
    put(byte)
  }

  /// Appends bytes, making room for them.
  @inline(__always)
  mutating func append(_ bytes: UnsafeBufferPointer<UInt8>) {
    guard let source = bytes.baseAddress, bytes.count > 0 else { return }
    ensure(bytes.count)
    (base + count).update(from: source, count: bytes.count)
    count &+= bytes.count
  }

  /// The last byte written (0 when none).
  @inline(__always)
  private var last: UInt8 { count > 0 ? base[count - 1] : 0 }

  // MARK: - Structure

  @inline(__always)
  mutating func beginObject() { append(asciiLeftBrace) }

  @inline(__always)
  mutating func endObject() { append(asciiRightBrace) }

  @inline(__always)
  mutating func beginArray() { append(asciiLeftBracket) }

  @inline(__always)
  mutating func endArray() { append(asciiRightBracket) }

  /// Before an array element: a comma unless it is the first.
  @inline(__always)
  mutating func element() {
    if count > 0, last != asciiLeftBracket { append(asciiComma) }
  }

  /// Writes `"name":`, after a comma unless it is the object's first member. `name` is
  /// plain ASCII (a Swift property name), so it needs no escaping.
  ///
  /// `comma`, when given, says whether a comma comes first (a caller that knows whether the
  /// member is its object's first: the description's sink, where it is known at compile time).
  @inline(__always)
  mutating func key(_ name: StaticString, comma: Bool? = nil) {
    // One check for room: a comma, two quotes, the name and a colon.
    ensure(name.utf8CodeUnitCount + 4)
    putKey(name, comma: comma)
  }

  /// Writes `"name":` as ``key(_:comma:)`` does, in room already made (`name`'s length and 4
  /// bytes).
  @inline(__always)
  mutating func putKey(_ name: StaticString, comma: Bool? = nil) {
    let length = name.utf8CodeUnitCount
    // The bytes are written through a local pointer and `count` is set once (a store through
    // `base` could alias `count`, so writing byte by byte through `put` reloads and stores it
    // for every byte).
    var cursor = base + count
    if comma ?? (count > 0 && cursor[-1] != asciiLeftBrace) {
      cursor.pointee = asciiComma
      cursor += 1
    }
    cursor.pointee = asciiQuote
    _JSONWriter.copy(name.utf8Start, to: cursor + 1, count: length)
    cursor += length + 1
    cursor[0] = asciiQuote
    cursor[1] = asciiColon
    count = base.distance(to: cursor) &+ 2
  }

  /// Writes `text` as it is: JSON punctuation and names known to need no escaping.
  @inline(__always)
  mutating func literal(_ text: StaticString) {
    ensure(text.utf8CodeUnitCount)
    putLiteral(text)
  }

  /// Writes `name`, chosen at run time (an enumeration's name or code), as it is.
  @inline(__always)
  mutating func name(_ name: StaticString) {
    ensure(name.utf8CodeUnitCount)
    putLiteral(inLineUpTo16: name)
  }

  /// Writes `first`, `second` and `third` as they are, with one check for room: a name chosen at
  /// run time between the punctuation and member names around it (`,"kind":"`, `METAR`,
  /// `","station":`). `@_transparent` rather than `@inline(__always)`: with the latter the
  /// optimiser kept it out of line (about 90 instructions a call instead of 30).
  @_transparent
  mutating func literal(_ first: StaticString, _ second: StaticString, _ third: StaticString) {
    ensure(first.utf8CodeUnitCount + second.utf8CodeUnitCount + third.utf8CodeUnitCount)
    putLiteral(first)
    putLiteral(inLineUpTo16: second)
    putLiteral(third)
  }

  /// Writes `before`, the integer `value` and `after`, with one check for room.
  @inline(__always)
  mutating func literal(_ before: StaticString, int value: Int, _ after: StaticString) {
    ensure(before.utf8CodeUnitCount + _JSONWriter.maximumIntLength + after.utf8CodeUnitCount)
    putLiteral(before)
    putInt(value)
    putLiteral(after)
  }

  /// Writes `text` as ``literal(_:)`` does, in room already made.
  @inline(__always)
  mutating func putLiteral(_ text: StaticString) {
    let length = text.utf8CodeUnitCount
    _JSONWriter.copy(text.utf8Start, to: base + count, count: length)
    count &+= length
  }

  /// Writes `name`, chosen at run time (a unit, a code, an enumeration's name: mostly 1 to 16
  /// bytes), in room already made: as ``putLiteral(_:)`` does, with `memcpy` above 16 bytes, so
  /// that the code inlined for a length not known at compile time stays small.
  @inline(__always)
  mutating func putLiteral(inLineUpTo16 name: StaticString) {
    let length = name.utf8CodeUnitCount
    _JSONWriter.copy(name.utf8Start, to: base + count, count: length, inLineUpTo: 16)
    count &+= length
  }

  /// Copies `length` bytes to `target`: up to `limit` (16 or 32) in line, as two to four
  /// (possibly overlapping) loads and stores of 1, 2, 4 or 8 bytes, longer ones with `memcpy`.
  /// Member names and the punctuation around them are 1 to 30 bytes, and a call to `memcpy` costs
  /// more than copying them (for a literal the length is known at compile time, and the branches
  /// fold away).
  @inline(__always)
  private static func copy(
    _ source: UnsafePointer<UInt8>, to target: UnsafeMutablePointer<UInt8>, count length: Int, inLineUpTo limit: Int = 32
  ) {
    let from = UnsafeRawPointer(source)
    let to = UnsafeMutableRawPointer(target)
    // The first and the last runs of 8, 4 or 2 bytes (and for 17 to 32 bytes the 8 after the
    // first and the 8 before the last): every byte is covered, some twice with the same value.
    if length > limit {
      target.update(from: source, count: length)
    } else if length >= 8 {
      if length > 16 {
        to.storeBytes(of: from.loadUnaligned(fromByteOffset: 8, as: UInt64.self), toByteOffset: 8, as: UInt64.self)
        to.storeBytes(
          of: from.loadUnaligned(fromByteOffset: length - 16, as: UInt64.self), toByteOffset: length - 16,
          as: UInt64.self)
      }
      to.storeBytes(of: from.loadUnaligned(as: UInt64.self), as: UInt64.self)
      to.storeBytes(
        of: from.loadUnaligned(fromByteOffset: length - 8, as: UInt64.self), toByteOffset: length - 8, as: UInt64.self)
    } else if length >= 4 {
      to.storeBytes(of: from.loadUnaligned(as: UInt32.self), as: UInt32.self)
      to.storeBytes(
        of: from.loadUnaligned(fromByteOffset: length - 4, as: UInt32.self), toByteOffset: length - 4, as: UInt32.self)
    } else if length >= 2 {
      to.storeBytes(of: from.loadUnaligned(as: UInt16.self), as: UInt16.self)
      to.storeBytes(
        of: from.loadUnaligned(fromByteOffset: length - 2, as: UInt16.self), toByteOffset: length - 2, as: UInt16.self)
    } else if length == 1 {
      target.pointee = source.pointee
    }
  }
}
