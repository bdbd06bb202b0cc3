// `ForecastRow`'s `Codable` form, as the timeline record writes it: the stored properties in
// declaration order (`nil` values left out, `isDaylight` too when the timeline has no sun times, `unplacedGroups` only when there are any), `date` as
// an ISO 8601 UTC string whatever the encoder's date strategy.

import Foundation

extension ForecastRow {
  private enum CodingKeys: String, CodingKey {
    case kind, date, isDaylight, isFromTime, prevailing, changesInProgress, overlays, ceilingFeet, flightCategory
    case unplacedGroups
  }

  /// Decodes a row from its record form (one without `unplacedGroups`, as written before they
  /// existed and whenever there are none, has none; one without `isDaylight`, a timeline without
  /// sun times, has `nil`); a malformed `date` throws
  /// `DecodingError.dataCorrupted`.
  public init(from decoder: any Decoder) throws {
    let c = try decoder.container(keyedBy: CodingKeys.self)
    self.init(
      kind: try c.decode(Kind.self, forKey: .kind), date: try c.decodeISO8601(forKey: .date),
      isDaylight: try c.decodeIfPresent(Bool.self, forKey: .isDaylight), isFromTime: try c.decode(Bool.self, forKey: .isFromTime),
      prevailing: try c.decode(WeatherConditions.self, forKey: .prevailing),
      changesInProgress: try c.decode([ForecastOverlay].self, forKey: .changesInProgress),
      overlays: try c.decode([ForecastOverlay].self, forKey: .overlays),
      unplacedGroups: try c.decodeIfPresent([UnplacedChangeGroup].self, forKey: .unplacedGroups) ?? [])
    ceilingFeet = try c.decodeIfPresent(Int.self, forKey: .ceilingFeet)
    flightCategory = try c.decodeIfPresent(FlightCategory.self, forKey: .flightCategory)
  }

  /// Encodes every property under its own name (`isDaylight` only when known, `unplacedGroups`
  /// only when there are any), `date`
  /// as an ISO 8601 UTC string (`2026-11-09T19:00:00Z`); a date outside the years 1000–9999
  /// throws `EncodingError.invalidValue`.
  public func encode(to encoder: any Encoder) throws {
    var c = encoder.container(keyedBy: CodingKeys.self)
    try c.encode(kind, forKey: .kind)
    try c.encodeISO8601IfPresent(date, forKey: .date)
    try c.encodeIfPresent(isDaylight, forKey: .isDaylight)
    try c.encode(isFromTime, forKey: .isFromTime)
    try c.encode(prevailing, forKey: .prevailing)
    try c.encode(changesInProgress, forKey: .changesInProgress)
    try c.encode(overlays, forKey: .overlays)
    try c.encodeIfPresent(ceilingFeet, forKey: .ceilingFeet)
    try c.encodeIfPresent(flightCategory, forKey: .flightCategory)
    if !unplacedGroups.isEmpty { try c.encode(unplacedGroups, forKey: .unplacedGroups) }
  }
}

extension ForecastRow.ID {
  private enum CodingKeys: String, CodingKey { case date, kind }

  /// Decodes an identity: `date` as an ISO 8601 string (or, in documents written before, a
  /// number in the decoder's date strategy) and `kind`.
  public init(from decoder: any Decoder) throws {
    let c = try decoder.container(keyedBy: CodingKeys.self)
    self.init(date: try c.decodeInstant(forKey: .date), kind: try c.decode(ForecastRow.Kind.self, forKey: .kind))
  }

  /// Encodes `date` as an ISO 8601 UTC string whatever the encoder's date strategy, and `kind`;
  /// a date outside the years 1000–9999 throws `EncodingError.invalidValue`.
  public func encode(to encoder: any Encoder) throws {
    var c = encoder.container(keyedBy: CodingKeys.self)
    try c.encodeISO8601IfPresent(date, forKey: .date)
    try c.encode(kind, forKey: .kind)
  }
}
