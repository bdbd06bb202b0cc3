import Foundation

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

extension SeaState: LocalizedDescribable {
  /// The sea state in `locale`'s language (POSIX English when `nil`), with the sea temperature
  /// and wave height in `units`: "sea 15 °C, state of sea 3", "Meer 15 °C, Seegang 3".
  public func _describe(in units: DisplayUnits, locale: Locale?) -> String {
    let text = _TableText(.remarks, locale: locale)
    var parts: [String] = []
    if let surfaceTemperature { parts.append(text("sea.temperature", surfaceTemperature.describe(in: units, text: _UnitText.of(locale)))) }
    if let stateOfSea {
      parts.append(text("sea.state", locale.map { formatNumber(Double(stateOfSea), locale: $0) } ?? String(stateOfSea)))
    }
    if let waveHeightDecimeters {
      let meters = Distance(Double(waveHeightDecimeters) / 10, .meters)
      let shown = units.heightKind.map { meters.converted(to: $0) } ?? meters
      let number = formatNumber(shown.value, maxFractionDigits: 1, grouping: true, locale: locale)
      parts.append(text("sea.waves", "\(number) \(shown.unit.rawValue)"))
    }
    return parts.isEmpty ? text("sea.notReported") : parts.joined(separator: ", ")
  }
}
