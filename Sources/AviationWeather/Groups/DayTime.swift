/// A day-of-month and UTC time as reports write it (`221651Z`, `FM1230`, `0918/1024`).
///
/// Reports carry no month or year: resolve a `DayTime` to a `Date` with
/// ``date(relativeTo:)`` and a reference date close to when the report was issued.
public struct DayTime: Sendable, Hashable, Codable {
  /// Day of the month, 1–31; `nil` for times that carry only hours and minutes (`TL1830`).
  public var day: Int?
  /// Hour, 0–24 (`24` ends a TAF validity period at midnight).
  public var hour: Int
  /// Minute, 0–59.
  public var minute: Int

  /// Creates a day-time.
  public init(day: Int?, hour: Int, minute: Int) {
    self.day = day
    self.hour = hour
    self.minute = minute
  }
}

extension DayTime: CustomStringConvertible {
  /// `day 22 16:51Z`, or `16:51Z` when there is no day.
  public var description: String {
    let time = "\(twoDigits(hour)):\(twoDigits(minute))Z"
    guard let day else { return time }
    return "day \(day) \(time)"
  }
}

/// `7` → `07`.
func twoDigits(_ n: Int) -> String { n < 10 && n >= 0 ? "0\(n)" : String(n) }

extension DayTime {
  /// The bytes of `DDHHMMZ`.
  static let observationTimeLength = 7

  /// Decodes `DDHHMMZ` (the `Z` may be missing when `requireZ` is false).
  static func decodeObservationTime(_ b: _Bytes, requireZ: Bool = true) -> DayTime? {
    if b.count == observationTimeLength {
      guard b[observationTimeLength - 1] == asciiZ else { return nil }
    } else if requireZ || b.count != observationTimeLength - 1 {
      return nil
    }
    guard let day = b.digits(at: 0, width: 2), let hour = b.digits(at: 2, width: 2),
      let minute = b.digits(at: 4, width: 2)
    else { return nil }
    guard (1...31).contains(day), hour <= 24, minute <= 59 else { return nil }
    return DayTime(day: day, hour: hour, minute: minute)
  }

  /// Decodes `HHMM` at `index` (trend times: `FM1230`, `TL1300`, `AT1200`).
  static func decodeHourMinute(_ b: _Bytes, at index: Int) -> DayTime? {
    guard let hour = b.digits(at: index, width: 2), let minute = b.digits(at: index + 2, width: 2),
      hour <= 24, minute <= 59
    else { return nil }
    return DayTime(day: nil, hour: hour, minute: minute)
  }
}
