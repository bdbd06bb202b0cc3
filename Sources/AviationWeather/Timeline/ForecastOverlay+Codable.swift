// `ForecastOverlay`'s `Codable` form, as the timeline record writes it: the stored properties
// in declaration order (`nil` values left out, `isWindowClamped` only when true), `start` and
// `end` as ISO 8601 UTC strings whatever the encoder's date strategy.

import Foundation

extension ForecastOverlay {
  private enum CodingKeys: String, CodingKey {
    case kind, probability, start, end, isWindowClamped, conditions, resulting, flightCategory
  }

  /// Decodes an overlay from its record form; a malformed date throws
  /// `DecodingError.dataCorrupted`.
  public init(from decoder: any Decoder) throws {
    let c = try decoder.container(keyedBy: CodingKeys.self)
    self.init(
      kind: try c.decode(TAFForecast.Kind.self, forKey: .kind),
      probability: try c.decodeIfPresent(Int.self, forKey: .probability),
      start: try c.decodeISO8601(forKey: .start), end: try c.decodeISO8601(forKey: .end),
      conditions: try c.decode(WeatherConditions.self, forKey: .conditions),
      resulting: try c.decode(WeatherConditions.self, forKey: .resulting),
      isWindowClamped: try c.decodeIfPresent(Bool.self, forKey: .isWindowClamped) ?? false)
    flightCategory = try c.decodeIfPresent(FlightCategory.self, forKey: .flightCategory)
  }

  /// Encodes every property under its own name (`isWindowClamped` only when true), `start` and
  /// `end` as ISO 8601 UTC strings; a
  /// date outside the years 1000–9999 throws `EncodingError.invalidValue`.
  public func encode(to encoder: any Encoder) throws {
    var c = encoder.container(keyedBy: CodingKeys.self)
    try c.encode(kind, forKey: .kind)
    try c.encodeIfPresent(probability, forKey: .probability)
    try c.encodeISO8601IfPresent(start, forKey: .start)
    try c.encodeISO8601IfPresent(end, forKey: .end)
    if isWindowClamped { try c.encode(true, forKey: .isWindowClamped) }
    try c.encode(conditions, forKey: .conditions)
    try c.encode(resulting, forKey: .resulting)
    try c.encodeIfPresent(flightCategory, forKey: .flightCategory)
  }
}
