import Foundation
import TestSupport
import Testing

@testable import AviationWeather

/// The exact requests the client builds.
@Suite("Fetching: request building")
struct FetchingRequestTests {
  let service = RecordedService(scenario: "carolina")
  var client: AviationWeatherClient { AviationWeatherClient(transport: service, baseURL: testBaseURL) }

  @Test("METARs of many stations: one request, ids cleaned, raw format, User-Agent and timeout")
  func metarRequest() async throws {
    _ = try await client.metars(for: ["KEWN", " knkt", "KOAJ", "KEWN"])
    let requests = await service.log.requests
    #expect(
      requests.map(\.url.absoluteString) == ["https://aviationweather.gov/api/data/metar?ids=KEWN,KNKT,KOAJ&format=raw"]
    )
    expectEqual(requests.first?.headers["User-Agent"], AviationWeatherClient.defaultUserAgent)
    expectEqual(requests.first?.headers["Accept"], "text/plain")
    expectEqual(requests.first?.timeout, 15)
  }

  @Test("METARs with hours back")
  func metarHoursRequest() async throws {
    _ = try await client.metars(for: ["KNKT"], hours: 4)
    #expect(await service.log.urls == ["https://aviationweather.gov/api/data/metar?ids=KNKT&format=raw&hours=4"])
  }

  @Test("TAFs of many stations in one request")
  func tafRequest() async throws {
    _ = try await client.tafs(for: ["KEWN", "KNKT"])
    #expect(await service.log.urls == ["https://aviationweather.gov/api/data/taf?ids=KEWN,KNKT&format=raw"])
  }

  @Test("Station info by ids and by box, JSON format")
  func stationRequests() async throws {
    _ = try await client.stations(ids: ["KMRH", "KNKT"])
    _ = try await client.stations(
      in: BoundingBox(minLatitude: 34.5, minLongitude: -77.5, maxLatitude: 35.5, maxLongitude: -76.5))
    let requests = await service.log.requests
    #expect(
      requests.map(\.url.absoluteString) == [
        "https://aviationweather.gov/api/data/stationinfo?ids=KMRH,KNKT&format=json",
        "https://aviationweather.gov/api/data/stationinfo?bbox=34.5,-77.5,35.5,-76.5&format=json",
      ])
    #expect(requests.allSatisfy { $0.headers["Accept"] == "application/json" })
  }

  @Test("Base URL with a path and without a trailing slash; own User-Agent and timeout")
  func configuredBaseURL() async throws {
    let base = try #require(URL(string: "http://127.0.0.1:8080/mirror/api"))
    let client = AviationWeatherClient(transport: service, baseURL: base, userAgent: "test-agent/1", timeout: 2.5)
    _ = try await client.tafs(for: ["KOAJ"])
    let request = try #require(await service.log.requests.first)
    expectEqual(request.url.absoluteString, "http://127.0.0.1:8080/mirror/api/taf?ids=KOAJ&format=raw")
    expectEqual(request.headers["User-Agent"], "test-agent/1")
    expectEqual(request.timeout, 2.5)
  }

  @Test("A state list (@NC) passes through", arguments: ["@NC"])
  func stateList(_ id: String) throws {
    try expectEqual(AviationWeatherClient.idsValue([id]), "@NC")
  }

  @Test("Bad station lists are refused before any request", arguments: [[], [""], ["K JF"], ["KJFK&x=1"], ["ÉGLL"]])
  func badIDs(_ ids: [String]) async {
    let error = await fetchError { () async throws(FetchError) in _ = try await client.metars(for: ids) }
    expectEqual(error?.code, .invalidRequest)
    #expect(await service.log.requests.isEmpty)
  }

  @Test("The box around a point: the bbox value, and the whole circle of longitudes near a pole")
  func boundingBox() {
    // 100 km is 0.89932° of latitude (100 / 6371.0088 rad); the longitude span is that over
    // cos(35.5843°), the edge nearer the pole: 1.10582°. Checked with an independent Python haversine script.
    let box = BoundingBox(around: 34.685, longitude: -76.9, radius: Distance(100, .kilometers))
    expectEqual(box.queryValue, "33.7857,-78.0058,35.5843,-75.7942")
    let polar = BoundingBox(around: 89.5, longitude: 10, radius: Distance(100, .kilometers))
    expectEqual(polar.maxLatitude, 90)
    #expect(polar.minLongitude == -180 && polar.maxLongitude == 180)
    let dateLine = BoundingBox(around: -17.7, longitude: 179.8, radius: Distance(60, .statuteMiles))
    #expect(dateLine.minLongitude == -180 && dateLine.maxLongitude == 180)
  }

  @Test("Great-circle distance: haversine against hand-computed values")
  func greatCircle() {
    // JFK (40.6413, -73.7781) to Heathrow (51.4700, -0.4543): 5540.0 km by the haversine formula
    // with R = 6371.0088 km (Python check); published great-circle figures are about 5,540 km.
    let km = _greatCircleKilometers(latitude1: 40.6413, longitude1: -73.7781, latitude2: 51.47, longitude2: -0.4543)
    #expect(abs(km - 5540.02) < 0.01)
    #expect(_greatCircleKilometers(latitude1: 0, longitude1: 0, latitude2: 0, longitude2: 180) > 20015)
    expectEqual(_greatCircleKilometers(latitude1: .nan, longitude1: 0, latitude2: 0, longitude2: 0), .infinity)
  }
}
