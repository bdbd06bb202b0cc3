import Foundation
import TestSupport
import Testing

@testable import AviationWeather

/// Every failure of a request becomes a typed ``FetchError``; nothing is retried.
@Suite("Fetching: errors")
struct FetchingErrorTests {
  private func metarError(_ transport: ScriptedTransport) async -> FetchError? {
    let client = AviationWeatherClient(transport: transport, baseURL: testBaseURL)
    let error = await fetchError { () async throws(FetchError) in _ = try await client.metars(for: ["KEWN"]) }
    #expect(await transport.log.requests.count == 1, "one request, never a retry")
    return error
  }

  private let url = "https://aviationweather.gov/api/data/metar?ids=KEWN&format=raw"

  @Test("204 and empty or blank bodies: noData")
  func noData() async {
    for response in [
      TransportResponse(status: 204), TransportResponse(status: 200),
      TransportResponse(status: 200, body: Array(" \r\n\n".utf8)),
    ] {
      let error = await metarError(ScriptedTransport(response))
      expectEqual(error, FetchError(code: .noData, url: url, status: response.status))
    }
  }

  @Test("400 with the service's short text")
  func badRequest() async {
    let error = await metarError(
      ScriptedTransport(TransportResponse(status: 400, body: Array("Invalid format: xml\n".utf8))))
    expectEqual(error, FetchError(code: .badRequest, url: url, status: 400, message: "Invalid format: xml"))
    expectEqual(error?.description, "the service rejected the query (HTTP 400) for \(url): Invalid format: xml")
  }

  @Test("404")
  func notFound() async {
    let error = await metarError(ScriptedTransport(TransportResponse(status: 404, body: Array("Not Found".utf8))))
    #expect(error?.code == .notFound && error?.status == 404)
  }

  @Test("429 with Retry-After in seconds: rateLimited, the wait kept, no retry")
  func rateLimitedSeconds() async {
    let error = await metarError(
      ScriptedTransport(TransportResponse(status: 429, headers: ["retry-after": "120"], body: Array("Too many".utf8))))
    expectEqual(error?.code, .rateLimited)
    expectEqual(error?.retryAfter, 120)
    expectEqual(error?.description, "rate limited: too many requests (HTTP 429), retry after 120 s for \(url): Too many")
  }

  @Test("429 with Retry-After as an HTTP date: seconds after the answer's Date")
  func rateLimitedDate() async {
    let error = await metarError(
      ScriptedTransport(
        TransportResponse(
          status: 429,
          headers: ["Retry-After": "Thu, 13 Sep 2018 19:01:30 GMT", "Date": "Thu, 13 Sep 2018 19:00:00 GMT"])))
    expectEqual(error?.retryAfter, 90)
  }

  @Test("429 without or with a bad Retry-After: no wait given")
  func rateLimitedNoWait() async {
    for headers in [[:], ["Retry-After": "soon"], ["Retry-After": "99999999999999999999"]] {
      let error = await metarError(ScriptedTransport(TransportResponse(status: 429, headers: headers)))
      #expect(error?.code == .rateLimited && error?.retryAfter == nil)
    }
  }

  @Test("5xx: serverError, with Retry-After when a 503 gives one", arguments: [500, 502, 503, 599])
  func serverError(_ status: Int) async {
    let error = await metarError(ScriptedTransport(TransportResponse(status: status, headers: ["Retry-After": "30"])))
    #expect(error?.code == .serverError && error?.status == status && error?.retryAfter == 30)
  }

  @Test("Other statuses: unexpectedStatus", arguments: [301, 304, 401, 403, 418])
  func otherStatus(_ status: Int) async {
    let error = await metarError(ScriptedTransport(TransportResponse(status: status)))
    #expect(error?.code == .unexpectedStatus && error?.status == status)
  }

  @Test("A transport's FetchError (timeout) passes through unchanged")
  func timeout() async {
    let thrown = FetchError(code: .timedOut, url: url, message: "no answer within 2 s")
    #expect(await metarError(ScriptedTransport(error: thrown)) == thrown)
  }

  @Test("Any other transport error becomes transport; cancellation becomes cancelled")
  func otherTransportErrors() async {
    struct Broken: Error, CustomStringConvertible { var description: String { "connection reset by peer" } }
    let error = await metarError(ScriptedTransport(error: Broken()))
    expectEqual(error, FetchError(code: .transport, url: url, message: "connection reset by peer"))
    #expect(await metarError(ScriptedTransport(error: CancellationError()))?.code == .cancelled)
  }

  @Test("Bodies that are not raw reports: undecodableBody")
  func undecodableRaw() async {
    let bodies: [[UInt8]] = [
      Array("<!DOCTYPE html><html><body>Maintenance</body></html>".utf8),
      Array("[{\"icaoId\":\"KEWN\"}]".utf8),
      [0x4B, 0x45, 0x57, 0x4E, 0x20, 0xFF, 0xFE],  // invalid UTF-8 (synthetic)
    ]
    for body in bodies {
      let error = await metarError(ScriptedTransport(TransportResponse(status: 200, body: body)))
      #expect(error?.code == .undecodableBody && error?.status == 200)
    }
  }

  @Test("Station info that is not the documented JSON: undecodableBody")
  func undecodableJSON() async {
    for text in ["METAR KEWN 131854Z", "{\"icaoId\":\"KEWN\"}", "[1, 2]", "[{\"icaoId\": "] {
      let client = AviationWeatherClient(
        transport: ScriptedTransport(TransportResponse(status: 200, body: Array(text.utf8))), baseURL: testBaseURL)
      let error = await fetchError { () async throws(FetchError) in _ = try await client.stations(ids: ["KEWN"]) }
      #expect(error?.code == .undecodableBody, "\(text)")
    }
  }

  @Test("Errors are values: Codable round trip, plain-English descriptions")
  func errorValues() throws {
    let error = FetchError(code: .timedOut, url: url, message: "no answer within 2 s")
    let decoded = try JSONDecoder().decode(FetchError.self, from: try JSONEncoder().encode(error))
    expectEqual(decoded, error)
    expectEqual(error.description, "no answer within the timeout for \(url): no answer within 2 s")
    expectEqual(FetchError(code: .noData, url: url, status: 204).description, "no data for the query (HTTP 204) for \(url)")
  }
}

/// `stationinfo` JSON to ``Station``.
@Suite("Fetching: station info")
struct FetchingStationTests {
  @Test("The recorded station list decodes: ids, names, positions, elevations, products")
  func recordedList() async throws {
    let service = RecordedService(scenario: "carolina")
    let stations = try await AviationWeatherClient(transport: service, baseURL: testBaseURL)
      .stations(ids: ["KMRH", "KNKT"])
    expectEqual(stations.map(\.icaoID), ["KMRH", "KNKT"])
    let kmrh = try #require(stations.first)
    expectEqual(kmrh.name, "Beaufort/Smith Fld")
    #expect(kmrh.iataID == "MRH" && kmrh.faaID == "MRH" && kmrh.wmoID == nil)
    #expect(kmrh.state == "NC" && kmrh.country == "US")
    #expect(kmrh.latitude == 34.7336 && kmrh.longitude == -76.6606)
    expectEqual(kmrh.elevation, Distance(3, .meters))
    #expect(kmrh.products == [.metar] && kmrh.hasMETAR && !kmrh.hasTAF)
    #expect(stations.last?.iataID == nil, "'-' means none")
    expectEqual(stations.last?.products, [.metar, .taf])
    expectEqual(kmrh.description, "KMRH Beaufort/Smith Fld (34.7336, -76.6606), 3 m, METAR")
  }

  @Test("Tolerant decoding: numbers as strings, a comma-separated siteType; entries without id or position left out")
  func tolerant() throws {
    let json = """
      [{"icaoId":"KEWN","lat":"35.073","lon":-77.0429,"elev":"6","site":"New Bern","siteType":"METAR,TAF","wmoId":72309},
       {"icaoId":"","lat":35,"lon":-77},
       {"icaoId":"KXXX","lat":null,"lon":-77},
       {"icaoId":"KYYY","lat":95,"lon":-77},
       {"icaoId":"KOAJ","lat":34.8292,"lon":-77.6121}]
      """
    let stations = try Station.decodeList(json: Array(json.utf8))
    expectEqual(stations.map(\.icaoID), ["KEWN", "KOAJ"])
    #expect(stations.first?.latitude == 35.073 && stations.first?.elevation == Distance(6, .meters))
    expectEqual(stations.first?.products, [.metar, .taf])
    expectEqual(stations.first?.wmoID, "72309")
    #expect(stations.last?.products == [] && stations.last?.elevation == nil && stations.last?.name == "")
  }
}
