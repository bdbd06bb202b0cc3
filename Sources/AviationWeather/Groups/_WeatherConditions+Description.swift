import Foundation

extension WeatherConditions {
  /// (label, text) pairs for the groups present; the weather list starts with a capital letter
  /// unless `capitalizingWeather` is false (inside a sentence: "weather thunderstorm with rain").
  ///
  /// With `locale` `nil` (descriptions): POSIX English, the weather groups joined by commas as
  /// ``description`` has always written them. With a locale: labels and weather in its language
  /// (the `Forecast` and `Weather` tables), the weather joined as a sentence ("thunderstorm with
  /// heavy rain and mist"). Wind, visibility, sky and wind shear values are written by their own
  /// types (`describe(in:)`).
  func describeLines(
    in units: UnitSystem?, capitalizingWeather: Bool = true, locale: Locale? = nil
  ) -> [(String, String)] {
    let language = _L10n.language(of: locale)
    func text(_ key: String, _ arguments: String...) -> String {
      _L10n.text(key, .forecast, language: language, arguments)
    }
    // The line labels, found once per language.
    let phrases = _UnitPhrases.of(language: language)
    var lines: [(String, String)] = []
    if let wind { lines.append((phrases.labelWind, wind.describe(in: units))) }
    if isCAVOK {
      let tenKilometers = Visibility(distance: Distance(9999, .meters)).describe(in: units)
      lines.append((phrases.labelVisibility, text("cavok", tenKilometers)))
    } else if let visibility {
      var shown = visibility.describe(in: units)
      if visibility.noDirectionalVariation { shown = text("visibility.noDirectionalVariation", shown) }
      if let minimumVisibility { shown = text("visibility.minimum", shown, minimumVisibility.describe(in: units)) }
      lines.append((phrases.labelVisibility, shown))
    }
    if !weather.isEmpty {
      let shown =
        locale.map { weather.phrase(locale: $0) } ?? weather.map(\.phrase).joined(separator: ", ")
      lines.append((phrases.labelWeather, capitalizingWeather ? capitalizedFirstLetter(shown) : shown))
    }
    if isNoSignificantWeather { lines.append((phrases.labelWeather, text("weather.NSW"))) }
    if !sky.isEmpty {
      lines.append((phrases.labelSky, sky.map { $0.describe(in: units) }.joined(separator: "; ")))
    }
    for shear in windShear { lines.append((phrases.labelWindShear, shear.describe(in: units, locale: locale))) }
    return lines
  }
}
