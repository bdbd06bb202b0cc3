import AviationWeather
import AviationWeatherURLSession
import Foundation
import TestSupport
import Testing

/// The URLSession transport against a real HTTP server on 127.0.0.1 that each test starts.
@Suite("URLSession transport against a local server")
struct URLSessionTransportTests {
  /// Two real reports from the corpus, as a raw METAR answer.
  static let metarAnswer = Array(
    ("METAR KEWN 131854Z AUTO 03020G42KT 3SM RA BR FEW028 BKN070 OVC095 26/24 A2974 RMK AO2 PK WND 03042/1849 PRESFR "
      + "SLP069 P0002 T02560239\n"
      + "METAR KOAJ 131856Z AUTO 01018G25KT 10SM -RA SCT028 BKN034 27/24 A2975 RMK AO2 PK WND 04032/1834 RAB16 SLPNO "
      + "P0006 T02720239\n").utf8)

  static let routes: [String: LocalHTTPServer.Route] = [
    "/api/data/metar": .init(status: 200, reason: "OK", headers: [("Content-Type", "text/plain")], body: metarAnswer),
    "/api/data/taf": .init(status: 204, reason: "No Content"),
    "/api/data/stationinfo": .init(status: 400, reason: "Bad Request", body: Array("Invalid bbox".utf8)),
    "/limited/metar": .init(
      status: 429, reason: "Too Many Requests", headers: [("Retry-After", "42")], body: Array("Slow down".utf8)),
    "/fault/metar": .init(status: 500, reason: "Internal Server Error", body: Array("oops".utf8)),
    "/slow/metar": .init(status: 200, reason: "OK", body: metarAnswer, delay: 20),
  ]

  @Test("Success: the client decodes the reports; one GET with a descriptive User-Agent")
  func success() async throws {
    let server = try LocalHTTPServer(routes: Self.routes)
    defer { server.stop() }
    let client = AviationWeatherClient(transport: URLSessionTransport(timeout: 5), baseURL: server.baseURL)
    let batch = try await client.metars(for: ["KEWN", "KOAJ"])
    #expect(batch.reports.map(\.station) == ["KEWN", "KOAJ"])
    #expect(batch.reports.first?.wind?.gust == Speed(42, .knots))
    let received = server.requests
    #expect(received.map(\.target) == ["/api/data/metar?ids=KEWN,KOAJ&format=raw"])
    #expect(received.first?.headers["user-agent"] == AviationWeatherClient.defaultUserAgent)
  }

  @Test("The transport alone: status, headers and body bytes as sent; its own User-Agent when none is given")
  func rawTransport() async throws {
    let server = try LocalHTTPServer(routes: Self.routes)
    defer { server.stop() }
    let url = try #require(URL(string: "http://127.0.0.1:\(server.port)/api/data/metar?ids=KEWN"))
    let response = try await URLSessionTransport(timeout: 5).send(TransportRequest(url: url, timeout: 5))
    #expect(response.status == 200)
    #expect(response.body == Self.metarAnswer)
    #expect(response.header("content-type") == "text/plain")
    #expect(server.requests.first?.headers["user-agent"] == URLSessionTransport.defaultUserAgent)
  }

  @Test("204: noData")
  func noContent() async throws {
    let server = try LocalHTTPServer(routes: Self.routes)
    defer { server.stop() }
    let client = AviationWeatherClient(transport: URLSessionTransport(timeout: 5), baseURL: server.baseURL)
    let error = await fetchError { () async throws(FetchError) in _ = try await client.tafs(for: ["KNJM"]) }
    #expect(error?.code == .noData && error?.status == 204)
  }

  @Test("400 with its text, and 404 for an unknown path")
  func clientErrors() async throws {
    let server = try LocalHTTPServer(routes: Self.routes)
    defer { server.stop() }
    let client = AviationWeatherClient(transport: URLSessionTransport(timeout: 5), baseURL: server.baseURL)
    let bad = await fetchError { () async throws(FetchError) in _ = try await client.stations(ids: ["KEWN"]) }
    #expect(bad?.code == .badRequest && bad?.message == "Invalid bbox")
    let elsewhere = AviationWeatherClient(
      transport: URLSessionTransport(timeout: 5),
      baseURL: try #require(URL(string: "http://127.0.0.1:\(server.port)/nowhere/")))
    let missing = await fetchError { () async throws(FetchError) in _ = try await elsewhere.metars(for: ["KEWN"]) }
    #expect(missing?.code == .notFound && missing?.status == 404)
  }

  @Test("429 with Retry-After: rateLimited, one request only")
  func rateLimited() async throws {
    let server = try LocalHTTPServer(routes: Self.routes)
    defer { server.stop() }
    let base = try #require(URL(string: "http://127.0.0.1:\(server.port)/limited/"))
    let client = AviationWeatherClient(transport: URLSessionTransport(timeout: 5), baseURL: base)
    let error = await fetchError { () async throws(FetchError) in _ = try await client.metars(for: ["KEWN"]) }
    #expect(error?.code == .rateLimited && error?.retryAfter == 42 && error?.message == "Slow down")
    #expect(server.requests.count == 1)
  }

  @Test("500: serverError")
  func serverFault() async throws {
    let server = try LocalHTTPServer(routes: Self.routes)
    defer { server.stop() }
    let base = try #require(URL(string: "http://127.0.0.1:\(server.port)/fault/"))
    let client = AviationWeatherClient(transport: URLSessionTransport(timeout: 5), baseURL: base)
    let error = await fetchError { () async throws(FetchError) in _ = try await client.metars(for: ["KEWN"]) }
    #expect(error?.code == .serverError && error?.status == 500 && error?.message == "oops")
  }

  @Test("A slow answer (20 s) hits a 1 s timeout: timeout, long before the answer")
  func slowAnswer() async throws {
    let server = try LocalHTTPServer(routes: Self.routes)
    defer { server.stop() }
    let base = try #require(URL(string: "http://127.0.0.1:\(server.port)/slow/"))
    let client = AviationWeatherClient(transport: URLSessionTransport(timeout: 5), baseURL: base, timeout: 1)
    let start = Date()
    let error = await fetchError { () async throws(FetchError) in _ = try await client.metars(for: ["KEWN"]) }
    let elapsed = Date().timeIntervalSince(start)
    // The code proves the timeout fired before the answer (which would have decoded); no upper
    // bound on the elapsed time, as a busy test run can be slow to resume the task.
    #expect(error?.code == .timedOut, "\(String(describing: error))")
    #expect(elapsed >= 0.9, "\(elapsed) s")
  }

  @Test("A sub-second timeout waits (rounded up to 1 s on Linux) instead of failing at once")
  func subSecondTimeout() async throws {
    let server = try LocalHTTPServer(routes: Self.routes)
    defer { server.stop() }
    let base = try #require(URL(string: "http://127.0.0.1:\(server.port)/slow/"))
    let client = AviationWeatherClient(transport: URLSessionTransport(timeout: 5), baseURL: base, timeout: 0.5)
    let start = Date()
    let error = await fetchError { () async throws(FetchError) in _ = try await client.metars(for: ["KEWN"]) }
    let elapsed = Date().timeIntervalSince(start)
    #expect(error?.code == .timedOut)
    #expect(elapsed >= 0.45, "\(elapsed) s")
  }

  @Test("Connection refused: transport")
  func refused() async throws {
    let port = try LocalHTTPServer.closedPort()
    let base = try #require(URL(string: "http://127.0.0.1:\(port)/api/data/"))
    let client = AviationWeatherClient(transport: URLSessionTransport(timeout: 5), baseURL: base)
    let error = await fetchError { () async throws(FetchError) in _ = try await client.metars(for: ["KEWN"]) }
    #expect(error?.code == .transport)
    #expect(error?.url == "http://127.0.0.1:\(port)/api/data/metar?ids=KEWN&format=raw")
  }
}
