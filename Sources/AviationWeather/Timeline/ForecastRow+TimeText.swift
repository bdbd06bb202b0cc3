import Foundation

/// How a time of day is written: `14:05` or `2:05 PM`.
public enum ClockStyle: String, Sendable, Hashable, Codable, CaseIterable {
  /// `2:05 PM`, `12:00 AM` at midnight, `12:00 PM` at noon.
  case twelveHour
  /// `14:05`, `00:00` at midnight.
  case twentyFourHour

  /// The wall-clock time of `date` in `timeZone`, hours and minutes (seconds are dropped,
  /// as in the timeline's UTC times).
  ///
  /// A fixed format that does not depend on the device's locale: `07:20` and `14:05` in the
  /// 24-hour clock, `7:20 AM` and `2:05 PM` in the 12-hour clock, the offset of `timeZone`
  /// at that instant applied (daylight saving time included). For a localized text use
  /// Foundation's `date.formatted(.dateTime.hour().minute())` instead.
  /// A date that cannot be placed (not finite, or more than about 30 million years from 1970)
  /// gives `--:--`.
  public func text(for date: Date, in timeZone: TimeZone) -> String {
    let interval = date.timeIntervalSince1970
    guard interval.isFinite, abs(interval) < 1e15 else { return "--:--" }
    let local = Int(interval.rounded(.down)) + timeZone.secondsFromGMT(for: date)
    var secondOfDay = local % 86_400
    if secondOfDay < 0 { secondOfDay += 86_400 }
    let hour = secondOfDay / 3600
    let minute = twoDigits(secondOfDay % 3600 / 60)
    switch self {
    case .twentyFourHour:
      return "\(twoDigits(hour)):\(minute)"
    case .twelveHour:
      let twelve = hour % 12 == 0 ? 12 : hour % 12
      return "\(twelve):\(minute) \(hour < 12 ? "AM" : "PM")"
    }
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
}
