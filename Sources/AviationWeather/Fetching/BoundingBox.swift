import Foundation

/// A latitude/longitude box, as the data API's `bbox` parameter takes it.
public struct BoundingBox: Sendable, Hashable, Codable {
  /// Southern edge, degrees.
  public var minLatitude: Double
  /// Western edge, degrees.
  public var minLongitude: Double
  /// Northern edge, degrees.
  public var maxLatitude: Double
  /// Eastern edge, degrees.
  public var maxLongitude: Double

  /// Creates a box from its edges.
  public init(minLatitude: Double, minLongitude: Double, maxLatitude: Double, maxLongitude: Double) {
    self.minLatitude = minLatitude
    self.minLongitude = minLongitude
    self.maxLatitude = maxLatitude
    self.maxLongitude = maxLongitude
  }

  /// The smallest box holding every point within `radius` of a position (edges clamped to ±90° and ±180°).
  ///
  /// Latitude spans `radius / R` radians each way; longitude spans that divided by the cosine
  /// of the latitude nearer the pole, and the whole circle of longitudes when the circle
  /// reaches a pole or the cosine is tiny. A box that would cross the 180° meridian is widened
  /// to the full range of longitudes (the service takes no wrapping box).
  public init(around latitude: Double, longitude: Double, radius: Distance) {
    let degreesPerRadian = 180 / Double.pi
    let span = max(0, radius.kilometers) / _earthRadiusKilometers * degreesPerRadian
    let south = max(-90, latitude - span)
    let north = min(90, latitude + span)
    let poleward = max(abs(south), abs(north))
    let cosine = cos(poleward * Double.pi / 180)
    var west = -180.0
    var east = 180.0
    if north < 90, south > -90, cosine > 0.01 {
      let lonSpan = span / cosine
      if longitude - lonSpan >= -180, longitude + lonSpan <= 180 {
        west = longitude - lonSpan
        east = longitude + lonSpan
      }
    }
    self.init(minLatitude: south, minLongitude: west, maxLatitude: north, maxLongitude: east)
  }

  /// The `bbox` parameter value: `minLat,minLon,maxLat,maxLon`, rounded to 4 decimals.
  public var queryValue: String {
    [minLatitude, minLongitude, maxLatitude, maxLongitude].map(_formatCoordinate).joined(separator: ",")
  }

  /// Whether a position lies in the box (edges included).
  public func contains(latitude: Double, longitude: Double) -> Bool {
    latitude >= minLatitude && latitude <= maxLatitude && longitude >= minLongitude && longitude <= maxLongitude
  }
}

extension BoundingBox: CustomStringConvertible {
  /// `lat 54.6..57.3, lon -5.6..-0.8`.
  public var description: String {
    "lat \(_formatCoordinate(minLatitude))..\(_formatCoordinate(maxLatitude)), "
      + "lon \(_formatCoordinate(minLongitude))..\(_formatCoordinate(maxLongitude))"
  }
}
