import Foundation

/// Sunrises and sunsets in time order, and whether it is day before the first: a timeline reads
/// day and night from this list with a cursor, never by evaluating the sun per row.
struct _SunSchedule {
  /// Time-ordered; finite dates only. May reach outside the validity.
  var transitions: [SunTransition]
  /// Whether it is day before the first transition (and throughout when there is none); `nil`
  /// when the sun is not known at all (``unknown``).
  var daylightBefore: Bool?

  /// No sun times: no sunrise or sunset rows, and no row knows whether it is day (a station
  /// whose position is not known).
  static let unknown = _SunSchedule(transitions: [], daylightWithoutTransitions: nil)

  /// `transitions` sorted (non-finite dates left out); before the first it is day when the
  /// first is a sunset, and with none `daylightWithoutTransitions` holds throughout.
  init(transitions: [SunTransition], daylightWithoutTransitions: Bool?) {
    var sorted = transitions
    if sorted.contains(where: { !$0.date.timeIntervalSince1970.isFinite }) {
      sorted.removeAll { !$0.date.timeIntervalSince1970.isFinite }
    }
    if !sorted.isEmpty { sorted.sort { $0.date < $1.date } }
    self.transitions = sorted
    daylightBefore = sorted.first.map { $0.kind == .sunset } ?? daylightWithoutTransitions
  }

  /// Index of the first transition at or after `date` (the count when there is none).
  func firstIndex(atOrAfter date: Date) -> Int {
    transitions.firstIndex { $0.date >= date } ?? transitions.count
  }

  /// A reader of day and night at nondecreasing times.
  func cursor() -> Cursor { Cursor(schedule: self) }

  /// Reads day and night at times that never go back, each transition passed once.
  struct Cursor {
    let schedule: _SunSchedule
    /// Transitions at or before the last time asked.
    var passed = 0

    /// Whether it is day at `seconds` since 1970: after the last transition at or before it, day
    /// when that was a sunrise; `nil` when the schedule does not know the sun.
    mutating func isDaylight(at seconds: Int) -> Bool? {
      let instant = Double(seconds)
      while passed < schedule.transitions.count,
        schedule.transitions[passed].date.timeIntervalSince1970 <= instant
      {
        passed += 1
      }
      return passed == 0 ? schedule.daylightBefore : schedule.transitions[passed - 1].kind == .sunrise
    }
  }
}
