import Foundation
import Testing

/// `wxparse fetch` and `wxparse near` run the separate `wxparse-fetch` program, so that wxparse
/// itself starts without the networking libraries. (The commands' own behaviour is tested end to
/// end in `FetchCommandEndToEndTests`, through wxparse.)
@Suite struct FetchLauncherTests {
  @Test func fetchHelpComesFromTheFetchProgram() throws {
    let result = try WxparseProcess.run(["fetch", "--help"])
    #expect(result.status == 0)
    #expect(result.stdout.hasPrefix("USAGE: wxparse fetch [options] ICAO [ICAO ...]\n"))
  }

  @Test func wxparseDoesNotLinkTheNetworkingLibraries() throws {
    let binary = try Data(contentsOf: WxparseProcess.executable)
    // The dynamic section names every library the loader must map at start-up.
    #expect(binary.range(of: Data("libFoundationNetworking".utf8)) == nil)
    #expect(binary.range(of: Data("libcurl".utf8)) == nil)
    let fetch = try Data(contentsOf: WxparseProcess.productsDirectory.appendingPathComponent("wxparse-fetch"))
    #if os(Linux)
      #expect(fetch.range(of: Data("libFoundationNetworking".utf8)) != nil)
    #endif
  }

  @Test func missingFetchProgramIsAOneLineErrorWithStatusTwo() throws {
    // A copy of wxparse alone in a directory, with nothing on PATH.
    let directory = try WxparseProcess.makeTemporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    let lonely = directory.appendingPathComponent("wxparse")
    try FileManager.default.copyItem(at: WxparseProcess.executable, to: lonely)
    let process = Process()
    process.executableURL = lonely
    process.arguments = ["near", "51.5", "-0.46"]
    process.environment = ["PATH": directory.path]
    let stderr = Pipe()
    process.standardError = stderr
    process.standardOutput = FileHandle.nullDevice
    try process.run()
    let message = String(decoding: WxparseProcess.readAll(stderr.fileHandleForReading), as: UTF8.self)
    process.waitUntilExit()
    #expect(process.terminationStatus == 2)
    #expect(
      message
        == "wxparse: error: 'near' needs the wxparse-fetch program, installed beside wxparse "
        + "(looked in \(directory.resolvingSymlinksInPath().path) and on PATH); 'swift build' builds both\n")
  }
}
