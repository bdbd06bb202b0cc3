import Foundation

extension WeatherConditions {
  /// (label, text) pairs for the groups present; the weather list starts with a capital letter
  /// unless `capitalizingWeather` is false (inside a sentence: "weather thunderstorm with rain").
  ///
  /// With `locale` `nil` (descriptions): POSIX English, the weather groups joined by commas as
  /// ``description`` has always written them. With a locale: labels and weather in its language
  /// (the `Forecast` and `Weather` tables), the weather joined as a sentence ("thunderstorm with
  /// heavy rain and mist"), and the wind, visibility, sky and wind shear values with the locale's
  /// numbers and words (`9.000 m`, `Aus W (270°) mit 19 km/h` in German).
  func describeLines(
    in units: UnitSystem?, capitalizingWeather: Bool = true, locale: Locale? = nil
  ) -> [(String, String)] {
    describeLines(in: DisplayUnits(units), capitalizingWeather: capitalizingWeather, locale: locale)
  }

  /// The one implementation, values in `shownUnits`.
  func describeLines(
    in shownUnits: DisplayUnits, capitalizingWeather: Bool = true, locale: Locale?
  ) -> [(String, String)] {
    let text = _TableText(.forecast, locale: locale)
    // Values through the one value writer: POSIX for descriptions, the locale's for people;
    // the line labels found once per language.
    let values = _UnitText.of(locale)
    let phrases = _GroupPhrases.of(language: text.language)
    var lines: [(String, String)] = []
    if let wind { lines.append((phrases.labelWind, wind.describe(in: shownUnits, text: values))) }
    if isCAVOK {
      let tenKilometers = Visibility(distance: Distance(9999, .meters)).describe(in: shownUnits, text: values)
      lines.append((phrases.labelVisibility, text("cavok", tenKilometers)))
    } else if let visibility {
      var shown = visibility.describe(in: shownUnits, text: values)
      if visibility.noDirectionalVariation { shown = text("visibility.noDirectionalVariation", shown) }
      if let minimumVisibility {
        shown = text("visibility.minimum", shown, minimumVisibility.describe(in: shownUnits, text: values))
      }
      lines.append((phrases.labelVisibility, shown))
    }
    if !weather.isEmpty {
      let shown =
        locale.map { weather.phrase(locale: $0) } ?? weather.map(\.phrase).joined(separator: ", ")
      lines.append((phrases.labelWeather, capitalizingWeather ? capitalizedFirstLetter(shown) : shown))
    }
    if isNoSignificantWeather { lines.append((phrases.labelWeather, text("weather.NSW"))) }
    if !sky.isEmpty {
      lines.append((phrases.labelSky, sky.map { $0.describe(in: shownUnits, text: values) }.joined(separator: "; ")))
    }
    for shear in windShear { lines.append((phrases.labelWindShear, shear._describe(in: shownUnits, locale: locale))) }
    return lines
  }

  /// The groups present as parts of a sentence, each its label in the middle of a sentence and
  /// its value ("wind …", "visibility 3,000 m", German "Wetter leichter Regen"): the trend's
  /// and the timeline overlay's text after their heading.
  func describeParts(in units: DisplayUnits, locale: Locale?) -> [String] {
    let language = _L10n.language(of: locale)
    // Each line's label as written inside the sentence (the labels found once per language).
    let phrases = _GroupPhrases.of(language: language)
    return describeLines(in: units, capitalizingWeather: false, locale: locale).map {
      _L10n.text("trend.part", .forecast, language: language, phrases.lowerLabel($0.0), $0.1)
    }
  }
}
