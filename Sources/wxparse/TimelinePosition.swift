import AviationWeather
import AviationWeatherStations

extension CommandLineOptions {
  /// Where `--timeline` computes a TAF's sunrise and sunset: `--lat`/`--lon` when given, else
  /// the station's position in the bundled station directory; `nil` when neither knows it.
  func timelinePosition(station: String) -> (latitude: Double, longitude: Double)? {
    if let latitude, let longitude { return (latitude, longitude) }
    guard let known = AviationWeatherStations.directory[station] else { return nil }
    return (known.latitude, known.longitude)
  }

  /// The station the bundled directory knows for `station`, for the picture's title and its
  /// default time zone; `nil` when `--lat`/`--lon` say where the TAF is (the directory is then
  /// not consulted at all) or the directory does not know it.
  func directoryStation(_ station: String) -> Station? {
    if latitude != nil, longitude != nil { return nil }
    return AviationWeatherStations.directory[station]
  }

  /// The warning, once per station and run, for a TAF whose station the directory does not know
  /// (without `--lat`/`--lon`): its timeline is written without sunrise and sunset rows.
  /// `station` is a decoded TAF's (four letters and digits, `TAF.station`), so the line is
  /// plain ASCII.
  static func noPositionWarning(_ station: String) -> String {
    "warning: station \(_printable(station)) is not in the station directory: its timelines have no sunrise or"
      + " sunset rows (--lat and --lon give a position)"
  }
}
