import Foundation

/// A change group as it applies to one timeline row: temporary conditions (`TEMPO`,
/// `PROB30`/`PROB40`, `PROB TEMPO`, `INTER`) covering the row, or a `BECMG` change in progress.
public struct ForecastOverlay: Sendable, Hashable, Codable {
  /// The group's kind (`.temporary`, `.probable`, `.intermittent` or `.becoming`).
  public var kind: TAFForecast.Kind
  /// `30` or `40` for `PROB` groups; `nil` otherwise.
  public var probability: Int?
  /// Start of the group's window (the start of the validity when the window begins before it:
  /// see ``isWindowClamped``).
  public var start: Date
  /// End of the group's window, exclusive (the end of the validity when the window ends after it).
  public var end: Date
  /// Whether the group's window reaches outside the TAF's validity and ``start`` or ``end`` was
  /// moved to the validity's edge (`TEMPO 1003/1010` in a TAF valid from `1006`).
  public var isWindowClamped: Bool
  /// The conditions the group forecasts, only the elements it names.
  public var conditions: WeatherConditions
  /// What the row's prevailing conditions become with the group's elements applied:
  /// the weather during a temporary spell, or after a `BECMG` change completes.
  public var resulting: WeatherConditions
  /// Flight category of ``resulting``; `nil` when it is unknown (see
  /// ``WeatherConditions/possibleFlightCategories``).
  public var flightCategory: FlightCategory?

  /// Creates an overlay; ``flightCategory`` is derived from `resulting`.
  public init(
    kind: TAFForecast.Kind, probability: Int?, start: Date, end: Date, conditions: WeatherConditions,
    resulting: WeatherConditions, isWindowClamped: Bool = false
  ) {
    self.kind = kind
    self.probability = probability
    self.start = start
    self.end = end
    self.isWindowClamped = isWindowClamped
    self.conditions = conditions
    self.resulting = resulting
    self.flightCategory = resulting.flightCategory
  }
}

extension ForecastOverlay: CustomStringConvertible {
  /// "30% chance 2026-01-09 03:00Z to 2026-01-09 07:00Z: visibility 9,000 m (VFR)".
  public var description: String { describe(in: nil) }

  /// The overlay in one line, values in `units` (or as reported when `nil`).
  public func describe(in units: UnitSystem?) -> String { describe(in: units, timeZone: nil) }

  /// The overlay in one line, values in `units` (or as reported when `nil`), its window in
  /// `timeZone` with the offset (`2026-01-09 04:00+01:00`), in UTC (`…Z`) when `nil`.
  public func describe(in units: UnitSystem?, timeZone: TimeZone?) -> String {
    var text: String
    switch kind {
    case .temporary: text = "Temporarily"
    case .intermittent: text = "Intermittently"
    case .becoming: text = "Becoming"
    case .probable, .base, .from: text = ""
    default: text = kind.rawValue
    }
    if let probability {
      text = text.isEmpty ? "\(probability)% chance" : "\(probability)% chance, \(text.lowercased())"
    }
    text += " \(formatTimelineDate(start, in: timeZone)) to \(formatTimelineDate(end, in: timeZone))"
    if isWindowClamped { text += " (window clamped to the validity)" }
    let parts = conditions.describeLines(in: units, capitalizingWeather: false).map { "\($0.0.lowercased()) \($0.1)" }
    if !parts.isEmpty { text += ": " + parts.joined(separator: "; ") }
    if !parts.isEmpty { text += " (\(FlightCategory.describe(resulting.possibleFlightCategories)))" }
    return text
  }
}

/// `2026-11-09 14:00Z`: a UTC date for timeline descriptions (no locale, no Calendar); in
/// `timeZone`, its wall-clock time there with the offset (`2026-11-09 15:00+01:00`).
func formatTimelineDate(_ date: Date, in timeZone: TimeZone? = nil) -> String {
  guard let timeZone, date.timeIntervalSince1970.isFinite else { return _CivilDate.timelineText(date) }
  return _CivilDate.timelineText(date, offsetSeconds: timeZone.secondsFromGMT(for: date))
}
