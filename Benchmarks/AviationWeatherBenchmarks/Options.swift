/// The benchmark's command line.
struct Options {
  static let help = """
    USAGE: AviationWeatherBenchmarks [options]

    Measures the tokenizer, METAR decode, the plain METAR description, TAF decode, timeline
    building and `wxparse` (`--json` and plain) on the fixture corpora, with exact allocation counts. Build in release mode:
      AVIATIONWEATHER_BENCHMARKS=1 swift build -c release && .build/release/AviationWeatherBenchmarks

    OPTIONS:
      --quick                 Fewer runs (for CI); allocation counts are the same.
      --json FILE             Also write the figures as JSON to FILE.
      --enforce-budgets       Exit 1 when any allocation budget is exceeded.
      --enforce NAME[,NAME]   Enforce only these budgets: tokenize, metar, describe, taf, timeline, bounds (each
                              with all its parts), or one part of one: metar.mean, metar.p99,
                              metar.max, metar.transient, taf.mean, taf.p99, taf.max,
                              timeline.mean, timeline.p99, timeline.max. On a file that is no
                              sample of real weather (the curated or worst METARs) enforce the
                              tails only: --enforce metar.p99,metar.max,metar.transient.
      --only NAME[,NAME]      Run only these benchmarks: tokenize, metar, describe, taf, timeline,
                              wxparse, bounds, stations (for profiling).
      --fixtures DIR          Directory holding metar_corpus.txt and taf_corpus.txt
                              (default: ./Fixtures, else the package's Fixtures).
      --metar-corpus FILE     The METAR corpus (default: <fixtures>/metar_corpus.txt).
      --taf-corpus FILE       The TAF corpus (default: <fixtures>/taf_corpus.txt); any file of
                              TAFs, one a line: those that do not decode or give no
                              timeline are counted.
      --wxparse PATH          The wxparse binary (default: next to this binary).
      --wxparse-static PATH   Also measure this wxparse, built with the Swift runtime and
                              Foundation linked in (swift build -c release --product wxparse
                              --static-swift-stdlib --scratch-path .build/static): the build to
                              install or ship, which starts without the dynamic loader's work.
      --alloc-breakdown       Print where the METAR decode allocates (report by report) and exit.
      -h, --help              Show this help.

    EXIT STATUS: 0 when every enforced budget holds, 1 when one is exceeded, 2 on errors.

    """

  static let budgetNames: Set<String> = ["tokenize", "metar", "describe", "taf", "timeline", "bounds"]
  /// The parts of each budget: the mean over the file, and the tails of the item-by-item counts.
  static let budgetParts: [String: [String]] = [
    "tokenize": ["mean"], "metar": ["mean", "p99", "max", "transient"], "describe": ["mean"],
    "taf": ["mean", "p99", "max"],
    "timeline": ["mean", "p99", "max"],
    // Issue 30's worst cases: output per input byte and the refused timeline's allocations.
    "bounds": ["output"],
  ]
  /// `metar`, `metar.max`…: every name `--enforce` takes.
  static let enforceNames: Set<String> = budgetNames.union(
    budgetParts.flatMap { key, parts in parts.map { "\(key).\($0)" } })
  static let benchmarkNames: Set<String> = [
    "tokenize", "metar", "describe", "taf", "timeline", "wxparse", "bounds", "stations",
  ]

  var quick = false
  var jsonPath: String?
  /// Enforced budget parts, as `key.part` (`metar.max`).
  var enforced: Set<String> = []
  var only: Set<String>?
  var fixtures: String?
  var wxparse: String?
  /// A statically linked wxparse measured beside the other (`--wxparse-static`).
  var wxparseStatic: String?
  var metarCorpus: String?
  var tafCorpus: String?
  var showHelp = false
  var allocBreakdown = false

  func runs(_ name: String) -> Bool { only?.contains(name) ?? true }

  /// Whether `part` (`mean`, `p99`, `max`, `transient`) of benchmark `key`'s budget is enforced.
  func enforces(_ key: String, _ part: String) -> Bool { enforced.contains("\(key).\(part)") }

  /// The enforced parts of benchmark `key`'s budget.
  func enforcedParts(_ key: String) -> Set<String> {
    Set((Self.budgetParts[key] ?? []).filter { enforces(key, $0) })
  }

  /// `metar` → every part of it; `metar.max` → itself.
  static func expand(_ names: Set<String>) -> Set<String> {
    Set(names.flatMap { name in budgetParts[name].map { $0.map { "\(name).\($0)" } } ?? [name] })
  }

  static func parse(_ arguments: [String]) throws -> Options {
    var options = Options()
    var i = 0
    func value(_ flag: String) throws -> String {
      i += 1
      guard i < arguments.count else { throw BenchmarkError("\(flag) needs a value") }
      return arguments[i]
    }
    func names(_ list: String, in allowed: Set<String>, _ flag: String) throws -> Set<String> {
      let names = Set(list.split(separator: ",").map(String.init))
      let unknown = names.subtracting(allowed)
      guard unknown.isEmpty else {
        throw BenchmarkError("\(flag): unknown name(s) \(unknown.sorted()); use \(allowed.sorted())")
      }
      return names
    }
    while i < arguments.count {
      let argument = arguments[i]
      switch argument {
      case "--quick": options.quick = true
      case "--json": options.jsonPath = try value(argument)
      case "--enforce-budgets": options.enforced = expand(budgetNames)
      case "--enforce":
        options.enforced.formUnion(expand(try names(try value(argument), in: enforceNames, argument)))
      case "--only": options.only = try names(try value(argument), in: benchmarkNames, argument)
      case "--fixtures": options.fixtures = try value(argument)
      case "--wxparse": options.wxparse = try value(argument)
      case "--wxparse-static": options.wxparseStatic = try value(argument)
      case "--metar-corpus": options.metarCorpus = try value(argument)
      case "--taf-corpus": options.tafCorpus = try value(argument)
      case "--alloc-breakdown": options.allocBreakdown = true
      case "-h", "--help": options.showHelp = true
      default: throw BenchmarkError("unknown option '\(argument)' (see --help)")
      }
      i += 1
    }
    return options
  }
}
