/// A military aerodrome colour state (UK and NATO): `BLU`, `WHT`, `GRN`, `YLO1`, `YLO2`, `AMB`, `RED`,
/// optionally with `BLACK` (aerodrome unusable for other reasons).
public struct ColorState: Sendable, Hashable, Codable {
  /// The colour code as reported, without `BLACK` (`BLU`, `YLO1`, `RED`).
  public var code: String
  /// True when prefixed by `BLACK`.
  public var isBlack: Bool

  /// Creates a colour state.
  public init(code: String, isBlack: Bool = false) {
    self.code = code
    self.isBlack = isBlack
  }

  static let codes: [StaticString] = ["BLU", "WHT", "GRN", "YLO1", "YLO2", "YLO", "AMB", "RED"]

  /// Decodes `BLU`, `BLACKRED`, `WHT`, also with a trailing `+` (better colour forecast).
  static func decode(_ b: _Bytes) -> ColorState? {
    var body = b
    var black = false
    if body.hasPrefix("BLACK") {
      black = true
      body = body.dropFirst(5)
      if body.isEmpty { return ColorState(code: "BLACK", isBlack: true) }
    }
    if body.hasSuffix("+") { body = body.dropLast(1) }
    for code in codes where body.equals(code) {
      return ColorState(code: b.dropFirst(black ? 5 : 0).string, isBlack: black)
    }
    return nil
  }
}
