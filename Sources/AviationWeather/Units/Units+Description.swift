// Values in a chosen unit system (`nil`: as reported), for the `describe(in:)` methods and the
// format styles (``UnitSystemFormatStyle``, ``HeightFormatStyle``), which call these. Follows
// ``UnitSystem``: temperatures °C/°F, speeds km/h/mph, visibility km/SM, heights m/ft, pressure
// hPa/inHg; depths of precipitation are mm (snow cm) or inches.
//
// No false precision: a value already in the wanted unit is shown as reported; a converted value
// is rounded to the steps that unit is reported in (whole degrees, whole km/h and mph, whole hPa,
// hundredths of an inch of mercury, heights in 100 ft or 30 m steps, visibility on FM 15's
// metric steps or the reportable fractions of a statute mile).

extension Temperature {
  /// The temperature in `units` (or as reported when `nil`): `-4 °C`, `25 °F`.
  ///
  /// A temperature converted to the unit system's unit is rounded to a whole degree; one already
  /// in that unit keeps its reported precision (a remark's `12.3 °C`).
  public func describe(in units: UnitSystem?) -> String {
    guard let units, units.temperatureUnit != unit else { return description }
    let shown = converted(to: units.temperatureUnit)
    return "\(formatNumber(shown.value)) \(shown.unit.symbol)"
  }
}

extension Pressure {
  /// The pressure in `units` (or as reported when `nil`): `1016 hPa`, `30.02 inHg`.
  ///
  /// A converted pressure is rounded to a whole hectopascal or to hundredths of an inch of
  /// mercury, the steps QNH and altimeter settings are reported in; one already in the unit
  /// system's unit keeps its reported precision (a remark's `1016.5 hPa`).
  public func describe(in units: UnitSystem?) -> String {
    guard let units, units.pressureUnit != unit else { return description }
    let shown = converted(to: units.pressureUnit)
    return shown.unit == .hectopascals
      ? "\(formatNumber(shown.value, grouping: false)) hPa"
      : "\(formatNumber(shown.value, maxFractionDigits: 2, minFractionDigits: 2)) inHg"
  }
}

extension Speed {
  /// The speed in `units` (or as reported when `nil`), rounded to a whole number:
  /// `42 kt`, `78 km/h`, `48 mph`.
  public func describe(in units: UnitSystem?) -> String {
    (units.map { converted(to: $0.speedUnit) } ?? self).description
  }
}

extension Distance {
  /// A height or elevation (a cloud base, a vertical visibility) in `units`' height unit, or as
  /// reported when `nil`: `1,800 ft`, `540 m`.
  ///
  /// A height in another unit is put on the scale cloud bases are coded on, where one step is
  /// 30 m or 100 ft (WMO No. 306, FM 15, `hshshs` in units of 30 m (100 ft); ICAO Annex 3,
  /// Appendix 3: cloud base in steps of 30 m (100 ft)): it is rounded to the nearest step of its
  /// own unit, and each step shown as the step of the other. `BKN018` is "540 m" (not "549 m"),
  /// `BKN040` is "1,200 m" as a metric station reads it, and 300 m is "1,000 ft" (not "984 ft").
  /// The scale's 30 m stands for 30.48 m, so a converted height is up to 1.6% low, well inside
  /// the ±10% accuracy Annex 3 (Attachment A) asks of a measured cloud base.
  public func describeHeight(in units: UnitSystem?) -> String {
    guard let units, units.heightUnit != unit else { return description }
    let target = units.heightUnit
    let steps: Double
    switch unit {
    case .feet: steps = (value / 100).rounded()
    case .meters: steps = (value / 30).rounded()
    case .kilometers, .statuteMiles: steps = (converted(to: target).value / (target == .meters ? 30 : 100)).rounded()
    }
    return "\(formatNumber(steps * (target == .meters ? 30 : 100))) \(target.rawValue)"
  }

  /// A horizontal visibility in `units`' visibility unit (kilometres or metres, or statute
  /// miles), or as reported when `nil`: `800 m`, `1,600 m`, `8 km`, `1/2 SM`, `7/8 SM`.
  ///
  /// A distance in another unit is rounded to the nearest value stations report: in metric
  /// units the steps of WMO No. 306, FM 15 (50 m below 800 m, 100 m below 5 km, whole
  /// kilometres from 5 km, metres shown below 5 km, as reported metres are); in statute miles the reportable values of
  /// FMH-1 (sixteenths up to 3/8, eighths up to 2, quarters up to 3, whole miles up to 15, then
  /// steps of 5). `10SM` is "16 km", `1/2SM` "800 m", `1500` "7/8 SM".
  public func describeVisibility(in units: UnitSystem?) -> String {
    describeVisibility(in: units, rounding: .toNearestOrAwayFromZero)
  }

  /// ``describeVisibility(in:)`` with a rounding rule (`.down` for a "more than" bound).
  func describeVisibility(in units: UnitSystem?, rounding rule: FloatingPointRoundingRule) -> String {
    guard let units else { return description }
    switch units.visibilityUnit {
    case .statuteMiles:
      guard unit != .statuteMiles else { return description }
      return "\(formatMiles(reportableMiles(statuteMiles, rounding: rule))) SM"
    default:
      switch unit {
      case .kilometers: return description
      // Reported metres keep their value; from 5 km they read as kilometres (`9000`: "9 km").
      case .meters where value >= 5000: return "\(formatNumber(value / 1000, maxFractionDigits: 1)) km"
      case .meters: return description
      case .statuteMiles, .feet: return metricVisibility(meters: meters, rounding: rule)
      }
    }
  }
}

extension Distance {
  /// A runway visual range in `units`' height unit (metres or feet), or as reported when `nil`.
  ///
  /// A range in another unit is rounded to the steps RVR is reported in: 25 m below 400 m, 50 m
  /// below 800 m, then 100 m (ICAO Annex 3, Appendix 3); 100 ft up to 1,000 ft, 200 ft up to
  /// 3,000 ft, then 500 ft (the US reportable RVR values). `R31/2800FT` is "900 m".
  func describeRunwayVisualRange(in units: UnitSystem?, rounding rule: FloatingPointRoundingRule) -> String {
    guard let units, units.heightUnit != unit else { return description }
    let shown = converted(to: units.heightUnit)
    let step: Double
    if shown.unit == .meters {
      step = shown.value < 400 ? 25 : shown.value < 800 ? 50 : 100
    } else {
      step = shown.value < 1000 ? 100 : shown.value < 3000 ? 200 : 500
    }
    return "\(formatNumber((shown.value / step).rounded(rule) * step)) \(shown.unit.rawValue)"
  }
}

/// A height reported in feet, in `units`' height unit (`5,000 ft`, `1,500 m`).
func describeHeight(feet: Int, in units: UnitSystem?) -> String {
  guard let units, units.heightUnit != .feet else { return "\(groupThousands(feet)) ft" }
  return Distance(Double(feet), .feet).describeHeight(in: units)
}

/// A height reported in metres, in `units`' height unit (`300 m`, `1,000 ft`).
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
