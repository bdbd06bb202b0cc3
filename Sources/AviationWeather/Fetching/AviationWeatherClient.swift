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
/// The client is polite: one request per call (``weatherNear(latitude:longitude:radius:at:stationsPerRequest:maximumRequests:)``
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
  /// The longest wait for one answer, in seconds (passed to the transport).
  public var timeout: TimeInterval
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
  ///   - timeout: The longest wait for one answer, in seconds.
  ///   - decodingOptions: How reports are decoded.
  ///   - stationDirectory: Completes the stations the service lists (their time zone first).
  public init(
    transport: any WeatherTransport, baseURL: URL = AviationWeatherClient.defaultBaseURL,
    userAgent: String = AviationWeatherClient.defaultUserAgent, timeout: TimeInterval = 15,
    decodingOptions: DecodingOptions = .lenient, stationDirectory: StationDirectory? = nil
  ) {
    self.transport = transport
    self.baseURL = baseURL
    self.userAgent = userAgent
    self.timeout = timeout
    self.decodingOptions = decodingOptions
    self.stationDirectory = stationDirectory
  }
}

extension AviationWeatherClient: CustomStringConvertible {
  /// `AviationWeatherClient for https://aviationweather.gov/api/data/ (timeout 15 s)`.
  public var description: String {
    "AviationWeatherClient for \(baseURL.absoluteString) (timeout \(formatNumber(timeout, grouping: false)) s)"
  }
}
