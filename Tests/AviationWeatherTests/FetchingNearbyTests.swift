import Foundation
import TestSupport
import Testing

@testable import AviationWeather

/// `weatherNear`: the nearest-first walk over the recorded Carolina answers.
///
/// From the point 34.685 N, 76.9 W the stations are (haversine, checked with an independent
/// Python script): KNJM 11.874 km (listed with METAR and TAF, but no report: "nothing"),
/// KMRH 22.540 km (METAR only), KNKT 24.072 km, KEWN 45.070 km, KNCA 49.409 km (no current TAF),
/// KOAJ 67.001 km.
@Suite("Fetching: weather near a position")
struct FetchingNearbyTests {
  let service = RecordedService(scenario: "carolina")
  var client: AviationWeatherClient { AviationWeatherClient(transport: service, baseURL: testBaseURL) }
  let latitude = 34.685
  let longitude = -76.9

  @Test("Default walk: one station list, one METAR request, one TAF request; nearest of each wins")
  func defaultWalk() async throws {
    let near = try await client.weatherNear(latitude: latitude, longitude: longitude, at: carolinaDate)
    #expect(
      await service.log.urls == [
        "https://aviationweather.gov/api/data/stationinfo?bbox=33.7857,-78.0058,35.5843,-75.7942&format=json",
        "https://aviationweather.gov/api/data/metar?ids=KNJM,KMRH,KNKT,KEWN,KNCA,KOAJ&format=raw",
        "https://aviationweather.gov/api/data/taf?ids=KNJM,KNKT,KEWN,KNCA,KOAJ&format=raw",
      ])
    expectEqual(near.stations.map(\.station.icaoID), ["KNJM", "KMRH", "KNKT", "KEWN", "KNCA", "KOAJ"])
    let distances = near.stations.map { ($0.distance.kilometers * 1000).rounded() / 1000 }
    expectEqual(distances, [11.874, 22.54, 24.072, 45.07, 49.409, 67.001])

    // The nearest METAR: KMRH's SPECI of 18:29Z (KNJM, nearer, has none).
    let metar = try #require(near.metar)
    expectEqual(metar.station.icaoID, "KMRH")
    #expect(abs(metar.distance.kilometers - 22.540) < 0.001)
    #expect(metar.report.raw.hasPrefix("SPECI KMRH 131829Z AUTO 02035G52KT 3/4SM +RA"))
    // The nearest TAF: KNKT (KMRH issues none, KNJM has none).
    let taf = try #require(near.taf)
    expectEqual(taf.station.icaoID, "KNKT")
    #expect(abs(taf.distance.kilometers - 24.072) < 0.001)
    #expect(taf.report.isAmended)
    #expect(near.requestCount == 3 && !near.isRequestBoundReached)
    #expect(near.failures.isEmpty)

    // The timeline of KNKT's TAF 1315/1415, placed in September 2018.
    let timeline = try #require(near.timeline)
    expectEqual(timeline.station, "KNKT")
    expectEqual(timeline.start, carolinaDate.addingTimeInterval(-4 * 3600))  // 13th 15:00Z
    expectEqual(timeline.end, carolinaDate.addingTimeInterval(20 * 3600))  // 14th 15:00Z
    expectEqual(timeline, ForecastTimeline(taf: taf.report, referenceDate: carolinaDate, latitude: latitude, longitude: longitude))
  }

  @Test("Sun times at the position: sunrise about 10:48Z, sunset about 23:19Z on 13 Sep 2018")
  func sunTimes() async throws {
    // NOAA's low-precision equations give 10:48.2Z and 23:19.2Z for 34.685 N, 76.9 W on that day
    // (independent Python check); the library's calculator must agree within 3 minutes.
    let near = try await client.weatherNear(latitude: latitude, longitude: longitude, at: carolinaDate)
    guard case .riseAndSet(let sunrise?, let sunset?) = near.sun else {
      Issue.record("expected a sunrise and a sunset, got \(near.sun)")
      return
    }
    let midnight = carolinaDate.addingTimeInterval(-19 * 3600)
    #expect(abs(sunrise.timeIntervalSince(midnight) - (10 * 3600 + 48.2 * 60)) < 180)
    #expect(abs(sunset.timeIntervalSince(midnight) - (23 * 3600 + 19.2 * 60)) < 180)
    #expect(near.description.contains("Sun: rise 10:4"))
  }

  @Test("One station per request walks as the original app did: nothing, METAR only, then a TAF")
  func stationByStation() async throws {
    let near = try await client.weatherNear(
      latitude: latitude, longitude: longitude, at: carolinaDate, stationsPerRequest: 1, maximumRequests: 10)
    #expect(
      await service.log.urls == [
        "https://aviationweather.gov/api/data/stationinfo?bbox=33.7857,-78.0058,35.5843,-75.7942&format=json",
        "https://aviationweather.gov/api/data/metar?ids=KNJM&format=raw",  // 204: nothing
        "https://aviationweather.gov/api/data/taf?ids=KNJM&format=raw",  // 204: nothing
        "https://aviationweather.gov/api/data/metar?ids=KMRH&format=raw",  // found; KMRH issues no TAF
        "https://aviationweather.gov/api/data/taf?ids=KNKT&format=raw",  // found
      ])
    expectEqual(near.metar?.station.icaoID, "KMRH")
    expectEqual(near.taf?.station.icaoID, "KNKT")
    #expect(near.requestCount == 5 && !near.isRequestBoundReached)
  }

  @Test("The answer is a value: JSON round trip keeps it whole")
  func codableRoundTrip() async throws {
    let near = try await client.weatherNear(latitude: latitude, longitude: longitude, at: carolinaDate)
    let decoded = try JSONDecoder().decode(NearbyWeather.self, from: try JSONEncoder().encode(near))
    expectEqual(decoded, near)
  }

  @Test("A listed station whose identifier cannot be asked for is left out of the walk")
  func unaskableStation() async throws {
    let listing = """
      [{"icaoId":"K-NJ","lat":34.686,"lon":-76.9,"siteType":["METAR","TAF"]},
       {"icaoId":"KMRH","lat":34.7336,"lon":-76.6606,"siteType":["METAR"]}]
      """
    let metar = try String(
      contentsOf: Fixture.directory.appendingPathComponent("fetching/carolina/metar/KMRH.txt"), encoding: .utf8)
    let transport = StatusAfterListing(listing: Array(listing.utf8), status: 200, body: Array(metar.utf8))
    let near = try await AviationWeatherClient(transport: transport, baseURL: testBaseURL)
      .weatherNear(latitude: latitude, longitude: longitude, at: carolinaDate)
    expectEqual(near.stations.map(\.station.icaoID), ["KMRH"])
    expectEqual(near.metar?.station.icaoID, "KMRH")
    #expect(
      await transport.log.urls.dropFirst() == ["https://aviationweather.gov/api/data/metar?ids=KMRH&format=raw"])
  }

  @Test("The request bound stops the walk and says so")
  func requestBound() async throws {
    let near = try await client.weatherNear(
      latitude: latitude, longitude: longitude, at: carolinaDate, stationsPerRequest: 1, maximumRequests: 4)
    #expect(await service.log.requests.count == 4)
    expectEqual(near.metar?.station.icaoID, "KMRH")
    #expect(near.taf == nil && near.timeline == nil)
    #expect(near.requestCount == 4 && near.isRequestBoundReached)
    #expect(near.description.contains("TAF: none found"))
    #expect(near.description.contains("stopped at the request bound"))
  }

  @Test("Stations in the box but outside the circle are dropped (KEWN at 45.07 km, radius 45 km)")
  func circleNotBox() async throws {
    let near = try await client.weatherNear(
      latitude: latitude, longitude: longitude, radius: Distance(45, .kilometers), at: carolinaDate)
    let listed = try await client.stations(
      in: BoundingBox(around: latitude, longitude: longitude, radius: Distance(45, .kilometers)))
    #expect(listed.map(\.icaoID).contains("KEWN"))
    expectEqual(near.stations.map(\.station.icaoID), ["KNJM", "KMRH", "KNKT"])
  }

  @Test("Only a station with nothing in range: no METAR, no TAF, no error")
  func onlyNothing() async throws {
    let near = try await client.weatherNear(
      latitude: latitude, longitude: longitude, radius: Distance(15, .kilometers), at: carolinaDate)
    expectEqual(near.stations.map(\.station.icaoID), ["KNJM"])
    #expect(near.metar == nil && near.taf == nil && near.timeline == nil)
    #expect(near.requestCount == 3 && !near.isRequestBoundReached)
    #expect(near.description.contains("METAR: none found"))
  }

  @Test("No station in the box: noData")
  func emptyBox() async {
    let error = await fetchError { () async throws(FetchError) in
      _ = try await client.weatherNear(latitude: 30, longitude: -70, at: carolinaDate)
    }
    expectEqual(error?.code, .noData)
    expectEqual(error?.status, 204)
  }

  @Test("Positions and radii out of range are refused before any request")
  func invalidInput() async {
    for (lat, lon, km) in [
      (91.0, 0.0, 100.0), (0, -181, 100), (.nan, 0, 100), (0, 0, 0), (0, 0, -5), (0, 0, .infinity),
    ] {
      let error = await fetchError { () async throws(FetchError) in
        _ = try await client.weatherNear(latitude: lat, longitude: lon, radius: Distance(km, .kilometers))
      }
      expectEqual(error?.code, .invalidRequest)
    }
    #expect(await service.log.requests.isEmpty)
  }

  @Test("A 429 during the walk stops it at once: no retry, no further request")
  func rateLimitedWalk() async throws {
    let listing = try String(
      contentsOf: Fixture.directory.appendingPathComponent("fetching/carolina/stationinfo.json"), encoding: .utf8)
    let transport = StatusAfterListing(listing: Array(listing.utf8), status: 429, retryAfter: "60")
    let client = AviationWeatherClient(transport: transport, baseURL: testBaseURL)
    let error = await fetchError { () async throws(FetchError) in
      _ = try await client.weatherNear(latitude: latitude, longitude: longitude, at: carolinaDate)
    }
    expectEqual(error?.code, .rateLimited)
    expectEqual(error?.retryAfter, 60)
    #expect(await transport.log.requests.count == 2)
  }

  @Test("Undecodable reports met on the walk are reported, not fatal")
  func failuresOnTheWalk() async throws {
    let listing = try String(
      contentsOf: Fixture.directory.appendingPathComponent("fetching/carolina/stationinfo.json"), encoding: .utf8)
    let taf = try String(
      contentsOf: Fixture.directory.appendingPathComponent("fetching/carolina/taf/KEWN.txt"), encoding: .utf8)
    // Every report request gets KEWN's TAF: the METAR request decodes nothing (wrong report type).
    let transport = StatusAfterListing(listing: Array(listing.utf8), status: 200, body: Array(taf.utf8))
    let near = try await AviationWeatherClient(transport: transport, baseURL: testBaseURL)
      .weatherNear(latitude: latitude, longitude: longitude, at: carolinaDate)
    expectNil(near.metar)
    expectEqual(near.taf?.station.icaoID, "KEWN")
    expectEqual(near.failures.map(\.code), [.wrongReportType])
  }
}

/// Answers the station list from a recording, then `status` (with `body`) to everything else.
struct StatusAfterListing: WeatherTransport {
  let listing: [UInt8]
  let status: Int
  var retryAfter: String?
  var body: [UInt8] = []
  let log = RequestLog()

  init(listing: [UInt8], status: Int, retryAfter: String? = nil, body: [UInt8] = []) {
    self.listing = listing
    self.status = status
    self.retryAfter = retryAfter
    self.body = body
  }

  func send(_ request: TransportRequest) async throws -> TransportResponse {
    await log.append(request)
    if request.url.path.hasSuffix("stationinfo") { return TransportResponse(status: 200, body: listing) }
    return TransportResponse(status: status, headers: retryAfter.map { ["Retry-After": $0] } ?? [:], body: body)
  }
}
