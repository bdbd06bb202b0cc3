import Foundation

// The text for people: short localized sentences from the `Errors` string table, with no URL,
// position, query, status or system error's text (those stay in `description`).

extension FetchError: LocalizedError {
  /// What happened, in one short sentence in the current locale's language, for an alert:
  /// "The weather service is busy. Try again in 2 minutes.", "You appear to be offline.",
  /// "No weather station within 50 km." (``localizedDescription(locale:)``).
  public var errorDescription: String? { localizedDescription(locale: .current) }

  /// Why it happened, in the current locale's language (``localizedFailureReason(locale:)``).
  public var failureReason: String? { localizedFailureReason(locale: .current) }

  /// What the user can do, in the current locale's language; `nil` for a cancelled request
  /// (``localizedRecoverySuggestion(locale:)``).
  public var recoverySuggestion: String? { localizedRecoverySuggestion(locale: .current) }

  /// What happened, in one short sentence in `locale`'s language (English, French, German,
  /// Spanish or Portuguese; English for others), numbers written as `locale` writes them. It
  /// never holds the URL, a position, the query or a system error's text.
  public func localizedDescription(locale: Locale) -> String {
    switch code {
    case .rateLimited:
      guard let wait = retryAfter, wait.isFinite, wait > 0, wait <= 86_400 else {
        return _L10n.text("fetch.rateLimited", .errors, locale: locale)
      }
      if wait < 60 {
        let seconds = Int(wait.rounded(.up))
        return _L10n.plural(
          "fetch.rateLimited.seconds", .errors, count: seconds, locale: locale,
          formatNumber(Double(seconds), locale: locale))
      }
      let minutes = Int((wait / 60).rounded(.up))
      return _L10n.plural(
        "fetch.rateLimited.minutes", .errors, count: minutes, locale: locale,
        formatNumber(Double(minutes), locale: locale))
    case .noData:
      guard let radius, radius.kilometers.isFinite, radius.kilometers > 0, radius.kilometers < 1e6 else {
        return _L10n.text("fetch.noData", .errors, locale: locale)
      }
      let kilometers = radius.kilometers
      return _L10n.plural(
        "fetch.noStation", .errors, count: Int(kilometers.rounded(.down)), locale: locale,
        formatNumber(kilometers, maxFractionDigits: kilometers < 10 ? 1 : 0, locale: locale))
    default:
      return _L10n.text("fetch.\(key)", .errors, locale: locale)
    }
  }

  /// Why it happened, in one short sentence in `locale`'s language.
  public func localizedFailureReason(locale: Locale) -> String {
    let noStation = code == .noData && radius != nil
    return _L10n.text(noStation ? "fetch.noStation.reason" : "fetch.\(key).reason", .errors, locale: locale)
  }

  /// What the user can do, in one short sentence in `locale`'s language; `nil` for a cancelled
  /// request, which needs nothing.
  public func localizedRecoverySuggestion(locale: Locale) -> String? {
    let suggestion: String
    switch code {
    case .cancelled: return nil
    case .invalidRequest: suggestion = "suggest.checkInput"
    case .transport, .offline, .timedOut: suggestion = "suggest.checkConnection"
    case .rateLimited, .serverError: suggestion = "suggest.tryLater"
    case .noData: suggestion = radius == nil ? "suggest.otherStation" : "suggest.widenSearch"
    case .badRequest, .notFound, .unexpectedStatus, .undecodableBody, .answerTooLarge: suggestion = "suggest.update"
    default: suggestion = "suggest.retry"
    }
    return _L10n.text(suggestion, .errors, locale: locale)
  }

  /// The code's key in the `Errors` table (`other` for a code the table does not know).
  private var key: String {
    switch code {
    case .invalidRequest, .transport, .offline, .timedOut, .cancelled, .badRequest, .notFound, .rateLimited,
      .serverError, .unexpectedStatus, .noData, .undecodableBody, .answerTooLarge:
      return code.description
    default: return "other"
    }
  }
}
