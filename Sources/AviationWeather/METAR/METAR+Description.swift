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
    if let rainfall {
      let recent = rainfall.lastTenMinutes.map { describeDepth(millimeters: $0, in: units) } ?? "not reported"
      let total = rainfall.sinceNineAM.map { describeDepth(millimeters: $0, in: units) } ?? "not reported"
      lines.append(("Rainfall", "\(recent) in 10 min, \(total) since 09"))
    }
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
    return ([header] + lines.map { "  " + padded($0.0, to: 12) + $0.1 }).joined(separator: "\n")
  }
}

/// `text` followed by spaces up to `width` characters.
func padded(_ text: String, to width: Int) -> String {
  text.count >= width ? text + " " : text + String(repeating: " ", count: width - text.count)
}

extension WeatherConditions {
  /// (label, text) pairs for the groups present; the weather list starts with a capital letter
  /// unless `capitalizingWeather` is false (inside a sentence: "weather thunderstorm with rain").
  func describeLines(in units: UnitSystem?, capitalizingWeather: Bool = true) -> [(String, String)] {
    var lines: [(String, String)] = []
    if let wind { lines.append(("Wind", wind.describe(in: units))) }
    if isCAVOK {
      let tenKilometers = Visibility(distance: Distance(9999, .meters)).describe(in: units)
      lines.append(("Visibility", "CAVOK (\(tenKilometers), no significant cloud or weather)"))
    } else if let visibility {
      var text = visibility.describe(in: units)
      if visibility.noDirectionalVariation { text += " (no directional variation)" }
      if let minimumVisibility { text += ", minimum \(minimumVisibility.describe(in: units))" }
      lines.append(("Visibility", text))
    }
    if !weather.isEmpty {
      let text = weather.map(\.phrase).joined(separator: ", ")
      lines.append(("Weather", capitalizingWeather ? capitalizedFirstLetter(text) : text))
    }
    if isNoSignificantWeather { lines.append(("Weather", "No significant weather")) }
    if !sky.isEmpty { lines.append(("Sky", sky.map { $0.describe(in: units) }.joined(separator: "; "))) }
    for shear in windShear { lines.append(("Wind shear", shear.describe(in: units))) }
    return lines
  }
}

extension Visibility {
  /// The visibility with its distance in `units` (metres or kilometres, or statute miles; as
  /// reported when `nil`): `16 km`, `more than 9 km`, `6 SM or more`, `800 m to the NE`.
  ///
  /// Distances are rounded as ``Distance/describeVisibility(in:)`` says; a "more than" bound
  /// is rounded down, so that it never claims more than the station did (`P6SM` is "more than
  /// 9 km", not "more than 10 km").
  public func describe(in units: UnitSystem?) -> String {
    guard let units, let distance else { return description }
    var text: String
    if distance.unit == .meters, distance.value >= 9999 {
      // `9999`: 10 km or more.
      guard units.visibilityUnit != .kilometers else { return description }
      text = Distance(10, .kilometers).describeVisibility(in: units, rounding: .down) + " or more"
    } else {
      let rule: FloatingPointRoundingRule = qualifier == .greaterThan ? .down : .toNearestOrAwayFromZero
      let number = distance.describeVisibility(in: units, rounding: rule)
      switch qualifier {
      case .exactly: text = number
      case .lessThan: text = "less than \(number)"
      case .greaterThan: text = "more than \(number)"
      }
    }
    if let direction { text += " to the \(direction.rawValue)" }
    return text
  }
}

extension WindShear {
  /// The wind shear with the height and wind of a layer aloft in `units` (as reported when `nil`).
  public func describe(in units: UnitSystem?) -> String {
    guard case .aloft(let height, let wind) = location else { return description }
    return "Wind shear at \(describeHeight(feet: height, in: units)), wind \(wind.describe(in: units))"
  }
}

extension SeaState {
  /// The sea state with the sea temperature and wave height in `units` (as reported when `nil`).
  public func describe(in units: UnitSystem?) -> String {
    var parts: [String] = []
    if let surfaceTemperature { parts.append("sea \(surfaceTemperature.describe(in: units))") }
    if let stateOfSea { parts.append("state of sea \(stateOfSea)") }
    if let waveHeightDecimeters {
      let meters = Distance(Double(waveHeightDecimeters) / 10, .meters)
      let shown = units.map { meters.converted(to: $0.heightUnit) } ?? meters
      parts.append("waves \(formatNumber(shown.value, maxFractionDigits: 1)) \(shown.unit.rawValue)")
    }
    return parts.isEmpty ? "sea state not reported" : parts.joined(separator: ", ")
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
    case .unindicated: text = "Forecast (no change indicator)"
    }
    if let from { text += " from \(from)" }
    if let until { text += " until \(until)" }
    if let at { text += " at \(at)" }
    let parts = conditions.describeLines(in: units, capitalizingWeather: false).map { "\($0.0.lowercased()) \($0.1)" }
    if !parts.isEmpty { text += ": " + parts.joined(separator: "; ") }
    if let colorState { text += (parts.isEmpty ? ": " : "; ") + "colour \(colorState.code)" }
    return text
  }
}
