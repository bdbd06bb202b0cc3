extension Wind.Direction {
  private enum Keyword: String {
    case variable = "VRB"
    case missing = "///"
  }

  /// Decodes a number of degrees, `"VRB"` or `"///"`.
  public init(from decoder: any Decoder) throws {
    let container = try decoder.singleValueContainer()
    if let degrees = try? container.decode(Int.self) {
      self = .degrees(degrees)
      return
    }
    switch Keyword(rawValue: try container.decode(String.self)) {
    case .variable: self = .variable
    case .missing: self = .missing
    case nil:
      throw DecodingError.dataCorruptedError(in: container, debugDescription: "expected degrees, VRB or ///")
    }
  }

  /// Encodes degrees as a number, variable as `"VRB"`, missing as `"///"`.
  public func encode(to encoder: any Encoder) throws {
    var container = encoder.singleValueContainer()
    switch self {
    case .degrees(let degrees): try container.encode(degrees)
    case .variable: try container.encode(Keyword.variable.rawValue)
    case .missing: try container.encode(Keyword.missing.rawValue)
    }
  }
}

extension Wind {
  private enum CodingKeys: String, CodingKey {
    case direction, variable, speed, gust, speedExceedsValue, variableSector, isEstimated
  }

  /// Decodes the record form ``encode(to:)`` writes. Records written before schema version 1
  /// (`"direction"` as `"VRB"` or `"///"`, no `variable`) are read too.
  public init(from decoder: any Decoder) throws {
    let c = try decoder.container(keyedBy: CodingKeys.self)
    let direction: Direction
    if try c.decodeNil(forKey: .direction) {
      direction = try c.decodeIfPresent(Bool.self, forKey: .variable) == true ? .variable : .missing
    } else {
      direction = try c.decode(Direction.self, forKey: .direction)
      if case .degrees = direction, try c.decodeIfPresent(Bool.self, forKey: .variable) == true {
        throw DecodingError.dataCorruptedError(
          forKey: .variable, in: c, debugDescription: "a wind with a direction in degrees is not variable")
      }
    }
    self.init(
      direction: direction, speed: try c.decodeIfPresent(Speed.self, forKey: .speed),
      gust: try c.decodeIfPresent(Speed.self, forKey: .gust),
      speedExceedsValue: try c.decode(Bool.self, forKey: .speedExceedsValue),
      variableSector: try c.decodeIfPresent(VariableSector.self, forKey: .variableSector))
    isEstimated = try c.decode(Bool.self, forKey: .isEstimated)
  }

  /// Encodes `direction` as a number of degrees, or `null` when the wind is variable (then
  /// `variable` is true) or not reported; then `variable`, the speeds and flags.
  public func encode(to encoder: any Encoder) throws {
    var c = encoder.container(keyedBy: CodingKeys.self)
    if let degrees { try c.encode(degrees, forKey: .direction) } else { try c.encodeNil(forKey: .direction) }
    try c.encode(direction == .variable, forKey: .variable)
    try c.encodeIfPresent(speed, forKey: .speed)
    try c.encodeIfPresent(gust, forKey: .gust)
    try c.encode(speedExceedsValue, forKey: .speedExceedsValue)
    try c.encodeIfPresent(variableSector, forKey: .variableSector)
    try c.encode(isEstimated, forKey: .isEstimated)
  }
}
