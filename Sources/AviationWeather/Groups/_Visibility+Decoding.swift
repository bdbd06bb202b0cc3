extension Visibility {
  /// Decodes a visibility in metres: `dddd`, `ddddNDV`, `dddd` + compass direction, `////`.
  static func decodeMetric(_ b: _Bytes) -> Visibility? {
    let (bound, unbounded) = b.splittingBound()
    if bound != .exactly, b.count == 5, var bounded = decodeMetric(unbounded),
      bounded.direction == nil, !bounded.noDirectionalVariation, bounded.qualifier == .exactly
    {
      // `M0400`, `P6000` (a few stations bound metric visibility like RVR).
      bounded.qualifier = bound
      return bounded
    }
    if b.hasSuffix("KM"), b.count >= 3, b.count <= 4, let km = b.digits(at: 0, width: b.count - 2), km > 0 {
      return Visibility(distance: Distance(Double(km), .kilometers))
    }
    guard b.count >= 4 else { return nil }
    if b.isAllSlashes(0, 4) {
      let rest = b.dropFirst(4)
      guard rest.isEmpty || rest.equals("NDV") else { return nil }
      return Visibility(distance: nil, noDirectionalVariation: !rest.isEmpty)
    }
    guard let meters = b.digits(at: 0, width: 4) else { return nil }
    let rest = b.dropFirst(4)
    var visibility = Visibility(distance: Distance(Double(meters), .meters))
    if meters == 9999 {
      visibility.distance = Distance(10_000, .meters)
      visibility.qualifier = .greaterThan
    }
    if rest.isEmpty { return visibility }
    if rest.equals("NDV") {
      visibility.noDirectionalVariation = true
      return visibility
    }
    guard let direction = CompassDirection.decode(rest) else { return nil }
    visibility.direction = direction
    return visibility
  }

  /// The metres after `S/VIS` (surface visibility, Bangladeshi trends: `BECMG S/VIS 2000M`):
  /// `dddd` or `ddddM`.
  static func decodeSurfaceVisibility(_ b: _Bytes) -> Visibility? {
    guard b.count == 4 || (b.count == 5 && b[4] == asciiM), b.digits(at: 0, width: 4) != nil else { return nil }
    return decodeMetric(b.prefix(4))
  }

  /// Decodes a statute-mile visibility: `10SM`, `1/2SM`, `M1/4SM`, `P6SM`, `////SM`.
  ///
  /// `wholeMiles` is the preceding token's whole number for `1 1/2SM`, already checked.
  static func decodeStatuteMiles(_ b: _Bytes, wholeMiles: Int? = nil) -> Visibility? {
    guard b.hasSuffix("SM") else { return nil }
    if b.dropLast(2).isAllSlashes() {
      return wholeMiles == nil ? Visibility(distance: nil) : nil
    }
    let (qualifier, body) = b.dropLast(2).splittingBound()
    guard let miles = decodeMiles(body) else { return nil }
    if let wholeMiles {
      guard qualifier == .exactly, miles.isFraction else { return nil }
      return Visibility(distance: Distance(Double(wholeMiles) + miles.value, .statuteMiles))
    }
    return Visibility(distance: Distance(miles.value, .statuteMiles), qualifier: qualifier)
  }

  /// Whether a token is a whole number of miles that a `N/DSM` token may follow (`1`, `2`).
  static func decodeWholeMiles(_ b: _Bytes) -> Int? {
    guard b.count <= 2, b[0] != asciiZero, let n = b.digits(at: 0, width: b.count) else { return nil }
    return n
  }

  /// `N`, `NN`, `N/D`, `NN/DD` as a number of miles.
  private static func decodeMiles(_ b: _Bytes) -> (value: Double, isFraction: Bool)? {
    guard b.count >= 1, b.count <= 5 else { return nil }
    if let slash = b.firstIndex(of: asciiSlash) {
      if slash == 2, b.count == 4, let whole = b.digits(at: 0, width: 1), whole > 0,
        let numerator = b.digits(at: 1, width: 1), let denominator = b.digits(at: 3, width: 1),
        numerator > 0, numerator < denominator
      {
        // `11/2SM`, `13/4SM`: `1 1/2SM` with the space left out (seen in Canadian TAFs).
        return (Double(whole) + Double(numerator) / Double(denominator), false)
      }
      guard let numerator = b.digits(at: 0, width: slash),
        let denominator = b.digits(at: slash + 1, width: b.count - slash - 1),
        denominator > 0, numerator < denominator
      else { return nil }
      return (Double(numerator) / Double(denominator), true)
    }
    guard let whole = b.digits(at: 0, width: b.count) else { return nil }
    return (Double(whole), false)
  }
}

extension CompassDirection {
  /// Decodes `N`, `NE`, `E`, `SE`, `S`, `SW`, `W`, `NW`.
  static func decode(_ b: _Bytes) -> CompassDirection? {
    switch b.count {
    case 1:
      switch b[0] {
      case asciiN: return .north
      case asciiE: return .east
      case asciiS: return .south
      case asciiW: return .west
      default: return nil
      }
    case 2:
      if b.equals("NE") { return .northEast }
      if b.equals("SE") { return .southEast }
      if b.equals("SW") { return .southWest }
      if b.equals("NW") { return .northWest }
      return nil
    default:
      return nil
    }
  }
}
