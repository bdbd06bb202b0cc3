import Foundation

/// Why a fetch failed: a code, the URL asked and what the server or transport said.
///
/// A struct rather than an enum so that new reasons can be added without breaking callers;
/// compare against the static members (`error.code == .rateLimited`).
/// Reports that arrive but do not decode are not fetch errors: they stay in
/// ``ReportBatch/failures`` beside the reports that did decode.
///
/// Two texts: ``description`` is for developers and logs (POSIX English, the status, the URL
/// with the position in its query redacted, the server's message with control characters
/// escaped); `errorDescription`, `failureReason` and `recoverySuggestion` (`LocalizedError`)
/// are short sentences for people, in their language, with no URL, coordinate or query.
public struct FetchError: Error, Sendable, Hashable, Codable {
  /// The kind of failure.
  public struct Code: Sendable, Hashable, Codable, CustomStringConvertible {
    private let name: String
    /// Creates a code.
    init(_ name: String) { self.name = name }

    /// The request could not be built (no station given, a position out of range, a bad base URL).
    public static let invalidRequest = Code("invalidRequest")
    /// No answer arrived: the connection failed or broke (host not found, connection refused or reset).
    public static let transport = Code("transport")
    /// The device is offline: no network connection (`URLError.notConnectedToInternet`,
    /// `.networkConnectionLost`, `.dataNotAllowed`, `.internationalRoamingOff`).
    public static let offline = Code("offline")
    /// The answer did not end within the deadline (``AviationWeatherClient/timeout`` for one
    /// request, ``AviationWeatherClient/weatherNearTimeout`` for a whole
    /// ``AviationWeatherClient/weatherNear(latitude:longitude:radius:at:stationsPerRequest:maximumRequests:candidates:)``).
    public static let timedOut = Code("timedOut")
    /// The former name of ``timedOut``.
    @available(*, deprecated, renamed: "timedOut")
    public static var timeout: Code { timedOut }
    /// The task was cancelled.
    public static let cancelled = Code("cancelled")
    /// HTTP 400: the service did not accept the query.
    public static let badRequest = Code("badRequest")
    /// HTTP 404: no such endpoint.
    public static let notFound = Code("notFound")
    /// HTTP 429: too many requests; see ``FetchError/retryAfter``.
    public static let rateLimited = Code("rateLimited")
    /// HTTP 5xx: the service failed.
    public static let serverError = Code("serverError")
    /// Any other status that is not 2xx.
    public static let unexpectedStatus = Code("unexpectedStatus")
    /// HTTP 204 or an empty body: the service has no data for the query (with
    /// ``FetchError/radius`` set: no station within that radius).
    public static let noData = Code("noData")
    /// The body is not in the expected format (not UTF-8 text, not the documented JSON).
    public static let undecodableBody = Code("undecodableBody")
    /// The answer is longer than ``AviationWeatherClient/maximumAnswerBytes`` (after
    /// decompression): reading stopped there.
    public static let answerTooLarge = Code("answerTooLarge")

    /// The code's name.
    public var description: String { name }

    private enum CodingKeys: String, CodingKey { case name }

    /// Decodes a code from `{"name": …}`; the former name `timeout` reads as ``timedOut``.
    public init(from decoder: any Decoder) throws {
      let name = try decoder.container(keyedBy: CodingKeys.self).decode(String.self, forKey: .name)
      self.init(name == "timeout" ? "timedOut" : name)
    }

    /// Encodes the code as `{"name": …}`.
    public func encode(to encoder: any Encoder) throws {
      var c = encoder.container(keyedBy: CodingKeys.self)
      try c.encode(name, forKey: .name)
    }
  }

  /// The kind of failure.
  public var code: Code
  /// The URL asked (empty when the request could not be built). It may hold a position in its
  /// query (`bbox=…`): ``description`` redacts it, and it is never in the text for people.
  public var url: String
  /// The HTTP status, when an answer arrived.
  public var status: Int?
  /// Seconds to wait before asking again, from a `Retry-After` header (429 and 503).
  public var retryAfter: TimeInterval?
  /// Detail: the server's short text body, the transport's message, or the decoding problem.
  /// Text from outside, kept as it came: ``description`` escapes its control characters.
  public var message: String
  /// The search radius, for ``Code/noData`` from a search for stations near a position
  /// (no station within it); `nil` otherwise.
  public var radius: Distance?

  /// Creates an error.
  public init(
    code: Code, url: String, status: Int? = nil, retryAfter: TimeInterval? = nil, message: String = "",
    radius: Distance? = nil
  ) {
    self.code = code
    self.url = url
    self.status = status
    self.retryAfter = retryAfter
    self.message = message
    self.radius = radius
  }
}

extension FetchError: CustomStringConvertible, CustomDebugStringConvertible {
  /// One line in plain English for developers and logs: what failed, the status, the wait asked
  /// for, the URL (the position in its query redacted: `bbox=redacted`) and the detail, with
  /// control characters escaped (`\u{1B}`). The same in every locale.
  public var description: String {
    var text: String
    switch code {
    case .invalidRequest: text = "invalid request"
    case .transport: text = "no answer (connection failed)"
    case .offline: text = "no answer (offline)"
    case .timedOut: text = "no answer within the timeout"
    case .cancelled: text = "cancelled"
    case .badRequest: text = "the service rejected the query"
    case .notFound: text = "not found"
    case .rateLimited: text = "rate limited: too many requests"
    case .serverError: text = "the service failed"
    case .unexpectedStatus: text = "unexpected answer"
    case .noData: text = "no data for the query"
    case .undecodableBody: text = "answer not in the expected format"
    case .answerTooLarge: text = "answer too large"
    default: text = _printable(code.description)
    }
    if let status { text += " (HTTP \(status))" }
    if let retryAfter { text += ", retry after \(_wholeSecondsText(retryAfter))" }
    if let radius { text += " within \(_formatKilometers(radius))" }
    if !url.isEmpty { text += " for \(_printable(_redactedURL(url)))" }
    if !message.isEmpty { text += ": \(_printable(message))" }
    return text
  }

  /// The same as ``description``.
  public var debugDescription: String { description }
}
