import AviationWeather
import Foundation

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

/// A ``WeatherTransport`` over URLSession (FoundationNetworking on Linux).
///
/// Each transport owns its URLSession, made from an ephemeral configuration (no shared cache,
/// cookies or credentials; no global state). Requests time out after the request's
/// `timeout` (or the transport's, whichever is shorter; on Linux rounded up to whole seconds,
/// because FoundationNetworking fires sub-second timeouts at once), and carry a descriptive
/// `User-Agent` unless the request sets one. The transport never retries.
///
/// ```swift
/// let client = AviationWeatherClient(transport: URLSessionTransport())
/// ```
public final class URLSessionTransport: WeatherTransport, CustomStringConvertible {
  /// The `User-Agent` sent when a request has none; it carries `AviationWeatherRelease.version`.
  public static let defaultUserAgent = "AviationWeather-Swift/\(AviationWeatherRelease.version) (URLSessionTransport)"

  /// The longest wait for one answer, in seconds.
  public let timeout: TimeInterval
  /// The `User-Agent` sent when a request has none.
  public let userAgent: String
  private let session: URLSession

  /// Creates a transport with its own ephemeral URLSession.
  ///
  /// - Parameters:
  ///   - timeout: The longest wait for one answer, in seconds (default 15).
  ///   - userAgent: Sent when a request has no `User-Agent` of its own.
  public init(timeout: TimeInterval = 15, userAgent: String = URLSessionTransport.defaultUserAgent) {
    self.timeout = timeout
    self.userAgent = userAgent
    let configuration = URLSessionConfiguration.ephemeral
    configuration.timeoutIntervalForRequest = Self.effectiveTimeout(timeout)
    configuration.timeoutIntervalForResource = Self.effectiveTimeout(timeout)
    configuration.requestCachePolicy = .reloadIgnoringLocalCacheData
    configuration.urlCache = nil
    configuration.httpCookieStorage = nil
    configuration.httpShouldSetCookies = false
    configuration.httpAdditionalHeaders = ["User-Agent": userAgent]
    self.session = URLSession(configuration: configuration)
  }

  /// The timeout handed to URLSession. FoundationNetworking (Linux) counts timeouts in whole
  /// seconds and fires at once for a value under one second, so there timeouts are rounded up
  /// to whole seconds, at least 1.
  static func effectiveTimeout(_ seconds: TimeInterval) -> TimeInterval {
    let positive = seconds.isFinite ? max(seconds, 0.001) : 60
    #if canImport(FoundationNetworking)
      return max(1, positive.rounded(.up))
    #else
      return positive
    #endif
  }

  deinit {
    session.finishTasksAndInvalidate()
  }

  /// `URLSessionTransport (timeout 15 s)`.
  public var description: String { "URLSessionTransport (timeout \(Int(timeout.rounded())) s)" }

  /// Sends a GET request and returns the answer, whatever its status.
  ///
  /// - Throws: ``FetchError`` with code `timeout` when no answer arrived in time, `cancelled`
  ///   when the task was cancelled, and `transport` for any other failure (connection refused,
  ///   host not found, a broken connection).
  public func send(_ request: TransportRequest) async throws -> TransportResponse {
    var urlRequest = URLRequest(url: request.url)
    urlRequest.httpMethod = "GET"
    urlRequest.timeoutInterval = Self.effectiveTimeout(min(request.timeout, timeout))
    urlRequest.cachePolicy = .reloadIgnoringLocalCacheData
    for (name, value) in request.headers {
      urlRequest.setValue(value, forHTTPHeaderField: name)
    }
    if urlRequest.value(forHTTPHeaderField: "User-Agent") == nil {
      urlRequest.setValue(userAgent, forHTTPHeaderField: "User-Agent")
    }
    let url = request.url.absoluteString
    let data: Data
    let response: URLResponse
    do {
      (data, response) = try await session.data(for: urlRequest)
    } catch let error as URLError {
      switch error.code {
      case .timedOut:
        throw FetchError(code: .timeout, url: url, message: "no answer within \(urlRequest.timeoutInterval) s")
      case .cancelled: throw FetchError(code: .cancelled, url: url)
      default: throw FetchError(code: .transport, url: url, message: error.localizedDescription)
      }
    } catch is CancellationError {
      throw FetchError(code: .cancelled, url: url)
    } catch {
      throw FetchError(code: .transport, url: url, message: String(describing: error))
    }
    guard let http = response as? HTTPURLResponse else {
      throw FetchError(code: .transport, url: url, message: "not an HTTP answer")
    }
    var headers: [String: String] = [:]
    for (name, value) in http.allHeaderFields {
      headers[String(describing: name)] = String(describing: value)
    }
    return TransportResponse(status: http.statusCode, headers: headers, body: [UInt8](data))
  }
}
