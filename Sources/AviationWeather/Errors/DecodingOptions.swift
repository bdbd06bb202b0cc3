/// How strictly decoders treat tokens they do not recognise.
public struct DecodingOptions: Sendable, Hashable, Codable {
  /// When true, the first unrecognised token throws ``DecodeError`` with code
  /// ``DecodeError/Code/unexpectedToken``; when false (the default), it goes to `unparsed`.
  public var isStrict: Bool

  /// Creates options.
  public init(isStrict: Bool = false) {
    self.isStrict = isStrict
  }

  /// Unrecognised tokens are kept in `unparsed` and decoding goes on.
  public static let lenient = DecodingOptions(isStrict: false)
  /// The first unrecognised token is an error.
  public static let strict = DecodingOptions(isStrict: true)
}
