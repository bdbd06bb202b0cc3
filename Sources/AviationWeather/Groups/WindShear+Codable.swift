extension WindShear.Location {
  private enum CodingKeys: String, CodingKey { case kind, runway, heightFeet, wind }

  /// Decodes `{"kind": "allRunways" | "runway" | "aloft", ...}`.
  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    switch try container.decode(String.self, forKey: .kind) {
    case "allRunways": self = .allRunways
    case "runway": self = .runway(try container.decode(String.self, forKey: .runway))
    case "aloft":
      self = .aloft(
        heightFeet: try container.decode(Int.self, forKey: .heightFeet),
        wind: try container.decode(Wind.self, forKey: .wind))
    default:
      throw DecodingError.dataCorruptedError(forKey: .kind, in: container, debugDescription: "unknown kind")
    }
  }

  /// Encodes as `{"kind": ..., "runway": ...}` or `{"kind": "aloft", "heightFeet": ..., "wind": ...}`.
  public func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: CodingKeys.self)
    switch self {
    case .allRunways:
      try container.encode("allRunways", forKey: .kind)
    case .runway(let runway):
      try container.encode("runway", forKey: .kind)
      try container.encode(runway, forKey: .runway)
    case .aloft(let height, let wind):
      try container.encode("aloft", forKey: .kind)
      try container.encode(height, forKey: .heightFeet)
      try container.encode(wind, forKey: .wind)
    }
  }
}
