// Readers for pieces that several groups share.

extension _Bytes {
  /// Whether this is an ICAO station identifier: four uppercase letters or digits, starting with
  /// a letter (`KJFK`, `EGLL`, `K1V4`).
  var isStationIdentifier: Bool {
    guard count == 4, self[0].isASCIIUppercase else { return false }
    for i in 1..<4 where !self[i].isASCIIAlphanumeric { return false }
    return true
  }

  /// Splits off a leading `M` (less than) or `P` (more than): `M1/4SM`, `P6000`, `M0200`.
  func splittingBound() -> (qualifier: ValueQualifier, rest: _Bytes) {
    switch self[0] {
    case asciiM: return (.lessThan, dropFirst(1))
    case asciiP: return (.greaterThan, dropFirst(1))
    default: return (.exactly, self)
    }
  }

  /// Whole degrees Celsius written as two digits with an optional leading `M` for minus:
  /// `M05` → -5, `12` → 12; `nil` for anything else.
  func wholeCelsius() -> Temperature? {
    let negative = self[0] == asciiM
    let digits = negative ? dropFirst(1) : self
    guard digits.count == 2, let n = digits.digits(at: 0, width: 2) else { return nil }
    return Temperature(Double(negative ? -n : n), .celsius)
  }
}
