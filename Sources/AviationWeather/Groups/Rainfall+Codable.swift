extension Rainfall {
  private enum CodingKeys: String, CodingKey { case lastTenMinutes, sinceNineAM, unit }

  /// Decodes the record form ``encode(to:)`` writes; `unit`, when present, must be `mm`
  /// (records written before schema version 1 have none).
  public init(from decoder: any Decoder) throws {
    let c = try decoder.container(keyedBy: CodingKeys.self)
    if let unit = try c.decodeIfPresent(String.self, forKey: .unit), unit != "mm" {
      throw DecodingError.dataCorruptedError(forKey: .unit, in: c, debugDescription: "rainfall is in mm, not \(unit)")
    }
    self.init(
      lastTenMinutes: try c.decodeIfPresent(Double.self, forKey: .lastTenMinutes),
      sinceNineAM: try c.decodeIfPresent(Double.self, forKey: .sinceNineAM))
  }

  /// Encodes both amounts (each left out when not reported) and their unit, `"unit":"mm"`.
  public func encode(to encoder: any Encoder) throws {
    var c = encoder.container(keyedBy: CodingKeys.self)
    try c.encodeIfPresent(lastTenMinutes, forKey: .lastTenMinutes)
    try c.encodeIfPresent(sinceNineAM, forKey: .sinceNineAM)
    try c.encode("mm", forKey: .unit)
  }
}
