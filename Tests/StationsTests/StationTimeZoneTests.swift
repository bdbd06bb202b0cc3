import AviationWeather
import AviationWeatherStations
import Foundation
import TestSupport
import Testing

/// `Station.timeZone`: filled from a directory where the data API gives none, used by
/// `NearbyWeather` for local times; the station JSON of before still decodes.
@Suite struct StationTimeZoneTests {
  /// 2018-09-13 19:00Z, the time of the Carolina recording.
  let carolinaDate = Date(timeIntervalSince1970: 1_536_865_200)

  @Test func clientCompletesStationsFromTheDirectory() async throws {
    let service = RecordedService(scenario: "carolina")
    let client = AviationWeatherClient(transport: service, stationDirectory: AviationWeatherStations.directory)
    let near = try await client.weatherNear(latitude: 34.685, longitude: -76.9, at: carolinaDate, candidates: .service)
    #expect(near.stations.count == 6)
    #expect(near.stations.allSatisfy { $0.station.timeZone?.identifier == "America/New_York" })
    #expect(near.timeZone?.identifier == "America/New_York")
    let taf = try #require(near.taf)
    // The local clock of the TAF's first row: EDT, four hours behind UTC.
    let row = try #require(near.timeline?.rows.first)
    let utcText = row.timeText(in: TimeZone(secondsFromGMT: 0) ?? .gmt, clock: .twentyFourHour)
    let localText = row.timeText(in: try #require(taf.station.timeZone), clock: .twentyFourHour)
    let hour = { (text: String) in Int(text.prefix(2)) ?? -1 }
    #expect((hour(utcText) - hour(localText) + 24) % 24 == 4)
    // Sun events default to the station's local day.
    let newYork = try #require(near.timeZone)
    #expect(near.sunEvents() == near.sunEvents(in: newYork))

    // Without a directory the stations are as the service gives them: no time zone.
    let plain = try await AviationWeatherClient(transport: RecordedService(scenario: "carolina"))
      .weatherNear(latitude: 34.685, longitude: -76.9, at: carolinaDate)
    #expect(plain.stations.allSatisfy { $0.station.timeZoneIdentifier == nil })
    #expect(plain.timeZone == nil)
  }

  /// A transport that serves METARs and TAFs only: a station list asked for is a failure.
  struct ReportsOnly: WeatherTransport {
    let recorded: RecordedService
    func send(_ request: TransportRequest) async throws -> TransportResponse {
      if request.url.path.hasSuffix("/stationinfo") { return TransportResponse(status: 404, body: Array("no".utf8)) }
      return try await recorded.send(request)
    }
  }

  @Test func weatherNearTakesItsCandidatesFromTheDirectory() async throws {
    let directory = AviationWeatherStations.directory
    let transport = ReportsOnly(recorded: RecordedService(scenario: "carolina"))
    let client = AviationWeatherClient(transport: transport, stationDirectory: directory)
    let near = try await client.weatherNear(latitude: 34.685, longitude: -76.9, at: carolinaDate)
    // No station list was asked for: the candidates are the directory's within the radius.
    let urls = await transport.recorded.log.urls
    #expect(!urls.isEmpty && !urls.contains { $0.contains("stationinfo") })
    #expect(near.requestCount == urls.count)
    let within = directory.stations(within: Distance(100, .kilometers), ofLatitude: 34.685, longitude: -76.9)
    #expect(near.stations.map(\.station.icaoID) == within.map(\.station.icaoID))
    #expect(near.stations.count > 6)
    // The same reports as the service's list gives: the nearest stations that have them.
    let listed = try await AviationWeatherClient(transport: RecordedService(scenario: "carolina"))
      .weatherNear(latitude: 34.685, longitude: -76.9, at: carolinaDate)
    let metar = try #require(near.metar)
    let taf = try #require(near.taf)
    #expect(metar.station.icaoID == listed.metar?.station.icaoID)
    #expect(taf.station.icaoID == listed.taf?.station.icaoID)
    #expect(metar.report == listed.metar?.report && taf.report == listed.taf?.report)
    // Its distance is the directory's; the two tables place the station tens of metres apart.
    #expect(metar.distance == within.first { $0.station.icaoID == metar.station.icaoID }?.distance)
    #expect(abs(metar.distance.kilometers - (listed.metar?.distance.kilometers ?? 0)) < 0.1)
    #expect(taf.station.timeZone?.identifier == "America/New_York")
    #expect(near.timeline?.rows.isEmpty == false)

    // `.service` asks for the list even with a directory; with that transport it fails.
    await #expect(throws: FetchError.self) {
      try await client.weatherNear(latitude: 34.685, longitude: -76.9, at: carolinaDate, candidates: .service)
    }
    // A directory with nothing within the radius: the service's list after all.
    let far = StationDirectory(stations: [Station(icaoID: "EGPF", name: "Glasgow", latitude: 55.87, longitude: -4.43, products: [])])
    let fallback = try await AviationWeatherClient(transport: RecordedService(scenario: "carolina"), stationDirectory: far)
      .weatherNear(latitude: 34.685, longitude: -76.9, at: carolinaDate)
    #expect(fallback.stations.count == 6 && fallback.metar?.station.icaoID == listed.metar?.station.icaoID)
  }

  @Test func completingKeepsWhatTheStationHas() throws {
    let directory = AviationWeatherStations.directory
    let given = Station(icaoID: "EGPF", name: "Glasgow Intl", country: "UK", latitude: 55.872, longitude: -4.433,
                        products: [.metar, .taf])
    let completed = directory.completing(given)
    #expect(completed.timeZoneIdentifier == "Europe/London")
    #expect(completed.name == "Glasgow Intl" && completed.country == "UK" && completed.products == [.metar, .taf])
    #expect(completed.iataID == "GLA")
    let unknown = Station(icaoID: "ZZZZ", name: "", latitude: 0, longitude: 0, products: [])
    #expect(directory.completing(unknown) == unknown)
  }

  @Test func stationJSONWithoutATimeZoneStillDecodesAndEncodesAsBefore() throws {
    let old = #"{"icaoID":"EGPF","name":"Glasgow Intl","latitude":55.872,"longitude":-4.433,"products":[{"name":"METAR"}]}"#
    let station = try JSONDecoder().decode(Station.self, from: Data(old.utf8))
    #expect(station.timeZoneIdentifier == nil && station.timeZone == nil)
    let encoder = JSONEncoder()
    encoder.outputFormatting = .sortedKeys
    let written = String(decoding: try encoder.encode(station), as: UTF8.self)
    #expect(!written.contains("timeZone"))
    var zoned = station
    zoned.timeZoneIdentifier = "Europe/London"
    let back = try JSONDecoder().decode(Station.self, from: try encoder.encode(zoned))
    #expect(back.timeZone?.identifier == "Europe/London")
  }

  @Test func anAppsOwnDirectory() throws {
    let mine = StationDirectory(
      stations: [
        Station(icaoID: "XB", name: "B", latitude: 10, longitude: 10, products: [], timeZoneIdentifier: "Asia/Tokyo"),
        Station(icaoID: "XA", name: "A", latitude: 10.1, longitude: 10, products: []),
        Station(icaoID: "XA", name: "A again", latitude: 50, longitude: 50, products: []),
        Station(icaoID: "XN", name: "nowhere", latitude: .nan, longitude: 0, products: []),
      ], dataVersion: StationDirectory.DataVersion(source: "my table", date: "2026-01-01"))
    #expect(mine.count == 3)
    #expect(mine.stations.map(\.icaoID) == ["XA", "XB", "XN"])
    #expect(mine["XA"]?.name == "A")
    #expect(mine["XN"] != nil)
    #expect(mine["XB"]?.timeZone?.identifier == "Asia/Tokyo")
    #expect(mine.nearest(toLatitude: 10.09, longitude: 10, count: 5).map(\.station.icaoID) == ["XA", "XB"])
    #expect(mine.description == "StationDirectory of 3 stations, my table (2026-01-01)")
    let empty = StationDirectory(stations: [])
    #expect(empty.nearest(toLatitude: 0, longitude: 0, count: 3).isEmpty)
    #expect(empty.stations(within: Distance(100, .kilometers), ofLatitude: 0, longitude: 0).isEmpty)
  }
}
