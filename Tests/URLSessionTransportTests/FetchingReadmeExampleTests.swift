import AviationWeather
import AviationWeatherURLSession
import Foundation
import Testing

/// The README's "Fetching" example, run as written except for the base URL (a local server
/// serving the recorded Carolina answers) and the date (the recording's).
@Suite("README fetching example")
struct FetchingReadmeExampleTests {
  @Test("The example runs and finds what the README says")
  func readmeExample() async throws {
    let server = try LocalHTTPServer(routes: FetchCommandEndToEndTests.routes)
    defer { server.stop() }
    // --- README ---
    let client = AviationWeatherClient(transport: URLSessionTransport(), baseURL: server.baseURL)

    // One request for several stations; a report that does not decode stays in `failures`.
    let metars = try await client.metars(for: ["KNKT", "KOAJ"])
    for metar in metars.reports { print(metar.describe(in: .metric)) }
    let tafs = try await client.tafs(for: ["KNKT", "KOAJ"])
    print(tafs.latest(for: "KOAJ")?.validity as Any)

    // The weather near a position: the nearest METAR and TAF, where they came from,
    // sun times and the TAF timeline there.
    let near = try await client.weatherNear(
      latitude: 34.685, longitude: -76.9, radius: Distance(100, .kilometers),
      at: Date(timeIntervalSince1970: 1_536_865_200))
    print(near.metar?.station.icaoID ?? "-", near.metar?.distance.kilometers ?? 0)  // KMRH 22.54...
    print(near.taf?.station.icaoID ?? "-")  // KNKT
    // --- end ---
    #expect(metars.failures.isEmpty)
    #expect(tafs.latest(for: "KOAJ") != nil)
    #expect(near.metar?.station.icaoID == "KMRH")
    #expect(near.taf?.station.icaoID == "KNKT")
    #expect(near.timeline?.station == "KNKT")
  }
}
