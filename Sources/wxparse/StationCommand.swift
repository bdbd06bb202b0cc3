import AviationWeather
import AviationWeatherStations
import Foundation

/// `wxparse --station KJFK`: what the bundled station directory knows of each station named,
/// as a block of lines (or one JSON object a line with `--json`); unknown identifiers are named
/// on standard error and give exit status 1.
struct StationCommand {
  let options: CommandLineOptions

  func run() -> Int32 {
    let directory = AviationWeatherStations.directory
    var status: Int32 = 0
    var blocks: [String] = []
    for identifier in options.stations {
      guard let station = directory[identifier.uppercased()] else {
        StandardError.write(
          "wxparse: error: station \(_printable(String(identifier.prefix(16)))) is not in the station directory "
            + "(\(directory.dataVersion))\n")
        status = 1
        continue
      }
      blocks.append(options.json ? Self.json(station) : Self.text(station, version: directory.dataVersion))
    }
    if !blocks.isEmpty { print(blocks.joined(separator: options.json ? "\n" : "\n\n")) }
    return status
  }

  /// The station as labelled lines: every field the directory holds.
  static func text(_ station: Station, version: StationDirectory.DataVersion) -> String {
    var lines: [(String, String)] = [("Station", station.icaoID), ("Name", station.name)]
    if let iata = station.iataID { lines.append(("IATA", iata)) }
    if let faa = station.faaID { lines.append(("FAA", faa)) }
    if let state = station.state { lines.append(("State", state)) }
    if let country = station.country { lines.append(("Country", country)) }
    lines.append(("Position", "\(station.latitude), \(station.longitude)"))
    if let elevation = station.elevation { lines.append(("Elevation", elevation.description)) }
    if let zone = station.timeZoneIdentifier { lines.append(("Time zone", zone)) }
    lines.append(("Data", version.description))
    return lines.map { padded($0.0, to: 12) + _printable($0.1) }.joined(separator: "\n")
  }

  /// The station's Codable form on one line, keys sorted.
  static func json(_ station: Station) -> String {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
    return (try? encoder.encode(station)).flatMap { String(data: $0, encoding: .utf8) } ?? "{}"
  }
}
