import Foundation

extension Trend: LocalizedDescribable {
  /// The trend in `locale`'s language (POSIX English when `nil`), values in `units`: "Becoming
  /// from 12:00Z: wind …; weather light rain", "Zeitweise ab 12:00Z: Wetter leichter Regen".
  public func _describe(in units: DisplayUnits, locale: Locale?) -> String {
    let text = _TableText(.forecast, locale: locale)
    var heading: String
    switch kind {
    case .noSignificantChange: return text("trend.NOSIG")
    case .becoming: heading = text("kind.becoming")
    case .temporary: heading = text("kind.temporary")
    case .intermittent: heading = text("kind.intermittent")
    case .unindicated: heading = text("kind.unindicated")
    case .from: heading = text("kind.changing")
    default: heading = kind.rawValue  // a kind this version does not know: its code
    }
    if let from { heading = text("heading.from", heading, from.description) }
    if let until { heading = text("heading.until", heading, until.description) }
    if let at { heading = text("heading.atTime", heading, at.description) }
    var parts = conditions.describeParts(in: units, locale: locale)
    if let colorState { parts.append(text("trend.colour", colorState.code)) }
    return parts.isEmpty ? heading : text("trend.conditions", heading, parts.joined(separator: "; "))
  }
}
