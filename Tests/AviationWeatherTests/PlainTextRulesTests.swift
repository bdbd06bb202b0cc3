import Foundation
import Testing

@testable import AviationWeather
import TestSupport

/// Issue 29: no rule may buy a decoded token with a wrong record. Each rule change is checked on
/// real reports of its shape (Fixtures/rules_issue29.txt, copied from the corpora), on the shapes
/// the issue names, and on made-up edge reports that try to make it misread; every expectation is
/// a value of the record.
@Suite("Issue 29: text runs, trends, minimum visibility, warnings")
struct PlainTextRulesTests {
  /// The real report of `tag` in Fixtures/rules_issue29.txt.
  static func real(_ tag: String) throws -> String {
    let found = try Fixture.curated("rules_issue29.txt").first { $0.tag == tag }
    return try #require(found).report
  }

  static let body = "EXXX 101200Z 24010KT 9999 FEW030 15/12"

  // MARK: Rule 1: text runs never swallow groups after them

  /// `RERA DAMP WS R27 NOSIG`: `WS R27` comes in its FM 15 place after the text and is read.
  @Test func windShearAfterTextIsRead() throws {
    let metar = try METAR("\(Self.body) Q1013 RERA DAMP WS R27 NOSIG")
    expectEqual(metar.recentWeather.map(\.code), ["RA"])
    expectEqual(metar.plainLanguage?.text, "DAMP")
    expectEqual(metar.conditions.windShear, [WindShear(location: .runway("27"))])
    expectEqual(metar.trends.map(\.kind), [.noSignificantChange])
    #expect(metar.unparsed.isEmpty)
  }

  /// `VIS REDUCED R27/0800N BR BECMG 6000`: the RVR has no place after the pressure, so it ends
  /// the text and stays unparsed, and so does `BR` after it (never weather); the trend is read.
  @Test func rvrAfterTextEndsItUnparsed() throws {
    let metar = try METAR("\(Self.body) Q1013 VIS REDUCED R27/0800N BR BECMG 6000")
    expectEqual(metar.plainLanguage?.text, "VIS REDUCED")
    expectEqual(metar.unparsed.map(\.text), ["R27/0800N", "BR"])
    #expect(metar.runwayVisualRanges.isEmpty)
    #expect(metar.weather.isEmpty)
    expectEqual(metar.trends.map(\.kind), [.becoming])
    expectEqual(metar.trends.first?.conditions.visibility, Visibility(distance: Distance(6000, .meters)))
  }

  /// `RESN RWY24 BRAKING POOR R24/290095`: the runway state after the text is read.
  @Test func runwayStateAfterTextIsRead() throws {
    let metar = try METAR("\(Self.body) Q1013 RESN RWY24 BRAKING POOR R24/290095")
    expectEqual(metar.recentWeather.map(\.code), ["SN"])
    expectEqual(metar.plainLanguage?.text, "RWY24 BRAKING POOR")
    expectEqual(metar.runwayStates.map(\.runway), ["24"])
    expectEqual(metar.runwayStates.first?.friction, 95)
    #expect(metar.unparsed.isEmpty)
  }

  /// `CB AND TS TO N Q1013 NOSIG`: text before the pressure; the pressure is read, `TS` is not.
  @Test func pressureAfterTextIsRead() throws {
    let metar = try METAR("\(Self.body) CB AND TS TO N Q1013 NOSIG")
    expectEqual(metar.plainLanguage?.text, "CB AND TS TO N")
    expectEqual(metar.qnh, Pressure(1013, .hectopascals))
    #expect(metar.weather.isEmpty)
    expectEqual(metar.trends.map(\.kind), [.noSignificantChange])
    #expect(metar.unparsed.isEmpty)
  }

  /// A word inside a trend is the trend's unparsed token; the trend's cloud after it is read (the
  /// misreading the issue found: "no change in cloud" when the report says otherwise).
  @Test(arguments: [
    ("TEMPO 2000 SHRA HVY SCT006", "HVY", SkyCondition(cover: .scattered, heightFeet: 600)),
    ("BECMG 5000 MODSN OVC011", "MODSN", SkyCondition(cover: .overcast, heightFeet: 1100)),
    ("TEMPO 3000 HVYSN OVC012", "HVYSN", SkyCondition(cover: .overcast, heightFeet: 1200)),
    ("TEMPO 2000 HEAVY SHRA BKN008", "HEAVY", SkyCondition(cover: .broken, heightFeet: 800)),
    ("BECMG 4000 SNOW SHOWERS BKN010", "SNOW", SkyCondition(cover: .broken, heightFeet: 1000)),
  ])
  func wordInsideTrendKeepsTrendGroups(_ trend: String, _ word: String, _ cloud: SkyCondition) throws {
    let metar = try METAR("\(Self.body) Q1013 \(trend)")
    expectNil(metar.plainLanguage)
    expectEqual(metar.unparsed.first?.text, word)
    expectEqual(metar.trends.count, 1)
    expectEqual(metar.trends.first?.conditions.sky.last, cloud)
    expectEqual(metar.sky, [SkyCondition(cover: .few, heightFeet: 3000)])
  }

  /// Made-up edges: a group that cannot be told from text stays unparsed or text, never a value.
  @Test func groupsInsideTextAreNeverValues() throws {
    // A cloud layer after text has no place there: it ends the text, unparsed; NOSIG still read.
    let cloud = try METAR("\(Self.body) Q1013 CB AND RA TO N BKN020 NOSIG")
    expectEqual(cloud.plainLanguage?.text, "CB AND RA TO N")
    expectEqual(cloud.unparsed.map(\.text), ["BKN020"])
    expectEqual(cloud.sky, [SkyCondition(cover: .few, heightFeet: 3000)])
    #expect(cloud.weather.isEmpty)
    expectEqual(cloud.trends.map(\.kind), [.noSignificantChange])
    // A runway's wind in words is text; the observed wind stays the body's.
    let wind = try METAR("\(Self.body) Q1013 WIND RWY15 23008KT")
    expectEqual(wind.plainLanguage?.text, "WIND RWY15 23008KT")
    expectEqual(wind.wind?.direction, .degrees(240))
    // A second pressure inside text has no place: the first stands.
    let pressure = try METAR("\(Self.body) Q1013 CB AND RA TO N Q1009")
    expectEqual(pressure.qnh, Pressure(1013, .hectopascals))
    #expect(pressure.weather.isEmpty)
    // Text then a trend: the trend ends the text and is read (the real MPTO report's shape).
    let trend = try METAR("\(Self.body) Q1013 RWY WET TEMPO 3000 TSRA")
    expectEqual(trend.plainLanguage?.text, "RWY WET")
    expectEqual(trend.trends.first?.conditions.weather.map(\.code), ["TSRA"])
    #expect(trend.weather.isEmpty)
    // Weather words inside text are text, up to RMK.
    let remarks = try METAR("\(Self.body) Q1013 CB AND SHRA TO SW RMK AO2")
    expectEqual(remarks.plainLanguage?.text, "CB AND SHRA TO SW")
    #expect(remarks.weather.isEmpty)
    expectEqual(remarks.remarks?.text, "AO2")
  }

  /// Real reports of the shapes: unchanged readings.
  @Test func realTextReports() throws {
    let wet = try METAR(try Self.real("text-before-trend"))
    expectEqual(wet.plainLanguage?.text, "RWY WET")
    expectEqual(wet.trends.map(\.kind), [.temporary])
    expectEqual(wet.trends.first?.conditions.weather.map(\.code), ["-TSRA"])
    let shear = try METAR(try Self.real("text-wind-shear-in-words"))
    expectEqual(shear.plainLanguage?.text, "WS- IN APCH")
    #expect(shear.conditions.windShear.isEmpty)
    let recent = try METAR(try Self.real("recent-weather-then-trend"))
    expectEqual(recent.recentWeather.map(\.code), ["SHSN"])
    expectEqual(recent.trends.first?.conditions.sky, [SkyCondition(cover: .broken, heightFeet: 1000)])
    #expect(recent.unparsed.isEmpty)
    let sensor = try METAR(try Self.real("ttf-text-after-remarks"))
    expectEqual(sensor.plainLanguage?.text, "PRESENT WEATHER SENSOR US")
    #expect(sensor.trends.isEmpty)
  }

  // MARK: Rule 3: the Australian trend form only where it is the practice

  /// `RMK AO2 WSHFT 1130 FM1200 27010KT SLP132` (FMH-1 remarks): no trend, the remarks decoded.
  @Test func fromInsideUSRemarksIsNoTrend() throws {
    let metar = try METAR("KXXX 101156Z 24010KT 10SM FEW030 15/12 A2992 RMK AO2 WSHFT 1130 FM1200 27010KT SLP132")
    #expect(metar.trends.isEmpty)
    expectEqual(metar.remarks?.seaLevelPressure, Pressure(1013.2, .hectopascals))
    expectEqual(metar.remarks?.text, "AO2 WSHFT 1130 FM1200 27010KT SLP132")
    expectEqual(metar.wind?.direction, .degrees(240))
  }

  /// `TEMPO 1130/1300 … FM1300 27010KT …`: the `FM` ends the TEMPO. At an Australian station it
  /// starts the Bureau's `FM` trend; elsewhere its groups stay unparsed, never the TEMPO's.
  @Test func fromEndsTemporary() throws {
    let trend = "Q1013 TEMPO 1130/1300 3000 SHRA FM1300 27010KT 9999 SCT040"
    let australian = try METAR("YXXX 101200Z 24010KT 9999 FEW030 15/12 \(trend)")
    expectEqual(australian.trends.map(\.kind), [.temporary, .from])
    expectNil(australian.trends[0].conditions.wind)
    #expect(australian.trends[0].conditions.sky.isEmpty)
    expectEqual(australian.trends[1].from, DayTime(day: nil, hour: 13, minute: 0))
    expectEqual(australian.trends[1].conditions.wind?.direction, .degrees(270))
    #expect(australian.unparsed.isEmpty)
    let other = try METAR("\(Self.body) \(trend)")
    expectEqual(other.trends.map(\.kind), [.temporary])
    expectNil(other.trends[0].conditions.wind)
    #expect(other.trends[0].conditions.sky.isEmpty)
    expectEqual(other.trends[0].conditions.weather.map(\.code), ["SHRA"])
    expectEqual(other.unparsed.map(\.text), ["FM1300", "27010KT", "9999", "SCT040"])
  }

  /// `NOSIG FM1200 27010KT`: NOSIG takes no time and no group.
  @Test func noSignificantChangeCarriesNothing() throws {
    let metar = try METAR("\(Self.body) Q1013 NOSIG FM1200 27010KT")
    expectEqual(metar.trends, [Trend(kind: .noSignificantChange)])
    expectEqual(metar.unparsed.map(\.text), ["FM1200", "27010KT"])
    expectEqual(metar.wind?.direction, .degrees(240))
    // NOSIG with a weather location after it (real): the location is the observation's, as before.
    let location = try METAR(try Self.real("nosig-then-location"))
    expectEqual(location.trends, [Trend(kind: .noSignificantChange)])
    expectEqual(location.weatherLocations.count, 1)
    #expect(location.unparsed.isEmpty)
  }

  /// Made-up edges: `FMhhmm` in other places of other countries' reports starts nothing.
  @Test func fromOutsideAustraliaStartsNothing() throws {
    // After the observation: its groups are neither observed nor forecast.
    let after = try METAR("EGXX 150330Z 24015KT 9999 FEW030 24/15 Q1012 FM0400 20012KT 9999 -SHRA SCT040")
    #expect(after.trends.isEmpty)
    #expect(after.weather.isEmpty)
    expectEqual(after.sky, [SkyCondition(cover: .few, heightFeet: 3000)])
    expectEqual(after.wind?.direction, .degrees(240))
    expectEqual(after.unparsed.map(\.text), ["FM0400", "20012KT", "9999", "-SHRA", "SCT040"])
    // A later trend is read again.
    let thenTrend = try METAR("EGXX 150330Z 24015KT 9999 FEW030 24/15 Q1012 FM0400 20012KT TEMPO 4000 RA")
    expectEqual(thenTrend.trends.map(\.kind), [.temporary])
    expectEqual(thenTrend.trends.first?.conditions.weather.map(\.code), ["RA"])
    expectEqual(thenTrend.unparsed.map(\.text), ["FM0400", "20012KT"])
    // A TTF after other remarks, at a station of another country: all remarks.
    let remarks = try METAR("NZXX 112200Z 00000KT 2000 +DZ OVC005 12/11 Q1020 RMK FM2200 32005KT 9999 NSW BKN008")
    #expect(remarks.trends.isEmpty)
    expectEqual(remarks.remarks?.text, "FM2200 32005KT 9999 NSW BKN008")
    // `BECMG FM1300` (FM 15's form) stays the BECMG's start everywhere.
    let becoming = try METAR("\(Self.body) Q1013 BECMG FM1300 25035G50KT")
    expectEqual(becoming.trends.map(\.kind), [.becoming])
    expectEqual(becoming.trends.first?.from, DayTime(day: nil, hour: 13, minute: 0))
    expectEqual(becoming.trends.first?.conditions.wind?.direction, .degrees(250))
  }

  /// The Bureau's published TTF form, after the remarks, and a real Adelaide INTER, still read.
  @Test func bureauFormsStillRead() throws {
    let ttf = try METAR(
      "SPECI YPAD 112200Z 00000KT 2000 +DZ OVC005 12/11 Q1020 RMK RF00.8/001.8 FM2200 32005KT 9999 NSW BKN008 FM2300 04005KT 9999 NSW SCT020"
    )
    expectEqual(ttf.trends.map(\.kind), [.from, .from])
    expectEqual(ttf.remarks?.text, "RF00.8/001.8")
    let inter = try METAR(try Self.real("ttf-intermittent"))
    expectEqual(inter.trends.map(\.kind), [.intermittent])
    expectEqual(inter.trends.first?.conditions.wind?.gust, Speed(35, .knots))
    #expect(inter.unparsed.isEmpty)
    // Text at an Australian station ends at the Bureau's FM trend.
    let text = try METAR("YXXX 150330Z 24015KT 9999 FEW030 24/15 Q1012 CB AND RA TO N FM0400 20012KT 9999 SCT040")
    expectEqual(text.plainLanguage?.text, "CB AND RA TO N")
    expectEqual(text.trends.map(\.kind), [.from])
    expectEqual(text.trends.first?.conditions.sky, [SkyCondition(cover: .scattered, heightFeet: 4000)])
  }

  // MARK: Rule 2: minimum visibility without direction

  @Test func minimumVisibilityWithoutDirectionIsReadAndFlagged() throws {
    let real = try METAR(try Self.real("min-visibility-without-direction"))
    expectEqual(real.conditions.minimumVisibility, Visibility(distance: Distance(4000, .meters)))
    expectEqual(real.warnings.map(\.code), [.minimumVisibilityWithoutDirection])
    expectEqual(real.warnings.first?.token, "4000")
    expectEqual(real.warnings.first?.offset, 26)
    #expect(real.unparsed.isEmpty)
    for (prevailing, minimum) in [("3000", 700), ("1400", 900), ("2600", 1100)] {
      let metar = try METAR("EXXX 101200Z 24010KT \(prevailing) \(String(format: "%04d", minimum)) BR BCFG FEW030 15/12 Q1013")
      expectEqual(metar.conditions.minimumVisibility, Visibility(distance: Distance(Double(minimum), .meters)))
      expectEqual(metar.weather.map(\.code), ["BR", "BCFG"])
      expectEqual(metar.warnings.map(\.code), [.minimumVisibilityWithoutDirection])
    }
  }

  /// `0900 0400//`: the direction sent as missing: a minimum visibility of unknown direction.
  @Test func minimumVisibilityWithMissingDirection() throws {
    let metar = try METAR("EXXX 101200Z 24010KT 0900 0400// FG FEW030 15/12 Q1013")
    expectEqual(metar.conditions.minimumVisibility, Visibility(distance: Distance(400, .meters)))
    #expect(metar.warnings.isEmpty)
    #expect(metar.unparsed.isEmpty)
    expectEqual(metar.weather.map(\.code), ["FG"])
  }

  /// The automatic case is unchanged (no warning); a directed one too.
  @Test func minimumVisibilityAutomaticAndDirectedUnchanged() throws {
    let automatic = try METAR(try Self.real("min-visibility-automatic"))
    expectEqual(automatic.conditions.minimumVisibility?.distance, Distance(3300, .meters))
    #expect(automatic.warnings.isEmpty)
    let directed = try METAR(try Self.real("min-visibility-directed"))
    expectEqual(directed.conditions.minimumVisibility?.direction, .northEast)
    #expect(directed.warnings.isEmpty)
  }

  /// Made-up edges a staffed station's number must not be misread in.
  @Test(arguments: [
    // Not below the prevailing visibility.
    ("EXXX 101200Z 24010KT 3000 3000 BR FEW030 15/12 Q1013", "3000"),
    ("EXXX 101200Z 24010KT 3000 5000 BR FEW030 15/12 Q1013", "5000"),
    // Off the reporting steps (100 m steps from 800 m).
    ("EXXX 101200Z 24010KT 3000 1250 BR FEW030 15/12 Q1013", "1250"),
    // Not right after the prevailing visibility.
    ("EXXX 101200Z 24010KT 3000 BR 1200 FEW030 15/12 Q1013", "1200"),
    // In a trend: FM 15 trends have no minimum visibility.
    ("EXXX 101200Z 24010KT 9999 FEW030 15/12 Q1013 TEMPO 3000 0800 FG", "0800"),
    // After a prevailing visibility in statute miles.
    ("KXXX 101156Z 24010KT 2SM 0800 BR OVC010 15/12 A2992", "0800"),
  ])
  func numberThatIsNoMinimumVisibility(_ report: String, _ token: String) throws {
    let metar = try METAR(report)
    expectNil(metar.conditions.minimumVisibility)
    #expect(metar.trends.allSatisfy { $0.conditions.minimumVisibility == nil })
    expectEqual(metar.unparsed.map(\.text), [token])
    #expect(!metar.warnings.contains { $0.code == .minimumVisibilityWithoutDirection })
  }

  // MARK: Rule 6: warnings

  @Test func gustNotAboveMeanIsFlagged() throws {
    let real = try METAR(try Self.real("gust-not-above-mean"))
    expectEqual(real.warnings.map(\.code), [.gustNotAboveMeanSpeed])
    expectEqual(real.warnings.first?.token, "17004G04KT")
    expectEqual(real.wind?.gust, Speed(4, .knots))
    let below = try METAR("EXXX 101200Z 22008G06KT 9999 FEW030 15/12 Q1013")
    expectEqual(below.warnings.map(\.code), [.gustNotAboveMeanSpeed])
    expectEqual(below.wind?.gust, Speed(6, .knots))
    let above = try METAR("EXXX 101200Z 22008G18KT 9999 FEW030 15/12 Q1013")
    #expect(above.warnings.isEmpty)
    let trend = try METAR("EXXX 101200Z 22008KT 9999 FEW030 15/12 Q1013 BECMG 22015G15KT")
    expectEqual(trend.warnings.map(\.code), [.gustNotAboveMeanSpeed])
    expectEqual(trend.warnings.first?.token, "22015G15KT")
    let taf = try TAF("TAF EXXX 101100Z 1012/1112 22008G06KT 9999 FEW030 TEMPO 1014/1018 22015G25KT")
    expectEqual(taf.warnings.map(\.code), [.gustNotAboveMeanSpeed])
    expectEqual(taf.warnings.first?.token, "22008G06KT")
  }

  /// A window that is there but corrupt is `changeGroupTimeInvalid`; a missing one stays
  /// `changeGroupWithoutTime`.
  @Test func corruptWindowIsTimeInvalid() throws {
    let real = try TAF(try Self.real("taf-truncated-window"))
    expectEqual(real.warnings.map(\.code), [.changeGroupTimeInvalid])
    expectEqual(real.warnings.first?.token, "1015/1")
    expectEqual(real.forecasts.last?.kind, .becoming)
    expectNil(real.forecasts.last?.from)
    expectEqual(real.forecasts.last?.wind?.direction, .degrees(270))
    let base = "TAF EXXX 101100Z 1012/1112 22008KT 9999 FEW030"
    for window in ["1015/1", "1015/10170", "1015/101", "1015/3"] {
      let taf = try TAF("\(base) TEMPO \(window) 3000 SHRA")
      #expect(taf.warnings.map(\.code) == [.changeGroupTimeInvalid], "\(window)")
      expectEqual(taf.warnings.first?.token, window)
      expectEqual(taf.forecasts.last?.weather.map(\.code), ["SHRA"])
      #expect(taf.unparsed.isEmpty)
    }
    let missing = try TAF("\(base) PROB30 4000 TSRA")
    expectEqual(missing.warnings.map(\.code), [.changeGroupWithoutTime])
    let good = try TAF("\(base) TEMPO 1015/1017 3000 SHRA")
    #expect(good.warnings.isEmpty)
  }

  // MARK: Rule 4: FCST NOT AVBL after a forecast

  @Test func notAvailableAfterForecastEndsIt() throws {
    let withFrom = try TAF("TAF CZZZ 031740Z 0318/0418 21008KT P6SM FEW030 FM040200 FCST NOT AVBL")
    #expect(!withFrom.isNotAvailable)
    expectEqual(withFrom.forecasts.map(\.kind), [.base, .from])
    expectEqual(withFrom.forecasts[0].wind?.direction, .degrees(210))
    expectEqual(withFrom.forecasts[1].from, DayTime(day: 4, hour: 2, minute: 0))
    #expect(withFrom.forecasts[1].conditions.isEmpty)
    expectEqual(withFrom.remarks, ["FCST NOT AVBL"])
    #expect(withFrom.unparsed.isEmpty)
    let without = try TAF("TAF CZZZ 031740Z 0318/0418 21008KT P6SM FEW030 FCST NOT AVBL")
    #expect(!without.isNotAvailable)
    expectEqual(without.forecasts.map(\.kind), [.base])
    expectEqual(without.forecasts[0].sky, [SkyCondition(cover: .few, heightFeet: 3000)])
    // Before any forecast group: the TAF has none.
    let none = try TAF("TAF CZZZ 031740Z 0318/0418 FCST NOT AVBL")
    #expect(none.isNotAvailable)
    #expect(none.forecasts.isEmpty)
  }

  // MARK: Rule 5: readable leftovers

  /// `R/////`: an RVR group with runway and value sent as missing: nothing kept, nothing unparsed;
  /// the groups around it are read as usual.
  @Test(arguments: ["R////", "R/////", "R//////", "R////////"])
  func rvrOfSlashesOnlyIsMissing(_ group: String) throws {
    let metar = try METAR("EXXX 101200Z 24010KT 2000 \(group) BR FEW030 15/12 Q1013")
    #expect(metar.unparsed.isEmpty)
    #expect(metar.runwayVisualRanges.isEmpty)
    expectEqual(metar.weather.map(\.code), ["BR"])
    expectEqual(metar.visibility, Visibility(distance: Distance(2000, .meters)))
  }

  /// Made-up edges: what is not an RVR of slashes only stays as it was.
  @Test func slashesThatAreNoMissingRVR() throws {
    // Too short to be a group.
    let short = try METAR("EXXX 101200Z 24010KT 2000 R// BR FEW030 15/12 Q1013")
    expectEqual(short.unparsed.map(\.text), ["R//"])
    // A runway with its value missing: read by the RVR decoder as before (a runway, no value).
    let runway = try METAR("METAR EDLW 060850Z 23009KT 8000 R24///// OVC007 M01/M03 Q1014")
    #expect(runway.unparsed.isEmpty)
    // After the temperature group (inside text), no RVR is read, missing or not.
    let text = try METAR("\(Self.body) Q1013 VIS REDUCED R///// BR")
    expectEqual(text.plainLanguage?.text, "VIS REDUCED R///// BR")
    #expect(text.weather.isEmpty)
  }

  /// A header sent again after the report's own, perhaps after the report's word: read once.
  @Test(arguments: [
    "EXXX 101200Z EXXX 101200Z 24010KT 9999 FEW030 15/12 Q1013",
    "EXXX 101200Z METAR EXXX 101200Z 24010KT 9999 FEW030 15/12 Q1013",
    "METAR EXXX 101200Z METAR EXXX 101200Z 24010KT 9999 FEW030 15/12 Q1013",
    "SPECI EXXX 101200Z SPECI EXXX 101200Z 24010KT 9999 FEW030 15/12 Q1013",
  ])
  func repeatedHeaderIsOneHeader(_ report: String) throws {
    let metar = try METAR(report)
    expectEqual(metar.station, "EXXX")
    expectEqual(metar.time, DayTime(day: 10, hour: 12, minute: 0))
    expectEqual(metar.wind?.direction, .degrees(240))
    expectEqual(metar.sky, [SkyCondition(cover: .few, heightFeet: 3000)])
    #expect(metar.unparsed.isEmpty)
  }

  /// Made-up edges: another station or another time is no repeated header; it stays unparsed.
  @Test(arguments: [
    ("EXXX 101200Z EYYY 101200Z 24010KT 9999 FEW030 15/12 Q1013", ["EYYY", "101200Z"]),
    ("EXXX 101200Z EXXX 101230Z 24010KT 9999 FEW030 15/12 Q1013", ["EXXX", "101230Z"]),
    ("EXXX 101200Z METAR EYYY 101200Z 24010KT 9999 FEW030 15/12 Q1013", ["METAR", "EYYY", "101200Z"]),
  ])
  func otherHeaderIsNotSkipped(_ report: String, _ unparsed: [String]) throws {
    let metar = try METAR(report)
    expectEqual(metar.station, "EXXX")
    expectEqual(metar.unparsed.map(\.text), unparsed)
    expectEqual(metar.wind?.direction, .degrees(240))
  }
}
