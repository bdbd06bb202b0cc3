import Foundation

extension IcingForecast: CustomStringConvertible {
  /// "Moderate icing in cloud from 1,000 ft to 6,000 ft".
  public var description: String { describe(in: .asReported, locale: nil) }

  /// The icing in `locale`'s language, heights in `units` (as reported when `nil`): "Moderate
  /// icing in cloud from 1,000 ft to 6,000 ft", "Mäßige Vereisung in Wolken von 1.000 ft bis
  /// 6.000 ft".
  public func describe(in units: DisplayUnits, locale: Locale) -> String { describe(in: units, locale: .some(locale)) }

  /// The text for a person in `locale` with the units as a ``UnitSystem`` (as reported when `nil`):
  /// the earlier spelling, kept for source compatibility; pass ``DisplayUnits`` instead.
  @available(*, deprecated, message: "Pass DisplayUnits: describe(in: DisplayUnits(units), locale: locale)")
  public func describe(in units: UnitSystem?, locale: Locale) -> String {
    describe(in: DisplayUnits(units), locale: .some(locale))
  }

  /// The one implementation: POSIX English (the description's text) when `locale` is `nil`.
  func describe(in units: DisplayUnits, locale: Locale?) -> String {
    let text = _TableText(.forecast, locale: locale)
    var shown: String
    switch intensity {
    case .none?: shown = text("icing.none")
    case .light?: shown = text("icing.light")
    case .moderate?: shown = text("icing.moderate")
    case .severe?: shown = text("icing.severe")
    case nil: shown = code.map { text("icing.typeNotInTable", String($0)) } ?? text("icing.typeNotReported")
    }
    switch location {
    case .inCloud?: shown = text("icing.inCloud", shown)
    case .inPrecipitation?: shown = text("icing.inPrecipitation", shown)
    default: break
    }
    return describeLayer(shown, baseFeet: baseFeet, thicknessFeet: thicknessFeet, in: units, locale: locale)
  }
}

extension IcingForecast: ForecastLayer {}
