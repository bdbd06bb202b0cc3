import Foundation
import TestSupport
import Testing

@testable import AviationWeather

/// Dates in the `Codable` forms are ISO 8601 strings whatever the encoder's date strategy, and
/// every model round-trips equal through JSONEncoder/JSONDecoder with the default and the
/// `.iso8601` strategies: METARs, TAFs, timelines, sun events and the weather near a position
/// built from the recorded answers in Fixtures.
@Suite("Codable: dates one way, round trips equal")
struct DateCodableTests {
  /// The encoders and decoders an app may use.
  static let strategies: [(String, JSONEncoder.DateEncodingStrategy, JSONDecoder.DateDecodingStrategy)] = [
    ("default", .deferredToDate, .deferredToDate), ("iso8601", .iso8601, .iso8601),
    ("secondsSince1970", .secondsSince1970, .secondsSince1970),
  ]

  /// Encodes `value` with each strategy: the bytes are the same whatever the strategy, and each
  /// decoder gives back an equal value.
  private func checkRoundTrips<T: Codable & Equatable>(_ value: T, _ context: String) throws {
    var texts: Set<Data> = []
    for (name, encoding, decoding) in Self.strategies {
      let encoder = JSONEncoder()
      encoder.outputFormatting = [.sortedKeys]
      encoder.dateEncodingStrategy = encoding
      let data = try encoder.encode(value)
      texts.insert(data)
      let decoder = JSONDecoder()
      decoder.dateDecodingStrategy = decoding
      let back = try decoder.decode(T.self, from: data)
      #expect(back == value, "\(context) through \(name)")
    }
    #expect(texts.count == 1, "\(context): the encoder's date strategy changed the text")
  }

  @Test("The weather near a position, from the recorded Carolina answers, at an instant with a fraction")
  func nearbyWeather() async throws {
    let client = AviationWeatherClient(transport: RecordedService(scenario: "carolina"), baseURL: testBaseURL)
    let instant = carolinaDate.addingTimeInterval(0.123_456)
    let near = try await client.weatherNear(latitude: 34.685, longitude: -76.9, at: instant)
    expectEqual(near.date, carolinaDate)  // to the whole second
    let sunrise = try #require(near.sun.sunrise)
    expectEqual(sunrise.timeIntervalSince1970, sunrise.timeIntervalSince1970.rounded(.down))
    expectEqual(near.timeline?.rows.contains { $0.kind == .sunrise || $0.kind == .sunset }, true)
    try checkRoundTrips(near, "NearbyWeather")
    // Every date is a string in the document (the issue's reference-date numbers are gone).
    let encoder = JSONEncoder()
    let text = String(decoding: try encoder.encode(near), as: UTF8.self)
    #expect(text.contains(#""date":"2018-09-13T19:00:00Z""#))
    #expect(text.firstMatch(of: /"(date|start|end|sunrise|sunset)":[0-9-]/) == nil, "\(text.prefix(300))")
  }

  /// Every 24th TAF (104 of 2,480; every 6th, 414, when `AVIATIONWEATHER_FULL_CORPUS=1`: CorpusSweep).
  @Test("Every TAF of the corpus, and its timeline with sun rows, round-trips equal")
  func tafsAndTimelines() throws {
    let reference = Date(timeIntervalSince1970: 1_762_992_000)  // 2025-11-13
    var timelines = 0
    let sample = try CorpusSweep.lines("taf_corpus.txt", every: 24, fullEvery: 6)
    for line in sample.lines {
      guard var taf = try? TAF(line) else { continue }
      taf.resolveDates(receivedAt: reference)
      try checkRoundTrips(taf, "TAF \(taf.station)")
      if let timeline = ForecastTimeline(taf: taf, referenceDate: reference, latitude: 52.3, longitude: 4.8) {
        try checkRoundTrips(timeline, "timeline \(taf.station)")
        timelines += 1
      }
    }
    // Three in four TAFs of the corpus get a timeline at this reference date.
    #expect(timelines > sample.atLeast(1_860))
  }

  @Test("METARs of the corpus round-trip equal")
  func metars() throws {
    let reference = Date(timeIntervalSince1970: 1_762_992_000)
    var compared = 0
    // Every 100th report (488 of 48,701; every 25th, 1,949, when `AVIATIONWEATHER_FULL_CORPUS=1`).
    let sample = try CorpusSweep.lines("metar_corpus.txt", every: 100, fullEvery: 25)
    for line in sample.lines {
      guard var metar = try? METAR(line) else { continue }
      metar.resolveDates(receivedAt: reference)
      try checkRoundTrips(metar, "METAR \(metar.station)")
      compared += 1
    }
    #expect(compared > sample.atLeast(48_000))
  }

  @Test("Sun events: every case, polar day and night included, to the whole second")
  func sunEvents() throws {
    let calculator = SolarCalculator()
    let instant = Date(timeIntervalSince1970: 1_781_956_800.75)  // 2026-06-20 12:00:00.75Z
    for (latitude, longitude) in [(34.685, -76.9), (71.29, -156.79), (-77.85, 166.67), (78.22, 15.65), (0, 0)] {
      for date in [instant, instant.addingTimeInterval(183 * 86_400)] {
        let day = calculator.events(latitude: latitude, longitude: longitude, on: date)
        try checkRoundTrips(day, "SunEvents \(latitude)")
        let next = calculator.nextEvents(latitude: latitude, longitude: longitude, after: date)
        try checkRoundTrips(next, "NextSunEvents \(latitude)")
        for time in [day.sunrise, day.sunset, next.sunrise, next.sunset].compactMap({ $0 }) {
          expectEqual(time.timeIntervalSince1970, time.timeIntervalSince1970.rounded(.down))
        }
        for transition in calculator.transitions(
          latitude: latitude, longitude: longitude, from: date, to: date.addingTimeInterval(3 * 86_400))
        {
          try checkRoundTrips(transition, "SunTransition \(latitude)")
        }
      }
    }
    // The shape Swift gives an enum.
    let text = String(decoding: try JSONEncoder().encode(NextSunEvents.polarDay(sunset: Date(timeIntervalSince1970: 0))), as: UTF8.self)
    expectEqual(text, #"{"polarDay":{"sunset":"1970-01-01T00:00:00Z"}}"#)
    expectEqual(String(decoding: try JSONEncoder().encode(SunEvents.polarNight), as: UTF8.self), #"{"polarNight":{}}"#)
  }

  @Test("Documents written before, with numbers in the default date strategy, still decode")
  func oldDocuments() throws {
    let old = #"{"riseAndSet":{"sunrise":558528551.192466,"sunset":558567600}}"#
    let events = try JSONDecoder().decode(SunEvents.self, from: Data(old.utf8))
    expectEqual(events.sunrise, Date(timeIntervalSinceReferenceDate: 558_528_551.192466))
    expectEqual(events.sunset, Date(timeIntervalSinceReferenceDate: 558_567_600))
    let transition = try JSONDecoder().decode(SunTransition.self, from: Data(#"{"kind":"sunset","date":558567600.5}"#.utf8))
    expectEqual(transition.date, Date(timeIntervalSinceReferenceDate: 558_567_600))
    // A string that is not the canonical ISO form is refused, naming the key.
    #expect(throws: DecodingError.self) {
      try JSONDecoder().decode(SunTransition.self, from: Data(#"{"kind":"sunset","date":"yesterday"}"#.utf8))
    }
  }
}
