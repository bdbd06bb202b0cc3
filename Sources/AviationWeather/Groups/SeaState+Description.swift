extension SeaState: CustomStringConvertible {
  /// "sea 15 °C, state of sea 3".
  public var description: String {
    var parts: [String] = []
    if let surfaceTemperature { parts.append("sea \(surfaceTemperature)") }
    if let stateOfSea { parts.append("state of sea \(stateOfSea)") }
    if let waveHeightDecimeters {
      parts.append("waves \(formatNumber(Double(waveHeightDecimeters) / 10, maxFractionDigits: 1)) m")
    }
    return parts.isEmpty ? "sea state not reported" : parts.joined(separator: ", ")
  }
}

extension SeaState {
  /// The sea state with the sea temperature and wave height in `units` (as reported when `nil`).
  public func describe(in units: UnitSystem?) -> String {
    var parts: [String] = []
    if let surfaceTemperature { parts.append("sea \(surfaceTemperature.describe(in: units))") }
    if let stateOfSea { parts.append("state of sea \(stateOfSea)") }
    if let waveHeightDecimeters {
      let meters = Distance(Double(waveHeightDecimeters) / 10, .meters)
      let shown = units.map { meters.converted(to: $0.heightUnit) } ?? meters
      parts.append("waves \(formatNumber(shown.value, maxFractionDigits: 1)) \(shown.unit.rawValue)")
    }
    return parts.isEmpty ? "sea state not reported" : parts.joined(separator: ", ")
  }
}
