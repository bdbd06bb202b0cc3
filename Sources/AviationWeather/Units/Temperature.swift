/// A unit of temperature. Its raw value is the ASCII unit code of the record format (`C`, `F`);
/// ``symbol`` is the one to show (`°C`).
public enum TemperatureUnit: String, Sendable, Hashable, Codable, CaseIterable {
  /// Degrees Celsius, the unit of every METAR and TAF.
  case celsius = "C"
  /// Degrees Fahrenheit (display).
  case fahrenheit = "F"

  /// The unit as shown to a reader: `°C`, `°F`.
  public var symbol: String {
    switch self {
    case .celsius: "°C"
    case .fahrenheit: "°F"
    }
  }

  /// Decodes the unit code (`C`, `F`), or the symbol that records written before schema
  /// version 1 hold (`°C`, `°F`).
  public init(from decoder: any Decoder) throws {
    let container = try decoder.singleValueContainer()
    let text = try container.decode(String.self)
    switch text {
    case "C", "°C": self = .celsius
    case "F", "°F": self = .fahrenheit
    default: throw DecodingError.dataCorruptedError(in: container, debugDescription: "unknown temperature unit \(text)")
    }
  }
}

extension TemperatureUnit: _MeasureUnit {
  /// `value` in this unit, in degrees Celsius (the base unit of conversions).
  @inlinable
  func _toBase(_ value: Double) -> Double { self == .celsius ? value : (value - 32) * 5 / 9 }

  /// `value` in degrees Celsius, in this unit.
  @inlinable
  func _fromBase(_ value: Double) -> Double { self == .celsius ? value : value * 9 / 5 + 32 }
}

/// A temperature with its unit.
///
/// Its ``description`` is the value with its unit, e.g. `-5 °C` or `12.3 °C` for remark
/// precision; a value no report can hold (not finite, a billion or more) is `out of range`.
public struct Temperature: Sendable, Hashable, Codable, _Measure {
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
  public func converted(to target: TemperatureUnit) -> Temperature { _converted(to: target) }

  /// Degrees Celsius.
  @inlinable public var celsius: Double { converted(to: .celsius).value }
  /// Degrees Fahrenheit.
  @inlinable public var fahrenheit: Double { converted(to: .fahrenheit).value }
}
