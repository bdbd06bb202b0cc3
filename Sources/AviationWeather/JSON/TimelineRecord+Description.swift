import Foundation

extension TimelineRecord {
  /// The plain-English block: the timeline's header and rows (or why there are none), with a
  /// line for the repaired and one for the unparsed tokens after the header, then one per warning,
  /// then one per change group that could not be placed (``ForecastTimeline/describe(in:)``).
  public func describe(in units: UnitSystem?) -> String { describe(in: units, timeZone: nil) }

  /// The block of ``describe(in:)`` with the rows' times in `timeZone` and its offset
  /// (``ForecastTimeline/describe(in:timeZone:)``); in UTC when `nil`.
  public func describe(in units: UnitSystem?, timeZone: TimeZone?) -> String {
    var lines: [String] = []
    if isNil || isCancelled {
      lines.append("Timeline for \(station): none, " + (isNil ? "forecast missing (NIL)" : "forecast cancelled (CNL)"))
    } else if isNotAvailable {
      lines.append("Timeline for \(station): none, forecast not available")
    } else if let start, let end {
      let timeline = ForecastTimeline(
        station: station, start: start, end: end, rows: rows, unplacedGroups: unplacedGroups)
      lines.append(timeline.describe(in: units, timeZone: timeZone))
    }
    var notes: [String] = []
    if !repaired.isEmpty { notes.append("  Repaired    " + repaired.map { $0.description }.joined(separator: ", ")) }
    if !unparsed.isEmpty { notes.append("  Unparsed    " + unparsed.map { $0.description }.joined(separator: ", ")) }
    for warning in warnings { notes.append("  Warning     " + warning.description) }
    if !notes.isEmpty {
      let text = notes.joined(separator: "\n")
      if lines.isEmpty {
        lines.append(text)
      } else if let newline = lines[0].firstIndex(of: "\n") {
        lines[0] = lines[0][..<newline] + "\n" + text + lines[0][newline...]
      } else {
        lines.append(text)
      }
    }
    return lines.joined(separator: "\n")
  }
}
