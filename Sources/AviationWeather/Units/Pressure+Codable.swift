extension Pressure {
  private enum CodingKeys: String, CodingKey { case value, unit, hPa }

  /// The pressure in hectopascals to a tenth, as the record format writes it beside the
  /// reported value (`29.92 inHg` → `1013.2`).
  package var recordHectopascals: Double { (hectopascals * 10).rounded() / 10 }

  /// Decodes `value` and `unit`; `hPa`, derived from them, is not read.
  public init(from decoder: any Decoder) throws {
    let c = try decoder.container(keyedBy: CodingKeys.self)
    self.init(try c.decode(Double.self, forKey: .value), try c.decode(PressureUnit.self, forKey: .unit))
  }

  /// Encodes the reported `value` and `unit`, then `hPa`: the same pressure in hectopascals to
  /// a tenth, so that readers compare US altimeter settings and QNH without converting.
  public func encode(to encoder: any Encoder) throws {
    var c = encoder.container(keyedBy: CodingKeys.self)
    try c.encode(value, forKey: .value)
    try c.encode(unit, forKey: .unit)
    try c.encode(recordHectopascals, forKey: .hPa)
  }
}
