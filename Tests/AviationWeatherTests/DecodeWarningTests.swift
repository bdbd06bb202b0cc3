import Foundation
import Testing
import TestSupport

@testable import AviationWeather

/// Data-quality warnings (issue 19): values kept as decoded but flagged when they break their code
/// form's rules, on real reports from the corpus (copied verbatim from Fixtures/metar_corpus.txt
/// and Fixtures/taf_corpus.txt) and on the issue's made-up shapes.
@Suite("Data-quality warnings")
struct DecodeWarningTests {
  /// A report, the warnings it must carry (code, token), and a value that shows it was kept.
  struct Case: Sendable, CustomTestStringConvertible {
    let report: String
    let expected: [DecodeWarning.Code]
    let tokens: [String]
    let check: @Sendable (METAR) -> Bool

    var testDescription: String { "\(expected.map(\.description)): \(report.prefix(50))" }
  }

  static let metarCases: [Case] = [
    // Real: the remarks' tenths say -0.4 °C and 0.5 °C; the body's rounded values break the rule.
    Case(
      report: "CWIK 231100Z AUTO 06014G19KT M00/01 RMK AO1 2PAST HR 5004 PK WND 05024/1011 SLP086 P0001 T10040005 50036",
      expected: [.dewPointAboveTemperature], tokens: ["M00/01"],
      check: { $0.dewPoint == Temperature(1, .celsius) && $0.temperature?.value == 0 }),
    Case(
      report: "KCWF 272148Z 35008KT 10SM OVC013 03/10 A3017", expected: [.dewPointAboveTemperature],
      tokens: ["03/10"], check: { $0.temperature == Temperature(3, .celsius) && $0.dewPoint == Temperature(10, .celsius) }),
    Case(
      report: "SVMT 220203Z AUTO 00000KT NCD ///22 Q1011", expected: [.dewPointWithoutTemperature], tokens: ["///22"],
      check: { $0.temperature == nil && $0.dewPoint == Temperature(22, .celsius) }),
    Case(
      report: "MDST 020000Z 11912KT 9999 SCT018 28/20 Q1015", expected: [.windDirectionNotInTens], tokens: ["11912KT"],
      check: { $0.wind?.degrees == 119 }),
    Case(
      report: "HTJN 221800Z AUTO 02407KT //// 23/11 Q1021", expected: [.windDirectionNotInTens], tokens: ["02407KT"],
      check: { $0.wind?.degrees == 24 }),
    // The issue's shapes.
    Case(
      report: "KXYZ 121853Z 253012KT 10SM CLR 18/20 A3001", expected: [.windDirectionNotInTens, .dewPointAboveTemperature],
      tokens: ["253012KT", "18/20"], check: { $0.wind?.degrees == 253 }),
    Case(
      report: "LXYZ 121850Z 25012KT 1234 BR OVC004 12/11 Q1012", expected: [.visibilityOffReportingSteps],
      tokens: ["1234"], check: { $0.visibility?.distance == Distance(1234, .meters) }),
    Case(
      report: "LXYZ 121850Z 25012KT 7500 BKN020 12/08 Q1012", expected: [.visibilityOffReportingSteps], tokens: ["7500"],
      check: { $0.visibility?.distance == Distance(7500, .meters) }),
    Case(
      report: "LXYZ 121850Z 25012KT 3000 5000NE BR BKN010 12/11 Q1012",
      expected: [.minimumVisibilityNotBelowPrevailing], tokens: ["5000NE"],
      check: { $0.conditions.minimumVisibility?.distance == Distance(5000, .meters) }),
    // A trend's wind is checked too, and points at the trend's token.
    Case(
      report: "LXYZ 121850Z 25012KT 9999 SCT030 12/08 Q1012 TEMPO 253025G35KT", expected: [.windDirectionNotInTens],
      tokens: ["253025G35KT"], check: { $0.trends.first?.conditions.wind?.degrees == 253 }),
  ]

  @Test(arguments: metarCases)
  func metarWarnings(_ c: Case) throws {
    let metar = try METAR(c.report)
    expectEqual(metar.warnings.map(\.code), c.expected)
    expectEqual(metar.warnings.map(\.token), c.tokens)
    for warning in metar.warnings {
      // The offset points at the token in the report.
      let bytes = Array(c.report.utf8)
      expectEqual(Array(bytes[warning.offset..<(warning.offset + warning.token.utf8.count)]), Array(warning.token.utf8))
    }
    #expect(c.check(metar))
  }

  /// Values on the reporting steps, calm and variable winds, `9999`, a lower minimum visibility
  /// and a saturated temperature group give no warning.
  @Test(arguments: [
    "EGLL 121850Z 00000KT 0750 R27L/0900 FG VV002 08/08 Q1020",
    "LFPG 121830Z VRB02KT 4500 2000NE BR BKN010 M01/M01 Q1012 NOSIG",
    // An automatic station sends its minimum visibility without a direction (FM 15 15.6.2).
    "EDDF 121850Z AUTO 24012KT 9999 3300 SCT030 12/08 Q1012",
    "KJFK 121851Z 31012G25KT 10SM FEW250 12/M01 A3001 RMK AO2",
    "RJTT 121800Z 36005KT 9000 FEW020 15/10 Q1015",
  ])
  func noWarnings(_ report: String) throws {
    #expect(try METAR(report).warnings.isEmpty)
  }

  /// A report without warnings has no extras box (the allocation budget of the benchmark).
  @Test func noBoxWithoutWarnings() throws {
    try expectNil(METAR("RJTT 121800Z 36005KT 9000 FEW020 15/10 Q1015").extrasBox)
    #expect(try METAR("RJTT 121800Z 36005KT 9000 FEW020 15/17 Q1015").extrasBox != nil)
  }

  // MARK: - TAF

  /// Pattern 6 of issue 19: an `FM` group whose time does not decode (hour 72) stays a change
  /// group with its conditions, no time, and a warning; the base forecast keeps its own.
  @Test func fromGroupWithBadTimeIsKept() throws {
    let taf = try TAF(
      "TAF KXYZ 181730Z 1818/1924 18010KT P6SM SCT040 FM187200 20012KT 4SM -RA VCTS BKN020CB FM190600 22010KT P6SM SCT050")
    #expect(taf.unparsed.isEmpty)
    expectEqual(taf.forecasts.map(\.kind), [.base, .from, .from])
    let bad = taf.forecasts[1]
    expectNil(bad.from)
    expectEqual(bad.wind?.degrees, 200)
    expectEqual(bad.visibility?.distance, Distance(4, .statuteMiles))
    expectEqual(bad.sky, [SkyCondition(cover: .broken, heightFeet: 2000, cloudType: .cumulonimbus)])
    expectEqual(taf.base?.wind?.degrees, 180)
    expectEqual(taf.base?.sky, [SkyCondition(cover: .scattered, heightFeet: 4000)])
    expectEqual(taf.base?.weather.isEmpty, true)
    expectEqual(taf.warnings, [DecodeWarning(code: .changeGroupTimeInvalid, token: "FM187200", offset: 47)])
    expectEqual(bad.heading, "From (time unknown)")
  }

  /// A `PROB30` written without its window is kept as a change group, flagged.
  @Test func probabilityWithoutWindowIsKept() throws {
    let taf = try TAF("TAF KXYZ 181730Z 1818/1924 18010KT P6SM SCT040 PROB30 4000 TSRA SCT020CB FM190600 22010KT P6SM")
    #expect(taf.unparsed.isEmpty)
    expectEqual(taf.forecasts.map(\.kind), [.base, .probable, .from])
    expectEqual(taf.forecasts[1].probability, 30)
    #expect(taf.forecasts[1].from == nil && taf.forecasts[1].to == nil)
    expectEqual(taf.forecasts[1].weather.map(\.code), ["TSRA"])
    expectEqual(taf.warnings, [DecodeWarning(code: .changeGroupWithoutTime, token: "PROB30", offset: 47)])
  }

  /// A window that does not decode (hour 25) is the group's time, not a group of its conditions.
  @Test func undecodableWindow() throws {
    let taf = try TAF("TAF EXYZ 181100Z 1812/1912 18010KT 9999 SCT040 TEMPO 1825/1903 4000 SHRA")
    #expect(taf.unparsed.isEmpty)
    expectEqual(taf.forecasts.map(\.kind), [.base, .temporary])
    expectNil(taf.forecasts[1].from)
    expectEqual(taf.forecasts[1].visibility?.distance, Distance(4000, .meters))
    expectEqual(taf.warnings.map(\.code), [.changeGroupTimeInvalid])
    expectEqual(taf.warnings.map(\.token), ["1825/1903"])
  }

  /// Real: a TEMPO from before the validity (issued 05:25 for 06:00 on; TEMPO from 03:00).
  @Test func windowOutsideValidity() throws {
    let taf = try TAF(
      "TAF EHEH 100525Z 1006/1112 02009KT 8000 -SN BKN012 TEMPO 1003/1010 3500 -SN SCT006 BKN009 BECMG 1010/1013 9999 NSW BKN025 BECMG 1021/1023 12006KT"
    )
    expectEqual(taf.warnings, [DecodeWarning(code: .changeGroupOutsideValidity, token: "1003/1010", offset: 57)])
    // The window is kept as written.
    expectEqual(taf.forecasts[1].from, DayTime(day: 10, hour: 3, minute: 0))
  }

  /// Windows that cross the month's end are inside (`3018/0124` with `TEMPO 0103/0106`), as is an
  /// `FM` group at the validity's end; a window a day past the end is not.
  @Test func windowsAcrossTheMonthEnd() throws {
    let inside = try TAF("TAF EXYZ 301700Z 3018/0124 18010KT 9999 SCT040 TEMPO 0103/0106 4000 SHRA FM012000 20010KT 9999")
    #expect(inside.warnings.isEmpty)
    let outside = try TAF("TAF EXYZ 301700Z 3018/0124 18010KT 9999 SCT040 TEMPO 0203/0206 4000 SHRA")
    expectEqual(outside.warnings.map(\.code), [.changeGroupOutsideValidity])
  }

  /// A forecast wind not in tens of degrees and a visibility off the steps, in a change group.
  @Test func forecastValues() throws {
    let taf = try TAF("TAF EXYZ 181100Z 1812/1912 18010KT 9999 SCT040 TEMPO 1815/1818 253015KT 1234 SHRA")
    expectEqual(taf.warnings.map(\.code), [.windDirectionNotInTens, .visibilityOffReportingSteps])
    expectEqual(taf.warnings.map(\.offset), [63, 72])
    expectEqual(taf.forecasts[1].wind?.degrees, 253)
  }

  /// `FCST NOT AVBL`: marked on the TAF like NIL; no forecast, no timeline, the words kept.
  @Test func forecastNotAvailable() throws {
    let taf = try TAF("TAF YXYZ 181730Z 1818/1924 FCST NOT AVBL DUE TO OBS")
    #expect(taf.isNotAvailable)
    #expect(!taf.isNil)
    #expect(taf.forecasts.isEmpty)
    expectEqual(taf.remarks, ["FCST NOT AVBL DUE TO OBS"])
    #expect(taf.unparsed.isEmpty)
    #expect(taf.description.contains("Forecast not available"))
    expectNil(ForecastTimeline(taf: taf, referenceDate: utc(2026, 11, 18), sunTransitions: []))
    #expect(try !TAF("TAF EGLL 082257Z 0900/1006 20006KT 9999 FEW045").isNotAvailable)
  }

  /// The timeline leaves a change group without a time out (it cannot be placed) and never
  /// applies its conditions to another period.
  @Test func timelineSkipsGroupsWithoutTime() throws {
    let taf = try TAF(
      "TAF KXYZ 181730Z 1818/1924 18010KT P6SM SCT040 FM187200 20012KT 4SM -RA VCTS BKN020CB PROB30 4000 TSRA FM190600 22010KT P6SM SCT050"
    )
    let timeline = try #require(ForecastTimeline(taf: taf, referenceDate: utc(2026, 11, 18), sunTransitions: []))
    #expect(!timeline.rows.isEmpty)
    for row in timeline.rows {
      #expect(row.prevailing.wind?.degrees != 200)
      #expect(row.prevailing.weather.isEmpty)
      #expect(row.overlays.allSatisfy { $0.kind != .probable })
    }
  }

  /// A BECMG written in the period of an `FM` group without a time belongs to that period: it is
  /// not applied to the period before it (the base forecast here).
  @Test func timelineSkipsTheGroupsOfAnUnplacedPeriod() throws {
    let taf = try TAF(
      "TAF KXYZ 181730Z 1818/1924 18010KT P6SM SCT040 FM187200 20012KT 4SM -RA BKN020 BECMG 1902/1904 27015KT FM190600 22010KT P6SM SCT050"
    )
    expectEqual(taf.forecasts.map(\.kind), [.base, .from, .becoming, .from])
    let timeline = try #require(ForecastTimeline(taf: taf, referenceDate: utc(2026, 11, 18), sunTransitions: []))
    for row in timeline.rows {
      #expect(row.prevailing.wind?.degrees != 270, "\(row.date)")
      #expect(row.changesInProgress.isEmpty)
    }
    let at0500 = try #require(timeline.rows.first { $0.date == utc(2026, 11, 19, 5) })
    expectEqual(at0500.prevailing.wind?.degrees, 180)
    let at0700 = try #require(timeline.rows.first { $0.date == utc(2026, 11, 19, 7) })
    expectEqual(at0700.prevailing.wind?.degrees, 220)
  }

  /// Every corpus TAF and METAR (a stride of the METARs unless `AVIATIONWEATHER_FULL_CORPUS=1`:
  /// CorpusSweep): each warning's token is at its offset in the report, and the warnings are in
  /// the report's order.
  @Test func corpusWarningsPointAtTheirTokens() throws {
    var count = 0
    var reports = 0
    let metars = try CorpusSweep.lines("metar_corpus.txt", every: CorpusSweep.metarStride)
    for line in metars.lines {
      guard let metar = try? METAR(line) else { continue }
      count += metar.warnings.count
      reports += 1
      check(metar.warnings, in: line)
    }
    #expect(reports > metars.atLeast(48_000))
    for line in try Fixture.lines("taf_corpus.txt") {
      guard let taf = try? TAF(line) else { continue }
      count += taf.warnings.count
      reports += 1
      check(taf.warnings, in: line)
    }
    #expect(reports > metars.atLeast(48_000) + 2_400)
    #expect(count > 0)
  }

  private func check(_ warnings: [DecodeWarning], in report: String) {
    let bytes = Array(report.utf8)
    for warning in warnings {
      let end = warning.offset + warning.token.utf8.count
      #expect(end <= bytes.count)
      guard end <= bytes.count else { continue }
      #expect(Array(bytes[warning.offset..<end]) == Array(warning.token.utf8), "\(warning) in \(report)")
    }
    #expect(warnings.map(\.offset) == warnings.map(\.offset).sorted(), "\(report)")
  }

  // MARK: - A repair loses nothing

  /// Issue 19: `FEW020CB/S` (a layer and where its cumulonimbus is, without the space) keeps CB
  /// on the layer: read as `FEW020CB CB/S`, not `FEW020 CB/S`. Made up in the issue's shape (the
  /// corpus has none); the report around it is the corpus's MDSD report.
  @Test func repairKeepsTheCloudTypeOnTheLayer() throws {
    let metar = try METAR("MDSD 031900Z 14008KT 8000 VCSH FEW020CB/S FEW022 32/26 Q1014")
    expectEqual(metar.sky.first, SkyCondition(cover: .few, heightFeet: 2000, cloudType: .cumulonimbus))
    expectEqual(metar.cloudLocations, [CloudLocation(cloudType: .cumulonimbus, directions: ["S"])])
    expectEqual(metar.repaired, [RepairedToken(text: "FEW020CB/S", offset: 31, readAs: "FEW020CB CB/S", reason: .missingSpace)])
    #expect(metar.unparsed.isEmpty)
    let towering = try METAR("MDSD 031900Z 14008KT 8000 VCSH FEW020TCU/NE FEW022 32/26 Q1014")
    expectEqual(towering.sky.first, SkyCondition(cover: .few, heightFeet: 2000, cloudType: .toweringCumulus))
    expectEqual(towering.repaired.map(\.readAs), ["FEW020TCU TCU/NE"])
    // Without repairs the token stays unparsed, whole.
    let unrepaired = try METAR(
      "MDSD 031900Z 14008KT 8000 VCSH FEW020CB/S FEW022 32/26 Q1014",
      options: DecodingOptions(isStrict: false, repairsMalformedGroups: false))
    expectEqual(unrepaired.unparsed.map(\.text), ["FEW020CB/S"])
  }

  // MARK: - Record format

  /// The record holds the warnings as `{code, token, offset}`; the writer's bytes equal the
  /// `Codable` form; a record written before warnings existed decodes with none.
  @Test func recordFormat() throws {
    let metar = try METAR("KXYZ 121853Z 253012KT 10SM CLR 18/20 A3001")
    var written: [UInt8] = []
    #expect(metar.writeJSON(into: &written))
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.withoutEscapingSlashes]
    try expectEqual(canonicalJSON(Data(written)), canonicalJSON(encoder.encode(metar)))
    let text = String(decoding: written, as: UTF8.self)
    #expect(
      text.contains(
        #""warnings":[{"code":"windDirectionNotInTens","token":"253012KT","offset":13},{"code":"dewPointAboveTemperature","token":"18/20","offset":31}]"#
      ))
    try expectEqual(JSONDecoder().decode(METAR.self, from: Data(written)), metar)
    let older = text.replacingOccurrences(
      of: #","warnings":[{"code":"windDirectionNotInTens","token":"253012KT","offset":13},{"code":"dewPointAboveTemperature","token":"18/20","offset":31}]"#,
      with: "")
    #expect(try JSONDecoder().decode(METAR.self, from: Data(older.utf8)).warnings.isEmpty)

    let taf = try TAF("TAF YXYZ 181730Z 1818/1924 FCST NOT AVBL")
    var tafWritten: [UInt8] = []
    #expect(taf.writeJSON(into: &tafWritten))
    try expectEqual(canonicalJSON(Data(tafWritten)), canonicalJSON(encoder.encode(taf)))
    let tafText = String(decoding: tafWritten, as: UTF8.self)
    #expect(tafText.contains(#""isNotAvailable":true"#))
    try expectEqual(JSONDecoder().decode(TAF.self, from: Data(tafWritten)), taf)
    let olderTAF = tafText.replacingOccurrences(of: #","isNotAvailable":true"#, with: "")
      .replacingOccurrences(of: #","warnings":[]"#, with: "")
    let decoded = try JSONDecoder().decode(TAF.self, from: Data(olderTAF.utf8))
    #expect(!decoded.isNotAvailable && decoded.warnings.isEmpty)
  }

  /// A code this version does not know (from a later one) is kept.
  @Test func unknownCodeDecodes() throws {
    let json = #"{"code":"somethingNew","token":"X","offset":3}"#
    let warning = try JSONDecoder().decode(DecodeWarning.self, from: Data(json.utf8))
    expectEqual(warning.code.description, "somethingNew")
    expectEqual(warning.description, "'X' at byte 3: somethingNew")
  }
}
