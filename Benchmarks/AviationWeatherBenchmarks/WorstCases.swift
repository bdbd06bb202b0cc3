import AviationWeather
import Foundation

/// Issue 30: the shapes a hostile-input probe used, generated here at run time (not checked in as
/// megabytes), through the library and through wxparse: time, peak resident memory and output
/// bytes per input byte. Output sizes and allocation counts are deterministic and gate CI
/// (`--enforce bounds`); times and memory are reported.
enum WorstCases {
  /// The most output bytes a hostile shape may make per input byte (issue 30: at most 100x).
  static let outputPerInputByte = 100.0
  /// The most allocations building (and refusing) the timeline of the 800 x 800 TAF may make:
  /// the sweep stops at ``ForecastTimeline/maximumEntries`` entries.
  static let refusedTimelineAllocations: UInt64 = 1_000

  /// A TAF of `tempos` `TEMPO` groups spanning the whole validity and `froms` `FM` groups
  /// `minutes` apart, on one line.
  static func taf(tempos: Int, froms: Int, minutes: Int = 2) -> String {
    var parts = ["TAF KXYZ 101100Z 1012/1112 18010KT P6SM SCT040"]
    for _ in 0..<tempos { parts.append("TEMPO 1012/1112 3SM -RA BKN020") }
    for i in 0..<froms {
      let t = 12 * 60 + i * minutes
      parts.append(
        "FM" + [10 + t / 1440, (t / 60) % 24, t % 60].map { $0 < 10 ? "0\($0)" : "\($0)" }.joined()
          + " 20012KT P6SM BKN030")
    }
    return parts.joined(separator: " ")
  }

  struct Row {
    var name: String
    var inputBytes: Int
    var outputBytes: Int
    var seconds: Double
    var peakKB: Int
    var gated: Bool
    var ratio: Double { Double(outputBytes) / Double(max(inputBytes, 1)) }
  }

  /// Runs every shape; returns the text to print and whether an enforced bound failed.
  static func run(wxparse binary: String?, enforce: Bool) throws -> (text: String, fails: Bool) {
    var lines: [String] = []
    var fails = false
    let reference = Date(timeIntervalSince1970: 1_794_308_400)  // 2026-11-10 11:00 UTC
    let quadratic = taf(tempos: 800, froms: 800)

    // The library: the timeline of the 800 x 800 TAF, refused after at most maximumEntries.
    if let decoded = try? TAF(quadratic) {
      var built = true
      let start = monotonicNanoseconds()
      let counts = Allocations.count {
        built = ForecastTimeline(taf: decoded, referenceDate: reference, sunTransitions: []) != nil
      }
      let seconds = Double(monotonicNanoseconds() - start) / 1e9
      let holds = !built && counts.allocations <= refusedTimelineAllocations
      if enforce && !holds { fails = true }
      lines.append(
        "library: timeline of the 800 TEMPO x 800 FM TAF (\(Table.grouped(quadratic.utf8.count)) bytes): "
          + (built ? "BUILT (should be refused)" : "refused") + ", \(Table.grouped(Int(counts.allocations))) allocations"
          + " (bound \(Table.grouped(Int(refusedTimelineAllocations)))), \(Table.format(seconds * 1000, decimals: 1)) ms"
          + (holds ? "" : enforce ? " -> FAIL" : " -> over (not enforced)"))
    }

    guard let binary, FileManager.default.isExecutableFile(atPath: binary) else {
      lines.append("wxparse: not built, its worst cases not measured")
      return (render(lines, []), fails)
    }
    let directory = FileManager.default.temporaryDirectory.appendingPathComponent("aviationweather-worst-\(getpid())")
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: directory) }
    /// Writes `text` `times` times, a line each, in pieces: the benchmark's own resident memory
    /// stays small, since a child's peak is measured from the parent's at the spawn (Linux keeps
    /// the high-water mark across exec).
    func file(_ name: String, _ text: String, times: Int = 1) throws -> String {
      let path = directory.appendingPathComponent(name).path
      guard FileManager.default.createFile(atPath: path, contents: nil),
        let handle = FileHandle(forWritingAtPath: path)
      else { throw BenchmarkError("cannot write \(path)") }
      defer { try? handle.close() }
      let line = Data((text + "\n").utf8)
      for _ in 0..<times { handle.write(line) }
      return path
    }
    let position = ["--lat", "45.7", "--lon", "5.1", "--reference-date", "2026-11-10"]
    let one = try file("quadratic.txt", quadratic)
    let eight = try file("quadratic8.txt", quadratic, times: 8)
    let long = directory.appendingPathComponent("long.txt").path
    do {
      guard FileManager.default.createFile(atPath: long, contents: nil),
        let handle = FileHandle(forWritingAtPath: long)
      else { throw BenchmarkError("cannot write \(long)") }
      let group = Data(Array(repeating: " TEMPO 1012/1112 3SM -RA BKN020", count: 10_000).joined().utf8)
      for _ in 0..<8 {
        handle.write(Data("TAF KXYZ 101100Z 1012/1112 18010KT P6SM SCT040".utf8))
        for _ in 0..<50 { handle.write(group) }
        handle.write(Data("\n".utf8))
      }
      try handle.close()
    }
    let long1 = directory.appendingPathComponent("long1.txt").path
    if let handle = FileHandle(forReadingAtPath: long) {
      let first = handle.readData(ofLength: 15_500_047)
      try first.write(to: URL(fileURLWithPath: long1))
      try? handle.close()
    }
    // The largest timeline under the limit: 16 TEMPO groups over every row of 1,700 FM rows.
    let nearLimit = try file("near.txt", taf(tempos: 16, froms: 1_700, minutes: 1))
    // What a child's peak starts from: the benchmark's own (see `file`).
    let floorKB = try Benchmarks.spawnAndWait("/bin/true", [], stdout: "/dev/null").peakKB

    let cases: [(String, [String], String, Bool)] = [
      ("--timeline --json, 800 TEMPO x 800 FM TAF", ["--timeline", "--json"] + position, one, true),
      ("--timeline --json, that TAF 8 times", ["--timeline", "--json"] + position, eight, true),
      ("--timeline --svg, 800 TEMPO x 800 FM TAF", ["--timeline", "--svg"] + position, one, true),
      ("--json, a 15.5 MB line of TEMPO groups", ["--json"], long1, true),
      ("--json --threads 8, 8 such lines", ["--json", "--threads", "8"], long, true),
      ("--timeline --json, the largest timeline under the limit", ["--timeline", "--json"] + position, nearLimit, false),
    ]
    var rows: [Row] = []
    for (name, arguments, input, gated) in cases {
      let output = directory.appendingPathComponent("out").path
      let start = monotonicNanoseconds()
      let peakKB = try Benchmarks.spawnAndWait(binary, arguments + [input], stdout: output).peakKB
      let seconds = Double(monotonicNanoseconds() - start) / 1e9
      let inputBytes = ((try? FileManager.default.attributesOfItem(atPath: input))?[.size] as? Int) ?? 0
      let outputBytes = ((try? FileManager.default.attributesOfItem(atPath: output))?[.size] as? Int) ?? 0
      let row = Row(
        name: name, inputBytes: inputBytes, outputBytes: outputBytes, seconds: seconds, peakKB: peakKB,
        gated: gated)
      if enforce && gated && row.ratio > outputPerInputByte { fails = true }
      rows.append(row)
    }
    lines.append("wxparse: peaks below include the benchmark's own \(Table.grouped(floorKB / 1024)) MB (Linux keeps it across exec)")
    return (render(lines, rows), fails)
  }

  static func render(_ lines: [String], _ rows: [Row]) -> String {
    var text = "Worst cases (issue 30; generated at run time; output per input byte gated at <= "
      + "\(Table.format(outputPerInputByte))x where marked, times and memory reported):\n"
    for line in lines { text += "  " + line + "\n" }
    for row in rows {
      text +=
        "  wxparse \(row.name): \(Table.grouped(row.inputBytes)) bytes in, \(Table.grouped(row.outputBytes)) out"
        + " (\(Table.format(row.ratio, decimals: 2))x\(row.gated ? ", gated" : "")),"
        + " \(Table.format(row.seconds, decimals: 2)) s, peak \(Table.grouped(row.peakKB / 1024)) MB resident"
        + (row.gated && row.ratio > outputPerInputByte ? " -> OVER" : "") + "\n"
    }
    return text
  }
}
