extension METAR: CustomStringConvertible {
  /// A plain-English block, one line per group, in the reported units.
  public var description: String { describe(in: nil) }

  /// A plain-English block, one line per group, with values shown in `units`
  /// (or as reported when `nil`).
  public func describe(in units: UnitSystem?) -> String {
    var lines: [(String, String)] = []
    var header = "\(kind.rawValue) \(station)"
    if let time { header += " observed \(time)" }
    if isAutomated { header += ", automated" }
    if isCorrected { header += ", corrected" }
    if isNil {
      lines.append(("Report", "missing (NIL)"))
    }
    lines.append(contentsOf: conditions.describeLines(in: units))
    for rvr in runwayVisualRanges { lines.append(("RVR", rvr.describe(in: units))) }
    if temperature != nil || dewPoint != nil {
      func show(_ t: Temperature?) -> String {
        guard let t else { return "not reported" }
        return t.describe(in: units)
      }
      var text = "\(show(temperature)), dew point \(show(dewPoint))"
      if let rh = relativeHumidity { text += ", humidity \(formatNumber(rh))%" }
      lines.append(("Temperature", text))
    }
    if let pressure {
      lines.append(("Pressure", pressure.describe(in: units)))
    }
    if let qfe { lines.append(("QFE", qfe.describe(in: units))) }
    if !recentWeather.isEmpty {
      lines.append(("Recent", capitalizedFirstLetter(recentWeather.map(\.phrase).joined(separator: ", "))))
    }
    for location in cloudLocations { lines.append(("Clouds", location.description)) }
    if !cloudTypes.isEmpty { lines.append(("Cloud types", cloudTypes.map { $0.description }.joined(separator: ", "))) }
    for location in weatherLocations { lines.append(("Weather at", location.description)) }
    for state in runwayStates { lines.append(("Runway", state.description)) }
    if let seaState { lines.append(("Sea", seaState.describe(in: units))) }
    if let rainfall { lines.append(("Rainfall", rainfall.describe(in: units))) }
    if !colorStates.isEmpty {
      lines.append(("Colour", colorStates.map { ($0.isBlack ? "BLACK " : "") + $0.code }.joined(separator: " ")))
    }
    if !isNil { lines.append(("Category", FlightCategory.describe(possibleFlightCategories))) }
    for trend in trends { lines.append(("Trend", trend.describe(in: units))) }
    if let remarks, !remarks.text.isEmpty {
      for (index, line) in remarks.summaryLines(in: units).enumerated() {
        lines.append((index == 0 ? "Remarks" : "", line))
      }
    }
    if let plainLanguage { lines.append(("Plain text", plainLanguage.text)) }
    if !repaired.isEmpty {
      lines.append(("Repaired", repaired.map { $0.description }.joined(separator: ", ")))
    }
    if !unparsed.isEmpty {
      lines.append(("Unparsed", unparsed.map { $0.description }.joined(separator: ", ")))
    }
    // One line per data-quality warning: `Warning     '253012KT' at byte 13: wind direction …`.
    for warning in warnings { lines.append(("Warning", warning.description)) }
    return ([header] + lines.map { "  " + padded($0.0, to: 12) + $0.1 }).joined(separator: "\n")
  }
}

/// `text` followed by spaces up to `width` characters (at least one space): the label column of
/// every plain-English block, the library's and wxparse's.
package func padded(_ text: String, to width: Int) -> String {
  // A label is a short word of printable ASCII, one character a byte: its length without walking
  // its characters, and the spaces from a table (this runs for every line of every block).
  let length = text.utf8.allSatisfy(\.isASCIIPrintable) ? text.utf8.count : text.count
  guard length < width else { return text + " " }
  let missing = width - length
  return text + (missing < spaceRuns.count ? spaceRuns[missing] : String(repeating: " ", count: missing))
}

/// `String(repeating: " ", count: n)` for n from 0 to 15 (each held inline).
private let spaceRuns: [String] = (0..<16).map { String(repeating: " ", count: $0) }
