import Foundation

/// A weather station as the data API's `stationinfo` endpoint describes it, or as a
/// ``StationDirectory`` knows it.
public struct Station: Sendable, Hashable, Codable {
  /// A kind of report a station issues (the service's `siteType` entries).
  public struct Product: Sendable, Hashable, Codable, CustomStringConvertible {
    /// The name as the service writes it (`METAR`, `TAF`, `rawinsonde`, ...).
    public var name: String
    /// Creates a product from the service's name.
    public init(_ name: String) { self.name = name }

    /// Routine and special observations (METAR/SPECI).
    public static let metar = Product("METAR")
    /// Terminal aerodrome forecasts.
    public static let taf = Product("TAF")

    /// The name.
    public var description: String { name }
  }

  /// ICAO identifier (`EGPF`).
  public var icaoID: String
  /// IATA identifier (`GLA`), when the station has one.
  public var iataID: String?
  /// FAA identifier (US stations), when the station has one.
  public var faaID: String?
  /// WMO index number, when the station has one.
  public var wmoID: String?
  /// Site name (`Glasgow Intl`).
  public var name: String
  /// State or province, when given.
  public var state: String?
  /// Two-letter country code, when given.
  public var country: String?
  /// Latitude in degrees, north positive.
  public var latitude: Double
  /// Longitude in degrees, east positive.
  public var longitude: Double
  /// Elevation above mean sea level (the service gives metres), when given.
  public var elevation: Distance?
  /// The reports the station issues (empty when not known, as in a ``StationDirectory``).
  public var products: [Product]
  /// The IANA time-zone identifier of the station's local time (`Europe/London`), when known.
  ///
  /// The data API does not give one; a ``StationDirectory`` does
  /// (``StationDirectory/completing(_:)`` fills it in). `nil` in JSON written before it existed.
  public var timeZoneIdentifier: String?

  /// Creates a station.
  public init(
    icaoID: String, iataID: String? = nil, faaID: String? = nil, wmoID: String? = nil, name: String,
    state: String? = nil, country: String? = nil, latitude: Double, longitude: Double, elevation: Distance? = nil,
    products: [Product], timeZoneIdentifier: String? = nil
  ) {
    self.icaoID = icaoID
    self.iataID = iataID
    self.faaID = faaID
    self.wmoID = wmoID
    self.name = name
    self.state = state
    self.country = country
    self.latitude = latitude
    self.longitude = longitude
    self.elevation = elevation
    self.products = products
    self.timeZoneIdentifier = timeZoneIdentifier
  }

  /// The station's local time zone (from ``timeZoneIdentifier``); `nil` when no identifier is
  /// known or Foundation does not know it.
  public var timeZone: TimeZone? { timeZoneIdentifier.flatMap(TimeZone.init(identifier:)) }

  /// Whether the station issues METARs.
  public var hasMETAR: Bool { products.contains(.metar) }
  /// Whether the station issues TAFs.
  public var hasTAF: Bool { products.contains(.taf) }

  /// Great-circle distance from a position to the station (haversine, mean Earth radius 6371.0088 km).
  public func distance(fromLatitude latitude: Double, longitude: Double) -> Distance {
    Distance(
      _greatCircleKilometers(
        latitude1: latitude, longitude1: longitude, latitude2: self.latitude, longitude2: self.longitude),
      .kilometers)
  }
}

extension Station: CustomStringConvertible {
  /// `EGPF Glasgow Intl (55.872, -4.433), 8 m, METAR TAF` (control characters from the
  /// service's text escaped).
  public var description: String {
    var text = "\(_printable(icaoID)) \(_printable(name)) (\(_formatCoordinate(latitude)), \(_formatCoordinate(longitude)))"
    if let elevation { text += ", \(formatNumber(elevation.meters, grouping: false)) m" }
    if !products.isEmpty { text += ", " + _printable(products.map(\.name).joined(separator: " ")) }
    return text
  }
}
