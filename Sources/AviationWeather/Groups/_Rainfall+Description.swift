import Foundation

extension Rainfall {
  /// "2.5 mm in 10 min, 10.4 mm since 09", with the depths in `units` (as reported when `nil`).
  func describe(in units: UnitSystem?) -> String { describe(in: DisplayUnits(units), locale: nil) }

  /// The rainfall group in `locale`'s language (POSIX English when `nil`), depths in `units`:
  /// "2.5 mm in 10 min, 10.4 mm since 09", "2,5 mm in 10 min, 10,4 mm seit 09 Uhr".
  func describe(in units: DisplayUnits, locale: Locale?) -> String {
    let language = _L10n.language(of: locale)
    let values = _UnitText.of(locale)
    func depth(_ millimeters: Double?) -> String {
      guard let millimeters else { return _L10n.text("rainfall.notReported", .remarks, language: language) }
      return describeDepth(millimeters: millimeters, in: units, text: values)
    }
    return _L10n.text("rainfall", .remarks, language: language, depth(lastTenMinutes), depth(sinceNineAM))
  }
}
