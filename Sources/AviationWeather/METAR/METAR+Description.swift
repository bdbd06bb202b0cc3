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
        return (units.map { t.converted(to: $0.temperatureUnit) } ?? t).description
      }
      var text = "\(show(temperature)), dew point \(show(dewPoint))"
      if let rh = relativeHumidity { text += ", humidity \(formatNumber(rh))%" }
      lines.append(("Temperature", text))
    }
    if let pressure {
      let shown = units.map { pressure.converted(to: $0.pressureUnit) } ?? pressure
      lines.append(("Pressure", shown.description))
    }
    if let qfe { lines.append(("QFE", qfe.description)) }
    if !recentWeather.isEmpty {
      lines.append(("Recent", recentWeather.map { $0.description }.joined(separator: ", ")))
    }
    for location in cloudLocations { lines.append(("Clouds", location.description)) }
    for state in runwayStates { lines.append(("Runway", state.description)) }
    if let seaState { lines.append(("Sea", seaState.description)) }
    if let rainfall {
      let recent = rainfall.lastTenMinutes.map { "\(formatNumber($0, maxFractionDigits: 1)) mm" } ?? "not reported"
      let total = rainfall.sinceNineAM.map { "\(formatNumber($0, maxFractionDigits: 1)) mm" } ?? "not reported"
      lines.append(("Rainfall", "\(recent) in 10 min, \(total) since 09"))
    }
    if !colorStates.isEmpty {
      lines.append(("Colour", colorStates.map { ($0.isBlack ? "BLACK " : "") + $0.code }.joined(separator: " ")))
    }
    if let category = flightCategory { lines.append(("Category", category.rawValue)) }
    for trend in trends { lines.append(("Trend", trend.describe(in: units))) }
    if let remarks, !remarks.text.isEmpty {
      for (index, line) in remarks.summaryLines.enumerated() { lines.append((index == 0 ? "Remarks" : "", line)) }
    }
    if !unparsed.isEmpty {
      lines.append(("Unparsed", unparsed.map { $0.description }.joined(separator: ", ")))
    }
    return ([header] + lines.map { "  " + padded($0.0, to: 12) + $0.1 }).joined(separator: "\n")
  }
}

/// `text` followed by spaces up to `width` characters.
func padded(_ text: String, to width: Int) -> String {
  text.count >= width ? text + " " : text + String(repeating: " ", count: width - text.count)
}

extension WeatherConditions {
  /// (label, text) pairs for the groups present.
  func describeLines(in units: UnitSystem?) -> [(String, String)] {
    var lines: [(String, String)] = []
    if let wind { lines.append(("Wind", wind.describe(in: units))) }
    if isCAVOK {
      lines.append(("Visibility", "CAVOK (10 km or more, no significant cloud or weather)"))
    } else if let visibility {
      var text = describeVisibility(visibility, in: units)
      if visibility.noDirectionalVariation { text += " (no directional variation)" }
      if let minimumVisibility { text += ", minimum \(describeVisibility(minimumVisibility, in: units))" }
      lines.append(("Visibility", text))
    }
    if !weather.isEmpty { lines.append(("Weather", weather.map { $0.description }.joined(separator: ", "))) }
    if isNoSignificantWeather { lines.append(("Weather", "No significant weather")) }
    if !sky.isEmpty { lines.append(("Sky", sky.map { $0.describe(in: units) }.joined(separator: "; "))) }
    for shear in windShear { lines.append(("Wind shear", shear.description)) }
    return lines
  }

  private func describeVisibility(_ visibility: Visibility, in units: UnitSystem?) -> String {
    guard let units, var distance = visibility.distance else { return visibility.description }
    distance = distance.converted(to: units.visibilityUnit)
    var converted = visibility
    if visibility.distance?.unit == .meters, (visibility.distance?.value ?? 0) >= 9999 {
      return visibility.description
    }
    if distance.unit == .kilometers {
      // Keep a tenth of a kilometre: `P6SM` is more than 9.7 km, not "more than 10 km".
      let text = "\(formatNumber(distance.value, maxFractionDigits: 1)) km"
      switch visibility.qualifier {
      case .exactly: return text
      case .lessThan: return "less than \(text)"
      case .greaterThan: return "more than \(text)"
      }
    }
    converted.distance = Distance((distance.value * 10).rounded() / 10, distance.unit)
    return converted.description
  }
}

extension Trend {
  /// "Becoming from 12:00Z: wind …; visibility …".
  public func describe(in units: UnitSystem?) -> String {
    var text: String
    switch kind {
    case .noSignificantChange: return "No significant change expected"
    case .becoming: text = "Becoming"
    case .temporary: text = "Temporarily"
    case .intermittent: text = "Intermittently"
    }
    if let from { text += " from \(from)" }
    if let until { text += " until \(until)" }
    if let at { text += " at \(at)" }
    let parts = conditions.describeLines(in: units).map { "\($0.0.lowercased()) \($0.1)" }
    if !parts.isEmpty { text += ": " + parts.joined(separator: "; ") }
    if let colorState { text += (parts.isEmpty ? ": " : "; ") + "colour \(colorState.code)" }
    return text
  }
}
