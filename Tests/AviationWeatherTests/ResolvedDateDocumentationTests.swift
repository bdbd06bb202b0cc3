import AviationWeather
import Foundation
import TestSupport
import Testing

/// The examples of the "Resolved dates" section of the Fetching Weather article, run as
/// written (``DocumentationExampleTests/everySwiftExampleIsCopiedHere()`` finds them here).
@Suite("Documentation: resolved dates")
struct ResolvedDateDocumentationTests {
  @Test func resolvedDates() async throws {
    struct CannedTransport: WeatherTransport {
      var answer: TransportResponse

      func send(_ request: TransportRequest) async throws -> TransportResponse { answer }
    }

    let answer = TransportResponse(
      status: 200, headers: ["Date": "Sat, 01 Nov 2025 00:20:00 GMT"],
      body: Array(
        "CYRA 312100Z VRB02KT 4SM -SN BR OVC005 M13/M15 A2957 RMK ST8 LAST STFD OBS/NEXT 011500 Z SLP038".utf8))
    let received = AviationWeatherClient(transport: CannedTransport(answer: answer))
    let cyra = try await received.metars(for: ["CYRA"]).reports[0]
    let day = cyra.time  // day 31 21:00Z
    let observed = cyra.observedAt?.formatted(.iso8601)  // "2025-10-31T21:00:00Z"
    expectEqual(day?.description, "day 31 21:00Z")
    expectEqual(observed, "2025-10-31T21:00:00Z")

    var taf = try TAF("TAF KEWN 131724Z 1318/1418 03037G51KT 3SM +SHRA OVC020 FM140000 05050G68KT 3SM +SHRA OVC020")
    taf.resolveDates(receivedAt: Date(timeIntervalSince1970: 1_536_865_200))  // 2018-09-13 19:00Z
    let issued = taf.issuedAt?.formatted(.iso8601)  // "2018-09-13T17:24:00Z"
    let validTo = taf.validTo?.formatted(.iso8601)  // "2018-09-14T18:00:00Z"
    let firstChange = taf.dates(of: taf.changeGroups[0])?.from.formatted(.iso8601)  // "2018-09-14T00:00:00Z"
    expectEqual(issued, "2018-09-13T17:24:00Z")
    expectEqual(validTo, "2018-09-14T18:00:00Z")
    expectEqual(firstChange, "2018-09-14T00:00:00Z")

    let json = String(decoding: try JSONEncoder().encode(cyra), as: UTF8.self)
    let carried = json.contains(#""observedAt":"2025-10-31T21:00:00Z""#)  // true
    let back = try JSONDecoder().decode(METAR.self, from: Data(json.utf8))
    let same = back == cyra  // true
    #expect(carried)
    #expect(same)
  }
}
