/// FAA flight category from ceiling and visibility.
public enum FlightCategory: String, Sendable, Hashable, Codable, CaseIterable, Comparable {
  /// Visual flight rules: ceiling above 3,000 ft and visibility above 5 SM.
  case vfr = "VFR"
  /// Marginal VFR: ceiling 1,000–3,000 ft and/or visibility 3–5 SM.
  case mvfr = "MVFR"
  /// Instrument flight rules: ceiling 500 to below 1,000 ft and/or visibility 1 to below 3 SM.
  case ifr = "IFR"
  /// Low IFR: ceiling below 500 ft and/or visibility below 1 SM.
  case lifr = "LIFR"

  private var severity: Int {
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
  /// Returns `nil` when neither is known. A visibility given as "less than" a value is
  /// treated as just below it; "more than" as just above it.
  public init?(ceilingFeet: Int?, visibility: Visibility?, isCAVOK: Bool = false) {
    var category: FlightCategory?
    if let ceilingFeet {
      category = ceilingFeet < 500 ? .lifr : ceilingFeet < 1000 ? .ifr : ceilingFeet <= 3000 ? .mvfr : .vfr
    }
    var miles: Double?
    if isCAVOK {
      miles = 10_000 / 1609.344
    } else if let distance = visibility?.distance {
      miles = distance.statuteMiles
      if visibility?.qualifier == .lessThan { miles = (miles ?? 0) - 0.001 }
      if visibility?.qualifier == .greaterThan { miles = (miles ?? 0) + 0.001 }
    }
    if let miles {
      let byVisibility: FlightCategory = miles < 1 ? .lifr : miles < 3 ? .ifr : miles <= 5 ? .mvfr : .vfr
      category = max(category ?? .vfr, byVisibility)
    } else if category == .vfr, visibility == nil {
      // A ceiling alone cannot prove VFR.
      category = nil
    }
    guard let category else { return nil }
    self = category
  }
}
