/// A unit of atmospheric pressure.
public enum PressureUnit: String, Sendable, Hashable, Codable, CaseIterable {
  /// Inches of mercury (`A2992`), US altimeter settings.
  case inchesOfMercury = "inHg"
  /// Hectopascals (`Q1013`), ICAO QNH.
  case hectopascals = "hPa"

  /// Hectopascals in one of this unit.
  @inlinable
  public var hectopascalsFactor: Double {
    switch self {
    case .inchesOfMercury: return 33.863_886_666_7
    case .hectopascals: return 1
    }
  }
}

extension PressureUnit: _ScaledUnit {
  /// ``hectopascalsFactor``: hectopascals are the base unit of conversions.
  @inlinable
  var _baseFactor: Double { hectopascalsFactor }
}

/// A pressure with the unit it was reported in.
///
/// Its ``description`` is the pressure with its unit: `29.92 inHg` or `1013 hPa`; a value no
/// report can hold (not finite, a billion or more) is `out of range`.
public struct Pressure: Sendable, Hashable, Codable, _Measure {
  /// The number, in `unit`.
  public var value: Double
  /// The unit of `value`.
  public var unit: PressureUnit

  /// Creates a pressure.
  @inlinable
  public init(_ value: Double, _ unit: PressureUnit) {
    self.value = value
    self.unit = unit
  }

  /// The same pressure in another unit.
  @inlinable
  public func converted(to target: PressureUnit) -> Pressure { _converted(to: target) }

  /// The pressure in hectopascals.
  @inlinable public var hectopascals: Double { converted(to: .hectopascals).value }
  /// The pressure in inches of mercury.
  @inlinable public var inchesOfMercury: Double { converted(to: .inchesOfMercury).value }
}
