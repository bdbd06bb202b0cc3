// `ForecastTimeline`'s `Codable` form: the stored properties under their own names in
// declaration order, `nil` values left out and `unplacedGroups` only when there are any (so a
// timeline without them encodes as before they existed); dates as ISO 8601 UTC strings whatever
// the encoder's date strategy (numbers, as documents written before were, still decode).

import Foundation

extension ForecastTimeline {
  private enum CodingKeys: String, CodingKey {
    case station, start, end, rows, polarPeriod, unplacedGroups
  }

  /// Decodes a timeline (one without `unplacedGroups`, as written before they existed and
  /// whenever there are none, has none; `start` and `end` as ISO 8601 strings, or as numbers
  /// in the decoder's date strategy in documents written before they were strings).
  public init(from decoder: any Decoder) throws {
    let c = try decoder.container(keyedBy: CodingKeys.self)
    self.init(
      station: try c.decode(String.self, forKey: .station), start: try c.decodeInstant(forKey: .start),
      end: try c.decodeInstant(forKey: .end), rows: try c.decode([ForecastRow].self, forKey: .rows),
      polarPeriod: try c.decodeIfPresent(PolarPeriod.self, forKey: .polarPeriod),
      unplacedGroups: try c.decodeIfPresent([UnplacedChangeGroup].self, forKey: .unplacedGroups) ?? [])
  }

  /// Encodes every property under its own name (`polarPeriod` only when set, `unplacedGroups`
  /// only when there are any), `start` and `end` as ISO 8601 UTC strings (`2026-11-09T18:00:00Z`)
  /// whatever the encoder's date strategy; a date outside the years 1000–9999 throws
  /// `EncodingError.invalidValue`.
  public func encode(to encoder: any Encoder) throws {
    var c = encoder.container(keyedBy: CodingKeys.self)
    try c.encode(station, forKey: .station)
    try c.encodeISO8601IfPresent(start, forKey: .start)
    try c.encodeISO8601IfPresent(end, forKey: .end)
    try c.encode(rows, forKey: .rows)
    try c.encodeIfPresent(polarPeriod, forKey: .polarPeriod)
    if !unplacedGroups.isEmpty { try c.encode(unplacedGroups, forKey: .unplacedGroups) }
  }
}
