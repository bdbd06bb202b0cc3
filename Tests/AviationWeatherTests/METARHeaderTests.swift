import TestSupport
import Testing

@testable import AviationWeather

/// Hand-checked header decoding on real reports from the corpus.
@Suite("METAR header")
struct METARHeaderTests {
  @Test func speciWordAutoAndObservationTime() throws {
    let metar = try METAR(
      "SPECI BGTL 060926Z AUTO 00000KT 1400 R08/1400VP1500 BR VV001 01/01 A2983 RMK AO2 VIS 1400V9999 SLP086 PNO TSNO $"
    )
    expectEqual(metar.kind, .speci)
    expectEqual(metar.station, "BGTL")
    expectEqual(metar.time, DayTime(day: 6, hour: 9, minute: 26))
    #expect(metar.isAutomated)
    #expect(!metar.isCorrected)
  }

  @Test func metarWordWithCorrection() throws {
    let metar = try METAR("METAR BIKF 070833Z COR 08019KT 9999 SCT039 OVC190 M02/M07 Q1008")
    expectEqual(metar.kind, .metar)
    #expect(metar.isCorrected)
    expectEqual(metar.wind?.degrees, 80)
    #expect(metar.unparsed.isEmpty)
  }

  @Test func correctionBeforeAuto() throws {
    let metar = try METAR("METAR EDDB 101650Z COR AUTO 30006KT 9999 FEW018 SCT025 BKN049 M04/M07 Q1014 NOSIG")
    #expect(metar.isCorrected)
    #expect(metar.isAutomated)
    expectEqual(metar.trends.map(\.kind), [.noSignificantChange])
  }

  @Test func correctionBetweenStationAndTime() throws {
    let metar = try METAR("MRLB COR 262100Z 29005KT 9999 VCSH FEW015 BKN100 27/22 A2979")
    #expect(metar.isCorrected)
    expectEqual(metar.time, DayTime(day: 26, hour: 21, minute: 0))
    #expect(metar.unparsed.isEmpty)
  }

  @Test(arguments: ["NCAI 221900Z AUTO NIL", "NCMH 180700Z AUTO NIL", "NCMK 051600Z AUTO NIL"])
  func nilReportIsValidWithNoBody(_ report: String) throws {
    let metar = try METAR(report)
    #expect(metar.isNil)
    #expect(metar.isAutomated)
    #expect(metar.conditions.isEmpty)
    #expect(metar.unparsed.isEmpty)
  }

  @Test func noReportWordAndStationWithDigits() throws {
    let metar = try METAR("K04W 020035Z AUTO 10007KT 10SM SCT100 14/07 A2966 RMK AO2")
    expectEqual(metar.kind, .metar)
    expectEqual(metar.station, "K04W")
    expectEqual(metar.visibility?.distance, Distance(10, .statuteMiles))
    expectEqual(metar.altimeter, Pressure(29.66, .inchesOfMercury))
  }

  @Test func degenerateRowWithOnlyStationTimeAndWind() throws {
    let metar = try METAR("K8S0 180740Z 22007KT")
    expectEqual(metar.station, "K8S0")
    expectEqual(metar.time, DayTime(day: 18, hour: 7, minute: 40))
    expectEqual(metar.wind?.speed, Speed(7, .knots))
    expectNil(metar.visibility)
    #expect(metar.sky.isEmpty)
  }

  @Test(arguments: ["", "   ", "\n\r\t", "=", "\u{0}\u{0}"])
  func emptyInputIsAClearError(_ text: String) {
    let error = #expect(throws: DecodeError.self) { try METAR(text) }
    expectEqual(error?.code, .emptyInput)
  }

  @Test(arguments: ["hello world", "<html><body>", "12345 67890", "TAF EGLL 221100Z 2212/2318 24010KT 9999 SCT030"])
  func nonWeatherInputIsAClearError(_ text: String) {
    let error = #expect(throws: DecodeError.self) { try METAR(text) }
    #expect(error?.code == .notAWeatherReport || error?.code == .wrongReportType)
    expectEqual(error?.offset, 0)
  }

  @Test func strictModeNamesTheTokenAndItsOffset() throws {
    // Real report whose wind group lost its unit.
    let report = "KWHP 262049Z 14008G15 100V170 20SM SKC 27/13 A2989"
    let lenient = try METAR(report)
    expectEqual(lenient.unparsed.map(\.text), ["14008G15", "100V170"])
    let error = #expect(throws: DecodeError.self) { try METAR(report, options: .strict) }
    expectEqual(error?.code, .unexpectedToken)
    expectEqual(error?.token, "14008G15")
    expectEqual(error?.offset, 13)
    expectEqual(error?.description.contains("unexpected group '14008G15' at byte 13"), true)
    expectEqual(error?.description.hasSuffix("\n" + String(repeating: " ", count: 13) + "^"), true)
  }
}
