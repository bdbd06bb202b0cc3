import Foundation
import TestSupport
import Testing

@testable import AviationWeather

/// The members issue 29's readable leftovers add (``METAR/reportedHumidity``,
/// ``Remarks/reportedHumidity``, ``TAF/forecasterIdentifier``, ``TAFForecast/weatherAlternatives``)
/// reach every sink: the fast JSON writer writes what the record description writes, `Codable`
/// reads it back, the schema lists it, the hand-written METAR Arrow row is the description's, and
/// records without them are written as before (the optional members left out).
@Suite struct ReadableLeftoversRecordTests {
  static let metars = [
    "LPBJ 201600Z 06008KT 9999 OVC025 13/12 Q1007 RH88 RMK RH93 BLU",
    "EXXX 101200Z 24010KT 9999 FEW030 15/12 Q1013 RERA RH100 NOSIG",
  ]
  static let tafs = [
    "TAF KNXX 101400Z 1014/1120 24010KT 9999 BR/HZ SCT030 QNH2992INS BECMG 1018/1019 27012KT 9999 -RA/DZ BKN020 T25/1020Z T15/1111Z FN20007",
    "TAF EXXX 101100Z 1012/1112 24010KT 4000 BR/HZ SCT030 TEMPO 1014/1018 3000 -SHRA/+TSRA BKN012",
  ]

  static func json(_ metar: METAR) throws -> [String: Any] {
    var bytes: [UInt8] = []
    #expect(metar.writeJSON(into: &bytes))
    expectEqual(bytes, RecordDescriptionTests.written(metar))
    return try #require(try JSONSerialization.jsonObject(with: Data(bytes)) as? [String: Any])
  }

  static func json(_ taf: TAF) throws -> [String: Any] {
    var bytes: [UInt8] = []
    #expect(taf.writeJSON(into: &bytes))
    expectEqual(bytes, RecordDescriptionTests.written(taf))
    return try #require(try JSONSerialization.jsonObject(with: Data(bytes)) as? [String: Any])
  }

  @Test func membersAreWrittenReadBackAndInTheSchema() throws {
    let reference = Date(timeIntervalSince1970: 1_795_478_400)  // 2026-11-24
    var metars = try Self.metars.map { try METAR($0) }
    metars[1].resolveDates(relativeTo: reference)
    try RecordDescriptionTests.check(metars, atLeast: 2)
    let first = try Self.json(metars[0])
    #expect(first["reportedHumidity"] as? Int == 88)
    #expect((first["remarks"] as? [String: Any])?["reportedHumidity"] as? Int == 93)
    #expect(try Self.json(metars[1])["reportedHumidity"] as? Int == 100)
    var tafs = try Self.tafs.map { try TAF($0) }
    tafs[0].resolveDates(relativeTo: reference)
    try RecordDescriptionTests.check(tafs, atLeast: 2)
    let navy = try Self.json(tafs[0])
    #expect(navy["forecasterIdentifier"] as? String == "FN20007")
    let forecasts = try #require(navy["forecasts"] as? [[String: Any]])
    let alternatives = forecasts.map { ($0["weatherAlternatives"] as? [[String: Any]])?.count }
    expectEqual(alternatives, [1, 1])
    let pair = try #require((forecasts[0]["weatherAlternatives"] as? [[String: Any]])?.first)
    #expect((pair["first"] as? [String: Any])?["code"] as? String == "BR")
    #expect((pair["second"] as? [String: Any])?["code"] as? String == "HZ")
    try expectNil(Self.json(tafs[1])["forecasterIdentifier"])
    let alternativesOfTheCorpus = tafs.flatMap { $0.forecasts.flatMap(\.weatherAlternatives) }
    try RecordDescriptionTests.check(alternativesOfTheCorpus, atLeast: 3)
    // The schema names each member.
    let schema = RecordFormat.jsonSchema
    for name in ["\"reportedHumidity\"", "\"forecasterIdentifier\"", "\"weatherAlternatives\""] {
      #expect(schema.contains(name), "\(name)")
    }
  }

  /// A record without the groups has no optional member, as before.
  @Test func reportsWithoutThemWriteNoOptionalMember() throws {
    let metar = try Self.json(try METAR("EXXX 101200Z 24010KT 9999 FEW030 15/12 Q1013 RMK BLU"))
    expectNil(metar["reportedHumidity"])
    expectNil((metar["remarks"] as? [String: Any])?["reportedHumidity"])
    let taf = try Self.json(try TAF("TAF EXXX 101100Z 1012/1112 24010KT 4000 BR SCT030"))
    expectNil(taf["forecasterIdentifier"])
    let forecasts = try #require(taf["forecasts"] as? [[String: Any]])
    expectEqual((forecasts.first?["weatherAlternatives"] as? [Any])?.isEmpty, true)
  }

  /// The Arrow rows hold them (METAR and TAF rows both from their descriptions), as pyarrow
  /// reads them.
  @Test(.enabled(if: ArrowStreamTests.python != nil, "needs a Python with pyarrow"))
  func arrowRowsHoldThem() throws {
    var stream: [UInt8] = []
    var records: [UInt8] = []
    var writer = ArrowRecordWriter(rowsPerBatch: 2)
    writer.writeSchema(into: &stream)
    for (index, text) in Self.metars.enumerated() {
      let metar = try METAR(text)
      writer.append(metar, line: index + 1, into: &stream)
      #expect(metar.writeJSON(into: &records))
      records.append(10)
    }
    for (index, text) in Self.tafs.enumerated() {
      let taf = try TAF(text)
      writer.append(taf, line: Self.metars.count + index + 1, into: &stream)
      #expect(taf.writeJSON(into: &records))
      records.append(10)
    }
    writer.finish(into: &stream)
    let (status, output) = try ArrowStreamTests.checkWithPyarrow([("leftovers", stream, records)], lines: true)
    #expect(status == 0, "\(output)")
  }
}
