import Foundation

/// A station and how far it is from the position asked about.
public struct NearbyStation: Sendable, Hashable, Codable {
  /// The station.
  public var station: Station
  /// Great-circle distance from the position.
  public var distance: Distance

  /// Creates an entry.
  public init(station: Station, distance: Distance) {
    self.station = station
    self.distance = distance
  }
}

extension NearbyStation: CustomStringConvertible {
  /// `EGPF Glasgow Intl, 79.2 km`.
  public var description: String {
    "\(_printable(station.icaoID)) \(_printable(station.name)), \(_formatKilometers(distance))"
  }
}
