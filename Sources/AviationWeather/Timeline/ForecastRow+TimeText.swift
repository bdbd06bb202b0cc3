import Foundation

/// How a time of day is written: `14:05` or `2:05 PM`.
public enum ClockStyle: String, Sendable, Hashable, Codable, CaseIterable {
  /// `2:05 PM`, `12:00 AM` at midnight, `12:00 PM` at noon.
  case twelveHour
  /// `14:05`, `00:00` at midnight.
  case twentyFourHour

  /// The clock a person in `locale` expects, from its hour cycle (`Locale.hourCycle`): 12-hour
  /// for `en_US`, 24-hour for `en_GB`, `de_DE`, `fr_FR`, `es_ES`, `pt_BR`; a locale that names its
  /// cycle (`en_US@hours=h23`) gets that one.
  public init(locale: Locale) {
    switch locale.hourCycle {
    case .zeroToEleven, .oneToTwelve: self = .twelveHour
    case .zeroToTwentyThree, .oneToTwentyFour: self = .twentyFourHour
    @unknown default: self = .twentyFourHour
    }
  }

  /// The wall-clock time of `date` in `timeZone`, hours and minutes (seconds are dropped,
  /// as in the timeline's UTC times).
  ///
  /// A fixed format that does not depend on the device's locale: `07:20` and `14:05` in the
  /// 24-hour clock, `7:20 AM` and `2:05 PM` in the 12-hour clock, the offset of `timeZone`
  /// at that instant applied (daylight saving time included). For a person's locale use
  /// ``text(for:in:locale:)``.
  /// A date that cannot be placed (not finite, or more than about 30 million years from 1970)
  /// gives `--:--`.
  public func text(for date: Date, in timeZone: TimeZone) -> String {
    guard let utc = _CivilDate.wholeSeconds(date.timeIntervalSince1970) else { return "--:--" }
    let local = _CivilDate.dayAndSecond(ofSecond: utc + timeZone.secondsFromGMT(for: date))
    let (hour, minuteOfHour) = _CivilDate.hourAndMinute(ofSecond: local.second)
    let minute = twoDigits(minuteOfHour)
    switch self {
    case .twentyFourHour:
      return "\(twoDigits(hour)):\(minute)"
    case .twelveHour:
      let twelve = hour % 12 == 0 ? 12 : hour % 12
      return "\(twelve):\(minute) \(hour < 12 ? "AM" : "PM")"
    }
  }

  /// The wall-clock time of `date` in `timeZone` on this clock, as `locale` writes it: its digits,
  /// its hour pattern and its AM/PM words (`19:30` in `de_DE`, `7:30 PM` in `en_US` with
  /// Foundation's narrow space before `PM`, `19:30` and `7:30 p. m.` in `es_ES`).
  /// A date that cannot be placed gives `--:--`.
  public func text(for date: Date, in timeZone: TimeZone, locale: Locale) -> String {
    _LocalTimeText.format(date, template: self == .twelveHour ? "hmma" : "Hmm", timeZone: timeZone, locale: locale)
  }
}

/// Dates written with a locale's own patterns (`DateFormatter.dateFormat(fromTemplate:)`).
enum _LocalTimeText {
  /// `date` written with the locale's pattern for `template` in `timeZone`; `--:--` for a date
  /// that cannot be placed.
  static func format(_ date: Date, template: String, timeZone: TimeZone, locale: Locale) -> String {
    let interval = date.timeIntervalSince1970
    guard interval.isFinite, abs(interval) < 1e12 else { return "--:--" }
    let formatter = DateFormatter()
    formatter.locale = locale
    formatter.timeZone = timeZone
    formatter.calendar = Calendar(identifier: .gregorian)
    formatter.dateFormat = DateFormatter.dateFormat(fromTemplate: template, options: 0, locale: locale) ?? template
    return formatter.string(from: date)
  }

  /// Whether `a` and `b` fall on the same day in `timeZone`.
  static func sameDay(_ a: Date, _ b: Date, in timeZone: TimeZone) -> Bool {
    guard a.timeIntervalSince1970.isFinite, b.timeIntervalSince1970.isFinite else { return false }
    var calendar = Calendar(identifier: .gregorian)
    calendar.timeZone = timeZone
    return calendar.isDate(a, inSameDayAs: b)
  }
}

extension ForecastRow {
  /// The row's time of day in `timeZone` on `clock`: `14:00`, `2:00 PM`, `7:20 AM`.
  ///
  /// A fixed, locale-independent format (see ``ClockStyle/text(for:in:)``); the date's day is
  /// not included.
  ///
  /// ```swift
  /// let denver = TimeZone(identifier: "America/Denver") ?? .gmt
  /// row.timeText(in: denver, clock: .twelveHour)  // "5:00 AM" for a 12:00Z row in summer
  /// ```
  public func timeText(in timeZone: TimeZone, clock: ClockStyle) -> String {
    clock.text(for: date, in: timeZone)
  }

  /// The row's time of day in `timeZone` for a person in `locale`, with the day's short name
  /// where the day changes: when `previous` (the row shown before it) falls on another day in
  /// `timeZone`, the text starts with the weekday (`Fr. 00:00` in `de_DE`, `Fri 12:00 AM` in
  /// `en_US`); otherwise it is the time alone (`14:00`, `2:00 PM`). Pass `nil` as `previous` for
  /// the first row of a list (no day shown; put ``dayHeader(in:locale:)`` above the list).
  ///
  /// The clock is `clock`, or the locale's hour cycle (``ClockStyle/init(locale:)``) when `nil`;
  /// weekday names and the pattern are the locale's.
  ///
  /// ```swift
  /// var previous: ForecastRow?
  /// for row in timeline.rows(from: .now) {
  ///   print(row.timeText(in: zone, locale: locale, after: previous))  // "19:00", …, "Fr. 00:00"
  ///   previous = row
  /// }
  /// ```
  public func timeText(in timeZone: TimeZone, locale: Locale, clock: ClockStyle? = nil, after previous: ForecastRow?) -> String {
    let cycle = clock ?? ClockStyle(locale: locale)
    let time = cycle == .twelveHour ? "hmma" : "Hmm"
    let newDay = previous.map { !_LocalTimeText.sameDay($0.date, date, in: timeZone) } ?? false
    return _LocalTimeText.format(date, template: newDay ? "EEE" + time : time, timeZone: timeZone, locale: locale)
  }

  /// Whether this row falls on another day than `previous` in `timeZone` (where a list puts a
  /// ``dayHeader(in:locale:)``); `true` for the first row (`previous` `nil`).
  public func startsNewDay(after previous: ForecastRow?, in timeZone: TimeZone) -> Bool {
    guard let previous else { return true }
    return !_LocalTimeText.sameDay(previous.date, date, in: timeZone)
  }

  /// The row's day in `timeZone` as a heading in `locale`'s words and order, first letter in
  /// upper case: `Thursday, September 13`, `Donnerstag, 13. September`, `Jeudi 13 septembre`,
  /// `Jueves, 13 de septiembre`, `Quinta-feira, 13 de setembro`.
  public func dayHeader(in timeZone: TimeZone, locale: Locale) -> String {
    capitalizedFirstLetter(_LocalTimeText.format(date, template: "EEEEdMMMM", timeZone: timeZone, locale: locale))
  }
}
