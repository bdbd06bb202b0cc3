/// Sea-surface temperature and state of the sea or wave height: `W15/S3`, `WM01/S2`, `W18/H12`.
public struct SeaState: Sendable, Hashable, Codable {
  /// Sea-surface temperature; `nil` when not reported.
  public var surfaceTemperature: Temperature?
  /// State of the sea, WMO code 0 (calm, glassy) – 9 (phenomenal); `nil` when not reported.
  public var stateOfSea: Int?
  /// Significant wave height in decimetres (`H12` = 1.2 m); `nil` when not reported.
  public var waveHeightDecimeters: Int?

  /// Creates a sea state.
  public init(surfaceTemperature: Temperature?, stateOfSea: Int? = nil, waveHeightDecimeters: Int? = nil) {
    self.surfaceTemperature = surfaceTemperature
    self.stateOfSea = stateOfSea
    self.waveHeightDecimeters = waveHeightDecimeters
  }
}

extension SeaState {
  /// Decodes `W[M]TT/Sd` or `W[M]TT/Hhhh`; `nil` if the token is not one.
  static func decode(_ b: _Bytes) -> SeaState? {
    guard b[0] == asciiW, b.count >= 5 else { return nil }
    // The temperature part is `//`, `TT` or `MTT`; the state part follows the next slash.
    let slash = b[1] == asciiM ? 4 : 3
    guard b[slash] == asciiSlash else { return nil }
    let temperaturePart = b.slice(1, slash)
    var temperature: Temperature?
    if !temperaturePart.isAllSlashes() {
      guard let value = temperaturePart.wholeCelsius() else { return nil }
      temperature = value
    }
    let state = b.dropFirst(slash + 1)
    if state.isAllSlashes() { return SeaState(surfaceTemperature: temperature) }
    switch state[0] {
    case asciiS:
      if state.count == 2, state[1] == asciiSlash { return SeaState(surfaceTemperature: temperature) }
      guard state.count == 2, let s = state.digits(at: 1, width: 1) else { return nil }
      return SeaState(surfaceTemperature: temperature, stateOfSea: s)
    case asciiH:
      let digits = state.dropFirst(1)
      if digits.isAllSlashes() { return SeaState(surfaceTemperature: temperature) }
      guard digits.count >= 1, digits.count <= 3, let h = digits.digits(at: 0, width: digits.count) else {
        return nil
      }
      return SeaState(surfaceTemperature: temperature, waveHeightDecimeters: h)
    default:
      return nil
    }
  }
}
