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
  /// The bytes written so far: `count` of `capacity`, in the writer's own storage (freed by
  /// ``finish(into:)`` or ``discard()``) or in memory lent by the caller (``init(borrowing:)``).
  private var base: UnsafeMutablePointer<UInt8>
  private var count = 0
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
  @inline(__always)
  mutating func key(_ name: StaticString) {
    // One check for room: a comma, two quotes, the name and a colon.
    ensure(name.utf8CodeUnitCount + 4)
    putKey(name)
  }

  /// Writes `"name":` as ``key(_:)`` does, in room already made (`name`'s length and 4 bytes).
  @inline(__always)
  private mutating func putKey(_ name: StaticString) {
    let length = name.utf8CodeUnitCount
    // The bytes are written through a local pointer and `count` is set once (a store through
    // `base` could alias `count`, so writing byte by byte through `put` reloads and stores it
    // for every byte).
    var cursor = base + count
    if count > 0, cursor[-1] != asciiLeftBrace {
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
  private mutating func putLiteral(inLineUpTo16 name: StaticString) {
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

  // MARK: - Scalars

  @inline(__always)
  mutating func bool(_ value: Bool) {
    if value { literal("true") } else { literal("false") }
  }

  /// The most bytes ``int(_:)`` writes: 19 digits and a sign.
  static let maximumIntLength = 20

  /// The most bytes ``double(_:)`` writes in room made beforehand: the integral and
  /// two-decimal forms are shorter, and Swift's shortest `description` of a double is at most
  /// 17 digits, a sign, a point and an exponent (`-2.2250738585072014e-308`); a longer one makes
  /// room for itself (see ``putDouble(_:reservedAfter:)``).
  static let maximumDoubleLength = 24

  /// Writes an integer in decimal.
  @inline(__always)
  mutating func int(_ value: Int) {
    ensure(_JSONWriter.maximumIntLength)
    putInt(value)
  }

  /// Writes an integer in decimal, in room already made (``maximumIntLength`` bytes).
  @inline(__always)
  mutating func putInt(_ value: Int) {
    // Most numbers in a report (days, hours, minutes, speeds, temperatures) have one or two
    // digits: written here, in line; the others by `largeInt`.
    guard UInt(bitPattern: value) < 100 else {
      largeInt(value)
      return
    }
    count = base.distance(to: _JSONWriter.putOneOrTwoDigits(value, at: base + count))
  }

  /// Writes `n` (0 to 99) at `cursor` as one digit, or two from ``digitPairs``; returns the
  /// position after them.
  @inline(__always)
  private static func putOneOrTwoDigits(_ n: Int, at cursor: UnsafeMutablePointer<UInt8>) -> UnsafeMutablePointer<UInt8> {
    guard n >= 10 else {
      cursor[0] = asciiZero &+ UInt8(truncatingIfNeeded: n)
      return cursor + 1
    }
    return putTwoDigits(n, at: cursor)
  }

  /// Writes `n` (0 to 99) at `cursor` as two digits from ``digitPairs`` (`07` for 7); returns
  /// the position after them.
  @inline(__always)
  private static func putTwoDigits(_ n: Int, at cursor: UnsafeMutablePointer<UInt8>) -> UnsafeMutablePointer<UInt8> {
    let pairs = digitPairs.utf8Start
    cursor[0] = pairs[n &* 2]
    cursor[1] = pairs[n &* 2 &+ 1]
    return cursor + 2
  }

  /// Writes an integer of any size in decimal, in room already made (``maximumIntLength``
  /// bytes).
  private mutating func largeInt(_ value: Int) {
    var cursor = base + count
    // Three to six digits (directions, heights, hectopascals, visibilities of 10 km): the first
    // one or two, then two or four from a table of the pairs "00" to "99", so the divisions do
    // not depend on one another.
    if value >= 100 && value < 1_000_000 {
      let wide = value >= 10_000
      let divisor = wide ? 10_000 : 100
      let lead = value / divisor
      var rest = value &- lead &* divisor
      cursor = _JSONWriter.putOneOrTwoDigits(lead, at: cursor)
      if wide {
        let hundreds = rest / 100
        cursor = _JSONWriter.putTwoDigits(hundreds, at: cursor)
        rest &-= hundreds &* 100
      }
      count = base.distance(to: _JSONWriter.putTwoDigits(rest, at: cursor))
      return
    }
    if value < 0 {
      cursor.pointee = asciiMinus
      cursor += 1
    }
    var magnitude = value.magnitude
    // The number of digits by comparison (heights and pressures have 3 to 5), then one division
    // by ten per digit, written from the last.
    var digits = 1
    var limit: UInt = 10
    while digits < 19 && magnitude >= limit {
      digits += 1
      limit &*= 10
    }
    var index = digits - 1
    repeat {
      let quotient = magnitude / 10
      cursor[index] = asciiZero &+ UInt8(truncatingIfNeeded: magnitude &- quotient &* 10)
      magnitude = quotient
      index -= 1
    } while magnitude > 0
    count = base.distance(to: cursor) &+ digits
  }

  /// The decimal digits of 0 to 99, two bytes each (`digitPairs[2 * n]` and the byte after).
  private static var digitPairs: StaticString {
    """
    00010203040506070809101112131415161718192021222324252627282930313233343536373839\
    40414243444546474849505152535455565758596061626364656667686970717273747576777879\
    8081828384858687888990919293949596979899
    """
  }

  /// Writes a double as `JSONEncoder` does; a non-finite value sets ``failed``.
  @inline(__always)
  mutating func double(_ value: Double) {
    ensure(_JSONWriter.maximumDoubleLength)
    putDouble(value, reservedAfter: 0)
  }

  /// Writes a double as ``double(_:)`` does, in room already made: ``maximumDoubleLength``
  /// bytes and `reservedAfter` more for what the caller writes next; a longer text than that
  /// (none is) makes room for itself and those bytes.
  private mutating func putDouble(_ value: Double, reservedAfter: Int) {
    // Below 2^53 every integral double is an `Int` exactly, written as one (negative zero is
    // not: it is `-0`, from `description`). The comparison is false for NaN and infinities.
    if value.magnitude < 0x1p53 {
      // In range (the magnitude is below 2^53), so the conversion cannot trap; it truncates,
      // and the value was integral exactly when converting back gives it again (no call to
      // `trunc`, as `Int(exactly:)` makes).
      let integer = Int(value)
      if Double(integer) == value, integer != 0 || value.sign == .plus {
        putInt(integer)
        return
      }
      if hundredths(value) { return }
    } else if !value.isFinite {
      failed = true
      put(asciiZero)
      return
    }
    var text = value.description
    text.withUTF8 { bytes in
      var length = bytes.count
      if length > 2, bytes[length - 2] == asciiDot, bytes[length - 1] == asciiZero { length -= 2 }
      // Room for the text and what the caller reserved after it (already there unless the
      // text is longer than `maximumDoubleLength`).
      ensure(length + reservedAfter)
      append(UnsafeBufferPointer(rebasing: bytes[0..<length]))
    }
  }

  /// Writes `value` when it is a number with one or two decimals (29.92 inHg, 12.3 °C, 1.5 SM)
  /// and returns `true`; otherwise writes nothing and returns `false`. Room must have been made
  /// (at most 13 bytes: a sign, nine digits, a point and two).
  ///
  /// The text is what `description` gives: when the double nearest `n / 100` is `value`, the
  /// shortest decimal that reads back as `value` is `n / 100` with its trailing zero dropped (no
  /// other decimal of two places or fewer is that close), and in this range `description`
  /// uses no exponent.
  private mutating func hundredths(_ value: Double) -> Bool {
    let magnitude = value.magnitude
    guard magnitude >= 0.01, magnitude < 1e9 else { return false }
    // The nearest whole number of hundredths (`magnitude` is positive and below 1e9, so adding
    // a half and truncating rounds it, in range, without a call to `round`); the check below
    // is what makes the text right, whichever `n` was picked.
    let n = Int(magnitude * 100 + 0.5)
    guard Double(n) / 100 == magnitude else { return false }
    if value < 0 { put(asciiMinus) }
    putInt(n / 100)
    put(asciiDot)
    let fraction = n % 100
    put(asciiZero &+ UInt8(truncatingIfNeeded: fraction / 10))
    if fraction % 10 != 0 { put(asciiZero &+ UInt8(truncatingIfNeeded: fraction % 10)) }
    return true
  }

  /// Writes a JSON string.
  mutating func string(_ text: String) {
    // A native string (nearly every one) lends its bytes as it is, without the copy that
    // `withUTF8` needs (a retain and a release).
    if text.utf8.withContiguousStorageIfAvailable({ string(bytes: $0) }) != nil { return }
    var copy = text
    copy.withUTF8 { string(bytes: $0) }
  }

  /// Writes a `"`.
  mutating func quote() { append(asciiQuote) }

  /// Writes UTF-8 bytes (assumed valid) as a JSON string.
  mutating func string(bytes: UnsafeBufferPointer<UInt8>) {
    // Worst case every byte becomes `\u00XX`. Written through a local pointer (see `key`).
    ensure(bytes.count * 6 + 2)
    var cursor = base + count
    cursor.pointee = asciiQuote
    cursor += 1
    // Copy while no byte needs escaping (almost always the whole string), eight bytes at a
    // time, then go byte by byte.
    var index = 0
    if let source = bytes.baseAddress {
      let raw = UnsafeRawPointer(source)
      while index + 8 <= bytes.count {
        let word = raw.loadUnaligned(fromByteOffset: index, as: UInt64.self)
        if _JSONWriter.needsEscaping(word) { break }
        UnsafeMutableRawPointer(cursor).storeBytes(of: word, as: UInt64.self)
        cursor += 8
        index += 8
      }
      // When the loop ran to the end, the last one to seven bytes as one more word: the eight
      // bytes that end the string (some copied already, the same bytes again), when none of them
      // needs escaping.
      if index < bytes.count, index + 8 > bytes.count, bytes.count >= 8 {
        let word = raw.loadUnaligned(fromByteOffset: bytes.count - 8, as: UInt64.self)
        if !_JSONWriter.needsEscaping(word) {
          let tail = bytes.count - index
          UnsafeMutableRawPointer(cursor + tail - 8).storeBytes(of: word, as: UInt64.self)
          cursor += tail
          index = bytes.count
        }
      }
    }
    while index < bytes.count {
      let byte = bytes[index]
      index += 1
      if byte >= asciiSpace && byte != asciiQuote && byte != asciiBackslash {
        cursor.pointee = byte
        cursor += 1
        continue
      }
      cursor[0] = asciiBackslash
      switch byte {
      case asciiQuote, asciiBackslash:
        cursor[1] = byte
        cursor += 2
      case asciiLineFeed, asciiCarriageReturn, asciiTab, asciiBackspace, asciiFormFeed:
        cursor[1] = _JSONWriter.shortEscape(byte)
        cursor += 2
      default:
        cursor[1] = asciiLowerU
        cursor[2] = asciiZero
        cursor[3] = asciiZero
        cursor[4] = _JSONWriter.hex(byte >> 4)
        cursor[5] = _JSONWriter.hex(byte & 0x0F)
        cursor += 6
      }
    }
    cursor.pointee = asciiQuote
    count = base.distance(to: cursor) &+ 1
  }

  /// The letter after the backslash for the control bytes JSON writes as `\n`, `\r`, `\t`, `\b`, `\f`.
  @inline(__always)
  private static func shortEscape(_ byte: UInt8) -> UInt8 {
    switch byte {
    case asciiLineFeed: asciiLowerN
    case asciiCarriageReturn: asciiLowerR
    case asciiTab: asciiLowerT
    case asciiBackspace: asciiLowerB
    default: asciiLowerF
    }
  }

  /// Whether any of the eight bytes in `word` is a control byte, a quote or a backslash (bit tricks: a
  /// byte below `n` makes `byte - n` borrow into its high bit while the byte's own is clear; a quote
  /// or a backslash is a zero byte, below 1, once `word` is XORed with it in every byte).
  @inline(__always)
  private static func needsEscaping(_ word: UInt64) -> Bool {
    // Masks, not characters: 0x01 and 0x80 in each of the eight bytes; `ones &* UInt64(byte)` is
    // `byte` in each of them.
    let ones: UInt64 = 0x0101_0101_0101_0101
    let highBits: UInt64 = 0x8080_8080_8080_8080
    let control = (word &- ones &* UInt64(asciiSpace)) & ~word & highBits
    let quote = word ^ (ones &* UInt64(asciiQuote))
    let backslash = word ^ (ones &* UInt64(asciiBackslash))
    let quoteFound = (quote &- ones) & ~quote & highBits
    let backslashFound = (backslash &- ones) & ~backslash & highBits
    return control | quoteFound | backslashFound != 0
  }

  /// The lowercase hexadecimal digit of `nibble` (0–15), as `\u00XX` escapes write it.
  @inline(__always)
  private static func hex(_ nibble: UInt8) -> UInt8 {
    nibble < 10 ? asciiZero &+ nibble : asciiLowerA &+ (nibble &- 10)
  }

  // MARK: - Members

  /// `"name":"text"`.
  @inline(__always)
  mutating func member(_ name: StaticString, _ text: String) {
    key(name)
    string(text)
  }

  /// `"name":"text"` for text known to need no escaping (the library's own unit names).
  @inline(__always)
  mutating func member(_ name: StaticString, static text: StaticString) {
    // One check for room: the key, two quotes and the text.
    ensure(name.utf8CodeUnitCount + 4 + text.utf8CodeUnitCount + 2)
    putKey(name)
    put(asciiQuote)
    putLiteral(inLineUpTo16: text)
    put(asciiQuote)
  }

  /// `{"value":x,"unit":"name"}`: a measurement in its `Codable` form, after `prefix` (the
  /// member's name and punctuation, such as `,"temperature":`, written as they are).
  @inline(__always)
  mutating func measurement(_ value: Double, unit: StaticString, prefix: StaticString = "") {
    // One check for room: the prefix, `{"value":`, the number, `,"unit":"`, the unit and `"}`.
    let tail = 2
    ensure(prefix.utf8CodeUnitCount + _JSONWriter.valueAndUnitLength(unit) + tail)
    putLiteral(prefix)
    putValueAndUnit(value, unit: unit, reservedAfter: tail)
    putLiteral("\"}")
  }

  /// `"name":{"value":x,"unit":"unit"}`: a measurement member, with one check for room (what
  /// ``key(_:)`` then ``measurement(_:unit:prefix:)`` write).
  @inline(__always)
  mutating func measurement(_ value: Double, unit: StaticString, key name: StaticString) {
    let tail = 2
    ensure(name.utf8CodeUnitCount + 4 + _JSONWriter.valueAndUnitLength(unit) + tail)
    putKey(name)
    putValueAndUnit(value, unit: unit, reservedAfter: tail)
    putLiteral("\"}")
  }

  /// `{"value":x,"unit":"name","hPa":y}`: a pressure in its `Codable` form, after `prefix` (as
  /// ``measurement(_:unit:prefix:)`` writes it).
  @inline(__always)
  mutating func pressure(_ value: Double, unit: StaticString, hectopascals: Double, prefix: StaticString = "") {
    // One check for room: the prefix, the punctuation, the names and two numbers.
    let tail = 1
    let afterUnit = 8 + _JSONWriter.maximumDoubleLength + tail
    ensure(prefix.utf8CodeUnitCount + _JSONWriter.valueAndUnitLength(unit) + afterUnit)
    putLiteral(prefix)
    putValueAndUnit(value, unit: unit, reservedAfter: afterUnit)
    putLiteral("\",\"hPa\":")
    putDouble(hectopascals, reservedAfter: tail)
    put(asciiRightBrace)
  }

  /// The most bytes ``putValueAndUnit(_:unit:reservedAfter:)`` writes.
  @inline(__always)
  private static func valueAndUnitLength(_ unit: StaticString) -> Int {
    9 + maximumDoubleLength + 9 + unit.utf8CodeUnitCount
  }

  /// `{"value":x,"unit":"name` (a measurement or pressure up to its unit's closing quote), in room
  /// already made for it and for `reservedAfter` bytes after it.
  @inline(__always)
  private mutating func putValueAndUnit(_ value: Double, unit: StaticString, reservedAfter: Int) {
    putLiteral("{\"value\":")
    putDouble(value, reservedAfter: 9 + unit.utf8CodeUnitCount + reservedAfter)
    putLiteral(",\"unit\":\"")
    putLiteral(inLineUpTo16: unit)
  }

  /// `{"day":d,"hour":h,"minute":m}`, without `day` when it is `nil`: a ``DayTime`` in its
  /// `Codable` form, after `prefix` (as ``measurement(_:unit:prefix:)`` writes it).
  @inline(__always)
  mutating func dayTime(day: Int?, hour: Int, minute: Int, prefix: StaticString = "") {
    // One check for room: the prefix, the punctuation, the names and three numbers.
    ensure(prefix.utf8CodeUnitCount + 7 + 8 + 10 + 1 + 3 * _JSONWriter.maximumIntLength)
    putLiteral(prefix)
    if let day {
      putLiteral("{\"day\":")
      putInt(day)
      putLiteral(",\"hour\":")
    } else {
      putLiteral("{\"hour\":")
    }
    putInt(hour)
    putLiteral(",\"minute\":")
    putInt(minute)
    put(asciiRightBrace)
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
    // One check for room: the key and the number.
    ensure(name.utf8CodeUnitCount + 4 + _JSONWriter.maximumIntLength)
    putKey(name)
    putInt(value)
  }

  /// `"name":n` when `value` is present.
  @inline(__always)
  mutating func member(_ name: StaticString, _ value: Int?) {
    guard let value else { return }
    member(name, value)
  }

  /// `"name":x`.
  @inline(__always)
  mutating func member(_ name: StaticString, _ value: Double) {
    // One check for room: the key and the number.
    ensure(name.utf8CodeUnitCount + 4 + _JSONWriter.maximumDoubleLength)
    putKey(name)
    putDouble(value, reservedAfter: 0)
  }

  /// `"name":x` when `value` is present.
  @inline(__always)
  mutating func member(_ name: StaticString, _ value: Double?) {
    guard let value else { return }
    member(name, value)
  }

  /// `"name":true|false`.
  @inline(__always)
  mutating func member(_ name: StaticString, _ value: Bool) {
    // One check for room: the key and `false`.
    ensure(name.utf8CodeUnitCount + 4 + 5)
    putKey(name)
    if value { putLiteral("true") } else { putLiteral("false") }
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
  mutating func member<C: _ForEachElement>(_ name: StaticString, array: C, _ write: (inout _JSONWriter, C.Element) -> Void) {
    key(name)
    if array.isEmpty {
      literal("[]")
      return
    }
    beginArray()
    // Commas by position, not by reading back the last byte written.
    var first = true
    array._forEach { item in
      if !first { append(asciiComma) }
      first = false
      write(&self, item)
    }
    endArray()
  }
}
