import Foundation
import TestSupport
import Testing

@testable import AviationWeather

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
