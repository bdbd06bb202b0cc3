import Foundation

extension ForecastRow {
  /// The conditions that prevail at this row in one line a person reads, in `locale`'s language,
  /// numbers and units: "Light rain, wind SW 15 km/h gusting 30, visibility 3,000 m, ceiling
  /// 1,200 ft"; a sunrise or sunset row reads the same (its conditions are those prevailing).
  ///
  /// Built as ``METAR/summary(in:locale:)`` builds it, without a temperature (a TAF forecasts
  /// none per period). The row's temporary conditions are not in it: ``overlays`` lists them.
  ///
  /// - Parameters:
  ///   - units: The units to show values in (by default the locale's).
  ///   - locale: The person's locale (by default the current one).
  public func summary(in units: DisplayUnits? = nil, locale: Locale = .current) -> String {
    let text = _UnitText(locale: locale)
    let parts = prevailing.summaryParts(in: units ?? DisplayUnits(locale: locale), text: text)
    return capitalizedFirstLetter(parts.joined(separator: text.text("summary.separator", .summary)))
  }
}
