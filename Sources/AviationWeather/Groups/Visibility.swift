/// Whether a reported value is exact or a bound (`M1/4SM`, `P6SM`, `M0050`, `P2000`).
public enum ValueQualifier: String, Sendable, Hashable, Codable, CaseIterable {
  /// The value as given.
  case exactly
  /// `M`: less than the value.
  case lessThan
  /// `P`, or `9999` for 10 km and more: more than the value.
  case greaterThan
}

/// One of the eight compass directions a directional visibility names.
public enum CompassDirection: String, Sendable, Hashable, Codable, CaseIterable {
  /// `N`
  case north = "N"
  /// `NE`
  case northEast = "NE"
  /// `E`
  case east = "E"
  /// `SE`
  case southEast = "SE"
  /// `S`
  case south = "S"
  /// `SW`
  case southWest = "SW"
  /// `W`
  case west = "W"
  /// `NW`
  case northWest = "NW"
}

/// Horizontal visibility: `10SM`, `1 1/2SM`, `M1/4SM`, `P6SM`, `9999`, `0800`, `4000NE`, `9999NDV`, `////`.
///
/// `CAVOK` is not a visibility value; it is recorded on ``WeatherConditions/isCAVOK``.
public struct Visibility: Sendable, Hashable, Codable {
  /// The distance in the reported unit; `nil` when not reported (`////`).
  public var distance: Distance?
  /// Whether the distance is exact or a bound.
  public var qualifier: ValueQualifier
  /// The direction this visibility applies to (`4000NE`), if given.
  public var direction: CompassDirection?
  /// `NDV`: the station cannot report directional variations.
  public var noDirectionalVariation: Bool

  /// Creates a visibility.
  public init(
    distance: Distance?, qualifier: ValueQualifier = .exactly, direction: CompassDirection? = nil,
    noDirectionalVariation: Bool = false
  ) {
    self.distance = distance
    self.qualifier = qualifier
    self.direction = direction
    self.noDirectionalVariation = noDirectionalVariation
  }
}

