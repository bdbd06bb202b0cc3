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
    let near = try await client.weatherNear(latitude: 34.685, longitude: -76.9, at: carolinaDate)
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
