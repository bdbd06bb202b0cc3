import Foundation
import TestSupport
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

  /// Runs a copy of wxparse alone in a new directory, with only that directory on `PATH`, after
  /// `prepare` has put what it wants beside it; returns the exit status, standard error and the
  /// directory's resolved path.
  static func runLoneCopy(
    _ arguments: [String], prepare: (URL) throws -> Void = { _ in }
  ) throws -> (status: Int32, stderr: String, directory: String) {
    let directory = try WxparseProcess.makeTemporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    let lonely = directory.appendingPathComponent("wxparse")
    try FileManager.default.copyItem(at: WxparseProcess.executable, to: lonely)
    try prepare(directory)
    let process = Process()
    process.executableURL = lonely
    process.arguments = arguments
    process.environment = ["PATH": directory.path]
    let stderr = Pipe()
    process.standardError = stderr
    process.standardOutput = FileHandle.nullDevice
    try process.run()
    let message = String(decoding: WxparseProcess.readAll(stderr.fileHandleForReading), as: UTF8.self)
    process.waitUntilExit()
    return (process.terminationStatus, message, directory.resolvingSymlinksInPath().path)
  }

  @Test func missingFetchProgramIsAOneLineErrorWithStatusTwo() throws {
    let run = try Self.runLoneCopy(["near", "51.5", "-0.46"])
    #expect(run.status == 2)
    #expect(
      run.stderr
        == "wxparse: error: 'near' needs the wxparse-fetch program, installed beside wxparse "
        + "(looked in \(run.directory) and on PATH); 'swift build' builds both\n")
  }

  @Test func unrunnableFetchProgramIsNamed() throws {
    // A wxparse-fetch that is there but cannot run: named, not replaced by another copy.
    let run = try Self.runLoneCopy(["fetch", "KJFK"]) { directory in
      try Data("not a program\n".utf8).write(to: directory.appendingPathComponent("wxparse-fetch"))
    }
    #expect(run.status == 2)
    #expect(run.stderr == "wxparse: error: cannot run \(run.directory)/wxparse-fetch: Permission denied\n")
  }
}
