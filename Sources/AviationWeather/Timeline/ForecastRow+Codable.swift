// `ForecastRow.ID`'s `Codable` form. The row's own is its record form, described with the
// timeline record's (`JSON/TimelineRecord+Record.swift`).

import Foundation

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
