// Plain-English values in a chosen unit system (`nil`: as reported), for the `describe(in:)`
// methods. Follows ``UnitSystem``: temperatures °C/°F, speeds km/h/mph, visibility km/SM,
// heights m/ft, pressure hPa/inHg; depths of precipitation are mm (snow cm) or inches.

extension Temperature {
  /// The temperature in `units` (or as reported when `nil`): `22.8 °C`, `73 °F`.
  func describe(in units: UnitSystem?) -> String {
    (units.map { converted(to: $0.temperatureUnit) } ?? self).description
  }
}

extension Pressure {
  /// The pressure in `units` (or as reported when `nil`): `1016.5 hPa`, `30.02 inHg`.
  func describe(in units: UnitSystem?) -> String {
    (units.map { converted(to: $0.pressureUnit) } ?? self).description
  }
}

extension Speed {
  /// The speed in `units` (or as reported when `nil`): `42 kt`, `78 km/h`, `48 mph`.
  func describe(in units: UnitSystem?) -> String {
    (units.map { converted(to: $0.speedUnit) } ?? self).description
  }
}

extension Distance {
  /// A height or elevation in `units`' height unit (or as reported when `nil`): `1,200 ft`, `366 m`.
  func describeHeight(in units: UnitSystem?) -> String {
    (units.map { converted(to: $0.heightUnit) } ?? self).description
  }
}

/// A height reported in feet, in `units`' height unit (`5,000 ft`, `1,524 m`).
func describeHeight(feet: Int, in units: UnitSystem?) -> String {
  guard let units, units.heightUnit != .feet else { return "\(groupThousands(feet)) ft" }
  return Distance(Double(feet), .feet).describeHeight(in: units)
}

/// A height reported in metres, in `units`' height unit (`300 m`, `984 ft`).
func describeHeight(meters: Int, in units: UnitSystem?) -> String {
  guard let units, units.heightUnit != .meters else { return "\(groupThousands(meters)) m" }
  return Distance(Double(meters), .meters).describeHeight(in: units)
}

/// How small depths are shown in metric units.
enum MetricDepth {
  /// Millimetres with up to one decimal (rain, ice): `3 mm`, `0.3 mm`.
  case millimeters
  /// Centimetres with up to one decimal (snow on the ground): `30.5 cm`.
  case centimeters
}

/// A depth reported in inches (precipitation, ice, snow), in `units`: inches when `nil` or imperial,
/// else millimetres or centimetres (`0.12 in`, `3 mm`, `30.5 cm`).
func describeDepth(inches: Double, in units: UnitSystem?, metric: MetricDepth = .millimeters) -> String {
  guard units == .metric else { return "\(formatNumber(inches, maxFractionDigits: 2)) in" }
  switch metric {
  case .millimeters: return "\(formatNumber(inches * 25.4, maxFractionDigits: 1)) mm"
  case .centimeters: return "\(formatNumber(inches * 2.54, maxFractionDigits: 1)) cm"
  }
}

/// A depth reported in millimetres (Australian rainfall), in `units`: millimetres when `nil` or
/// metric, else inches (`1.2 mm`, `0.05 in`).
func describeDepth(millimeters: Double, in units: UnitSystem?) -> String {
  guard units == .imperial else { return "\(formatNumber(millimeters, maxFractionDigits: 1)) mm" }
  return "\(formatNumber(millimeters / 25.4, maxFractionDigits: 2)) in"
}

/// A depth reported in centimetres (snow on the ground), in `units`: centimetres when `nil` or
/// metric, else inches (`12 cm`, `4.7 in`).
func describeDepth(centimeters: Int, in units: UnitSystem?) -> String {
  guard units == .imperial else { return "\(centimeters) cm" }
  return "\(formatNumber(Double(centimeters) / 2.54, maxFractionDigits: 1)) in"
}
