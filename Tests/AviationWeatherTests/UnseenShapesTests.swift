import Foundation
import Testing

@testable import AviationWeather
import TestSupport

/// Issue 19's patterns 2, 4, 5, 7 and 8: shapes that were misread on reports the project had not
/// seen. Each is checked on real reports from the corpus (copied verbatim from
/// Fixtures/metar_corpus.txt), on the shapes and, for the Australian trend, on the Bureau of
/// Meteorology's published TTF example.
@Suite("Shapes of unseen reports: regional trends, text after the body, kind, header")
struct UnseenShapesTests {
  // MARK: Pattern 2: the Australian trend forecast

  /// `FMhhmm` after the observation with no change indicator: a trend from that time, whose groups
  /// are not added to the observed weather and sky.
  @Test func australianFromTrendIsATrend() throws {
    let metar = try METAR("YSSY 150330Z 24015KT 9999 FEW030 24/15 Q1012 FM0400 20012KT 9999 -SHRA SCT040")
    #expect(metar.weather.isEmpty)
    expectEqual(metar.sky, [SkyCondition(cover: .few, heightFeet: 3000)])
    expectEqual(metar.wind?.direction, .degrees(240))
    expectEqual(metar.trends.count, 1)
    let trend = try #require(metar.trends.first)
    expectEqual(trend.kind, .from)
    expectEqual(trend.from, DayTime(day: nil, hour: 4, minute: 0))
    expectEqual(trend.conditions.wind?.direction, .degrees(200))
    expectEqual(trend.conditions.weather.map(\.code), ["-SHRA"])
    expectEqual(trend.conditions.sky.map(\.cover), [.scattered])
    #expect(metar.unparsed.isEmpty)
  }

  /// The BoM's TTF example: the trend follows the remarks, in two `FM` steps.
  @Test func trendAfterTheRemarksEndsThem() throws {
    let metar = try METAR(
      "SPECI YPAD 112200Z 00000KT 2000 +DZ OVC005 12/11 Q1020 RMK RF00.8/001.8 FM2200 32005KT 9999 NSW BKN008 FM2300 04005KT 9999 NSW SCT020"
    )
    expectEqual(metar.remarks?.text, "RF00.8/001.8")
    expectEqual(metar.trends.map(\.kind), [.from, .from])
    expectEqual(metar.trends.map(\.from), [DayTime(day: nil, hour: 22, minute: 0), DayTime(day: nil, hour: 23, minute: 0)])
    expectEqual(metar.trends[1].conditions.sky.map(\.cover), [.scattered])
    expectEqual(metar.weather.map(\.code), ["+DZ"])
    #expect(metar.unparsed.isEmpty)
  }

  /// `INTER hhmm/hhmm` (a real Adelaide report), and an `FM` after it starts the next step.
  @Test func intermittentPeriodThenFrom() throws {
    let real = try METAR("YPAD 020000Z 23021KT 9999 FEW025 16/11 Q1017 INTER 0000/0300 23022G35KT 5000 SHRA SCT012 BKN020")
    expectEqual(real.trends.map(\.kind), [.intermittent])
    expectEqual(real.trends.first?.until, DayTime(day: nil, hour: 3, minute: 0))
    #expect(real.weather.isEmpty)
    let more = try METAR(
      "YPAD 020000Z 23021KT 9999 FEW025 16/11 Q1017 INTER 0000/0300 5000 SHRA FM0300 27010KT CAVOK")
    expectEqual(more.trends.map(\.kind), [.intermittent, .from])
    #expect(more.trends[1].conditions.isCAVOK)
    #expect(!more.isCAVOK)
  }

  /// `FM` inside an ICAO trend stays its start time; a second `FM` there starts nothing and ends
  /// the trend (issue 29, pattern 3): the groups after it are not the TEMPO's, and stay unparsed.
  @Test func fromAfterBecomingIsItsTime() throws {
    let metar = try METAR("EGLL 151220Z 24012KT 9999 FEW030 15/08 Q1012 BECMG FM1300 25035G50KT")
    expectEqual(metar.trends.map(\.kind), [.becoming])
    expectEqual(metar.trends.first?.from, DayTime(day: nil, hour: 13, minute: 0))
    let second = try METAR("OXYZ 031930Z 27010KT 9999 FEW040 30/10 Q1008 TEMPO FM1400 FM1500 3000 DU")
    expectEqual(second.trends.map(\.kind), [.temporary])
    expectEqual(second.unparsed.map(\.text), ["FM1500", "3000", "DU"])
    expectEqual(second.trends.first?.conditions.isEmpty, true)
  }

  /// A time mark before the observation is complete starts no trend.
  @Test func fromBeforeTheTemperatureIsNoTrend() throws {
    let metar = try METAR("YSSY 150330Z 24015KT 9999 FEW030 FM0400 24/15 Q1012")
    #expect(metar.trends.isEmpty)
    expectEqual(metar.unparsed.map(\.text), ["FM0400"])
  }

  // MARK: Pattern 4: text after the body, minimum visibility

  /// Once the report turns into text, no group in the text is read: not `RA`, not `+`, not `M`.
  @Test(arguments: [
    ("ABCD 151200Z 09006KT 9999 SCT025 30/22 Q1010 CB AND RA TO N + NE", "CB AND RA TO N + NE"),
    ("ABCD 151200Z 09006KT 9999 SCT025 30/22 Q1010 INFO M RWY14", "INFO M RWY14"),
    // Real (Latina): a wind-shear note in words.
    ("METAR LICJ 082150Z 27024KT 9999 BKN030 16/12 Q1021 WS- IN APCH", "WS- IN APCH"),
    // Real (Udon Thani): what the Thai stations add, unchanged.
    ("VTUO 180700Z 01004KT CAVOK 27/16 Q1015 A2999 INFO H RWY 04", "INFO H RWY 04"),
  ])
  func textAfterTheBodyIsPlainLanguage(_ report: String, _ text: String) throws {
    let metar = try METAR(report)
    expectEqual(metar.plainLanguage?.text, text)
    #expect(metar.unparsed.isEmpty)
    #expect(metar.weather.isEmpty)
    #expect(metar.conditions.windShear.isEmpty)
    let offset = try #require(metar.plainLanguage?.offset)
    #expect(Array(report.utf8)[offset...].starts(with: text.utf8))
  }

  /// Text ends at `RMK`, whose remarks are decoded as usual.
  @Test func textEndsAtRemarks() throws {
    let metar = try METAR("ABCD 151200Z 09006KT 9999 SCT025 30/22 Q1010 CB AND RA TO N RMK CB/NE")
    expectEqual(metar.plainLanguage?.text, "CB AND RA TO N")
    expectEqual(metar.remarks?.text, "CB/NE")
    #expect(metar.weather.isEmpty)
  }

  /// Words that are no plain text stay unparsed: a lone short token, modem debris starting with a
  /// two-letter word (the curated `odd-transmission-garbage`), a malformed group.
  @Test(arguments: [
    ("METAR LBGO 180700Z VRB01MPS 0150 0100W FG VV001 02/02 Q1016 ZZZ NOSIG", ["ZZZ"]),
    ("SUAA 031900Z 23009KT 9999 BKN020 14/12 Q10110", ["Q10110"]),
    (
      "KNTD 221855Z 27008KT 7SM SCT022 BKN040 20/ NO CARRIER RING CONNECT 57600",
      ["NO", "CARRIER", "RING", "CONNECT", "57600"]
    ),
  ])
  func notTextStaysUnparsed(_ report: String, _ tokens: [String]) throws {
    let metar = try METAR(report)
    expectNil(metar.plainLanguage)
    expectEqual(metar.unparsed.map(\.text), tokens)
  }

  /// FM 15's `VNVNVNVNDv`: right after the prevailing visibility, below it, with its direction; an
  /// automatic station sends none (`9999 3300`). Real reports.
  @Test func minimumVisibilityFollowsTheRules() throws {
    let directed = try METAR("BIVO 301500Z 33009KT 4000 2000NE OVC007 09/M12 Q0991")
    expectEqual(directed.conditions.minimumVisibility?.distance, Distance(2000, .meters))
    expectEqual(directed.conditions.minimumVisibility?.direction, .northEast)
    let automated = try METAR(
      "METAR EDDB 051920Z AUTO 18003KT 9999 3300 -SN BR FEW021 BKN033 BKN042 M05/M06 Q1013 NOSIG")
    expectEqual(automated.conditions.minimumVisibility?.distance, Distance(3300, .meters))
    #expect(automated.unparsed.isEmpty)
    // Not automated, no direction: FM 15's group needs one, but the station left it out; below
    // the prevailing one and on the steps, it is read and flagged (issue 29, pattern 2).
    let staffed = try METAR("TTPP 231100Z 00000KT 9999 4000 FU FEW010CB FEW016TCU 25/24 Q1011 NOSIG")
    expectEqual(staffed.conditions.minimumVisibility, Visibility(distance: Distance(4000, .meters)))
    #expect(staffed.unparsed.isEmpty)
    expectEqual(staffed.warnings.map(\.code), [.minimumVisibilityWithoutDirection])
    // Not right after the prevailing visibility: a runway's visibility in words.
    let runways = try METAR(
      "VAAH 031930Z 18008KT 1200 R23/2000 R/05 2000 BR FEW010 SCT018 FEW025TCU OVC080 26/25 Q1001 NOSIG")
    expectNil(runways.conditions.minimumVisibility)
    expectEqual(runways.unparsed.map(\.text), ["R/05", "2000"])
    // The shape: `800` after `0800` is neither below it nor directed.
    let text = try METAR("ABCD 151200Z 09006KT 0800 R05 800 R23 800 DU 30/22 Q1010")
    expectNil(text.conditions.minimumVisibility)
    expectEqual(text.visibility?.distance, Distance(800, .meters))
    // Not below the prevailing one: what the station sent, kept (and flagged by the warnings).
    let above = try METAR("ABCD 151200Z 09006KT 3000 4000NE 30/22 Q1010")
    expectEqual(above.conditions.minimumVisibility?.distance, Distance(4000, .meters))
    #expect(above.unparsed.isEmpty)
  }

  // MARK: Pattern 5: the kind from the whole report

  /// A METAR whose time lacks its `Z` is a METAR (its temperature, pressure and `NOSIG` are no TAF
  /// groups); an old-form TAF stays a TAF.
  @Test func kindFromTheWholeShape() throws {
    let metar = "SXXX 151200 09006KT 9999 SCT025 30/22 Q1011 NOSIG"
    expectEqual(ReportKind(detecting: metar), .metar)
    let decoded = try METAR(metar)
    expectEqual(decoded.time, DayTime(day: 15, hour: 12, minute: 0))
    expectEqual(decoded.repaired.map(\.reason), [.timeWithoutZ])
    expectEqual(decoded.repaired.first?.readAs, "151200Z")
    expectEqual(decoded.trends.map(\.kind), [.noSignificantChange])
    #expect(decoded.unparsed.isEmpty)
    // Without repairs it stays unparsed, and strict decoding names it.
    let unrepaired = try METAR(metar, options: DecodingOptions(repairsMalformedGroups: false))
    expectNil(unrepaired.time)
    expectEqual(unrepaired.unparsed.map(\.text), ["151200"])
    let error = #expect(throws: DecodeError.self) { try METAR(metar, options: .strict) }
    expectEqual(error?.code, .unexpectedToken)
    expectEqual(error?.token, "151200")

    // Real old-form TAFs from the corpus keep their kind.
    let tafs = try Fixture.lines("taf_corpus.txt")
    let oldForm = tafs.filter { line in
      let words = line.split(separator: " ")
      return words.count > 2 && words.prefix(3).contains { $0.count == 6 && $0.allSatisfy(\.isNumber) }
        && !line.contains("Z ")
    }
    for taf in oldForm {
      #expect(ReportKind(detecting: taf) == .taf, "\(taf)")
    }
  }

  /// The splitter tells the same kind for the whole report, and `--only metar` keeps it.
  @Test func splitterTellsTheKindOfTheWholeReport() {
    let text = "SXXX 151200 09006KT 9999 SCT025 30/22 Q1011 NOSIG\nEGLL 151218 24012KT 9999 FEW030\n"
    let kinds = ReportSplitter.reports(in: Array(text.utf8)).map(\.kind)
    expectEqual(kinds, [.metar, .taf])
  }

  // MARK: Pattern 8: a "report" with nothing in place

  @Test func nothingInPlaceIsAnError() {
    let error = #expect(throws: DecodeError.self) { try METAR("KXYZ 1234 garbage") }
    expectEqual(error?.code, .missingTimeAndWind)
    expectEqual(error?.token, "1234")
    expectEqual(error?.offset, 5)
    expectEqual(error?.localizedDescription.contains("1234"), true)
  }

  /// A report without a time whose wind stands in place still decodes, and so does a NIL report.
  @Test func windInPlaceWithoutATimeDecodes() throws {
    let metar = try METAR("KXYZ 31012KT 10SM FEW250 22/08 A3012")
    expectNil(metar.time)
    expectEqual(metar.wind?.direction, .degrees(310))
    #expect(try METAR("KXYZ NIL").isNil)
    #expect(try METAR("KXYZ AUTO 31012KT 10SM CLR 22/08 A3012").isAutomated)
  }

  // MARK: Repeated headers

  @Test func repeatedReportWordIsOneHeader() throws {
    let metar = try METAR("METAR METAR EGLL 151220Z 24012KT 9999 FEW030 15/08 Q1012 NOSIG")
    expectEqual(metar.station, "EGLL")
    #expect(metar.unparsed.isEmpty)
    try expectEqual(METAR("SPECI SPECI EGLL 151220Z 24012KT 9999 FEW030 15/08 Q1012").kind, .speci)
    let taf = try TAF("TAF TAF EGLL 151100Z 1512/1618 24012KT 9999 FEW030")
    expectEqual(taf.station, "EGLL")
    #expect(taf.unparsed.isEmpty)
    // Three times is no header.
    #expect(throws: DecodeError.self) { try TAF("TAF TAF TAF EGLL 151100Z 1512/1618 24012KT 9999 FEW030") }
  }
}

/// Issue 19, pattern 1, a split `VC`: the weather group after it is not read as weather at the
/// station, in the observation or in a trend.
@Suite("A split VC keeps its weather off the station")
struct SplitVicinityTests {
  @Test func weatherAfterALoneVCStaysUnparsed() throws {
    // Real (Piedras Negras).
    let real = try METAR("MMPS 262042Z 24006KT 10SM VC RA BKN010CB OVC070 29/25 A2992 RMK 8/96/ RA NE")
    #expect(real.weather.isEmpty)
    expectEqual(real.unparsed.map(\.text), ["VC", "RA"])
    let trend = try METAR("EGLL 151220Z 24012KT 9999 FEW030 15/08 Q1012 TEMPO VC TSRA")
    expectEqual(trend.trends.first?.conditions.weather.isEmpty, true)
    expectEqual(trend.unparsed.map(\.text), ["VC", "TSRA"])
    // A weather group that does not follow the `VC` straight is read as before.
    let apart = try METAR("MMPS 262042Z 24006KT 10SM VC BKN010CB RA 29/25 A2992")
    expectEqual(apart.weather.map(\.code), ["RA"])
  }
}
