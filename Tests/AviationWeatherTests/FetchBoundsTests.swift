import Foundation
import TestSupport
import Testing

@testable import AviationWeather

/// A fetch ends: the client enforces its deadline per request and per `weatherNear` call, and
/// its cap on an answer's bytes, whatever the transport does.
@Suite("Fetching: deadlines and size caps the client enforces")
struct FetchBoundsTests {
  @Test("A transport that ignores cancellation and answers after 5 s: timedOut at the 1 s deadline")
  func requestDeadline() async throws {
    let client = AviationWeatherClient(transport: Hanging(seconds: 5), baseURL: testBaseURL, timeout: 1)
    let (error, elapsed, lag) = await timed(sleeper: 1) {
      await fetchError { () async throws(FetchError) in _ = try await client.metars(for: ["KEWN"]) }
    }
    #expect(error?.code == .timedOut, "\(String(describing: error))")
    expectEqual(error?.url, "https://aviationweather.gov/api/data/metar?ids=KEWN&format=raw")
    #expect(elapsed >= 0.95 && elapsed < 2 + lag, "\(elapsed) s, the machine \(lag) s late")
    // The same transport within a longer deadline answers.
    let patient = AviationWeatherClient(transport: Hanging(seconds: 0.2), baseURL: testBaseURL, timeout: 5)
    #expect(try await patient.metars(for: ["KEWN"]).reports.count == 1)
  }

  @Test("weatherNear: the whole call ends at its deadline even when each request is within its own")
  func weatherNearDeadline() async throws {
    // Each request takes 0.6 s (under the 5 s request timeout); the three of the walk take 1.8 s.
    let slow = Delayed(inner: RecordedService(scenario: "carolina"), seconds: 0.6)
    let client = AviationWeatherClient(transport: slow, baseURL: testBaseURL, timeout: 5, weatherNearTimeout: 1)
    let (error, elapsed, lag) = await timed(sleeper: 1) {
      await fetchError { () async throws(FetchError) in
        _ = try await client.weatherNear(latitude: 34.685, longitude: -76.9, at: carolinaDate)
      }
    }
    #expect(error?.code == .timedOut, "\(String(describing: error))")
    #expect(elapsed >= 0.95 && elapsed < 2 + lag, "\(elapsed) s, the machine \(lag) s late")
    let patient = AviationWeatherClient(transport: slow, baseURL: testBaseURL, timeout: 5, weatherNearTimeout: 10)
    let near = try await patient.weatherNear(latitude: 34.685, longitude: -76.9, at: carolinaDate)
    expectEqual(near.metar?.station.icaoID, "KMRH")
  }

  @Test("Cancelling the caller cancels at once, whatever the transport does")
  func cancellation() async throws {
    let client = AviationWeatherClient(transport: Hanging(seconds: 5), baseURL: testBaseURL, timeout: 30)
    let (error, elapsed, lag) = await timed(sleeper: 0.2) { () async -> FetchError? in
      let task = Task { () async -> FetchError? in
        await fetchError { () async throws(FetchError) in _ = try await client.metars(for: ["KEWN"]) }
      }
      try? await Task.sleep(nanoseconds: 200_000_000)
      task.cancel()
      return await task.value
    }
    expectEqual(error?.code, .cancelled)
    // Long before the transport's 5 s.
    #expect(elapsed < 2 + lag, "\(elapsed) s, the machine \(lag) s late")
  }

  @Test("An answer over the cap: answerTooLarge, whatever the transport; at the cap it decodes")
  func sizeCap() async throws {
    let text = Fixture.bytes("fetching/carolina/metar/KEWN.txt")
    let transport = ScriptedTransport(TransportResponse(status: 200, body: text))
    let exact = AviationWeatherClient(transport: transport, baseURL: testBaseURL, maximumAnswerBytes: text.count)
    #expect(try await exact.metars(for: ["KEWN"]).reports.isEmpty == false)
    let under = AviationWeatherClient(transport: transport, baseURL: testBaseURL, maximumAnswerBytes: text.count - 1)
    let error = await fetchError { () async throws(FetchError) in _ = try await under.metars(for: ["KEWN"]) }
    #expect(error?.code == .answerTooLarge && error?.status == 200)
    expectEqual(error?.description.contains("more than \(text.count - 1) bytes"), true)
    // The cap is passed to the transport.
    #expect(await transport.log.requests.last?.maximumBodyBytes == text.count - 1)
    expectEqual(AviationWeatherClient(transport: transport).maximumAnswerBytes, 4 << 20)
  }

  @Test("A base URL with a query or a fragment is refused, not silently dropping the endpoint's path")
  func baseURLWithQuery() async throws {
    for text in ["http://host/?x=", "http://host/api/data/#top"] {
      let client = AviationWeatherClient(transport: ScriptedTransport(TransportResponse(status: 200)), baseURL: try #require(URL(string: text)))
      let error = await fetchError { () async throws(FetchError) in _ = try await client.metars(for: ["KEWN"]) }
      #expect(error?.code == .invalidRequest, "\(text)")
    }
  }
}

/// A transport that passes each request on after `seconds`.
struct Delayed: WeatherTransport {
  let inner: any WeatherTransport
  let seconds: Double
  func send(_ request: TransportRequest) async throws -> TransportResponse {
    try await Task.sleep(nanoseconds: UInt64(seconds * 1e9))
    return try await inner.send(request)
  }
}
