import Testing

@testable import wxparse

/// The splitter on its own: lines in, reports out.
@Suite struct ReportSplitterTests {
  /// One report handed out by the splitter, copied out of its buffer.
  struct Cut: Equatable, CustomStringConvertible {
    var line: Int
    var text: String
    var description: String { "\(line) \(text)" }
  }

  /// Feeds `input` line by line (split at LF, a CR before it dropped, as `LineReader` does).
  static func split(_ input: String) -> [Cut] {
    split(bytes: Array(input.utf8))
  }

  static func split(bytes: [UInt8]) -> [Cut] {
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
    var cuts: [Cut] = []
    let collect: (SplitReport) -> Void = { report in
      cuts.append(Cut(line: report.line, text: String(decoding: report.bytes, as: UTF8.self)))
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
    #expect(
      cuts == [
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
    #expect(cuts.count == 2)
    #expect(
      cuts.first
        == Cut(
          line: 1,
          text: "TAF CYBG 130530Z 1306/1406 VRB03KT P6SM SKC FM130700 VRB03KT 6SM BR SCT030 TEMPO 1307/1312 2SM BR"
            + " FM131200 VRB03KT P6SM SCT030 BECMG 1315/1317 29008KT FM140000 VRB03KT P6SM FEW030 RMK NXT FCST BY 131200Z"
        ))
    #expect(cuts.last == Cut(line: 7, text: "DFFD 020000Z VRB02KT CAVOK 31/20 Q1012 NOSIG"))
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
    #expect(cuts.map(\.line) == [1, 3])
    #expect(
      cuts[1].text
        == "TAF AMD CYCB 070732Z 0707/0719 19010KT P6SM OVC060 BECMG 0717/0719 26015KT RMK NXT FCST BY 071300Z")
  }

  @Test func indentedReportLinesAreNotContinuations() {
    let cuts = Self.split(
      """
        METAR GCLP 051300Z 35012KT 9999 -RA FEW025 SCT070 18/15 Q1016 RERA WS R03 TEMPO RA
        BGJN 031850Z 31004KT 280V340 9999 FEW220 12/03 Q1008
      """)
    #expect(cuts.map(\.line) == [1, 2])
    #expect(cuts[1].text == "BGJN 031850Z 31004KT 280V340 9999 FEW220 12/03 Q1008")
  }

  @Test func crlfAndBlankLines() {
    let cuts = Self.split(
      "\r\n  \r\nAYMH 220200Z VRB04KT 9999 BKN030 24/16 Q1020\r\n\r\n\t\r\nAYMH 230000Z VRB03KT 9999 HZ SCT030 21/16 Q1022\r\n"
    )
    #expect(cuts.map(\.line) == [3, 6])
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
    #expect(cuts.map(\.line) == [1, 3])
  }

  @Test func equalsSignEndsAReportEvenWithTextAfterIt() {
    let cuts = Self.split(
      "DFFD 020000Z VRB02KT CAVOK 31/20 Q1012 NOSIG= BGJN 031850Z 31004KT 280V340 9999 FEW220 12/03 Q1008=\n")
    #expect(
      cuts.map(\.text) == [
        "DFFD 020000Z VRB02KT CAVOK 31/20 Q1012 NOSIG=", "BGJN 031850Z 31004KT 280V340 9999 FEW220 12/03 Q1008=",
      ])
    #expect(cuts.map(\.line) == [1, 1])
  }

  @Test func trailingEqualsEndsAFoldedTAFAtOnce() {
    let cuts = Self.split(
      """
      TAF CYBG 130530Z 1306/1406 VRB03KT P6SM SKC
            FM140000 VRB03KT P6SM FEW030 RMK NXT FCST BY 131200Z=
            FM150000 VRB03KT P6SM FEW030
      """)
    #expect(cuts.map(\.line) == [1, 3])
  }

  @Test func csvCacheFileGivesTheFirstColumnOfEachRow() throws {
    let lines = try WxparseProcess.fixtureLines("samples/metars.cache.csv")
    let cuts = Self.split(lines.joined(separator: "\n") + "\n")
    #expect(cuts.count == 300)
    #expect(cuts.first?.text == "KXVG 262135Z AUTO 14007KT 10SM BKN045 24/15 A3011 RMK AO2")
    #expect(cuts.first?.line == 7)
    #expect(cuts.allSatisfy { !$0.text.contains(",") })
  }

  @Test func quotedCSVField() {
    let cuts = Self.split(
      "raw_text,station_id\n\"AYMH 220200Z VRB04KT 9999 BKN030 24/16 Q1020\",AYMH\n\"a \"\"b\"\", c\",X\n")
    #expect(cuts.map(\.text) == ["AYMH 220200Z VRB04KT 9999 BKN030 24/16 Q1020", "a \"b\", c"])
    #expect(cuts.map(\.line) == [2, 3])
  }

  @Test func preambleLikeLinesAfterTheFirstReportAreReports() {
    let cuts = Self.split("AYMH 220200Z VRB04KT 9999 BKN030 24/16 Q1020\nNo errors\n")
    #expect(cuts.map(\.text) == ["AYMH 220200Z VRB04KT 9999 BKN030 24/16 Q1020", "No errors"])
  }

  @Test func invalidUTF8AndNULBytesStayInTheReport() {
    var bytes = Array("AYMH 220200Z VRB04KT ".utf8)
    bytes += [0xFF, 0xFE, 0x00, 0xC3]
    bytes += Array(" 9999\n".utf8)
    bytes += [0x00, 0x00, 0x0A]
    let cuts = Self.split(bytes: bytes)
    #expect(cuts.count == 2)
    #expect(cuts.first?.text.contains("\u{FFFD}") == true)
    #expect(cuts.last?.text == "\0\0")
  }
}
