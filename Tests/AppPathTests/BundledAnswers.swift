import AviationWeather
import Foundation

/// What an app ships for previews and offline use: answers of the data API kept as files, served
/// by endpoint. It uses only the public ``WeatherTransport`` API, as an app outside the package would.
///
/// `stationinfo` gets the whole station file (the client keeps the stations inside its circle);
/// `metar` and `taf` get the files of the stations named in `ids`, newest report first; a query
/// with nothing to answer gets 204, as the service does.
struct BundledAnswers: WeatherTransport {
  /// `Fixtures/fetching/<scenario>/`.
  let folder: URL
  /// Answers every request with this status instead, when set (an outage, a rate limit).
  var failure: TransportResponse?

  init(scenario: String, failure: TransportResponse? = nil) {
    folder = URL(fileURLWithPath: #filePath)
      .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
      .appendingPathComponent("Fixtures/fetching/\(scenario)")
    self.failure = failure
  }

  func send(_ request: TransportRequest) async throws -> TransportResponse {
    if let failure { return failure }
    let items = URLComponents(url: request.url, resolvingAgainstBaseURL: false)?.queryItems ?? []
    let ids = items.first { $0.name == "ids" }?.value?.split(separator: ",") ?? []
    let endpoint = request.url.lastPathComponent
    var body = Data()
    switch endpoint {
    case "stationinfo":
      body = (try? Data(contentsOf: folder.appendingPathComponent("stationinfo.json"))) ?? Data()
    case "metar", "taf":
      for id in ids {
        if let data = try? Data(contentsOf: folder.appendingPathComponent("\(endpoint)/\(id).txt")) {
          body.append(data)
        }
      }
    default:
      return TransportResponse(status: 404, body: Array("no endpoint \(endpoint)".utf8))
    }
    return body.isEmpty ? TransportResponse(status: 204) : TransportResponse(status: 200, body: Array(body))
  }
}
