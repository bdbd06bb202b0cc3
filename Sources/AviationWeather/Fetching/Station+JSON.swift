import Foundation

extension Station {
  /// Decodes the `stationinfo` endpoint's JSON answer (an array of station objects).
  ///
  /// Entries without an ICAO identifier or a position are left out (they cannot be asked
  /// for reports or placed); every other field is optional. Numbers may come as JSON
  /// numbers or strings.
  /// - Throws: ``FetchError/Code/undecodableBody`` when the body is not a JSON array of objects.
  public static func decodeList(json bytes: [UInt8], url: String = "") throws(FetchError) -> [Station] {
    let entries: [_StationEntry]
    do {
      entries = try JSONDecoder().decode([_StationEntry].self, from: Data(bytes))
    } catch {
      throw FetchError(
        code: .undecodableBody, url: url, status: 200, message: "station info is not a JSON array of stations")
    }
    return entries.compactMap(\.station)
  }
}
