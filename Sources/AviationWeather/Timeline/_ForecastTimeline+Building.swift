import Foundation

extension ForecastTimeline {
  /// A change group placed in time.
  struct PlacedGroup {
    /// Position in the TAF's forecasts.
    var index: Int
    var group: TAFForecast
    var start: Date
    /// End of the window; `nil` for `FM`.
    var end: Date?
  }

  /// Builds the rows for a validity period already placed in time.
  init(
    taf: TAF, period: (from: Date, to: Date), step: TimeInterval, transitions: [SunTransition],
    polarPeriod: PolarPeriod?, isDaylight: (Date) -> Bool
  ) {
    let step = max(step.isFinite ? step : 3600, ForecastTimeline.minimumStep)
    let groups = ForecastTimeline.place(taf.forecasts, from: period.from, to: period.to)
    let base = taf.base?.conditions ?? WeatherConditions()

    var times: [(date: Date, kind: ForecastRow.Kind)] = []
    var t = period.from
    while t < period.to, times.count < ForecastTimeline.maximumRows {
      times.append((t, .step))
      t = t.addingTimeInterval(step)
    }
    let stepTimes = Set(times.map(\.date))
    for placed in groups where placed.group.kind == .from {
      if placed.start > period.from, placed.start < period.to, !stepTimes.contains(placed.start),
        !times.contains(where: { $0.date == placed.start })
      {
        times.append((placed.start, .change))
      }
    }
    var previous: SunTransition?
    for transition in transitions where transition.date >= period.from && transition.date < period.to {
      // A transition given twice would give two rows with one identity.
      guard transition != previous else { continue }
      previous = transition
      // To the whole second below (the sun's times are good to a few seconds): a row's date is
      // then exactly what its record (an ISO 8601 time to the second) reads back as.
      let second = Date(timeIntervalSince1970: transition.date.timeIntervalSince1970.rounded(.down))
      times.append((second, transition.kind == .sunrise ? .sunrise : .sunset))
    }
    times.sort { lhs, rhs in
      if lhs.date != rhs.date { return lhs.date < rhs.date }
      return ForecastTimeline.order(lhs.kind) < ForecastTimeline.order(rhs.kind)
    }
    if times.count > ForecastTimeline.maximumRows { times.removeLast(times.count - ForecastTimeline.maximumRows) }

    var rows: [ForecastRow] = []
    rows.reserveCapacity(times.count)
    for (date, kind) in times {
      let daylight: Bool
      switch kind {
      case .sunrise: daylight = true
      case .sunset: daylight = false
      case .step, .change: daylight = isDaylight(date)
      }
      let state = ForecastTimeline.prevailing(at: date, base: base, groups: groups)
      let overlays = groups.compactMap { placed -> ForecastOverlay? in
        guard placed.group.isTemporary, let end = placed.end, placed.start <= date, date < end else { return nil }
        return ForecastOverlay(
          kind: placed.group.kind, probability: placed.group.probability, start: placed.start, end: end,
          conditions: placed.group.conditions, resulting: state.conditions.applying(placed.group.conditions))
      }
      let isFromTime = groups.contains { $0.group.kind == .from && $0.start == date }
      rows.append(
        ForecastRow(
          kind: kind, date: date, isDaylight: daylight, isFromTime: isFromTime, prevailing: state.conditions,
          changesInProgress: state.inProgress, overlays: overlays))
    }
    self.init(station: taf.station, start: period.from, end: period.to, rows: rows, polarPeriod: polarPeriod)
  }

  /// Step rows first, then FM rows, then sun rows, at equal times.
  private static func order(_ kind: ForecastRow.Kind) -> Int {
    switch kind {
    case .step: return 0
    case .change: return 1
    case .sunrise, .sunset: return 2
    }
  }

  /// Places every change group in time: a start with a day nearest the validity's start, a start
  /// without one (old `FMhhmm`, `HHHH`) first at or after it, an end first after the start.
  /// Groups without a time are left out, and so are the groups written after an `FM` group
  /// without a time (one whose time did not decode, `FM187200`) up to the next `FM`: they change
  /// a period that cannot be placed, and applied to the period before it they would be wrong.
  static func place(_ forecasts: [TAFForecast], from start: Date, to end: Date) -> [PlacedGroup] {
    var placed: [PlacedGroup] = []
    var inUnplacedPeriod = false
    for (index, group) in forecasts.enumerated() where group.kind != .base {
      if group.kind == .from { inUnplacedPeriod = false }
      guard let from = group.from,
        let startDate = TAFValidity.firstInstant(of: from, atOrAfter: from.day == nil ? start : nil, reference: start)
      else {
        if group.kind == .from { inUnplacedPeriod = true }
        continue
      }
      if inUnplacedPeriod { continue }
      if group.kind == .from {
        placed.append(PlacedGroup(index: index, group: group, start: startDate, end: nil))
        continue
      }
      guard let to = group.to,
        let endDate = TAFValidity.firstInstant(of: to, atOrAfter: startDate.addingTimeInterval(1), reference: startDate)
      else { continue }
      placed.append(PlacedGroup(index: index, group: group, start: startDate, end: endDate))
    }
    return placed
  }

  /// What prevails at `date`: the last `FM` at or before it (else the base forecast), with
  /// the `BECMG` groups written after that `FM` (and before the next one) applied once their
  /// window has ended; the ones whose window contains `date` are returned as in progress.
  static func prevailing(
    at date: Date, base: WeatherConditions, groups: [PlacedGroup]
  ) -> (conditions: WeatherConditions, inProgress: [ForecastOverlay]) {
    var conditions = base
    var segmentStart = -1
    for placed in groups where placed.group.kind == .from && placed.start <= date && placed.index > segmentStart {
      conditions = placed.group.conditions
      segmentStart = placed.index
    }
    let segmentEnd = groups.first { $0.group.kind == .from && $0.index > segmentStart }?.index ?? Int.max
    let becoming = groups.filter {
      $0.group.kind == .becoming && $0.index > segmentStart && $0.index < segmentEnd && $0.end != nil
    }
    let completed = becoming.filter { ($0.end ?? date) <= date }.sorted {
      ($0.end ?? date, $0.index) < ($1.end ?? date, $1.index)
    }
    for placed in completed { conditions = conditions.applying(placed.group.conditions) }
    var inProgress: [ForecastOverlay] = []
    for placed in becoming {
      guard let end = placed.end, placed.start <= date, date < end else { continue }
      inProgress.append(
        ForecastOverlay(
          kind: .becoming, probability: placed.group.probability, start: placed.start, end: end,
          conditions: placed.group.conditions, resulting: conditions.applying(placed.group.conditions)))
    }
    return (conditions, inProgress)
  }
}
