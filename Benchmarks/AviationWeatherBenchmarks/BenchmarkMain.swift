import Foundation

#if canImport(Glibc)
  import Glibc
#endif

/// AviationWeatherBenchmarks: throughput and exact allocation counts on the fixture corpora.
@main
struct BenchmarkMain {
  static func main() {
    do {
      exit(try run(Array(CommandLine.arguments.dropFirst())))
    } catch {
      FileHandle.standardError.write(Data("error: \(error)\n".utf8))
      exit(2)
    }
  }

  static func run(_ arguments: [String]) throws -> Int32 {
    let options = try Options.parse(arguments)
    if options.showHelp {
      print(Options.help, terminator: "")
      return 0
    }
    #if DEBUG
      progress("warning: this is a debug build; figures mean little (use -c release)")
      let build = "debug"
    #else
      let build = "release"
    #endif
    if let failure = Allocations.selfTest() { throw BenchmarkError("allocation counter self-test: \(failure)") }

    // First, before the corpora are loaded: its resident-memory figure is the directory's own.
    var stationsText = ""
    if options.runs("stations") {
      progress("station directory…")
      stationsText = StationsBenchmark.run(quick: options.quick)
    }

    let plan = options.quick ? Plan.quick : Plan.full
    let fixtures = options.metarCorpus != nil && options.tafCorpus != nil ? "" : try fixturesDirectory(options.fixtures)
    let metarPath = options.metarCorpus ?? fixtures + "/metar_corpus.txt"
    let tafPath = options.tafCorpus ?? fixtures + "/taf_corpus.txt"
    let metars = try Corpus(path: metarPath)
    let tafs = FileManager.default.fileExists(atPath: tafPath) ? try Corpus(path: tafPath) : nil

    if options.allocBreakdown {
      print(Breakdown.run(metars), terminator: "")
      return 0
    }

    var results: [BenchmarkResult] = []
    if options.runs("tokenize") {
      progress("tokenize…")
      results.append(Benchmarks.tokenize(metars, plan: plan, enforce: options.enforces("tokenize", "mean")))
    }
    if options.runs("metar") {
      progress("METAR decode…")
      results.append(try Benchmarks.metar(metars, plan: plan, enforced: options.enforcedParts("metar")))
    }
    if options.runs("taf") {
      progress("TAF decode…")
      if let tafs {
        results.append(Benchmarks.taf(tafs, plan: plan, enforced: options.enforcedParts("taf")))
      } else {
        results.append(.unavailable(key: "taf", name: "TAF decode", note: "not available yet (no \(tafPath))"))
      }
    }
    if options.runs("timeline") {
      progress("timeline build…")
      if let tafs {
        results.append(Benchmarks.timeline(tafs, plan: plan, enforced: options.enforcedParts("timeline")))
      } else {
        results.append(.unavailable(key: "timeline", name: "timeline build", note: "not available yet (no \(tafPath))"))
      }
    }
    if options.runs("describe") {
      progress("METAR description…")
      results.append(Benchmarks.describe(metars, plan: plan, enforce: options.enforces("describe", "mean")))
    }
    if options.runs("wxparse") {
      progress("wxparse…")
      let binary = options.wxparse ?? (executableDirectory() + "/wxparse")
      // The binary next to this one (reported as not built when missing), then the statically
      // linked one when given (an error when missing: it was asked for).
      var binaries: [(path: String, staticallyLinked: Bool)] = []
      if FileManager.default.isExecutableFile(atPath: binary) {
        binaries.append((binary, false))
      } else {
        results.append(
          .unavailable(
            key: "wxparse", name: "wxparse --json (process)",
            note: "not built: no \(binary) (run `swift build -c release` first)"))
      }
      if let staticBinary = options.wxparseStatic {
        guard FileManager.default.isExecutableFile(atPath: staticBinary) else {
          throw BenchmarkError("--wxparse-static: no executable at \(staticBinary)")
        }
        binaries.append((staticBinary, true))
      }
      for (path, staticallyLinked) in binaries {
        func row(
          singleThread: Bool, plain: Bool = false, arrowThreads: Int? = nil, stoppedBeforeWriter: Bool = false
        ) -> ProcessRow {
          Benchmarks.wxparse(
            binary: path, corpus: metars, singleThread: singleThread, staticallyLinked: staticallyLinked,
            plain: plain, arrowThreads: arrowThreads, stoppedBeforeWriter: stoppedBeforeWriter)
        }
        func measure(_ rows: [ProcessRow]) throws -> [BenchmarkResult] {
          try ProcessRow.measure(rows, rounds: plan.processRuns)
        }
        results += try measure([row(singleThread: false)])
        // Issue 33's split of each one-thread row (Targets): the library's METAR decode (in this
        // process), the process stopped before its writer (`--check`), `--json` and `--arrow`,
        // timed in the same rounds (one run of each a round), so that parts subtracted from one
        // another are measured at the same moments; listed in the table's order (the decode,
        // `--json`, `--check`, `--arrow`). A decode row per build: each build's rows have rounds
        // of their own.
        let oneThread = try measure([
          Benchmarks.metarInRounds(metars, linkage: staticallyLinked ? "static" : ""),
          row(singleThread: true, stoppedBeforeWriter: true), row(singleThread: true),
          row(singleThread: true, arrowThreads: 1),
        ])
        results += [oneThread[0], oneThread[2], oneThread[1], oneThread[3]]
        // The Arrow stream on two decoding threads, beside the default threads' `--json` row.
        results += try measure([row(singleThread: false, arrowThreads: 2)])
        // The default output, plain English (issue 28: a slowdown there did not show in the
        // `--json` rows).
        results += try measure([row(singleThread: false, plain: true)])
      }
    }

    var worstCases: (text: String, fails: Bool)?
    if options.runs("bounds") {
      progress("worst cases…")
      worstCases = try WorstCases.run(
        wxparse: options.wxparse ?? (executableDirectory() + "/wxparse"), enforce: options.enforces("bounds", "output"))
    }

    let report = BenchmarkReport(
      date: ISO8601DateFormatter().string(from: Date()), mode: options.quick ? "quick" : "full",
      machine: machineDescription(), cores: Int(sysconf(Int32(_SC_NPROCESSORS_ONLN))), build: build,
      fixtures: ["metar": metarPath, "taf": tafPath], results: results)

    print("AviationWeather benchmarks (\(report.mode), \(build) build, \(report.machine), \(report.cores) cores)")
    print(
      "METAR corpus: \(Table.grouped(metars.lines.count)) reports, \(Table.grouped(metars.reportBytes)) bytes;"
        + (tafs.map { " TAF corpus: \(Table.grouped($0.lines.count)) TAFs, \(Table.grouped($0.reportBytes)) bytes" }
          ?? ""))
    print(
      "Each figure: median of \(plan.runs) timed passes over the corpus after \(plan.warmups) warm-up pass\(plan.warmups == 1 ? "" : "es")"
        + " (wxparse: \(plan.processRuns) run\(plan.processRuns == 1 ? "" : "s") after 1 warm-up); min..max beside it; allocations counted exactly over one pass."
    )
    print("")
    print(Table.render(results), terminator: "")
    print("")
    print(Table.details(results), terminator: "")
    if !stationsText.isEmpty {
      print("")
      print(stationsText, terminator: "")
    }

    print("")
    print(Targets.render(results), terminator: "")
    if let worstCases {
      print("")
      print(worstCases.text, terminator: "")
    }

    if let path = options.jsonPath {
      let encoder = JSONEncoder()
      encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
      try encoder.encode(report).write(to: URL(fileURLWithPath: path))
      progress("wrote \(path)")
    }

    let failing = results.filter(\.failsBudget)
    for r in results {
      for check in r.checks where !check.holds {
        let value = Table.format(check.value, decimals: check.name == "mean" ? 3 : 0)
        print(
          "\(check.enforced ? "FAIL" : "note"): \(r.name) makes \(value) allocations per \(Table.singular(r.itemName))"
            + " (\(check.name)), budget \(Table.limit(check.limit))" + (check.enforced ? "" : " (not enforced)"))
      }
    }
    if worstCases?.fails == true { print("FAIL: a worst case is over its bound (see 'Worst cases')") }
    return failing.isEmpty && worstCases?.fails != true ? 0 : 1
  }

  static func progress(_ message: String) {
    FileHandle.standardError.write(Data("\(message)\n".utf8))
  }

  /// The directory of this executable (from /proc/self/exe, else argv[0]).
  static func executableDirectory() -> String {
    let path =
      (try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe"))
      ?? URL(fileURLWithPath: CommandLine.arguments[0]).standardizedFileURL.path
    return URL(fileURLWithPath: path).deletingLastPathComponent().path
  }

  /// `--fixtures`, else ./Fixtures, else the Fixtures of the package this binary was built in.
  static func fixturesDirectory(_ given: String?) throws -> String {
    let manager = FileManager.default
    func holdsCorpus(_ dir: String) -> Bool { manager.fileExists(atPath: dir + "/metar_corpus.txt") }
    if let given {
      guard holdsCorpus(given) else { throw BenchmarkError("no metar_corpus.txt in \(given)") }
      return given
    }
    if holdsCorpus("Fixtures") { return "Fixtures" }
    var dir = URL(fileURLWithPath: executableDirectory())
    while dir.path != "/" {
      if holdsCorpus(dir.appendingPathComponent("Fixtures").path) { return dir.appendingPathComponent("Fixtures").path }
      dir.deleteLastPathComponent()
    }
    throw BenchmarkError("cannot find Fixtures/metar_corpus.txt: run from the package root or pass --fixtures DIR")
  }

  static func machineDescription() -> String {
    guard let text = try? String(contentsOfFile: "/proc/cpuinfo", encoding: .utf8) else { return "unknown CPU" }
    for line in text.split(separator: "\n") where line.hasPrefix("model name") {
      if let colon = line.firstIndex(of: ":") {
        return line[line.index(after: colon)...].trimmingCharacters(in: .whitespaces)
      }
    }
    return "unknown CPU"
  }
}
