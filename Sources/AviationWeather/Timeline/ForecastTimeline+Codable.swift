// `ForecastTimeline`'s `Codable` form: the stored properties under their own names in
// declaration order, `nil` values left out and `unplacedGroups` only when there are any (so a
// timeline without them encodes as before they existed); dates as the encoder's strategy says.

import Foundation

extension ForecastTimeline {
  private enum CodingKeys: String, CodingKey {
    case station, start, end, rows, polarPeriod, unplacedGroups
  }

  /// Decodes a timeline (one without `unplacedGroups`, as written before they existed and
  /// whenever there are none, has none).
  public init(from decoder: any Decoder) throws {
    let c = try decoder.container(keyedBy: CodingKeys.self)
    self.init(
      station: try c.decode(String.self, forKey: .station), start: try c.decode(Date.self, forKey: .start),
      end: try c.decode(Date.self, forKey: .end), rows: try c.decode([ForecastRow].self, forKey: .rows),
      polarPeriod: try c.decodeIfPresent(PolarPeriod.self, forKey: .polarPeriod),
      unplacedGroups: try c.decodeIfPresent([UnplacedChangeGroup].self, forKey: .unplacedGroups) ?? [])
  }

  /// Encodes every property under its own name (`polarPeriod` only when set, `unplacedGroups`
  /// only when there are any).
  public func encode(to encoder: any Encoder) throws {
    var c = encoder.container(keyedBy: CodingKeys.self)
    try c.encode(station, forKey: .station)
    try c.encode(start, forKey: .start)
    try c.encode(end, forKey: .end)
    try c.encode(rows, forKey: .rows)
    try c.encodeIfPresent(polarPeriod, forKey: .polarPeriod)
    if !unplacedGroups.isEmpty { try c.encode(unplacedGroups, forKey: .unplacedGroups) }
  }
}
