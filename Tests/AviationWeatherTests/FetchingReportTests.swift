import Foundation
import TestSupport
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
    expectEqual(batch.reports.map(\.station), ["KEWN", "KNKT", "KOAJ"])
    // SPECI KNKT 131858Z 02033G43KT 1 3/4SM BR FEW024 BKN029 OVC037 26/25 A2965 ...
    let knkt = try #require(batch.latest(for: "KNKT"))
    expectEqual(knkt.kind, .speci)
    expectEqual(knkt.time, DayTime(day: 13, hour: 18, minute: 58))
    expectEqual(knkt.wind?.degrees, 20)
    expectEqual(knkt.wind?.speed, Speed(33, .knots))
    expectEqual(knkt.wind?.gust, Speed(43, .knots))
    expectEqual(knkt.visibility?.distance, Distance(1.75, .statuteMiles))
    // METAR KEWN 131854Z AUTO 03020G42KT 3SM RA BR ... A2974
    let kewn = try #require(batch.latest(for: "KEWN"))
    #expect(kewn.kind == .metar && kewn.isAutomated)
    expectEqual(kewn.altimeter?.value, 29.74)
    expectEqual(batch.description, "3 reports")
  }

  @Test("hours=4 gives every report sent, newest first")
  func hoursBack() async throws {
    let batch = try await client.metars(for: ["KNKT"], hours: 4)
    expectEqual(batch.reports.map(\.time?.hour), [18, 17, 16, 15, 15])
    expectEqual(batch.reports.map(\.kind), [.speci, .metar, .metar, .metar, .speci])
    expectEqual(batch.latest(for: "KNKT")?.time, DayTime(day: 13, hour: 18, minute: 58))
  }

  @Test("TAFs split over lines are one TAF each")
  func foldedTAFs() async throws {
    let batch = try await client.tafs(for: ["KEWN", "KNKT", "KOAJ"])
    #expect(batch.failures.isEmpty)
    expectEqual(batch.reports.map(\.station), ["KEWN", "KNKT", "KOAJ"])
    // TAF KOAJ 131724Z 1318/1418 ... / FM140200 ... / FM140900 ... / FM141500 ... AMD LTD TO CLD VIS AND WIND
    let koaj = try #require(batch.latest(for: "KOAJ"))
    expectEqual(koaj.forecasts.map(\.kind), [.base, .from, .from, .from])
    expectEqual(koaj.forecasts.last?.from, DayTime(day: 14, hour: 15, minute: 0))
    expectEqual(koaj.forecasts.last?.wind?.gust, Speed(66, .knots))
    #expect(koaj.raw.hasPrefix("TAF KOAJ 131724Z 1318/1418 01032G45KT 3SM +SHRA OVC025 FM140200 03048G63KT"))
    #expect(koaj.unparsed.isEmpty)
    // TAF AMD KNKT 1315/1415 ... / BECMG 1316/1318 ...: no issue time (military), amended
    let knkt = try #require(batch.latest(for: "KNKT"))
    #expect(knkt.isAmended && knkt.issueTime == nil)
    expectEqual(knkt.forecasts.map(\.kind), [.base, .becoming])
  }

  @Test("A TAF inside a METAR answer (taf=on) fails alone; the METARs around it are kept")
  func tafInMETARAnswer() async throws {
    let transport = try ScriptedTransport(fixture: "answers/metar_taf_on.txt")
    let batch = try await AviationWeatherClient(transport: transport).metars(for: ["KEWN", "KOAJ"])
    expectEqual(batch.reports.map(\.station), ["KEWN", "KOAJ"])
    expectEqual(batch.failures.map(\.code), [.wrongReportType])
    expectEqual(batch.failures.first?.report.hasPrefix("TAF KEWN 131724Z"), true)
    expectEqual(batch.description, "2 reports, 1 undecodable")
  }

  @Test("A line that is no report (synthetic) fails alone")
  func garbageLine() async throws {
    let transport = try ScriptedTransport(fixture: "answers/metar_garbage_line.txt")
    let batch = try await AviationWeatherClient(transport: transport).metars(for: ["KNCA", "KOAJ"])
    expectEqual(batch.reports.map(\.station), ["KNCA", "KOAJ"])
    expectEqual(batch.failures.map(\.code), [.notAWeatherReport])
    expectEqual(batch.failures.first?.token, "Error:")
  }

  @Test("Decoding options reach the decoder: strict turns an unknown group into a per-report failure")
  func strictOptions() async throws {
    // AGGG ... 26/22 1008 (pressure without Q) and DRRM 051600Z 0808KT (three-digit direction missing a digit).
    let transport = try ScriptedTransport(fixture: "answers/metar_odd_groups.txt")
    let lenient = try await AviationWeatherClient(transport: transport).metars(for: ["AGGG", "DRRM"])
    #expect(lenient.failures.isEmpty)
    // Lenient decoding reads `1008` as `Q1008` and lists the repair; `0808KT` stays unparsed.
    expectEqual(lenient.reports.map { $0.unparsed.map(\.text) }, [[], ["0808KT"]])
    expectEqual(lenient.reports.map { $0.repaired.map(\.readAs) }, [["Q1008"], []])
    let strict = try await AviationWeatherClient(transport: transport, decodingOptions: .strict)
      .metars(for: ["AGGG", "DRRM"])
    #expect(strict.reports.isEmpty)
    expectEqual(strict.failures.map(\.code), [.unexpectedToken, .unexpectedToken])
    expectEqual(strict.failures.map(\.token), ["1008", "0808KT"])
  }
}

/// Raw answers cut by the library's one splitter (``ReportSplitter``), as wxparse cuts its input.
@Suite("Fetching: splitting raw answers")
struct FetchingSplitTests {
  @Test("Indented lines continue a report with one space; blank lines, CRLF and tabs handled")
  func splitting() throws {
    let body = Array(
      ("METAR KEWN 131854Z AUTO 03020G42KT 3SM RA BR FEW028 BKN070 OVC095 26/24 A2974\r\n\r\n"
        + "TAF KEWN 131724Z 1318/1418 03037G51KT 3SM +SHRA OVC020\r\n\tFM140000 05050G68KT 3SM +SHRA OVC020\r\n"
        + "      FM141300 11053G70KT 2SM +SHRA OVC010\n   \nMETAR KOAJ 131856Z AUTO 01018G25KT").utf8)
    let reports = try AviationWeatherClient.reportTexts(body, url: "test")
    expectEqual(reports.map(\.text), [
        "METAR KEWN 131854Z AUTO 03020G42KT 3SM RA BR FEW028 BKN070 OVC095 26/24 A2974",
        "TAF KEWN 131724Z 1318/1418 03037G51KT 3SM +SHRA OVC020 FM140000 05050G68KT 3SM +SHRA OVC020"
          + " FM141300 11053G70KT 2SM +SHRA OVC010",
        "METAR KOAJ 131856Z AUTO 01018G25KT",
      ])
    expectEqual(reports.map(\.kind), [.metar, .taf, .metar])
  }

  @Test("An answer starting with an indented line keeps it as a report; empty answers give none")
  func edges() throws {
    try expectEqual(AviationWeatherClient.reportTexts(Array("   FM140000 05050G68KT\n".utf8), url: "test").map(\.text), [
        "FM140000 05050G68KT"
      ])
    #expect(try AviationWeatherClient.reportTexts([], url: "test").isEmpty)
    #expect(try AviationWeatherClient.reportTexts(Array("\n\r\n  \n".utf8), url: "test").isEmpty)
  }

  /// The streaming splitter fed `body` line by line, as wxparse feeds it (lines cut at LF, CR LF
  /// or a bare CR).
  static func streamed(_ body: String) -> [ReportText] {
    var splitter = ReportSplitter()
    var reports: [ReportText] = []
    let collect: (SplitReport) -> Void = {
      reports.append(ReportText(text: String(decoding: $0.bytes, as: UTF8.self), line: $0.line, kind: $0.kind))
    }
    let lines = body.replacingOccurrences(of: "\r\n", with: "\n").split(
      omittingEmptySubsequences: false, whereSeparator: { $0 == "\n" || $0 == "\r" })
    for (index, line) in lines.enumerated() {
      Array(line.utf8).withUnsafeBufferPointer { splitter.push($0, lineNumber: index + 1, collect) }
    }
    splitter.finish(collect)
    return reports
  }

  @Test("The client and the streaming splitter cut a real answer the same way")
  func sameAnswerSameReports() async throws {
    // A METAR answer with taf=on: METARs and a TAF folded over indented lines (Carolina, 2018).
    let text = try String(
      contentsOf: Fixture.directory.appendingPathComponent("fetching/answers/metar_taf_on.txt"), encoding: .utf8)
    let streamed = Self.streamed(text)
    expectEqual(streamed.map(\.kind), [.metar, .taf, .metar])
    expectEqual(streamed.map(\.line), [1, 2, 5])
    let batch = try await AviationWeatherClient(transport: ScriptedTransport(fixture: "answers/metar_taf_on.txt"))
      .metars(for: ["KEWN", "KOAJ"])
    expectEqual(batch.reports.map(\.raw), streamed.filter { $0.kind == .metar }.map(\.text))
    expectEqual(batch.failures.map(\.report), streamed.filter { $0.kind == .taf }.map(\.text))
    try expectEqual(AviationWeatherClient.reportTexts(Array(text.utf8), url: "test"), streamed)
  }

  @Test("The client and the streaming splitter cut an answer with '=' terminators the same way")
  func sameAnswerWithEqualsSigns() async throws {
    // The recorded TAFs of KNKT and KOAJ, each closed by `=`, then two KNKT METARs on one line,
    // each closed by `=`, as bulletins send them.
    let tafs = try ["KNKT", "KOAJ"].map {
      try String(
        contentsOf: Fixture.directory.appendingPathComponent("fetching/carolina/taf/\($0).txt"), encoding: .utf8
      ).trimmingCharacters(in: .whitespacesAndNewlines) + "="
    }
    let metars = try Fixture.lines("fetching/carolina/metar/KNKT.txt").prefix(2).map { $0 + "=" }
    let text = tafs.joined(separator: "\r\n") + "\r\n" + metars.joined(separator: " ") + "\r\n"
    let streamed = Self.streamed(text)
    expectEqual(streamed.map(\.kind), [.taf, .taf, .metar, .metar])
    #expect(streamed.allSatisfy { $0.text.hasSuffix("=") && !$0.text.dropLast().contains("=") })
    try expectEqual(AviationWeatherClient.reportTexts(Array(text.utf8), url: "test"), streamed)
    let body = TransportResponse(status: 200, body: Array(text.utf8))
    let tafBatch = try await AviationWeatherClient(transport: ScriptedTransport(body)).tafs(for: ["KNKT", "KOAJ"])
    expectEqual(tafBatch.reports.map(\.raw), streamed.filter { $0.kind == .taf }.map(\.text))
    expectEqual(tafBatch.reports.map(\.station), ["KNKT", "KOAJ"])
    let metarBatch = try await AviationWeatherClient(transport: ScriptedTransport(body)).metars(for: ["KNKT"])
    expectEqual(metarBatch.reports.map(\.raw), streamed.filter { $0.kind == .metar }.map(\.text))
    expectEqual(metarBatch.reports.map(\.kind), [.speci, .metar])
  }

  @Test("A TAF folded past the splitter's cap fails alone as reportTooLong; the TAF after it decodes")
  func foldedPastTheCap() async throws {
    let knkt = try Fixture.lines("fetching/carolina/taf/KNKT.txt")
    let koaj = try String(
      contentsOf: Fixture.directory.appendingPathComponent("fetching/carolina/taf/KOAJ.txt"), encoding: .utf8)
    let text = ([knkt[0]] + Array(repeating: knkt[1], count: 1000)).joined(separator: "\n") + "\n" + koaj
    let batch = try await AviationWeatherClient(
      transport: ScriptedTransport(TransportResponse(status: 200, body: Array(text.utf8)))
    )
    .tafs(for: ["KNKT", "KOAJ"])
    expectEqual(batch.reports.map(\.station), ["KOAJ"])
    expectEqual(batch.failures.map(\.code), [.reportTooLong])
    expectEqual(batch.failures.first?.report.hasPrefix(knkt[0]), true)
    expectEqual(batch.failures.first?.reason, "report longer than 64 KiB: not a report (its later lines were skipped)")
  }
}
