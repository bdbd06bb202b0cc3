import Foundation
import Testing

@testable import AviationWeather

/// Raw answers split into reports and decoded; bad reports stay per report.
@Suite("Fetching: METAR and TAF answers")
struct FetchingReportTests {
  let service = RecordedService(scenario: "carolina")
  var client: AviationWeatherClient { AviationWeatherClient(transport: service, baseURL: testBaseURL) }

  @Test("Latest METARs of three stations from one answer, in the order sent")
  func multiStationMETARs() async throws {
    let batch = try await client.metars(for: ["KEWN", "KNKT", "KOAJ"])
    #expect(batch.failures.isEmpty)
    #expect(batch.reports.map(\.station) == ["KEWN", "KNKT", "KOAJ"])
    // SPECI KNKT 131858Z 02033G43KT 1 3/4SM BR FEW024 BKN029 OVC037 26/25 A2965 ...
    let knkt = try #require(batch.latest(for: "KNKT"))
    #expect(knkt.kind == .speci)
    #expect(knkt.time == DayTime(day: 13, hour: 18, minute: 58))
    #expect(knkt.wind?.degrees == 20)
    #expect(knkt.wind?.speed == Speed(33, .knots))
    #expect(knkt.wind?.gust == Speed(43, .knots))
    #expect(knkt.visibility?.distance == Distance(1.75, .statuteMiles))
    // METAR KEWN 131854Z AUTO 03020G42KT 3SM RA BR ... A2974
    let kewn = try #require(batch.latest(for: "KEWN"))
    #expect(kewn.kind == .metar && kewn.isAutomated)
    #expect(kewn.altimeter?.value == 29.74)
    #expect(batch.description == "3 reports")
  }

  @Test("hours=4 gives every report sent, newest first")
  func hoursBack() async throws {
    let batch = try await client.metars(for: ["KNKT"], hours: 4)
    #expect(batch.reports.map(\.time?.hour) == [18, 17, 16, 15, 15])
    #expect(batch.reports.map(\.kind) == [.speci, .metar, .metar, .metar, .speci])
    #expect(batch.latest(for: "KNKT")?.time == DayTime(day: 13, hour: 18, minute: 58))
  }

  @Test("TAFs split over lines are one TAF each")
  func foldedTAFs() async throws {
    let batch = try await client.tafs(for: ["KEWN", "KNKT", "KOAJ"])
    #expect(batch.failures.isEmpty)
    #expect(batch.reports.map(\.station) == ["KEWN", "KNKT", "KOAJ"])
    // TAF KOAJ 131724Z 1318/1418 ... / FM140200 ... / FM140900 ... / FM141500 ... AMD LTD TO CLD VIS AND WIND
    let koaj = try #require(batch.latest(for: "KOAJ"))
    #expect(koaj.forecasts.map(\.kind) == [.base, .from, .from, .from])
    #expect(koaj.forecasts.last?.from == DayTime(day: 14, hour: 15, minute: 0))
    #expect(koaj.forecasts.last?.wind?.gust == Speed(66, .knots))
    #expect(koaj.raw.hasPrefix("TAF KOAJ 131724Z 1318/1418 01032G45KT 3SM +SHRA OVC025\n      FM140200"))
    #expect(koaj.unparsed.isEmpty)
    // TAF AMD KNKT 1315/1415 ... / BECMG 1316/1318 ...: no issue time (military), amended
    let knkt = try #require(batch.latest(for: "KNKT"))
    #expect(knkt.isAmended && knkt.issueTime == nil)
    #expect(knkt.forecasts.map(\.kind) == [.base, .becoming])
  }

  @Test("A TAF inside a METAR answer (taf=on) fails alone; the METARs around it are kept")
  func tafInMETARAnswer() async throws {
    let transport = try ScriptedTransport(fixture: "answers/metar_taf_on.txt")
    let batch = try await AviationWeatherClient(transport: transport).metars(for: ["KEWN", "KOAJ"])
    #expect(batch.reports.map(\.station) == ["KEWN", "KOAJ"])
    #expect(batch.failures.map(\.code) == [.wrongReportType])
    #expect(batch.failures.first?.report.hasPrefix("TAF KEWN 131724Z") == true)
    #expect(batch.description == "2 reports, 1 undecodable")
  }

  @Test("A line that is no report (synthetic) fails alone")
  func garbageLine() async throws {
    let transport = try ScriptedTransport(fixture: "answers/metar_garbage_line.txt")
    let batch = try await AviationWeatherClient(transport: transport).metars(for: ["KNCA", "KOAJ"])
    #expect(batch.reports.map(\.station) == ["KNCA", "KOAJ"])
    #expect(batch.failures.map(\.code) == [.notAWeatherReport])
    #expect(batch.failures.first?.token == "Error:")
  }

  @Test("Decoding options reach the decoder: strict turns an unknown group into a per-report failure")
  func strictOptions() async throws {
    // AGGG ... 26/22 1008 (pressure without Q) and DRRM 051600Z 0808KT (three-digit direction missing a digit).
    let transport = try ScriptedTransport(fixture: "answers/metar_odd_groups.txt")
    let lenient = try await AviationWeatherClient(transport: transport).metars(for: ["AGGG", "DRRM"])
    #expect(lenient.failures.isEmpty)
    // Lenient decoding reads `1008` as `Q1008` and lists the repair; `0808KT` stays unparsed.
    #expect(lenient.reports.map { $0.unparsed.map(\.text) } == [[], ["0808KT"]])
    #expect(lenient.reports.map { $0.repaired.map(\.readAs) } == [["Q1008"], []])
    let strict = try await AviationWeatherClient(transport: transport, decodingOptions: .strict)
      .metars(for: ["AGGG", "DRRM"])
    #expect(strict.reports.isEmpty)
    #expect(strict.failures.map(\.code) == [.unexpectedToken, .unexpectedToken])
    #expect(strict.failures.map(\.token) == ["1008", "0808KT"])
  }
}

/// The raw-answer splitter on bytes.
@Suite("Fetching: splitting raw answers")
struct ReportSplitterTests {
  @Test("Indented lines continue a report; blank lines, CRLF and tabs handled")
  func splitting() {
    let body = Array(
      ("METAR KEWN 131854Z AUTO 03020G42KT 3SM RA BR FEW028 BKN070 OVC095 26/24 A2974\r\n\r\n"
        + "TAF KEWN 131724Z 1318/1418 03037G51KT 3SM +SHRA OVC020\r\n\tFM140000 05050G68KT 3SM +SHRA OVC020\r\n"
        + "      FM141300 11053G70KT 2SM +SHRA OVC010\n   \nMETAR KOAJ 131856Z AUTO 01018G25KT").utf8)
    #expect(
      _splitReports(body) == [
        "METAR KEWN 131854Z AUTO 03020G42KT 3SM RA BR FEW028 BKN070 OVC095 26/24 A2974",
        "TAF KEWN 131724Z 1318/1418 03037G51KT 3SM +SHRA OVC020\n\tFM140000 05050G68KT 3SM +SHRA OVC020\n"
          + "      FM141300 11053G70KT 2SM +SHRA OVC010",
        "METAR KOAJ 131856Z AUTO 01018G25KT",
      ])
  }

  @Test("An answer starting with an indented line keeps it as a report; empty answers give none")
  func edges() {
    #expect(_splitReports(Array("   FM140000 05050G68KT\n".utf8)) == ["FM140000 05050G68KT"])
    #expect(_splitReports([]) == [])
    #expect(_splitReports(Array("\n\r\n  \n".utf8)) == [])
  }
}
