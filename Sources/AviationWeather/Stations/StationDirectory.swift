import Foundation

/// Weather stations by ICAO identifier, with their place, elevation and time zone: look one
/// up, find the nearest to a position, or those within a radius.
///
/// A directory is an immutable value. The `AviationWeatherStations` product bundles one
/// (`AviationWeatherStations.directory`, the world's aerodromes from the `airportsdata` table);
/// an app can build its own from any stations it has:
///
/// ```swift
/// let mine = StationDirectory(stations: [
///   Station(icaoID: "EGPF", name: "Glasgow", latitude: 55.8719, longitude: -4.4331, products: [],
///           timeZoneIdentifier: "Europe/London")
/// ])
/// mine["EGPF"]?.timeZone                                   // Europe/London
/// mine.nearest(toLatitude: 55.95, longitude: -3.19, count: 1)  // EGPF, 79.2 km
/// ```
///
/// Lookups take constant time (a hash table); nearest and radius queries use a spatial index
/// (a k-d tree over the positions on the sphere) and measure great-circle distance with the
/// haversine formula, as ``Station/distance(fromLatitude:longitude:)`` does.
public struct StationDirectory: Sendable {
  /// Where a directory's data came from, and how fresh it is.
  public struct DataVersion: Sendable, Hashable, Codable, CustomStringConvertible {
    /// The source and its release (`airportsdata 20260905`).
    public var source: String
    /// The release's date, ISO 8601 (`2026-09-05`), when known.
    public var date: String?

    /// Creates a version.
    public init(source: String, date: String? = nil) {
      self.source = source
      self.date = date
    }

    /// `airportsdata 20260905 (2026-09-05)`.
    public var description: String { date.map { "\(source) (\($0))" } ?? source }
  }

  /// Where the data came from, and how fresh it is.
  public let dataVersion: DataVersion
  let store: _StationStore

  /// Creates a directory from stations.
  ///
  /// When two stations have the same identifier, the first one is kept. A station whose
  /// position is not finite or whose latitude is outside −90...90 can be looked up but is
  /// never among the nearest.
  /// - Parameters:
  ///   - stations: The stations, in any order.
  ///   - dataVersion: Where they came from (default: `app`, no date).
  public init(stations: some Sequence<Station>, dataVersion: DataVersion = DataVersion(source: "app")) {
    self.dataVersion = dataVersion
    self.store = _StationStore(stations)
  }

  /// How many stations the directory holds.
  public var count: Int { store.stations.count }

  /// Every station, ordered by identifier.
  public var stations: [Station] { store.stations }

  /// The station with this ICAO identifier (exact, case-sensitive: `EGLL`); `nil` when the
  /// directory does not know it.
  public subscript(icaoID: String) -> Station? {
    guard let index = store.indexByID[icaoID] else { return nil }
    return store.stations[Int(index)]
  }

  /// Whether the directory knows the identifier.
  public func contains(_ icaoID: String) -> Bool { store.indexByID[icaoID] != nil }

  /// The station with what the directory knows added: its time zone, and any of IATA and FAA
  /// identifiers, state, country and elevation that `station` lacks. Values `station` has win
  /// (the data API's answer is newer than a bundled table). A station the directory does not
  /// know comes back unchanged.
  public func completing(_ station: Station) -> Station {
    guard let known = self[station.icaoID] else { return station }
    var result = station
    if result.timeZoneIdentifier == nil { result.timeZoneIdentifier = known.timeZoneIdentifier }
    if result.iataID == nil { result.iataID = known.iataID }
    if result.faaID == nil { result.faaID = known.faaID }
    if result.state == nil { result.state = known.state }
    if result.country == nil { result.country = known.country }
    if result.elevation == nil { result.elevation = known.elevation }
    return result
  }
}

extension StationDirectory: CustomStringConvertible {
  /// `StationDirectory of 23687 stations, airportsdata 20260905 (2026-09-05)`.
  public var description: String { "StationDirectory of \(count) stations, \(dataVersion)" }
}

/// The directory's storage: the stations and their indexes, built once.
final class _StationStore: Sendable {
  /// The stations, ordered by identifier.
  let stations: [Station]
  /// Position in `stations` by identifier.
  let indexByID: [String: Int32]
  /// Latitudes, beside `stations` (read by the queries without touching the stations).
  let latitudes: [Double]
  /// Longitudes, beside `stations`.
  let longitudes: [Double]
  /// The spatial index.
  let tree: _StationTree

  init(_ input: some Sequence<Station>) {
    var seen = Set<String>()
    var unique: [Station] = []
    unique.reserveCapacity(input.underestimatedCount)
    for station in input where seen.insert(station.icaoID).inserted { unique.append(station) }
    // Already ordered when it comes from the bundled table; sorting is then a single pass.
    if !zip(unique, unique.dropFirst()).allSatisfy({ $0.icaoID < $1.icaoID }) {
      unique.sort { $0.icaoID < $1.icaoID }
    }
    var index: [String: Int32] = [:]
    index.reserveCapacity(unique.count)
    for (i, station) in unique.enumerated() { index[station.icaoID] = Int32(truncatingIfNeeded: i) }
    stations = unique
    indexByID = index
    latitudes = unique.map(\.latitude)
    longitudes = unique.map(\.longitude)
    tree = _StationTree(latitudes: latitudes, longitudes: longitudes)
  }
}
