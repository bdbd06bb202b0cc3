// The rules behind the data-quality warnings that METAR and TAF share: a value read as decoded
// and checked against its code form (ICAO Annex 3; WMO No. 306 FM 15 / FM 51). Each rule
// answers from a decoded value alone; the reports find the token and its offset.

extension DecodeWarning {
  /// Whether `wind` has a direction in degrees that is not a multiple of ten (`253012KT`). FM 15
  /// and FM 51 give `ddd` "rounded off to the nearest 10 degrees" (ICAO Annex 3, Attachment C);
  /// `VRB`, `///` and calm (`000`) are never flagged.
  static func windDirectionIsNotInTens(_ wind: Wind) -> Bool {
    guard case .degrees(let degrees) = wind.direction else { return false }
    return degrees % 10 != 0
  }

  /// Whether `wind` has a gust not above its mean speed (`22008G06KT`): FM 15 and FM 51's `Gfmfm`
  /// is the maximum speed, sent when it exceeds the mean (ICAO Annex 3, Appendix 3 4.1.5.2 and
  /// Appendix 5 1.2.1). Speeds in different units, or bounded (`P99`), are never flagged.
  static func gustIsNotAboveMean(_ wind: Wind) -> Bool {
    guard let speed = wind.speed, let gust = wind.gust, gust.unit == speed.unit, !wind.speedExceedsValue else {
      return false
    }
    return gust.value <= speed.value
  }

  /// Whether `visibility` is an exact distance in metres off the reporting steps: 50 m steps
  /// below 800 m, 100 m steps from 800 m to 5 km, 1 km steps from 5 km to 10 km (ICAO Annex 3,
  /// Appendix 3 for reports and Appendix 5 1.2.2 for forecasts). `9999` (10 km or more), bounded
  /// values (`M0050`, `P2000`), kilometres and statute miles are never flagged.
  static func visibilityIsOffReportingSteps(_ visibility: Visibility) -> Bool {
    guard visibility.qualifier == .exactly, let distance = visibility.distance, distance.unit == .meters,
      distance.value >= 0, distance.value < 10_000
    else { return false }
    let meters = Int(distance.value)
    guard Double(meters) == distance.value else { return true }
    if meters < 800 { return meters % 50 != 0 }
    if meters < 5000 { return meters % 100 != 0 }
    return meters % 1000 != 0
  }

  /// Whether `minimum` is a distance in metres not below `prevailing` (also in metres): FM 15 adds
  /// the lowest visibility only when it is below the prevailing one. `9999 9999` is flagged: the
  /// lowest visibility is then no lower.
  static func minimumIsNotBelowPrevailing(_ minimum: Visibility, _ prevailing: Visibility) -> Bool {
    guard let low = minimum.distance, let high = prevailing.distance, low.unit == .meters, high.unit == .meters,
      minimum.qualifier != .lessThan
    else { return false }
    return low.value >= high.value
  }
}
