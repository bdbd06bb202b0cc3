import Foundation

extension TAFForecast: LocalizedDescribable {
  /// The heading and one line per group in `locale`'s language (POSIX English when `nil`), with
  /// values in `units`: "Becoming from day 9 03:00Z to day 9 05:00Z", "Zeitweise ab Tag 9
  /// 03:00Z bis Tag 9 05:00Z", then "  Weather     leichter Regen".
  public func _describe(in units: DisplayUnits, locale: Locale?) -> String {
    // The label column as wide as the longest label, in POSIX English too.
    _block(heading(locale: locale), describeLines(in: units, locale: locale), localized: true)
  }

  /// "Base forecast", "From day 9 03:00Z", "Temporarily from … to …", "30% chance, temporarily from … to …".
  public var heading: String { heading(locale: nil) }

  /// ``heading`` in `locale`'s language: "Base forecast", "Grundvorhersage", "Probabilité 30 %,
  /// temporairement à partir de jour 9 03:00Z jusqu’à jour 9 05:00Z".
  public func heading(locale: Locale) -> String { heading(locale: .some(locale)) }

  /// The one implementation: POSIX English when `locale` is `nil`.
  func heading(locale: Locale?) -> String {
    _ChangeGroupHeading.words(
      kind, probability: probability, percent: locale.flatMap { locale in probability.map { formatNumber(Double($0), locale: locale) } },
      from: from.map { _forecastTime($0, locale: locale) }, to: to.map { _forecastTime($0, locale: locale) },
      language: _L10n.language(of: locale))
  }

  /// (label, text) pairs for the groups present.
  func describeLines(in units: UnitSystem?) -> [(String, String)] { describeLines(in: DisplayUnits(units), locale: nil) }

  /// (label, text) pairs for the groups present, in `locale`'s language (POSIX English when `nil`).
  func describeLines(in units: DisplayUnits, locale: Locale?) -> [(String, String)] {
    let text = _TableText(.forecast, locale: locale)
    var lines = conditions.describeLines(in: units, locale: locale)
    if let altimeter {
      lines.append((text("label.altimeter"), text("altimeter.lowest", altimeter.describe(in: units, text: _UnitText.of(locale)))))
    }
    for layer in icing { lines.append((text("label.icing"), layer._describe(in: units, locale: locale))) }
    for layer in turbulence { lines.append((text("label.turbulence"), layer._describe(in: units, locale: locale))) }
    for alternative in weatherAlternatives {
      let words = locale.map { _WeatherWords(locale: $0) } ?? .english
      let shown = text("weather.alternative", alternative.first.phrase(words: words), alternative.second.phrase(words: words))
      lines.append((text("label.weatherAlternative"), capitalizedFirstLetter(shown)))
    }
    if kind == .base || kind == .from {
      lines.append(
        (text("label.category"), FlightCategory.describe(conditions.possibleFlightCategories, text: _UnitText.of(locale))))
    }
    return lines
  }
}
