import Foundation
import TestSupport
import Testing

@testable import wxparse

/// How wxparse cuts its input into reports: slow pipes, partial lines, long folded reports,
/// unindented change groups, byte-order marks, stray `=`, CR line endings, bulletin headers.
/// Real reports from Fixtures/ (samples/taf_raw.txt, metar_corpus.txt).
@Suite struct InputHandlingTests {
  // Fixtures/samples/taf_raw.txt lines 1-3.
  static let cybgLines = [
    "TAF CYBG 130530Z 1306/1406 VRB03KT P6SM SKC",
    "      FM130700 VRB03KT 6SM BR SCT030",
    "      TEMPO 1307/1312 2SM BR",
  ]
  static let cybgJoined =
    "TAF CYBG 130530Z 1306/1406 VRB03KT P6SM SKC FM130700 VRB03KT 6SM BR SCT030 TEMPO 1307/1312 2SM BR"
  // Fixtures/samples/taf_raw.txt lines 7-12.
  static let cybg2Lines = [
    "TAF CYBG 260530Z 2606/2706 09015KT P6SM OVC030",
    "      TEMPO 2606/2617 5SM -SHRA BR",
    "      BECMG 2612/2614 10010KT",
    "      FM261700 23015G25KT P6SM BKN040",
    "      FM262000 24015G25KT P6SM -SHRA BKN030 OVC080",
    "      PROB40 2620/2623 VRB25G40KT 2SM TSRA BR BKN020 OVC050CB",
  ]
  // Fixtures/metar_corpus.txt.
  static let egll1 = "EGLL 020020Z AUTO 26008KT 9999 NCD 09/05 Q1006 NOSIG"
  static let egll2 = "EGLL 031920Z AUTO 31006KT 280V350 9999 NCD 21/10 Q1012"
  static let aymh1 = WxparseEndToEndTests.aymh1
  static let aymh2 = WxparseEndToEndTests.aymh2

  /// One JSON record, parsed.
  static func json(_ line: Substring) throws -> [String: Any] { try WxparseEndToEndTests.json(line) }

  /// The records of a `--json` run, parsed.
  static func records(_ result: WxparseProcess.Result) throws -> [[String: Any]] {
    try result.stdoutLines.map { try json($0) }
  }

  // MARK: - Slow input (defects 1 and 2)

  /// What a run on a slow pipe printed, and when each output chunk arrived (seconds after start).
  struct TimedRun {
    var stdout: String
    var arrivals: [(seconds: Double, text: String)]

    /// When the output first held `text` (nil if never).
    func firstTime(containing text: String) -> Double? {
      var seen = ""
      for arrival in arrivals {
        seen += arrival.text
        if seen.contains(text) { return arrival.seconds }
      }
      return nil
    }
  }

  /// Runs `wxparse` writing `chunks` to its standard input, each after sleeping its delay (seconds).
  static func runSlowly(_ arguments: [String], _ chunks: [(delay: Double, text: String)]) throws -> TimedRun {
    let started = Date()
    let launched = try WxparseProcess.launch(arguments, keepStandardError: false)
    let writer = Thread {
      for chunk in chunks {
        if chunk.delay > 0 { Thread.sleep(forTimeInterval: chunk.delay) }
        WxparseProcess.writeAll(launched.stdin.fileHandleForWriting, Data(chunk.text.utf8))
      }
      try? launched.stdin.fileHandleForWriting.close()
    }
    writer.start()
    var arrivals: [(Double, String)] = []
    while true {
      let data = WxparseProcess.readSome(launched.stdout.fileHandleForReading)
      if data.isEmpty { break }
      arrivals.append((Date().timeIntervalSince(started), String(decoding: data, as: UTF8.self)))
    }
    launched.process.waitUntilExit()
    return TimedRun(stdout: arrivals.map(\.1).joined(), arrivals: arrivals)
  }

  @Test func foldedTAFWithLinesASecondApartIsOneRecord() throws {
    let run = try Self.runSlowly(
      ["--json"],
      [(0, Self.cybgLines[0] + "\n"), (1, Self.cybgLines[1] + "\n"), (1, Self.cybgLines[2] + "\n")])
    let lines = run.stdout.split(separator: "\n")
    #expect(lines.count == 1)
    let record = try Self.json(try #require(lines.first))
    #expect(record["raw"] as? String == Self.cybgJoined)
    #expect(record["error"] == nil)
  }

  @Test func stalledTAFWithoutEqualsIsHandedOutAfterTwoSeconds() throws {
    // The input stays open for 5 s after the TAF; the record comes after the 2 s stall.
    let run = try Self.runSlowly(
      ["--json"], [(0, Self.cybgLines.joined(separator: "\n") + "\n"), (5, Self.aymh1 + "\n")])
    let seconds = try #require(run.firstTime(containing: "\"CYBG\""))
    #expect(seconds >= 1.5 && seconds < 4)
    #expect(run.stdout.split(separator: "\n").count == 2)
  }

  @Test func stalledTAFEndingWithEqualsIsHandedOutAtOnce() throws {
    let run = try Self.runSlowly(
      ["--json"], [(0, Self.cybgLines.joined(separator: "\n") + "=\n"), (3, Self.aymh1 + "\n")])
    let seconds = try #require(run.firstTime(containing: "\"CYBG\""))
    #expect(seconds < 1.5)
    #expect(run.stdout.split(separator: "\n").count == 2)
  }

  @Test func stalledMETARIsHandedOutAfterAFifthOfASecond() throws {
    let run = try Self.runSlowly(["--json"], [(0, Self.aymh1 + "\n"), (3, Self.aymh2 + "\n")])
    let seconds = try #require(run.firstTime(containing: "\"AYMH\""))
    #expect(seconds < 1.5)
    #expect(run.stdout.split(separator: "\n").count == 2)
  }

  @Test func partialNextLineDoesNotHoldTheReportBeforeIt() throws {
    let run = try Self.runSlowly(
      ["--json"], [(0, Self.egll1 + "\nEGLL 0319"), (3, String(Self.egll2.dropFirst(9)) + "\n")])
    let seconds = try #require(run.firstTime(containing: "020020Z"))
    #expect(seconds < 1.5)
    let lines = run.stdout.split(separator: "\n")
    #expect(lines.count == 2)
    #expect(try Self.json(try #require(lines.last))["raw"] as? String == Self.egll2)
  }

  // MARK: - Long folded reports (defect 3)

  @Test func foldedReportOverTheCapIsOneErrorRecordAndTheStreamGoesOn() throws {
    // A TAF line, then a million indented change groups (31 MB): one error record, then the METAR.
    let directory = try WxparseProcess.makeTemporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    let input = directory.appendingPathComponent("in.txt")
    let output = directory.appendingPathComponent("out.jsonl")
    var data = Data((Self.cybgLines[0] + "\n").utf8)
    let group = Data((Self.cybgLines[1] + "\n").utf8)
    var block = Data()
    for _ in 0..<10_000 { block.append(group) }
    for _ in 0..<100 { data.append(block) }
    data.append(Data((Self.aymh1 + "\n").utf8))
    try data.write(to: input)
    data = Data()
    // Without the cap the joined report takes about 1 GB: a 400 MB address-space limit fails it.
    let run = try WxparseProcess.run(["--json"], stdinFile: input, stdoutFile: output, memoryLimitKB: 400_000)
    #expect(run.status == 1)
    let lines = try String(contentsOf: output, encoding: .utf8).split(separator: "\n")
    #expect(lines.count == 2)
    let error = try Self.json(try #require(lines.first))
    #expect(error["line"] as? Int == 1)
    #expect(error["code"] as? String == "reportTooLong")
    #expect((error["raw"] as? String)?.hasPrefix(Self.cybgLines[0]) == true)
    #expect(try Self.json(try #require(lines.last))["raw"] as? String == Self.aymh1)
    #expect(run.stderr.hasPrefix("wxparse: line 1: error: report longer than 64 KiB"))
  }

  @Test func longestRealTAFsAreFarUnderTheCap() throws {
    for name in ["taf_corpus.txt", "samples/taf_raw.txt"] {
      let lines = try Fixture.lines(name)
      #expect(lines.count > 10, "\(name)")
      let longest = lines.map(\.utf8.count).max() ?? 0
      #expect(longest < 4096)
    }
  }

  // MARK: - Unindented change groups (defect 4)

  @Test func unindentedChangeGroupsContinueTheTAF() throws {
    let lines = Self.cybg2Lines.map { $0.drop { $0 == " " } }
    let result = try WxparseProcess.run(["--json"], input: Data((lines.joined(separator: "\n") + "=\n").utf8))
    let records = try Self.records(result)
    #expect(records.count == 1)
    #expect(records.first?["error"] == nil)
    #expect(records.first?["raw"] as? String == lines.joined(separator: " ") + "=")
    #expect(result.status == 0)
  }

  // MARK: - Byte-order mark (defect 5)

  @Test func byteOrderMarkOnStandardInputIsSkipped() throws {
    let result = try WxparseProcess.run(["--json"], input: Data("\u{FEFF}\(Self.aymh1)\n\(Self.aymh2)\n".utf8))
    let records = try Self.records(result)
    #expect(records.count == 2)
    #expect(records.first?["raw"] as? String == Self.aymh1)
    #expect(result.status == 0)
  }

  @Test func byteOrderMarkOnEachNamedFileIsSkipped() throws {
    let directory = try WxparseProcess.makeTemporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    let csv = directory.appendingPathComponent("metars.cache.csv")
    var bytes = Data([0xEF, 0xBB, 0xBF])
    bytes.append(try Data(contentsOf: URL(fileURLWithPath: Fixture.path("samples/metars.cache.csv"))))
    try bytes.write(to: csv)
    let text = directory.appendingPathComponent("metars.txt")
    try Data("\u{FEFF}\(Self.aymh1)\n".utf8).write(to: text)
    let result = try WxparseProcess.run(["--json", csv.path, text.path])
    let records = try Self.records(result)
    #expect(records.count == 301)
    #expect(records.first?["raw"] as? String == "KXVG 262135Z AUTO 14007KT 10SM BKN045 24/15 A3011 RMK AO2")
    #expect(records.last?["raw"] as? String == Self.aymh1)
    #expect(result.stderr.isEmpty)
  }

  // MARK: - Stray `=` and CR line endings (defect 6)

  @Test func doubledAndLoneEqualsSignsGiveNoRecords() throws {
    let input = "\(Self.aymh1)==\n=\n\(Self.aymh2)\n"
    let result = try WxparseProcess.run(["--json"], input: Data(input.utf8))
    let records = try Self.records(result)
    #expect(records.map { $0["raw"] as? String } == [Self.aymh1 + "=", Self.aymh2])
    #expect(result.status == 0)
  }

  @Test func loneEqualsLineClosesTheFoldedTAF() throws {
    let input = Self.cybgLines.joined(separator: "\n") + "\n=\n\(Self.aymh1)\n"
    let result = try WxparseProcess.run(["--json"], input: Data(input.utf8))
    let records = try Self.records(result)
    #expect(records.map { $0["raw"] as? String } == [Self.cybgJoined + "=", Self.aymh1])
    #expect(result.status == 0)
  }

  @Test func bareCRsEndLines() throws {
    let result = try WxparseProcess.run(["--json"], input: Data("\(Self.aymh1)\r\(Self.aymh2)\r".utf8))
    let records = try Self.records(result)
    #expect(records.map { $0["raw"] as? String } == [Self.aymh1, Self.aymh2])
  }

  @Test func crFoldedTAFAndCRLFMixed() throws {
    let input = Self.cybgLines.joined(separator: "\r") + "\r\n\(Self.aymh1)\r\n\r\n\(Self.aymh2)"
    let result = try WxparseProcess.run(["--json"], input: Data(input.utf8))
    let records = try Self.records(result)
    #expect(records.map { $0["raw"] as? String } == [Self.cybgJoined, Self.aymh1, Self.aymh2])
  }

  // MARK: - Header lines (defect 7)

  @Test func headerOnItsOwnLineAttachesToTheNextReport() throws {
    let input =
      "TAF\n" + Self.cybgLines[0].dropFirst(4) + "\n" + Self.cybgLines[1...].joined(separator: "\n")
      + "\nMETAR\n\(Self.aymh1)\n"
    let result = try WxparseProcess.run(["--json"], input: Data(input.utf8))
    let records = try Self.records(result)
    #expect(records.map { $0["raw"] as? String } == [Self.cybgJoined, "METAR " + Self.aymh1])
    #expect(result.status == 0)
  }
}

/// Issue 30 item 2: the bounds wxparse inherits from the library, as records. A made-up TAF of
/// 800 `TEMPO` groups over 800 `FM` rows (generated here, 48 KB) gives one `timelineTooLarge`
/// error record naming the limit instead of 500 MB of rows; a 2 MB single line gives a
/// `reportTooLong` record holding its start, and the report after it decodes.
@Suite struct InputBoundsTests {
  static func madeUpTAF(tempos: Int, froms: Int) -> String {
    var parts = ["TAF KXYZ 101100Z 1012/1112 18010KT P6SM SCT040"]
    for _ in 0..<tempos { parts.append("TEMPO 1012/1112 3SM -RA BKN020") }
    for i in 0..<froms {
      let t = 12 * 60 + i * 2
      parts.append(
        "FM" + [10 + t / 1440, (t / 60) % 24, t % 60].map { $0 < 10 ? "0\($0)" : "\($0)" }.joined()
          + " 20012KT P6SM BKN030")
    }
    return parts.joined(separator: " ")
  }

  static let metar = "METAR LFLL 081030Z 34006KT 4000 BR BKN008 02/01 Q1022"

  @Test func quadraticTimelineIsOneErrorRecordNamingTheLimit() throws {
    let input = Self.madeUpTAF(tempos: 800, froms: 800) + "\n"
    let run = try WxparseProcess.run(
      ["--timeline", "--json", "--lat", "45.7", "--lon", "5.1", "--reference-date", "2026-11-10"],
      input: Data(input.utf8))
    #expect(run.status == 1)
    let lines = run.stdout.split(separator: "\n")
    #expect(lines.count == 1)
    #expect(run.stdout.utf8.count < 2 * input.utf8.count)
    let record = try #require(try JSONSerialization.jsonObject(with: Data(lines[0].utf8)) as? [String: Any])
    #expect(record["code"] as? String == "timelineTooLarge")
    #expect((record["error"] as? String)?.contains("\(32_768)") == true)
  }

  @Test func longSingleLineIsReportTooLongAndTheNextReportDecodes() throws {
    let input = Self.madeUpTAF(tempos: 70_000, froms: 0) + "\n" + Self.metar + "\n"
    let run = try WxparseProcess.run(["--json"], input: Data(input.utf8))
    #expect(run.status == 1)
    let lines = run.stdout.split(separator: "\n")
    #expect(lines.count == 2)
    let error = try #require(try JSONSerialization.jsonObject(with: Data(lines[0].utf8)) as? [String: Any])
    #expect(error["code"] as? String == "reportTooLong")
    #expect((error["raw"] as? String)?.hasPrefix("TAF KXYZ 101100Z") == true)
    #expect(lines[0].utf8.count < 1_000)
    let metar = try #require(try JSONSerialization.jsonObject(with: Data(lines[1].utf8)) as? [String: Any])
    #expect(metar["station"] as? String == "LFLL")
  }
}

/// Issue 30 item 5: report text reaches a terminal only as printable text. The corpus METAR of
/// KJFK with an ESC sequence, a C1 CSI (U+009B) and a right-to-left override (U+202E) put in as
/// tokens: plain output shows each as U+FFFD; the JSON record keeps the text (escaped as JSON
/// escapes it, for programs).
@Suite struct PlainOutputControlTests {
  @Test func controlSequencesNeverReachPlainOutputRaw() throws {
    let report = "KJFK 221651Z 31012KT 10SM \u{1B}]0;x\u{07} \u{9B}31mX \u{202E}abc FEW250 22/12 A3001"
    let run = try WxparseProcess.run([], input: Data((report + "\n").utf8))
    let bytes = Array(run.stdout.utf8)
    #expect(!bytes.contains(0x1B) && !bytes.contains(0x07))
    #expect(!run.stdout.unicodeScalars.contains { (0x80...0x9F).contains($0.value) || $0.value == 0x202E })
    #expect(run.stdout.contains("\u{FFFD}31mX"))
    #expect(run.stdout.contains("\u{FFFD}abc"))
    #expect(run.stdout.contains("Few clouds at 25,000 ft"))
  }
}
