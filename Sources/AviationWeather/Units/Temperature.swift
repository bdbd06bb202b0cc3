/// A unit of temperature.
public enum TemperatureUnit: String, Sendable, Hashable, Codable, CaseIterable {
  /// Degrees Celsius, the unit of every METAR and TAF.
  case celsius = "°C"
  /// Degrees Fahrenheit (display).
  case fahrenheit = "°F"
}

/// A temperature with its unit.
public struct Temperature: Sendable, Hashable, Codable {
  /// The number, in `unit`.
  public var value: Double
  /// The unit of `value`.
  public var unit: TemperatureUnit

  /// Creates a temperature.
  @inlinable
  public init(_ value: Double, _ unit: TemperatureUnit) {
    self.value = value
    self.unit = unit
  }

  /// The same temperature in another unit.
  @inlinable
  public func converted(to target: TemperatureUnit) -> Temperature {
    switch (unit, target) {
    case (.celsius, .fahrenheit): return Temperature(value * 9 / 5 + 32, .fahrenheit)
    case (.fahrenheit, .celsius): return Temperature((value - 32) * 5 / 9, .celsius)
    default: return self
    }
  }

  /// Degrees Celsius.
  @inlinable public var celsius: Double { converted(to: .celsius).value }
  /// Degrees Fahrenheit.
  @inlinable public var fahrenheit: Double { converted(to: .fahrenheit).value }
}

extension Temperature: CustomStringConvertible {
  /// The temperature with its unit, e.g. `-5 °C` or `12.3 °C` for remark precision.
  public var description: String { "\(formatNumber(value, maxFractionDigits: 1)) \(unit.rawValue)" }
}
