import AviationWeather
import Foundation
import TestSupport
import Testing

@testable import wxparse

/// The built `wxparse` binary, run as a process on fixture files and bad input.
@Suite struct WxparseEndToEndTests {
  // Real reports (Fixtures/metar_corpus.txt).
  static let aymh1 = "AYMH 220200Z VRB04KT 9999 BKN030 24/16 Q1020"
  static let aymh2 = "AYMH 230000Z VRB03KT 9999 HZ SCT030 21/16 Q1022"
  static let kjfk = "KJFK 010151Z 02015G22KT 10SM FEW140 BKN180 BKN230 M07/M15 A3005 RMK AO2 SLP175 T10671150 $"
  /// Has one unparsed token: `Q10110` (a digit over) at byte 39.
  static let suaa = "SUAA 031900Z 23009KT 9999 BKN020 14/12 Q10110"

  static func json(_ line: Substring) throws -> [String: Any] {
    try #require(try JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any])
  }

  // MARK: - Records

  @Test func decodesCorpusLinesToJSONLinesOneRecordPerReport() throws {
    let corpus = try Fixture.lines("metar_corpus.txt")
    let sample = Array(corpus.prefix(500))
    let result = try WxparseProcess.run(["--json"], input: Data((sample.joined(separator: "\n") + "\n").utf8))
    #expect(result.status == 0)
    let records = result.stdoutLines
    #expect(records.count == 500)
    for (record, raw) in zip(records, sample) {
      let object = try Self.json(record)
      #expect(object["raw"] as? String == raw)
      #expect(object["unparsed"] is [Any])
    }
    #expect(try Self.json(records[0])["station"] as? String == "AGGA")
  }

  @Test func jsonIsTheLibraryCodableForm() throws {
    // The same reports through Foundation's JSONEncoder give the same objects.
    let lines = try Fixture.lines("wxparse_snapshot_metars.txt")
    let result = try WxparseProcess.run(["--json", Fixture.path("wxparse_snapshot_metars.txt")])
    #expect(result.status == 0)
    #expect(result.stdoutLines.count == lines.count)
    for (record, line) in zip(result.stdoutLines, lines) {
      let metar = try METAR(line)
      let expected = try JSONSerialization.jsonObject(with: JSONEncoder().encode(metar)) as? NSDictionary
      let actual = try JSONSerialization.jsonObject(with: Data(record.utf8)) as? NSDictionary
      #expect(actual == expected, "\(line)")
    }
  }

  @Test func plainEnglishByDefault() throws {
    let result = try WxparseProcess.run([], input: Data((Self.kjfk + "\n").utf8))
    #expect(result.status == 0)
    #expect(result.stderr.isEmpty)
    #expect(result.stdout.hasPrefix("METAR KJFK observed day 1 01:51Z\n"))
    #expect(result.stdout.contains("\n  Wind        From the NNE (20°) at 15 kt, gusting 22 kt\n"))
    #expect(result.stdout.contains("\n  Pressure    30.05 inHg\n"))
    #expect(result.stdout.hasSuffix("\n\n"))
    #expect(!result.stdout.contains("\u{1B}"))  // no colour codes
  }

  @Test func badReportIsAnErrorRecordAndTheStreamGoesOn() throws {
    let input = "\(Self.aymh1)\nnot a report\r\n\(Self.aymh2)\n"
    let result = try WxparseProcess.run(["--json"], input: Data(input.utf8))
    #expect(result.status == 1)
    let records = result.stdoutLines
    #expect(records.count == 3)
    let error = try Self.json(records[1])
    #expect(error["line"] as? Int == 2)
    #expect(error["raw"] as? String == "not a report")
    #expect(error["error"] as? String == "not a weather report: 'not' is not a station identifier")
    #expect(error["offset"] as? Int == 0)
    #expect(try Self.json(records[2])["raw"] as? String == Self.aymh2)
    #expect(
      result.stderr == "wxparse: line 2: error: not a weather report: 'not' is not a station identifier (at byte 0)\n")
  }

  @Test func errorRecordInPlainEnglish() throws {
    let result = try WxparseProcess.run([], input: Data("not a report\n\(Self.aymh1)\n".utf8))
    #expect(result.status == 1)
    #expect(
      result.stdout.hasPrefix(
        "Line 1: not decoded\n  Error       not a weather report: 'not' is not a station identifier\n  Report      not a report\n\n"
      ))
    #expect(result.stdout.contains("METAR AYMH observed day 22 02:00Z"))
  }

  // MARK: - Bad input

  @Test func emptyInputGivesNothingAndExitsZero() throws {
    let result = try WxparseProcess.run(["--json"])
    #expect(result.status == 0)
    #expect(result.stdout.isEmpty)
    #expect(result.stderr.isEmpty)
  }

  @Test func onlyBlankLinesGiveNothing() throws {
    let result = try WxparseProcess.run(["--json"], input: Data("\n\n   \r\n\t\n\n".utf8))
    #expect(result.status == 0)
    #expect(result.stdout.isEmpty)
    #expect(result.stderr.isEmpty)
  }

  @Test func oneMegabyteLineIsOneErrorRecordAndTheStreamGoesOn() throws {
    let junk = String(repeating: "A", count: 1 << 20)
    let result = try WxparseProcess.run(["--json"], input: Data("\(Self.aymh1)\n\(junk)\n\(Self.aymh2)\n".utf8))
    #expect(result.status == 1)
    let records = result.stdoutLines
    #expect(records.count == 3)
    let error = try Self.json(records[1])
    #expect(error["line"] as? Int == 2)
    // Longer than a report can be (ReportSplitter.maximumJoinedLength, 64 KiB): reportTooLong,
    // the record holding the line's start only.
    #expect(error["code"] as? String == "reportTooLong")
    #expect((error["raw"] as? String)?.hasPrefix("AAAA") == true)
    #expect(records[1].utf8.count < 1_000)
    // The diagnostic stays one short line, whatever the token's length.
    #expect(result.stderrLines.count == 1)
    #expect(result.stderr.utf8.count < 300)
    #expect(try Self.json(records[2])["raw"] as? String == Self.aymh2)
  }

  @Test func lineOverTheLimitIsCutAndTheRestSkipped() throws {
    // A 17 MiB line (over LineReader.maximumLineLength, 16 MiB) between two reports.
    var input = Data("\(Self.aymh1)\n".utf8)
    input.append(Data(repeating: UInt8(ascii: "A"), count: 17 << 20))
    input.append(Data("\n\(Self.aymh2)\n".utf8))
    let result = try WxparseProcess.run(["--json"], input: input)
    #expect(result.status == 1)
    let records = result.stdoutLines
    #expect(records.count == 3)
    let error = try Self.json(records[1])
    #expect(error["line"] as? Int == 2)
    #expect(error["code"] as? String == "lineTooLong")
    #expect(try Self.json(records[2])["raw"] as? String == Self.aymh2)
    #expect(result.stderr.hasPrefix("wxparse: line 2: error: line longer than 16 MiB"))
  }

  @Test func reportPaddedToOneMegabyteDecodes() throws {
    let padded = Self.aymh1 + String(repeating: " ", count: 1 << 20)
    let result = try WxparseProcess.run(["--json"], input: Data((padded + "\n").utf8))
    #expect(result.status == 0)
    #expect(try Self.json(try #require(result.stdoutLines.first))["raw"] as? String == Self.aymh1)
  }

  @Test func invalidUTF8IsReportedNeverACrash() throws {
    var input = Data("\(Self.aymh1)\n".utf8)
    input.append(
      contentsOf: Array("AYMH 230000Z VRB03KT 9999 HZ ".utf8) + [0xFF, 0xC3, 0x28] + Array(" SCT030 21/16 Q1022\n".utf8)
    )
    input.append(Data("\(Self.aymh2)\n".utf8))
    let result = try WxparseProcess.run(["--json"], input: input)
    #expect(result.status == 0)
    #expect(result.stdoutLines.count == 3)
    let middle = try Self.json(result.stdoutLines[1])
    #expect(middle["station"] as? String == "AYMH")
    let unparsed = try #require(middle["unparsed"] as? [[String: Any]])
    #expect(unparsed.count == 1)
    #expect((unparsed.first?["text"] as? String)?.contains("\u{FFFD}") == true)
    #expect(result.stderr == "wxparse: line 2: warning: invalid UTF-8 bytes replaced with U+FFFD\n")
  }

  @Test func nulBytesAreEscapedInJSONAndShownSafelyInPlainText() throws {
    var input = Data(Self.aymh1.utf8)
    input.append(contentsOf: [0x00, 0x0A, 0x00, 0x00, 0x00, 0x0A])
    input.append(Data("\(Self.aymh2)\n".utf8))
    let json = try WxparseProcess.run(["--json"], input: input)
    #expect(json.status == 1)
    #expect(json.stdoutLines.count == 3)
    #expect(try Self.json(json.stdoutLines[0])["raw"] as? String == Self.aymh1 + "\0")
    #expect(json.stdoutLines[0].contains("\\u0000"))
    #expect(try Self.json(json.stdoutLines[1])["line"] as? Int == 2)
    #expect(!json.stdoutData.contains(0))
    let plain = try WxparseProcess.run([], input: input)
    #expect(!plain.stdoutData.contains(0))
    #expect(plain.stdout.contains("Line 2: not decoded"))
  }

  @Test func crlfGivesTheSameRecordsAsLF() throws {
    let lines = try Fixture.lines("wxparse_snapshot_metars.txt")
    let lf = try WxparseProcess.run(["--json"], input: Data((lines.joined(separator: "\n") + "\n").utf8))
    let crlf = try WxparseProcess.run(["--json"], input: Data((lines.joined(separator: "\r\n") + "\r\n").utf8))
    #expect(crlf.status == 0)
    #expect(crlf.stdout == lf.stdout)
    #expect(!crlf.stdout.contains("\\r"))
  }

  @Test func foldedTAFsFollowedByMETARs() throws {
    // Fixtures/wxparse_mixed_taf_metar.txt: two real TAFs from samples/taf_raw.txt, folded over
    // 6 and 7 lines, and three real METARs from the corpus.
    let result = try WxparseProcess.run(["--json", Fixture.path("wxparse_mixed_taf_metar.txt")])
    let records = try result.stdoutLines.map { try Self.json($0) }
    #expect(records.count == 5)
    #expect(records[1]["station"] as? String == "KJFK")
    #expect(records[2]["station"] as? String == "DFFD")
    #expect(records[4]["station"] as? String == "GCLP")
    #expect(result.status == 0)
    #expect(result.stderr.isEmpty)
    let tafs = [records[0], records[3]]
    #expect(tafs.map { $0["station"] as? String } == ["CYBG", "CYBN"])
    // The folded lines are joined with single spaces.
    #expect(
      tafs[0]["raw"] as? String
        == "TAF CYBG 130530Z 1306/1406 VRB03KT P6SM SKC FM130700 VRB03KT 6SM BR SCT030 TEMPO 1307/1312 2SM BR"
        + " FM131200 VRB03KT P6SM SCT030 BECMG 1315/1317 29008KT FM140000 VRB03KT P6SM FEW030 RMK NXT FCST BY 131200Z")
    #expect((tafs[1]["forecasts"] as? [Any])?.count == 7)
  }

  @Test func rawTAFAnswerOfTheDataAPI() throws {
    // Fixtures/samples/taf_raw.txt: 40 TAFs as the data API's raw format folds them.
    let result = try WxparseProcess.run(["--json", "--summary", Fixture.path("samples/taf_raw.txt")])
    #expect(result.status == 0)
    #expect(result.stdoutLines.count == 40)
    #expect(result.stderr.hasPrefix("wxparse: 40 reports, 40 decoded"))
  }

  @Test func tafTimesResolveAgainstTheReferenceDate() throws {
    // TAF CYBG 130530Z 1306/1406 read on 2026-11-13.
    let taf = try Fixture.lines("samples/taf_raw.txt").prefix(6).joined(separator: "\n") + "\n"
    let result = try WxparseProcess.run(["--json", "--reference-date", "2026-11-13"], input: Data(taf.utf8))
    let record = try Self.json(try #require(result.stdoutLines.first))
    #expect(record["issuedAt"] as? String == "2026-11-13T05:30:00Z")
    #expect(record["validFrom"] as? String == "2026-11-13T06:00:00Z")
    #expect(record["validTo"] as? String == "2026-11-14T06:00:00Z")
    let plain = try WxparseProcess.run(["--reference-date", "2026-11-13"], input: Data(taf.utf8))
    #expect(
      plain.stdout.hasPrefix(
        "TAF CYBG issued day 13 05:30Z, valid from day 13 06:00Z to day 14 06:00Z\n  Issued      2026-11-13T05:30:00Z\n"
          + "  Valid from  2026-11-13T06:00:00Z\n  Valid to    2026-11-14T06:00:00Z\n"))
  }

  @Test func timelineLaysEachTAFOutInTime() throws {
    let taf = try Fixture.lines("samples/taf_raw.txt").prefix(6).joined(separator: "\n") + "\n"
    let metar = Self.kjfk + "\n"
    let arguments = ["--timeline", "--lat", "48.33", "--lon", "-71.0", "--reference-date", "2026-11-13"]
    let plain = try WxparseProcess.run(arguments, input: Data((taf + metar).utf8))
    #expect(plain.status == 0)
    #expect(plain.stdout.hasPrefix("Timeline for CYBG from 2026-11-13 06:00Z to 2026-11-14 06:00Z\n"))
    #expect(plain.stdout.contains("Sunrise"))
    #expect(plain.stdout.contains("METAR KJFK observed day 1 01:51Z"))  // METARs print as usual
    let json = try WxparseProcess.run(["--json"] + arguments, input: Data(taf.utf8))
    let timeline = try Self.json(try #require(json.stdoutLines.first))
    #expect(timeline["station"] as? String == "CYBG")
    #expect(timeline["start"] as? String == "2026-11-13T06:00:00Z")
    #expect(timeline["end"] as? String == "2026-11-14T06:00:00Z")
    let rows = try #require(timeline["rows"] as? [[String: Any]])
    #expect(rows.first?["date"] as? String == "2026-11-13T06:00:00Z")
  }

  @Test func onlyKeepsOneReportType() throws {
    let path = Fixture.path("wxparse_mixed_taf_metar.txt")
    let metars = try WxparseProcess.run(["--json", "--only", "metar", path])
    #expect(metars.status == 0)
    #expect(metars.stdoutLines.count == 3)
    let tafs = try WxparseProcess.run(["--json", "--only=taf", "--summary", path])
    #expect(tafs.stdoutLines.count == 2)
    #expect(tafs.stderr.contains("3 skipped"))
  }

  /// A long input in one run: one record per report, the summary's counts with their thousands
  /// separator. 100,000 reports (the corpus twice over and more) in CI's full-corpus stage
  /// (`AVIATIONWEATHER_FULL_CORPUS=1`); 20,000 corpus reports, 40 of the pipeline's batches, in
  /// the README's debug run.
  @Test func everyReportOfALongInputGivesARecord() throws {
    let corpus = try Fixture.lines("metar_corpus.txt")
    let (count, countText) = CorpusSweep.isFull ? (100_000, "100,000") : (20_000, "20,000")
    let folder = try WxparseProcess.makeTemporaryDirectory()
    defer { try? FileManager.default.removeItem(at: folder) }
    let input = folder.appendingPathComponent("reports.txt")
    let output = folder.appendingPathComponent("records.jsonl")
    var text = ""
    for index in 0..<count { text += corpus[index % corpus.count] + "\n" }
    try text.write(to: input, atomically: false, encoding: .utf8)
    let run = try WxparseProcess.run(["--json", "--summary"], stdinFile: input, stdoutFile: output)
    let records = try Data(contentsOf: output)
    #expect(records.reduce(0) { $1 == 0x0A ? $0 + 1 : $0 } == count)
    #expect(run.status == 0)
    #expect(run.stderr.hasPrefix("wxparse: \(countText) reports, \(countText) decoded"))
  }

  @Test func threadsKeepInputOrder() throws {
    // Corpus reports in strict mode (so errors and their diagnostics are mixed in): one thread
    // and three threads give the same bytes on both streams. The first 20,000 reports (36
    // errors) in CI's full-corpus stage; every 4th of them (5,000, 10 batches, 12 errors) in the
    // README's debug run (CorpusSweep).
    let sample = CorpusSweep.sample(Array(try Fixture.lines("metar_corpus.txt").prefix(20_000)), every: 4, from: 2)
    let input = Data((sample.lines.joined(separator: "\n") + "\n").utf8)
    let one = try WxparseProcess.run(["--json", "--strict", "--threads", "1"], input: input)
    let three = try WxparseProcess.run(["--json", "--strict", "--threads=3"], input: input)
    #expect(one.status == 1)
    #expect(one.stdoutLines.count == sample.count)
    #expect(one.stderrLines.count >= sample.atLeast(21))
    #expect(three.status == one.status)
    #expect(three.stdoutData == one.stdoutData)
    #expect(three.stderr == one.stderr)
    // From a file (never waits, so batches queue up in the pipeline's ring) as from a pipe.
    let folder = try WxparseProcess.makeTemporaryDirectory()
    defer { try? FileManager.default.removeItem(at: folder) }
    let file = folder.appendingPathComponent("reports.txt")
    try input.write(to: file)
    let fileOne = try WxparseProcess.run(["--json", "--strict", "--threads=1", file.path])
    let fileThree = try WxparseProcess.run(["--json", "--strict", "--threads=3", file.path])
    #expect(fileOne.stdoutLines.count == sample.count)
    #expect(fileThree.stdoutData == fileOne.stdoutData)
    #expect(fileThree.stderr == fileOne.stderr)
    let named = one.stderr.replacingOccurrences(of: "wxparse: line ", with: "wxparse: \(file.path), line ")
    #expect(fileOne.stderr == named)
  }

  @Test func csvCacheFile() throws {
    let result = try WxparseProcess.run(["--json", Fixture.path("samples/metars.cache.csv")])
    #expect(result.status == 0)
    #expect(result.stderr.isEmpty)
    #expect(result.stdoutLines.count == 300)
    let first = try Self.json(try #require(result.stdoutLines.first))
    #expect(first["raw"] as? String == "KXVG 262135Z AUTO 14007KT 10SM BKN045 24/15 A3011 RMK AO2")
  }

  @Test func filesAndStandardInputInOrder() throws {
    let path = Fixture.path("wxparse_snapshot_metars.txt")
    let result = try WxparseProcess.run(["--json", path, "-", path], input: Data("\(Self.aymh1)\n".utf8))
    #expect(result.status == 0)
    #expect(result.stdoutLines.count == 25)
    #expect(try Self.json(result.stdoutLines[12])["raw"] as? String == Self.aymh1)
  }

  @Test func outputStartsBeforeInputEnds() throws {
    let early = try WxparseProcess.outputBeforeEndOfInput(
      ["--json"], firstInput: Data("\(Self.aymh1)\n".utf8), timeout: 10)
    #expect(String(decoding: early, as: UTF8.self).contains("\"station\":\"AYMH\""))
  }

  // MARK: - Options

  @Test func unitsConvertThePlainEnglishOutput() throws {
    let input = Data((Self.kjfk + "\n").utf8)
    // 15 kt = 17.3 mph = 27.8 km/h; 22 kt = 25.3 mph = 40.7 km/h; M07 = 19.4 °F; A3005 = 1017.6 hPa;
    // 10 SM = 16.09 km; FEW140 = 140 steps of 100 ft = 30 m, 4,200 m.
    let imperial = try WxparseProcess.run(["--units", "imperial"], input: input)
    #expect(imperial.stdout.contains("From the NNE (20°) at 17 mph, gusting 25 mph"))
    #expect(imperial.stdout.contains("Temperature 19 °F, dew point 5 °F"))
    let metric = try WxparseProcess.run(["--units=metric"], input: input)
    #expect(metric.stdout.contains("From the NNE (20°) at 28 km/h, gusting 41 km/h"))
    #expect(metric.stdout.contains("Pressure    1018 hPa"))
    #expect(metric.stdout.contains("Visibility  16 km"))
    #expect(metric.stdout.contains("Few clouds at 4,200 m"))
    let raw = try WxparseProcess.run(["--units", "metric", "--raw-units"], input: input)
    #expect(raw.stdout.contains("at 15 kt, gusting 22 kt"))
  }

  @Test func strictMakesAnUnparsedTokenAnError() throws {
    let input = Data((Self.suaa + "\n").utf8)
    let lenient = try WxparseProcess.run(["--json"], input: input)
    #expect(lenient.status == 0)
    let unparsed = try #require(try Self.json(lenient.stdoutLines[0])["unparsed"] as? [[String: Any]])
    #expect(unparsed.first?["text"] as? String == "Q10110")
    #expect(unparsed.first?["offset"] as? Int == 39)
    let strict = try WxparseProcess.run(["--json", "--strict"], input: input)
    #expect(strict.status == 1)
    let error = try Self.json(strict.stdoutLines[0])
    #expect(error["error"] as? String == "unexpected group 'Q10110'")
    #expect(error["offset"] as? Int == 39)
    #expect(strict.stderr.contains("line 1: error: unexpected group 'Q10110' (at byte 39)"))
  }

  @Test func typingSlipsAreReadAndListedUnlessNoRepairs() throws {
    // Real report: `0VC003` (zero for O) hides an overcast layer at 300 ft.
    let input = Data("LPOV 220600Z 20006KT 160V230 5000 BR 0VC003 17/17 Q1017\n".utf8)
    let repaired = try WxparseProcess.run(["--json"], input: input)
    let record = try Self.json(repaired.stdoutLines[0])
    let repairs = try #require(record["repaired"] as? [[String: Any]])
    #expect(repairs.first?["text"] as? String == "0VC003")
    #expect(repairs.first?["readAs"] as? String == "OVC003")
    #expect(repairs.first?["reason"] as? String == "letterForDigit")
    #expect((record["unparsed"] as? [Any])?.isEmpty == true)
    let plain = try WxparseProcess.run([], input: input)
    #expect(plain.stdout.contains("  Sky         Overcast at 300 ft\n"))
    #expect(plain.stdout.contains("  Repaired    '0VC003' at byte 37 read as 'OVC003'\n"))
    #expect(plain.stdout.contains("  Category    LIFR\n"))

    let kept = try WxparseProcess.run(["--json", "--no-repairs"], input: input)
    let keptRecord = try Self.json(kept.stdoutLines[0])
    #expect((keptRecord["repaired"] as? [Any])?.isEmpty == true)
    let unparsed = try #require(keptRecord["unparsed"] as? [[String: Any]])
    #expect(unparsed.first?["text"] as? String == "0VC003")
    let strict = try WxparseProcess.run(["--json", "--strict"], input: input)
    #expect(strict.status == 1)
    #expect(try Self.json(strict.stdoutLines[0])["error"] as? String == "unexpected group '0VC003'")
  }

  @Test func tafSpacingSlipsAreReadAndListedUnlessNoRepairs() throws {
    // Real TAF: `T X33/1018Z` is the maximum temperature with a space after its `T`.
    let sbbv =
      "TAF SBBV 091600Z 0918/1018 17008KT 9999 SCT010 FEW020TCU TN25/1007Z T X33/1018Z PROB30 TEMPO 0918/0921 5000 RA"
    let input = Data((sbbv + "\n").utf8)
    let record = try Self.json(try WxparseProcess.run(["--json"], input: input).stdoutLines[0])
    let repairs = try #require(record["repaired"] as? [[String: Any]])
    #expect(repairs.first?["text"] as? String == "T X33/1018Z")
    #expect(repairs.first?["readAs"] as? String == "TX33/1018Z")
    #expect((record["unparsed"] as? [Any])?.isEmpty == true)
    let plain = try WxparseProcess.run(["--summary"], input: input)
    #expect(plain.stdout.contains("  Repaired    'T X33/1018Z' at byte 68 read as 'TX33/1018Z'\n"))
    #expect(plain.stderr.contains("(0 with unparsed tokens, 1 with repairs)"))
    let kept = try Self.json(try WxparseProcess.run(["--json", "--no-repairs"], input: input).stdoutLines[0])
    #expect((kept["repaired"] as? [Any])?.isEmpty == true)
    #expect((kept["unparsed"] as? [[String: Any]])?.map { $0["text"] as? String } == ["T", "X33/1018Z"])
    // The timeline record lists the repair too.
    let timeline = try WxparseProcess.run(
      ["--timeline", "--json", "--lat", "2.85", "--lon", "-60.69", "--reference-date", "2026-11-09"], input: input)
    let timelineRecord = try Self.json(timeline.stdoutLines[0])
    #expect((timelineRecord["repaired"] as? [[String: Any]])?.first?["readAs"] as? String == "TX33/1018Z")
  }

  @Test func referenceDateResolvesTheObservationTime() throws {
    // Day 1 01:51Z read on 2026-11-23: 1 December is nearer than 1 November.
    let input = Data((Self.kjfk + "\n").utf8)
    let json = try WxparseProcess.run(["--json", "--reference-date", "2026-11-23"], input: input)
    #expect(try Self.json(json.stdoutLines[0])["observedAt"] as? String == "2026-12-01T01:51:00Z")
    let plain = try WxparseProcess.run(["--reference-date", "2026-11-23"], input: input)
    #expect(plain.stdout.contains("\n  Observed    2026-12-01T01:51:00Z\n"))
    let early = try WxparseProcess.run(
      ["--json", "--reference-date", "2026-12-02"], input: Data((Self.aymh1 + "\n").utf8))
    #expect(try Self.json(early.stdoutLines[0])["observedAt"] as? String == "2026-11-22T02:00:00Z")
  }

  @Test func summaryCountsOnStandardError() throws {
    let lpov = "LPOV 220600Z 20006KT 160V230 5000 BR 0VC003 17/17 Q1017"
    let input = "\(Self.aymh1)\n\(Self.suaa)\nnot a report\n\(lpov)\n\(Self.aymh2)\n"
    let result = try WxparseProcess.run(["--json", "--summary"], input: Data(input.utf8))
    #expect(result.status == 1)
    #expect(result.stdoutLines.count == 5)
    let summary = try #require(result.stderrLines.last)
    #expect(summary.hasPrefix("wxparse: 5 reports, 4 decoded (1 with unparsed tokens, 1 with repairs), 1 errors; "))
    #expect(summary.hasSuffix(" reports/s"))
  }

  // MARK: - Exit status and usage

  @Test(arguments: [
    (["--no-such-option"], "unknown option '--no-such-option'"),
    (["--units"], "--units needs a value"),
    (["--units", "furlongs"], "unknown unit system 'furlongs': use metric or imperial"),
    (["--only", "pirep"], "unknown report type 'pirep' for --only: use metar or taf"),
    (["--reference-date", "2026-02-30"], "invalid --reference-date '2026-02-30': use YYYY-MM-DD, e.g. 2026-11-23"),
    (["--json=yes"], "--json takes no value"),
    (["--lat", "51.5"], "--lat and --lon are only used with --timeline"),
    (["--timeline", "--lat", "51.5"], "--lat and --lon go together: give both, or neither to use the station directory"),
    (
      ["--timeline", "--lat", "51.5", "--lon", "-0.46", "--only", "metar"],
      "--timeline works on TAFs; it cannot go with --only metar"
    ),
    (["--lat", "95", "--timeline"], "invalid --lat '95': use degrees from -90 to 90"),
    (["--threads", "0"], "invalid --threads '0': use a number from 1 to 64"),
  ])
  func usageErrorExitsTwo(arguments: [String], message: String) throws {
    let result = try WxparseProcess.run(arguments)
    #expect(result.status == 2)
    #expect(result.stderr == "wxparse: error: \(message) (see 'wxparse --help')\n")
    #expect(result.stdout.isEmpty)
  }

  @Test(arguments: [
    (["fetch", "--timeout", "-1", "KJFK"], "fetch", "--timeout needs a number of seconds (up to 600)"),
    (
      ["near", "51.5", "-0.46", "--hours", "3"], "near", "--hours needs a number of hours (0-360) and goes with 'fetch'"
    ),
  ])
  func fetchUsageErrorIsOneLine(arguments: [String], command: String, message: String) throws {
    let result = try WxparseProcess.run(arguments)
    #expect(result.status == 2)
    #expect(result.stderr == "wxparse: error: \(message) (see 'wxparse \(command) --help')\n")
    #expect(result.stdout.isEmpty)
  }

  @Test func unreadableFileExitsTwoAfterTheOthers() throws {
    let result = try WxparseProcess.run(
      ["--json", "/nonexistent/metars.txt", "-"], input: Data("\(Self.aymh1)\n".utf8))
    #expect(result.status == 2)
    #expect(result.stdoutLines.count == 1)
    #expect(result.stderr == "wxparse: error: cannot open '/nonexistent/metars.txt': No such file or directory\n")
  }

  @Test func exitStatusZeroWhenEverythingDecoded() throws {
    let result = try WxparseProcess.run([Fixture.path("wxparse_snapshot_metars.txt")])
    #expect(result.status == 0)
    #expect(result.stderr.isEmpty)
  }

  @Test func helpGoesToStdoutAndExitsZero() throws {
    let result = try WxparseProcess.run(["--help"])
    #expect(result.status == 0)
    #expect(result.stdout.hasPrefix("USAGE: wxparse [options] [file ...]\n"))
    #expect(result.stdout.contains("--json"))
    #expect(result.stdout.contains("EXIT STATUS"))
    #expect(result.stderr.isEmpty)
    #expect(try WxparseProcess.run(["-h"]).stdout == result.stdout)
  }

  @Test func versionGoesToStdoutAndExitsZero() throws {
    let result = try WxparseProcess.run(["--version"])
    #expect(result.status == 0)
    #expect(result.stdout == "wxparse \(CommandLineOptions.version)\n")
    #expect(result.stderr.isEmpty)
  }
}
