import Foundation

extension Wind: LocalizedDescribable {
  /// The wind as one phrase for a person in `locale` (POSIX English when `nil`), speeds in `units`:
  /// "From the WNW (290°) at 12 kt, gusting 25 kt", "Variable at 3 kt", "Calm", "Wind not
  /// reported"; "Aus ONO (70°) mit 15 km/h, Böen 30 km/h" in German. Compass points are the
  /// locale's (German `O` for east, French, Spanish and Portuguese `O` for west).
  public func _describe(in units: DisplayUnits, locale: Locale?) -> String {
    describe(in: units, text: _UnitText.of(locale))
  }

  /// The one implementation, for a language already looked up.
  func describe(in units: DisplayUnits, text: _UnitText) -> String {
    // The `wind.*` texts of the `Units` table, found once per language.
    let phrases = text.groupPhrases
    if isCalm { return phrases.windCalm }
    guard let speed else { return phrases.windNotReported }
    var shownSpeed = speed.describe(in: units, text: text)
    if speedExceedsValue { shownSpeed = phrases.windMoreThan.filled(shownSpeed) }
    var phrase: String
    switch direction {
    case .degrees(let d):
      phrase = phrases.windFrom.filled(localizedCompassName(degrees: d, text: text), text.integer(d), shownSpeed)
    case .variable: phrase = phrases.windVariable.filled(shownSpeed)
    case .missing: phrase = phrases.windDirectionMissing.filled(shownSpeed)
    }
    if let gust { phrase = phrases.windGusting.filled(phrase, gust.describe(in: units, text: text)) }
    if let variableSector {
      phrase = phrases.windVarying.filled(phrase, text.integer(variableSector.from), text.integer(variableSector.to))
    }
    if isEstimated { phrase = phrases.windEstimated.filled(phrase) }
    return phrase
  }
}

extension Wind {
  /// The 16-point compass name of the direction in `locale`'s language (`ENE`; German `ONO`),
  /// when a direction was reported: ``compassPoint`` for a person.
  public func compassPoint(locale: Locale) -> String? {
    guard let d = degrees, !isCalm else { return nil }
    return localizedCompassName(degrees: d, text: _UnitText(locale: locale))
  }
}

/// The 16-point compass name of `degrees` in `text`'s language (`ENE`; German `ONO`).
func localizedCompassName(degrees: Int, text: _UnitText) -> String {
  text.groupPhrases.compassPoints[compassIndex(degrees: degrees)]
}

extension CompassDirection {
  /// The direction's abbreviation in `locale`'s language: `NE`, `SW`; German `NO` and `SW`,
  /// French, Spanish and Portuguese `NE` and `SO`.
  public func abbreviation(locale: Locale) -> String {
    _UnitText(locale: locale).groupPhrases.directions[self] ?? "compass." + rawValue
  }
}
