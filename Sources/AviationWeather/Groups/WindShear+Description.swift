import Foundation

extension WindShear: CustomStringConvertible {
  /// "Wind shear on all runways", "Wind shear on runway 24", "Wind shear at 2,000 ft".
  public var description: String {
    switch location {
    case .allRunways, .runway: return describe(in: nil, locale: nil)
    case .aloft(let height, let wind): return "Wind shear at \(groupThousands(height)) ft, wind \(wind)"
    }
  }

  /// The wind shear with the height and wind of a layer aloft in `units` (as reported when `nil`).
  public func describe(in units: UnitSystem?) -> String { describe(in: units, locale: nil) }

  /// The wind shear in `locale`'s language, the height and wind of a layer aloft in `units` (as
  /// reported when `nil`): "Wind shear on runway 24", "Windscherung auf Piste 24".
  public func describe(in units: DisplayUnits, locale: Locale) -> String { describe(in: units, locale: .some(locale)) }

  /// The text for a person in `locale` with the units as a ``UnitSystem`` (as reported when `nil`):
  /// the earlier spelling, kept for source compatibility; pass ``DisplayUnits`` instead.
  @available(*, deprecated, message: "Pass DisplayUnits: describe(in: DisplayUnits(units), locale: locale)")
  public func describe(in units: UnitSystem?, locale: Locale) -> String {
    describe(in: DisplayUnits(units), locale: .some(locale))
  }

  /// POSIX English when `locale` is `nil`.
  func describe(in units: UnitSystem?, locale: Locale?) -> String { describe(in: DisplayUnits(units), locale: locale) }

  /// The one implementation: POSIX English when `locale` is `nil`.
  func describe(in units: DisplayUnits, locale: Locale?) -> String {
    let language = _L10n.language(of: locale)
    switch location {
    case .allRunways: return _L10n.text("windShear.allRunways", .forecast, language: language)
    case .runway(let runway): return _L10n.text("windShear.runway", .forecast, language: language, runway)
    case .aloft(let height, let wind):
      return _L10n.text(
        "windShear.aloft", .forecast, language: language,
        describeHeight(feet: height, in: units, text: _UnitText.of(locale)),
        wind.describe(in: units, text: _UnitText.of(locale)))
    }
  }
}
