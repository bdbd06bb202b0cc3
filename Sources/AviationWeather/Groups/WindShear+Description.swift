import Foundation

extension WindShear: LocalizedDescribable {
  /// "Wind shear on all runways", "Wind shear on runway 24", "Wind shear at 2,000 ft".
  public var description: String {
    switch location {
    case .allRunways, .runway: return _describe(in: .asReported, locale: nil)
    case .aloft(let height, let wind): return "Wind shear at \(groupThousands(height)) ft, wind \(wind)"
    }
  }

  /// The wind shear in `locale`'s language (POSIX English when `nil`), the height and wind of a
  /// layer aloft in `units`: "Wind shear on runway 24", "Windscherung auf Piste 24".
  public func _describe(in units: DisplayUnits, locale: Locale?) -> String {
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
