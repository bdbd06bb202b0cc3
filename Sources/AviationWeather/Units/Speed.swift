/// A unit of speed that weather reports use or that displays want.
public enum SpeedUnit: String, Sendable, Hashable, Codable, CaseIterable {
  /// Knots (`KT`), the usual wind unit.
  case knots = "kt"
  /// Metres per second (`MPS`), used by some stations (Russia, China, ...).
  case metersPerSecond = "m/s"
  /// Kilometres per hour (`KMH`).
  case kilometersPerHour = "km/h"
  /// Statute miles per hour (display only).
  case milesPerHour = "mph"

  /// Metres per second in one of this unit.
  @inlinable
  public var metersPerSecondFactor: Double {
    switch self {
    case .knots: return 1852.0 / 3600.0
    case .metersPerSecond: return 1
    case .kilometersPerHour: return 1000.0 / 3600.0
    case .milesPerHour: return 1609.344 / 3600.0
    }
  }
}

extension SpeedUnit: _ScaledUnit {
  /// ``metersPerSecondFactor``: metres per second are the base unit of conversions.
  @inlinable
  var _baseFactor: Double { metersPerSecondFactor }
}

/// A speed with the unit it was reported in.
///
/// Its ``description`` is the speed rounded to a whole number with its unit, e.g. `12 kt`; a
/// value no report can hold (not finite, a billion or more) is `out of range`.
public struct Speed: Sendable, Hashable, Codable, _Measure {
  /// The number, in `unit`.
  public var value: Double
  /// The unit of `value`.
  public var unit: SpeedUnit

  /// Creates a speed.
  @inlinable
  public init(_ value: Double, _ unit: SpeedUnit) {
    self.value = value
    self.unit = unit
  }

  /// The same speed in another unit.
  @inlinable
  public func converted(to target: SpeedUnit) -> Speed { _converted(to: target) }

  /// The speed in knots.
  @inlinable public var knots: Double { converted(to: .knots).value }
  /// The speed in metres per second.
  @inlinable public var metersPerSecond: Double { converted(to: .metersPerSecond).value }
  /// The speed in kilometres per hour.
  @inlinable public var kilometersPerHour: Double { converted(to: .kilometersPerHour).value }
  /// The speed in statute miles per hour.
  @inlinable public var milesPerHour: Double { converted(to: .milesPerHour).value }
}
