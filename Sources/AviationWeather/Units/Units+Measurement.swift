import Foundation

extension Speed {
  /// The speed as a Foundation `Measurement`.
  public var measurement: Measurement<UnitSpeed> {
    switch unit {
    case .knots: return Measurement(value: value, unit: .knots)
    case .metersPerSecond: return Measurement(value: value, unit: .metersPerSecond)
    case .kilometersPerHour: return Measurement(value: value, unit: .kilometersPerHour)
    case .milesPerHour: return Measurement(value: value, unit: .milesPerHour)
    }
  }
}

extension Distance {
  /// The distance as a Foundation `Measurement`.
  public var measurement: Measurement<UnitLength> {
    switch unit {
    case .statuteMiles: return Measurement(value: value, unit: .miles)
    case .meters: return Measurement(value: value, unit: .meters)
    case .kilometers: return Measurement(value: value, unit: .kilometers)
    case .feet: return Measurement(value: value, unit: .feet)
    }
  }
}

extension Temperature {
  /// The temperature as a Foundation `Measurement`.
  public var measurement: Measurement<UnitTemperature> {
    Measurement(value: value, unit: unit == .celsius ? .celsius : .fahrenheit)
  }
}

extension Pressure {
  /// The pressure as a Foundation `Measurement`.
  public var measurement: Measurement<UnitPressure> {
    Measurement(value: value, unit: unit == .hectopascals ? .hectopascals : .inchesOfMercury)
  }
}
