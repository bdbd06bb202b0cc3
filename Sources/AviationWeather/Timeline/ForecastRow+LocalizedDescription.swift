import Foundation

// The timeline's rows and overlays described for a person: the same lines as their
// `description` (POSIX English, UTC), in the locale's language, numbers, units and clock, the
// times in the zone the person reads them in.

extension ForecastRow {
  /// The row on one line (and one more per change in progress, overlay, and the groups whose time
  /// is unknown) for a person in `locale`: its time in `timeZone` on the locale's clock, the
  /// conditions in `units` with the locale's numbers and words.
  ///
  /// ```swift
  /// row.describe(in: .metric, locale: Locale(identifier: "de_DE"), timeZone: berlin)
  /// // "Fr. 9., 04:00, Tag: Aus W (270°) mit 19 km/h; 9.000 m; leichter Regen; VFR"
  /// ```
  ///
  /// - Parameters:
  ///   - units: The units values are shown in (``DisplayUnits/init(locale:)`` for the locale's).
  ///   - locale: The person's locale: language, digits, separators and clock.
  ///   - timeZone: The zone the times are shown in (the station's, ``Station/timeZone``, or the
  ///     device's).
  ///   - clock: The clock; the locale's hour cycle when `nil`.
  public func describe(in units: DisplayUnits, locale: Locale, timeZone: TimeZone, clock: ClockStyle? = nil) -> String {
    let values = _UnitText(locale: locale)
    let text = _TableText(.forecast, locale: locale)
    let time = _localForecastDate(date, locale: locale, timeZone: timeZone, clock: clock)
    switch kind {
    case .sunrise: return text("row.event", time, text("row.sunrise"))
    case .sunset: return text("row.event", time, text("row.sunset"))
    case .step, .change: break
    }
    var parts = prevailing.describeLines(in: units, capitalizingWeather: false, locale: locale).map { $0.1 }
    if !parts.isEmpty { parts.append(FlightCategory.describe(prevailing.possibleFlightCategories, text: values)) }
    var conditions = parts.isEmpty ? text("row.noConditions") : parts.joined(separator: "; ")
    if isFromTime { conditions = text("row.fromNow", conditions) }
    // Without sun times no day or night is said: the time and the conditions, in the shape of a
    // sunrise or sunset line (`row.event`, "time: what").
    var lines = [
      isDaylight.map { text("row.line", time, text($0 ? "row.day" : "row.night"), conditions) }
        ?? text("row.event", time, conditions)
    ]
    for change in changesInProgress {
      lines.append("    " + text("row.changeInProgress", change.describe(in: units, locale: locale, timeZone: timeZone, clock: clock)))
    }
    for overlay in overlays {
      lines.append("    " + overlay.describe(in: units, locale: locale, timeZone: timeZone, clock: clock))
    }
    if !unplacedGroups.isEmpty {
      lines.append("    " + text("row.unplaced", unplacedGroups.map(\.label).joined(separator: "; ")))
    }
    return lines.joined(separator: "\n")
  }
}

extension ForecastOverlay {
  /// The overlay on one line for a person in `locale`: its kind and probability, its window in
  /// `timeZone` on the locale's clock, the conditions it brings in `units` and the flight category
  /// they give ("Temporarily from Fri 3:00 AM to Fri 7:00 AM: visibility 3,000 m; weather
  /// moderate rain (IFR)", "Zeitweise ab Fr. 03:00 bis Fr. 07:00: …").
  ///
  /// - Parameters:
  ///   - units: The units values are shown in.
  ///   - locale: The person's locale: language, digits, separators and clock.
  ///   - timeZone: The zone the window is shown in.
  ///   - clock: The clock; the locale's hour cycle when `nil`.
  public func describe(in units: DisplayUnits, locale: Locale, timeZone: TimeZone, clock: ClockStyle? = nil) -> String {
    let values = _UnitText(locale: locale)
    let text = _TableText(.forecast, locale: locale)
    var shown = _ChangeGroupHeading.words(
      kind, probability: probability, percent: probability.map { values.integer($0) },
      from: _localForecastDate(start, locale: locale, timeZone: timeZone, clock: clock),
      to: _localForecastDate(end, locale: locale, timeZone: timeZone, clock: clock), language: values.language)
    if isWindowClamped { shown = text("overlay.windowClamped", shown) }
    let parts = conditions.describeParts(in: units, locale: locale)
    guard !parts.isEmpty else { return shown }
    let category = FlightCategory.describe(resulting.possibleFlightCategories, text: values)
    return text("overlay.conditions", text("trend.conditions", shown, parts.joined(separator: "; ")), category)
  }
}

/// A timeline instant for a person: the locale's short weekday, day of the month and time on its
/// clock in `timeZone` (`Fri 9, 3:00 AM`, `Fr., 9. 03:00`); `--:--` for an instant that cannot be
/// placed.
func _localForecastDate(_ date: Date, locale: Locale, timeZone: TimeZone, clock: ClockStyle?) -> String {
  let cycle = clock ?? ClockStyle(locale: locale)
  return _LocalTimeText.format(date, template: cycle == .twelveHour ? "EEEdhmma" : "EEEdHmm", timeZone: timeZone, locale: locale)
}

extension ForecastTimeline {
  /// The lines of ``describe(in:timeZone:)`` for a person in `locale`: a header naming the
  /// station, the period in `timeZone` (the locale's day, month and clock) and the zone, a line per
  /// change group that could not be placed, then each row as
  /// ``ForecastRow/describe(in:locale:timeZone:clock:)`` writes it.
  ///
  /// ```swift
  /// timeline.describe(in: .metric, locale: Locale(identifier: "de_DE"), timeZone: reykjavik)
  /// // "Verlauf für BIKF von … bis … (Atlantic/Reykjavik)", then one line per row
  /// ```
  ///
  /// - Parameters:
  ///   - units: The units values are shown in (``DisplayUnits/init(locale:)`` for the locale's).
  ///   - locale: The person's locale: language, digits, separators and clock.
  ///   - timeZone: The zone the times are shown in (the station's, ``Station/timeZone``, or the
  ///     device's).
  ///   - clock: The clock; the locale's hour cycle when `nil`.
  public func describe(in units: DisplayUnits, locale: Locale, timeZone: TimeZone, clock: ClockStyle? = nil) -> String {
    let values = _UnitText(locale: locale)
    let template = (clock ?? ClockStyle(locale: locale)) == .twelveHour ? "EEEdMMMhmma" : "EEEdMMMHmm"
    func date(_ date: Date) -> String { _LocalTimeText.format(date, template: template, timeZone: timeZone, locale: locale) }
    var header = values.text("timeline.header", .report, _printable(station), date(start), date(end))
    header = values.text("timeline.zone", .report, header, _printable(timeZone.identifier))
    switch polarPeriod {
    case .polarDay: header = values.text("timeline.polarDay", .report, header)
    case .polarNight: header = values.text("timeline.polarNight", .report, header)
    case nil: break
    }
    let label = values.text("label.notPlaced", .report)
    let width = max(12, label.count + 1)
    let notes = unplacedGroups.map { "  " + padded(label, to: width) + $0.localizedDescription(locale: locale) }
    let lines = rows.map { $0.describe(in: units, locale: locale, timeZone: timeZone, clock: clock) }
    return ([header] + notes + lines).joined(separator: "\n")
  }
}
