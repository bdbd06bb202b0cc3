extension Remarks {
  /// A value varying between two bounds: `VIS 1/2V2` (statute miles), `CIG 005V010` (feet).
  public struct VariableRange: Sendable, Hashable, Codable {
    /// The lower bound.
    public var minimum: Distance
    /// The upper bound.
    public var maximum: Distance

    /// Creates a range.
    public init(minimum: Distance, maximum: Distance) {
      self.minimum = minimum
      self.maximum = maximum
    }
  }
}

extension Remarks.VariableRange: CustomStringConvertible {
  /// "between 1/2 and 2 SM" style: "0.5 SM to 2 SM".
  public var description: String {
    "\(show(minimum)) to \(show(maximum))"
  }

  private func show(_ d: Distance) -> String {
    "\(formatNumber(d.value, maxFractionDigits: 2)) \(d.unit.rawValue)"
  }
}

extension Remarks {
  /// Statute miles written `N`, `N/D` or `NN/DD` filling `b`.
  static func decodeMiles(_ b: _Bytes) -> Double? {
    guard b.count >= 1, b.count <= 5 else { return nil }
    if let slash = b.firstIndex(of: asciiSlash) {
      guard slash > 0, let numerator = b.digits(at: 0, width: slash),
        let denominator = b.digits(at: slash + 1, width: b.count - slash - 1),
        denominator > 0, numerator > 0, numerator < denominator
      else { return nil }
      return Double(numerator) / Double(denominator)
    }
    guard let whole = b.digits(at: 0, width: b.count), whole < 100 else { return nil }
    return Double(whole)
  }

  /// Whether `b` is a fraction of a mile (`1/2`, `3/4`) that can follow a whole number.
  static func decodeFraction(_ b: _Bytes) -> Double? {
    guard b.firstIndex(of: asciiSlash) != nil else { return nil }
    return decodeMiles(b)
  }

  /// Reads `N`, `N/D` or `N N/D` (two tokens) from the stream as miles; consumes what it reads.
  static func readMiles(_ stream: inout _TokenStream) -> Double? {
    guard let token = stream.peek(), let miles = decodeMiles(stream.bytes(token)) else { return nil }
    _ = stream.next()
    if miles >= 1, miles == miles.rounded(), let next = stream.peek(),
      let fraction = decodeFraction(stream.bytes(next))
    {
      _ = stream.next()
      return miles + fraction
    }
    return miles
  }

  /// Decodes what follows `VIS` as `aVb` (`1/2V2`, `2V2 1/2`, `2 3/4V4`), consuming it; `nil`
  /// (nothing consumed) otherwise.
  static func readVariableVisibility(_ stream: inout _TokenStream) -> VariableRange? {
    var lookahead = stream
    guard let token = lookahead.next() else { return nil }
    var b = lookahead.bytes(token)
    var whole = 0.0
    // `2 3/4V4`: a whole number, then the fraction and the upper bound.
    if b.firstIndex(of: asciiV) == nil, let w = decodeMiles(b), w == w.rounded(), let next = lookahead.next() {
      whole = w
      b = lookahead.bytes(next)
      guard b[0].isASCIIDigit, let slash = b.firstIndex(of: asciiSlash), let v = b.firstIndex(of: asciiV), slash < v
      else { return nil }
    }
    guard let v = b.firstIndex(of: asciiV), let low = decodeMiles(b.prefix(v)),
      var high = decodeMiles(b.dropFirst(v + 1))
    else { return nil }
    if high == high.rounded(), let next = lookahead.peek(), let fraction = decodeFraction(lookahead.bytes(next)) {
      _ = lookahead.next()
      high += fraction
    }
    stream = lookahead
    return VariableRange(
      minimum: Distance(whole + low, .statuteMiles), maximum: Distance(high, .statuteMiles))
  }

  /// Decodes `005V010` (hundreds of feet).
  static func decodeVariableCeiling(_ b: _Bytes) -> VariableRange? {
    guard b.count == 7, b[3] == asciiV, let low = b.digits(at: 0, width: 3), let high = b.digits(at: 4, width: 3)
    else { return nil }
    return VariableRange(
      minimum: Distance(Double(low * 100), .feet), maximum: Distance(Double(high * 100), .feet))
  }
}
