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
