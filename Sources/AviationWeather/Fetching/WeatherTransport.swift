import Foundation

/// Moves one HTTP GET request to a server and its answer back.
///
/// The library defines the protocol and links no HTTP stack; the `AviationWeatherURLSession`
/// product supplies ``WeatherTransport`` over URLSession, and tests supply transports that
/// serve recorded answers.
///
/// A transport reports what the server said, whatever the status: it throws only when no
/// answer arrived (``FetchError/Code/transport``, ``FetchError/Code/offline``,
/// ``FetchError/Code/timedOut``, ``FetchError/Code/cancelled``) or the answer passed
/// ``TransportRequest/maximumBodyBytes`` (``FetchError/Code/answerTooLarge``). The client reads a
/// `URLError` as its code says (`.timedOut`, `.notConnectedToInternet`, `.cancelled`…), a
/// `CancellationError` as ``FetchError/Code/cancelled``, and any other error as
/// ``FetchError/Code/transport``. The client also enforces the request's deadline and size cap
/// itself, so a transport that ignores them cannot hold a call forever.
public protocol WeatherTransport: Sendable {
  /// Sends `request` and returns the server's answer (any status).
  func send(_ request: TransportRequest) async throws -> TransportResponse
}

/// One GET request: where, which headers, how long to wait.
public struct TransportRequest: Sendable, Hashable, Codable {
  /// The full URL, query included.
  public var url: URL
  /// Request headers, by name.
  public var headers: [String: String]
  /// The longest wait for the whole answer, in seconds.
  public var timeout: TimeInterval
  /// The most body bytes to read (after decompression); a transport may stop reading past it
  /// and throw ``FetchError/Code/answerTooLarge``. `nil`: no cap asked.
  public var maximumBodyBytes: Int?

  /// Creates a request.
  public init(url: URL, headers: [String: String] = [:], timeout: TimeInterval, maximumBodyBytes: Int? = nil) {
    self.url = url
    self.headers = headers
    self.timeout = timeout
    self.maximumBodyBytes = maximumBodyBytes
  }
}

extension TransportRequest: CustomStringConvertible {
  /// `GET <url>`, the position in the query redacted (`bbox=redacted`) and control characters escaped.
  public var description: String { "GET \(_printable(_redactedURL(url.absoluteString)))" }
}

/// A server's answer: status, headers and the body bytes.
public struct TransportResponse: Sendable, Hashable, Codable {
  /// The HTTP status code.
  public var status: Int
  /// Response headers, by name as the server sent them.
  public var headers: [String: String]
  /// The body bytes (empty when there is none).
  public var body: [UInt8]

  /// Creates an answer.
  public init(status: Int, headers: [String: String] = [:], body: [UInt8] = []) {
    self.status = status
    self.headers = headers
    self.body = body
  }

  /// The value of the header `name`, compared without regard to case.
  public func header(_ name: String) -> String? {
    if let exact = headers[name] { return exact }
    let lowered = name.lowercased()
    return headers.first { $0.key.lowercased() == lowered }?.value
  }
}

extension TransportResponse: CustomStringConvertible {
  /// `HTTP <status>, <n> bytes`.
  public var description: String { "HTTP \(status), \(body.count) bytes" }
}
