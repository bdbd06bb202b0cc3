import Foundation

/// A TAF's period of validity, or a change group's time window: `1812/1918`, `3018/0124`,
/// and the older `181218` (one day, hours 12 to 18) and `1904` (hours only).
///
/// An hour of `24` ends the period at midnight. Old forms without a day have `nil` days;
/// ``dates(relativeTo:)`` places them from the start of the TAF's validity.
public struct TAFValidity: Sendable, Hashable, Codable {
  /// Start of the period.
  public var from: DayTime
  /// End of the period.
  public var to: DayTime

  /// Creates a period.
  public init(from: DayTime, to: DayTime) {
    self.from = from
    self.to = to
  }

  /// The start and end as instants, in the month nearest to `reference`; the end is
  /// placed after the start (so `3018/0124` crosses the month end).
  ///
  /// Returns `nil` when the start cannot be placed (a day that no nearby month has).
  public func dates(relativeTo reference: Date) -> (from: Date, to: Date)? {
    guard let start = TAFValidity.firstInstant(of: from, atOrAfter: nil, reference: reference) else { return nil }
    guard let end = TAFValidity.firstInstant(of: to, atOrAfter: start.addingTimeInterval(1), reference: start) else {
      return nil
    }
    return (start, end)
  }

  /// A change group's window as instants, for a TAF valid from `start`: `from` with a day in
  /// the month nearest `start`, without one (old `FMhhmm`, `HHHH`) first at or after `start`;
  /// `to` first after that. `nil` when `from` cannot be placed, or `to` is given and cannot be.
  static func place(from: DayTime, to: DayTime?, after start: Date) -> (from: Date, to: Date?)? {
    guard let startDate = firstInstant(of: from, atOrAfter: from.day == nil ? start : nil, reference: start) else {
      return nil
    }
    guard let to else { return (startDate, nil) }
    guard let endDate = firstInstant(of: to, atOrAfter: startDate.addingTimeInterval(1), reference: startDate) else {
      return nil
    }
    return (startDate, endDate)
  }

  /// The instant `time` names. Without a bound: the nearest to `reference`. With `notBefore`:
  /// the first such instant at or after it (a time without a day on the same or the next day,
  /// a time with a day in the same month as the bound or one of the two after it).
  static func firstInstant(of time: DayTime, atOrAfter notBefore: Date?, reference: Date) -> Date? {
    guard let notBefore else { return time.date(relativeTo: reference) }
    if time.day == nil {
      // The bound is a resolved date (within about 95 million years of 1970); 9e15 seconds
      // keeps every whole second exact in a `Double`.
      guard time.isValid, let (days, _) = _CivilDate.dayAndSecond(of: notBefore, within: 9e15) else { return nil }
      var candidate = Date(timeIntervalSince1970: Double(days * 86_400 + time.hour * 3600 + time.minute * 60))
      if candidate < notBefore { candidate.addTimeInterval(86_400) }
      return candidate
    }
    // Try the bound's month and the next two: `time.date(relativeTo:)` picks the month
    // nearest its reference, so a reference in the middle of each month selects it.
    guard let nearest = time.date(relativeTo: reference) else { return nil }
    if nearest >= notBefore { return nearest }
    var probe = notBefore
    for _ in 0..<3 {
      if let candidate = time.date(relativeTo: probe), candidate >= notBefore { return candidate }
      probe.addTimeInterval(15 * 86_400)
    }
    return nil
  }
}

extension TAFValidity: CustomStringConvertible {
  /// "from day 18 12:00Z to day 19 18:00Z".
  public var description: String { "from \(from) to \(to)" }
}
