import Foundation
import TestSupport
import Testing

/// `wxparse fetch` and `wxparse near` end to end: the built `wxparse` binary (which runs
/// `wxparse-fetch`) against a local server serving the recorded Carolina answers.
@Suite("wxparse fetch and near against a local server")
struct FetchCommandEndToEndTests {
  /// Every station's newest METAR, every TAF, and the station list, whatever the query.
  static let routes: [String: LocalHTTPServer.Route] = {
    let metars = ["KEWN", "KMRH", "KNCA", "KNKT", "KOAJ"].flatMap { station -> [UInt8] in
      let text = Fixture.bytes("fetching/carolina/metar/\(station).txt")
      return Array(text.prefix { $0 != UInt8(ascii: "\n") }) + [UInt8(ascii: "\n")]
    }
    let tafs = ["KEWN", "KNKT", "KOAJ"].flatMap { Fixture.bytes("fetching/carolina/taf/\($0).txt") }
    return [
      "/api/data/metar": .init(status: 200, reason: "OK", body: metars),
      "/api/data/taf": .init(status: 200, reason: "OK", body: tafs),
      "/api/data/stationinfo": .init(status: 200, reason: "OK", body: Fixture.bytes("fetching/carolina/stationinfo.json")),
      "/limited/metar": .init(status: 429, reason: "Too Many Requests", headers: [("Retry-After", "42")]),
      "/limited/taf": .init(status: 429, reason: "Too Many Requests", headers: [("Retry-After", "42")]),
    ]
  }()

  @Test("fetch: every METAR and TAF printed, exit 0")
  func fetch() throws {
    let server = try LocalHTTPServer(routes: Self.routes)
    defer { server.stop() }
    let result = try WxparseProcess.run(["fetch", "KNKT", "KOAJ", "--base-url", server.baseURL.absoluteString])
    #expect(result.status == 0, "\(result.stderr)")
    #expect(result.stdout.contains("SPECI KNKT observed day 13 18:58Z"))
    #expect(result.stdout.contains("TAF KOAJ issued day 13 17:24Z, valid from day 13 18:00Z to day 14 18:00Z"))
    #expect(
      server.requests.map(\.target) == [
        "/api/data/metar?ids=KNKT,KOAJ&format=raw", "/api/data/taf?ids=KNKT,KOAJ&format=raw",
      ])
    #expect(server.requests.first?.headers["user-agent"]?.hasPrefix("wxparse/") == true)
  }

  @Test("near: METAR from KMRH, TAF from KNKT, with distances; JSON decodes")
  func near() throws {
    let server = try LocalHTTPServer(routes: Self.routes)
    defer { server.stop() }
    let arguments = [
      "near", "34.685", "-76.9", "--at", "2018-09-13T19:00:00Z", "--base-url", server.baseURL.absoluteString,
    ]
    let text = try WxparseProcess.run(arguments)
    #expect(text.status == 0, "\(text.stderr)")
    #expect(text.stdout.contains("METAR from KMRH Beaufort/Smith Fld, 22.5 km away: SPECI KMRH 131829Z"))
    #expect(text.stdout.contains("TAF from KNKT Cherry Point MCAS, 24.1 km away:"))
    #expect(text.stdout.contains("Timeline for KNKT"))
    let json = try WxparseProcess.run(arguments + ["--json"])
    let object = try JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) as? [String: Any]
    let metar = object?["metar"] as? [String: Any]
    #expect((metar?["station"] as? [String: Any])?["icaoID"] as? String == "KMRH")
  }

  @Test("Errors: 429 gives exit 1 and says so; bad arguments give exit 2")
  func errors() throws {
    let server = try LocalHTTPServer(routes: Self.routes)
    defer { server.stop() }
    let limited = try WxparseProcess.run(["fetch", "KNKT", "--base-url", "http://127.0.0.1:\(server.port)/limited/"])
    #expect(limited.status == 1)
    #expect(limited.stderr.contains("rate limited"))
    #expect(limited.stderr.contains("retry after 42 s"))
    #expect(try WxparseProcess.run(["near", "34.685"]).status == 2)
    #expect(try WxparseProcess.run(["fetch", "--radius", "5", "KNKT"]).status == 2)
  }
}
