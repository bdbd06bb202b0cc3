import Foundation

/// The timeline's rows in one sweep (issue 20 item 1).
///
/// The change groups are placed once (a position in the TAF's forecasts, a kind and a window in
/// whole seconds since 1970: no copy of the forecast), their starts and ends are sorted once into
/// one event list, and the rows (steps, `FM` times, sunrises and sunsets) are walked in time order
/// beside it. At each row the events up to it are applied in time order (at equal times, in TAF
/// order), and the row's overlays and changes in progress, with their resulting conditions, are
/// built again only when an event changed them; rows in between share them (copy on write, no
/// allocation). Day and night come from the sun schedule, read with a cursor.
///
/// What prevails, by time and not by text:
/// - an `FM` replaces all conditions from its time, and ends every `BECMG` written before it that
///   has not completed by then (in progress or still to come: the `FM` supersedes it);
/// - a `BECMG` is in progress from the start of its window and its elements prevail from its end,
///   wherever it is written: one written after an `FM` but timed before it applies at its time,
///   and the `FM` then replaces it;
/// - `TEMPO`, `PROB`, `PROB TEMPO` and `INTER` cover the rows in their window (start inclusive,
///   end exclusive), in TAF order, over whatever prevails.
///
/// An overlay's window that reaches outside the validity is shown clamped to it and flagged
/// (``ForecastOverlay/isWindowClamped``); when the group applies is not changed.
enum _TimelineSweep {
  /// A change group placed in time.
  struct Placed {
    /// Position in the TAF's forecasts.
    var index: Int
    var kind: TAFForecast.Kind
    /// Start of the window, seconds since 1970.
    var start: Int
    /// End of the window (exclusive), seconds since 1970; `Int.max` for `FM`.
    var end: Int
    /// A `BECMG` whose change has been applied.
    var isCompleted = false
    /// A `BECMG` an `FM` written after it superseded before it completed.
    var isSuperseded = false
  }

  /// A group's start or end.
  struct Event {
    var time: Int
    /// The group's position in the TAF (the order at equal times).
    var index: Int
    /// The group's position in the placed groups.
    var placed: Int
    var isEnd: Bool
  }

  /// Whole seconds since 1970 of `date` (rounded down); `nil` when it is not finite or is
  /// further than about 30 million years from 1970.
  static func seconds(_ date: Date) -> Int? {
    _CivilDate.dayAndSecond(of: date).map { $0.days * 86_400 + $0.second }
  }

  /// The instant `seconds` after 1970.
  static func date(_ seconds: Int) -> Date { Date(timeIntervalSince1970: Double(seconds)) }

  /// The longest step, in seconds (a longer one gives one row all the same).
  private static let longestStep = 1e12

  /// The step in whole seconds: at least ``ForecastTimeline/minimumStep``, an hour when it is
  /// not finite, rounded to the second.
  static func stepSeconds(_ step: TimeInterval) -> Int {
    Int(min(max(step.isFinite ? step : 3600, ForecastTimeline.minimumStep), longestStep).rounded())
  }

  /// Places every change group in time (``TAFValidity/place(from:to:after:)``, as
  /// ``TAF/dates(of:)`` does): a start with a day nearest the validity's start, one without
  /// (old `FMhhmm`, `HHHH`) first at or after it, an end first after the start.
  ///
  /// Groups without a time (their time did not decode or was not written: ``TAF/warnings`` says
  /// so), and windows that cannot be placed, are left out; so are the groups written after an `FM`
  /// group that cannot be placed, up to the next `FM`: they change a period that has no place,
  /// and applied to the period before it they would be wrong. Those left out are returned in
  /// `unplaced`, in TAF order, with why (a group without a time as `.timeMissing`: the TAF's
  /// warnings tell whether its time was written, ``UnplacedChangeGroup/notes(_:of:)``); every
  /// row notes them (`State`), none applies them. Empty, and no allocation, when all are placed.
  static func place(_ forecasts: [TAFForecast], after validFrom: Date)
    -> (placed: [Placed], unplaced: [(index: Int, reason: UnplacedChangeGroup.Reason)])
  {
    var placed: [Placed] = []
    placed.reserveCapacity(forecasts.count)
    var unplaced: [(index: Int, reason: UnplacedChangeGroup.Reason)] = []
    var inUnplacedPeriod = false
    for (index, group) in forecasts.enumerated() where group.kind != .base {
      guard TAFForecast.Kind.allCases.contains(group.kind) else {
        unplaced.append((index, .kindUnknown))
        continue
      }
      let isFrom = group.kind == .from
      if isFrom { inUnplacedPeriod = false }
      guard let from = group.from, isFrom || group.to != nil else {
        if isFrom { inUnplacedPeriod = true }
        unplaced.append((index, .timeMissing))
        continue
      }
      guard let window = TAFValidity.place(from: from, to: isFrom ? nil : group.to, after: validFrom),
        let start = seconds(window.from)
      else {
        if isFrom { inUnplacedPeriod = true }
        unplaced.append((index, .cannotBePlaced))
        continue
      }
      if inUnplacedPeriod {
        unplaced.append((index, .followsUnplacedFrom))
        continue
      }
      let end: Int
      if isFrom {
        end = Int.max
      } else {
        guard let to = window.to.flatMap(seconds) else {
          unplaced.append((index, .cannotBePlaced))
          continue
        }
        end = to
      }
      placed.append(Placed(index: index, kind: group.kind, start: start, end: end))
    }
    return (placed, unplaced)
  }

  /// Every group's start and (but for `FM`) end, in time order; at equal times in TAF order.
  static func events(_ placed: [Placed]) -> [Event] {
    var events: [Event] = []
    events.reserveCapacity(placed.count * 2)
    for (i, group) in placed.enumerated() {
      events.append(Event(time: group.start, index: group.index, placed: i, isEnd: false))
      if group.kind != .from { events.append(Event(time: group.end, index: group.index, placed: i, isEnd: true)) }
    }
    events.sort { lhs, rhs in
      if lhs.time != rhs.time { return lhs.time < rhs.time }
      if lhs.index != rhs.index { return lhs.index < rhs.index }
      return !lhs.isEnd && rhs.isEnd
    }
    return events
  }

  /// The rows of the TAF over `period`: one per step from its start, one at each `FM` time between
  /// steps, one at each sunrise and sunset inside it (at equal times: step, `FM`, sun), at most
  /// ``ForecastTimeline/maximumRows``.
  ///
  /// Also returns the change groups that could not be placed (``ForecastTimeline/unplacedGroups``);
  /// every row notes them. `nil` as soon as the rows would hold more than
  /// ``ForecastTimeline/maximumEntries`` entries (a row, and each overlay, change in progress and
  /// unplaced group it lists): no more than that many are built.
  static func rows(taf: TAF, period: (from: Date, to: Date), step: TimeInterval, sun: _SunSchedule)
    -> (rows: [ForecastRow], unplaced: [UnplacedChangeGroup])?
  {
    guard let from = seconds(period.from), let to = seconds(period.to), from < to else { return ([], []) }
    let step = stepSeconds(step)
    let maximumRows = ForecastTimeline.maximumRows
    let placement = place(taf.forecasts, after: period.from)
    var placed = placement.placed
    let unplaced = UnplacedChangeGroup.notes(placement.unplaced, of: taf)
    let events = events(placed)
    let stepRows = min((to - from - 1) / step + 1, maximumRows)

    var state = State(
      conditions: taf.base?.conditions ?? WeatherConditions(), unplaced: unplaced, from: from, to: to)
    var rows: [ForecastRow] = []
    rows.reserveCapacity(min(stepRows + placed.count + sun.transitions.count, maximumRows))

    var nextStep = 0
    /// The next event that may give an `FM` row.
    var nextChange = 0
    var lastChange: Int?
    var nextSun = sun.firstIndex(atOrAfter: period.from)
    var lastSun: SunTransition?
    var daylight = sun.cursor()
    var entries = 0

    while rows.count < maximumRows {
      // The next row of each kind.
      let stepTime = nextStep < stepRows ? from + nextStep * step : nil
      var changeTime: Int?
      while nextChange < events.count {
        let event = events[nextChange]
        let time = event.time
        if placed[event.placed].kind == .from, time > from, time < to, time != lastChange,
          (time - from) % step != 0 || (time - from) / step >= stepRows
        {
          changeTime = time
          break
        }
        nextChange += 1
      }
      var sunRow: (time: Int, transition: SunTransition)?
      while nextSun < sun.transitions.count {
        let transition = sun.transitions[nextSun]
        guard transition.date < period.to else { break }
        if transition != lastSun, let second = seconds(transition.date) {
          sunRow = (second, transition)
          break
        }
        nextSun += 1
      }

      let kind: ForecastRow.Kind
      let time: Int
      if let stepTime, stepTime <= (changeTime ?? .max), stepTime <= (sunRow?.time ?? .max) {
        (kind, time) = (.step, stepTime)
        nextStep += 1
      } else if let changeTime, changeTime <= (sunRow?.time ?? .max) {
        (kind, time) = (.change, changeTime)
        lastChange = changeTime
        nextChange += 1
      } else if let sunRow {
        (kind, time) = (sunRow.transition.kind == .sunrise ? .sunrise : .sunset, sunRow.time)
        lastSun = sunRow.transition
        nextSun += 1
      } else {
        break
      }

      state.advance(to: time, events: events, placed: &placed, forecasts: taf.forecasts)
      // Counted before the row is built: each term is at most the number of change groups.
      entries += 1 + state.temporaries.count + state.inProgress.count + unplaced.count
      guard entries <= ForecastTimeline.maximumEntries else { return nil }
      state.refresh(placed: placed, forecasts: taf.forecasts)
      // One copy of the state's row (its arrays shared), then its own fields set in place.
      rows.append(state.row)
      let last = rows.count - 1
      rows[last].kind = kind
      rows[last].date = date(time)
      rows[last].isFromTime = state.lastFrom == time
      switch kind {
      case .sunrise: rows[last].isDaylight = true
      case .sunset: rows[last].isDaylight = false
      case .step, .change: rows[last].isDaylight = daylight.isDaylight(at: time)
      }
    }
    return (rows, unplaced)
  }

  /// What prevails as the sweep goes: the conditions, the groups covering the present, and the
  /// row they make (built again only after a change).
  struct State {
    var conditions: WeatherConditions
    /// Placed `BECMG` groups in progress, in TAF order.
    var inProgress: [Int] = []
    /// Placed temporary groups covering the present, in TAF order.
    var temporaries: [Int] = []
    /// The time of the last `FM` applied.
    var lastFrom: Int?
    /// The next event to apply.
    var nextEvent = 0
    /// The row for the present state (its kind, date, day and `FM` mark set by each row).
    var row: ForecastRow
    /// Whether an event has changed the state since ``row`` was made.
    var isStale = true
    /// The change groups that could not be placed: every row notes them (their time is unknown,
    /// so they may apply at any row), sharing this one array.
    let unplaced: [UnplacedChangeGroup]

    /// The validity, seconds since 1970: overlay windows are clamped to it.
    let from: Int
    let to: Int

    init(conditions: WeatherConditions, unplaced: [UnplacedChangeGroup], from: Int, to: Int) {
      self.conditions = conditions
      self.unplaced = unplaced
      self.from = from
      self.to = to
      row = ForecastRow(
        kind: .step, date: Date(timeIntervalSince1970: 0), isDaylight: false, prevailing: conditions,
        unplacedGroups: unplaced)
    }

    /// Applies every event at or before `time`.
    mutating func advance(to time: Int, events: [Event], placed: inout [Placed], forecasts: [TAFForecast]) {
      while nextEvent < events.count, events[nextEvent].time <= time {
        let event = events[nextEvent]
        nextEvent += 1
        let group = placed[event.placed]
        switch group.kind {
        case .from:
          conditions = forecasts[group.index].conditions
          lastFrom = event.time
          for i in placed.indices where placed[i].kind == .becoming && placed[i].index < group.index {
            if !placed[i].isCompleted { placed[i].isSuperseded = true }
          }
          inProgress.removeAll { placed[$0].index < group.index }
        case .becoming:
          guard !group.isSuperseded else { continue }
          if event.isEnd {
            inProgress.removeAll { $0 == event.placed }
            conditions = conditions.applying(forecasts[group.index].conditions)
            placed[event.placed].isCompleted = true
          } else {
            Self.insert(event.placed, into: &inProgress, placed: placed)
          }
        case .temporary, .probable, .intermittent:
          if event.isEnd {
            temporaries.removeAll { $0 == event.placed }
          } else {
            Self.insert(event.placed, into: &temporaries, placed: placed)
          }
        default:
          // `.base`, and kinds `place` leaves unplaced (`.kindUnknown`): never an event.
          continue
        }
        isStale = true
      }
    }

    /// Inserts a placed group into a list kept in TAF order.
    private static func insert(_ group: Int, into list: inout [Int], placed: [Placed]) {
      let position = list.firstIndex { placed[$0].index > placed[group].index } ?? list.count
      list.insert(group, at: position)
    }

    /// Makes ``row`` again after a change: the prevailing conditions, and the overlays and
    /// changes in progress with their resulting conditions, computed once for every row until
    /// the next change.
    mutating func refresh(placed: [Placed], forecasts: [TAFForecast]) {
      guard isStale else { return }
      isStale = false
      let (conditions, from, to) = (conditions, from, to)
      func overlay(_ i: Int) -> ForecastOverlay {
        let index = placed[i].index
        // A window reaching outside the validity is shown clamped to it, and flagged.
        let start = max(placed[i].start, from)
        let end = min(placed[i].end, to)
        return ForecastOverlay(
          kind: forecasts[index].kind, probability: forecasts[index].probability,
          start: _TimelineSweep.date(start), end: _TimelineSweep.date(end), conditions: forecasts[index].conditions,
          resulting: conditions.applying(forecasts[index].conditions),
          isWindowClamped: start != placed[i].start || end != placed[i].end)
      }
      row = ForecastRow(
        kind: .step, date: Date(timeIntervalSince1970: 0), isDaylight: false, prevailing: conditions,
        changesInProgress: inProgress.map(overlay), overlays: temporaries.map(overlay), unplacedGroups: unplaced)
    }
  }
}
