import Foundation
import TestSupport
import Testing

@testable import wxparse

/// `wxparse`'s records and messages: `--only`, `--timeline` records, units, usage and output
/// errors, and the `file` and `kind` members. Runs the built binary on real reports.
@Suite struct RecordOutputTests {
  /// Fixtures/taf_corpus.txt line 2094: one unparsed token, `SCT035C` at byte 89.
  static let lrtr =
    "TAF AMD LRTR 101404Z 1014/1112 14006KT CAVOK TEMPO 1014/1017 VRB15G25KT 5000 TSRA BKN015 SCT035C"
    + " BECMG 1108/1110 5000 -RA BR BKN015 OVC040"
  /// Fixtures/taf_corpus.txt line 213.
  static let nilTAF = "TAF EFMI 162000Z NIL"
  /// Fixtures/taf_corpus.txt line 265.
  static let cancelledTAF = "TAF EGDM 261557Z 2615/2618 CNL"
  /// Fixtures/metar_corpus.txt (as in `WxparseEndToEndTests`).
  static let kjfk = "KJFK 010151Z 02015G22KT 10SM FEW140 BKN180 BKN230 M07/M15 A3005 RMK AO2 SLP175 T10671150 $"
  /// Fixtures/wxparse_mixed_taf_metar.txt line 8.
  static let dffd = "DFFD 020000Z VRB02KT CAVOK 31/20 Q1012 NOSIG"
  /// Fixtures/samples/taf_raw.txt's first TAF on one line.
  static let cybg = "TAF CYBG 130530Z 1306/1406 VRB03KT P6SM SKC FM130700 VRB03KT 6SM BR SCT030"
  /// `--timeline` arguments for Sibiu (LRTR) on the day of its TAF.
  static let timeline = ["--timeline", "--lat", "45.8", "--lon", "24.1", "--reference-date", "2026-11-10"]

  /// One JSON Lines record as a dictionary.
  static func json(_ line: Substring) throws -> [String: Any] {
    try #require(try JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any])
  }

  /// `lines` as standard input, one per line.
  static func input(_ lines: String...) -> Data { Data((lines.joined(separator: "\n") + "\n").utf8) }

  // MARK: - 1. --only

  /// `--only taf`: a METAR and a line that is no report (both read as METARs by their header)
  /// are skipped without being decoded, and counted.
  @Test func onlyTAFSkipsEverythingThatIsNotATAFUndecoded() throws {
    let result = try WxparseProcess.run(
      ["--only", "taf", "--json", "--summary"], input: Self.input("garbage line", Self.kjfk, Self.cybg))
    #expect(result.status == 0)
    try #require(result.stdoutLines.count == 1)
    #expect(try Self.json(result.stdoutLines[0])["station"] as? String == "CYBG")
    #expect(result.stderr.contains("3 reports, 1 decoded"))
    #expect(result.stderr.contains("0 errors, 2 skipped"))
  }

  /// `--only metar`: a TAF and a TAF-looking report that would not decode are skipped; a METAR
  /// that does not decode is still an error record.
  @Test func onlyMETARSkipsTAFLookingReportsAndReportsMETARErrors() throws {
    // The CYBG TAF without its station reads as a TAF but decodes as nothing.
    let broken = Self.cybg.replacingOccurrences(of: "CYBG ", with: "")
    let result = try WxparseProcess.run(
      ["--only", "metar", "--json"], input: Self.input(Self.cybg, broken, "garbage line", Self.dffd))
    #expect(result.status == 1)
    try #require(result.stdoutLines.count == 2)
    #expect(try Self.json(result.stdoutLines[0])["line"] as? Int == 3)
    #expect(try Self.json(result.stdoutLines[0])["code"] as? String == "notAWeatherReport")
    #expect(try Self.json(result.stdoutLines[1])["station"] as? String == "DFFD")
    #expect(result.stderrLines.last == "wxparse: 2 reports skipped by --only metar")
  }

  /// Without `--summary`, one closing line counts what `--only` left out (none when nothing was);
  /// with `--summary`, its count is in the summary line instead.
  @Test func onlyCountsTheSkippedReportsOnStandardError() throws {
    let path = Fixture.path("taf_corpus.txt")
    let skipped = try WxparseProcess.run(["--json", "--only", "metar", path])
    #expect(skipped.status == 0)
    #expect(skipped.stdout.isEmpty)
    #expect(skipped.stderrLines == ["wxparse: 2,480 reports skipped by --only metar"])
    let one = try WxparseProcess.run(["--only", "taf"], input: Self.input(Self.kjfk))
    #expect(one.stderrLines == ["wxparse: 1 report skipped by --only taf"])
    let none = try WxparseProcess.run(["--json", "--only", "taf", path])
    #expect(none.stdoutLines.count == 2480)
    #expect(none.stderr.isEmpty)
    let summary = try WxparseProcess.run(["--json", "--only", "metar", "--summary", path])
    #expect(summary.stderrLines.count == 1)
    #expect(summary.stderr.hasPrefix("wxparse: 2,480 reports, 0 decoded"))
    #expect(summary.stderr.contains("2,480 skipped"))
  }

  // MARK: - 2. and 3. --timeline records

  /// `--timeline --json` records carry the TAF's `raw`, `unparsed` and input `line`.
  @Test func timelineJSONCarriesRawUnparsedAndLine() throws {
    let result = try WxparseProcess.run(["--json"] + Self.timeline, input: Self.input(Self.dffd, Self.lrtr))
    #expect(result.status == 0)
    let record = try Self.json(try #require(result.stdoutLines.last))
    #expect(record["station"] as? String == "LRTR")
    #expect(record["raw"] as? String == Self.lrtr)
    #expect(record["line"] as? Int == 2)
    let unparsed = try #require(record["unparsed"] as? [[String: Any]])
    #expect(unparsed.count == 1)
    #expect(unparsed.first?["text"] as? String == "SCT035C")
    #expect(unparsed.first?["offset"] as? Int == 89)
    #expect(record["isNil"] as? Bool == false)
    #expect((record["rows"] as? [Any])?.isEmpty == false)
  }

  /// Plain `--timeline` output lists the TAF's unparsed tokens under its header.
  @Test func timelinePlainTextShowsUnparsedTokens() throws {
    let result = try WxparseProcess.run(Self.timeline, input: Self.input(Self.lrtr))
    #expect(result.status == 0)
    #expect(
      result.stdout.hasPrefix(
        "Timeline for LRTR from 2026-11-10 14:00Z to 2026-11-11 12:00Z\n  Unparsed    'SCT035C' at byte 89\n"))
  }

  /// A NIL or cancelled TAF gives a decoded timeline record with no rows (exit 0).
  @Test func nilAndCancelledTAFsAreDecodedTimelineRecords() throws {
    let input = Self.input(Self.nilTAF, Self.cancelledTAF)
    let json = try WxparseProcess.run(["--json"] + Self.timeline, input: input)
    #expect(json.status == 0)
    #expect(json.stderr.isEmpty)
    try #require(json.stdoutLines.count == 2)
    let missing = try Self.json(json.stdoutLines[0])
    #expect(missing["station"] as? String == "EFMI")
    #expect(missing["isNil"] as? Bool == true)
    #expect(missing["isCancelled"] as? Bool == false)
    #expect((missing["rows"] as? [Any])?.isEmpty == true)
    #expect(missing["raw"] as? String == Self.nilTAF)
    #expect(missing["error"] == nil)
    let cancelled = try Self.json(json.stdoutLines[1])
    #expect(cancelled["isCancelled"] as? Bool == true)
    #expect(cancelled["start"] as? String == "2026-10-26T15:00:00Z")
    #expect((cancelled["rows"] as? [Any])?.isEmpty == true)
    let plain = try WxparseProcess.run(Self.timeline, input: input)
    #expect(plain.status == 0)
    #expect(
      plain.stdout
        == "Timeline for EFMI: none, forecast missing (NIL)\n\nTimeline for EGDM: none, forecast cancelled (CNL)\n\n")
  }

  // MARK: - 4. --units

  /// Fixtures/metar_corpus.txt: `9999`.
  static let egll = "EGLL 020020Z AUTO 26008KT 9999 NCD 09/05 Q1006 NOSIG"
  /// Fixtures/metar_corpus.txt: SLP, peak wind, tendency, hourly precipitation, precise temperature.
  static let cahr =
    "CAHR 180700Z AUTO 07012G18KT 02/01 RMK AO1 5PAST HR PRESFR 8049 PK WND 09020/0603 SLP009 P0002 T00210014 50005"
  /// Fixtures/metar_corpus.txt: snow depth `4/001`.
  static let kbkf =
    "KBKF 012358Z 04006KT 10SM SCT015 BKN060 BKN140 BKN200 M03/M04 A2982 RMK AO2A SLP121 4/001 T10281045 10009 21028"
    + " 53013"
  /// Fixtures/metar_corpus.txt: `SFC VIS 3/4`, `SNINCR 1/2`.
  static let kjfkSnow =
    "KJFK 251351Z 04012G20KT 1/2SM R04R/3000V4000FT -SN BR VV007 M11/M13 A3053 RMK AO2 SFC VIS 3/4 SLP338 SNINCR 1/2"
    + " P0009 T11061128 $"

  /// `--units imperial` converts `9999` visibility and the remarks.
  @Test func imperialUnitsReachVisibilityAndRemarks() throws {
    let input = Self.input(Self.egll, Self.cahr, Self.kjfkSnow)
    let result = try WxparseProcess.run(["--units", "imperial"], input: input)
    #expect(result.status == 0)
    #expect(result.stdout.contains("  Visibility  6 SM or more\n"))  // 10 km = 6.2 SM, rounded down
    #expect(!result.stdout.contains("10 km"))
    #expect(result.stdout.contains("Sea-level pressure 29.56 inHg\n"))  // SLP009: 1000.9 hPa
    #expect(result.stdout.contains("Temperature 36 °F, dew point 35 °F\n"))  // T00210014: 35.8 °F, 34.5 °F
    #expect(result.stdout.contains("Peak wind 90° at 23 mph at 06:03Z\n"))  // 20 kt, as the main wind
    #expect(result.stdout.contains("3-hour pressure tendency: increasing, then decreasing, 0.01 inHg higher\n"))
    #expect(result.stdout.contains("Sea-level pressure 30.53 inHg\n"))
    #expect(result.stdout.contains("Surface visibility 3/4 SM\n"))  // already in miles: kept exactly
    for unit in [" hPa", " °C", " kt", " km/h"] { #expect(!result.stdout.contains(unit), "\(unit) under imperial") }
  }

  /// `--units metric` converts the remarks: km/h, mm, cm, km.
  @Test func metricUnitsReachRemarks() throws {
    let result = try WxparseProcess.run(["--units=metric"], input: Self.input(Self.cahr, Self.kbkf, Self.kjfkSnow))
    #expect(result.status == 0)
    #expect(result.stdout.contains("Peak wind 90° at 37 km/h at 06:03Z\n"))
    #expect(result.stdout.contains("Precipitation in the last hour: 0.5 mm\n"))  // P0002
    #expect(result.stdout.contains("Snow depth: 2.5 cm\n"))  // 4/001
    #expect(result.stdout.contains("Snow increasing rapidly: 2.5 cm in the past hour, 5.1 cm on the ground\n"))
    #expect(result.stdout.contains("Surface visibility 1,200 m\n"))  // 3/4 SM = 1,207 m
    for unit in [" in\n", " in in ", " in on ", " SM", " ft", " inHg", " °F", " kt", " mph"] {
      #expect(!result.stdout.contains(unit), "\(unit) under metric")
    }
  }

  /// `--units` converts wind shear aloft, TAF icing layers, sea state and remark QFE.
  @Test func unitsReachWindShearIcingSeaStateAndQFE() throws {
    // Real reports: Fixtures/taf_corpus.txt (KFAY, BGTL) and Fixtures/metar_corpus.txt (EHJR, UACK).
    let kfay = try #require(try Fixture.lines("taf_corpus.txt").first { $0.hasPrefix("KFAY 141906Z") })
    let bgtl = try #require(
      try Fixture.lines("taf_corpus.txt").first { $0.hasPrefix("TAF BGTL 060900Z") })
    let ehjr = "EHJR 020025Z AUTO 28013KT //// // ///////// 09/07 Q//// RE// W10/H11"
    let uack = "UACK 180730Z 00000MPS 9999 SCT001 M15/M17 Q1032 R02/490337 NOSIG RMK QFE749/0999"
    let input = Self.input(kfay, bgtl, ehjr, uack)
    let metric = try WxparseProcess.run(["--units", "metric"], input: input)
    #expect(metric.stdout.contains("Wind shear  Wind shear at 600 m, wind From the NE (50°) at 120 km/h\n"))
    #expect(metric.stdout.contains("Icing       Light icing from 300 m to 1,800 m\n"))
    let imperial = try WxparseProcess.run(["--units", "imperial"], input: input)
    #expect(imperial.stdout.contains("Sea         sea 50 °F, waves 3.6 ft\n"))
    #expect(imperial.stdout.contains("QFE 29.50 inHg\n"))
    let raw = try WxparseProcess.run([], input: input)
    #expect(raw.stdout.contains("Wind shear at 2,000 ft, wind From the NE (50°) at 65 kt\n"))
    #expect(raw.stdout.contains("Light icing from 1,000 ft to 6,000 ft\n"))
    #expect(raw.stdout.contains("sea 10 °C, waves 1.1 m\n"))
    #expect(raw.stdout.contains("QFE 749 mmHg (999 hPa)\n"))
  }

  /// `--raw-units` (after `--units`) keeps every value as reported.
  @Test func rawUnitsKeepTheReportedUnits() throws {
    let input = Self.input(Self.egll, Self.cahr, Self.kbkf)
    let raw = try WxparseProcess.run(["--units", "metric", "--raw-units"], input: input)
    let plain = try WxparseProcess.run([], input: input)
    #expect(raw.stdout == plain.stdout)
    #expect(raw.stdout.contains("Visibility  10 km or more\n"))
    #expect(raw.stdout.contains("Sea-level pressure 1000.9 hPa\n"))
    #expect(raw.stdout.contains("Peak wind 90° at 20 kt at 06:03Z\n"))
    #expect(raw.stdout.contains("Precipitation in the last hour: 0.02 in\n"))
    #expect(raw.stdout.contains("Snow depth: 1 in\n"))
  }

  // MARK: - 5. Messages

  /// A usage error is one line on standard error with the `wxparse: ` prefix.
  @Test func usageErrorIsOneLineWithThePrefix() throws {
    let result = try WxparseProcess.run(["--x"])
    #expect(result.status == 2)
    #expect(result.stderr == "wxparse: error: unknown option '--x' (see 'wxparse --help')\n")
    #expect(result.stdout.isEmpty)
  }

  /// A closed output pipe with SIGPIPE ignored: no message, status 141.
  @Test func closedPipeWithSIGPIPEIgnoredExitsQuietly() throws {
    let command =
      "trap '' PIPE; '\(WxparseProcess.executable.path)' --json '\(Fixture.path("metar_corpus.txt"))'"
      + " | head -1 > /dev/null; echo \"${PIPESTATUS[0]}\""
    let result = try WxparseProcess.run(["-c", command], executable: URL(fileURLWithPath: "/bin/bash"))
    #expect(result.stderr == "")
    #expect(result.stdout == "141\n")
  }

  /// Every continuation line of `--help`'s OPTIONS is indented to the description column.
  @Test func helpOptionParagraphsAreAligned() throws {
    let help = try WxparseProcess.run(["--help"]).stdout
    let options = try #require(help.components(separatedBy: "OPTIONS:\n").last?.components(separatedBy: "\n\n").first)
    for line in options.split(separator: "\n") where !line.hasPrefix("  -") {
      #expect(line.hasPrefix(String(repeating: " ", count: 25)), "misaligned: \(line)")
    }
  }

  // MARK: - 6. file and kind

  /// Error records name their input file (JSON `file`, plain block header), not for standard input.
  @Test func errorRecordsNameTheirFile() throws {
    let folder = try WxparseProcess.makeTemporaryDirectory()
    defer { try? FileManager.default.removeItem(at: folder) }
    let first = folder.appendingPathComponent("first.txt")
    let second = folder.appendingPathComponent("second.txt")
    try Self.input(Self.kjfk, "garbage line").write(to: first)
    try Self.input(Self.dffd, "garbage line").write(to: second)
    let json = try WxparseProcess.run(["--json", first.path, second.path])
    #expect(json.status == 1)
    try #require(json.stdoutLines.count == 4)
    #expect(try Self.json(json.stdoutLines[1])["file"] as? String == first.path)
    #expect(try Self.json(json.stdoutLines[3])["file"] as? String == second.path)
    #expect(try Self.json(json.stdoutLines[3])["line"] as? Int == 2)
    let plain = try WxparseProcess.run([second.path])
    #expect(plain.stdout.contains("\n\(second.path), line 2: not decoded\n"))
    let standardInput = try WxparseProcess.run(["--json"], input: Self.input("garbage line"))
    try #require(standardInput.stdoutLines.count == 1)
    #expect(try Self.json(standardInput.stdoutLines[0])["file"] == nil)
  }

  /// TAF JSON records end with `"kind":"TAF"`; METAR records are unchanged.
  @Test func tafRecordsSayTheyAreTAFs() throws {
    let result = try WxparseProcess.run(["--json"], input: Self.input(Self.cybg, Self.dffd))
    try #require(result.stdoutLines.count == 2)
    #expect(try Self.json(result.stdoutLines[0])["kind"] as? String == "TAF")
    #expect(try Self.json(result.stdoutLines[1])["kind"] as? String == "METAR")
    #expect(!result.stdoutLines[1].hasSuffix(#","kind":"TAF"}"#))
  }
}
