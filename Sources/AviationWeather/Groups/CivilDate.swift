import Foundation

/// The library's one date routine: integer arithmetic on the proleptic Gregorian calendar in
/// UTC (days since 1970-01-01 to and from year, month and day; H. Hinnant's algorithms), and
/// the text forms built on it. No `Calendar`, no formatter: resolving a report's day and hour
/// and writing a resolved time stay cheap on the decoding and JSON paths. wxparse uses it too.
package enum _CivilDate {
  /// Days from 1970-01-01 to `year`-`month`-`day` (month 1–12; day 1 to the month's length).
  package static func days(year: Int, month: Int, day: Int) -> Int {
    let y = month <= 2 ? year - 1 : year
    let era = (y >= 0 ? y : y - 399) / 400
    let yearOfEra = y - era * 400
    let dayOfYear = (153 * (month > 2 ? month - 3 : month + 9) + 2) / 5 + day - 1
    let dayOfEra = yearOfEra * 365 + yearOfEra / 4 - yearOfEra / 100 + dayOfYear
    return era * 146_097 + dayOfEra - 719_468
  }

  /// The year, month (1–12) and day of the day `days` after 1970-01-01.
  package static func civil(days: Int) -> (year: Int, month: Int, day: Int) {
    let z = days + 719_468
    let era = (z >= 0 ? z : z - 146_096) / 146_097
    let dayOfEra = z - era * 146_097
    let yearOfEra = (dayOfEra - dayOfEra / 1460 + dayOfEra / 36_524 - dayOfEra / 146_096) / 365
    let dayOfYear = dayOfEra - (365 * yearOfEra + yearOfEra / 4 - yearOfEra / 100)
    let mp = (5 * dayOfYear + 2) / 153
    let day = dayOfYear - (153 * mp + 2) / 5 + 1
    let month = mp < 10 ? mp + 3 : mp - 9
    return (yearOfEra + era * 400 + (month <= 2 ? 1 : 0), month, day)
  }

  /// Whether `year` has a 29 February.
  static func isLeapYear(_ year: Int) -> Bool {
    (year % 4 == 0 && year % 100 != 0) || year % 400 == 0
  }

  /// The number of days in `month` (1–12) of `year`.
  static func daysInMonth(year: Int, month: Int) -> Int {
    switch month {
    case 2: return isLeapYear(year) ? 29 : 28
    case 4, 6, 9, 11: return 30
    default: return 31
    }
  }

  /// The month `offset` months after `month` (1–12) of `year`, across year ends.
  static func month(_ month: Int, of year: Int, adding offset: Int) -> (year: Int, month: Int) {
    let index = year * 12 + (month - 1) + offset
    let year = index >= 0 ? index / 12 : (index - 11) / 12
    return (year, index - year * 12 + 1)
  }

  /// The instant `hour`:`minute` UTC on `year`-`month`-`day` (hour 24 is the end of the day);
  /// `nil` when that month has no such day.
  package static func date(year: Int, month: Int, day: Int, hour: Int, minute: Int) -> Date? {
    guard (1...12).contains(month), day >= 1, day <= daysInMonth(year: year, month: month) else { return nil }
    let seconds = days(year: year, month: month, day: day) * 86_400 + hour * 3600 + minute * 60
    return Date(timeIntervalSince1970: Double(seconds))
  }

  /// The whole days since 1970-01-01 and the second of that day of `date` (fractions round
  /// down); `nil` for a date not finite or `limit` seconds or more from 1970 (by default
  /// about 30 million years).
  static func dayAndSecond(of date: Date, within limit: Double = 1e15) -> (days: Int, second: Int)? {
    wholeSeconds(date.timeIntervalSince1970, within: limit).map(dayAndSecond(ofSecond:))
  }

  /// The whole seconds of `interval` seconds since 1970 (fractions round down, before 1970 too);
  /// `nil` for an interval not finite or of `limit` seconds or more.
  static func wholeSeconds(_ interval: TimeInterval, within limit: Double = 1e15) -> Int? {
    guard interval.isFinite, abs(interval) < limit else { return nil }
    return Int(interval.rounded(.down))
  }

  /// The day and the second of that day (0–86 399) of `seconds` counted from 1970-01-01 00:00, in
  /// UTC or on a local clock (UTC seconds plus the zone's offset): floor division, so a second
  /// before 1970 falls on a day before day 0 (-1 is day -1, second 86 399).
  static func dayAndSecond(ofSecond seconds: Int) -> (days: Int, second: Int) {
    let second = ((seconds % 86_400) + 86_400) % 86_400
    return ((seconds - second) / 86_400, second)
  }

  /// The hour (0–23) and minute (0–59) of `secondOfDay` (0–86 399); seconds are dropped.
  static func hourAndMinute(ofSecond secondOfDay: Int) -> (hour: Int, minute: Int) {
    (secondOfDay / 3600, secondOfDay % 3600 / 60)
  }

  /// The day of the week of the day `days` after 1970-01-01: 0 Sunday … 6 Saturday.
  static func weekday(days: Int) -> Int {
    ((days % 7) + 7 + 4) % 7  // 1970-01-01 was a Thursday
  }

  /// `2026-12-01T01:51:00Z`: `date` in UTC to the second (fractions dropped, as Foundation's
  /// `Date.ISO8601FormatStyle` does); a year outside 1000–9999 is written as it is. A date
  /// ``dayAndSecond(of:)`` cannot place gives ``unplaced(_:)``.
  package static func iso8601(_ date: Date) -> String {
    guard let (days, second) = dayAndSecond(of: date) else { return unplaced(date) }
    let (year, month, day) = civil(days: days)
    let (hour, minute) = hourAndMinute(ofSecond: second)
    let sec = second % 60
    guard (1000...9999).contains(year) else {
      return "\(year)-\(twoDigits(month))-\(twoDigits(day))T\(twoDigits(hour)):\(twoDigits(minute)):\(twoDigits(sec))Z"
    }
    let template: StaticString = "0000-00-00T00:00:00Z"
    return String(unsafeUninitializedCapacity: 20) { buffer in
      for i in 0..<20 { buffer[i] = template.utf8Start[i] }
      func put(_ value: Int, _ width: Int, at index: Int) {
        var value = value
        for i in stride(from: index + width - 1, through: index, by: -1) {
          buffer[i] = asciiZero + UInt8(value % 10)
          value /= 10
        }
      }
      put(year, 4, at: 0)
      put(month, 2, at: 5)
      put(day, 2, at: 8)
      put(hour, 2, at: 11)
      put(minute, 2, at: 14)
      put(sec, 2, at: 17)
      return 20
    }
  }

  /// The instant `text` names in ``iso8601(_:)``'s form for the years 1000–9999
  /// (`2026-12-01T01:51:00Z`, every field in its range); `nil` for any other text.
  package static func parseISO8601(_ text: String) -> Date? {
    var text = text
    return text.withUTF8 { b -> Date? in
      guard b.count == 20, b[10] == asciiT, b[13] == asciiColon, b[16] == asciiColon, b[19] == asciiZ,
        let (year, month, day) = calendarDay(b), year >= 1000, let hour = digits(b, 11, 2), hour < 24,
        let minute = digits(b, 14, 2), minute < 60, let second = digits(b, 17, 2), second < 60,
        let midnight = date(year: year, month: month, day: day, hour: 0, minute: 0)
      else { return nil }
      return midnight.addingTimeInterval(Double(hour * 3600 + minute * 60 + second))
    }
  }

  /// Noon UTC on the day `text` names in the form `2026-11-23` (the middle of the day, so reports
  /// issued on either side of it resolve); `nil` for any other text or a year before `earliest`.
  package static func noon(ofISODate text: String, fromYear earliest: Int = 1) -> Date? {
    guard let (year, month, day) = parseISODate(text), year >= earliest else { return nil }
    return date(year: year, month: month, day: day, hour: 12, minute: 0)
  }

  /// The year, month and day `text` names in the form `2026-11-23` (four-digit year, the day
  /// within its month); `nil` for any other text.
  package static func parseISODate(_ text: String) -> (year: Int, month: Int, day: Int)? {
    var text = text
    return text.withUTF8 { b in b.count == 10 ? calendarDay(b) : nil }
  }

  /// The `YYYY-MM-DD` at the start of `b` when the day exists.
  private static func calendarDay(_ b: UnsafeBufferPointer<UInt8>) -> (year: Int, month: Int, day: Int)? {
    guard b.count >= 10, b[4] == asciiMinus, b[7] == asciiMinus, let year = digits(b, 0, 4),
      let month = digits(b, 5, 2), (1...12).contains(month), let day = digits(b, 8, 2), day >= 1,
      day <= daysInMonth(year: year, month: month)
    else { return nil }
    return (year, month, day)
  }

  /// The decimal number in `b[start..<start + width]`; `nil` when a byte there is not a digit.
  private static func digits(_ b: UnsafeBufferPointer<UInt8>, _ start: Int, _ width: Int) -> Int? {
    var value = 0
    for i in start..<(start + width) {
      guard b[i] >= asciiZero, b[i] <= asciiNine else { return nil }
      value = value * 10 + Int(b[i] - asciiZero)
    }
    return value
  }

  /// The text of a date ``dayAndSecond(of:)`` cannot place: its `description` when finite,
  /// `invalid date` otherwise (Foundation's description traps on NaN).
  private static func unplaced(_ date: Date) -> String {
    date.timeIntervalSince1970.isFinite ? "\(date)" : "invalid date"
  }

  /// `2026-11-09 14:00Z`: a UTC date to the minute for timeline descriptions; with an offset
  /// from UTC in seconds, the wall-clock time there and the offset (`2026-11-09 15:00+01:00`,
  /// `2026-11-09 19:30+05:30`, `2026-11-09 09:00-05:00`).
  static func timelineText(_ date: Date, offsetSeconds: Int? = nil) -> String {
    let offset = offsetSeconds.map { min(max($0, -86_400), 86_400) } ?? 0
    guard let (days, second) = dayAndSecond(of: date.addingTimeInterval(Double(offset))) else { return unplaced(date) }
    let (year, month, day) = civil(days: days)
    let (hour, minute) = hourAndMinute(ofSecond: second)
    let time = "\(year)-\(twoDigits(month))-\(twoDigits(day)) \(twoDigits(hour)):\(twoDigits(minute))"
    guard offsetSeconds != nil else { return time + "Z" }
    let minutes = abs(offset) / 60
    return time + (offset < 0 ? "-" : "+") + "\(twoDigits(minutes / 60)):\(twoDigits(minutes % 60))"
  }
}
