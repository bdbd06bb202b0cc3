import Foundation
import TestSupport
import Testing

@testable import AviationWeather

/// Typing slips read as the groups they stand for, and plain-language text, on real reports from
/// the corpus (each copied verbatim from Fixtures/metar_corpus.txt).
@Suite("METAR repairs and plain language")
struct METARRepairTests {
  /// A real report, the slip it carries, how it must be read, and a value that shows it was.
  struct Case: Sendable, CustomTestStringConvertible {
    let report: String
    let text: String
    let readAs: String
    let reason: RepairedToken.Reason
    let check: @Sendable (METAR) -> Bool

    var testDescription: String { "\(reason.rawValue): \(text)" }
  }

  static let cases: [Case] = [
    Case(
      report: "LPOV 220600Z 20006KT 160V230 5000 BR 0VC003 17/17 Q1017", text: "0VC003", readAs: "OVC003",
      reason: .letterForDigit,
      // The overcast layer at 300 ft makes the report LIFR; unread, it looked VFR.
      check: { $0.sky == [SkyCondition(cover: .overcast, heightFeet: 300)] && $0.flightCategory == .lifr }),
    Case(
      report: "HCMF 231100Z 36014KT 9999 FEWO46 28/24 Q1012", text: "FEWO46", readAs: "FEW046",
      reason: .letterForDigit, check: { $0.sky == [SkyCondition(cover: .few, heightFeet: 4_600)] }),
    Case(
      report:
        "METAR EGPD 061520Z AUTO 15006KT 2300 -RASN BKN013/// OVC020/// //////CB 01/M00 Q1000 RERA TEMP0 1800 SN",
      text: "TEMP0", readAs: "TEMPO", reason: .letterForDigit,
      check: {
        $0.trends.map(\.kind) == [.temporary] && $0.trends[0].conditions.visibility?.distance == Distance(1800, .meters)
          && $0.trends[0].conditions.weather.map(\.code) == ["SN"]
      }),
    Case(
      report: "MSLP 221850Z 210006KT 160V250 9999FEW023 SCT040 32/25 Q1009 A2981", text: "9999FEW023",
      readAs: "9999 FEW023", reason: .missingSpace,
      check: {
        $0.visibility?.distance == Distance(10_000, .meters) && $0.sky.map(\.heightFeet) == [2_300, 4_000]
      }),
    Case(
      report: "HBBA 221800Z 09002KT 9999 FEW03027/20 Q1013 NOSIG", text: "FEW03027/20", readAs: "FEW030 27/20",
      reason: .missingSpace,
      check: {
        $0.sky == [SkyCondition(cover: .few, heightFeet: 3_000)] && $0.temperature == Temperature(27, .celsius)
          && $0.dewPoint == Temperature(20, .celsius)
      }),
    Case(
      report: "WALL 180730Z 08006KT 060V120 9999 TS FEW017CB SCT018 30/26Q1007 RMK CB TO W AND NW",
      text: "30/26Q1007", readAs: "30/26 Q1007", reason: .missingSpace,
      check: { $0.temperature == Temperature(30, .celsius) && $0.qnh == Pressure(1007, .hectopascals) }),
    Case(
      report: "WALL 012330Z 20002KT 9999 FEW018CB SCT018 26/26 Q1009RMK CB TO NE", text: "Q1009RMK",
      readAs: "Q1009 RMK", reason: .missingSpace,
      check: { $0.qnh == Pressure(1009, .hectopascals) && $0.remarks?.text == "CB TO NE" }),
    Case(
      report: "OAMS 262050Z 27005KT 9999 FEW200 22/M03 Q1006 BLU+BLU+ BECMG WHT", text: "BLU+BLU+",
      readAs: "BLU+ BLU+", reason: .missingSpace,
      check: { $0.colorStates.map(\.code) == ["BLU+", "BLU+"] && $0.trends.first?.colorState?.code == "WHT" }),
    Case(
      report: "MPTO 262100Z 00000KT 7000-RA FEW007 SCT015CB BKN080 27/24 Q1008 RWY WET TEMPO 8000-TSRA",
      text: "7000-RA", readAs: "7000 -RA", reason: .missingSpace,
      check: {
        $0.weather.map(\.code) == ["-RA"] && $0.trends.first?.conditions.weather.map(\.code) == ["-TSRA"]
          && $0.plainLanguage?.text == "RWY WET"
      }),
    Case(
      report: "SBCZ 180700Z 00000KT 6000 -RA SCT006 FEW030TCU BKN100 24/24 Q10 10", text: "Q10 10", readAs: "Q1010",
      reason: .extraSpace, check: { $0.qnh == Pressure(1010, .hectopascals) }),
    Case(
      report: "HUTO 031100Z 24008KT 9000 RA BKN016 FEW 018CB 22/18 Q1019", text: "FEW 018CB", readAs: "FEW018CB",
      reason: .extraSpace,
      check: { $0.sky.last == SkyCondition(cover: .few, heightFeet: 1_800, cloudType: .cumulonimbus) }),
    Case(
      report: "NFTF 262100Z 07004 KT 9999 FEW006 SCT016 BKN120 25/22 Q1017", text: "07004 KT", readAs: "07004KT",
      reason: .extraSpace, check: { $0.wind?.speed == Speed(4, .knots) && $0.wind?.direction == .degrees(70) }),
    Case(
      report: "MROC 262100Z 29003KT 9999 FEW008 SCT025 OVC100 21/20 A2996 NOSI G", text: "NOSI G", readAs: "NOSIG",
      reason: .extraSpace, check: { $0.trends == [Trend(kind: .noSignificantChange)] }),
    Case(
      report: "MGGT 262128Z 18008KT 8000 VC SH BKN010 OVC090 PCPN SE/S", text: "VC SH", readAs: "VCSH",
      reason: .extraSpace,
      check: { $0.weather.count == 1 && $0.weather[0].intensity == .inVicinity && $0.weather[0].code == "VCSH" }),
    Case(
      report:
        "SPECI EHEH 071015Z AUTO 19015KT 1600 R21/1400N -SN FEW005 SCT008 BKN009 M01/M02 Q1006 YLO TTEMPO 0400 SN BLSN SCT001 BKN003 OVC005 RMK TREND REMOTE BY EHWX LVP B",
      text: "TTEMPO", readAs: "TEMPO", reason: .misspeltKeyword,
      check: {
        $0.trends.map(\.kind) == [.temporary] && $0.trends[0].conditions.visibility?.distance == Distance(400, .meters)
      }),
    Case(
      report: "TLPC 230000Z 08003KT 9999 FEW024 27/24 Q1012 NOISG", text: "NOISG", readAs: "NOSIG",
      reason: .misspeltKeyword, check: { $0.trends == [Trend(kind: .noSignificantChange)] }),
    Case(
      report: "METAR HESH 091600Z 04006KT CAVK 22/10 Q1015 NOSIG", text: "CAVK", readAs: "CAVOK",
      reason: .misspeltKeyword, check: { $0.isCAVOK && $0.flightCategory == .vfr }),
    Case(
      report: "PAWG 031856Z 27005KT 10SM SFEW040 SCT120 18/11 A3024", text: "SFEW040", readAs: "FEW040",
      reason: .misspeltKeyword,
      check: {
        $0.sky == [SkyCondition(cover: .few, heightFeet: 4_000), SkyCondition(cover: .scattered, heightFeet: 12_000)]
      }),
    Case(
      report: "VRMM 262100Z 34006KT 9999 EW018TCU SCT110 BKN270 27/25 Q1010 NOSIG", text: "EW018TCU",
      readAs: "FEW018TCU", reason: .misspeltKeyword,
      check: { $0.sky.first == SkyCondition(cover: .few, heightFeet: 1_800, cloudType: .toweringCumulus) }),
    Case(
      report: "KGPM 262050Z 00000KTS 10SM SKC 30/12 A3006", text: "00000KTS", readAs: "00000KT", reason: .windUnit,
      check: { $0.wind?.speed == Speed(0, .knots) }),
    Case(
      report: "ENVR 111450Z 11028T CAVOK 03/M01 Q0981", text: "11028T", readAs: "11028KT", reason: .windUnit,
      check: { $0.wind?.speed == Speed(28, .knots) && $0.wind?.direction == .degrees(110) }),
    Case(
      report: "KRYN 031845Z CALMKT 10SM CLR 38/12 A2999", text: "CALMKT", readAs: "00000KT", reason: .wordForGroup,
      check: { $0.wind?.isCalm == true }),
    Case(
      report: "AGGG 051600Z 27007KT 9999 -SHRA FEW015 FEW016CB SCT026 BKN100 26/22 1008", text: "1008",
      readAs: "Q1008", reason: .pressureLetter, check: { $0.qnh == Pressure(1008, .hectopascals) }),
    Case(
      report: "KHQZ 262050Z 11006KT 10SM SCT070 31/10 3004", text: "3004", readAs: "A3004", reason: .pressureLetter,
      check: { $0.altimeter == Pressure(30.04, .inchesOfMercury) }),
    Case(
      report: "SKNV 221900Z VRB04KT 9999 SCT035 31/21 Q1009 RMK/A2981", text: "RMK/A2981", readAs: "RMK A2981",
      reason: .remarksSeparator, check: { $0.remarks?.altimeter == Pressure(29.81, .inchesOfMercury) }),
    Case(
      report: "MTPP 031900Z 11018KT 9999 TS SCT030CB 36/22 Q1012 A2989 RMK:CB/N/S/SE/SW", text: "RMK:CB/N/S/SE/SW",
      readAs: "RMK CB/N/S/SE/SW", reason: .remarksSeparator, check: { $0.remarks?.text == "CB/N/S/SE/SW" }),
  ]

  @Test(arguments: cases)
  func slipIsReadAsTheGroupItStandsFor(_ c: Case) throws {
    let metar = try METAR(c.report)
    let offset = try #require(c.report.utf8.firstRange(of: c.text.utf8)?.lowerBound)
    expectEqual(metar.repaired.first, RepairedToken(
          text: c.text, offset: c.report.utf8.distance(from: c.report.utf8.startIndex, to: offset), readAs: c.readAs,
          reason: c.reason))
    #expect(metar.unparsed.isEmpty)
    #expect(c.check(metar), "\(metar.description)")
  }

  @Test(arguments: cases)
  func withoutRepairsTheSlipStaysUnparsed(_ c: Case) throws {
    let metar = try METAR(c.report, options: DecodingOptions(repairsMalformedGroups: false))
    #expect(metar.repaired.isEmpty)
    expectEqual(metar.unparsed.first?.text, String(c.text.split(separator: " ")[0]))
    #expect(!c.check(metar))
  }

  @Test(arguments: cases)
  func strictNamesTheSlip(_ c: Case) throws {
    let error = #expect(throws: DecodeError.self) { try METAR(c.report, options: .strict) }
    expectEqual(error?.code, .unexpectedToken)
    expectEqual(error?.token, String(c.text.split(separator: " ")[0]))
  }

  /// Slips whose reading would be a guess stay unparsed, and so does everything in their report.
  static let notRepaired: [(String, String)] = [
    // No unit: knots or metres per second would be a guess (the original app's rule too).
    ("KASE 012353Z COR 20010G19 10SM FEW120 22/M07 A3005 RMK AO2 SLP064 T02221072 10239 20206 56010", "20010G19"),
    // Four digits: 180/12 or 018/12?
    ("HBBA 051600Z 1812KT 9999 FEW025TCU27/22 Q1010 NOSIG", "1812KT"),
    // A digit short; a digit over.
    ("MSAC 051550Z 15003KT CAVOK 32/21 Q1010 A298", "A298"),
    ("SUAA 031900Z 23009KT 9999 BKN020 14/12 Q10110", "Q10110"),
    // 900 or 9,000 ft?
    ("PABI 220244Z 27007KT 2 1/2SM -SN BR BKN09 OVC030 M01/M02 A2985 RMK AO2 P0000 T10061017", "BKN09"),
    // `12/92` + `000013G23KT` would decode, but a dew point of 92 °C is no observation.
    ("KEKS 220235Z AUTO 12/92000013G23KT 10SM BKN049 OVC055 12/M00 A2966 RMK AO2", "12/92000013G23KT"),
    // A cover a letter off two covers (`SCTS`: SCT with no height), or a height with a digit over
    // (`SCT0017`: 001, 017 or 007?).
    ("GOGS 262100Z VRB02KT 9999 SCTS BKN015 FEW030CB SCT130 27/26 Q1013", "SCTS"),
    ("VLLB 230000Z 00000KT 9999 SCT0017 BKN080 22/20 Q1016 NOSIG", "SCT0017"),
    // Two keywords one letter off each other: no.
    ("VOBX 230000Z VRB02KT 6000 CLOUDY SCT014 OVC090 26/25 Q1010 NOSIG", "CLOUDY"),
  ]

  @Test(arguments: notRepaired)
  func ambiguousSlipStaysUnparsed(_ report: String, _ token: String) throws {
    let metar = try METAR(report)
    #expect(!metar.repaired.contains { $0.text == token })
    expectEqual(metar.unparsed.first?.text, token)
  }

  /// Real reports with one slip made in them (the review's cases): a reading that decodes but
  /// would be wrong, contradict the report, or cost a later group its place is not taken.
  static let wrongReadings: [(String, [String])] = [
    // `3/4SM` alone would be 3/4 SM: the 1 before it was already left unparsed.
    ("PACD 051615Z AUTO 14023G35KT 1 3/4SM-RA BR SCT005 OVC009 04/04 A2988", ["1", "3/4SM-RA"]),
    // CAVOK with 9999, TS and clouds already read.
    ("DFFD 031900Z 23006KT 200V280 9999 TS SCT020 FEW033CB 30/22 Q1012 CAVO", ["CAVO"]),
    // `24/` + `0600N` would take the temperature's place: `M06/M06` would then be left unparsed.
    (
      "METAR EDDB 061850Z AUTO 21004KT 6000 0400 24R/P2000N R24L/1300U BCFG SCT030 BKN049 M06/M06 Q1016",
      ["24R/P2000N"]
    ),
    // `Q1008` would leave the real `Q0999` unparsed.
    ("ESSB 020020Z AUTO 15007KT 9999 OVC006/// 07/07 1008 Q0999", ["1008"]),
    // A keyword one letter off in the middle of the body does not start a trend.
    ("GLRB 031930Z 18004KT 9999 BKN012 NOSI FEW022CB 25/24 Q1014 NOSIG", ["NOSI"]),
    ("GLRB 031930Z 18004KT 9999 BKN012 TEMP MISSING 25/24 Q1014 NOSIG", ["TEMP", "MISSING"]),
    // A number after other groups than the temperature is no pressure.
    ("ESSB 020020Z AUTO 15007KT 07/07 9999 OVC006/// 1000", ["1000"]),
    // Two numbers are not joined into one group (`55002904` would be a runway state).
    ("KBFM 012353Z 23005KT 10SM CLR 24/10 A3009 55002 904", ["55002", "904"]),
    // Second review: a number is not joined to a fraction or a number after it.
    ("PACD 051615Z AUTO 14023G35KT 1 3/ 4SM -RA BR SCT005 OVC009 04/04 A2988", ["1", "3/"]),
    ("PACD 051615Z AUTO 14023G35KT 1 3 /4SM -RA BR SCT005 OVC009 04/04 A2988", ["1", "3", "/4SM"]),
    // `Q1008` would contradict the altimeter setting after it (A3009 is 1018 hPa).
    ("KBFM 012353Z 23005KT 10SM CLR 24/10 1008 A3009 RMK AO2", ["1008"]),
    // `FEW022 CCB` would make the report a correction.
    ("GLRB 031930Z 18004KT 9999 BKN012 FEW022CCB 25/24 Q1014 NOSIG", ["FEW022CCB"]),
    // An intensity before VC, or before mist, is not in the code.
    ("CYAT 220245Z AUTO 26009KT 9SM - VCSH FEW009 SCT012 07/07 A2934", ["-"]),
    ("CYAT 220245Z AUTO 26009KT 9SM - BR FEW009 SCT012 07/07 A2934", ["-"]),
    // `VC` only before TS, SH, FG, PO, FC, DS, SS, BL… or VA (the corpus has `VC RA`),
    // and the weather after a split `VC` is no weather at the station (issue 19, pattern 1).
    ("MMPS 262042Z 24006KT 10SM VC RA BKN010CB OVC070 29/25 A2992 RMK 8/96/ RA NE", ["VC", "RA"]),
  ]

  @Test(arguments: wrongReadings)
  func wrongReadingsAreNotTaken(_ report: String, _ unparsed: [String]) throws {
    let metar = try METAR(report)
    #expect(metar.repaired.isEmpty)
    expectEqual(metar.unparsed.map(\.text), unparsed)
    // Everything else reads as it does with repairs off.
    let unrepaired = try METAR(report, options: DecodingOptions(repairsMalformedGroups: false))
    expectEqual(metar, unrepaired)
  }

  @Test func aDewPointSentAfterASpaceJoinsTheTemperature() throws {
    let report = "SLET 262100Z 31012G23KT 9999 FEW012 SCT020 FEW030CB BKN200 27/ 23 Q1008"
    let metar = try METAR(report)
    expectEqual(metar.temperature, Temperature(27, .celsius))
    expectEqual(metar.dewPoint, Temperature(23, .celsius))
    expectEqual(metar.repaired, [RepairedToken(text: "27/ 23", offset: 59, readAs: "27/23", reason: .extraSpace)])
    #expect(metar.unparsed.isEmpty)
    let unrepaired = try METAR(report, options: DecodingOptions(repairsMalformedGroups: false))
    expectNil(unrepaired.dewPoint)
    expectEqual(unrepaired.unparsed, [UnparsedToken(text: "23", offset: 63)])
    let error = #expect(throws: DecodeError.self) { try METAR(report, options: .strict) }
    expectEqual(error?.token, "23")
    // Not when the temperature's dew point was reported, or when it would exceed the temperature.
    let reported = try METAR("SLET 262100Z 31012G23KT 9999 FEW012 27/20 23 Q1008")
    expectEqual(reported.dewPoint, Temperature(20, .celsius))
    expectEqual(reported.unparsed.map(\.text), ["23"])
    let above = try METAR("SLET 262100Z 31012G23KT 9999 FEW012 21/ 23 Q1008")
    expectNil(above.dewPoint)
    expectEqual(above.unparsed.map(\.text), ["23"])
  }

  @Test func aLoneIntensityJoinsTheWeatherAfterIt() throws {
    let metar = try METAR("CYAT 220245Z AUTO 26009KT 9SM - RA FEW009 SCT012 BKN028 OVC040 07/07 A2934 RMK SLP939")
    expectEqual(metar.weather.map(\.code), ["-RA"])
    expectEqual(metar.repaired.map(\.text), ["- RA"])
  }

  /// `TEMPO FM 1500` (issue 19, pattern 3, the issue's shape): a trend time sent with a space
  /// after its letters. FM 15 writes the time mark and its time as one group, `TTGGgg` (FM, TL or
  /// AT and hours and minutes UTC); `1500` is that time, never a visibility of 1,500 m. Read as
  /// `FM1500` and listed as a repair; without repairs, or when the time is no valid `hhmm`, both
  /// tokens stay unparsed and the visibility is the one the trend gives (`2000`).
  @Test func aTrendTimeSentWithASpaceIsTheTime() throws {
    let report = "OXYZ 031930Z 27010KT 9999 FEW040 30/10 Q1008 TEMPO FM 1500 30025G35KT 2000 DU"
    let metar = try METAR(report)
    let trend = try #require(metar.trends.first)
    expectEqual(trend.kind, .temporary)
    expectEqual(trend.from, DayTime(day: nil, hour: 15, minute: 0))
    expectEqual(trend.conditions.visibility, Visibility(distance: Distance(2000, .meters)))
    expectNil(trend.conditions.minimumVisibility)
    expectEqual(trend.conditions.wind?.gust, Speed(35, .knots))
    expectEqual(trend.conditions.weather.map(\.code), ["DU"])
    #expect(metar.unparsed.isEmpty)
    expectEqual(metar.repaired, [RepairedToken(text: "FM 1500", offset: 51, readAs: "FM1500", reason: .extraSpace)])

    let both = try METAR("OXYZ 031930Z 27010KT 9999 FEW040 30/10 Q1008 BECMG FM 1500 TL 1700 30025G35KT")
    expectEqual(both.trends.first?.from, DayTime(day: nil, hour: 15, minute: 0))
    expectEqual(both.trends.first?.until, DayTime(day: nil, hour: 17, minute: 0))
    expectNil(both.trends.first?.conditions.visibility)
    expectEqual(both.repaired.map(\.readAs), ["FM1500", "TL1700"])

    // Without repairs: both tokens unparsed, no visibility of 1,500 m.
    let unrepaired = try METAR(report, options: DecodingOptions(repairsMalformedGroups: false))
    expectNil(unrepaired.trends.first?.from)
    expectEqual(unrepaired.trends.first?.conditions.visibility, Visibility(distance: Distance(2000, .meters)))
    expectEqual(unrepaired.unparsed, [UnparsedToken(text: "FM", offset: 51), UnparsedToken(text: "1500", offset: 54)])
    // Hour 25 is no time: both unparsed, and 2500 is no visibility either.
    let badHour = try METAR("OXYZ 031930Z 27010KT 9999 FEW040 30/10 Q1008 TEMPO FM 2500 30025G35KT 2000 DU")
    expectNil(badHour.trends.first?.from)
    expectEqual(badHour.trends.first?.conditions.visibility, Visibility(distance: Distance(2000, .meters)))
    expectEqual(badHour.unparsed.map(\.text), ["FM", "2500"])
    #expect(badHour.repaired.isEmpty)
    // A second FM in the same trend is no time of it: both unparsed.
    let second = try METAR("OXYZ 031930Z 27010KT 9999 FEW040 30/10 Q1008 TEMPO FM1400 FM 1500 3000 DU")
    expectEqual(second.trends.first?.from, DayTime(day: nil, hour: 14, minute: 0))
    expectEqual(second.trends.first?.conditions.visibility, Visibility(distance: Distance(3000, .meters)))
    expectEqual(second.unparsed.map(\.text), ["FM", "1500"])
    // Strict decoding names the letters.
    let error = #expect(throws: DecodeError.self) { try METAR(report, options: .strict) }
    expectEqual(error?.token, "FM")
  }

  @Test func aWindUnitRepairInATrendIsListed() throws {
    let metar = try METAR(
      "DFFD 031900Z 23006KT 200V280 9999 TS SCT020 FEW033CB 30/22 Q1012 TEMPO 10025G45KTS 2500 BLSA SQ TSRA")
    expectEqual(metar.trends.first?.conditions.wind?.gust, Speed(45, .knots))
    expectEqual(metar.repaired.map(\.readAs), ["10025G45KT"])
    #expect(metar.unparsed.isEmpty)
    // A second wind after it keeps its place: `00000KTS` is then left alone.
    let two = try METAR("ESSB 020020Z AUTO 00000KTS 15007KT 9999 OVC006/// 07/07 Q0999")
    expectEqual(two.wind?.speed, Speed(7, .knots))
    expectEqual(two.unparsed.map(\.text), ["00000KTS"])
  }

  @Test func ambiguousSplitsAreNotTaken() {
    // `FEW025TCU27/22` splits one way only; a token two splits would read is left alone.
    expectNil(METARParser.keywordOneLetterOff(Array("TEMPO".utf8)))
    expectEqual(METARParser.keywordOneLetterOff(Array("NOISG".utf8)), "NOSIG")
    expectEqual(METARParser.keywordOneLetterOff(Array("CAVK".utf8)), "CAVOK")
    expectEqual(METARParser.keywordOneLetterOff(Array("TTEMPO".utf8)), "TEMPO")
    expectEqual(METARParser.keywordOneLetterOff(Array("BECMGG".utf8)), "BECMG")
    expectEqual(METARParser.keywordOneLetterOff(Array("BEMCG".utf8)), "BECMG")
    expectNil(METARParser.keywordOneLetterOff(Array("BEXXG".utf8)))
    expectNil(METARParser.keywordOneLetterOff(Array("NOS".utf8)))
    expectEqual(METARParser.swappingLetterOAndZero(Array("31O12KT".utf8)), Array("31012KT".utf8))
    expectEqual(METARParser.swappingLetterOAndZero(Array("0VC003".utf8)), Array("OVC003".utf8))
    expectNil(METARParser.swappingLetterOAndZero(Array("OVC003".utf8)))
    expectEqual(METARParser.cloudCoverOneLetterOff(Array("SFEW040".utf8)), Array("FEW040".utf8))
    expectEqual(METARParser.cloudCoverOneLetterOff(Array("BKM020".utf8)), Array("BKN020".utf8))
    expectNil(METARParser.cloudCoverOneLetterOff(Array("FEW020".utf8)))
    expectNil(METARParser.cloudCoverOneLetterOff(Array("SCTS".utf8)))
    expectNil(METARParser.cloudCoverOneLetterOff(Array("FEW02".utf8)))
  }

  // MARK: Plain language

  static let plainLanguage: [(String, String)] = [
    ("EKVJ 272220Z AUTO 16008KT 140V220 9999 FEW026/// SCT042/// BKN140/// 05/03 Q0989 UNMONITORED", "UNMONITORED"),
    (
      "MGRT 051600Z 23006KT CAVOK 30/22 Q1014 A2994 VOL. STA. MARIA Y SANTIAGUITO EN ACTIVIDAD",
      "VOL. STA. MARIA Y SANTIAGUITO EN ACTIVIDAD"
    ),
    (
      "METAR YBAS 090030Z AUTO 08013KT 9999 // NCD 21/M03 Q1026 RF00.0/000.0 PRESENT WEATHER SENSOR US",
      "PRESENT WEATHER SENSOR US"
    ),
    ("VTUO 180700Z 01004KT CAVOK 27/16 Q1015 A2999 INFO H RWY 04", "INFO H RWY 04"),
    ("VTSF 180700Z 04009KT 010V070 9000 BKN016 OVC300 27/23 Q1011 A2986 INFO H / RWY 01", "INFO H / RWY 01"),
    ("VTST 180700Z 03008KT 8000 VCSH FEW018 BKN120 BKN300 27/25 Q1009 RWY08 INFO H", "RWY08 INFO H"),
    ("PTSA 252120Z 18005KT 10SM SCT019 BKN130 OVC300 29/25 A2982 FIRST", "FIRST"),
  ]

  @Test(arguments: plainLanguage)
  func trailingWordsArePlainLanguage(_ report: String, _ text: String) throws {
    let metar = try METAR(report)
    let offset = try #require(report.utf8.firstRange(of: text.utf8)?.lowerBound)
    expectEqual(metar.plainLanguage, PlainLanguage(text: text, offset: report.utf8.distance(from: report.utf8.startIndex, to: offset)))
    #expect(metar.unparsed.isEmpty)
    #expect(metar.description.contains("Plain text  \(text)"))
    // Strict decoding accepts only coded groups.
    let error = #expect(throws: DecodeError.self) { try METAR(report, options: .strict) }
    expectEqual(error?.offset, metar.plainLanguage?.offset)
  }

  /// Words that are not a trailing run of plain language stay unparsed.
  static let notPlainLanguage: [(String, [String])] = [
    // Coded groups follow the word.
    ("VOBX 230000Z VRB02KT 6000 CLOUDY SCT014 OVC090 26/25 Q1010 NOSIG", ["CLOUDY"]),
    // A weather group, malformed, is no word.
    ("METAR LQTZ 092330Z 23004KT 3000 -RA BR BKN015 OVC030 01/01 Q1000 REFZ", ["REFZ"]),
    // The start of the next report.
    ("SKCG 262100Z 25008KT 9999 SCT013 31/25 A2975 METAR", ["METAR"]),
    // Modem debris starts with a two-letter word.
    (
      "KNTD 221855Z 27008KT 7SM SCT022 BKN040 20/ NO CARRIER RING CONNECT 57600 SFOMTRMHS ALL TTAA00 KMHS 221856 METAR",
      ["NO", "CARRIER", "RING", "CONNECT", "57600", "SFOMTRMHS", "ALL", "TTAA00", "KMHS", "221856", "METAR"]
    ),
  ]

  @Test(arguments: notPlainLanguage)
  func otherWordsStayUnparsed(_ report: String, _ tokens: [String]) throws {
    let metar = try METAR(report)
    expectNil(metar.plainLanguage)
    expectEqual(metar.unparsed.map(\.text), tokens)
  }

  @Test func optionsKeepTheirCodableForm() throws {
    // Options written before repairs existed decode with repairs on.
    let old = try JSONDecoder().decode(DecodingOptions.self, from: Data(#"{"isStrict":false}"#.utf8))
    expectEqual(old, .lenient)
    #expect(old.repairsMalformedGroups)
    let off = DecodingOptions(repairsMalformedGroups: false)
    try expectEqual(JSONDecoder().decode(DecodingOptions.self, from: JSONEncoder().encode(off)), off)
    #expect(!DecodingOptions.strict.repairs)
  }

  @Test func repairsAndPlainLanguageSurviveJSON() throws {
    let report = "MPTO 262100Z 00000KT 7000-RA FEW007 SCT015CB BKN080 27/24 Q1008 RWY WET TEMPO 8000-TSRA"
    let metar = try METAR(report)
    expectEqual(metar.repaired.count, 2)
    #expect(metar.plainLanguage != nil)
    let data = try JSONEncoder().encode(metar)
    try expectEqual(JSONDecoder().decode(METAR.self, from: data), metar)
    // The hand-written form (byte-equal to wxparse's encoder: HandWrittenJSONTests) decodes back too.
    var written: [UInt8] = []
    #expect(metar.writeJSON(into: &written))
    try expectEqual(JSONDecoder().decode(METAR.self, from: Data(written)), metar)
    // Records written before repairs existed (no `repaired` key) still decode.
    let old = String(decoding: written, as: UTF8.self).replacing(#/,"repaired":\[[^\]]*\]/#, with: "")
    #expect(!old.contains("repaired"))
    #expect(try JSONDecoder().decode(METAR.self, from: Data(old.utf8)).repaired.isEmpty)
  }
}
