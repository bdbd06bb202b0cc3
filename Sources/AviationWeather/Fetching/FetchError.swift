import Foundation

/// Why a fetch failed: a code, the URL asked and what the server or transport said.
///
/// A struct rather than an enum so that new reasons can be added without breaking callers;
/// compare against the static members (`error.code == .rateLimited`).
/// Reports that arrive but do not decode are not fetch errors: they stay in
/// ``ReportBatch/failures`` beside the reports that did decode.
public struct FetchError: Error, Sendable, Hashable, Codable {
  /// The kind of failure.
  public struct Code: Sendable, Hashable, Codable, CustomStringConvertible {
    private let name: String
    /// Creates a code.
    init(_ name: String) { self.name = name }

    /// The request could not be built (no station given, a position out of range, a bad base URL).
    public static let invalidRequest = Code("invalidRequest")
    /// No answer arrived: the connection failed or broke.
    public static let transport = Code("transport")
    /// No answer arrived within the timeout.
    public static let timeout = Code("timeout")
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
    /// HTTP 204 or an empty body: the service has no data for the query.
    public static let noData = Code("noData")
    /// The body is not in the expected format (not UTF-8 text, not the documented JSON).
    public static let undecodableBody = Code("undecodableBody")

    /// The code's name.
    public var description: String { name }
  }

  /// The kind of failure.
  public var code: Code
  /// The URL asked (empty when the request could not be built).
  public var url: String
  /// The HTTP status, when an answer arrived.
  public var status: Int?
  /// Seconds to wait before asking again, from a `Retry-After` header (429 and 503).
  public var retryAfter: TimeInterval?
  /// Detail: the server's short text body, the transport's message, or the decoding problem.
  public var message: String

  /// Creates an error.
  public init(code: Code, url: String, status: Int? = nil, retryAfter: TimeInterval? = nil, message: String = "") {
    self.code = code
    self.url = url
    self.status = status
    self.retryAfter = retryAfter
    self.message = message
  }
}

extension FetchError: CustomStringConvertible {
  /// One line in plain English: what failed, the status, the wait asked for, the URL and detail.
  public var description: String {
    var text: String
    switch code {
    case .invalidRequest: text = "invalid request"
    case .transport: text = "no answer (connection failed)"
    case .timeout: text = "no answer within the timeout"
    case .cancelled: text = "cancelled"
    case .badRequest: text = "the service rejected the query"
    case .notFound: text = "not found"
    case .rateLimited: text = "rate limited: too many requests"
    case .serverError: text = "the service failed"
    case .unexpectedStatus: text = "unexpected answer"
    case .noData: text = "no data for the query"
    case .undecodableBody: text = "answer not in the expected format"
    default: text = code.description
    }
    if let status { text += " (HTTP \(status))" }
    if let retryAfter { text += ", retry after \(Int(retryAfter.rounded(.up))) s" }
    if !url.isEmpty { text += " for \(url)" }
    if !message.isEmpty { text += ": \(message)" }
    return text
  }
}
