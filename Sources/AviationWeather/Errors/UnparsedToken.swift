import Foundation

/// A token that no decoder claimed, kept with its text and byte offset so nothing is lost.
public struct UnparsedToken: Sendable, Hashable, Codable {
  /// The token's text.
  public var text: String
  /// Byte offset of the token in the report.
  public var offset: Int

  /// Creates an unparsed token.
  public init(text: String, offset: Int) {
    self.text = text
    self.offset = offset
  }
}

extension UnparsedToken: CustomStringConvertible {
  /// `'1O' at byte 23`.
  public var description: String { "'\(text)' at byte \(offset)" }

  /// ``description`` for a person in `locale`, the token as sent; ``description`` for
  /// POSIX English.
  func describe(locale: Locale?) -> String {
    guard let locale else { return description }
    return _L10n.text("token.unparsed", .report, locale: locale, text, String(offset))
  }
}
