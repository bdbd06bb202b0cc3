import Foundation
import TestSupport
import Testing

@testable import AviationWeather

/// Day-of-month times resolved to instants: the receipt rule, the reports' stored dates, their
/// `Codable` form, and the dates the fetching client and `weatherNear` set.
@Suite("Resolved dates")
struct ResolvedDateTests {
  // Real reports from the corpus (Fixtures/metar_corpus.txt).
  static let cyra = "CYRA 312100Z VRB02KT 4SM -SN BR OVC005 M13/M15 A2957 RMK ST8 LAST STFD OBS/NEXT 011500 Z SLP038"
  static let cylt = "CYLT 292300Z 00000KT 10SM IC SKC M35/M39 A2988 RMK SLP125"
  static let egbj = "EGBJ 311420Z 18004KT 7000 -SHRA SCT012 OVC025 12/11 Q0996"
  // Real TAF from the corpus (Fixtures/taf_corpus.txt), as Fixtures/fetching/carolina/taf/KEWN.txt.
  static let kewnTAF =
    "TAF KEWN 131724Z 1318/1418 03037G51KT 3SM +SHRA OVC020 FM140000 05050G68KT 3SM +SHRA OVC020"
    + " FM141300 11053G70KT 2SM +SHRA OVC010"

  // MARK: - The receipt rule

  /// (report, received at, expected observation instant or nil)
  static let receipts: [(String, Date, Date?)] = [
    // Day 31 received on the 1st: the month before ...
    (cyra, utc(2026, 11, 1, 0, 5), utc(2026, 10, 31, 21, 0)),
    // ... across the year end too.
    (cyra, utc(2027, 1, 1, 1, 0), utc(2026, 12, 31, 21, 0)),
    // Day 31 received on 1 May: April has no 31st, and no report of March comes a month late.
    (cyra, utc(2026, 5, 1, 3, 0), nil),
    // Leap day: 29 February 2028 exists, 29 February 2027 does not.
    (cylt, utc(2028, 3, 1, 0, 30), utc(2028, 2, 29, 23, 0)),
    (cylt, utc(2027, 3, 1, 0, 30), nil),
    // Fifteen days old (the service's `hours=360`): still last month, where the nearest month
    // would be the next one.
    (cylt, utc(2026, 12, 15, 0, 0), utc(2026, 11, 29, 23, 0)),
    // Received 20 minutes "before" it was observed (clocks differ): within the hour allowed.
    (egbj, utc(2026, 10, 31, 14, 0), utc(2026, 10, 31, 14, 20)),
    // 80 minutes before: not this month's 31st, and September has none.
    (egbj, utc(2026, 10, 31, 13, 0), nil),
  ]

  @Test(arguments: receipts)
  func observationTimeOfAReceivedReport(_ report: String, _ receivedAt: Date, _ expected: Date?) throws {
    var metar = try METAR(report)
    let time = try #require(metar.time)
    expectEqual(time.date(receivedAt: receivedAt), expected)
    metar.resolveDates(receivedAt: receivedAt)
    expectEqual(metar.observedAt, expected)
  }

  @Test func aFifteenDayOldReportIsPlacedDifferentlyByTheNearestMonthRule() throws {
    // `date(relativeTo:)` (wxparse's --reference-date) takes the nearest month: for a date near
    // the observation, not for a receipt two weeks later.
    let time = try #require(try METAR(Self.cylt).time)
    expectEqual(time.date(relativeTo: utc(2026, 12, 15)), utc(2026, 12, 29, 23))
    expectEqual(time.date(receivedAt: utc(2026, 12, 15)), utc(2026, 11, 29, 23))
  }

  @Test(arguments: [
    DayTime(day: 0, hour: 12, minute: 0), DayTime(day: 32, hour: 12, minute: 0), DayTime(day: 5, hour: 25, minute: 0),
    DayTime(day: 5, hour: -1, minute: 0), DayTime(day: 5, hour: 12, minute: 60), DayTime(day: nil, hour: 99, minute: 0),
    DayTime(day: Int.max, hour: Int.min, minute: Int.max),
  ])
  func valuesNoReportHoldsResolveToNothing(_ time: DayTime) {
    let reference = utc(2026, 11, 23, 12)
    expectNil(time.date(relativeTo: reference))
    expectNil(time.date(receivedAt: reference))
    expectNil(TAFValidity(from: time, to: time).dates(relativeTo: reference))
  }

  @Test func referencesThatAreNoDatesResolveToNothing() {
    let time = DayTime(day: 23, hour: 12, minute: 0)
    for reference in [
      Date(timeIntervalSinceReferenceDate: .infinity), Date(timeIntervalSinceReferenceDate: -.infinity),
      Date(timeIntervalSinceReferenceDate: .nan), Date(timeIntervalSinceReferenceDate: 1e300),
    ] {
      expectNil(time.date(relativeTo: reference))
      expectNil(time.date(receivedAt: reference))
      expectNil(DayTime(day: nil, hour: 12, minute: 0).date(relativeTo: reference))
    }
    expectNil(time.date(receivedAt: utc(2026, 11, 23), tolerance: .nan))
    expectNil(time.date(receivedAt: utc(2026, 11, 23), tolerance: -1))
    // A day-time without a day cannot be placed by the day of a receipt.
    expectNil(DayTime(day: nil, hour: 12, minute: 0).date(receivedAt: utc(2026, 11, 23)))
  }

  @Test func decodingSetsNoDate() throws {
    try expectNil(METAR(Self.cyra).observedAt)
    let taf = try TAF(Self.kewnTAF)
    #expect(taf.issuedAt == nil && taf.validFrom == nil && taf.validTo == nil)
  }

  // MARK: - TAF

  @Test func tafIssueAndValidityFromTheReceipt() throws {
    var taf = try TAF(Self.kewnTAF)
    taf.resolveDates(receivedAt: utc(2018, 9, 13, 19))
    expectEqual(taf.issuedAt, utc(2018, 9, 13, 17, 24))
    expectEqual(taf.validFrom, utc(2018, 9, 13, 18))
    expectEqual(taf.validTo, utc(2018, 9, 14, 18))
    // The change groups, placed from the start of validity.
    let groups = taf.changeGroups.map { taf.dates(of: $0) }
    expectEqual(groups.map { $0?.from }, [utc(2018, 9, 14, 0), utc(2018, 9, 14, 13)])
    #expect(groups.allSatisfy { $0 != nil && $0?.to == nil })  // FM groups have no end
    let base = try #require(taf.base.flatMap { taf.dates(of: $0) })
    #expect(base.from == taf.validFrom && base.to == taf.validTo)
  }

  @Test func tafChangeGroupWindowsAcrossTheMonthEnd() throws {
    // A real TAF (Fixtures/taf_corpus.txt) with TEMPO and BECMG windows, read as if its
    // validity crossed from 30 November into December: `3018/0124`-style days.
    let text = try #require(try Fixture.lines("taf_corpus.txt").first { $0.hasPrefix("TAF AMD BGSF 091757Z") })
    var taf = try TAF(text)
    taf.resolveDates(relativeTo: utc(2026, 11, 9, 18))
    expectEqual(taf.issuedAt, utc(2026, 11, 9, 17, 57))
    expectEqual(taf.validFrom, utc(2026, 11, 9, 18))
    expectEqual(taf.validTo, utc(2026, 11, 11, 0))  // `1024`: midnight ending the 10th
    let tempo = try #require(taf.changeGroups.first { $0.kind == .temporary })
    let window = try #require(taf.dates(of: tempo))
    #expect(window.from == utc(2026, 11, 9, 18) && window.to == utc(2026, 11, 10, 2))
    // Unresolved: no dates for the groups either.
    try expectNil(TAF(text).dates(of: tempo))
  }

  // MARK: - Codable

  @Test func metarCodableWritesObservedAtAsISO8601() throws {
    var metar = try METAR(Self.cyra)
    metar.resolveDates(receivedAt: utc(2026, 11, 1, 0, 5))
    for strategy in [JSONEncoder.DateEncodingStrategy.deferredToDate, .secondsSince1970] {
      let encoder = JSONEncoder()
      encoder.dateEncodingStrategy = strategy
      let data = try encoder.encode(metar)
      let object = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
      #expect(object["observedAt"] as? String == "2026-10-31T21:00:00Z")
      let decoded = try JSONDecoder().decode(METAR.self, from: data)
      expectEqual(decoded, metar)
      expectEqual(decoded.observedAt, utc(2026, 10, 31, 21))
    }
  }

  @Test func recordsWithoutDatesStayReadable() throws {
    let metar = try METAR(Self.cyra)
    let metarData = try JSONEncoder().encode(metar)
    #expect(!String(decoding: metarData, as: UTF8.self).contains("observedAt"))
    try expectEqual(JSONDecoder().decode(METAR.self, from: metarData), metar)
    let taf = try TAF(Self.kewnTAF)
    let tafData = try JSONEncoder().encode(taf)
    let text = String(decoding: tafData, as: UTF8.self)
    #expect(!text.contains("issuedAt") && !text.contains("validFrom") && !text.contains("validTo"))
    try expectEqual(JSONDecoder().decode(TAF.self, from: tafData), taf)
  }

  @Test func tafCodableWritesItsDatesAsWxparseNamesThem() throws {
    var taf = try TAF(Self.kewnTAF)
    taf.resolveDates(receivedAt: utc(2018, 9, 13, 19))
    let data = try JSONEncoder().encode(taf)
    let object = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
    #expect(object["issuedAt"] as? String == "2018-09-13T17:24:00Z")
    #expect(object["validFrom"] as? String == "2018-09-13T18:00:00Z")
    #expect(object["validTo"] as? String == "2018-09-14T18:00:00Z")
    try expectEqual(JSONDecoder().decode(TAF.self, from: data), taf)
  }

  /// Replaces `"key":"..."` (or adds it) in the JSON of `value` and decodes the result.
  static func decodeWith<T: Codable>(_ value: T, _ key: String, _ json: String) throws -> T {
    var object = try #require(try JSONSerialization.jsonObject(with: JSONEncoder().encode(value)) as? [String: Any])
    object[key] = try JSONSerialization.jsonObject(with: Data(json.utf8), options: .fragmentsAllowed)
    return try JSONDecoder().decode(T.self, from: JSONSerialization.data(withJSONObject: object))
  }

  @Test(arguments: [
    "\"2026-02-30T10:00:00Z\"", "\"2026-13-01T00:00:00Z\"", "\"2026-10-31T25:00:00Z\"", "\"2026-10-31 21:00:00Z\"",
    "\"2026-10-31T21:00:00+01:00\"", "\"2026-10-31T21:00:00.5Z\"", "\"yesterday\"", "\"\"",
  ])
  func malformedDatesAreACorruptedRecord(_ json: String) throws {
    let metar = try METAR(Self.cyra)
    let taf = try TAF(Self.kewnTAF)
    for decode in [
      { _ = try Self.decodeWith(metar, "observedAt", json) }, { _ = try Self.decodeWith(taf, "issuedAt", json) },
      { _ = try Self.decodeWith(taf, "validFrom", json) }, { _ = try Self.decodeWith(taf, "validTo", json) },
    ] as [() throws -> Void] {
      do {
        try decode()
        Issue.record("\(json) was read as a date")
      } catch DecodingError.dataCorrupted(let context) {
        #expect(context.debugDescription.contains("is not a UTC time such as 2026-12-01T01:51:00Z"))
      } catch {
        Issue.record("unexpected error \(error)")
      }
    }
  }

  @Test func aDateOfAnotherTypeIsATypeMismatch() throws {
    let metar = try METAR(Self.cyra)
    #expect {
      _ = try Self.decodeWith(metar, "observedAt", "1700000000")
    } throws: { error in
      if case DecodingError.typeMismatch = error { return true }
      return false
    }
    // `null` is no date: the record is read without one.
    try expectNil(Self.decodeWith(metar, "observedAt", "null").observedAt)
  }

  @Test func corpusReportsRoundTripWithTheirDates() throws {
    let reference = utc(2026, 1, 7)
    var compared = 0
    for line in try Fixture.lines("metar_corpus.txt").prefix(3000) {
      guard var metar = try? METAR(line) else { continue }
      metar.resolveDates(relativeTo: reference)
      let decoded = try JSONDecoder().decode(METAR.self, from: JSONEncoder().encode(metar))
      #expect(decoded == metar, "\(line)")
      expectEqual(decoded.observedAt, metar.time?.date(relativeTo: reference))
      compared += 1
    }
    #expect(compared > 2900)
    var tafs = 0
    for line in try Fixture.lines("taf_corpus.txt").prefix(500) {
      guard var taf = try? TAF(line) else { continue }
      taf.resolveDates(relativeTo: reference)
      let decodedTAF = try JSONDecoder().decode(TAF.self, from: JSONEncoder().encode(taf))
      #expect(decodedTAF == taf, "\(line)")
      // The dates were resolved (every TAF with a validity has them) and read back.
      #expect((decodedTAF.validFrom != nil) == (taf.validity != nil), "\(line)")
      tafs += 1
    }
    // Every TAF of the corpus decodes (TAFCorpusTests), so all 500 were compared.
    expectEqual(tafs, 500)
  }

  @Test func handWrittenJSONWritesObservedAtAsTheCodableFormDoes() throws {
    // The same members and values (Foundation's encoder on Linux does not keep key order; the
    // bytes are compared with wxparse's encoder in WxparseTests' ResolvedDateAgreementTests).
    var compared = 0
    // Every 100th report (488; every 25th, 1,949, when `AVIATIONWEATHER_FULL_CORPUS=1`: CorpusSweep).
    let sample = try CorpusSweep.lines("metar_corpus.txt", every: 100, fullEvery: 25)
    for line in sample.lines {
      guard var metar = try? METAR(line) else { continue }
      metar.resolveDates(relativeTo: utc(2026, 1, 7))
      var written: [UInt8] = []
      #expect(metar.writeJSON(into: &written))
      let handWritten = try JSONSerialization.jsonObject(with: Data(written)) as? NSDictionary
      let codable = try JSONSerialization.jsonObject(with: JSONEncoder().encode(metar)) as? NSDictionary
      #expect(handWritten != nil && handWritten == codable, "\(line)")
      #expect(handWritten?["observedAt"] != nil)
      compared += 1
    }
    #expect(compared > sample.atLeast(48_000))
  }

  // MARK: - Fetching

  @Test func fetchedMETARsAreObservedBeforeTheAnswersDateHeader() async throws {
    // The server's `Date` header is the receipt: day 31 received on 1 November 2025.
    let response = TransportResponse(
      status: 200, headers: ["Date": "Sat, 01 Nov 2025 00:20:00 GMT"], body: Array((Self.cyra + "\n").utf8))
    let client = AviationWeatherClient(transport: ScriptedTransport(response), baseURL: testBaseURL)
    let metar = try #require(try await client.metars(for: ["CYRA"]).reports.first)
    expectEqual(metar.observedAt, utc(2025, 10, 31, 21))
  }

  @Test func fetchedTAFsAreDatedFromTheAnswersDateHeader() async throws {
    let text = try String(
      contentsOf: Fixture.directory.appendingPathComponent("fetching/carolina/taf/KEWN.txt"), encoding: .utf8)
    let response = TransportResponse(
      status: 200, headers: ["date": "Thu, 13 Sep 2018 19:00:00 GMT"], body: Array(text.utf8))
    let client = AviationWeatherClient(transport: ScriptedTransport(response), baseURL: testBaseURL)
    let taf = try #require(try await client.tafs(for: ["KEWN"]).reports.first)
    expectEqual(taf.issuedAt, utc(2018, 9, 13, 17, 24))
    expectEqual(taf.validFrom, utc(2018, 9, 13, 18))
    expectEqual(taf.validTo, utc(2018, 9, 14, 18))
  }

  @Test func withoutADateHeaderTheArrivalIsTheReceipt() async throws {
    let before = Date()
    let client = AviationWeatherClient(transport: try ScriptedTransport(fixture: "answers/metar_odd_groups.txt"))
    let batch = try await client.metars(for: ["AGGG", "DRRM"])
    #expect(!batch.reports.isEmpty)
    for metar in batch.reports {
      let observed = try #require(metar.observedAt)
      expectEqual(metar.time?.date(receivedAt: observed), observed)
      #expect(observed <= Date().addingTimeInterval(3600))
      #expect(observed > before.addingTimeInterval(-62 * 86_400))
    }
  }

  @Test func nearbyWeatherGivesTheReportsDates() async throws {
    let client = AviationWeatherClient(transport: RecordedService(scenario: "carolina"), baseURL: testBaseURL)
    let near = try await client.weatherNear(latitude: 34.685, longitude: -76.9, at: carolinaDate)
    // SPECI KMRH 131829Z ...; TAF AMD KNKT 1315/1415 (no issue time).
    expectEqual(near.metarObservedAt, utc(2018, 9, 13, 18, 29))
    expectNil(near.tafIssuedAt)
    expectEqual(near.tafValidFrom, utc(2018, 9, 13, 15))
    expectEqual(near.tafValidTo, utc(2018, 9, 14, 15))
    expectEqual(near.timeline?.start, near.tafValidFrom)
    expectEqual(near.timeline?.end, near.tafValidTo)
    // The answer's Codable form carries them and reads back equal.
    let data = try JSONEncoder().encode(near)
    #expect(String(decoding: data, as: UTF8.self).contains("\"observedAt\":\"2018-09-13T18:29:00Z\""))
    let decoded = try JSONDecoder().decode(NearbyWeather.self, from: data)
    expectEqual(decoded, near)
    expectEqual(decoded.metarObservedAt, near.metarObservedAt)
  }

  @Test func storageStaysWithinTheBudget() {
    // The resolved date is stored inline (no box, no allocation when set); the budget is the
    // storage test's (METARStorageTests.metarStaysSmall).
    #expect(MemoryLayout<METAR>.size <= 384)
  }
}

extension ResolvedDateTests {
  @Test func datesNoRecordCanHoldAreAnEncodingError() throws {
    var metar = try METAR(Self.cyra)
    var taf = try TAF(Self.kewnTAF)
    // Not finite: kept as no date, so a report stays equal to itself.
    metar.observedAt = Date(timeIntervalSinceReferenceDate: .nan)
    taf.validTo = Date(timeIntervalSinceReferenceDate: .infinity)
    #expect(metar.observedAt == nil && taf.validTo == nil)
    expectEqual(metar, metar)
    // Finite but beyond the year 9999: the record cannot be written.
    metar.observedAt = Date(timeIntervalSince1970: 1e300)
    taf.issuedAt = Date(timeIntervalSince1970: -1e12)
    for encode in [{ _ = try JSONEncoder().encode(metar) }, { _ = try JSONEncoder().encode(taf) }]
      as [() throws -> Void]
    {
      #expect {
        try encode()
      } throws: { error in
        guard case EncodingError.invalidValue(_, let context) = error else { return false }
        return context.debugDescription.contains("is not an instant of the years 1000–9999")
      }
    }
    var buffer: [UInt8] = []
    #expect(!metar.writeJSON(into: &buffer))
    #expect(buffer.isEmpty)
  }
}
