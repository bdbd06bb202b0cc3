/// Decoders for the `TT/DD` temperature group and pressure groups.
enum TemperatureGroup {
  /// A decoded `TT/DD` group: `M05/M08`, `12/`, `12/M01`, `///`, `/////`, `//\/10`.
  struct Decoded {
    var temperature: Temperature?
    var dewPoint: Temperature?
  }

  /// Decodes the temperature/dew point group; `nil` if the token is not one.
  static func decode(_ b: _Bytes) -> Decoded? {
    guard let slash = b.firstIndex(of: asciiSlash), b.count >= 2, b.count <= 7 else { return nil }
    // All slashes: both missing (`/////`, `///`, `//////`).
    if b.isAllSlashes() { return nil }  // all-slash tokens are claimed as missing data elsewhere
    let first = b.prefix(slash)
    let second = b.dropFirst(slash + 1)
    guard let temperature = decodeValue(first) else { return nil }
    guard let dewPoint = decodeValue(second) else { return nil }
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
}
