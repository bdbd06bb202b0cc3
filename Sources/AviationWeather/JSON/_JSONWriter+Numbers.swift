// Numbers and booleans: integers by two-digit pairs, doubles as Swift's shortest text.
extension _JSONWriter {
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
  mutating func putDouble(_ value: Double, reservedAfter: Int) {
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
}
