import Foundation

extension METAR {
  /// The observation in one line a person reads, in `locale`'s language, numbers and units:
  /// "Light rain, 12 °C, wind SW 15 km/h gusting 30, ceiling 1,200 ft" in English,
  /// "Leichter Regen, 12 °C, Wind SW 15 km/h, Böen 30, Wolkenuntergrenze 1.200 ft" in German.
  ///
  /// The weather first (as a sentence lists it), the temperature, the wind, the visibility when
  /// it is under 5 km, then the sky by its ceiling and any cumulonimbus or towering cumulus
  /// (the lowest), not by its predominant layer: `BKN008CB OVC020` gives "CB at 800 ft,
  /// ceiling 800 ft". Heights and visibilities are rounded as ``DisplayUnits`` rounds them, never
  /// across a flight-category boundary.
  ///
  /// - Parameters:
  ///   - units: The units to show values in (by default the locale's).
  ///   - locale: The person's locale (by default the current one).
  public func summary(in units: DisplayUnits? = nil, locale: Locale = .current) -> String {
    let text = _UnitText(locale: locale)
    let shown = units ?? DisplayUnits(locale: locale)
    let temperature = self.temperature.map { [$0.describe(in: shown, text: text)] } ?? []
    let parts = conditions.summaryParts(in: shown, text: text, inserted: temperature)
    return capitalizedFirstLetter(parts.joined(separator: text.text("summary.separator", .summary)))
  }
}
