/// Which units to show values in: the original app's `isMetric` switch, made explicit.
public enum UnitSystem: String, Sendable, Hashable, Codable, CaseIterable {
  /// °C, km/h, km or m, m, hPa.
  case metric
  /// °F, mph, statute miles, ft, inHg.
  case imperial

  /// The unit for temperatures.
  public var temperatureUnit: TemperatureUnit { self == .metric ? .celsius : .fahrenheit }
  /// The unit for wind speeds.
  public var speedUnit: SpeedUnit { self == .metric ? .kilometersPerHour : .milesPerHour }
  /// The unit for horizontal visibility.
  public var visibilityUnit: DistanceUnit { self == .metric ? .kilometers : .statuteMiles }
  /// The unit for cloud heights and elevations.
  public var heightUnit: DistanceUnit { self == .metric ? .meters : .feet }
  /// The unit for pressure.
  public var pressureUnit: PressureUnit { self == .metric ? .hectopascals : .inchesOfMercury }
}
