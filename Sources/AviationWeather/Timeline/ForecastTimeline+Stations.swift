import Foundation

extension ForecastTimeline {
  /// Builds the timeline with sun times computed at the TAF's station, as `stations` knows its
  /// position (``init(taf:referenceDate:latitude:longitude:step:)``); for a station `stations`
  /// does not know, the same rows without sun times (``init(taf:referenceDate:step:)``: no
  /// sunrise or sunset rows, ``hasSunTimes`` false).
  ///
  /// Sunrise and sunset are the sea-level standard ones (the Sun's centre 0.833° below the
  /// horizon, as almanacs publish them): the station's elevation is not used.
  /// - Returns: `nil` in every case the position-taking initializer returns `nil` (NIL, cancelled
  ///   or unavailable forecasts, no validity period, too many entries); never for an unknown
  ///   station.
  public init?(taf: TAF, referenceDate: Date, stations: StationDirectory, step: TimeInterval = 3600) {
    guard let station = stations[taf.station] else {
      self.init(taf: taf, referenceDate: referenceDate, step: step)
      return
    }
    self.init(
      taf: taf, referenceDate: referenceDate, latitude: station.latitude, longitude: station.longitude, step: step)
  }
}
