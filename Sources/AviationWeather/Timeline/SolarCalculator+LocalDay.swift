import Foundation

extension SolarCalculator {
  /// Sun events for the calendar day in `timeZone` that contains `date`, at a position.
  ///
  /// The day runs from local midnight to the next local midnight, so it lasts 23 or 25
  /// hours when the clocks change. The first sunrise and the first sunset of that day
  /// are reported; `.polarDay` or `.polarNight` when the sun stays on one side of the
  /// horizon all day. Latitude and longitude are in degrees, north and east positive,
  /// handled as in ``events(latitude:longitude:on:)``; invalid input yields `.polarNight`.
  ///
  /// ```swift
  /// let denver = TimeZone(identifier: "America/Denver") ?? .gmt
  /// let today = SolarCalculator().events(latitude: 39.86, longitude: -104.67, onDayOf: .now, in: denver)
  /// ```
  public func events(latitude: Double, longitude: Double, onDayOf date: Date, in timeZone: TimeZone) -> SunEvents {
    guard let place = Place(latitude: latitude, longitude: longitude),
      let day = Self.localDay(containing: date, in: timeZone)
    else { return .polarNight }
    return Self.events(of: place, from: day.start, to: day.end)
  }

  /// Local midnight to local midnight around `date` in `timeZone`, in seconds since 1970.
  static func localDay(containing date: Date, in timeZone: TimeZone) -> (start: Double, end: Double)? {
    let instant = date.timeIntervalSince1970
    guard isValid(instant) else { return nil }
    var calendar = Calendar(identifier: .gregorian)
    calendar.timeZone = timeZone
    guard let interval = calendar.dateInterval(of: .day, for: date) else { return nil }
    let start = interval.start.timeIntervalSince1970
    let end = interval.end.timeIntervalSince1970
    guard isValid(start), isValid(end), start <= instant, instant < end else { return nil }
    return (start, end)
  }
}
