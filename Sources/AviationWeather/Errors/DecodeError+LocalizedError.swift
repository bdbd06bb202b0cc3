import Foundation

// The text for people: short localized sentences from the `Errors` string table. The reason
// with the byte offset and the caret stays in `description`.

extension DecodeError: LocalizedError {
  /// What happened, in one short sentence in the current locale's language, for an alert:
  /// `Couldn't read the report near "FEWO46".` (``localizedDescription(locale:)``).
  public var errorDescription: String? { localizedDescription(locale: .current) }

  /// Why it happened, in the current locale's language (``localizedFailureReason(locale:)``).
  public var failureReason: String? { localizedFailureReason(locale: .current) }

  /// What the user can do, in the current locale's language.
  public var recoverySuggestion: String? { localizedRecoverySuggestion(locale: .current) }

  /// What happened, in one short sentence in `locale`'s language (English, French, German,
  /// Spanish or Portuguese; English for others): the group at fault, quoted (at most
  /// ``maximumQuotedCharacters`` characters, control characters escaped), when there is one.
  public func localizedDescription(locale: Locale) -> String {
    switch code {
    case .emptyInput, .wrongReportType, .truncatedReport, .reportTooLong:
      return _L10n.text("decode.\(code.description)", .errors, locale: locale)
    default:
      guard let quoted = quotedToken else { return _L10n.text("decode.other", .errors, locale: locale) }
      return _L10n.text("decode.near", .errors, locale: locale, quoted)
    }
  }

  /// Why it happened, in one short sentence in `locale`'s language.
  public func localizedFailureReason(locale: Locale) -> String {
    switch code {
    case .emptyInput, .notAWeatherReport, .unexpectedToken, .wrongReportType, .truncatedReport, .missingTimeAndWind,
      .reportTooLong:
      return _L10n.text("decode.\(code.description).reason", .errors, locale: locale)
    default: return _L10n.text("decode.other.reason", .errors, locale: locale)
    }
  }

  /// What the user can do, in one short sentence in `locale`'s language.
  public func localizedRecoverySuggestion(locale: Locale) -> String {
    _L10n.text("decode.suggestion", .errors, locale: locale)
  }

  /// The most characters of the token the text for people quotes.
  public static let maximumQuotedCharacters = 16

  /// The token as the text for people quotes it: at most ``maximumQuotedCharacters``
  /// characters (then `…`), control characters escaped; `nil` when there is none, or when it
  /// looks like an address (`://`), which the text for people never shows.
  private var quotedToken: String? {
    let trimmed = token.trimmingCharacters(in: .whitespacesAndNewlines)
    guard !trimmed.isEmpty, !trimmed.contains("://") else { return nil }
    let cut = trimmed.count > Self.maximumQuotedCharacters ? trimmed.prefix(Self.maximumQuotedCharacters) + "…" : trimmed
    return _printable(String(cut))
  }
}
