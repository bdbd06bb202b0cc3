import Foundation
import TestSupport
import Testing

@testable import AviationWeather

// Reference instants come from an independent implementation: PyEphem (`ephem`
// 4.2.1 from PyPI). For each place an `ephem.Observer` had `lat`/`lon` set in
// degrees, `elevation = 0`, `pressure = 0` (no built-in refraction) and
// `horizon = '-0:49:58.8'` (−0.833°); `next_rising(Sun(), use_center=True)` and
// `next_setting(Sun(), use_center=True)` were stepped through the UTC day (or
// window), and a day without any was classed as polar day or night from the
// sun's altitude at 12:00Z. Instants are rounded to 0.1 s. The script lives
// outside the repository.

struct SolarReferenceCase: Sendable, CustomTestStringConvertible {
  let place: String
  let latitude: Double
  let longitude: Double
  /// Midnight starting the UTC day.
  let day: Date
  let expected: SunEvents

  var testDescription: String { place }
  /// 60 s at mid latitudes, 180 s above 60°.
  var tolerance: TimeInterval { abs(latitude) > 60 ? 180 : 60 }

  static let all: [SolarReferenceCase] = [
    .init(
      place: "Equator at Greenwich, June solstice", latitude: 0, longitude: 0, day: utc(2024, 6, 21),
      expected: .riseAndSet(sunrise: utc(2024, 6, 21, 5, 58, 14.7), sunset: utc(2024, 6, 21, 18, 5, 35.8))),
    .init(
      place: "Singapore, March equinox", latitude: 1.3521, longitude: 103.8198, day: utc(2024, 3, 20),
      expected: .riseAndSet(sunrise: utc(2024, 3, 20, 23, 8, 32.2), sunset: utc(2024, 3, 20, 11, 15, 22.4))),
    .init(
      place: "Nairobi", latitude: -1.2921, longitude: 36.8219, day: utc(2024, 9, 1),
      expected: .riseAndSet(sunrise: utc(2024, 9, 1, 3, 30, 2.8), sunset: utc(2024, 9, 1, 15, 35, 8.3))),
    // The UTC day's sunset is the previous local evening's.
    .init(
      place: "New York, July", latitude: 40.7128, longitude: -74.0060, day: utc(2024, 7, 4),
      expected: .riseAndSet(sunrise: utc(2024, 7, 4, 9, 30, 32.1), sunset: utc(2024, 7, 4, 0, 30, 37.9))),
    // Sunsets at 2024-08-10T00:01:14.0Z and 23:59:56.2Z: the earlier is reported.
    .init(
      place: "New York, two sunsets in the UTC day", latitude: 40.7128, longitude: -74.0060, day: utc(2024, 8, 10),
      expected: .riseAndSet(sunrise: utc(2024, 8, 10, 10, 1, 59.3), sunset: utc(2024, 8, 10, 0, 1, 14.0))),
    .init(
      place: "London, December solstice", latitude: 51.5074, longitude: -0.1278, day: utc(2024, 12, 21),
      expected: .riseAndSet(sunrise: utc(2024, 12, 21, 8, 3, 59.6), sunset: utc(2024, 12, 21, 15, 53, 36.7))),
    // The UTC day's sunrise is the next local morning's.
    .init(
      place: "Sydney, January", latitude: -33.8688, longitude: 151.2093, day: utc(2024, 1, 15),
      expected: .riseAndSet(sunrise: utc(2024, 1, 15, 18, 59, 58.2), sunset: utc(2024, 1, 15, 9, 9, 6.9))),
    .init(
      place: "Buenos Aires, June", latitude: -34.6037, longitude: -58.3816, day: utc(2024, 6, 21),
      expected: .riseAndSet(sunrise: utc(2024, 6, 21, 11, 0, 27.3), sunset: utc(2024, 6, 21, 20, 50, 31.0))),
    .init(
      place: "Tokyo, April", latitude: 35.6762, longitude: 139.6503, day: utc(2024, 4, 10),
      expected: .riseAndSet(sunrise: utc(2024, 4, 10, 20, 14, 5.1), sunset: utc(2024, 4, 10, 9, 10, 29.0))),
    .init(
      place: "Cape Town, November", latitude: -33.9249, longitude: 18.4241, day: utc(2024, 11, 5),
      expected: .riseAndSet(sunrise: utc(2024, 11, 5, 3, 41, 44.2), sunset: utc(2024, 11, 5, 17, 18, 34.3))),
    .init(
      place: "Reykjavik, March", latitude: 64.1466, longitude: -21.9426, day: utc(2024, 3, 1),
      expected: .riseAndSet(sunrise: utc(2024, 3, 1, 8, 33, 47.4), sunset: utc(2024, 3, 1, 18, 47, 31.1))),
    // Date line, west side (local date is UTC+13).
    .init(
      place: "Apia, Samoa", latitude: -13.8333, longitude: -171.7667, day: utc(2024, 5, 10),
      expected: .riseAndSet(sunrise: utc(2024, 5, 10, 17, 38, 4.7), sunset: utc(2024, 5, 10, 5, 8, 58.9))),
    // Date line, east side (local date is UTC+12).
    .init(
      place: "Suva, Fiji", latitude: -18.1416, longitude: 178.4419, day: utc(2024, 10, 1),
      expected: .riseAndSet(sunrise: utc(2024, 10, 1, 17, 47, 26.1), sunset: utc(2024, 10, 1, 6, 3, 45.1))),
    .init(
      place: "Anadyr, September", latitude: 64.7337, longitude: 177.5089, day: utc(2024, 9, 15),
      expected: .riseAndSet(sunrise: utc(2024, 9, 15, 17, 34, 41.0), sunset: utc(2024, 9, 15, 6, 36, 48.2))),
    .init(
      place: "Tromsø, midnight sun", latitude: 69.6492, longitude: 18.9553, day: utc(2024, 6, 21),
      expected: .polarDay),
    .init(
      place: "Tromsø, polar night", latitude: 69.6492, longitude: 18.9553, day: utc(2024, 12, 21),
      expected: .polarNight),
    // Sunrises at 2024-08-24T23:50:48.4Z and 2024-08-26T00:16:01.6Z: none this day.
    .init(
      place: "Longyearbyen, no sunrise in the UTC day", latitude: 78.2232, longitude: 15.6267, day: utc(2024, 8, 25),
      expected: .riseAndSet(sunrise: nil, sunset: utc(2024, 8, 25, 21, 44, 50.4))),
    .init(
      place: "McMurdo, polar night", latitude: -77.8419, longitude: 166.6863, day: utc(2024, 6, 21),
      expected: .polarNight),
    .init(
      place: "McMurdo, polar day", latitude: -77.8419, longitude: 166.6863, day: utc(2024, 12, 21),
      expected: .polarDay),
  ]
}

private func expectClose(
  _ ours: Date?, _ reference: Date?, within tolerance: TimeInterval, _ label: String,
  sourceLocation: SourceLocation = #_sourceLocation
) {
  switch (ours, reference) {
  case (nil, nil):
    break
  case let (ours?, reference?):
    let error = abs(ours.timeIntervalSince(reference))
    #expect(error <= tolerance, "\(label): \(ours) is \(error) s from \(reference)", sourceLocation: sourceLocation)
  default:
    Issue.record(
      "\(label): expected \(String(describing: reference)), got \(String(describing: ours))",
      sourceLocation: sourceLocation)
  }
}

@Suite("SolarCalculator")
struct SolarCalculatorTests {
  let calculator = SolarCalculator()

  @Test("Events match PyEphem", arguments: SolarReferenceCase.all)
  func eventsMatchReference(_ reference: SolarReferenceCase) {
    let midday = reference.day.addingTimeInterval(12 * 3_600)
    let ours = calculator.events(latitude: reference.latitude, longitude: reference.longitude, on: midday)
    switch (ours, reference.expected) {
    case let (.riseAndSet(sunrise, sunset), .riseAndSet(expectedSunrise, expectedSunset)):
      expectClose(sunrise, expectedSunrise, within: reference.tolerance, "sunrise")
      expectClose(sunset, expectedSunset, within: reference.tolerance, "sunset")
    default:
      expectEqual(ours, reference.expected)
    }
  }

  @Test("Any instant of the UTC day gives the same events", arguments: SolarReferenceCase.all)
  func eventsDependOnlyOnTheUTCDay(_ reference: SolarReferenceCase) {
    let atMidnight = calculator.events(latitude: reference.latitude, longitude: reference.longitude, on: reference.day)
    let lastInstant = reference.day.addingTimeInterval(86_399.999)
    expectEqual(calculator.events(latitude: reference.latitude, longitude: reference.longitude, on: lastInstant), atMidnight)
  }

  @Test("Events agree with transitions over the UTC day", arguments: SolarReferenceCase.all)
  func eventsAgreeWithTransitions(_ reference: SolarReferenceCase) {
    let events = calculator.events(latitude: reference.latitude, longitude: reference.longitude, on: reference.day)
    let transitions = calculator.transitions(
      latitude: reference.latitude, longitude: reference.longitude,
      from: reference.day, to: reference.day.addingTimeInterval(86_399.999))
    let firstSunrise = transitions.first { $0.kind == .sunrise }?.date
    let firstSunset = transitions.first { $0.kind == .sunset }?.date
    if transitions.isEmpty {
      #expect(events == .polarDay || events == .polarNight)
    } else {
      expectEqual(events, .riseAndSet(sunrise: firstSunrise, sunset: firstSunset))
    }
  }

  struct WindowCase: Sendable, CustomTestStringConvertible {
    let place: String
    let latitude: Double
    let longitude: Double
    let start: Date
    let expected: [SunTransition]
    var testDescription: String { place }
  }

  static let windows: [WindowCase] = [
    .init(
      place: "London", latitude: 51.5074, longitude: -0.1278, start: utc(2024, 3, 10, 6),
      expected: [
        SunTransition(kind: .sunrise, date: utc(2024, 3, 10, 6, 24, 57.6)),
        SunTransition(kind: .sunset, date: utc(2024, 3, 10, 17, 57, 14.7)),
        SunTransition(kind: .sunrise, date: utc(2024, 3, 11, 6, 22, 43.0)),
      ]),
    .init(
      place: "Suva, Fiji", latitude: -18.1416, longitude: 178.4419, start: utc(2024, 10, 1),
      expected: [
        SunTransition(kind: .sunset, date: utc(2024, 10, 1, 6, 3, 45.1)),
        SunTransition(kind: .sunrise, date: utc(2024, 10, 1, 17, 47, 26.1)),
      ]),
    .init(
      place: "Anadyr, across the year end", latitude: 64.7337, longitude: 177.5089, start: utc(2024, 12, 30, 18),
      expected: [
        SunTransition(kind: .sunrise, date: utc(2024, 12, 30, 22, 12, 54.2)),
        SunTransition(kind: .sunset, date: utc(2024, 12, 31, 2, 13, 12.9)),
        SunTransition(kind: .sunrise, date: utc(2024, 12, 31, 22, 11, 49.9)),
      ]),
    .init(
      place: "Tromsø, midnight sun", latitude: 69.6492, longitude: 18.9553, start: utc(2024, 6, 20, 18), expected: []),
  ]

  @Test("Transitions over a 30-hour window match PyEphem", arguments: windows)
  func transitionsOverThirtyHours(_ window: WindowCase) {
    let ours = calculator.transitions(
      latitude: window.latitude, longitude: window.longitude,
      from: window.start, to: window.start.addingTimeInterval(30 * 3_600))
    expectEqual(ours.map(\.kind), window.expected.map(\.kind))
    let tolerance: TimeInterval = abs(window.latitude) > 60 ? 180 : 60
    for (mine, reference) in zip(ours, window.expected) {
      expectClose(mine.date, reference.date, within: tolerance, mine.kind.rawValue)
    }
  }

  @Test("Transitions alternate, are ordered and flip daylight")
  func transitionsAreOrdered() {
    let places: [(Double, Double)] = [
      (64.7337, 177.5089), (40.7128, -74.0060), (-33.8688, 151.2093), (69.6492, 18.9553),
    ]
    for (latitude, longitude) in places {
      // Ten days around the end of the Tromsø polar night.
      let start = utc(2025, 1, 10)
      let list = calculator.transitions(
        latitude: latitude, longitude: longitude, from: start, to: start.addingTimeInterval(10 * 86_400))
      #expect(!list.isEmpty)
      for (earlier, later) in zip(list, list.dropFirst()) {
        #expect(earlier.date < later.date)
        #expect(earlier.kind != later.kind)
      }
      for transition in list {
        let before = calculator.isDaylight(
          latitude: latitude, longitude: longitude, at: transition.date.addingTimeInterval(-30))
        let after = calculator.isDaylight(
          latitude: latitude, longitude: longitude, at: transition.date.addingTimeInterval(30))
        expectEqual(before, (transition.kind == .sunset))
        expectEqual(after, (transition.kind == .sunrise))
      }
    }
  }

  @Test("Transition window bounds are inclusive")
  func transitionBoundsAreInclusive() throws {
    let day = utc(2024, 12, 21)
    let all = calculator.transitions(
      latitude: 51.5074, longitude: -0.1278, from: day, to: day.addingTimeInterval(86_400))
    let sunrise = try #require(all.first)
    let exact = calculator.transitions(latitude: 51.5074, longitude: -0.1278, from: sunrise.date, to: sunrise.date)
    expectEqual(exact.count, 1)
    expectEqual(exact.first?.kind, .sunrise)
    let after = calculator.transitions(
      latitude: 51.5074, longitude: -0.1278, from: sunrise.date.addingTimeInterval(1),
      to: sunrise.date.addingTimeInterval(3_600))
    #expect(after.isEmpty)
  }

  struct DaylightCase: Sendable, CustomTestStringConvertible {
    let place: String
    let latitude: Double
    let longitude: Double
    let instant: Date
    let daylight: Bool
    var testDescription: String { place }
  }

  static let daylightCases: [DaylightCase] = [
    .init(place: "London noon", latitude: 51.5074, longitude: -0.1278, instant: utc(2024, 12, 21, 12), daylight: true),
    .init(
      place: "London midnight", latitude: 51.5074, longitude: -0.1278, instant: utc(2024, 6, 21, 0), daylight: false),
    .init(
      place: "Sydney local noon", latitude: -33.8688, longitude: 151.2093, instant: utc(2024, 1, 15, 2), daylight: true),
    .init(
      place: "Sydney local midnight", latitude: -33.8688, longitude: 151.2093, instant: utc(2024, 1, 15, 14),
      daylight: false),
    .init(
      place: "Apia local noon", latitude: -13.8333, longitude: -171.7667, instant: utc(2024, 5, 10, 23, 30),
      daylight: true),
    .init(
      place: "Apia local midnight", latitude: -13.8333, longitude: -171.7667, instant: utc(2024, 5, 10, 11, 30),
      daylight: false),
    .init(place: "Equator noon", latitude: 0, longitude: 0, instant: utc(2024, 3, 20, 12), daylight: true),
    .init(place: "Equator midnight", latitude: 0, longitude: 0, instant: utc(2024, 3, 20, 0), daylight: false),
    .init(
      place: "Tromsø midnight sun", latitude: 69.6492, longitude: 18.9553, instant: utc(2024, 6, 21, 23), daylight: true
    ),
    .init(
      place: "Tromsø polar night noon", latitude: 69.6492, longitude: 18.9553, instant: utc(2024, 12, 21, 11),
      daylight: false),
  ]

  @Test("isDaylight at noon and midnight", arguments: daylightCases)
  func daylight(_ sample: DaylightCase) {
    expectEqual(calculator.isDaylight(latitude: sample.latitude, longitude: sample.longitude, at: sample.instant), sample.daylight)
  }

  @Test("Non-finite input yields polar night, no transitions and no daylight")
  func nonFiniteInput() {
    let noon = utc(2024, 6, 21, 12)
    for (latitude, longitude) in [(Double.nan, 0.0), (0, .nan), (.infinity, 0), (0, -.infinity)] {
      expectEqual(calculator.events(latitude: latitude, longitude: longitude, on: noon), .polarNight)
      #expect(
        calculator.transitions(
          latitude: latitude, longitude: longitude, from: noon, to: noon.addingTimeInterval(86_400)
        ).isEmpty)
      #expect(!calculator.isDaylight(latitude: latitude, longitude: longitude, at: noon))
    }
    let badDate = Date(timeIntervalSince1970: .nan)
    expectEqual(calculator.events(latitude: 0, longitude: 0, on: badDate), .polarNight)
    #expect(calculator.transitions(latitude: 0, longitude: 0, from: badDate, to: noon).isEmpty)
    #expect(
      calculator.transitions(latitude: 0, longitude: 0, from: noon, to: .distantFuture.addingTimeInterval(.infinity))
        .isEmpty)
    #expect(!calculator.isDaylight(latitude: 0, longitude: 0, at: badDate))
  }

  @Test("Out-of-range latitude is clamped, longitude is wrapped")
  func rangeHandling() {
    let day = utc(2024, 6, 21)
    expectEqual(calculator.events(latitude: 123, longitude: 10, on: day), calculator.events(latitude: 90, longitude: 10, on: day))
    expectEqual(calculator.events(latitude: 123, longitude: 10, on: day), .polarDay)
    expectEqual(calculator.events(latitude: -1e9, longitude: 10, on: day), .polarNight)
    let wrapped = calculator.transitions(latitude: 40, longitude: 190, from: day, to: day.addingTimeInterval(86_400))
    let plain = calculator.transitions(latitude: 40, longitude: -170, from: day, to: day.addingTimeInterval(86_400))
    expectEqual(wrapped.count, plain.count)
    for (a, b) in zip(wrapped, plain) {
      expectEqual(a.kind, b.kind)
      #expect(abs(a.date.timeIntervalSince(b.date)) < 0.01)
    }
    expectEqual(calculator.events(latitude: 0, longitude: 180, on: day), calculator.events(latitude: 0, longitude: -180, on: day))
  }

  @Test("Empty and over-long windows")
  func windowLimits() {
    let day = utc(2024, 6, 21)
    #expect(calculator.transitions(latitude: 0, longitude: 0, from: day, to: day.addingTimeInterval(-1)).isEmpty)
    let long = calculator.transitions(latitude: 0, longitude: 0, from: .distantPast, to: .distantFuture)
    let limitInDays = SolarCalculator.maximumTransitionWindow / 86_400
    #expect(long.count <= Int(2 * limitInDays) + 2)
    #expect(long.count >= Int(2 * limitInDays) - 2)
  }

  @Test("Values round-trip through Codable")
  func codable() throws {
    let values: [SunEvents] = [
      .riseAndSet(sunrise: utc(2024, 1, 1, 6), sunset: nil),
      .riseAndSet(sunrise: nil, sunset: utc(2024, 1, 1, 18)),
      .polarDay,
      .polarNight,
    ]
    let decoded = try JSONDecoder().decode([SunEvents].self, from: JSONEncoder().encode(values))
    expectEqual(decoded, values)
    let transition = SunTransition(kind: .sunset, date: utc(2024, 1, 1, 18))
    try expectEqual(JSONDecoder().decode(SunTransition.self, from: JSONEncoder().encode(transition)), transition)
  }
}
