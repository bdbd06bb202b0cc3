import Foundation
import Testing

@testable import AviationWeather

/// The requests a test transport saw, in order.
actor RequestLog {
  private(set) var requests: [TransportRequest] = []
  func append(_ request: TransportRequest) { requests.append(request) }
  /// The URLs asked, as strings.
  var urls: [String] { requests.map(\.url.absoluteString) }
}

/// A stand-in for the data API that answers from a recorded scenario under `Fixtures/fetching/<name>/`:
/// `stationinfo.json` (every station of the scenario), `metar/<ICAO>.txt` (that station's raw
/// METAR answer, newest first) and `taf/<ICAO>.txt` (its raw TAF answer, folded over lines).
///
/// It follows the documented behaviour: `ids` picks stations in the order given, `bbox`
/// filters `stationinfo` by position, `hours` absent gives only each station's newest METAR,
/// and a query with nothing to answer gets 204 with an empty body.
struct RecordedService: WeatherTransport {
  let directory: URL
  let log = RequestLog()

  init(scenario: String) {
    directory = Fixture.directory.appendingPathComponent("fetching").appendingPathComponent(scenario)
  }

  func send(_ request: TransportRequest) async throws -> TransportResponse {
    await log.append(request)
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

/// A transport that gives the same canned answer (or error) to every request, and logs them.
struct ScriptedTransport: WeatherTransport {
  enum Outcome: Sendable {
    case answer(TransportResponse)
    case failure(any Error & Sendable)
  }
  let outcome: Outcome
  let log = RequestLog()

  init(_ response: TransportResponse) { outcome = .answer(response) }
  init(error: any Error & Sendable) { outcome = .failure(error) }
  /// Answers 200 with the text of `Fixtures/fetching/<path>`.
  init(fixture path: String) throws {
    let text = try String(
      contentsOf: Fixture.directory.appendingPathComponent("fetching").appendingPathComponent(path), encoding: .utf8)
    outcome = .answer(TransportResponse(status: 200, body: Array(text.utf8)))
  }

  func send(_ request: TransportRequest) async throws -> TransportResponse {
    await log.append(request)
    switch outcome {
    case .answer(let response): return response
    case .failure(let error): throw error
    }
  }
}

/// The base URL tests give the client (nothing is sent anywhere: the transports answer locally).
let testBaseURL = URL(string: "https://aviationweather.gov/api/data/") ?? URL(fileURLWithPath: "/")

/// 2018-09-13 19:00Z, the time of the Carolina recording (Hurricane Florence's approach).
let carolinaDate = Date(timeIntervalSince1970: 1_536_865_200)

/// Runs `body` and returns the ``FetchError`` it threw, or records an issue.
func fetchError(_ body: () async throws(FetchError) -> Void) async -> FetchError? {
  do {
    try await body()
    Issue.record("expected a FetchError")
    return nil
  } catch {
    return error
  }
}
