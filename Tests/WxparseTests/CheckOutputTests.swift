import Foundation
import TestSupport
import Testing

/// `wxparse --check`: every report decoded and counted, no record written; standard error and
/// the exit status are those of `--json --summary` on the same input. Runs the built binary on
/// the fixture corpora.
@Suite struct CheckOutputTests {
  /// Standard error without the summary's rate and time (they differ from run to run).
  static func steady(_ text: String) -> String {
    text.split(separator: "\n").map { $0.contains(" reports/s") ? String($0.prefix(while: { $0 != ";" })) : String($0) }
      .joined(separator: "\n")
  }

  @Test func checkWritesNothingAndAccountsAsJSONSummary() throws {
    // Reports that do not decode (the worst file's tagged lines), METARs and TAFs that do (one
    // with a repair), the TAFs and METARs with --strict (twelve refused), both kinds on two
    // threads, and TAFs only.
    let arguments: [[String]] = [
      [Fixture.path("metar_worst.txt")],
      [Fixture.path("wxparse_snapshot_metars.txt"), Fixture.path("wxparse_mixed_taf_metar.txt")],
      ["--strict", Fixture.path("wxparse_snapshot_metars.txt"), Fixture.path("taf_corpus.txt")],
      ["--threads", "2", Fixture.path("metar_worst.txt"), Fixture.path("taf_corpus.txt")],
      ["--only", "taf", Fixture.path("metar_worst.txt"), Fixture.path("taf_corpus.txt")],
    ]
    for arguments in arguments {
      let check = try WxparseProcess.run(["--check"] + arguments)
      let json = try WxparseProcess.run(["--json", "--summary"] + arguments)
      #expect(check.stdoutData.isEmpty, "\(arguments)")
      #expect(check.status == json.status, "\(arguments)")
      #expect(Self.steady(check.stderr) == Self.steady(json.stderr), "\(arguments)")
    }
  }

  @Test func checkNamesTheLineThatDidNotDecodeAndExitsOne() throws {
    // Fixtures/metar_corpus.txt's line 100, a line that is no report, the same report again.
    let good = "METAR BIKF 060230Z 03015KT CAVOK M02/M07 Q1017"
    let result = try WxparseProcess.run(["--check"], input: Data("\(good)\nnot a report\n\(good)\n".utf8))
    #expect(result.status == 1)
    #expect(result.stdoutData.isEmpty)
    #expect(result.stderrLines.first?.hasPrefix("wxparse: line 2: error: not a weather report") == true)
    #expect(result.stderrLines.last?.hasPrefix("wxparse: 3 reports, 2 decoded") == true)
    let clean = try WxparseProcess.run(["--check"], input: Data("\(good)\n".utf8))
    #expect(clean.status == 0)
    #expect(clean.stdoutData.isEmpty)
    #expect(clean.stderrLines.count == 1)
  }

  @Test func checkDoesNotGoWithAnOutputFormat() throws {
    for other in [["--json"], ["--arrow"], ["--timeline"], ["--timeline", "--svg"]] {
      let result = try WxparseProcess.run(["--check"] + other)
      #expect(result.status == 2, "\(other)")
      #expect(result.stderr.contains("--check writes no records"), "\(other)")
    }
  }

  /// Units change only the text of records, and `--check` writes none: a units option beside it
  /// is a usage error, not silently ignored.
  @Test func checkDoesNotGoWithUnits() throws {
    for (other, named) in [(["--units", "metric"], "--units"), (["--raw-units"], "--raw-units")] {
      let result = try WxparseProcess.run(["--check"] + other)
      #expect(result.status == 2, "\(other)")
      #expect(result.stderr.contains("--check writes no records: it does not go with \(named)"), "\(other)")
      let before = try WxparseProcess.run(other + ["--check"])
      #expect(before.status == 2, "\(other) before --check")
    }
  }
}
