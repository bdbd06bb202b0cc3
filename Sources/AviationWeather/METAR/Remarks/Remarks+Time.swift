extension Remarks {
  /// A time in a remark: minutes past the hour (`B15`, `WSHFT 30`), with the hour when given
  /// (`B1856`, `PK WND 28045/1955`). Remarks never carry a day.
  public struct Time: Sendable, Hashable, Codable {
    /// Hour, 0–23 (UTC); `nil` when only minutes were reported (the hour of the observation,
    /// or the hour before when the minutes are later than the observation's).
    public var hour: Int?
    /// Minute, 0–59.
    public var minute: Int

    /// Creates a remark time.
    public init(hour: Int?, minute: Int) {
      self.hour = hour
      self.minute = minute
    }

    /// The time as a ``DayTime`` without a day, taking a missing hour from the observation time:
    /// the observation's hour, or the hour before when `minute` is later than the observation's.
    public func dayTime(observedAt observation: DayTime) -> DayTime {
      if let hour { return DayTime(day: nil, hour: hour, minute: minute) }
      let hour = minute > observation.minute ? (observation.hour + 23) % 24 : observation.hour % 24
      return DayTime(day: nil, hour: hour, minute: minute)
    }
  }
}

extension Remarks.Time: CustomStringConvertible {
  /// `18:56Z`, or `:15` (minutes past the hour) when there is no hour.
  public var description: String {
    guard let hour else { return ":\(twoDigits(minute))" }
    return "\(twoDigits(hour)):\(twoDigits(minute))Z"
  }
}

extension Remarks.Time {
  /// Decodes `mm` or `hhmm` filling the whole of `b`.
  static func decode(_ b: _Bytes) -> Remarks.Time? {
    switch b.count {
    case 2:
      guard let minute = b.digits(at: 0, width: 2), minute <= 59 else { return nil }
      return Remarks.Time(hour: nil, minute: minute)
    case 4:
      guard let hour = b.digits(at: 0, width: 2), let minute = b.digits(at: 2, width: 2), hour <= 23, minute <= 59
      else { return nil }
      return Remarks.Time(hour: hour, minute: minute)
    default:
      return nil
    }
  }
}
