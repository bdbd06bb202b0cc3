import AviationWeather
import Foundation
import TestSupport
import Testing

/// `wxparse --arrow`: one Arrow IPC stream of the records `--json` writes, with the same
/// accounting (standard error, exit status); checked by pyarrow against the JSON records when a
/// Python with pyarrow is at hand (`AVIATIONWEATHER_ARROW_PYTHON`, or the ignored `.venv-arrow`).
@Suite struct ArrowOutputTests {
  static let python: String? = {
    if let path = ProcessInfo.processInfo.environment["AVIATIONWEATHER_ARROW_PYTHON"] { return path }
    let venv = Repository.root.appendingPathComponent(".venv-arrow/bin/python").path
    return FileManager.default.isExecutableFile(atPath: venv) ? venv : nil
  }()

  static let endOfStream: [UInt8] = [0xFF, 0xFF, 0xFF, 0xFF, 0, 0, 0, 0]

  @Test func emptyInputGivesTheSchemaOnly() throws {
    let result = try WxparseProcess.run(["--arrow"])
    #expect(result.status == 0)
    #expect(result.stderr.isEmpty)
    let bytes = [UInt8](result.stdoutData)
    #expect(Array(bytes.prefix(4)) == [0xFF, 0xFF, 0xFF, 0xFF])
    #expect(Array(bytes.suffix(8)) == Self.endOfStream)
    // The schema message and the end: no record batch.
    #expect(bytes == ArrowRecordWriter.schema() + ArrowRecordWriter.endOfStream)
  }

  @Test func accountingIsTheJSONOutputs() throws {
    // Reports that decode, reports that do not (an error record each) and, with --strict,
    // reports refused for their warnings or unparsed tokens.
    for arguments in [
      [Fixture.path("metar_worst.txt")], ["--strict", Fixture.path("metar_worst.txt"), Fixture.path("taf_corpus.txt")],
      ["--summary", "--only", "taf", Fixture.path("metar_worst.txt")],
    ] {
      let arrow = try WxparseProcess.run(["--arrow"] + arguments)
      let json = try WxparseProcess.run(["--json"] + arguments)
      #expect(arrow.status == json.status, "\(arguments)")
      // The summary's rate and time differ from run to run.
      func steady(_ text: String) -> String {
        text.split(separator: "\n").map { $0.contains(" reports/s") ? String($0.prefix(while: { $0 != ";" })) : String($0) }
          .joined(separator: "\n")
      }
      #expect(steady(arrow.stderr) == steady(json.stderr), "\(arguments)")
      #expect(Array(arrow.stdoutData.suffix(8)) == Self.endOfStream)
    }
    #expect(try WxparseProcess.run(["--arrow", "--json"]).status == 2)
    #expect(try WxparseProcess.run(["--arrow", "--timeline", "--svg"]).status == 2)
  }

  @Test(.enabled(if: python != nil, "needs a Python with pyarrow"))
  func pyarrowReadsTheRecordsOfBothCorpora() throws {
    // One thread and several: the batches of the pipeline become the stream's record batches.
    try Self.compareWithPyarrow(
      output: [],
      runs: [
        ("threads1", ["--threads", "1", "--reference-date", "2026-11-24"]), ("threads3", ["--threads", "3", "--strict"]),
      ],
      inputs: ["metar_corpus.txt", "taf_corpus.txt", "metar_worst.txt"])
  }

  /// `--timeline --arrow`: one row per forecast row of `--timeline --json`'s records, error rows
  /// among them (the worst METARs hold lines that are no report), no row for a METAR, the same
  /// exit status; with one thread and several.
  @Test(.enabled(if: python != nil, "needs a Python with pyarrow"))
  func pyarrowReadsTheTimelineStream() throws {
    try Self.compareWithPyarrow(
      output: ["--timeline"],
      runs: [
        ("timeline1", ["--threads", "1", "--reference-date", "2026-11-24"]),
        ("timeline3", ["--threads", "3", "--strict", "--reference-date", "2026-11-24"]),
      ],
      inputs: ["taf_corpus.txt", "wxparse_mixed_taf_metar.txt", "metar_worst.txt", "taf_unknown_stations.txt"])
  }

  /// Runs wxparse with `output` and `--arrow`, then with `output` and `--json`, for each run's
  /// options on the fixtures `inputs`, and checks each stream against its JSON records with
  /// `Scripts/check_arrow_records.py` (`--timeline` when `output` holds it).
  static func compareWithPyarrow(output: [String], runs: [(String, [String])], inputs: [String]) throws {
    let folder = try WxparseProcess.makeTemporaryDirectory()
    defer { try? FileManager.default.removeItem(at: folder) }
    var arguments = [Repository.root.appendingPathComponent("Scripts/check_arrow_records.py").path, "--lines"]
    if output.contains("--timeline") { arguments.append("--timeline") }
    for (name, options) in runs {
      let paths = inputs.map { Fixture.path($0) }
      let arrow = try WxparseProcess.run(output + ["--arrow"] + options + paths)
      let json = try WxparseProcess.run(output + ["--json"] + options + paths)
      #expect(arrow.status == json.status, "\(name)")
      #expect(Array(arrow.stdoutData.suffix(8)) == Self.endOfStream)
      let stream = folder.appendingPathComponent("\(name).arrows")
      let records = folder.appendingPathComponent("\(name).jsonl")
      try arrow.stdoutData.write(to: stream)
      try json.stdoutData.write(to: records)
      arguments += [stream.path, records.path]
    }
    let process = Process()
    process.executableURL = URL(fileURLWithPath: try #require(Self.python))
    process.arguments = arguments
    let pipe = Pipe()
    process.standardOutput = pipe
    process.standardError = pipe
    try process.run()
    let printed = String(decoding: WxparseProcess.readAll(pipe.fileHandleForReading), as: UTF8.self)
    process.waitUntilExit()
    #expect(process.terminationStatus == 0, "\(printed)")
    #expect(printed.split(separator: "\n").count == runs.count, "\(printed)")
  }
}
