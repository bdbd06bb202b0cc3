import Foundation
import Testing

@testable import AviationWeather
import TestSupport

/// Issue 29, item 5 ("readable leftovers"): humidity groups of national practice (`RHnn`), TAF
/// weather alternatives joined by a slash (`BR/HZ`), US Navy TAF closing groups (`FN`/`FS` and
/// five digits). Each is read in the one place and shape a station sends it, never elsewhere:
///
/// - `RHnn` (relative humidity in percent, `RH00`…`RH99`, `RH100`): Portuguese stations send it
///   after `RMK` (FM 15, WMO-No. 306, Vol. I.1, note 2: the bracketed `(RMK ...)` groups are
///   "regional or national decisions"): ``Remarks/reportedHumidity``. In the body it is read
///   (``METAR/reportedHumidity``) only where FM 15 puts its supplementary groups, after the
///   temperature and the pressure and before any trend; inside a trend, after one, inside
///   plain-language text or before the pressure it stays what it was (unparsed or text).
/// - `FN20007`, `FS30175`: a US Navy TAF's closing group (metaf's documentation, `MiscGroup`:
///   the issuing forecaster's number at Fleet Weather Center Norfolk or San Diego), read as
///   ``TAF/forecasterIdentifier`` (text, no value) only as the TAF's last group; anywhere else it
///   stays unparsed, or part of the remark or note it is in.
///
/// In every shape the groups around the token are read as before: nothing is swallowed.
@Suite("Issue 29, item 5: readable leftovers")
struct ReadableLeftoversTests {
  static let body = "EXXX 101200Z 24010KT 9999 FEW030 15/12"
  static let taf = "TAF EXXX 101100Z 1012/1112 24010KT 4000"
  static let navy = "TAF KNXX 101400Z 1014/1120 24010KT 9999 SCT030 QNH2992INS"

  // MARK: RHnn

  /// Real reports (Fixtures/rules_issue29.txt): the humidity remark is read as one; the other
  /// remarks, and the body, read as before.
  @Test(arguments: [
    ("remark-humidity", "RH93 BLU", 93, ["BLU"]),
    ("remark-humidity-among-remarks", "WIND PK 11016/50 RH78 BKN080 BLU", 78,
     ["WIND", "PK", "11016/50", "BKN080", "BLU"]),
    ("remark-humidity-after-recent-weather", "RH99 BKN080 BLU", 99, ["BKN080", "BLU"]),
    ("remark-humidity-colour-white", "WIND PK 18023/03 RH97 BKN070 WHT", 97,
     ["WIND", "PK", "18023/03", "BKN070", "WHT"]),
  ])
  func humidityRemarkIsRead(_ tag: String, _ text: String, _ humidity: Int, _ undecoded: [String]) throws {
    let metar = try METAR(try PlainTextRulesTests.real(tag))
    expectEqual(metar.remarks?.text, text)
    expectEqual(metar.remarks?.reportedHumidity, humidity)
    expectEqual(metar.remarks?.undecoded.map(\.text), undecoded)
    expectNil(metar.reportedHumidity)
    #expect(metar.unparsed.isEmpty)
    expectNil(metar.plainLanguage)
    #expect(metar.trends.isEmpty)
    #expect(metar.qnh != nil)
    #expect(metar.temperature != nil)
  }

  /// LPBJ's body in full: the remark changes none of its values; the remark is described.
  @Test func humidityRemarkLeavesTheBodyAlone() throws {
    let metar = try METAR(try PlainTextRulesTests.real("remark-humidity"))
    expectEqual(metar.temperature, Temperature(13, .celsius))
    expectEqual(metar.dewPoint, Temperature(12, .celsius))
    expectEqual(metar.qnh, Pressure(1007, .hectopascals))
    expectEqual(metar.sky, [SkyCondition(cover: .overcast, heightFeet: 2500)])
    #expect(metar.colorStates.isEmpty)
    expectEqual(metar.remarks?.summaryLines(in: nil).contains("Relative humidity 93%"), true)
  }

  /// Made-up: after the temperature and pressure (FM 15's place of supplementary groups) `RHnn`
  /// is the station's humidity, with the groups around it read.
  @Test(arguments: [
    ("Q1013 RH93", 93, 0),
    ("Q1013 RH100", 100, 0),
    ("Q1013 RH05", 5, 0),
    ("Q1013 RH93 NOSIG", 93, 1),
    ("Q1013 RERA RH93 NOSIG", 93, 1),
    ("Q1013 RH93 W15/S3 TEMPO 3000 BR", 93, 1),
  ])
  func humidityAfterThePressureIsRead(_ rest: String, _ humidity: Int, _ trends: Int) throws {
    let metar = try METAR("\(Self.body) \(rest)")
    expectEqual(metar.reportedHumidity, humidity)
    #expect(metar.unparsed.isEmpty)
    expectNil(metar.plainLanguage)
    expectEqual(metar.qnh, Pressure(1013, .hectopascals))
    expectEqual(metar.trends.count, trends)
    expectNil(metar.remarks)
    #expect(metar.description.contains("Humidity    \(humidity)%"))
  }

  /// Made-up edges: before the pressure, a wrong digit count, out of range, a second one, after a
  /// trend's keyword: unparsed as before, never a humidity.
  @Test(arguments: [
    ("RH93 Q1013", ["RH93"], nil as Int?, 0),
    ("Q1013 RH101", ["RH101"], nil, 0),
    ("Q1013 RH093 RH9", ["RH093", "RH9"], nil, 0),
    ("Q1013 RH//", ["RH//"], nil, 0),
    ("Q1013 RH93 RH94", ["RH94"], 93, 0),
    ("Q1013 NOSIG RH93", ["RH93"], nil, 1),
    ("Q1013 BECMG RH93", ["RH93"], nil, 1),
  ])
  func humidityEdgesStayUnparsed(_ rest: String, _ unparsed: [String], _ humidity: Int?, _ trends: Int) throws {
    let metar = try METAR("\(Self.body) \(rest)")
    expectEqual(metar.unparsed.map(\.text), unparsed)
    expectEqual(metar.reportedHumidity, humidity)
    expectNil(metar.plainLanguage)
    expectEqual(metar.qnh, Pressure(1013, .hectopascals))
    expectEqual(metar.trends.count, trends)
  }

  /// Made-up: without a pressure the body is not complete: `RHnn` stays unparsed.
  @Test func humidityWithoutAPressureStaysUnparsed() throws {
    let metar = try METAR("\(Self.body) RH93")
    expectEqual(metar.unparsed.map(\.text), ["RH93"])
    expectNil(metar.reportedHumidity)
  }

  /// Made-up: inside a trend it is the trend's unparsed token; the trend's cloud is still read.
  @Test func humidityInsideATrendKeepsTheTrendsGroups() throws {
    let metar = try METAR("\(Self.body) Q1013 TEMPO 3000 RH93 BKN010")
    expectEqual(metar.unparsed.map(\.text), ["RH93"])
    expectNil(metar.reportedHumidity)
    expectEqual(metar.trends.first?.conditions.visibility, Visibility(distance: Distance(3000, .meters)))
    expectEqual(metar.trends.first?.conditions.sky.last, SkyCondition(cover: .broken, heightFeet: 1000))
  }

  /// Made-up: among plain-language words it is text, never a humidity.
  @Test func humidityInsidePlainTextIsText() throws {
    let metar = try METAR("\(Self.body) Q1013 RERA DAMP RH93")
    expectEqual(metar.plainLanguage?.text, "DAMP RH93")
    expectNil(metar.reportedHumidity)
    #expect(metar.unparsed.isEmpty)
    expectEqual(metar.recentWeather.map(\.code), ["RA"])
  }

  /// Made-up: in the body and the remarks each is kept where it was sent; a bad remark stays
  /// undecoded; in another country's remarks (FMH-1 order) the remark after it is decoded.
  @Test func humidityInRemarks() throws {
    let both = try METAR("\(Self.body) Q1013 RH93 RMK RH95")
    expectEqual(both.reportedHumidity, 93)
    expectEqual(both.remarks?.reportedHumidity, 95)
    let bad = try METAR("\(Self.body) Q1013 RMK RH101 RH9")
    expectNil(bad.remarks?.reportedHumidity)
    expectEqual(bad.remarks?.undecoded.map(\.text), ["RH101", "RH9"])
    let twice = try METAR("\(Self.body) Q1013 RMK RH93 RH94")
    expectEqual(twice.remarks?.reportedHumidity, 93)
    expectEqual(twice.remarks?.undecoded.map(\.text), ["RH94"])
    let us = try METAR("KXXX 101156Z 24010KT 10SM FEW030 15/12 A2992 RMK AO2 RH93 SLP132")
    expectEqual(us.remarks?.undecoded.isEmpty, true)
    expectEqual(us.remarks?.reportedHumidity, 93)
    #expect(us.remarks?.stationType != nil)
    expectEqual(us.remarks?.seaLevelPressure, Pressure(1013.2, .hectopascals))
    #expect(us.unparsed.isEmpty)
    expectNil(us.reportedHumidity)
  }

  // MARK: BR/HZ

  /// Made-up: a slash-joined pair of weather groups is a weather alternative of the group it
  /// stands in, both halves decoded, apart from the weather forecast together; visibility and
  /// cloud around it are read; the description says "or".
  @Test func weatherAlternativesAreKeptApart() throws {
    let taf = try TAF("\(Self.taf) BR/HZ SCT030 TEMPO 1014/1018 3000 -RA/DZ BKN012")
    #expect(taf.unparsed.isEmpty)
    let base = try #require(taf.base)
    #expect(base.weather.isEmpty)
    expectEqual(base.weatherAlternatives.map(\.code), ["BR/HZ"])
    expectEqual(base.weatherAlternatives.first?.first.phenomena, [.mist])
    expectEqual(base.weatherAlternatives.first?.second.phenomena, [.haze])
    expectEqual(base.visibility, Visibility(distance: Distance(4000, .meters)))
    expectEqual(base.sky, [SkyCondition(cover: .scattered, heightFeet: 3000)])
    let tempo = try #require(taf.changeGroups.first)
    expectEqual(tempo.kind, .temporary)
    #expect(tempo.weather.isEmpty)
    expectEqual(tempo.weatherAlternatives.map(\.code), ["-RA/DZ"])
    expectEqual(tempo.weatherAlternatives.first?.first.intensity, .light)
    expectEqual(tempo.weatherAlternatives.first?.second.intensity, .moderate)
    expectEqual(tempo.visibility, Visibility(distance: Distance(3000, .meters)))
    expectEqual(tempo.sky, [SkyCondition(cover: .broken, heightFeet: 1200)])
    #expect(base.description.contains("Either      Mist or haze"))
    #expect(tempo.description.contains("Either      Light rain or drizzle"))
    // Neither half is weather the timeline applies: its rows say what the groups say without it.
    let plain = try TAF("\(Self.taf) SCT030 TEMPO 1014/1018 3000 BKN012")
    let reference = Date(timeIntervalSince1970: 1_795_478_400)  // 2026-11-24
    let rows = try #require(ForecastTimeline(taf: taf, referenceDate: reference)).rows
    #expect(!rows.isEmpty)
    expectEqual(rows, ForecastTimeline(taf: plain, referenceDate: reference)?.rows)
    expectEqual(base.conditions.possibleFlightCategories, plain.base?.conditions.possibleFlightCategories)
  }

  /// Made-up edges: a coded weather group beside the pair is read; the pair ends no forecast;
  /// after `RMK` it is remark text; slash shapes that are not two weather groups stay unparsed.
  @Test(arguments: [
    ("-RA BR/HZ SCT030", [], ["-RA"], ["BR/HZ"], 0),
    ("BR SCT030 BR/HZ", [], ["BR"], ["BR/HZ"], 0),
    ("BR/HZ BECMG 1014/1016 9999 NSW", [], [], ["BR/HZ"], 1),
    ("BR/ SCT030", ["BR/"], [], [], 0),
    ("/HZ SCT030", ["/HZ"], [], [], 0),
    ("BR/XX SCT030", ["BR/XX"], [], [], 0),
    ("BR/HZ/FU SCT030", ["BR/HZ/FU"], [], [], 0),
    ("BR//HZ SCT030", ["BR//HZ"], [], [], 0),
    ("BR/// SCT030", ["BR///"], [], [], 0),
    ("RA/SCT030", ["RA/SCT030"], [], [], 0),
    ("BR SCT030 RMK BR/HZ", [], ["BR"], [], 0),
  ])
  func weatherAlternativeEdges(
    _ rest: String, _ unparsed: [String], _ weather: [String], _ alternatives: [String], _ groups: Int
  ) throws {
    let taf = try TAF("\(Self.taf) \(rest)")
    expectEqual(taf.unparsed.map(\.text), unparsed)
    expectEqual(taf.base?.weather.map(\.code), weather)
    expectEqual(taf.base?.weatherAlternatives.map(\.code), alternatives)
    expectEqual(taf.changeGroups.count, groups)
    expectEqual(taf.base?.visibility, Visibility(distance: Distance(4000, .meters)))
  }

  // MARK: FN/FS

  /// Made-up: the closing group is the forecaster's identifier, as sent; the temperatures before
  /// it and the change group before them are read.
  @Test(arguments: ["FN20007", "FS30175", "FN00205"])
  func navyClosingGroupIsTheForecaster(_ group: String) throws {
    let taf = try TAF("\(Self.navy) BECMG 1018/1019 27012KT 9999 BKN020 T25/1020Z T15/1111Z \(group)")
    expectEqual(taf.forecasterIdentifier, group)
    #expect(taf.unparsed.isEmpty)
    #expect(taf.remarks.isEmpty)
    expectEqual(taf.changeGroups.map(\.kind), [.becoming])
    expectEqual(taf.changeGroups.first?.sky, [SkyCondition(cover: .broken, heightFeet: 2000)])
    expectEqual(taf.temperatures.count, 2)
    expectEqual(taf.base?.altimeter, Pressure(29.92, .inchesOfMercury))
    #expect(taf.description.hasSuffix("  Forecaster  \(group)"))
    // After the `=` that ends the forecast it is not the forecast's.
    let after = try TAF("\(Self.navy)= \(group)")
    expectNil(after.forecasterIdentifier)
    expectEqual(after.unparsed.map(\.text), [group])
  }

  /// Made-up edges: not the last group (a change group after it is read), after `RMK` or a
  /// forecaster's note (part of that text), other lengths and prefixes, a TAF with no forecast.
  @Test func navyClosingGroupEdges() throws {
    let before = try TAF("\(Self.navy) FN20007 BECMG 1018/1019 27012KT 9999 BKN020")
    expectEqual(before.unparsed.map(\.text), ["FN20007"])
    expectNil(before.forecasterIdentifier)
    expectEqual(before.changeGroups.first?.sky, [SkyCondition(cover: .broken, heightFeet: 2000)])
    let remark = try TAF("\(Self.navy) RMK FN20007")
    #expect(remark.unparsed.isEmpty)
    expectNil(remark.forecasterIdentifier)
    expectEqual(remark.remarks, ["FN20007"])
    let note = try TAF("\(Self.navy) LAST NO AMDS AFT 1016 NEXT 1014 FN20007")
    #expect(note.unparsed.isEmpty)
    expectNil(note.forecasterIdentifier)
    expectEqual(note.remarks, ["LAST NO AMDS AFT 1016 NEXT 1014 FN20007"])
    for group in ["FN2000", "FS301755", "FN1234", "FX20007", "FN2000A", "FN20007 FS30175"] {
      let taf = try TAF("\(Self.navy) \(group)")
      expectEqual(taf.forecasterIdentifier, (group == "FN20007 FS30175" ? "FS30175" : nil))
      expectEqual(taf.unparsed.map(\.text), (group == "FN20007 FS30175" ? ["FN20007"] : [group]))
      expectEqual(taf.base?.sky, [SkyCondition(cover: .scattered, heightFeet: 3000)])
    }
    let empty = try TAF("TAF KNXX 101400Z 1014/1120 FN20007")
    expectNil(empty.forecasterIdentifier)
    expectEqual(empty.unparsed.map(\.text), ["FN20007"])
  }
}
