import Foundation

extension DayTime {
  /// The instant this day-time names, in the month nearest to `reference`.
  ///
  /// Reports give only the day of the month; the month and year come from the
  /// reference date (usually "now" or the time the report was received). The
  /// candidate in the reference month, the month before and the month after that
  /// lies nearest to `reference` wins, so a report from the 31st read on the 1st
  /// belongs to the previous month, across year ends too. Hour `24` is midnight
  /// at the end of the day. Without a day, the nearest such time to `reference` is used.
  /// Returns `nil` only if no nearby month has the day (never for days 1–28).
  public func date(relativeTo reference: Date) -> Date? {
    let calendar = DayTime.utcCalendar
    let parts = calendar.dateComponents([.year, .month, .day], from: reference)
    guard let year = parts.year, let month = parts.month, let refDay = parts.day else { return nil }
    var best: Date?
    if let day {
      for monthOffset in -1...1 {
        var m = month + monthOffset
        var y = year
        if m < 1 { m = 12; y -= 1 }
        if m > 12 { m = 1; y += 1 }
        guard let candidate = DayTime.makeDate(calendar, y, m, day, hour, minute) else { continue }
        if let current = best, abs(current.timeIntervalSince(reference)) <= abs(candidate.timeIntervalSince(reference))
        {
          continue
        }
        best = candidate
      }
    } else {
      for dayOffset in -1...1 {
        guard let midnight = DayTime.makeDate(calendar, year, month, refDay, 0, 0) else { continue }
        let candidate = midnight.addingTimeInterval(
          Double(dayOffset) * 86_400 + Double(hour) * 3600 + Double(minute) * 60)
        if let current = best, abs(current.timeIntervalSince(reference)) <= abs(candidate.timeIntervalSince(reference))
        {
          continue
        }
        best = candidate
      }
    }
    return best
  }

  private static let utcCalendar: Calendar = {
    var calendar = Calendar(identifier: .gregorian)
    calendar.timeZone = TimeZone(secondsFromGMT: 0) ?? calendar.timeZone
    return calendar
  }()

  /// The date for the parts, or `nil` when the day does not exist in that month.
  private static func makeDate(_ calendar: Calendar, _ y: Int, _ m: Int, _ d: Int, _ h: Int, _ min: Int) -> Date? {
    let daysInMonth: Int
    switch m {
    case 2: daysInMonth = (y % 4 == 0 && y % 100 != 0) || y % 400 == 0 ? 29 : 28
    case 4, 6, 9, 11: daysInMonth = 30
    default: daysInMonth = 31
    }
    guard d >= 1, d <= daysInMonth else { return nil }
    let components = DateComponents(year: y, month: m, day: d, hour: 0, minute: 0)
    guard let midnight = calendar.date(from: components) else { return nil }
    return midnight.addingTimeInterval(Double(h) * 3600 + Double(min) * 60)
  }
}
