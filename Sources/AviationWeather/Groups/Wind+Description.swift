import Foundation

extension Wind: CustomStringConvertible {
  /// "From the WNW (290°) at 12 kt, gusting 25 kt", "Variable at 3 kt", "Calm", "Wind not reported".
  public var description: String { describe(in: nil) }

  /// The description with speeds in `units` (or as reported when `nil`).
  public func describe(in units: UnitSystem?) -> String {
    describe(in: DisplayUnits(units), text: .posix)
  }

  /// The wind as one phrase for a person in `locale`, speeds in `units`:
  /// "From the ENE (70°) at 15 km/h, gusting 30 km/h" in English, "Aus ONO (70°) mit 15 km/h,
  /// Böen 30 km/h" in German. Compass points are the locale's (German `O` for east, French,
  /// Spanish and Portuguese `O` for west).
  public func describe(in units: DisplayUnits, locale: Locale) -> String {
    describe(in: units, text: _UnitText(locale: locale))
  }

  /// The one implementation behind both.
  func describe(in units: DisplayUnits, text: _UnitText) -> String {
    if isCalm { return text.text("wind.calm", .units) }
    guard let speed else { return text.text("wind.notReported", .units) }
    var shownSpeed = speed.describe(in: units, text: text)
    if speedExceedsValue { shownSpeed = text.text("wind.moreThan", .units, shownSpeed) }
    var phrase: String
    switch direction {
    case .degrees(let d):
      phrase = text.text("wind.from", .units, localizedCompassName(degrees: d, text: text), text.integer(d), shownSpeed)
    case .variable: phrase = text.text("wind.variable", .units, shownSpeed)
    case .missing: phrase = text.text("wind.directionMissing", .units, shownSpeed)
    }
    if let gust { phrase = text.text("wind.gusting", .units, phrase, gust.describe(in: units, text: text)) }
    if let variableSector {
      phrase = text.text(
        "wind.varying", .units, phrase, text.integer(variableSector.from), text.integer(variableSector.to))
    }
    if isEstimated { phrase = text.text("wind.estimated", .units, phrase) }
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
  text.text("compass.\(compassName(degrees: degrees))", .units)
}

extension CompassDirection {
  /// The direction's abbreviation in `locale`'s language: `NE`, `SW`; German `NO` and `SW`,
  /// French, Spanish and Portuguese `NE` and `SO`.
  public func abbreviation(locale: Locale) -> String {
    _UnitText(locale: locale).text("compass.\(rawValue)", .units)
  }
}
