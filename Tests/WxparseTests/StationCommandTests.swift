import AviationWeather
import AviationWeatherStations
import Foundation
import TestSupport
import Testing

/// `wxparse --station ICAO` (issue 31 item 4): what the bundled directory knows of a station.
@Suite struct StationCommandTests {
  @Test func aKnownStationIsPrintedWithEveryFieldTheDirectoryHolds() throws {
    let result = try WxparseProcess.run(["--station", "kjfk"])
    #expect(result.status == 0)
    #expect(result.stderr.isEmpty)
    let station = try #require(AviationWeatherStations.directory["KJFK"])
    let lines = result.stdoutLines.map(String.init)
    #expect(lines.first == "Station     KJFK")
    #expect(lines.contains("Name        \(station.name)"))
    #expect(lines.contains("IATA        JFK"))
    #expect(lines.contains("Country     US"))
    #expect(lines.contains("Position    \(station.latitude), \(station.longitude)"))
    #expect(lines.contains("Time zone   America/New_York"))
    #expect(lines.last == "Data        \(AviationWeatherStations.directory.dataVersion)")
  }

  @Test func jsonIsTheStationsCodableForm() throws {
    let result = try WxparseProcess.run(["--station", "EGLL", "--station", "LFLL", "--json"])
    #expect(result.status == 0)
    let decoded = try result.stdoutLines.map { try JSONDecoder().decode(Station.self, from: Data($0.utf8)) }
    #expect(decoded.map(\.icaoID) == ["EGLL", "LFLL"])
    #expect(decoded.first == AviationWeatherStations.directory["EGLL"])
    #expect(decoded.last?.timeZoneIdentifier == "Europe/Paris")
  }

  @Test func anUnknownStationIsNamedAndTheOthersStillPrinted() throws {
    let result = try WxparseProcess.run(["--station", "ZZZZ", "--station", "EDDB", "--station", "\u{1B}]0;x\u{07}"])
    #expect(result.status == 1)
    #expect(result.stdoutLines.first == "Station     EDDB")
    #expect(result.stderrLines.first?.hasPrefix("wxparse: error: station ZZZZ is not in the station directory (airportsdata ") == true)
    #expect(result.stderrLines.count == 2)
    #expect(!result.stderr.unicodeScalars.contains { $0.value == 0x1B || $0.value == 0x07 }, "no raw escape reaches the terminal")
  }

  @Test func itReadsNoReports() throws {
    let result = try WxparseProcess.run(["--station", "EDDB", "--timeline"])
    #expect(result.status == 2)
    #expect(result.stderr.contains("--station looks a station up and reads no reports"))
  }
}
