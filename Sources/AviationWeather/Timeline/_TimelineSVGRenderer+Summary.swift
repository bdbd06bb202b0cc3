import Foundation

// The picture's text: the `<title>` and `<desc>` a screen reader reads, and the values in the
// chosen units, written by the unit formatting (`_UnitText`): POSIX English for an English
// picture, the locale's numbers and words otherwise (`4.000 m`, `37 km/h`).

extension _TimelineSVGRenderer {
  // MARK: - Values in the display units

  /// How values are written: POSIX English in English (the picture is the same on every device),
  /// else the locale's digits, separators and words.
  var valueText: _UnitText { language == "en" ? .posix : _UnitText(locale: locale) }

  /// The display units: the unit system's, or knots and feet when none is chosen.
  var displayUnits: DisplayUnits {
    var shown = DisplayUnits(units)
    if units == nil {
      shown.speed = .knots
      shown.height = .feet
    }
    return shown
  }

  /// A speed as a number in the display unit (knots when no unit system is chosen).
  func speedValue(_ speed: Speed) -> Double {
    speed.converted(to: units?.speedUnit ?? .knots).value
  }

  /// `kt`, `km/h` or `mph`.
  var speedUnitText: String { (units?.speedUnit ?? .knots).rawValue }

  /// `20 kt`, `37 km/h`, `23 mph`.
  func speedText(_ speed: Speed) -> String {
    speed.describe(in: displayUnits, text: valueText)
  }

  /// A height reported in feet in the display unit (`3,000 ft`, `900 m`; feet when no unit system).
  func heightText(feet: Int) -> String {
    describeHeight(feet: feet, in: displayUnits, text: valueText)
  }

  /// A whole number as the picture's language writes it (`1,200`; German `1.200`).
  func numberText(_ value: Double) -> String { valueText.number(value) }

  /// A visibility in a few characters: `4,000 m`, `2 1/2 SM`, `≥10 km`, `>6 SM`, `<1/4 SM`.
  func shortVisibility(_ visibility: Visibility) -> String? {
    guard let distance = visibility.distance, distance.value.isFinite else { return nil }
    if distance.unit == .meters, distance.value >= 9999 {
      let ten = Distance(10, .kilometers)
      return "≥" + (units == .imperial
        ? ten.describeVisibility(in: displayUnits, text: valueText, rounding: .down)
        : valueText.measure(10, unit: DistanceUnit.kilometers.rawValue))
    }
    let rule: FloatingPointRoundingRule = visibility.qualifier == .greaterThan ? .down : .toNearestOrAwayFromZero
    let text = distance.describeVisibility(in: displayUnits.visibility == nil ? .asReported : displayUnits, text: valueText, rounding: rule)
    switch visibility.qualifier {
    case .exactly: return text
    case .lessThan: return "<" + text
    case .greaterThan: return ">" + text
    }
  }

  /// The visibility for the summary: the unit formatting's words (`10 km or more`).
  func visibilityText(_ visibility: Visibility) -> String? {
    guard visibility.distance != nil else { return nil }
    return visibility.describe(in: units == nil ? .asReported : displayUnits, text: valueText)
  }

  /// Visibility and weather as codes, for the bands: `4000 m -SN BR`, `≥10 km`, `CAVOK`.
  func conditionCodes(_ conditions: WeatherConditions) -> String {
    if conditions.isCAVOK { return "CAVOK" }
    var parts: [String] = []
    if let visibility = conditions.visibility.flatMap({ shortVisibility($0) }) { parts.append(visibility) }
    for group in conditions.weather { parts.append(group.code) }
    return parts.joined(separator: " ")
  }

  /// The words for a weather group in the picture's language: `light snow`, `leichter Schnee`.
  func weatherWords(_ group: WeatherGroup) -> String {
    language == "en" ? group.phrase : group.phrase(locale: locale)
  }

  /// The weather codes drawn (on the bands and the bars), once each, in order of appearance.
  mutating func weatherCodes(spans: [Span], bars: [Bar]) -> [WeatherGroup] {
    var seen: Set<String> = []
    var groups: [WeatherGroup] = []
    let lists = spans.lazy.map(\.row.prevailing.weather) + bars.lazy.filter { $0.lane != nil }.map(\.conditions.weather)
    for list in lists {
      steps += 1
      for group in list where groups.count < 24 && seen.insert(group.code).inserted { groups.append(group) }
    }
    return groups
  }

  // MARK: - The text summary

  /// The station as the title names it: `EDDB (Berlin Brandenburg)` with a name, else the
  /// identifier (or "unknown station").
  var stationLabel: String {
    let identifier = timeline.station.isEmpty ? svgText("unknownStation") : timeline.station
    return stationName.map { svgText("station.named", identifier, $0) } ?? identifier
  }

  func titleText(_ period: (start: Double, end: Double)) -> String {
    let station = stationLabel
    return svgText(
      "title", station, "\(dayText(period.start)) \(timeText(period.start))",
      "\(dayText(period.end)) \(timeText(period.end))", zoneName(at: period.start))
  }

  /// A flight category, or the categories it may be when unknown.
  func categoryText(_ possible: ClosedRange<FlightCategory>) -> String {
    let (best, worst) = (possible.lowerBound, possible.upperBound)
    if best == worst { return best.rawValue }
    if possible == FlightCategory.anyCategory { return svgText("category.unknown") }
    return svgText("category.range", best.rawValue, worst.rawValue)
  }

  /// What the conditions are: category, ceiling, visibility, weather, wind.
  func conditionsText(_ conditions: WeatherConditions, category: ClosedRange<FlightCategory>?, windIfMissing: Bool)
    -> String
  {
    var parts: [String] = []
    if let category { parts.append(categoryText(category)) }
    if category != nil {
      parts.append(conditions.ceilingFeet.map { svgText("ceiling", heightText(feet: $0)) } ?? svgText("noCeiling"))
    }
    if conditions.isCAVOK {
      parts.append("CAVOK")
    } else if let visibility = conditions.visibility.flatMap({ visibilityText($0) }) {
      parts.append(svgText("desc.visibility", visibility))
    }
    for group in conditions.weather { parts.append(svgText("desc.weather", weatherWords(group))) }
    if let wind = conditions.wind {
      parts.append(windText(wind))
    } else if windIfMissing {
      parts.append(svgText("desc.windNotForecast"))
    }
    return parts.joined(separator: ", ")
  }

  mutating func summary(
    period: (start: Double, end: Double), spans: [Span], bars: [Bar], rows: [(time: Double, row: ForecastRow)],
    hidden: Int
  ) -> String {
    var sentences: [String] = [titleText(period) + "."]
    switch timeline.polarPeriod {
    case .polarDay: sentences.append(svgText("desc.polarDay"))
    case .polarNight: sentences.append(svgText("desc.polarNight"))
    case nil: break
    }
    // Prevailing: a sentence per change of what the rows say.
    var parts: [String] = []
    var previous: String?
    for span in spans {
      steps += 1
      let text = conditionsText(
        span.row.prevailing, category: span.row.prevailing.possibleFlightCategories, windIfMissing: true)
      if text != previous {
        parts.append(svgText("desc.from", dayText(span.start), timeText(span.start), text))
        previous = text
      }
    }
    if !parts.isEmpty { sentences.append(svgText("desc.prevailing", parts.joined(separator: "; "))) }
    for bar in bars {
      var seen: [String] = []
      for piece in bar.pieces {
        steps += 1
        let name = categoryText(piece.category)
        if seen.last != name, !seen.contains(name) { seen.append(name) }
      }
      var what = seen.joined(separator: svgText("desc.then"))
      let conditions = conditionsText(bar.conditions, category: nil, windIfMissing: false)
      if !conditions.isEmpty { what += ", " + conditions }
      sentences.append(
        svgText(
          "desc.group",
          _ChangeGroupHeading.words(
            bar.kind, probability: bar.probability, percent: bar.probability.map { formatNumber(Double($0), locale: locale) },
            from: "\(dayText(bar.start)) \(timeText(bar.start))", to: "\(dayText(bar.end)) \(timeText(bar.end))",
            language: language),
          what) + ".")
    }
    if hidden > 0 {
      sentences.append(svgPlural("desc.hidden", count: hidden, numberText(Double(hidden))))
    }
    var sun: [String] = []
    for item in rows where item.row.isSunEvent {
      sun.append(svgText(item.row.kind == .sunrise ? "desc.sunrise" : "desc.sunset", timeText(item.time)))
    }
    if !sun.isEmpty { sentences.append(capitalizedFirstLetter(sun.joined(separator: ", ")) + ".") }
    if !timeline.hasSunTimes { sentences.append(svgText("desc.sunUnknown")) }
    if !timeline.unplacedGroups.isEmpty {
      sentences.append(
        unplacedHeading() + ": " + timeline.unplacedGroups.map(\.description).joined(separator: "; ") + ".")
    }
    return sentences.joined(separator: " ")
  }

  /// `wind 150° 5 kt gusting 25 kt`, `wind variable 3 kt`, `wind calm`.
  func windText(_ wind: Wind) -> String {
    if wind.isCalm { return svgText("desc.windCalm") }
    var text: String
    if let degrees = wind.degrees {
      text = "\(degrees)°"
    } else {
      text = wind.direction == .variable ? svgText("desc.windVariable") : svgText("desc.windNoDirection")
    }
    if let speed = wind.speed, speed.value.isFinite { text += " " + speedText(speed) }
    if let gust = wind.gust, gust.value.isFinite { text += " " + svgText("desc.gusting", speedText(gust)) }
    return svgText("desc.wind", text)
  }

  // MARK: - Time text

  func offset(at time: Double) -> Int {
    timeZone.secondsFromGMT(for: Date(timeIntervalSince1970: time))
  }

  func timeText(_ time: Double) -> String { clock.text(for: Date(timeIntervalSince1970: time), in: timeZone) }

  /// `Fri 9 Jan` in the zone (`Fri 9` when `short`), in the picture's language (`Fr 9. Jan.`).
  func dayText(_ time: Double, short: Bool = false) -> String {
    guard let utc = _CivilDate.wholeSeconds(time, within: 1e13) else { return "?" }
    let days = _CivilDate.dayAndSecond(ofSecond: utc + offset(at: time)).days
    let (_, month, day) = _CivilDate.civil(days: days)
    let weekday = _CivilDate.weekday(days: days)
    let weekdayText = svgText("weekday.\(weekday)")
    if short { return svgText("day.short", weekdayText, "\(day)") }
    return svgText("day", weekdayText, "\(day)", svgText("month.\(min(max(month, 1), 12))"))
  }

  /// `UTC`, or the zone's identifier and offset: `Europe/Vienna (UTC+1)`.
  func zoneName(at time: Double) -> String {
    let seconds = offset(at: time)
    if seconds == 0, ["GMT", "UTC", "Etc/UTC", "Etc/GMT", "Z"].contains(timeZone.identifier) { return "UTC" }
    let sign = seconds < 0 ? "-" : "+"
    let minutes = abs(seconds) / 60
    let offsetText = minutes % 60 == 0 ? "\(minutes / 60)" : "\(minutes / 60):\(twoDigits(minutes % 60))"
    return "\(timeZone.identifier) (UTC\(sign)\(offsetText))"
  }
}
