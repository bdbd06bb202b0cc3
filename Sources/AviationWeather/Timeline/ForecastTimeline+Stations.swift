import Foundation

extension ForecastTimeline {
  /// Builds the timeline with sun times computed at the TAF's station, as `stations` knows its
  /// position (``init(taf:referenceDate:latitude:longitude:step:)``).
  ///
  /// Sunrise and sunset are the sea-level standard ones (the Sun's centre 0.833° below the
  /// horizon, as almanacs publish them): the station's elevation is not used.
  /// - Returns: `nil` when the directory does not know the station, and in every case the
  ///   position-taking initializer returns `nil`.
  public init?(taf: TAF, referenceDate: Date, stations: StationDirectory, step: TimeInterval = 3600) {
    guard let station = stations[taf.station] else { return nil }
    self.init(
      taf: taf, referenceDate: referenceDate, latitude: station.latitude, longitude: station.longitude, step: step)
  }
}
