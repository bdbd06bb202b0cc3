import Foundation

extension AviationWeatherClient {
  /// The request for an endpoint with query items in the given order.
  ///
  /// - Throws: ``FetchError/Code/invalidRequest`` when the base URL cannot take a query (it has
  ///   a query or a fragment of its own, which would swallow the endpoint's path).
  public func request(endpoint: String, query: [(name: String, value: String)]) throws(FetchError) -> TransportRequest {
    guard baseURL.query == nil, baseURL.fragment == nil else {
      throw FetchError(code: .invalidRequest, url: "", message: "the base URL has a query or a fragment")
    }
    let base = baseURL.absoluteString.hasSuffix("/") ? baseURL.absoluteString : baseURL.absoluteString + "/"
    guard var components = URLComponents(string: base + endpoint) else {
      throw FetchError(code: .invalidRequest, url: "", message: "base URL '\(baseURL.absoluteString)' takes no path")
    }
    components.queryItems = query.map { URLQueryItem(name: $0.name, value: $0.value) }
    guard let url = components.url else {
      throw FetchError(code: .invalidRequest, url: "", message: "cannot build a URL from '\(base + endpoint)'")
    }
    return TransportRequest(
      url: url,
      headers: ["User-Agent": userAgent, "Accept": endpoint == "stationinfo" ? "application/json" : "text/plain"],
      timeout: timeout, maximumBodyBytes: maximumAnswerBytes)
  }

  /// Sends a request and returns the body of a 2xx answer that has one; every other outcome throws.
  func fetchBody(_ request: TransportRequest) async throws(FetchError) -> [UInt8] {
    try await fetchAnswer(request).body
  }

  /// Sends a request and returns the body of a 2xx answer that has one, and when the answer was
  /// received: the server's time in its `Date` header, or the time it arrived when there is
  /// none (or one that cannot be read). Every other outcome throws.
  ///
  /// The whole exchange is bounded by ``timeout`` (``FetchError/Code/timedOut``; the transport's
  /// task is cancelled and not waited for) and the answer by ``maximumAnswerBytes``
  /// (``FetchError/Code/answerTooLarge``), whatever the transport does.
  func fetchAnswer(_ request: TransportRequest) async throws(FetchError) -> (body: [UInt8], receivedAt: Date) {
    let url = request.url.absoluteString
    let transport = self.transport
    let response: TransportResponse
    do {
      guard let answer = try await _withDeadline(request.timeout, { try await transport.send(request) }) else {
        throw FetchError(
          code: .timedOut, url: url, message: "no complete answer within \(_wholeSecondsText(request.timeout))")
      }
      response = answer
    } catch {
      throw Self.fetchError(error, url: url)
    }
    guard response.body.count <= maximumAnswerBytes else {
      throw FetchError(
        code: .answerTooLarge, url: url, status: response.status,
        message: "the answer holds more than \(maximumAnswerBytes) bytes")
    }
    let arrived = Date()
    return (try Self.body(of: response, url: url), response.header("Date").flatMap(Self.httpDate) ?? arrived)
  }

  /// The ``FetchError`` a transport's error stands for: a `FetchError` as it is, a `URLError` by
  /// its code, a `CancellationError` as cancelled, anything else as a transport failure.
  static func fetchError(_ error: any Error, url: String) -> FetchError {
    switch error {
    case let error as FetchError: return error
    case is CancellationError: return FetchError(code: .cancelled, url: url)
    case let error as URLError: return FetchError(code: code(of: error), url: url, message: "URLError \(error.code.rawValue)")
    default: return FetchError(code: .transport, url: url, message: String(describing: error))
    }
  }

  /// The code a `URLError` stands for: timed out, offline, cancelled, too large, or a failed connection.
  static func code(of error: URLError) -> FetchError.Code {
    switch error.code {
    case .timedOut: return .timedOut
    case .notConnectedToInternet, .networkConnectionLost, .dataNotAllowed, .internationalRoamingOff,
      .callIsActive:
      return .offline
    case .cancelled, .userCancelledAuthentication: return .cancelled
    case .dataLengthExceedsMaximum: return .answerTooLarge
    case .badServerResponse: return .serverError
    case .fileDoesNotExist, .resourceUnavailable: return .notFound
    case .cannotDecodeRawData, .cannotDecodeContentData, .cannotParseResponse: return .undecodableBody
    default: return .transport
    }
  }

  /// The body of a successful answer, or the error the answer stands for.
  static func body(of response: TransportResponse, url: String) throws(FetchError) -> [UInt8] {
    let status = response.status
    switch status {
    case 204:
      throw FetchError(code: .noData, url: url, status: status)
    case 200..<300:
      let hasText = response.body.contains { !Tokenizer.isSeparator($0) }
      guard hasText else { throw FetchError(code: .noData, url: url, status: status) }
      return response.body
    case 400:
      throw FetchError(code: .badRequest, url: url, status: status, message: shortText(response.body))
    case 404:
      throw FetchError(code: .notFound, url: url, status: status, message: shortText(response.body))
    case 429:
      throw FetchError(
        code: .rateLimited, url: url, status: status, retryAfter: retryAfter(response),
        message: shortText(response.body))
    case 500..<600:
      throw FetchError(
        code: .serverError, url: url, status: status, retryAfter: retryAfter(response),
        message: shortText(response.body))
    default:
      throw FetchError(code: .unexpectedStatus, url: url, status: status, message: shortText(response.body))
    }
  }

  /// Seconds from a `Retry-After` header: delay-seconds, or an HTTP date (seconds from the
  /// answer's `Date` header, or from now when there is none; never negative).
  static func retryAfter(_ response: TransportResponse) -> TimeInterval? {
    guard let value = response.header("Retry-After")?.trimmingCharacters(in: .whitespaces), !value.isEmpty else {
      return nil
    }
    if value.utf8.allSatisfy(\.isASCIIDigit) {
      return value.utf8.count <= 9 ? TimeInterval(Int(value) ?? 0) : nil
    }
    guard let date = httpDate(value) else { return nil }
    let now = response.header("Date").flatMap(httpDate) ?? Date()
    return max(0, date.timeIntervalSince(now).rounded(.up))
  }

  private static func httpDate(_ text: String) -> Date? {
    let formatter = DateFormatter()
    formatter.locale = Locale(identifier: "en_US_POSIX")
    formatter.timeZone = TimeZone(identifier: "GMT")
    formatter.dateFormat = "EEE, dd MMM yyyy HH:mm:ss zzz"
    return formatter.date(from: text)
  }

  /// The first 200 characters of a text body, trimmed, for error messages (control characters
  /// are kept: ``FetchError/description`` escapes them).
  static func shortText(_ body: [UInt8]) -> String {
    let text = String(decoding: body.prefix(200), as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)
    return body.count > 200 ? text + "..." : text
  }

  /// Station identifiers for the `ids` parameter: trimmed, upper-cased, duplicates dropped.
  ///
  /// - Throws: ``FetchError/Code/invalidRequest`` for an empty list or an identifier with
  ///   characters other than letters, digits and `@` (the service's state lists, `@WA`).
  static func idsValue(_ ids: [String]) throws(FetchError) -> String {
    var seen = Set<String>()
    var list: [String] = []
    for id in ids {
      let cleaned = id.trimmingCharacters(in: .whitespaces).uppercased()
      guard isStationID(cleaned) else {
        throw FetchError(code: .invalidRequest, url: "", message: "'\(id)' is not a station identifier")
      }
      if seen.insert(cleaned).inserted { list.append(cleaned) }
    }
    guard !list.isEmpty else { throw FetchError(code: .invalidRequest, url: "", message: "no station given") }
    return list.joined(separator: ",")
  }

  /// Whether `id` can go into the `ids` parameter: 1 to 10 upper-case ASCII letters, digits or `@`.
  static func isStationID(_ id: String) -> Bool {
    !id.isEmpty && id.utf8.count <= 10
      && id.utf8.allSatisfy { $0.isASCIIDigit || ($0 >= asciiUpperA && $0 <= asciiUpperZ) || $0 == asciiAt }
  }
}
