import Foundation
import TestSupport
import Testing

@testable import AviationWeather

/// Every public initialiser and description of the fetch and error types is total: the
/// extremes of each numeric parameter (non-finite and huge `Double`s, `Int.min` and `Int.max`)
/// go through them without a trap (a trap would end the test process).
@Suite("Fetching: no trap on any public value")
struct FetchExtremesTests {
  static let doubles: [Double] = [
    .nan, -.nan, .infinity, -.infinity, 1e300, -1e300, .greatestFiniteMagnitude, -.greatestFiniteMagnitude,
    9.3e18, -9.3e18, 1e15, .leastNonzeroMagnitude, -0.0, 0, 0.4, 1, 59.5, 60, 86_400, 86_401,
  ]
  static let ints: [Int] = [.min, .min + 1, -1, 0, 1, 200, 201, 65_536, .max - 1, .max]
  static let locales = ["en_US", "fr_FR", "de_DE", "es_ES", "pt_BR"].map { Locale(identifier: $0) }

  /// Every text of a FetchError, for people in every language and for developers.
  private func allTexts(_ error: FetchError) -> [String] {
    var texts = [error.description, error.debugDescription, error.code.description]
    for locale in Self.locales {
      texts.append(error.localizedDescription(locale: locale))
      texts.append(error.localizedFailureReason(locale: locale))
      texts.append(error.localizedRecoverySuggestion(locale: locale) ?? "")
    }
    return texts
  }

  @Test("FetchError: retryAfter, status and radius at their extremes, made and decoded from JSON")
  func fetchErrorExtremes() throws {
    let codes: [FetchError.Code] = [
      .invalidRequest, .transport, .offline, .timedOut, .cancelled, .badRequest, .notFound, .rateLimited, .serverError,
      .unexpectedStatus, .noData, .undecodableBody, .answerTooLarge,
    ]
    for code in codes {
      for seconds in Self.doubles {
        let error = FetchError(code: code, url: "u", retryAfter: seconds)
        #expect(allTexts(error).allSatisfy { !$0.isEmpty || code == .cancelled })
        let radius = FetchError(code: code, url: "u", radius: Distance(seconds, .kilometers))
        _ = allTexts(radius)
        let miles = FetchError(code: code, url: "u", radius: Distance(seconds, .statuteMiles))
        _ = allTexts(miles)
      }
      for status in Self.ints {
        _ = allTexts(FetchError(code: code, url: "u", status: status))
      }
    }
    // The values of the issue: no exponent notation, no trap (issue 30 item 6: out of range).
    expectEqual(FetchError(code: .rateLimited, url: "u", retryAfter: 1e300).description, "rate limited: too many requests, retry after out of range for u")
    #expect(FetchError(code: .rateLimited, url: "u", retryAfter: .nan).description.contains("retry after out of range"))
    #expect(FetchError(code: .rateLimited, url: "u", retryAfter: -.infinity).description.contains("retry after out of range"))
    #expect(FetchError(code: .rateLimited, url: "u", retryAfter: 119.2).description.contains("retry after 120 s"))
    // A wait no clock can give reads as "later" for people.
    for seconds in [Double.nan, .infinity, -.infinity, 1e300, -5, 0, 90_000] {
      expectEqual(FetchError(code: .rateLimited, url: "u", retryAfter: seconds).localizedDescription(locale: Locale(identifier: "en_US")), "The weather service is busy. Try again later.")
    }
    // The same values decoded from JSON (1e300 and the largest finite value; JSON holds no NaN).
    for text in ["1e300", "-1e300", "1.7976931348623157e308", "-1.7976931348623157e308", "9.3e18"] {
      let json = #"{"code":{"name":"rateLimited"},"url":"u","status":429,"retryAfter":\#(text),"message":""}"#
      let error = try JSONDecoder().decode(FetchError.self, from: Data(json.utf8))
      #expect(error.description.hasPrefix("rate limited: too many requests (HTTP 429), retry after "))
      _ = allTexts(error)
    }
    let json = #"{"code":{"name":"noData"},"url":"u","status":-9223372036854775808,"radius":{"value":1e308,"unit":"km"},"message":""}"#
    if let error = try? JSONDecoder().decode(FetchError.self, from: Data(json.utf8)) { _ = allTexts(error) }
    // A code written before `timedOut` had its name reads as timedOut.
    let old = #"{"code":{"name":"timeout"},"url":"u","message":"no answer within 2 s"}"#
    try expectEqual(JSONDecoder().decode(FetchError.self, from: Data(old.utf8)).code, .timedOut)
  }

  @Test("DecodeError: offsets and tokens at their extremes")
  func decodeErrorExtremes() throws {
    let reports = ["", "KXYZ", "KXYZ 1O SM", "KXYZ \u{1B}[2J 1O", String(repeating: "é", count: 300)]
    for offset in Self.ints {
      for report in reports {
        for token in ["", "1O", String(repeating: "Ω", count: 1000)] {
          let error = DecodeError(code: .unexpectedToken, token: token, offset: offset, report: report)
          _ = error.description
          _ = error.debugDescription
          _ = error.reason
          #expect(error.token.utf8.count <= DecodeError.maximumTokenBytes + 3)
          for locale in Self.locales {
            _ = error.localizedDescription(locale: locale)
            _ = error.localizedFailureReason(locale: locale)
          }
        }
      }
    }
    // A huge token decoded from JSON is cut as the initialiser cuts it.
    let json = #"{"code":{"name":"unexpectedToken"},"token":"\#(String(repeating: "A", count: 100_000))","offset":-9223372036854775808,"report":"A"}"#
    let decoded = try JSONDecoder().decode(DecodeError.self, from: Data(json.utf8))
    expectEqual(decoded.token.utf8.count, DecodeError.maximumTokenBytes + 3)
    #expect(decoded.description.hasPrefix("error: unexpected group 'AAAA"))
  }

  @Test("TransportRequest, TransportResponse, the client, BoundingBox, Station and NearbyWeather at their extremes")
  func otherFetchTypes() throws {
    let url = try #require(URL(string: "https://example.invalid/api/data/"))
    for seconds in Self.doubles {
      _ = TransportRequest(url: url, timeout: seconds, maximumBodyBytes: Self.ints.first).description
      let client = AviationWeatherClient(
        transport: ScriptedTransport(TransportResponse(status: 200)), baseURL: url, timeout: seconds,
        weatherNearTimeout: seconds, maximumAnswerBytes: Int.min)
      _ = client.description
      expectEqual(client.maximumAnswerBytes, 1)
      for other in Self.doubles {
        let box = BoundingBox(around: seconds, longitude: other, radius: Distance(other, .kilometers))
        _ = box.description
        _ = box.queryValue
        _ = box.contains(latitude: other, longitude: seconds)
        let station = Station(
          icaoID: "KXYZ", name: "X", latitude: seconds, longitude: other, elevation: Distance(other, .meters), products: [])
        _ = station.description
        _ = station.distance(fromLatitude: other, longitude: seconds)
        let near = NearbyWeather(
          latitude: seconds, longitude: other, radius: Distance(other, .kilometers),
          date: Date(timeIntervalSince1970: seconds), stations: [NearbyStation(station: station, distance: Distance(seconds, .kilometers))],
          metar: nil, taf: nil, sun: .riseAndSet(sunrise: Date(timeIntervalSince1970: other), sunset: nil), timeline: nil,
          failures: [], requestCount: Int.max, isRequestBoundReached: true)
        _ = near.description
      }
    }
    for status in Self.ints {
      _ = TransportResponse(status: status, body: [0x1B]).description
    }
  }

  @Test("The client's deadlines at their extremes: a non-finite or huge deadline waits for the answer, a zero one times out")
  func deadlineExtremes() async throws {
    for seconds in [Double.nan, .infinity, 1e300, .greatestFiniteMagnitude] {
      let client = AviationWeatherClient(
        transport: try ScriptedTransport(fixture: "carolina/metar/KEWN.txt"), baseURL: testBaseURL, timeout: seconds)
      #expect(try await client.metars(for: ["KEWN"]).reports.isEmpty == false)
    }
    for seconds in [0, -1, -Double.infinity] {
      let client = AviationWeatherClient(transport: Hanging(), baseURL: testBaseURL, timeout: seconds)
      let error = await fetchError { () async throws(FetchError) in _ = try await client.metars(for: ["KEWN"]) }
      expectEqual(error?.code, .timedOut)
    }
  }
}

/// A transport that answers only after `seconds` and ignores cancellation (it waits in a
/// detached task, which the caller's cancellation does not reach).
struct Hanging: WeatherTransport {
  var seconds: Double = 5
  func send(_ request: TransportRequest) async throws -> TransportResponse {
    let nanoseconds = UInt64(seconds * 1e9)
    await Task.detached { try? await Task.sleep(nanoseconds: nanoseconds) }.value
    return TransportResponse(status: 200, body: Array("METAR KEWN 131854Z AUTO 03020G42KT 3SM RA BR 26/24 A2974\n".utf8))
  }
}
