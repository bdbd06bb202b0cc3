/// How strictly decoders treat tokens they do not recognise.
public struct DecodingOptions: Sendable, Hashable, Codable {
  /// When true, the first unrecognised token throws ``DecodeError`` with code
  /// ``DecodeError/Code/unexpectedToken``; when false (the default), it goes to `unparsed`.
  ///
  /// A strict decoder repairs nothing: a malformed group is an unrecognised token.
  public var isStrict: Bool

  /// When true (the default), lenient decoding reads a few unambiguous typing slips as the groups
  /// they stand for: in a METAR `0VC003`, `9999FEW023`, `Q10 10`, `TTEMPO`, listed in
  /// ``METAR/repaired``; in a TAF a space too many or missing (`T X33/1018Z`, `543802QNH2974INS`),
  /// listed in ``TAF/repaired``. When false, such tokens stay in `unparsed`. (Plain-language text after
  /// the last group is no repair: it goes to ``METAR/plainLanguage`` either way.)
  public var repairsMalformedGroups: Bool

  /// Creates options.
  public init(isStrict: Bool = false, repairsMalformedGroups: Bool = true) {
    self.isStrict = isStrict
    self.repairsMalformedGroups = repairsMalformedGroups
  }

  /// Unrecognised tokens are kept in `unparsed` and decoding goes on; typing slips are repaired.
  public static let lenient = DecodingOptions(isStrict: false)
  /// The first unrecognised token is an error.
  public static let strict = DecodingOptions(isStrict: true)

  private enum CodingKeys: String, CodingKey {
    case isStrict, repairsMalformedGroups
  }

  /// Decodes options; a missing `repairsMalformedGroups` (options written before it existed) is true.
  public init(from decoder: any Decoder) throws {
    let c = try decoder.container(keyedBy: CodingKeys.self)
    self.init(
      isStrict: try c.decode(Bool.self, forKey: .isStrict),
      repairsMalformedGroups: try c.decodeIfPresent(Bool.self, forKey: .repairsMalformedGroups) ?? true)
  }

  /// Repairs apply only when decoding is lenient and they are asked for.
  var repairs: Bool { !isStrict && repairsMalformedGroups }
}
