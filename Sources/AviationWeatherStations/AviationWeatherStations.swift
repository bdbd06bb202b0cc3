import AviationWeather
import Foundation

/// The world's aerodromes as a ``AviationWeather/StationDirectory``: ICAO identifier, name,
/// position, elevation, IANA time zone, country, state or province, IATA and FAA identifiers.
///
/// The data is the `airportsdata` table (MIT licence, see NOTICE), compiled into the binary
/// as one compact string and parsed on first use (about 23,700 stations; see the README for
/// the cost). Stations carry no product list (``AviationWeather/Station/products`` is empty):
/// the table says where an aerodrome is, not which reports it issues.
///
/// ```swift
/// import AviationWeatherStations
///
/// let heathrow = AviationWeatherStations.directory["EGLL"]
/// heathrow?.timeZone  // Europe/London
/// ```
public enum AviationWeatherStations {
  /// The bundled directory, parsed on first use (thread-safe; later uses cost nothing).
  public static let directory: StationDirectory = StationDirectory(
    stations: _parseStationTable(_stationTable),
    dataVersion: StationDirectory.DataVersion(source: _stationTableVersion, date: _stationTableDate))
}

extension StationDirectory {
  /// The directory bundled with the `AviationWeatherStations` product
  /// (``AviationWeatherStations/directory``).
  public static var bundled: StationDirectory { AviationWeatherStations.directory }
}
