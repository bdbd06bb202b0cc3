import TestSupport
import Testing

@testable import AviationWeather

/// ``ReportKind``: one detector for the splitter, wxparse and apps.
@Suite struct ReportKindTests {
  @Test func everyCorpusTAFLooksLikeATAF() throws {
    let misses = TAFCorpusTests.corpus.filter { ReportKind(detecting: $0) != .taf }
    #expect(misses.isEmpty, "\(misses.prefix(3))")
  }

  @Test func noCorpusMETARLooksLikeATAF() throws {
    let metars = try Fixture.lines("metar_corpus.txt")
    expectEqual(metars.count, 48701)
    let misses = metars.filter { ReportKind(detecting: $0) != .metar }
    #expect(misses.isEmpty, "\(misses.prefix(3))")
  }

  @Test func foldedRawTAFsLookLikeTAFs() {
    #expect(FoldedTAF.all.allSatisfy { ReportKind(detecting: $0.text) == .taf })
    #expect(ReportKind(detecting: "") == .metar && ReportKind(detecting: "  \n") == .metar)
  }

  @Test func bytesAndTextTellTheSameKind() throws {
    let lines = try Fixture.lines("wxparse_mixed_taf_metar.txt")
    for line in lines {
      let fromBytes = Array(line.utf8).withUnsafeBufferPointer { ReportKind(detecting: $0) }
      expectEqual(fromBytes, ReportKind(detecting: line))
    }
  }

  /// A header cut short does not tell yet (the splitter then waits for the next line); a whole
  /// one tells, and more tokens never change what it told.
  @Test func aShortHeaderDoesNotTellYet() {
    func detect(_ text: String) -> ReportKind? { Array(text.utf8).withUnsafeBufferPointer { ReportKind.detect($0) } }
    // Fixtures/taf_corpus.txt headers, cut token by token.
    expectNil(detect(""))
    expectEqual(detect("TAF"), .taf)
    expectNil(detect("AMD"))
    expectNil(detect("EGLL"))
    expectNil(detect("EGLL 221100Z"))
    expectNil(detect("EGLL COR"))
    expectEqual(detect("EGLL 221100Z 2212/2318"), .taf)
    expectEqual(detect("EGLL 221100Z 221212"), .taf)
    expectEqual(detect("EGLL 221050Z AUTO"), .metar)
    expectEqual(detect("METAR"), .metar)
    expectEqual(detect("SCBA 221900Z NIL"), .metar)
  }

  /// Headers at the edges of the shortcut that reads a plain METAR header at fixed places
  /// (`CCCC DDHHMMZ` and a token of neither validity length, or a first token longer than a
  /// station): each tells what its tokens tell.
  @Test func headersAtTheShortcutsEdgesTellByTheirTokens() {
    let cases: [(String, ReportKind)] = [
      ("KJFK 121851Z 18010KT 10SM FEW250", .metar),
      ("KJFK 121851Z AUTO 18010KT", .metar),
      ("KJFK 121851Z NIL", .metar),
      ("KJFK 121851Z 1212/1318 18010KT", .taf),
      ("KJFK 121851Z 121318 18010KT", .taf),
      ("KJFK 121851Z  1212/1318 18010KT", .taf),
      ("KJFK 121851Z\t121318", .taf),
      ("KJFK 121851Z=1212/1318", .taf),
      ("KJFK 121851Z 1212/13181 18010KT", .metar),
      ("KJFK 321851Z 1212/1318", .metar),
      ("KJFK 122551Z 121318", .metar),
      ("KJFK 1218/1318 18010KT", .taf),
      ("KJFK AMD 121851Z 1212/1318", .taf),
      ("kJFK 121851Z 1212/1318", .metar),
      ("METAR KJFK 121851Z 1212/1318", .metar),
      ("SPECI KJFK 121851Z 18010KT", .metar),
      ("TAF KJFK 121851Z 1212/1318", .taf),
      ("TAF AMD KJFK 121851Z 1212/1318", .taf),
      ("SXXX 151200 09006KT 9999 SCT025 30/22 Q1011", .metar),
      ("SXXX 151218 09006KT 9999 SCT025", .taf),
    ]
    for (text, kind) in cases { #expect(ReportKind(detecting: text) == kind, "\(text)") }
    func detect(_ text: String) -> ReportKind? { Array(text.utf8).withUnsafeBufferPointer { ReportKind.detect($0) } }
    expectNil(detect("KJFK 121851Z "))
    expectNil(detect("KJFK 121851Z  "))
    expectEqual(detect("KJFK 121851Z 1"), .metar)
    expectNil(detect("KJFK COR 121851Z"))
    // Neither a time nor a validity after the station: a METAR, with no token after it.
    expectEqual(detect("KJFK 121851"), .metar)
    expectEqual(detect("KJFK 321851Z"), .metar)
    expectEqual(detect("METAR"), .metar)
  }

  /// The examples of ``ReportKind``'s and ``ReportSplitter/reports(in:)``'s documentation.
  @Test func documentedExamples() {
    expectEqual(ReportKind(detecting: "TAF KJFK 221130Z 2212/2318 31012KT P6SM FEW250"), .taf)
    expectEqual(ReportKind(detecting: "EGLL 2212/2318 31012KT 9999 FEW040"), .taf)
    expectEqual(ReportKind(detecting: "KJFK 221651Z 31012KT 10SM FEW250 22/08 A3012"), .metar)
    let answer =
      "TAF KOAJ 131724Z 1318/1418 01032G45KT 3SM +SHRA OVC025\n      FM140200 03048G63KT 3SM +SHRA OVC020\n"
    let reports = ReportSplitter.reports(in: answer.utf8)
    expectEqual(reports.map(\.kind), [.taf])
    expectEqual(reports.map(\.text), [
        "TAF KOAJ 131724Z 1318/1418 01032G45KT 3SM +SHRA OVC025 FM140200 03048G63KT 3SM +SHRA OVC020"
      ])
  }
}
