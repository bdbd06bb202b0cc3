import Foundation

extension IcingForecast: LocalizedDescribable {
  /// The icing in `locale`'s language (POSIX English when `nil`), heights in `units`: "Moderate
  /// icing in cloud from 1,000 ft to 6,000 ft", "Mäßige Vereisung in Wolken von 1.000 ft bis
  /// 6.000 ft".
  public func _describe(in units: DisplayUnits, locale: Locale?) -> String {
    let text = _TableText(.forecast, locale: locale)
    // The intensity's text is under its code (`icing.moderate`).
    var shown =
      intensity.map { text("icing." + $0.rawValue) }
      ?? code.map { text("icing.typeNotInTable", String($0)) } ?? text("icing.typeNotReported")
    switch location {
    case .inCloud?: shown = text("icing.inCloud", shown)
    case .inPrecipitation?: shown = text("icing.inPrecipitation", shown)
    default: break
    }
    return describeLayer(shown, baseFeet: baseFeet, thicknessFeet: thicknessFeet, in: units, locale: locale)
  }
}
