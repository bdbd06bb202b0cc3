import Foundation

extension TurbulenceForecast: CustomStringConvertible {
  /// "Occasional moderate turbulence in clear air from the surface to 3,000 ft".
  public var description: String { describe(in: .asReported, locale: nil) }

  /// The turbulence in `locale`'s language, heights in `units` (as reported when `nil`):
  /// "Occasional moderate turbulence in clear air from the surface to 3,000 ft", "Turbulence
  /// modérée occasionnelle en air clair de la surface à 3 000 ft".
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
    case .none?: shown = text("turbulence.none")
    case .light?: shown = text("turbulence.light")
    case .moderate?: shown = text("turbulence.moderate")
    case .severe?: shown = text("turbulence.severe")
    case .extreme?: shown = text("turbulence.extreme")
    case nil: shown = text("turbulence.unknown")
    }
    switch isFrequent {
    case true?: shown = text("turbulence.frequent", shown)
    case false?: shown = text("turbulence.occasional", shown)
    case nil: break
    }
    switch isInCloud {
    case true?: shown = text("turbulence.inCloud", shown)
    case false?: shown = text("turbulence.inClearAir", shown)
    case nil: break
    }
    return describeLayer(
      capitalizedFirstLetter(shown), baseFeet: baseFeet, thicknessFeet: thicknessFeet, in: units, locale: locale)
  }
}

extension TurbulenceForecast: ForecastLayer {}
