import Foundation
import TestSupport
import Testing

/// `wxparse --timeline --svg`: one TAF in, one SVG document out (the library's own bytes, the
/// golden file of TimelineSVGTests); anything else is nothing on standard output, the reason on
/// standard error and a non-zero exit status.
@Suite struct SVGOutputTests {
  static let golden = Repository.root.appendingPathComponent("Tests/AviationWeatherTests/Snapshots/timeline_LFLL.svg")
  /// Lyon, as in TimelineSVGTests.
  static let position = ["--lat", "45.73", "--lon", "5.08", "--reference-date", "2026-01-07"]

  static func lyon() throws -> String {
    try #require(try Fixture.lines("taf_corpus.txt").first { $0.hasPrefix("TAF LFLL 072300Z 0800/0906") })
  }

  static func run(_ arguments: [String], input: String) throws -> WxparseProcess.Result {
    try WxparseProcess.run(["--timeline", "--svg"] + position + arguments, input: Data(input.utf8))
  }

  @Test func oneTAFGivesTheLibrarysDocument() throws {
    let result = try Self.run([], input: try Self.lyon() + "\n")
    #expect(result.status == 0)
    #expect(result.stderr.isEmpty)
    #expect(result.stdoutData == (try Data(contentsOf: Self.golden)))
  }

  @Test func metarsAroundTheTAFAreSkippedAndCounted() throws {
    let metar = try #require(try Fixture.lines("metar_corpus.txt").first)
    let result = try Self.run([], input: "\(metar)\n\(try Self.lyon())\n\(metar)\n")
    #expect(result.status == 0)
    #expect(result.stdoutData == (try Data(contentsOf: Self.golden)))
    #expect(result.stderr == "wxparse: 2 reports that are not a TAF skipped (--svg draws a TAF)\n")
  }

  @Test func aTAFFoldedOverSeveralLinesIsOneTAF() throws {
    let folded = try Self.lyon().replacingOccurrences(of: " FM", with: "\n     FM")
    let result = try Self.run([], input: folded + "\n")
    #expect(result.status == 0)
    #expect(result.stdoutData == (try Data(contentsOf: Self.golden)))
  }

  @Test func severalTAFsAreAnErrorAndNothingIsWritten() throws {
    let lines = try Fixture.lines("taf_corpus.txt")
    let result = try Self.run([], input: lines[0..<3].joined(separator: "\n") + "\n")
    #expect(result.status == 1)
    #expect(result.stdoutData.isEmpty)
    #expect(
      result.stderr
        == "wxparse: error: the input holds 3 TAFs (line 1, line 2, line 3); --svg draws one TAF per SVG document: give it one TAF at a time\n"
    )
  }

  @Test func noTAFIsAnError() throws {
    let metars = try Fixture.lines("metar_corpus.txt")[0..<2].joined(separator: "\n")
    let result = try Self.run([], input: metars + "\n")
    #expect(result.status == 1)
    #expect(result.stdoutData.isEmpty)
    #expect(result.stderrLines.last == "wxparse: error: no TAF in the input: --svg draws one TAF")
  }

  @Test(arguments: [
    (
      "TAF 12345 251130Z 2512/2618 1234",
      "wxparse: line 1: error: not a weather report: '12345' is not a station identifier"
    ),
    ("TAF EFMI 162000Z NIL", "wxparse: line 1: error: the TAF for EFMI is NIL: there is no forecast to draw"),
    (
      "TAF EGDM 261557Z 2615/2618 CNL",
      "wxparse: line 1: error: the TAF for EGDM is cancelled: there is no forecast to draw"
    ),
  ])
  func aTAFWithNothingToDrawIsAnError(raw: String, message: String) throws {
    let result = try Self.run([], input: raw + "\n")
    #expect(result.status == 1)
    #expect(result.stdoutData.isEmpty)
    #expect(result.stderrLines.first.map(String.init) == message)
  }

  @Test func aTimelineOverTheLimitIsAnErrorNamingIt() throws {
    // 300 TEMPO groups over 300 FM rows: more than ForecastTimeline.maximumEntries.
    var parts = ["TAF KXYZ 081130Z 0812/0918 18010KT 9999 SCT020"]
    for _ in 0..<300 { parts.append("TEMPO 0812/0918 4000 -RA BKN010") }
    for i in 0..<300 {
      let minutes = 12 * 60 + 2 * (i + 1)
      let text = String(1_000_000 + (8 + minutes / 1440) * 10_000 + minutes % 1440 / 60 * 100 + minutes % 60).dropFirst()
      parts.append("FM\(text) 18010KT 9999 SCT030")
    }
    let result = try WxparseProcess.run(
      ["--timeline", "--svg", "--lat", "45", "--lon", "5", "--reference-date", "2026-01-08"],
      input: Data(parts.joined(separator: " ").utf8))
    #expect(result.status == 1)
    #expect(result.stdoutData.isEmpty)
    #expect(
      result.stderr
        == "wxparse: line 1: error: no timeline: it would hold more than 32768 rows and overlays (ForecastTimeline.maximumEntries)\n"
    )
  }

  @Test func aNamedFileIsNamedInErrors() throws {
    let folder = try WxparseProcess.makeTemporaryDirectory()
    defer { try? FileManager.default.removeItem(at: folder) }
    let file = folder.appendingPathComponent("nil.txt")
    try "\n\nTAF EFMI 162000Z NIL\n".write(to: file, atomically: true, encoding: .utf8)
    let result = try Self.run([file.path], input: "")
    #expect(result.status == 1)
    #expect(result.stderr.hasPrefix("wxparse: \(file.path), line 3: error: the TAF for EFMI is NIL"))
  }

  @Test func timesInAZoneOnAClock() throws {
    let result = try Self.run(["--time-zone", "Europe/Paris", "--clock", "12"], input: try Self.lyon())
    #expect(result.status == 0)
    #expect(result.stdout.contains("Thu 8 Jan 1:00 AM to Fri 9 Jan 7:00 AM, times Europe/Paris (UTC+1)"))
    let utc = try Self.run(["--time-zone", "UTC"], input: try Self.lyon())
    #expect(utc.stdoutData == (try Data(contentsOf: Self.golden)))
  }

  @Test func withoutAPositionTheDirectoryNamesTheStationAndItsZone() throws {
    let result = try WxparseProcess.run(
      ["--timeline", "--svg", "--reference-date", "2026-01-07"], input: Data((try Self.lyon() + "\n").utf8))
    #expect(result.status == 0)
    #expect(result.stderr.isEmpty)
    #expect(result.stdout.contains("<title id=\"title\">Forecast for LFLL (Lyon Saint-Exupery Airport), "))
    #expect(result.stdout.contains("Thu 8 Jan 01:00 to Fri 9 Jan 07:00, times Europe/Paris (UTC+1)"))
    let utc = try WxparseProcess.run(
      ["--timeline", "--svg", "--reference-date", "2026-01-07", "--time-zone", "UTC"], input: Data((try Self.lyon()).utf8))
    #expect(utc.stdout.contains("Thu 8 Jan 00:00 to Fri 9 Jan 06:00, times UTC"))
  }

  @Test(arguments: ["de", "de_DE", "de-DE"])
  func germanLabelsAndMetricUnits(locale: String) throws {
    let result = try Self.run(["--locale", locale, "--units", "metric"], input: try Self.lyon())
    #expect(result.status == 0)
    #expect(result.stderr.isEmpty)
    let svg = result.stdout
    #expect(svg.contains("<title id=\"title\">Vorhersage für LFLL, Do 8. Jan. 00:00 bis Fr 9. Jan. 06:00 (UTC)</title>"))
    for label in ["Vorherrschend", "Zeitweise", "Sonne", "Untergrenze 900 m", "mittlerer Wind", "Böen", "37 km/h"] {
      #expect(svg.contains(">\(label)</text>"), "\(label)")
    }
    #expect(!svg.contains(" kt</text>") && !svg.contains(" ft</text>"))
    #expect(svg.contains("xml:lang=\"de\""))
  }

  @Test func englishWhateverTheEnvironment() throws {
    // LANG and LC_ALL do not change the picture: only --locale does.
    let result = try WxparseProcess.run(
      ["LANG=de_DE.UTF-8", "LC_ALL=de_DE.UTF-8", WxparseProcess.executable.path, "--timeline", "--svg"] + Self.position,
      input: Data(try Self.lyon().utf8), executable: URL(fileURLWithPath: "/usr/bin/env"))
    #expect(result.status == 0)
    #expect(result.stdoutData == (try Data(contentsOf: Self.golden)))
    // Imperial: miles per hour.
    let imperial = try Self.run(["--units", "imperial"], input: try Self.lyon())
    #expect(imperial.stdout.contains(">23 mph</text>"))
  }

  @Test(arguments: [
    (["--timeline", "--lat", "1", "--lon", "2", "--locale", "de"], "--locale is only used with --svg (other output stays English)"),
    (
      ["--timeline", "--svg", "--lat", "1", "--lon", "2", "--locale", "deutsch!"],
      "invalid --locale 'deutsch!': use a language code such as de, de_DE or de-DE"
    ),
    (["--svg", "--lat", "1", "--lon", "2"], "--svg draws a timeline: use it with --timeline"),
    (
      ["--timeline", "--svg", "--json", "--lat", "1", "--lon", "2"],
      "--svg and --json are two output formats: choose one"
    ),
    (["--timeline", "--svg", "--lat", "1"], "--lat and --lon go together: give both, or neither to use the station directory"),
    (
      ["--timeline", "--svg", "--summary", "--lat", "1", "--lon", "2"],
      "--summary does not go with --svg (what was skipped or refused is on standard error)"
    ),
    (
      ["--timeline", "--json", "--lat", "1", "--lon", "2", "--time-zone", "UTC"],
      "--time-zone is only used with --timeline (plain text or --svg)"
    ),
    (["--time-zone", "UTC"], "--time-zone is only used with --timeline (plain text or --svg)"),
    (["--timeline", "--lat", "1", "--lon", "2", "--clock", "12"], "--clock is only used with --svg"),
    (
      ["--timeline", "--svg", "--lat", "1", "--lon", "2", "--time-zone", "Mars/Olympus"],
      "unknown time zone 'Mars/Olympus': use UTC, local, or an IANA name such as Europe/Vienna"
    ),
    (["--timeline", "--svg", "--lat", "1", "--lon", "2", "--clock", "13"], "invalid --clock '13': use 12 or 24"),
    (["--timeline", "--svg=yes", "--lat", "1", "--lon", "2"], "--svg takes no value"),
  ])
  func usageErrors(arguments: [String], message: String) throws {
    let result = try WxparseProcess.run(arguments, input: Data(try Self.lyon().utf8))
    #expect(result.status == 2)
    #expect(result.stdoutData.isEmpty)
    #expect(result.stderr == "wxparse: error: \(message) (see 'wxparse --help')\n")
  }
}
