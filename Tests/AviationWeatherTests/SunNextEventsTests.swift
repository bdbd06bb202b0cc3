import Foundation
import TestSupport
import Testing

@testable import AviationWeather

// Reference instants come from PyEphem 4.2.1 (PyPI), set up as in SolarCalculatorTests
// (elevation 0, pressure 0, horizon −0:49:58.8, `use_center=True`): `next_rising` and
// `next_setting` from the instant, stepped a day at a time past `AlwaysUpError` and
// `NeverUpError` to find the end of a polar day or night. Rounded to 0.1 s. Station
// positions are the aerodromes' (KDEN, ENTC, ENSB, YSSY, CYLT).

private let denver = (latitude: 39.8617, longitude: -104.6731)
private let tromso = (latitude: 69.6833, longitude: 18.9189)
private let longyearbyen = (latitude: 78.2461, longitude: 15.4656)
private let sydney = (latitude: -33.9461, longitude: 151.1772)
private let alert = (latitude: 82.5178, longitude: -62.2806)

private func zone(_ identifier: String) throws -> TimeZone {
  try #require(TimeZone(identifier: identifier), "time zone \(identifier)")
}

private func expectNear(
  _ ours: Date?, _ reference: Date, within tolerance: TimeInterval, _ label: String,
  sourceLocation: SourceLocation = #_sourceLocation
) {
  guard let ours else {
    Issue.record("\(label): nil, expected \(reference)", sourceLocation: sourceLocation)
    return
  }
  let error = abs(ours.timeIntervalSince(reference))
  #expect(error <= tolerance, "\(label): \(ours) is \(error) s from \(reference)", sourceLocation: sourceLocation)
}

@Suite("Sun: next events and local days")
struct SunNextEventsTests {
  let calculator = SolarCalculator()

  @Test("Denver at 6 am MST: sunrise and sunset of the local day ahead")
  func coloradoSixAMWinter() {
    let sixAM = utc(2026, 1, 15, 13)  // 06:00 MST
    let next = calculator.nextEvents(latitude: denver.latitude, longitude: denver.longitude, after: sixAM)
    expectNear(next.sunrise, utc(2026, 1, 15, 14, 18, 13.3), within: 60, "sunrise")
    expectNear(next.sunset, utc(2026, 1, 15, 23, 58, 27.4), within: 60, "sunset")
    #expect(!next.isDaylight)
    expectNil(next.polarPeriod)
  }

  @Test("Denver at 6 am MDT: the next sunset is this evening's, the UTC day's was last night's")
  func coloradoSixAMSummer() {
    let sixAM = utc(2026, 7, 15, 12)  // 06:00 MDT; the sun rose at 05:43
    let next = calculator.nextEvents(latitude: denver.latitude, longitude: denver.longitude, after: sixAM)
    expectNear(next.sunset, utc(2026, 7, 16, 2, 26, 0.2), within: 60, "sunset")
    expectNear(next.sunrise, utc(2026, 7, 16, 11, 43, 49.5), within: 60, "sunrise")
    #expect(next.isDaylight)
    // The UTC day's sunset (02:26Z on the 15th) is the previous local evening's, before the instant.
    let utcDay = calculator.events(latitude: denver.latitude, longitude: denver.longitude, on: sixAM)
    #expect((utcDay.sunset ?? .distantFuture) < sixAM)
    // The local day's sunset is this evening's.
    if let denverZone = TimeZone(identifier: "America/Denver") {
      let today = calculator.events(
        latitude: denver.latitude, longitude: denver.longitude, onDayOf: sixAM, in: denverZone)
      expectNear(today.sunset, utc(2026, 7, 16, 2, 26, 0.2), within: 60, "local day's sunset")
    } else {
      Issue.record("no America/Denver time zone")
    }
  }

  @Test("Sydney: next events across the local date")
  func sydneyNext() {
    let instant = utc(2026, 1, 15)  // 11:00 AEDT
    let next = calculator.nextEvents(latitude: sydney.latitude, longitude: sydney.longitude, after: instant)
    expectNear(next.sunset, utc(2026, 1, 15, 9, 9, 17.2), within: 60, "sunset")
    expectNear(next.sunrise, utc(2026, 1, 15, 19, 0, 23.3), within: 60, "sunrise")
    #expect(next.isDaylight)
  }

  @Test("Next events are strictly after the instant")
  func strictlyAfter() throws {
    let instant = utc(2026, 1, 15, 13)
    let first = calculator.nextEvents(latitude: denver.latitude, longitude: denver.longitude, after: instant)
    let sunrise = try #require(first.sunrise)
    let again = calculator.nextEvents(latitude: denver.latitude, longitude: denver.longitude, after: sunrise)
    let nextSunrise = try #require(again.sunrise)
    #expect(nextSunrise.timeIntervalSince(sunrise) > 23 * 3600)
    expectEqual(again.sunset, first.sunset)
    #expect(again.isDaylight)
  }

  // The end of a polar day or night is a grazing crossing: the sun skims the horizon,
  // so a small difference in altitude moves it by minutes. 10 minutes of tolerance.
  @Test("Tromsø in June: polar day, ended by the sunset of 25 July")
  func tromsoMidnightSun() {
    let next = calculator.nextEvents(
      latitude: tromso.latitude, longitude: tromso.longitude, after: utc(2026, 6, 21, 12))
    guard case .polarDay(let sunset) = next else {
      Issue.record("expected polar day, got \(next)")
      return
    }
    // PyEphem's sun dips to −0.8328° that night, 0.0005° below the −0.833° threshold: a
    // graze the NOAA equations (good to about 0.01°) place one night later (22:16Z on the
    // 26th). The night of a grazing first sunset is uncertain by one.
    expectNear(sunset, utc(2026, 7, 25, 22, 48, 8.1), within: 86_400 + 3_600, "end of the midnight sun")
    #expect(next.isDaylight)
    expectNil(next.sunrise)
    expectEqual(next.polarPeriod, .polarDay)
  }

  @Test("Tromsø in December: polar night, ended by the sunrise of 15 January")
  func tromsoPolarNight() {
    let next = calculator.nextEvents(
      latitude: tromso.latitude, longitude: tromso.longitude, after: utc(2026, 12, 21, 12))
    guard case .polarNight(let sunrise) = next else {
      Issue.record("expected polar night, got \(next)")
      return
    }
    expectNear(sunrise, utc(2027, 1, 15, 10, 41, 35.4), within: 600, "end of the polar night")
    #expect(!next.isDaylight)
    expectEqual(next.polarPeriod, .polarNight)
  }

  @Test("Longyearbyen: polar day until 24 August, polar night until 16 February")
  func longyearbyenSeasons() {
    let june = calculator.nextEvents(
      latitude: longyearbyen.latitude, longitude: longyearbyen.longitude, after: utc(2026, 6, 21, 12))
    expectEqual(june.polarPeriod, .polarDay)
    expectNear(june.sunset, utc(2026, 8, 24, 22, 33, 6.5), within: 600, "first sunset")
    let december = calculator.nextEvents(
      latitude: longyearbyen.latitude, longitude: longyearbyen.longitude, after: utc(2026, 12, 21, 12))
    expectEqual(december.polarPeriod, .polarNight)
    expectNear(december.sunrise, utc(2027, 2, 16, 10, 24, 12.2), within: 600, "first sunrise")
  }

  @Test("Alert in June: the midnight sun lasts until September")
  func alertJune() {
    let next = calculator.nextEvents(latitude: alert.latitude, longitude: alert.longitude, after: utc(2026, 6, 10))
    expectEqual(next.polarPeriod, .polarDay)
    expectNear(next.sunset, utc(2026, 9, 6, 3, 15, 29.3), within: 600, "first sunset")
  }

  @Test("The search ends at the poles and on invalid input")
  func searchEnds() {
    // At the North Pole the sun sets once a year, in September: found within the search.
    let pole = calculator.nextEvents(latitude: 90, longitude: 0, after: utc(2026, 6, 21))
    expectEqual(pole.polarPeriod, .polarDay)
    let poleSunset = pole.sunset ?? .distantPast
    #expect(poleSunset > utc(2026, 9, 15) && poleSunset < utc(2026, 10, 5))
    expectEqual(calculator.nextEvents(latitude: .nan, longitude: 0, after: utc(2026, 6, 21)), .polarNight(sunrise: nil))
    expectEqual(calculator.nextEvents(latitude: 45, longitude: 0, after: Date(timeIntervalSince1970: .infinity)), .polarNight(sunrise: nil))
  }

  @Test("Local days of 23 and 25 hours when the clocks change")
  func daylightSavingDays() throws {
    let denverZone = try zone("America/Denver")
    let sydneyZone = try zone("Australia/Sydney")
    let cases: [(String, TimeZone, Date, Double)] = [
      ("Denver, spring forward", denverZone, utc(2026, 3, 8, 18), 23),
      ("Denver, fall back", denverZone, utc(2026, 11, 1, 18), 25),
      ("Sydney, clocks back", sydneyZone, utc(2026, 4, 5, 2), 25),
      ("Sydney, clocks forward", sydneyZone, utc(2026, 10, 4, 2), 23),
    ]
    for (label, zone, instant, hours) in cases {
      let day = try #require(SolarCalculator.localDay(containing: instant, in: zone), "\(label)")
      #expect(day.end - day.start == hours * 3600, "\(label)")
    }
  }

  @Test("Events of a local day, on the days the clocks change")
  func localDayEvents() throws {
    let denverZone = try zone("America/Denver")
    let sydneyZone = try zone("Australia/Sydney")
    let cases: [(String, Double, Double, TimeZone, Date, Date, Date)] = [
      (
        "Denver, 8 March 2026 (23 h)", denver.latitude, denver.longitude, denverZone, utc(2026, 3, 8, 18),
        utc(2026, 3, 8, 13, 20, 58.9), utc(2026, 3, 9, 0, 58, 20.8)
      ),
      // 23:30 MST on 1 November is 24.5 hours after local midnight: still that day.
      (
        "Denver, 1 November 2026 (25 h), at 23:30", denver.latitude, denver.longitude, denverZone,
        utc(2026, 11, 2, 6, 30), utc(2026, 11, 1, 13, 27, 43.6), utc(2026, 11, 1, 23, 56, 17.6)
      ),
      (
        "Sydney, 5 April 2026 (25 h)", sydney.latitude, sydney.longitude, sydneyZone, utc(2026, 4, 5, 2),
        utc(2026, 4, 4, 20, 10, 9.2), utc(2026, 4, 5, 7, 45, 29.6)
      ),
      (
        "Sydney, 4 October 2026 (23 h)", sydney.latitude, sydney.longitude, sydneyZone, utc(2026, 10, 4, 2),
        utc(2026, 10, 3, 19, 28, 51.8), utc(2026, 10, 4, 7, 59, 56.9)
      ),
      (
        "Denver, 15 January 2026 at 6 am", denver.latitude, denver.longitude, denverZone, utc(2026, 1, 15, 13),
        utc(2026, 1, 15, 14, 18, 13.3), utc(2026, 1, 15, 23, 58, 27.4)
      ),
    ]
    for (label, latitude, longitude, zone, instant, sunrise, sunset) in cases {
      let events = calculator.events(latitude: latitude, longitude: longitude, onDayOf: instant, in: zone)
      expectNear(events.sunrise, sunrise, within: 60, "\(label): sunrise")
      expectNear(events.sunset, sunset, within: 60, "\(label): sunset")
    }
  }

  @Test("A local day in polar day and in polar night")
  func localPolarDays() throws {
    let oslo = try zone("Europe/Oslo")
    let june = calculator.events(
      latitude: tromso.latitude, longitude: tromso.longitude, onDayOf: utc(2026, 6, 21, 12), in: oslo)
    let december = calculator.events(
      latitude: longyearbyen.latitude, longitude: longyearbyen.longitude, onDayOf: utc(2026, 12, 21, 12), in: oslo)
    expectEqual(june, .polarDay)
    expectEqual(june.polarPeriod, .polarDay)
    expectEqual(december, .polarNight)
    #expect(december.sunrise == nil && december.sunset == nil)
  }

  @Test("NextSunEvents round-trips through Codable")
  func codable() throws {
    let values: [NextSunEvents] = [
      .riseAndSet(sunrise: utc(2026, 1, 15, 14), sunset: nil), .polarDay(sunset: utc(2026, 7, 25)),
      .polarNight(sunrise: nil),
    ]
    let decoded = try JSONDecoder().decode([NextSunEvents].self, from: JSONEncoder().encode(values))
    expectEqual(decoded, values)
  }
}
