import AviationWeather
import Foundation

/// The requests a test transport saw, in order.
public actor RequestLog {
  /// An empty log.
  public init() {}
  /// The requests, in the order they came.
  public private(set) var requests: [TransportRequest] = []
  /// Adds a request.
  public func append(_ request: TransportRequest) { requests.append(request) }
  /// The URLs asked, as strings.
  public var urls: [String] { requests.map(\.url.absoluteString) }
}

/// A stand-in for the data API that answers from a recorded scenario under `Fixtures/fetching/<name>/`:
/// `stationinfo.json` (every station of the scenario), `metar/<ICAO>.txt` (that station's raw
/// METAR answer, newest first) and `taf/<ICAO>.txt` (its raw TAF answer, folded over lines).
///
/// It follows the documented behaviour: `ids` picks stations in the order given, `bbox`
/// filters `stationinfo` by position, `hours` absent gives only each station's newest METAR,
/// and a query with nothing to answer gets 204 with an empty body. It uses only the public
/// ``WeatherTransport`` API, as an app outside the package would to ship answers for previews
/// and offline use.
public struct RecordedService: WeatherTransport {
  /// `Fixtures/fetching/<scenario>/`.
  public let directory: URL
  /// Every request, in order.
  public let log = RequestLog()
  /// Answers every request with this instead, when set (an outage, a rate limit).
  public var failure: TransportResponse?

  /// Serves `Fixtures/fetching/<scenario>/`, or `failure` to every request when given.
  public init(scenario: String, failure: TransportResponse? = nil) {
    directory = Fixture.directory.appendingPathComponent("fetching").appendingPathComponent(scenario)
    self.failure = failure
  }

  /// The recorded answer to `request`.
  public func send(_ request: TransportRequest) async throws -> TransportResponse {
    await log.append(request)
    if let failure { return failure }
    guard let components = URLComponents(url: request.url, resolvingAgainstBaseURL: false) else {
      return TransportResponse(status: 400, body: Array("bad URL".utf8))
    }
    var query: [String: String] = [:]
    for item in components.queryItems ?? [] { query[item.name] = item.value ?? "" }
    let ids = (query["ids"] ?? "").split(separator: ",").map(String.init)
    switch components.path.split(separator: "/").last.map(String.init) ?? "" {
    case "metar":
      let texts = ids.compactMap { id -> String? in
        guard let text = read("metar/\(id).txt") else { return nil }
        return query["hours"] == nil ? String(text.prefix { $0 != "\n" }) + "\n" : text
      }
      return answer(texts.joined())
    case "taf":
      return answer(ids.compactMap { read("taf/\($0).txt") }.joined())
    case "stationinfo":
      guard let text = read("stationinfo.json"),
        let all = try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [[String: Any]]
      else { return TransportResponse(status: 500) }
      var chosen: [[String: Any]]
      if let bbox = query["bbox"] {
        let edges = bbox.split(separator: ",").compactMap { Double($0) }
        guard edges.count == 4 else { return TransportResponse(status: 400, body: Array("bad bbox".utf8)) }
        chosen = all.filter { station in
          guard let lat = station["lat"] as? Double, let lon = station["lon"] as? Double else { return false }
          return lat >= edges[0] && lon >= edges[1] && lat <= edges[2] && lon <= edges[3]
        }
      } else {
        chosen = ids.compactMap { id in all.first { $0["icaoId"] as? String == id } }
      }
      if chosen.isEmpty { return answer("") }
      return TransportResponse(
        status: 200, headers: ["Content-Type": "application/json"],
        body: Array(try JSONSerialization.data(withJSONObject: chosen)))
    default:
      return TransportResponse(status: 404, body: Array("Not Found".utf8))
    }
  }

  private func read(_ name: String) -> String? {
    try? String(contentsOf: directory.appendingPathComponent(name), encoding: .utf8)
  }

  private func answer(_ text: String) -> TransportResponse {
    text.isEmpty
      ? TransportResponse(status: 204)
      : TransportResponse(status: 200, headers: ["Content-Type": "text/plain"], body: Array(text.utf8))
  }
}
