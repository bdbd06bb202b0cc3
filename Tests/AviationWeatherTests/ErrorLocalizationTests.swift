import Foundation
import TestSupport
import Testing

@testable import AviationWeather

/// `DecodeError` and `FetchError` are `LocalizedError`s: `localizedDescription`, which an app
/// shows in an alert, is a short sentence for people (not "The operation could not be
/// completed"), and `description` keeps the technical text for developers.
@Suite("Errors: localizedDescription")
struct ErrorLocalizationTests {
  /// The corpus report that starts with `prefix`.
  private func corpusReport(startingWith prefix: String, in file: String) throws -> String {
    try #require(try Fixture.lines(file).first { $0.hasPrefix(prefix) })
  }

  /// The error decoding `report` as a METAR throws, as an app catches it: `any Error`.
  private func decodeFailure(_ report: String, options: DecodingOptions) -> (any Error)? {
    do {
      _ = try METAR(report, options: options)
      return nil
    } catch {
      return error
    }
  }

  @Test("A real report with a malformed group: the token, its byte offset and the caret")
  func decodeErrorNamesTokenAndOffset() throws {
    let report = try corpusReport(startingWith: "HCMF 231100Z", in: "metar_corpus.txt")
    let error = try #require(decodeFailure(report, options: .strict) as? DecodeError)
    let token = "FEWO46"
    let tokenRange = try #require(report.range(of: token))
    let offset = report.utf8.distance(from: report.startIndex, to: tokenRange.lowerBound)
    expectEqual(error.localizedDescription(locale: Locale(identifier: "en_US")), "Couldn't read the report near \"\(token)\".")
    let text = error.description
    #expect(text.hasPrefix("error: unexpected group '\(token)' at byte \(offset)\n\(report)\n"))
    #expect(text.hasSuffix(String(repeating: " ", count: offset) + "^"))
    #expect(!text.contains("operation could not be completed"))
  }

  @Test("A real TAF given to the METAR decoder: wrong report type, named")
  func decodeErrorWrongType() throws {
    let taf = try corpusReport(startingWith: "TAF ", in: "taf_corpus.txt")
    let error = try #require(decodeFailure(taf, options: .lenient))
    let decodeError = try #require(error as? DecodeError)
    expectEqual(decodeError.code, .wrongReportType)
    expectEqual(decodeError.localizedDescription(locale: Locale(identifier: "en_US")), "This isn't the kind of report expected.")
    #expect(!error.localizedDescription.contains("error:"))
    #expect(decodeError.description.hasPrefix("error: wrong report type: '"))
  }

  private let url = "https://aviationweather.gov/api/data/metar?ids=KEWN&format=raw"

  /// The error a METAR request through `transport` throws, as an app catches it: `any Error`.
  private func fetchFailure(_ transport: ScriptedTransport) async throws -> (any Error, FetchError) {
    let client = AviationWeatherClient(transport: transport, baseURL: testBaseURL)
    let typed = try #require(await fetchError { () async throws(FetchError) in _ = try await client.metars(for: ["KEWN"]) })
    let any: any Error = typed
    return (any, typed)
  }

  @Test("HTTP 429 with Retry-After: the wait for people; status, wait and URL in description")
  func rateLimited() async throws {
    let (error, fetchError) = try await fetchFailure(
      ScriptedTransport(TransportResponse(status: 429, headers: ["Retry-After": "120"], body: Array("Too many".utf8))))
    expectEqual(fetchError.localizedDescription(locale: Locale(identifier: "en_US")), "The weather service is busy. Try again in 2 minutes.")
    #expect(!error.localizedDescription.contains(url))
    #expect(fetchError.description.contains("(HTTP 429)"))
    #expect(fetchError.description.contains("retry after 120 s"))
    #expect(fetchError.description.contains(url))
  }

  @Test("HTTP 404: a sentence for people; the status in description")
  func notFound() async throws {
    let (error, fetchError) = try await fetchFailure(
      ScriptedTransport(TransportResponse(status: 404, body: Array("Not Found".utf8))))
    expectEqual(fetchError.code, .notFound)
    #expect(error.localizedDescription != fetchError.description)
    expectEqual(fetchError.localizedDescription(locale: Locale(identifier: "en_US")), "The weather service couldn't find what was asked for.")
    expectEqual(fetchError.description, "not found (HTTP 404) for \(url): Not Found")
  }

  @Test("A transport failure (no answer): no status; the cause named in description, not in the sentence")
  func transportFailure() async throws {
    let (error, fetchError) = try await fetchFailure(ScriptedTransport(error: URLError(.cannotConnectToHost)))
    expectNil(fetchError.status)
    expectEqual(fetchError.localizedDescription(locale: Locale(identifier: "en_US")), "Couldn't connect to the weather service.")
    #expect(!error.localizedDescription.contains("Error Domain"))
    #expect(fetchError.description.hasPrefix("no answer"))
  }
}
