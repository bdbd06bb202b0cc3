import Foundation
import TestSupport
import Testing

@testable import AviationWeather

/// The text for people (`errorDescription`, `failureReason`, `recoverySuggestion`) of every
/// FetchError and DecodeError the client and the decoders give on real input, in every
/// language: short, localized, and free of URLs, positions, queries and system error dumps.
@Suite("Errors: text for people")
struct ErrorTextForPeopleTests {
  static let locales = ["en_US", "fr_FR", "de_DE", "es_ES", "pt_BR"].map { Locale(identifier: $0) }

  /// A transport that throws `error` for every request.
  struct Throwing: WeatherTransport {
    let error: any Error & Sendable
    func send(_ request: TransportRequest) async throws -> TransportResponse { throw error }
  }

  /// The error a METAR request through `transport` throws.
  private func metarError(_ transport: any WeatherTransport) async -> FetchError? {
    let client = AviationWeatherClient(transport: transport, baseURL: testBaseURL)
    return await fetchError { () async throws(FetchError) in _ = try await client.metars(for: ["KEWN"]) }
  }

  /// Every FetchError the client gives for a real failure: each HTTP status, each URLError a
  /// transport may throw, a no-station search, bodies that are not reports, an answer too large.
  private func realFetchErrors() async throws -> [FetchError] {
    var errors: [FetchError] = []
    let responses = [
      TransportResponse(status: 204), TransportResponse(status: 400, body: Array("Invalid bbox 33.78571,-78.00583".utf8)),
      TransportResponse(status: 404, body: Array("<html>https://aviationweather.gov/404</html>".utf8)),
      TransportResponse(status: 429, headers: ["Retry-After": "120"]), TransportResponse(status: 429, headers: ["Retry-After": "1"]),
      TransportResponse(status: 429, headers: ["Retry-After": "45"]), TransportResponse(status: 429),
      TransportResponse(status: 503, headers: ["Retry-After": "30"]), TransportResponse(status: 418),
      TransportResponse(status: 200, body: Array("<!DOCTYPE html><html>Maintenance</html>".utf8)),
    ]
    for response in responses {
      errors.append(try #require(await metarError(ScriptedTransport(response))))
    }
    for code in [
      URLError.Code.timedOut, .notConnectedToInternet, .networkConnectionLost, .cancelled, .cannotFindHost,
      .cannotConnectToHost, .secureConnectionFailed, .badServerResponse, .dataLengthExceedsMaximum,
    ] {
      errors.append(try #require(await metarError(Throwing(error: URLError(code)))))
    }
    // No station within 50 km of a point in the Atlantic (the recorded list has none there).
    let client = AviationWeatherClient(transport: RecordedService(scenario: "carolina"), baseURL: testBaseURL)
    errors.append(
      try #require(
        await fetchError { () async throws(FetchError) in
          _ = try await client.weatherNear(latitude: 30.123456, longitude: -60.654321, radius: Distance(50, .kilometers))
        }))
    // A position out of range, and an answer past the cap.
    errors.append(
      try #require(
        await fetchError { () async throws(FetchError) in
          _ = try await client.weatherNear(latitude: 95.123456, longitude: -60.654321)
        }))
    let small = AviationWeatherClient(
      transport: try ScriptedTransport(fixture: "carolina/metar/KEWN.txt"), baseURL: testBaseURL, maximumAnswerBytes: 100)
    errors.append(
      try #require(await fetchError { () async throws(FetchError) in _ = try await small.metars(for: ["KEWN"]) }))
    return errors
  }

  /// Every DecodeError strict decoding gives on the first 3,000 reports of the METAR corpus and
  /// on every TAF of the TAF corpus given to the METAR decoder, plus the empty and too-long cases.
  private func realDecodeErrors() throws -> [DecodeError] {
    var errors: [DecodeError] = []
    for line in try Fixture.lines("metar_corpus.txt").prefix(3000) {
      do { _ = try METAR(line, options: .strict) } catch { errors.append(error) }
    }
    for line in try Fixture.lines("taf_corpus.txt").prefix(50) {
      do { _ = try METAR(line) } catch { errors.append(error) }
    }
    for text in ["", "KXYZ 1234 garbage", "METAR KEWN"] {
      do { _ = try METAR(text) } catch { errors.append(error) }
    }
    errors.append(DecodeError(code: .reportTooLong, token: "", offset: 0, report: "TAF KXYZ"))
    return errors
  }

  /// The text for people must not hold `http`, `bbox`, a number with three or more decimals,
  /// `Error Domain`, a key of the table, or a placeholder left unfilled.
  private func checkForPeople(_ text: String?, _ context: String) {
    guard let text else { return }
    #expect(!text.isEmpty, "\(context)")
    #expect(!text.lowercased().contains("http"), "\(context): \(text)")
    #expect(!text.lowercased().contains("bbox"), "\(context): \(text)")
    #expect(!text.contains("Error Domain"), "\(context): \(text)")
    #expect(text.firstMatch(of: /[0-9][.,][0-9]{3}/) == nil, "\(context): \(text)")
    #expect(!text.contains("%@") && !text.contains("$@"), "\(context): \(text)")
    #expect(text.firstMatch(of: /^(fetch|decode|suggest)\./) == nil, "\(context): \(text)")
    #expect(!text.contains("\u{1B}"), "\(context): \(text)")
  }

  @Test("No text for people of a real FetchError holds a URL, a position, a query or a dump, in any language")
  func fetchErrorsForPeople() async throws {
    let errors = try await realFetchErrors()
    for error in errors {
      for locale in Self.locales {
        let context = "\(error.code) in \(locale.identifier)"
        checkForPeople(error.localizedDescription(locale: locale), context)
        checkForPeople(error.localizedFailureReason(locale: locale), context)
        checkForPeople(error.localizedRecoverySuggestion(locale: locale), context)
      }
      // The current locale's text through LocalizedError, as an alert shows it.
      checkForPeople((error as Error).localizedDescription, "\(error.code)")
      checkForPeople(error.failureReason, "\(error.code)")
    }
    // The texts differ between languages (each language has its own table).
    let busy = try #require(errors.first { $0.code == .rateLimited && $0.retryAfter == 120 })
    expectEqual(Set(Self.locales.map { busy.localizedDescription(locale: $0) }).count, Self.locales.count)
  }

  @Test("No text for people of a real DecodeError holds a URL, a caret or a dump, in any language")
  func decodeErrorsForPeople() throws {
    let errors = try realDecodeErrors()
    #expect(errors.count > 10)
    #expect(Set(errors.map(\.code)).count >= 4)
    for error in errors {
      for locale in Self.locales {
        let context = "\(error.code) '\(error.token)' in \(locale.identifier)"
        let text = error.localizedDescription(locale: locale)
        checkForPeople(text, context)
        #expect(!text.contains("\n") && !text.contains("^") && !text.contains("at byte"), "\(context): \(text)")
        checkForPeople(error.localizedFailureReason(locale: locale), context)
        checkForPeople(error.localizedRecoverySuggestion(locale: locale), context)
      }
    }
  }

  @Test("The sentences the issue asks for, in English, and their translations")
  func sentences() async throws {
    let en = Locale(identifier: "en_US")
    func error(_ response: TransportResponse) async throws -> FetchError {
      try #require(await metarError(ScriptedTransport(response)))
    }
    let busy = try await error(TransportResponse(status: 429, headers: ["Retry-After": "120"]))
    expectEqual(busy.localizedDescription(locale: en), "The weather service is busy. Try again in 2 minutes.")
    expectEqual(busy.localizedDescription(locale: Locale(identifier: "fr_FR")), "Le service météo est surchargé. Réessayez dans 2 minutes.")
    expectEqual(busy.localizedRecoverySuggestion(locale: en), "Try again in a few minutes.")
    // Plurals: one minute, one second, 45 seconds; 61 s is 2 minutes (rounded up).
    let oneMinute = try await error(TransportResponse(status: 429, headers: ["Retry-After": "60"]))
    expectEqual(oneMinute.localizedDescription(locale: en), "The weather service is busy. Try again in 1 minute.")
    expectEqual(oneMinute.localizedDescription(locale: Locale(identifier: "de_DE")), "Der Wetterdienst ist ausgelastet. Versuchen Sie es in 1 Minute erneut.")
    let oneSecond = try await error(TransportResponse(status: 429, headers: ["Retry-After": "1"]))
    expectEqual(oneSecond.localizedDescription(locale: en), "The weather service is busy. Try again in 1 second.")
    let seconds = try await error(TransportResponse(status: 429, headers: ["Retry-After": "45"]))
    expectEqual(seconds.localizedDescription(locale: Locale(identifier: "es_ES")), "El servicio meteorológico está saturado. Inténtelo de nuevo en 45 segundos.")
    let later = try await error(TransportResponse(status: 429, headers: ["Retry-After": "61"]))
    expectEqual(later.localizedDescription(locale: en), "The weather service is busy. Try again in 2 minutes.")

    let offline = try #require(await metarError(Throwing(error: URLError(.notConnectedToInternet))))
    expectEqual(offline.localizedDescription(locale: en), "You appear to be offline.")
    expectEqual(offline.localizedDescription(locale: Locale(identifier: "pt_BR")), "Parece que você está sem conexão.")
    expectEqual(offline.localizedRecoverySuggestion(locale: en), "Check your internet connection and try again.")

    let client = AviationWeatherClient(transport: RecordedService(scenario: "carolina"), baseURL: testBaseURL)
    let none = try #require(
      await fetchError { () async throws(FetchError) in
        _ = try await client.weatherNear(latitude: 30.1, longitude: -60.6, radius: Distance(50, .kilometers))
      })
    #expect(none.code == .noData && none.radius == Distance(50, .kilometers))
    expectEqual(none.localizedDescription(locale: en), "No weather station within 50 km.")
    expectEqual(none.localizedDescription(locale: Locale(identifier: "de_DE")), "Keine Wetterstation im Umkreis von 50 km.")
    expectEqual(none.localizedRecoverySuggestion(locale: en), "Try searching a larger area.")
    // The locale's decimal separator for a fractional radius.
    let near = FetchError(code: .noData, url: "", radius: Distance(2.5, .kilometers))
    expectEqual(near.localizedDescription(locale: Locale(identifier: "fr_FR")), "Aucune station météo à moins de 2,5 km.")

    let strict = try #require(throws: DecodeError.self) {
      try METAR("HCMF 231100Z 36014KT 9999 FEWO46 28/24 Q1012", options: .strict)
    }
    expectEqual(strict.localizedDescription(locale: en), "Couldn't read the report near \"FEWO46\".")
    expectEqual(strict.localizedDescription(locale: Locale(identifier: "de_DE")), "Die Meldung konnte bei „FEWO46“ nicht gelesen werden.")
    // A language without a table falls back to English.
    expectEqual(strict.localizedDescription(locale: Locale(identifier: "ja_JP")), "Couldn't read the report near \"FEWO46\".")
  }

  @Test("Timeout, offline, cancelled, rate-limited, not found and server error are distinct codes through a custom transport")
  func distinctCodes() async throws {
    var codes: [FetchError.Code] = []
    for error in [URLError(.timedOut), URLError(.notConnectedToInternet), URLError(.cancelled)] {
      codes.append(try #require(await metarError(Throwing(error: error))).code)
    }
    for status in [429, 404, 500] {
      codes.append(try #require(await metarError(ScriptedTransport(TransportResponse(status: status)))).code)
    }
    expectEqual(codes, [.timedOut, .offline, .cancelled, .rateLimited, .notFound, .serverError])
    expectEqual(Set(codes).count, 6)
    // The other URLErrors that mean offline, and a failed connection, which is not offline.
    for code in [URLError.Code.networkConnectionLost, .dataNotAllowed] {
      #expect(await metarError(Throwing(error: URLError(code)))?.code == .offline)
    }
    #expect(await metarError(Throwing(error: URLError(.cannotConnectToHost)))?.code == .transport)
    #expect(await metarError(Throwing(error: CancellationError()))?.code == .cancelled)
    // Each distinct code has its own sentence.
    let en = Locale(identifier: "en_US")
    var sentences: Set<String> = []
    for code in codes { sentences.insert(FetchError(code: code, url: "").localizedDescription(locale: en)) }
    expectEqual(sentences.count, 6)
  }

  @Test("description keeps the technical text: status, wait, URL with the position redacted, control characters escaped")
  func technicalText() async throws {
    let client = AviationWeatherClient(
      transport: ScriptedTransport(
        TransportResponse(
          status: 429, headers: ["Retry-After": "120"], body: Array("slow \u{1B}[31mdown\u{1B}]0;owned\u{07}".utf8))),
      baseURL: testBaseURL)
    let error = try #require(
      await fetchError { () async throws(FetchError) in
        _ = try await client.stations(in: BoundingBox(around: 34.685, longitude: -76.9, radius: Distance(100, .kilometers)))
      })
    #expect(error.url.contains("bbox=33.7857"))
    #expect(
      error.description
        == "rate limited: too many requests (HTTP 429), retry after 120 s for "
        + "https://aviationweather.gov/api/data/stationinfo?bbox=redacted&format=json: "
        + "slow \\u{1B}[31mdown\\u{1B}]0;owned\\u{7}")
    #expect(!error.description.contains("\u{1B}"))
    expectEqual(error.debugDescription, error.description)
    #expect(!(error as Error).localizedDescription.contains("\u{1B}"))
    // A report's control characters are escaped in DecodeError.description, and the token kept short.
    let decode = DecodeError(
      code: .unexpectedToken, token: String(repeating: "X", count: 10_000), offset: 5, report: "KXYZ \u{1B}[2J 1O SM")
    #expect(decode.token.utf8.count <= DecodeError.maximumTokenBytes + 3)
    #expect(!decode.description.contains("\u{1B}"))
    #expect(decode.description.contains("\\u{1B}[2J"))
  }
}
