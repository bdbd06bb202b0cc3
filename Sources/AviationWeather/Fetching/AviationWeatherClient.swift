import Foundation

/// Fetches METARs, TAFs and station information from the aviation weather data API
/// (`https://aviationweather.gov/api/data/`) over any ``WeatherTransport``, and finds the
/// weather near a position.
///
/// ```swift
/// import AviationWeather
/// import AviationWeatherURLSession
///
/// let client = AviationWeatherClient(transport: URLSessionTransport())
/// let metars = try await client.metars(for: ["KJFK", "EGLL"])   // one request
/// let near = try await client.weatherNear(latitude: 55.95, longitude: -3.19)
/// print(near)
/// ```
///
/// The client is polite: one request per call (``weatherNear(latitude:longitude:radius:at:stationsPerRequest:maximumRequests:candidates:)``
/// makes a bounded number), several stations per request, a descriptive `User-Agent`, and no
/// automatic retries: a 429 answer throws ``FetchError/Code/rateLimited`` with the server's
/// `Retry-After`, and the caller decides when to ask again.
///
/// The client is a value holding a transport; it is `Sendable` but, because of the transport,
/// neither `Equatable` nor `Codable`.
public struct AviationWeatherClient: Sendable {
  /// The service's documented base URL.
  public static let defaultBaseURL = URL(string: "https://aviationweather.gov/api/data/") ?? URL(fileURLWithPath: "/")
  /// The `User-Agent` sent unless another is given; it carries ``AviationWeatherRelease/version``.
  public static let defaultUserAgent = "AviationWeather-Swift/\(AviationWeatherRelease.version) (METAR/TAF decoder library)"

  /// Where the endpoints live (`metar`, `taf`, `stationinfo` are appended).
  public var baseURL: URL
  /// Carries the requests.
  public var transport: any WeatherTransport
  /// The `User-Agent` header sent with every request.
  public var userAgent: String
  /// The longest wait for one answer, in seconds, from sending the request to the answer's last
  /// byte: passed to the transport, and enforced by the client whatever the transport does (it
  /// throws ``FetchError/Code/timedOut`` and cancels the transport's task).
  public var timeout: TimeInterval
  /// The longest a whole
  /// ``weatherNear(latitude:longitude:radius:at:stationsPerRequest:maximumRequests:candidates:)`` call may
  /// take, in seconds, all its requests included; past it the call throws
  /// ``FetchError/Code/timedOut``.
  public var weatherNearTimeout: TimeInterval
  /// The most bytes one answer may hold (after decompression): a longer answer throws
  /// ``FetchError/Code/answerTooLarge``. Passed to the transport, which may stop reading there
  /// (``TransportRequest/maximumBodyBytes``), and checked by the client whatever the transport does.
  public var maximumAnswerBytes: Int
  /// How reports are decoded (lenient by default).
  public var decodingOptions: DecodingOptions
  /// Where stations the service lists get what it does not give, their time zone first
  /// (``StationDirectory/completing(_:)``); `nil` (the default): stations are as the service
  /// gives them. `AviationWeatherStations.directory` is the bundled one.
  public var stationDirectory: StationDirectory?

  /// Creates a client.
  ///
  /// - Parameters:
  ///   - transport: Carries the requests (`URLSessionTransport()` from `AviationWeatherURLSession`, or your own).
  ///   - baseURL: Where the endpoints live; point it at a mirror or a test server.
  ///   - userAgent: Sent with every request; the service asks for a descriptive one.
  ///   - timeout: The longest wait for one answer, in seconds (default 15).
  ///   - decodingOptions: How reports are decoded.
  ///   - weatherNearTimeout: The longest a whole `weatherNear` call may take, in seconds (default 60).
  ///   - maximumAnswerBytes: The most bytes one answer may hold (default
  ///     ``defaultMaximumAnswerBytes``, 4 MiB; at least 1).
  ///   - stationDirectory: Completes the stations the service lists (their time zone first).
  public init(
    transport: any WeatherTransport, baseURL: URL = AviationWeatherClient.defaultBaseURL,
    userAgent: String = AviationWeatherClient.defaultUserAgent, timeout: TimeInterval = 15,
    decodingOptions: DecodingOptions = .lenient, weatherNearTimeout: TimeInterval = 60,
    maximumAnswerBytes: Int = AviationWeatherClient.defaultMaximumAnswerBytes,
    stationDirectory: StationDirectory? = nil
  ) {
    self.transport = transport
    self.baseURL = baseURL
    self.userAgent = userAgent
    self.timeout = timeout
    self.decodingOptions = decodingOptions
    self.weatherNearTimeout = weatherNearTimeout
    self.maximumAnswerBytes = max(1, maximumAnswerBytes)
    self.stationDirectory = stationDirectory
  }

  /// The default cap on one answer: 4 MiB (a METAR is about 100 bytes, a TAF a few hundred).
  public static let defaultMaximumAnswerBytes = 4 << 20
}

extension AviationWeatherClient: CustomStringConvertible {
  /// `AviationWeatherClient for https://aviationweather.gov/api/data/ (timeout 15 s)`.
  public var description: String {
    "AviationWeatherClient for \(_printable(_redactedURL(baseURL.absoluteString))) (timeout \(formatNumber(timeout, grouping: false)) s)"
  }
}
