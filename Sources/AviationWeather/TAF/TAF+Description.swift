extension TAF: CustomStringConvertible {
  /// A plain-English block: a header line, the base forecast, then each change group, in the reported units.
  public var description: String { describe(in: nil) }

  /// A plain-English block with values shown in `units` (or as reported when `nil`).
  ///
  /// ```
  /// TAF EGLL issued day 8 22:57Z, valid from day 9 00:00Z to day 10 06:00Z
  ///   Wind        From the SSW (200°) at 6 kt
  ///   Visibility  10 km or more
  ///   Sky         Few clouds at 4,500 ft
  ///   Category    VFR
  ///   30% chance from day 9 03:00Z to day 9 07:00Z:
  ///     Visibility  9,000 m
  /// ```
  public func describe(in units: UnitSystem?) -> String {
    var header = "TAF \(station)"
    if let issueTime { header += " issued \(issueTime)" }
    if let validity { header += (issueTime == nil ? " " : ", ") + "valid \(validity)" }
    if isAmended { header += ", amended" }
    if isCorrected { header += ", corrected" }
    var lines = [header]
    if isNil { lines.append("  Forecast missing (NIL)") }
    if isCancelled { lines.append("  Forecast cancelled (CNL)") }
    if isNotAvailable { lines.append("  Forecast not available") }
    for forecast in forecasts {
      let indent: String
      if forecast.kind == .base {
        indent = "  "
      } else {
        lines.append("  " + forecast.heading + ":")
        indent = "    "
      }
      lines.append(contentsOf: forecast.describeLines(in: units).map { indent + padded($0.0, to: 12) + $0.1 })
    }
    for temperature in temperatures {
      lines.append("  " + padded("Temperature", to: 12) + temperature.describe(in: units))
    }
    for remark in remarks { lines.append("  " + padded("Remarks", to: 12) + remark) }
    if !repaired.isEmpty {
      lines.append("  " + padded("Repaired", to: 12) + repaired.map { $0.description }.joined(separator: ", "))
    }
    if !unparsed.isEmpty {
      lines.append("  " + padded("Unparsed", to: 12) + unparsed.map { $0.description }.joined(separator: ", "))
    }
    for warning in warnings { lines.append("  " + padded("Warning", to: 12) + warning.description) }
    return lines.joined(separator: "\n")
  }
}
