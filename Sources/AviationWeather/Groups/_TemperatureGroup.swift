/// Decoders for the `TT/DD` temperature group and pressure groups.
enum TemperatureGroup {
  /// A decoded `TT/DD` group: `M05/M08`, `12/`, `12/M01`, `///`, `/////`, `///22` (temperature
  /// `//` missing, dew point 22), `M/M` (US: both missing).
  struct Decoded {
    var temperature: Temperature?
    var dewPoint: Temperature?
  }

  /// Decodes the temperature/dew point group; `nil` if the token is not one.
  static func decode(_ b: _Bytes) -> Decoded? {
    guard let slash = b.firstIndex(of: asciiSlash), b.count >= 2, b.count <= 7 else { return nil }
    // All slashes: both missing (`/////`, `///`, `//////`).
    if b.isAllSlashes() { return nil }  // all-slash tokens are claimed as missing data elsewhere
    // US `M/M` and `MM/MM`: both missing. A lone `M` half is no such mark (`12/M` is a cut `12/M05`).
    if b.equals("M/M") || b.equals("MM/MM") { return Decoded(temperature: nil, dewPoint: nil) }
    // `///22`: the temperature's two figures are slashes, then the separator (FM 15's `T'T'/T'dT'd`).
    let separator = b.count >= 4 && b.isAllSlashes(0, 3) ? 2 : slash
    let first = b.prefix(separator)
    let second = b.dropFirst(separator + 1)
    guard let temperature = decodeValue(first) else { return nil }
    guard let dewPoint = decodeValue(second) else { return nil }
    // Both missing: `/////`, not a short slash token.
    guard temperature != nil || dewPoint != nil || b.count >= 5 else { return nil }
    return Decoded(temperature: temperature ?? nil, dewPoint: dewPoint ?? nil)
  }

  /// `M05`, `12`, `//`, `` (empty: missing) → value; `.some(nil)` for missing, `nil` if invalid.
  private static func decodeValue(_ b: _Bytes) -> Temperature?? {
    if b.isEmpty || b.isAllSlashes() || b.equals("XX") { return .some(nil) }
    guard let temperature = b.wholeCelsius() else { return nil }
    return .some(temperature)
  }

  /// Decodes `A2992` (inHg) or `Q1013` / `Q0998` (hPa); `.some(nil)` for `Q////`/`A////`.
  static func decodePressure(_ b: _Bytes) -> (unit: PressureUnit, value: Pressure?)? {
    guard b.count == 5 else { return nil }
    let unit: PressureUnit
    switch b[0] {
    case asciiA: unit = .inchesOfMercury
    case asciiQ: unit = .hectopascals
    default: return nil
    }
    if b.isAllSlashes(1, 5) { return (unit, nil) }
    guard let n = b.digits(at: 1, width: 4) else { return nil }
    if unit == .inchesOfMercury {
      return (unit, Pressure(Double(n) / 100, .inchesOfMercury))
    }
    return (unit, Pressure(Double(n), .hectopascals))
  }

  /// Decodes a QNH given with tenths, or with the altimeter setting in the same group, as
  /// Pakistani stations send it: `Q1020.5`, `Q1012.3/29.89`, `Q1021/A30.15`. Not the WMO form
  /// (whole hectopascals); the values are kept as sent. `nil` for anything else, plain `Q1013`
  /// included (``decodePressure(_:)`` reads that).
  static func decodeQNHWithTenthsOrInches(_ b: _Bytes) -> (qnh: Pressure, altimeter: Pressure?)? {
    guard b[0] == asciiQ, let whole = b.digits(at: 1, width: 4) else { return nil }
    var tenths = whole * 10
    var index = 5
    if b[index] == asciiDot {
      guard let tenth = b.digits(at: 6, width: 1) else { return nil }
      tenths += tenth
      index = 7
    }
    // Whole tenths divided once, so `Q1012.3` is the same Double as the literal 1012.3.
    let qnh = Pressure(Double(tenths) / 10, .hectopascals)
    let rest = b.dropFirst(index)
    if rest.isEmpty { return index == 7 ? (qnh, nil) : nil }
    guard rest[0] == asciiSlash else { return nil }
    let inches = rest[1] == asciiA ? rest.dropFirst(2) : rest.dropFirst(1)
    guard inches.count == 5, inches[2] == asciiDot, let units = inches.digits(at: 0, width: 2),
      let hundredths = inches.digits(at: 3, width: 2)
    else { return nil }
    return (qnh, Pressure(Double(units * 100 + hundredths) / 100, .inchesOfMercury))
  }
}
