import Foundation

extension Rainfall {
  /// "2.5 mm in 10 min, 10.4 mm since 09", with the depths in `units` (as reported when `nil`).
  func describe(in units: UnitSystem?) -> String { describe(in: units, locale: nil) }

  /// The rainfall group in `locale`'s language (POSIX English when `nil`), depths in `units`:
  /// "2.5 mm in 10 min, 10.4 mm since 09", "2,5 mm in 10 min, 10,4 mm seit 09 Uhr".
  func describe(in units: UnitSystem?, locale: Locale?) -> String {
    let language = _L10n.language(of: locale)
    func depth(_ millimeters: Double?) -> String {
      guard let millimeters else { return _L10n.text("rainfall.notReported", .remarks, language: language) }
      guard let locale else { return describeDepth(millimeters: millimeters, in: units) }
      guard units == .imperial else { return "\(formatNumber(millimeters, maxFractionDigits: 1, locale: locale)) mm" }
      return "\(formatNumber(millimeters / 25.4, maxFractionDigits: 2, locale: locale)) in"
    }
    return _L10n.text("rainfall", .remarks, language: language, depth(lastTenMinutes), depth(sinceNineAM))
  }
}
