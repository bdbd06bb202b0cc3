import Foundation

extension TurbulenceForecast: LocalizedDescribable {
  /// The turbulence in `locale`'s language (POSIX English when `nil`), heights in `units`:
  /// "Occasional moderate turbulence in clear air from the surface to 3,000 ft", "Turbulence
  /// modérée occasionnelle en air clair de la surface à 3 000 ft".
  public func _describe(in units: DisplayUnits, locale: Locale?) -> String {
    let text = _TableText(.forecast, locale: locale)
    // The intensity's text is under its code (`turbulence.moderate`).
    var shown = intensity.map { text("turbulence." + $0.rawValue) } ?? text("turbulence.unknown")
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
