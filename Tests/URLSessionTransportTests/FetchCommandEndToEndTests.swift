import Foundation
import Testing

/// `wxparse fetch` and `wxparse near` end to end: the built `wxparse` binary (which runs
/// `wxparse-fetch`) against a local server serving the recorded Carolina answers.
@Suite("wxparse fetch and near against a local server")
struct FetchCommandEndToEndTests {
  static func recorded(_ path: String) -> [UInt8] {
    let url = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
      .deletingLastPathComponent().appendingPathComponent("Fixtures/fetching/carolina").appendingPathComponent(path)
    return (try? [UInt8](Data(contentsOf: url))) ?? []
  }

  /// Every station's newest METAR, every TAF, and the station list, whatever the query.
  static let routes: [String: LocalHTTPServer.Route] = {
    let metars = ["KEWN", "KMRH", "KNCA", "KNKT", "KOAJ"].flatMap { station -> [UInt8] in
      let text = recorded("metar/\(station).txt")
      return Array(text.prefix { $0 != UInt8(ascii: "\n") }) + [UInt8(ascii: "\n")]
    }
    let tafs = ["KEWN", "KNKT", "KOAJ"].flatMap { recorded("taf/\($0).txt") }
    return [
      "/api/data/metar": .init(status: 200, reason: "OK", body: metars),
      "/api/data/taf": .init(status: 200, reason: "OK", body: tafs),
      "/api/data/stationinfo": .init(status: 200, reason: "OK", body: recorded("stationinfo.json")),
      "/limited/metar": .init(status: 429, reason: "Too Many Requests", headers: [("Retry-After", "42")]),
      "/limited/taf": .init(status: 429, reason: "Too Many Requests", headers: [("Retry-After", "42")]),
    ]
  }()

  @Test("fetch: every METAR and TAF printed, exit 0")
  func fetch() throws {
    let server = try LocalHTTPServer(routes: Self.routes)
    defer { server.stop() }
    let result = try WxparseBinary.run(["fetch", "KNKT", "KOAJ", "--base-url", server.baseURL.absoluteString])
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
    let text = try WxparseBinary.run(arguments)
    #expect(text.status == 0, "\(text.stderr)")
    #expect(text.stdout.contains("METAR from KMRH Beaufort/Smith Fld, 22.5 km away: SPECI KMRH 131829Z"))
    #expect(text.stdout.contains("TAF from KNKT Cherry Point MCAS, 24.1 km away:"))
    #expect(text.stdout.contains("Timeline for KNKT"))
    let json = try WxparseBinary.run(arguments + ["--json"])
    let object = try JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) as? [String: Any]
    let metar = object?["metar"] as? [String: Any]
    #expect((metar?["station"] as? [String: Any])?["icaoID"] as? String == "KMRH")
  }

  @Test("Errors: 429 gives exit 1 and says so; bad arguments give exit 2")
  func errors() throws {
    let server = try LocalHTTPServer(routes: Self.routes)
    defer { server.stop() }
    let limited = try WxparseBinary.run(["fetch", "KNKT", "--base-url", "http://127.0.0.1:\(server.port)/limited/"])
    #expect(limited.status == 1)
    #expect(limited.stderr.contains("rate limited"))
    #expect(limited.stderr.contains("retry after 42 s"))
    #expect(try WxparseBinary.run(["near", "34.685"]).status == 2)
    #expect(try WxparseBinary.run(["fetch", "--radius", "5", "KNKT"]).status == 2)
  }
}

/// Runs the built `wxparse` binary.
enum WxparseBinary {
  struct Result {
    var status: Int32
    var stdout: String
    var stderr: String
  }

  static var executable: URL {
    #if os(macOS)
      for bundle in Bundle.allBundles where bundle.bundlePath.hasSuffix(".xctest") {
        return bundle.bundleURL.deletingLastPathComponent().appendingPathComponent("wxparse")
      }
    #endif
    return Bundle.main.bundleURL.appendingPathComponent("wxparse")
  }

  static func run(_ arguments: [String]) throws -> Result {
    let process = Process()
    process.executableURL = executable
    process.arguments = arguments
    let output = FileManager.default.temporaryDirectory.appendingPathComponent("wxparse-fetch-\(UUID().uuidString)")
    let outURL = output.appendingPathExtension("out")
    let errURL = output.appendingPathExtension("err")
    _ = FileManager.default.createFile(atPath: outURL.path, contents: nil)
    _ = FileManager.default.createFile(atPath: errURL.path, contents: nil)
    defer {
      try? FileManager.default.removeItem(at: outURL)
      try? FileManager.default.removeItem(at: errURL)
    }
    process.standardInput = FileHandle.nullDevice
    process.standardOutput = try FileHandle(forWritingTo: outURL)
    process.standardError = try FileHandle(forWritingTo: errURL)
    try process.run()
    process.waitUntilExit()
    return Result(
      status: process.terminationStatus,
      stdout: (try? String(contentsOf: outURL, encoding: .utf8)) ?? "",
      stderr: (try? String(contentsOf: errURL, encoding: .utf8)) ?? "")
  }
}
