/// FAA flight category from ceiling and visibility.
///
/// The category is the more restrictive of the ceiling's and the visibility's. Where a report
/// leaves either unknown (`VV///`, `//////`, `////`, no sky group), the properties that give a
/// category (``WeatherConditions/flightCategory``, ``METAR/flightCategory``) are `nil` unless
/// the known element decides it alone, and ``WeatherConditions/possibleFlightCategories``
/// gives the categories the report still allows.
public enum FlightCategory: String, Sendable, Hashable, Codable, CaseIterable, Comparable {
  /// Visual flight rules: ceiling above 3,000 ft and visibility above 5 SM.
  case vfr = "VFR"
  /// Marginal VFR: ceiling 1,000–3,000 ft and/or visibility 3–5 SM.
  case mvfr = "MVFR"
  /// Instrument flight rules: ceiling 500 to below 1,000 ft and/or visibility 1 to below 3 SM.
  case ifr = "IFR"
  /// Low IFR: ceiling below 500 ft and/or visibility below 1 SM.
  case lifr = "LIFR"

  var severity: Int {
    switch self {
    case .vfr: return 0
    case .mvfr: return 1
    case .ifr: return 2
    case .lifr: return 3
    }
  }

  /// Ordered from least to most restrictive (VFR < MVFR < IFR < LIFR).
  public static func < (lhs: FlightCategory, rhs: FlightCategory) -> Bool { lhs.severity < rhs.severity }

  /// The category for a ceiling (feet, `nil` for none) and a visibility (`nil` when unknown).
  ///
  /// `nil` when the category is unknown: the visibility is unknown and could change it, which
  /// it always can unless the ceiling is below 500 ft (LIFR whatever the visibility). A
  /// visibility given as "less than" or "more than" a value (`M1/4SM`, `P6SM`) gives a
  /// category when every distance in that bound gives the same one. `isCAVOK` stands for a
  /// visibility of 10 km or more.
  public init?(ceilingFeet: Int?, visibility: Visibility?, isCAVOK: Bool = false) {
    let byCeiling = ceilingFeet.map(FlightCategory.ofCeiling(feet:)) ?? .vfr
    let possible = FlightCategory.combining(
      byCeiling...byCeiling, FlightCategory.possible(visibility: visibility, isCAVOK: isCAVOK))
    guard possible.lowerBound == possible.upperBound else { return nil }
    self = possible.lowerBound
  }
}

extension FlightCategory {
  /// The category of a ceiling at `feet` above ground (the bands' owner: `_ceilingBand`).
  static func ofCeiling(feet: Int) -> FlightCategory {
    ofBand(_ceilingBand(hundredsOfFeet: Double(feet) / 100))
  }

  /// The category of a visibility of `miles` statute miles (the bands' owner: `_visibilityBand`).
  static func ofVisibility(miles: Double) -> FlightCategory { ofBand(_visibilityBand(miles: miles)) }

  /// The category of a band, 0 (VFR) to 3 (LIFR).
  private static func ofBand(_ band: Int) -> FlightCategory {
    band >= 3 ? .lifr : band == 2 ? .ifr : band == 1 ? .mvfr : .vfr
  }

  /// Every category: nothing is known.
  static let anyCategory: ClosedRange<FlightCategory> = .vfr ... .lifr

  /// The categories a visibility allows: one for a value, those of every distance in a bound
  /// (`M1/4SM`: LIFR; `M3SM`: IFR or LIFR), all of them when it is not reported (`nil`, `////`).
  static func possible(visibility: Visibility?, isCAVOK: Bool) -> ClosedRange<FlightCategory> {
    if isCAVOK { return .vfr ... .vfr }
    guard let visibility, let distance = visibility.distance else { return anyCategory }
    let miles = distance.statuteMiles
    switch visibility.qualifier {
    case .exactly:
      let category = ofVisibility(miles: miles)
      return category...category
    case .lessThan:
      return ofVisibility(miles: miles - 0.001) ... .lifr
    case .greaterThan:
      return .vfr...ofVisibility(miles: miles + 0.001)
    }
  }

  /// The categories of the more restrictive of two elements each known to lie in a range.
  static func combining(
    _ a: ClosedRange<FlightCategory>, _ b: ClosedRange<FlightCategory>
  ) -> ClosedRange<FlightCategory> {
    Swift.max(a.lowerBound, b.lowerBound)...Swift.max(a.upperBound, b.upperBound)
  }
}
