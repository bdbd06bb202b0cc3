import Foundation

// Values in chosen display units (``DisplayUnits``; a `UnitSystem`, or `nil` for as reported),
// for the `describe` methods and the format styles (``UnitSystemFormatStyle``,
// ``HeightFormatStyle``), which call these. Temperatures °C/°F, speeds kt/km/h/mph/m/s,
// visibility km/SM, heights m/ft, pressure hPa/inHg; depths of precipitation are mm (snow cm) or
// inches. Text goes through `_UnitText`: POSIX English for descriptions, the locale's numbers and
// unit words for people.
//
// No false precision: a value already in the wanted unit is shown as reported; a converted value
// is rounded to the steps that unit is reported in (whole degrees, whole km/h and mph, whole hPa,
// hundredths of an inch of mercury, heights in 100 ft or 30 m steps, visibility on FM 15's
// metric steps or the reportable fractions of a statute mile). Rounding never carries a
// visibility or a height across a flight-category boundary that the value itself is not across.

extension Temperature: LocalizedDescribable {
  /// The temperature in `units` for `locale` (POSIX English when `nil`): `-4 °C`, `25 °F`,
  /// `12,3 °C` in `de_DE`.
  ///
  /// A temperature converted to the unit system's unit is rounded to a whole degree; one already
  /// in that unit keeps its reported precision (a remark's `12.3 °C`).
  public func _describe(in units: DisplayUnits, locale: Locale?) -> String {
    describe(in: units, text: .of(locale))
  }

  /// The one implementation behind every form (``_describe(in:locale:)``).
  func describe(in units: DisplayUnits, text: _UnitText) -> String {
    guard let target = units.temperature, target != unit else {
      return text.measure(value, unit: unit.rawValue, maxFractionDigits: 1)
    }
    return text.measure(converted(to: target).value, unit: target.rawValue)
  }
}

extension Pressure: LocalizedDescribable {
  /// The pressure in `units` for `locale` (POSIX English when `nil`): `1016 hPa`, `30.02 inHg`,
  /// `29,92 inHg` in `de_DE` (hectopascals are never grouped, as QNH is written).
  ///
  /// A converted pressure is rounded to a whole hectopascal or to hundredths of an inch of
  /// mercury, the steps QNH and altimeter settings are reported in; one already in the unit
  /// system's unit keeps its reported precision (a remark's `1016.5 hPa`).
  public func _describe(in units: DisplayUnits, locale: Locale?) -> String {
    describe(in: units, text: .of(locale))
  }

  /// The one implementation behind every form (``_describe(in:locale:)``).
  func describe(in units: DisplayUnits, text: _UnitText) -> String {
    let converting = units.pressure.map { $0 != unit } ?? false
    let shown = converting ? converted(to: units.pressure ?? unit) : self
    switch shown.unit {
    case .inchesOfMercury:
      return text.measure(shown.value, unit: shown.unit.rawValue, maxFractionDigits: 2, minFractionDigits: 2)
    case .hectopascals:
      return text.measure(shown.value, unit: shown.unit.rawValue, maxFractionDigits: converting ? 0 : 1, grouping: false)
    }
  }
}

extension Speed: LocalizedDescribable {
  /// The speed in `units` for `locale` (POSIX English when `nil`), rounded to a whole number:
  /// `42 kt`, `78 km/h`, `48 mph`.
  public func _describe(in units: DisplayUnits, locale: Locale?) -> String {
    describe(in: units, text: .of(locale))
  }

  /// The one implementation behind every form (``_describe(in:locale:)``).
  func describe(in units: DisplayUnits, text: _UnitText) -> String {
    let shown = units.speed.map { converted(to: $0) } ?? self
    return text.measure(shown.value, unit: shown.unit.rawValue)
  }
}

extension Distance {
  /// The distance with its unit as reported, fractions of a mile kept.
  func describe(text: _UnitText) -> String {
    unit == .statuteMiles ? text.measureMiles(value) : text.measure(value, unit: unit.rawValue)
  }

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
  ///
  /// The rounding never crosses a ceiling's flight-category boundary (500, 1,000 and 3,000 ft,
  /// which the scale writes 150, 300 and 900 m, as ICAO does): a height below a boundary is
  /// rounded down rather than onto it, one above it up (480 ft is "120 m", 3,040 ft "930 m").
  public func describeHeight(in units: UnitSystem?) -> String {
    describeHeight(in: DisplayUnits(units), text: .posix)
  }

  /// ``describeHeight(in:)`` in `units`' height unit for a person in `locale`
  /// (`1.800 ft`, `540 m` in `de_DE`).
  public func describeHeight(in units: DisplayUnits, locale: Locale) -> String {
    describeHeight(in: units, text: _UnitText(locale: locale))
  }

  /// The one implementation behind both.
  func describeHeight(in units: DisplayUnits, text: _UnitText) -> String {
    guard let target = units.heightKind, target != unit else { return describe(text: text) }
    let stepSize = target == .meters ? 30.0 : 100.0
    let exact: Double
    switch unit {
    case .feet: exact = value / 100
    case .meters: exact = value / 30
    case .kilometers, .statuteMiles: exact = converted(to: target).value / stepSize
    }
    return text.measure(categorySafeHeightSteps(exact) * stepSize, unit: target.rawValue)
  }

  /// A horizontal visibility in `units`' visibility unit (kilometres or metres, or statute
  /// miles), or as reported when `nil`: `800 m`, `1,600 m`, `8 km`, `1/2 SM`, `7/8 SM`.
  ///
  /// A distance in another unit is rounded to the nearest value stations report: in metric
  /// units the steps of WMO No. 306, FM 15 (50 m below 800 m, 100 m below 5 km, whole
  /// kilometres from 5 km, metres shown below 5 km, as reported metres are); in statute miles the reportable values of
  /// FMH-1 (sixteenths up to 3/8, eighths up to 2, quarters up to 3, whole miles up to 15, then
  /// steps of 5). `10SM` is "16 km", `1500` "7/8 SM".
  ///
  /// The rounding never crosses a flight-category boundary (1, 3 and 5 SM) that the distance
  /// is not across: `1600` (0.994 SM, LIFR) is "7/8 SM", not "1 SM"; `1SM` (1,609 m, IFR) is
  /// "1,700 m", not "1,600 m".
  public func describeVisibility(in units: UnitSystem?) -> String {
    describeVisibility(in: DisplayUnits(units), text: .posix, rounding: .toNearestOrAwayFromZero)
  }

  /// ``describeVisibility(in:)`` in `units`' visibility unit for a person in
  /// `locale` (`1.200 m`, `7/8 mi` in `de_DE`).
  public func describeVisibility(in units: DisplayUnits, locale: Locale) -> String {
    describeVisibility(in: units, text: _UnitText(locale: locale), rounding: .toNearestOrAwayFromZero)
  }

  /// ``describeVisibility(in:)`` with a rounding rule (`.down` for a "more than" bound).
  func describeVisibility(in units: UnitSystem?, rounding rule: FloatingPointRoundingRule) -> String {
    describeVisibility(in: DisplayUnits(units), text: .posix, rounding: rule)
  }

  /// The one implementation: `rule` `.toNearestOrAwayFromZero` for a value (kept on its side of
  /// every category boundary), `.down` for a "more than" bound.
  func describeVisibility(in units: DisplayUnits, text: _UnitText, rounding rule: FloatingPointRoundingRule) -> String {
    guard let kind = units.visibilityKind else { return describe(text: text) }
    guard _UnitText.isShown(value) else { return text.outOfRange }
    switch kind {
    case .statuteMiles:
      guard unit != .statuteMiles else { return describe(text: text) }
      return text.measureMiles(categorySafeMiles(statuteMiles, rounding: rule))
    default:
      switch unit {
      case .kilometers: return describe(text: text)
      // Reported metres keep their value; from 5 km they read as kilometres (`9000`: "9 km").
      case .meters where value >= 5000: return text.measure(value / 1000, unit: "km", maxFractionDigits: 1)
      case .meters: return describe(text: text)
      case .statuteMiles, .feet:
        let shown = categorySafeMeters(meters, rounding: rule)
        return shown < 5000 ? text.measure(shown, unit: "m") : text.measure(shown / 1000, unit: "km")
      }
    }
  }

  /// A runway visual range in `units`' height unit (metres or feet), or as reported when `nil`.
  ///
  /// A range in another unit is rounded to the steps RVR is reported in: 25 m below 400 m, 50 m
  /// below 800 m, then 100 m (ICAO Annex 3, Appendix 3); 100 ft up to 1,000 ft, 200 ft up to
  /// 3,000 ft, then 500 ft (the US reportable RVR values). `R31/2800FT` is "900 m".
  func describeRunwayVisualRange(in units: UnitSystem?, rounding rule: FloatingPointRoundingRule) -> String {
    describeRunwayVisualRange(in: DisplayUnits(units), text: .posix, rounding: rule)
  }

  /// ``describeRunwayVisualRange(in:rounding:)`` in display units, for `text`'s locale.
  func describeRunwayVisualRange(in units: DisplayUnits, text: _UnitText, rounding rule: FloatingPointRoundingRule) -> String {
    guard let target = units.heightKind, target != unit else { return describe(text: text) }
    let shown = converted(to: target)
    let step: Double
    if shown.unit == .meters {
      step = shown.value < 400 ? 25 : shown.value < 800 ? 50 : 100
    } else {
      step = shown.value < 1000 ? 100 : shown.value < 3000 ? 200 : 500
    }
    return text.measure((shown.value / step).rounded(rule) * step, unit: shown.unit.rawValue)
  }
}

// MARK: - Rounding that keeps a value's flight category

/// `exact` steps rounded to the nearest whole step, or toward the value's side of a category
/// boundary when the nearest lies across it.
func categorySafeHeightSteps(_ exact: Double) -> Double {
  let nearest = exact.rounded()
  guard exact.isFinite else { return nearest }
  let category = _ceilingBand(hundredsOfFeet: exact)
  let shown = _ceilingBand(hundredsOfFeet: nearest)
  if shown == category { return nearest }
  return shown > category ? exact.rounded(.up) : exact.rounded(.down)
}

/// `miles` on a reportable value (``reportableMiles(_:rounding:)``); for a value (`rule` to
/// nearest), toward its side of a category boundary when the nearest lies across it.
func categorySafeMiles(_ miles: Double, rounding rule: FloatingPointRoundingRule) -> Double {
  let nearest = reportableMiles(miles, rounding: rule)
  guard rule == .toNearestOrAwayFromZero, miles.isFinite else { return nearest }
  let category = _visibilityBand(miles: miles)
  let shown = _visibilityBand(miles: nearest)
  if shown == category { return nearest }
  return reportableMiles(miles, rounding: shown > category ? .up : .down)
}

/// `meters` on FM 15's metric steps (``metricVisibilityMeters(_:rounding:)``); for a value,
/// toward its side of a category boundary (1, 3, 5 SM) when the nearest step lies across it.
func categorySafeMeters(_ meters: Double, rounding rule: FloatingPointRoundingRule) -> Double {
  let nearest = metricVisibilityMeters(meters, rounding: rule)
  guard rule == .toNearestOrAwayFromZero, meters.isFinite else { return nearest }
  let mile = DistanceUnit.statuteMiles.metersFactor
  let category = _visibilityBand(miles: meters / mile)
  let shown = _visibilityBand(miles: nearest / mile)
  if shown == category { return nearest }
  return metricVisibilityMeters(meters, rounding: shown > category ? .up : .down)
}

// MARK: - Internal helpers for other descriptions

/// A height reported in feet, in `units`' height unit (`5,000 ft`, `1,500 m`).
func describeHeight(feet: Int, in units: UnitSystem?) -> String {
  describeHeight(feet: feet, in: DisplayUnits(units), text: .posix)
}

/// A height reported in feet, in display units for `text`'s locale.
func describeHeight(feet: Int, in units: DisplayUnits, text: _UnitText) -> String {
  Distance(Double(feet), .feet).describeHeight(in: units, text: text)
}

/// A height reported in metres, in `units`' height unit (`300 m`, `1,000 ft`).
func describeHeight(meters: Int, in units: UnitSystem?) -> String {
  describeHeight(meters: meters, in: DisplayUnits(units), text: .posix)
}

/// A height reported in metres, in display units for `text`'s locale.
func describeHeight(meters: Int, in units: DisplayUnits, text: _UnitText) -> String {
  Distance(Double(meters), .meters).describeHeight(in: units, text: text)
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
  describeDepth(inches: inches, in: DisplayUnits(units), metric: metric, text: .posix)
}

/// A depth reported in inches, metric when `units`' heights are metric, for `text`'s locale.
func describeDepth(inches: Double, in units: DisplayUnits, metric: MetricDepth = .millimeters, text: _UnitText) -> String {
  guard units.heightKind == .meters else { return text.measure(inches, unit: "in", maxFractionDigits: 2) }
  switch metric {
  case .millimeters: return text.measure(inches * 25.4, unit: "mm", maxFractionDigits: 1)
  case .centimeters: return text.measure(inches * 2.54, unit: "cm", maxFractionDigits: 1)
  }
}

/// A depth reported in millimetres (Australian rainfall), in `units`: millimetres when `nil` or
/// metric, else inches (`1.2 mm`, `0.05 in`).
func describeDepth(millimeters: Double, in units: UnitSystem?) -> String {
  describeDepth(millimeters: millimeters, in: DisplayUnits(units), text: .posix)
}

/// A depth reported in millimetres, in inches when `units`' heights are in feet.
func describeDepth(millimeters: Double, in units: DisplayUnits, text: _UnitText) -> String {
  guard units.heightKind == .feet else { return text.measure(millimeters, unit: "mm", maxFractionDigits: 1) }
  return text.measure(millimeters / 25.4, unit: "in", maxFractionDigits: 2)
}

/// A depth reported in centimetres (snow on the ground), in `units`: centimetres when `nil` or
/// metric, else inches (`12 cm`, `4.7 in`).
func describeDepth(centimeters: Int, in units: UnitSystem?) -> String {
  describeDepth(centimeters: centimeters, in: DisplayUnits(units), text: .posix)
}

/// A depth reported in centimetres, in inches when `units`' heights are in feet.
func describeDepth(centimeters: Int, in units: DisplayUnits, text: _UnitText) -> String {
  guard units.heightKind == .feet else { return text.measure(Double(centimeters), unit: "cm", grouping: false) }
  return text.measure(Double(centimeters) / 2.54, unit: "in", maxFractionDigits: 1)
}
