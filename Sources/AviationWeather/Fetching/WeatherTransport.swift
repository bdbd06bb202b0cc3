import Foundation

/// Moves one HTTP GET request to a server and its answer back.
///
/// The library defines the protocol and links no HTTP stack; the `AviationWeatherURLSession`
/// product supplies ``WeatherTransport`` over URLSession, and tests supply transports that
/// serve recorded answers.
///
/// A transport reports what the server said, whatever the status: it throws only when no
/// answer arrived (``FetchError/Code/transport``, ``FetchError/Code/timeout``,
/// ``FetchError/Code/cancelled``). Errors of other types are reported by the client as
/// ``FetchError/Code/transport``.
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

  /// Creates a request.
  public init(url: URL, headers: [String: String] = [:], timeout: TimeInterval) {
    self.url = url
    self.headers = headers
    self.timeout = timeout
  }
}

extension TransportRequest: CustomStringConvertible {
  /// `GET <url>`.
  public var description: String { "GET \(url.absoluteString)" }
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
