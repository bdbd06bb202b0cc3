import Foundation

extension NearbyWeather {
  /// The next sunrise and sunset at the position after `instant` (by default the answer's
  /// ``date``), with polar day and night stated: at 6 am in Colorado this is the coming
  /// evening's sunset, where ``sun`` (the UTC day's events) may give yesterday's.
  ///
  /// Computed on the device with ``SolarCalculator/nextEvents(latitude:longitude:after:)``.
  public func nextSunEvents(after instant: Date? = nil) -> NextSunEvents {
    SolarCalculator().nextEvents(latitude: latitude, longitude: longitude, after: instant ?? date)
  }

  /// Sunrise and sunset at the position on the local calendar day in `timeZone` that contains
  /// `instant` (by default the answer's ``date``), or the polar day or night that fills it.
  ///
  /// `timeZone` defaults to the stations' zone (``timeZone``), and to UTC when that is unknown.
  /// Computed on the device with ``SolarCalculator/events(latitude:longitude:onDayOf:in:)``.
  public func sunEvents(onDayOf instant: Date? = nil, in timeZone: TimeZone? = nil) -> SunEvents {
    SolarCalculator().events(
      latitude: latitude, longitude: longitude, onDayOf: instant ?? date,
      in: timeZone ?? self.timeZone ?? TimeZone(secondsFromGMT: 0) ?? .gmt)
  }

  /// The local time zone of the reports: the TAF's station's, else the METAR's station's
  /// (``Station/timeZone``, known when the client has a ``AviationWeatherClient/stationDirectory``);
  /// `nil` when neither is known.
  public var timeZone: TimeZone? { taf?.station.timeZone ?? metar?.station.timeZone }
}
