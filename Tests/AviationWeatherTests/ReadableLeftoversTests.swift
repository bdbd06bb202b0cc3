import Testing

@testable import AviationWeather
import TestSupport

/// Issue 29, item 5 ("readable leftovers"): humidity groups of national practice (`RHnn`), TAF
/// weather alternatives joined by a slash (`BR/HZ`), US Navy TAF closing groups (`FN`/`FS` and
/// five digits). Each is read only as far as a published code form reads it:
///
/// - `RHnn` after `RMK`: FM 15 (WMO-No. 306, Vol. I.1) ends its code form with `(RMK ...)`, and
///   its note 2 makes the bracketed groups "regional or national decisions": the remark is kept as
///   the national remark text it is (``Remarks/text``), and, no published form of `RHnn` being
///   known, its token stays among the remarks not decoded (``Remarks/undecoded``): no value is
///   invented for it. `RHnn` in the body, where FM 15 has no such group, stays unparsed.
/// - `BR/HZ`: FM 51 (WMO-No. 306, 51.8, code table 4678) has no alternative weather; no published
///   form of the slash was found, so the token stays unparsed as sent, never one of its halves.
/// - `FN20007`, `FS30175`: no US Navy (NAVMETOCCOM) publication of the form was found (a decoder's
///   documentation, metaf's `MiscGroup`, names them the issuing forecaster's number at Fleet
///   Weather Center Norfolk or San Diego); the token stays unparsed and ends nothing.
///
/// In every shape the groups around the token are read as before: nothing is swallowed.
@Suite("Issue 29, item 5: readable leftovers")
struct ReadableLeftoversTests {
  static let body = "EXXX 101200Z 24010KT 9999 FEW030 15/12"
  static let taf = "TAF EXXX 101100Z 1012/1112 24010KT 4000"
  static let navy = "TAF KNXX 101400Z 1014/1120 24010KT 9999 SCT030 QNH2992INS"

  // MARK: RHnn

  /// Real reports (Fixtures/rules_issue29.txt): the humidity remark is remark text, not decoded,
  /// not unparsed in the body; the body and the other remarks read as before.
  @Test(arguments: [
    ("remark-humidity", "RH93 BLU", ["RH93", "BLU"]),
    ("remark-humidity-among-remarks", "WIND PK 11016/50 RH78 BKN080 BLU",
     ["WIND", "PK", "11016/50", "RH78", "BKN080", "BLU"]),
    ("remark-humidity-after-recent-weather", "RH99 BKN080 BLU", ["RH99", "BKN080", "BLU"]),
    ("remark-humidity-colour-white", "WIND PK 18023/03 RH97 BKN070 WHT",
     ["WIND", "PK", "18023/03", "RH97", "BKN070", "WHT"]),
  ])
  func humidityRemarkIsRemarkText(_ tag: String, _ text: String, _ undecoded: [String]) throws {
    let metar = try METAR(try PlainTextRulesTests.real(tag))
    #expect(metar.remarks?.text == text)
    #expect(metar.remarks?.undecoded.map(\.text) == undecoded)
    #expect(metar.unparsed.isEmpty)
    #expect(metar.plainLanguage == nil)
    #expect(metar.trends.isEmpty)
    #expect(metar.qnh != nil)
    #expect(metar.temperature != nil)
  }

  /// LPBJ's body in full: the remark changes none of its values.
  @Test func humidityRemarkLeavesTheBodyAlone() throws {
    let metar = try METAR(try PlainTextRulesTests.real("remark-humidity"))
    #expect(metar.temperature == Temperature(13, .celsius))
    #expect(metar.dewPoint == Temperature(12, .celsius))
    #expect(metar.qnh == Pressure(1007, .hectopascals))
    #expect(metar.sky == [SkyCondition(cover: .overcast, heightFeet: 2500)])
    #expect(metar.colorStates.isEmpty)
  }

  /// Made-up: `RHnn` in the body (no `RMK`) has no published form: unparsed, never text, and the
  /// groups after it are read.
  @Test(arguments: [
    ("Q1013 RH93", ["RH93"], 0),
    ("RH93 Q1013", ["RH93"], 0),
    ("Q1013 RH93 NOSIG", ["RH93"], 1),
    ("Q1013 RERA RH93 NOSIG", ["RH93"], 1),
    ("Q1013 RH100", ["RH100"], 0),
    ("Q1013 RH//", ["RH//"], 0),
  ])
  func humidityInTheBodyStaysUnparsed(_ rest: String, _ unparsed: [String], _ trends: Int) throws {
    let metar = try METAR("\(Self.body) \(rest)")
    #expect(metar.unparsed.map(\.text) == unparsed)
    #expect(metar.plainLanguage == nil)
    #expect(metar.qnh == Pressure(1013, .hectopascals))
    #expect(metar.trends.count == trends)
    #expect(metar.remarks == nil)
  }

  /// Made-up: inside a trend it is the trend's unparsed token; the trend's cloud is still read.
  @Test func humidityInsideATrendKeepsTheTrendsGroups() throws {
    let metar = try METAR("\(Self.body) Q1013 TEMPO 3000 RH93 BKN010")
    #expect(metar.unparsed.map(\.text) == ["RH93"])
    #expect(metar.trends.first?.conditions.visibility == Visibility(distance: Distance(3000, .meters)))
    #expect(metar.trends.first?.conditions.sky.last == SkyCondition(cover: .broken, heightFeet: 1000))
  }

  /// Made-up: in another country's remarks (FMH-1 order) the remark after it is still decoded.
  @Test func humidityAmongUSRemarksLeavesTheirGroupsDecoded() throws {
    let metar = try METAR("KXXX 101156Z 24010KT 10SM FEW030 15/12 A2992 RMK AO2 RH93 SLP132")
    #expect(metar.remarks?.undecoded.map(\.text) == ["RH93"])
    #expect(metar.remarks?.stationType != nil)
    #expect(metar.remarks?.seaLevelPressure == Pressure(1013.2, .hectopascals))
    #expect(metar.unparsed.isEmpty)
  }

  // MARK: BR/HZ

  /// Made-up: a slash-joined weather pair stays one unparsed token as sent, in the base forecast
  /// and in a change group; neither half becomes weather; visibility and cloud around it are read.
  @Test func weatherAlternativesStayUnparsedAsSent() throws {
    let taf = try TAF("\(Self.taf) BR/HZ SCT030 TEMPO 1014/1018 3000 -RA/DZ BKN012")
    #expect(taf.unparsed.map(\.text) == ["BR/HZ", "-RA/DZ"])
    #expect(taf.base?.weather.isEmpty == true)
    #expect(taf.base?.visibility == Visibility(distance: Distance(4000, .meters)))
    #expect(taf.base?.sky == [SkyCondition(cover: .scattered, heightFeet: 3000)])
    let tempo = try #require(taf.changeGroups.first)
    #expect(tempo.kind == .temporary)
    #expect(tempo.weather.isEmpty)
    #expect(tempo.visibility == Visibility(distance: Distance(3000, .meters)))
    #expect(tempo.sky == [SkyCondition(cover: .broken, heightFeet: 1200)])
  }

  /// Made-up edges: a coded weather group beside the pair is read; the pair ends no forecast; a
  /// pair after `RMK` is remark text; other slash shapes stay unparsed too.
  @Test(arguments: [
    ("-RA BR/HZ SCT030", ["BR/HZ"], ["-RA"], 0),
    ("BR SCT030 BR/HZ", ["BR/HZ"], ["BR"], 0),
    ("BR/HZ BECMG 1014/1016 9999 NSW", ["BR/HZ"], [], 1),
    ("BR/ SCT030", ["BR/"], [], 0),
    ("BR/HZ/FU SCT030", ["BR/HZ/FU"], [], 0),
    ("BR SCT030 RMK BR/HZ", [], ["BR"], 0),
  ])
  func weatherAlternativeEdges(_ rest: String, _ unparsed: [String], _ weather: [String], _ groups: Int) throws {
    let taf = try TAF("\(Self.taf) \(rest)")
    #expect(taf.unparsed.map(\.text) == unparsed)
    #expect(taf.base?.weather.map(\.code) == weather)
    #expect(taf.changeGroups.count == groups)
    #expect(taf.base?.visibility == Visibility(distance: Distance(4000, .meters)))
  }

  // MARK: FN/FS

  /// Made-up: the closing group stays unparsed; the temperatures before it and the change group
  /// after it are read.
  @Test(arguments: ["FN20007", "FS30175", "FN00205"])
  func navyClosingGroupStaysUnparsed(_ group: String) throws {
    let taf = try TAF("\(Self.navy) BECMG 1018/1019 27012KT 9999 BKN020 T25/1020Z T15/1111Z \(group)")
    #expect(taf.unparsed.map(\.text) == [group])
    #expect(taf.remarks.isEmpty)
    #expect(taf.changeGroups.map(\.kind) == [.becoming])
    #expect(taf.changeGroups.first?.sky == [SkyCondition(cover: .broken, heightFeet: 2000)])
    #expect(taf.temperatures.count == 2)
    #expect(taf.base?.altimeter == Pressure(29.92, .inchesOfMercury))
  }

  /// Made-up edges: the group ends nothing (a change group after it is read); after `RMK` or a
  /// forecaster's note it is part of that text; other lengths stay unparsed.
  @Test func navyClosingGroupEdges() throws {
    let before = try TAF("\(Self.navy) FN20007 BECMG 1018/1019 27012KT 9999 BKN020")
    #expect(before.unparsed.map(\.text) == ["FN20007"])
    #expect(before.changeGroups.first?.sky == [SkyCondition(cover: .broken, heightFeet: 2000)])
    let remark = try TAF("\(Self.navy) RMK FN20007")
    #expect(remark.unparsed.isEmpty)
    #expect(remark.remarks == ["FN20007"])
    let note = try TAF("\(Self.navy) LAST NO AMDS AFT 1016 NEXT 1014 FN20007")
    #expect(note.unparsed.isEmpty)
    #expect(note.remarks == ["LAST NO AMDS AFT 1016 NEXT 1014 FN20007"])
    for group in ["FN2000", "FS301755"] {
      let taf = try TAF("\(Self.navy) \(group)")
      #expect(taf.unparsed.map(\.text) == [group])
      #expect(taf.base?.sky == [SkyCondition(cover: .scattered, heightFeet: 3000)])
    }
  }
}
