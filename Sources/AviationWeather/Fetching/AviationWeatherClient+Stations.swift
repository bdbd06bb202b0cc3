import Foundation

extension AviationWeatherClient {
  /// Station information for a list of identifiers, in one request (`stationinfo?ids=EGPF,EGPD&format=json`),
  /// completed from ``stationDirectory`` when there is one.
  ///
  /// - Throws: ``FetchError`` for every failure of the request; ``FetchError/Code/undecodableBody``
  ///   when the answer is not the documented JSON.
  public func stations(ids: [String]) async throws(FetchError) -> [Station] {
    let request = try request(
      endpoint: "stationinfo", query: [(name: "ids", value: try Self.idsValue(ids)), (name: "format", value: "json")])
    return completed(try Station.decodeList(json: try await fetchBody(request), url: request.url.absoluteString))
  }

  /// Station information for every station in a box, in one request
  /// (`stationinfo?bbox=minLat,minLon,maxLat,maxLon&format=json`), completed from
  /// ``stationDirectory`` when there is one.
  ///
  /// - Throws: ``FetchError`` for every failure of the request; ``FetchError/Code/invalidRequest``
  ///   for a box with non-finite or reversed edges.
  public func stations(in box: BoundingBox) async throws(FetchError) -> [Station] {
    let edges = [box.minLatitude, box.minLongitude, box.maxLatitude, box.maxLongitude]
    guard edges.allSatisfy(\.isFinite), box.minLatitude <= box.maxLatitude, box.minLongitude <= box.maxLongitude else {
      throw FetchError(code: .invalidRequest, url: "", message: "not a bounding box: \(box)")
    }
    let request = try request(
      endpoint: "stationinfo", query: [(name: "bbox", value: box.queryValue), (name: "format", value: "json")])
    return completed(try Station.decodeList(json: try await fetchBody(request), url: request.url.absoluteString))
  }

  /// The stations with what ``stationDirectory`` knows added (unchanged without one).
  private func completed(_ stations: [Station]) -> [Station] {
    guard let stationDirectory else { return stations }
    return stations.map(stationDirectory.completing)
  }
}
