import Foundation
import TestSupport
import Testing

@testable import AviationWeather

/// The record format (schema version 1) on real reports: the shapes a data engineer reads,
/// through `Codable` and through the hand-written writer, and records of the earlier form.
@Suite struct RecordFormatTests {
  /// `value`'s record through `JSONEncoder` (as an app writes it), parsed back as a dictionary.
  static func record<T: Encodable>(_ value: T) throws -> [String: Any] {
    let encoder = JSONEncoder()
    encoder.outputFormatting = .withoutEscapingSlashes
    let data = try encoder.encode(value)
    return try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
  }

  /// The METAR record of a real report, written by the hand-written writer (as wxparse does),
  /// parsed back; checked against the Codable form on the way.
  static func metarRecord(_ report: String) throws -> [String: Any] {
    let metar = try METAR(report)
    var bytes: [UInt8] = []
    #expect(metar.writeJSON(into: &bytes))
    try expectEqual(canonicalJSON(Data(bytes)), canonicalJSON(JSONEncoder().encode(metar)))
    return try #require(try JSONSerialization.jsonObject(with: Data(bytes)) as? [String: Any])
  }

  static func wind(_ record: [String: Any]) throws -> [String: Any] {
    let conditions = try #require(record["conditions"] as? [String: Any])
    return try #require(conditions["wind"] as? [String: Any])
  }

  @Test func windDirectionIsANumberOrNullWithVariable() throws {
    let degrees = try Self.wind(Self.metarRecord("AGGA 220200Z 36012KT 9999 TS FEW017 FEW018CB 28/23 Q1007"))
    #expect(degrees["direction"] as? Int == 360)
    #expect(degrees["variable"] as? Bool == false)

    let variable = try Self.wind(Self.metarRecord("AYMH 220200Z VRB04KT 9999 BKN030 24/16 Q1020"))
    #expect(variable["direction"] is NSNull)
    #expect(variable["variable"] as? Bool == true)

    let missing = try Self.wind(Self.metarRecord("CYET 272200Z AUTO /////KT 9SM CLR 06/M08 A2990 RMK WIND MISG SLP158"))
    #expect(missing["direction"] is NSNull)
    #expect(missing["variable"] as? Bool == false)
  }

  @Test func unitsAreASCIICodesAndPressureHasHectopascals() throws {
    let record = try Self.metarRecord("CYET 272200Z AUTO /////KT 9SM CLR 06/M08 A2990 RMK WIND MISG SLP158")
    let temperature = try #require(record["temperature"] as? [String: Any])
    #expect(temperature["unit"] as? String == "C")
    let altimeter = try #require(record["altimeter"] as? [String: Any])
    #expect(altimeter["value"] as? Double == 29.90)
    #expect(altimeter["unit"] as? String == "inHg")
    // 29.90 inHg × 33.8639 = 1012.53 hPa.
    #expect(altimeter["hPa"] as? Double == 1012.5)
    let remarks = try #require(record["remarks"] as? [String: Any])
    let seaLevel = try #require(remarks["seaLevelPressure"] as? [String: Any])
    #expect(seaLevel["unit"] as? String == "hPa" && seaLevel["hPa"] as? Double == 1015.8)

    let qnh = try #require(Self.metarRecord("AYMH 220200Z VRB04KT 9999 BKN030 24/16 Q1020")["qnh"] as? [String: Any])
    #expect(qnh["value"] as? Int == 1020 && qnh["hPa"] as? Int == 1020)
  }

  @Test func moderateIntensityIsNamed() throws {
    let record = try Self.metarRecord("METAR EDDK 081850Z AUTO 13010KT 9999 -DZ FEW011 BKN033 02/00 Q1002 TEMPO RA")
    let conditions = try #require(record["conditions"] as? [String: Any])
    let weather = try #require(conditions["weather"] as? [[String: Any]])
    #expect(weather.first?["intensity"] as? String == "-")
    #expect(weather.first?["code"] as? String == "-DZ")
    let trends = try #require(record["trends"] as? [[String: Any]])
    let trendConditions = try #require(trends.first?["conditions"] as? [String: Any])
    let trendWeather = try #require(trendConditions["weather"] as? [[String: Any]])
    #expect(trendWeather.first?["intensity"] as? String == "moderate")
    #expect(trendWeather.first?["code"] as? String == "RA")
  }

  @Test func rainfallCarriesItsUnit() throws {
    let record = try Self.metarRecord("YBAS 020000Z AUTO 13009KT 9999 // NCD 14/02 Q1024 RF00.0/000.0")
    let rainfall = try #require(record["rainfall"] as? [String: Any])
    #expect(rainfall["unit"] as? String == "mm")
    #expect(rainfall["lastTenMinutes"] as? Double == 0)
  }

  @Test func derivedFactsAreInTheRecord() throws {
    let known = try Self.metarRecord("AYMH 220200Z VRB04KT 9999 BKN030 24/16 Q1020")
    #expect(known["schemaVersion"] as? Int == RecordFormat.schemaVersion)
    // A 3,000 ft ceiling is MVFR (FAA: 1,000 to 3,000 ft inclusive).
    #expect(known["flightCategory"] as? String == "MVFR")
    // 24 °C over a 16 °C dew point: 61 % by the Magnus formula.
    let humidity = try #require(known["relativeHumidity"] as? Double)
    #expect(humidity > 60 && humidity < 62 && (humidity * 10).rounded() == humidity * 10)

    // The ceiling is not observed (VV///) but 200 m alone makes it LIFR.
    let lifr = try Self.metarRecord("EDXW 220220Z AUTO 17005KT 0200 R14/0250N // VV/// 11/11 Q1008")
    #expect(lifr["flightCategory"] as? String == "LIFR")
    // No visibility, no sky, no dew point: unknown category and humidity, written as null.
    let unknown = try Self.metarRecord("CMGB 020030Z AUTO 35004KT 09/ RMK AO1 SLP079 T0088 53036")
    #expect(unknown["flightCategory"] is NSNull)
    #expect(unknown["relativeHumidity"] is NSNull)
  }

  @Test func tafRecordsSayTheirKindAndResolvedDates() throws {
    var taf = try TAF("TAF AMD BGJN 091907Z 0919/0922 VRB03KT 9999 BKN020 TEMPO 0919/0922 BKN010")
    let plain = try Self.record(taf)
    #expect(plain["schemaVersion"] as? Int == 1 && plain["kind"] as? String == "TAF")
    expectNil(plain["issuedAt"])
    taf.resolveDates(relativeTo: Date(timeIntervalSince1970: 1_794_960_000))  // 2026-11-18
    let resolved = try Self.record(taf)
    #expect(resolved["issuedAt"] as? String == "2026-11-09T19:07:00Z")
    #expect(resolved["validFrom"] as? String == "2026-11-09T19:00:00Z")
    #expect(resolved["validTo"] as? String == "2026-11-09T22:00:00Z")
    // Each forecast group carries its window as instants: the base the validity, TEMPO its own.
    let forecasts = try #require(resolved["forecasts"] as? [[String: Any]])
    expectEqual(forecasts.map { $0["validFrom"] as? String }, ["2026-11-09T19:00:00Z", "2026-11-09T19:00:00Z"])
    expectEqual(forecasts.map { $0["validTo"] as? String }, ["2026-11-09T22:00:00Z", "2026-11-09T22:00:00Z"])
    #expect((try #require(plain["forecasts"] as? [[String: Any]])).allSatisfy { $0["validFrom"] == nil })
    let decoded = try JSONDecoder().decode(TAF.self, from: JSONEncoder().encode(taf))
    expectEqual(decoded, taf)
  }

  /// A real TAF with FM and BECMG groups: an FM group has a start and no end; the record's
  /// windows are the ones `TAF.dates(of:)` and the timeline place.
  @Test func changeGroupWindowsAreInstants() throws {
    var taf = try TAF("TAF CYBG 130530Z 1306/1406 VRB03KT P6SM SKC FM130700 VRB03KT 6SM BR SCT030 TEMPO 1307/1312 2SM BR FM131200 VRB03KT P6SM SCT030 BECMG 1315/1317 29008KT FM140000 VRB03KT P6SM FEW030 RMK NXT FCST BY 131200Z")
    taf.resolveDates(relativeTo: Date(timeIntervalSince1970: 1_794_960_000))  // 2026-11-18
    var bytes: [UInt8] = []
    #expect(taf.writeJSON(into: &bytes))
    let record = try #require(try JSONSerialization.jsonObject(with: Data(bytes)) as? [String: Any])
    let forecasts = try #require(record["forecasts"] as? [[String: Any]])
    let from = try #require(forecasts.first { $0["kind"] as? String == "FM" })
    #expect(from["validFrom"] as? String == "2026-11-13T07:00:00Z" && from["validTo"] == nil)
    let becoming = try #require(forecasts.first { $0["kind"] as? String == "BECMG" })
    #expect(becoming["validFrom"] as? String == "2026-11-13T15:00:00Z")
    #expect(becoming["validTo"] as? String == "2026-11-13T17:00:00Z")
  }

  @Test func recordsRoundTripThroughCodable() throws {
    var compared = 0
    for line in try Fixture.lines("metar_corpus.txt").prefix(3000) {
      guard let metar = try? METAR(line) else { continue }
      var bytes: [UInt8] = []
      #expect(metar.writeJSON(into: &bytes))
      let decoded = try JSONDecoder().decode(METAR.self, from: Data(bytes))
      #expect(decoded == metar, "\(line)")
      compared += 1
    }
    #expect(compared > 2900)
  }

  /// A record of the form written before schema version 1 (wind `"VRB"`, `"°C"`, moderate
  /// intensity `""`, pressure without `hPa`, no `schemaVersion`) still reads, as the same report.
  @Test func recordsOfTheEarlierFormStillRead() throws {
    let report = "AYMH 220200Z VRB04KT 9999 RA BKN030 24/16 Q1020"
    let old = """
      {"raw":"\(report)","kind":"METAR","station":"AYMH","time":{"day":22,"hour":2,"minute":0},\
      "isAutomated":false,"isCorrected":false,"isNil":false,"conditions":{"wind":{"direction":"VRB",\
      "speed":{"value":4,"unit":"kt"},"speedExceedsValue":false,"isEstimated":false},"visibility":\
      {"distance":{"value":10000,"unit":"m"},"qualifier":"greaterThan","noDirectionalVariation":false},\
      "weather":[{"code":"RA","intensity":"","phenomena":["RA"]}],"sky":[{"cover":"BKN","heightFeet":3000}],\
      "isCAVOK":false,"isNoSignificantWeather":false,"windShear":[]},"runwayVisualRanges":[],\
      "temperature":{"value":24,"unit":"°C"},"dewPoint":{"value":16,"unit":"°C"},"qnh":{"value":1020,\
      "unit":"hPa"},"recentWeather":[],"runwayStates":[],"cloudLocations":[],"colorStates":[],"trends":[],\
      "unparsed":[]}
      """
    let decoded = try JSONDecoder().decode(METAR.self, from: Data(old.utf8))
    expectEqual(decoded, (try METAR(report)))
  }

  @Test func newerOrContradictoryRecordsAreRefused() throws {
    var bytes: [UInt8] = []
    #expect(try METAR("AYMH 220200Z VRB04KT 9999 BKN030 24/16 Q1020").writeJSON(into: &bytes))
    let text = String(decoding: bytes, as: UTF8.self)
    let newer = text.replacingOccurrences(of: "\"schemaVersion\":1", with: "\"schemaVersion\":2")
    #expect(throws: DecodingError.self) { try JSONDecoder().decode(METAR.self, from: Data(newer.utf8)) }
    let contradictory = text.replacingOccurrences(of: "\"direction\":null", with: "\"direction\":240")
    #expect(throws: DecodingError.self) { try JSONDecoder().decode(METAR.self, from: Data(contradictory.utf8)) }
    let badUnit = text.replacingOccurrences(of: "\"unit\":\"C\"", with: "\"unit\":\"K\"")
    #expect(throws: DecodingError.self) { try JSONDecoder().decode(METAR.self, from: Data(badUnit.utf8)) }
    let taf = try String(decoding: JSONEncoder().encode(TAF("TAF BGJN 091907Z 0919/0922 VRB03KT 9999 BKN020")), as: UTF8.self)
    let mislabelled = taf.replacingOccurrences(of: "\"kind\":\"TAF\"", with: "\"kind\":\"METAR\"")
    #expect(throws: DecodingError.self) { try JSONDecoder().decode(TAF.self, from: Data(mislabelled.utf8)) }
  }

  /// The schema file in `DocC/` is the one the library embeds (`wxparse --schema`).
  @Test func publishedSchemaIsTheEmbeddedOne() throws {
    let file = Fixture.directory.deletingLastPathComponent().appendingPathComponent("DocC/record.schema.json")
    let published = try String(contentsOf: file, encoding: .utf8)
    expectEqual(published, RecordFormat.jsonSchema + "\n")
    let schema = try #require(try JSONSerialization.jsonObject(with: Data(published.utf8)) as? [String: Any])
    #expect(schema["$id"] is String)
    let defs = try #require(schema["$defs"] as? [String: Any])
    let metar = try #require(defs["metarRecord"] as? [String: Any])
    let required = try #require(metar["required"] as? [String])
    #expect(required.contains("schemaVersion") && required.contains("flightCategory"))
  }
}
