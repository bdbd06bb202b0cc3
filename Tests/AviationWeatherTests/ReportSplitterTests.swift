import Foundation
import TestSupport
import Testing

@testable import AviationWeather

/// The splitter on its own: lines in, reports out (wxparse's process-level input tests are in
/// WxparseTests/InputHandlingTests).
@Suite struct ReportSplitterTests {
  /// One report handed out by the splitter, copied out of its buffer.
  struct Cut: Equatable, CustomStringConvertible {
    var line: Int
    var text: String
    var description: String { "\(line) \(text)" }
  }

  /// Fixtures/samples/taf_raw.txt, line by line: a TAF folded over indented lines each.
  static let tafRaw = (try? Fixture.lines("samples/taf_raw.txt")) ?? []
  /// Its lines 1-3: `TAF CYBG 130530Z 1306/1406 VRB03KT P6SM SKC`, `      FM130700 …`, `      TEMPO …`.
  static let cybgLines = Array(tafRaw.prefix(3))
  /// Its lines 7-12: `TAF CYBG 260530Z 2606/2706 09015KT P6SM OVC030` and five change groups.
  static let cybg2Lines = Array(tafRaw.dropFirst(6).prefix(6))
  // Fixtures/metar_corpus.txt.
  static let aymh1 = "AYMH 220200Z VRB04KT 9999 BKN030 24/16 Q1020"
  static let aymh2 = "AYMH 230000Z VRB03KT 9999 HZ SCT030 21/16 Q1022"

  /// Feeds `input` line by line (split at LF, a CR before it dropped, as wxparse's `LineReader` does).
  static func split(_ input: String) -> [Cut] {
    split(bytes: Array(input.utf8))
  }

  static func split(bytes: [UInt8]) -> [Cut] {
    splitWithKinds(bytes: bytes).map(\.cut)
  }

  /// The reports of `input` with the kind the splitter told for each.
  static func splitWithKinds(_ input: String) -> [(cut: Cut, kind: ReportKind)] {
    splitWithKinds(bytes: Array(input.utf8))
  }

  static func splitWithKinds(bytes: [UInt8]) -> [(cut: Cut, kind: ReportKind)] {
    var lines: [[UInt8]] = []
    var current: [UInt8] = []
    for byte in bytes {
      if byte == 0x0A {
        if current.last == 0x0D { current.removeLast() }
        lines.append(current)
        current = []
      } else {
        current.append(byte)
      }
    }
    if !current.isEmpty { lines.append(current) }
    var splitter = ReportSplitter()
    var cuts: [(cut: Cut, kind: ReportKind)] = []
    let collect: (SplitReport) -> Void = { report in
      cuts.append((Cut(line: report.line, text: String(decoding: report.bytes, as: UTF8.self)), report.kind))
    }
    for (index, line) in lines.enumerated() {
      line.withUnsafeBufferPointer { splitter.push($0, lineNumber: index + 1, collect) }
    }
    splitter.finish(collect)
    return cuts
  }

  @Test func oneReportPerLine() {
    let cuts = Self.split(
      """
      AYMH 220200Z VRB04KT 9999 BKN030 24/16 Q1020
      AYMH 230000Z VRB03KT 9999 HZ SCT030 21/16 Q1022
      """)
    expectEqual(cuts, [
        Cut(line: 1, text: "AYMH 220200Z VRB04KT 9999 BKN030 24/16 Q1020"),
        Cut(line: 2, text: "AYMH 230000Z VRB03KT 9999 HZ SCT030 21/16 Q1022"),
      ])
  }

  @Test func foldedTAFIsOneReportAndTheMETARAfterItIsAnother() {
    // Real: Fixtures/samples/taf_raw.txt lines 1-6, then a corpus METAR.
    let cuts = Self.split(
      """
      TAF CYBG 130530Z 1306/1406 VRB03KT P6SM SKC
            FM130700 VRB03KT 6SM BR SCT030
            TEMPO 1307/1312 2SM BR
            FM131200 VRB03KT P6SM SCT030
            BECMG 1315/1317 29008KT
            FM140000 VRB03KT P6SM FEW030 RMK NXT FCST BY 131200Z
      DFFD 020000Z VRB02KT CAVOK 31/20 Q1012 NOSIG
      """)
    expectEqual(cuts.count, 2)
    expectEqual(cuts.first, Cut(
          line: 1,
          text: "TAF CYBG 130530Z 1306/1406 VRB03KT P6SM SKC FM130700 VRB03KT 6SM BR SCT030 TEMPO 1307/1312 2SM BR"
            + " FM131200 VRB03KT P6SM SCT030 BECMG 1315/1317 29008KT FM140000 VRB03KT P6SM FEW030 RMK NXT FCST BY 131200Z"
        ))
    expectEqual(cuts.last, Cut(line: 7, text: "DFFD 020000Z VRB02KT CAVOK 31/20 Q1012 NOSIG"))
  }

  @Test func aLineStartingWithTAFStartsANewTAF() {
    // Real: the last lines of one TAF in Fixtures/samples/taf_raw.txt, then the next TAF.
    let cuts = Self.split(
      """
      TAF CYBN 121018Z 1210/1222 VRB03KT 1SM BR OVC001
            FM121800 15008KT P6SM BKN025 RMK FCST BASED ON AUTO OBS. NXT FCST BY 121200Z
      TAF AMD CYCB 070732Z 0707/0719 19010KT P6SM OVC060
            BECMG 0717/0719 26015KT RMK NXT FCST BY 071300Z
      """)
    expectEqual(cuts.map(\.line), [1, 3])
    expectEqual(cuts[1].text, "TAF AMD CYCB 070732Z 0707/0719 19010KT P6SM OVC060 BECMG 0717/0719 26015KT RMK NXT FCST BY 071300Z")
  }

  @Test func indentedReportLinesAreNotContinuations() {
    let cuts = Self.split(
      """
        METAR GCLP 051300Z 35012KT 9999 -RA FEW025 SCT070 18/15 Q1016 RERA WS R03 TEMPO RA
        BGJN 031850Z 31004KT 280V340 9999 FEW220 12/03 Q1008
      """)
    expectEqual(cuts.map(\.line), [1, 2])
    expectEqual(cuts[1].text, "BGJN 031850Z 31004KT 280V340 9999 FEW220 12/03 Q1008")
  }

  @Test func crlfAndBlankLines() {
    let cuts = Self.split(
      "\r\n  \r\nAYMH 220200Z VRB04KT 9999 BKN030 24/16 Q1020\r\n\r\n\t\r\nAYMH 230000Z VRB03KT 9999 HZ SCT030 21/16 Q1022\r\n"
    )
    expectEqual(cuts.map(\.line), [3, 6])
    #expect(cuts.map(\.text).allSatisfy { !$0.contains("\r") })
  }

  @Test func onlyBlankLinesGiveNothing() {
    #expect(Self.split("\n\n   \n\t\n\r\n").isEmpty)
    #expect(Self.split("").isEmpty)
  }

  @Test func blankLineEndsAFoldedReport() {
    let cuts = Self.split(
      """
      TAF CYBG 130530Z 1306/1406 VRB03KT P6SM SKC

            FM130700 VRB03KT 6SM BR SCT030
      """)
    // The indented line after the blank line is a report of its own (it will not decode).
    expectEqual(cuts.map(\.line), [1, 3])
  }

  @Test func equalsSignEndsAReportEvenWithTextAfterIt() {
    let cuts = Self.split(
      "DFFD 020000Z VRB02KT CAVOK 31/20 Q1012 NOSIG= BGJN 031850Z 31004KT 280V340 9999 FEW220 12/03 Q1008=\n")
    expectEqual(cuts.map(\.text), [
        "DFFD 020000Z VRB02KT CAVOK 31/20 Q1012 NOSIG=", "BGJN 031850Z 31004KT 280V340 9999 FEW220 12/03 Q1008=",
      ])
    expectEqual(cuts.map(\.line), [1, 1])
  }

  @Test func trailingEqualsEndsAFoldedTAFAtOnce() {
    let cuts = Self.split(
      """
      TAF CYBG 130530Z 1306/1406 VRB03KT P6SM SKC
            FM140000 VRB03KT P6SM FEW030 RMK NXT FCST BY 131200Z=
            FM150000 VRB03KT P6SM FEW030
      """)
    expectEqual(cuts.map(\.line), [1, 3])
  }

  @Test func csvCacheFileGivesTheFirstColumnOfEachRow() throws {
    let lines = try Fixture.lines("samples/metars.cache.csv")
    let cuts = Self.split(lines.joined(separator: "\n") + "\n")
    expectEqual(cuts.count, 300)
    expectEqual(cuts.first?.text, "KXVG 262135Z AUTO 14007KT 10SM BKN045 24/15 A3011 RMK AO2")
    expectEqual(cuts.first?.line, 7)
    #expect(cuts.allSatisfy { !$0.text.contains(",") })
  }

  @Test func quotedCSVField() {
    let cuts = Self.split(
      "raw_text,station_id\n\"AYMH 220200Z VRB04KT 9999 BKN030 24/16 Q1020\",AYMH\n\"a \"\"b\"\", c\",X\n")
    expectEqual(cuts.map(\.text), ["AYMH 220200Z VRB04KT 9999 BKN030 24/16 Q1020", "a \"b\", c"])
    expectEqual(cuts.map(\.line), [2, 3])
  }

  @Test func preambleLikeLinesAfterTheFirstReportAreReports() {
    let cuts = Self.split("AYMH 220200Z VRB04KT 9999 BKN030 24/16 Q1020\nNo errors\n")
    expectEqual(cuts.map(\.text), ["AYMH 220200Z VRB04KT 9999 BKN030 24/16 Q1020", "No errors"])
  }

  @Test func invalidUTF8AndNULBytesStayInTheReport() {
    var bytes = Array("AYMH 220200Z VRB04KT ".utf8)
    bytes += [0xFF, 0xFE, 0x00, 0xC3]
    bytes += Array(" 9999\n".utf8)
    bytes += [0x00, 0x00, 0x0A]
    let cuts = Self.split(bytes: bytes)
    expectEqual(cuts.count, 2)
    expectEqual(cuts.first?.text.contains("\u{FFFD}"), true)
    expectEqual(cuts.last?.text, "\0\0")
  }

  // Moved from WxparseTests/InputHandlingTests (the splitter is library API now).

  @Test func splitterAttachesAHeaderLineToTheNextReport() {
    let cuts = Self.split(
      "TAF AMD\n" + Self.cybgLines[0].dropFirst(4) + "\n" + Self.cybgLines[1] + "\nSPECI\n\(Self.aymh1)\nMETAR\nTAF\n"
        + Self.cybgLines[0].dropFirst(4))
    expectEqual(cuts, [
        .init(line: 1, text: "TAF AMD CYBG 130530Z 1306/1406 VRB03KT P6SM SKC FM130700 VRB03KT 6SM BR SCT030"),
        .init(line: 4, text: "SPECI " + Self.aymh1),
        .init(line: 6, text: "METAR"),
        .init(line: 7, text: Self.cybgLines[0]),
      ])
  }

  @Test func splitterJoinsUnindentedChangeGroupsOnlyToATAF() {
    let lines = Self.cybg2Lines.map { $0.drop { $0 == " " } }
    let cuts = Self.split(lines.joined(separator: "\n") + "\n\(Self.aymh1)\n" + lines[1])
    expectEqual(cuts, [
        .init(line: 1, text: lines.joined(separator: " ")),
        .init(line: 7, text: Self.aymh1),
        .init(line: 8, text: String(lines[1])),
      ])
  }

  @Test func splitterIgnoresEmptyEqualsSegments() {
    let cuts = Self.split("=\n\(Self.aymh1) ==  =\n\(Self.cybgLines[0])\n  =\n=\n\(Self.aymh2)=")
    expectEqual(cuts, [
        .init(line: 2, text: Self.aymh1 + " ="),
        .init(line: 3, text: Self.cybgLines[0] + "="),
        .init(line: 6, text: Self.aymh2 + "="),
      ])
  }

  @Test func splitterWaitsLongerForATAF() {
    var splitter = ReportSplitter()
    expectNil(splitter.stallMilliseconds)
    let ignore: (SplitReport) -> Void = { _ in }
    Array(Self.cybgLines[0].utf8).withUnsafeBufferPointer { splitter.push($0, lineNumber: 1, ignore) }
    expectEqual(splitter.stallMilliseconds, 2000)
    splitter.finish(ignore)
    Array(Self.aymh1.utf8).withUnsafeBufferPointer { splitter.push($0, lineNumber: 2, ignore) }
    expectEqual(splitter.stallMilliseconds, 200)
    splitter.finish(ignore)
    Array("TAF AMD".utf8).withUnsafeBufferPointer { splitter.push($0, lineNumber: 3, ignore) }
    expectEqual(splitter.stallMilliseconds, 2000)
  }

  @Test func aShortReportAfterALongOneHoldsOnlyItsOwnBytes() {
    // The splitter keeps its memory from report to report: a folded TAF longer than the room it
    // starts with (1 KiB), then a METAR, then the TAF again, each handed out whole and alone.
    let changeGroups = (0..<40).map { "  TEMPO 13\(String(format: "%02d", $0 % 24))/1323 4000 -SHRA BKN012" }
    let longTAF = ([Self.cybgLines[0]] + changeGroups).joined(separator: "\n")
    let input = [longTAF, Self.aymh1, longTAF, Self.aymh2].joined(separator: "\n")
    let joinedTAF = ([Self.cybgLines[0]] + changeGroups.map { $0.trimmingCharacters(in: .whitespaces) })
      .joined(separator: " ")
    #expect(joinedTAF.utf8.count > 1024)
    expectEqual(Self.split(input).map(\.text), [joinedTAF, Self.aymh1, joinedTAF, Self.aymh2])
  }

  @Test func splitterCapsAFoldedReportAndSkipsItsLaterLines() {
    var splitter = ReportSplitter()
    var reports: [(line: Int, count: Int, tooLong: Bool)] = []
    let collect: (SplitReport) -> Void = { reports.append(($0.line, $0.bytes.count, $0.isTooLong)) }
    Array(Self.cybgLines[0].utf8).withUnsafeBufferPointer { splitter.push($0, lineNumber: 1, collect) }
    let group = Array(Self.cybgLines[1].utf8)
    for line in 2...100_000 {
      group.withUnsafeBufferPointer { splitter.push($0, lineNumber: line, collect) }
    }
    Array(Self.aymh1.utf8).withUnsafeBufferPointer { splitter.push($0, lineNumber: 100_001, collect) }
    splitter.finish(collect)
    expectEqual(reports.count, 2)
    expectEqual(reports.first?.line, 1)
    expectEqual(reports.first?.tooLong, true)
    #expect((reports.first?.count ?? .max) <= ReportSplitter.maximumJoinedLength)
    expectEqual(reports.last?.tooLong, false)
    expectEqual(reports.last?.count, Self.aymh1.utf8.count)
  }

  // MARK: - The kind, told once per report

  @Test func eachReportOfAMixedFileCarriesItsKind() throws {
    let text = try String(
      contentsOf: Fixture.directory.appendingPathComponent("wxparse_mixed_taf_metar.txt"), encoding: .utf8)
    let reports = Self.splitWithKinds(text)
    expectEqual(reports.map(\.cut.line), [1, 7, 8, 9, 16])
    expectEqual(reports.map(\.kind), [.taf, .metar, .metar, .taf, .metar])
    // The kind told while splitting is the kind of the whole report.
    #expect(reports.allSatisfy { ReportKind(detecting: $0.cut.text) == $0.kind })
  }

  @Test func aHeaderLineJoinedToTheNextLineGivesTheJoinedReportsKind() {
    let reports = Self.splitWithKinds(
      "TAF\n" + Self.cybgLines[0].dropFirst(4) + "\n" + Self.cybgLines[1] + "\nMETAR\n\(Self.aymh1)\nTAF AMD\n"
        + Self.cybgLines[0].dropFirst(4))
    expectEqual(reports.map(\.cut.line), [1, 4, 6])
    expectEqual(reports.map(\.kind), [.taf, .metar, .taf])
    expectEqual(reports[0].cut.text, "TAF CYBG 130530Z 1306/1406 VRB03KT P6SM SKC FM130700 VRB03KT 6SM BR SCT030")
  }

  @Test func aTAFWithoutItsWordIsToldOnceItsValidityArrives() {
    // Fixtures/samples/taf_raw.txt's first TAF without `TAF`, its header cut after the issue
    // time: the first line alone does not tell; the validity on the next line makes it a TAF,
    // and then an unindented change group joins it.
    var splitter = ReportSplitter()
    var reports: [(text: String, kind: ReportKind)] = []
    let collect: (SplitReport) -> Void = { reports.append((String(decoding: $0.bytes, as: UTF8.self), $0.kind)) }
    let lines = ["CYBG 130530Z", "  1306/1406 VRB03KT P6SM SKC", "FM130700 VRB03KT 6SM BR SCT030", Self.aymh1]
    var waits: [Int?] = []
    for (index, line) in lines.enumerated() {
      Array(line.utf8).withUnsafeBufferPointer { splitter.push($0, lineNumber: index + 1, collect) }
      waits.append(splitter.stallMilliseconds)
    }
    splitter.finish(collect)
    expectEqual(waits, [200, 2000, 2000, 200])
    expectEqual(reports.map(\.kind), [.taf, .metar])
    expectEqual(reports.first?.text, "CYBG 130530Z 1306/1406 VRB03KT P6SM SKC FM130700 VRB03KT 6SM BR SCT030")
  }

  @Test func aChangeGroupLineAfterAMETARStartsAReport() {
    // `TEMPO` after a METAR is no TAF change group: the line is a report of its own (a METAR's
    // trend is on its line).
    let reports = Self.splitWithKinds("\(Self.aymh1)\nTEMPO 2606/2617 5SM -SHRA BR\n")
    expectEqual(reports.map(\.cut.line), [1, 2])
  }

  @Test func csvRowsCarryTheirKind() throws {
    let lines = try Fixture.lines("samples/metars.cache.csv")
    let reports = Self.splitWithKinds(lines.joined(separator: "\n") + "\n")
    expectEqual(reports.count, 300)
    #expect(reports.allSatisfy { $0.kind == .metar })
    let tafRows = Self.splitWithKinds("raw_text,station_id\n\"\(Self.cybgLines[0])\",CYBG\n\(Self.aymh1),AYMH\n")
    expectEqual(tafRows.map(\.kind), [.taf, .metar])
  }

  // MARK: - Whole texts

  /// Every line ending wxparse reads, and a byte-order mark: ``ReportSplitter/reports(in:)``
  /// gives what the streaming splitter gives line by line.
  @Test(arguments: ["samples/taf_raw.txt", "wxparse_mixed_taf_metar.txt", "samples/metars.cache.csv"])
  func wholeTextGivesTheStreamedReports(fixture: String) throws {
    let text = try String(contentsOf: Fixture.directory.appendingPathComponent(fixture), encoding: .utf8)
    let streamed = Self.splitWithKinds(text)
    #expect(streamed.count > 2)
    for ending in ["\n", "\r\n", "\r"] {
      let body = "\u{FEFF}" + text.split(separator: "\n", omittingEmptySubsequences: false).joined(separator: ending)
      let whole = ReportSplitter.reports(in: Array(body.utf8))
      expectEqual(whole.map(\.text), streamed.map(\.cut.text))
      expectEqual(whole.map(\.line), streamed.map(\.cut.line))
      expectEqual(whole.map(\.kind), streamed.map(\.kind))
      #expect(whole.allSatisfy { !$0.isTooLong })
    }
  }

  @Test func wholeTextFromAStringAndEmptyTexts() {
    let reports = ReportSplitter.reports(in: "\(Self.cybgLines.joined(separator: "\n"))\n\(Self.aymh1)=".utf8)
    expectEqual(reports, [
        ReportText(
          text: "TAF CYBG 130530Z 1306/1406 VRB03KT P6SM SKC FM130700 VRB03KT 6SM BR SCT030 TEMPO 1307/1312 2SM BR",
          line: 1, kind: .taf),
        ReportText(text: Self.aymh1 + "=", line: 4, kind: .metar),
      ])
    #expect(ReportSplitter.reports(in: [UInt8]()).isEmpty)
    #expect(ReportSplitter.reports(in: "\n\r\n  \n".utf8).isEmpty)
  }

  @Test func wholeTextFlagsAReportCutForLength() {
    let body = ([Self.cybgLines[0]] + Array(repeating: Self.cybgLines[1], count: 3000) + [Self.aymh1])
      .joined(separator: "\n")
    let reports = ReportSplitter.reports(in: body.utf8)
    expectEqual(reports.map(\.isTooLong), [true, false])
    #expect(reports.first?.text.utf8.count ?? .max <= ReportSplitter.maximumJoinedLength)
    expectEqual(reports.last?.text, Self.aymh1)
  }
}
