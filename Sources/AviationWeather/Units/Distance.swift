/// A unit of length used for visibility, runway visual range and heights.
public enum DistanceUnit: String, Sendable, Hashable, Codable, CaseIterable {
  /// Statute miles (`SM`), US visibility.
  case statuteMiles = "SM"
  /// Metres, ICAO visibility and RVR.
  case meters = "m"
  /// Kilometres (display).
  case kilometers = "km"
  /// Feet, cloud heights and US RVR.
  case feet = "ft"

  /// Metres in one of this unit.
  @inlinable
  public var metersFactor: Double {
    switch self {
    case .statuteMiles: return 1609.344
    case .meters: return 1
    case .kilometers: return 1000
    case .feet: return 0.3048
    }
  }
}

extension DistanceUnit: _ScaledUnit {
  /// ``metersFactor``: metres are the base unit of conversions.
  @inlinable
  var _baseFactor: Double { metersFactor }
}

/// A length with the unit it was reported in.
public struct Distance: Sendable, Hashable, Codable, _Measure {
  /// The number, in `unit`.
  public var value: Double
  /// The unit of `value`.
  public var unit: DistanceUnit

  /// Creates a distance.
  @inlinable
  public init(_ value: Double, _ unit: DistanceUnit) {
    self.value = value
    self.unit = unit
  }

  /// The same distance in another unit.
  @inlinable
  public func converted(to target: DistanceUnit) -> Distance { _converted(to: target) }

  /// The distance in metres.
  @inlinable public var meters: Double { converted(to: .meters).value }
  /// The distance in statute miles.
  @inlinable public var statuteMiles: Double { converted(to: .statuteMiles).value }
  /// The distance in kilometres.
  @inlinable public var kilometers: Double { converted(to: .kilometers).value }
  /// The distance in feet.
  @inlinable public var feet: Double { converted(to: .feet).value }
}

extension Distance: CustomStringConvertible {
  /// The distance with its unit, fractions of a mile kept (`1 1/2 SM`, `800 m`).
  /// A value no report can hold (not finite, a billion or more) is `out of range`.
  public var description: String { describe(text: .posix) }
}
