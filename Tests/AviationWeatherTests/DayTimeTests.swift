import Foundation
import TestSupport
import Testing

@testable import AviationWeather

@Suite("Day-time resolution")
struct DayTimeTests {
  /// (observation group, reference date, expected instant)
  static let cases: [(String, Date, Date)] = [
    ("221651Z", utc(2026, 11, 22, 17, 5), utc(2026, 11, 22, 16, 51)),
    // A report from the 31st read on the 1st belongs to the previous month ...
    ("312350Z", utc(2026, 11, 1, 0, 10), utc(2026, 10, 31, 23, 50)),
    // ... across the year end too.
    ("311800Z", utc(2027, 1, 1, 2), utc(2026, 12, 31, 18, 0)),
    // A report dated the 1st read late on the 31st of the month before (clock skew) is next month.
    ("010005Z", utc(2026, 12, 31, 23, 58), utc(2027, 1, 1, 0, 5)),
    // The 30th read on 1 March 2026: February has no 30th; of 30 January (30 days back) and
    // 30 March (29 days ahead) the nearer wins.
    ("301200Z", utc(2026, 3, 1, 6), utc(2026, 3, 30, 12, 0)),
    // Leap day.
    ("290600Z", utc(2028, 3, 1, 6), utc(2028, 2, 29, 6, 0)),
  ]

  @Test(arguments: cases)
  func resolvesAgainstTheReferenceDate(_ group: String, _ reference: Date, _ expected: Date) throws {
    let time = try #require(decodeToken(group) { DayTime.decodeObservationTime($0) })
    expectEqual(time.date(relativeTo: reference), expected)
  }

  @Test func hour24IsMidnightAtTheEndOfTheDay() throws {
    let time = DayTime(day: 30, hour: 24, minute: 0)
    expectEqual(time.date(relativeTo: utc(2026, 11, 30, 6)), utc(2026, 12, 1, 0, 0))
  }

  @Test(arguments: ["321200Z", "002400Z", "222560Z", "22165Z", "2216512", "22A651Z", "221651ZZ"])
  func invalidDayTimesAreRejected(_ group: String) {
    expectNil(decodeToken(group) { DayTime.decodeObservationTime($0) })
  }

  @Test func observationTimeOfARealReportResolves() throws {
    // Real report from the corpus (collected in January 2026).
    let metar = try METAR("EGLL 051620Z AUTO 30007KT 9999 OVC036 05/M02 Q1015")
    let date = try #require(metar.time?.date(relativeTo: utc(2026, 1, 7)))
    expectEqual(date, utc(2026, 1, 5, 16, 20))
  }
}
