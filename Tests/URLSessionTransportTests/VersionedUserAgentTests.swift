import AviationWeather
import AviationWeatherURLSession
import Foundation
import Testing

/// The `User-Agent` a server receives from the URLSession transport carries the version.
@Suite("URLSession transport: versioned User-Agent")
struct VersionedUserAgentTests {
  @Test("A bare request gets the transport's User-Agent, with the version")
  func transportUserAgent() async throws {
    let server = try LocalHTTPServer(routes: URLSessionTransportTests.routes)
    defer { server.stop() }
    let url = try #require(URL(string: "http://127.0.0.1:\(server.port)/api/data/metar?ids=KEWN"))
    _ = try await URLSessionTransport(timeout: 5).send(TransportRequest(url: url, timeout: 5))
    let agent = try #require(server.requests.first?.headers["user-agent"])
    #expect(agent.hasPrefix("AviationWeather-Swift/\(AviationWeatherRelease.version) "))
  }
}
