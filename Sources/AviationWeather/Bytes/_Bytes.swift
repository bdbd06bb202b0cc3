/// A bounds-checked view of some bytes of a report (one token, or the rest of a token).
///
/// Reading past either end yields `0`, which matches no ASCII class the decoders
/// test for, so a decoder can look ahead freely without trapping on short input.
struct _Bytes {
  /// The whole report's bytes.
  let buffer: UnsafeBufferPointer<UInt8>
  /// Offset of the first byte of this view in `buffer`.
  let start: Int
  /// Number of bytes in this view.
  let count: Int

  @inline(__always)
  init(buffer: UnsafeBufferPointer<UInt8>, start: Int, count: Int) {
    self.buffer = buffer
    self.start = start
    self.count = count
  }

  /// The byte at `index`, or `0` when `index` is outside the view.
  @inline(__always)
  subscript(index: Int) -> UInt8 {
    guard index >= 0, index < count else { return 0 }
    return buffer[start &+ index]
  }

  /// The end offset (exclusive) in `buffer`.
  var end: Int { start + count }

  var isEmpty: Bool { count == 0 }

  /// The view without its first `n` bytes.
  func dropFirst(_ n: Int) -> _Bytes {
    let k = Swift.min(Swift.max(n, 0), count)
    return _Bytes(buffer: buffer, start: start + k, count: count - k)
  }

  /// The first `n` bytes.
  func prefix(_ n: Int) -> _Bytes {
    _Bytes(buffer: buffer, start: start, count: Swift.min(Swift.max(n, 0), count))
  }

  /// The view without its last `n` bytes.
  func dropLast(_ n: Int) -> _Bytes {
    _Bytes(buffer: buffer, start: start, count: count - Swift.min(Swift.max(n, 0), count))
  }

  /// The bytes from `from` (inclusive) to `to` (exclusive), clamped to the view.
  func slice(_ from: Int, _ to: Int) -> _Bytes {
    let lower = Swift.min(Swift.max(from, 0), count)
    let upper = Swift.min(Swift.max(to, lower), count)
    return _Bytes(buffer: buffer, start: start + lower, count: upper - lower)
  }

  /// Whether the view holds exactly the bytes of `literal`.
  @inline(__always)
  func equals(_ literal: StaticString) -> Bool {
    literal.utf8CodeUnitCount == count && matches(literal, at: 0)
  }

  /// Whether the view starts with `literal`.
  @inline(__always)
  func hasPrefix(_ literal: StaticString) -> Bool {
    literal.utf8CodeUnitCount <= count && matches(literal, at: 0)
  }

  /// Whether the view ends with `literal`.
  @inline(__always)
  func hasSuffix(_ literal: StaticString) -> Bool {
    let n = literal.utf8CodeUnitCount
    return n <= count && matches(literal, at: count - n)
  }

  /// Whether `literal` occurs at `index`.
  func matches(_ literal: StaticString, at index: Int) -> Bool {
    let n = literal.utf8CodeUnitCount
    guard index >= 0, index + n <= count else { return false }
    let p = literal.utf8Start
    var i = 0
    while i < n {
      if p[i] != buffer[start + index + i] { return false }
      i += 1
    }
    return true
  }

  /// Reads exactly `width` ASCII digits at `index` as a number, or `nil` if any is not a digit.
  ///
  /// `width` is at most 9 so the result cannot overflow.
  @inline(__always)
  func digits(at index: Int, width: Int) -> Int? {
    guard width > 0, width <= 9, index >= 0, index + width <= count else { return nil }
    var value = 0
    var i = index
    while i < index + width {
      let b = buffer[start + i]
      guard b.isASCIIDigit else { return nil }
      value = value * 10 + b.digitValue
      i += 1
    }
    return value
  }

  /// Whether every byte is an ASCII digit (false when empty).
  var isAllDigits: Bool {
    guard count > 0 else { return false }
    for i in 0..<count where !buffer[start + i].isASCIIDigit { return false }
    return true
  }

  /// Whether every byte in `from..<to` is `/`.
  func isAllSlashes(_ from: Int = 0, _ to: Int? = nil) -> Bool {
    let upper = Swift.min(to ?? count, count)
    guard from < upper, from >= 0 else { return false }
    for i in from..<upper where buffer[start + i] != asciiSlash { return false }
    return true
  }

  /// Whether every byte in `from..<to` is an ASCII uppercase letter.
  func isAllUppercase(_ from: Int = 0, _ to: Int? = nil) -> Bool {
    let upper = Swift.min(to ?? count, count)
    guard from < upper, from >= 0 else { return false }
    for i in from..<upper where !buffer[start + i].isASCIIUppercase { return false }
    return true
  }

  /// Whether every byte is printable ASCII (`!` to `~`; false when empty).
  var isPrintableASCII: Bool {
    guard count > 0 else { return false }
    for i in 0..<count where buffer[start + i] <= asciiSpace || buffer[start + i] > asciiTilde { return false }
    return true
  }

  /// The first index of `byte` at or after `from`, or `nil`.
  func firstIndex(of byte: UInt8, from: Int = 0) -> Int? {
    var i = Swift.max(from, 0)
    while i < count {
      if buffer[start + i] == byte { return i }
      i += 1
    }
    return nil
  }

  /// A `String` copy of the bytes (invalid UTF-8 is repaired).
  var string: String {
    String(decoding: UnsafeBufferPointer(rebasing: buffer[start..<(start + count)]), as: UTF8.self)
  }
}

/// The longest report text the library keeps, one line or lines folded together (64 KiB; real
/// TAFs are under 3 KB, real METARs under 1 KB): ``ReportSplitter/maximumJoinedLength``, and the
/// bound ``DecodeError/Code/reportTooLong`` names.
let _maximumReportLength = 1 << 16
