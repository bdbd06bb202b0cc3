import Foundation
import TestSupport
import Testing

@testable import AviationWeather

/// The library's one date routine (`_CivilDate`) checked against Foundation's Gregorian
/// calendar in UTC, and the day-time resolution built on it against the `Calendar`-based rule
/// it replaced.
@Suite("Civil date arithmetic")
struct CivilDateTests {
  private static let calendar: Calendar = {
    var calendar = Calendar(identifier: .gregorian)
    calendar.timeZone = TimeZone(secondsFromGMT: 0) ?? calendar.timeZone
    return calendar
  }()

  /// Every 7th day from 1 January 1600 to the end of 2400 (Foundation's calendar is Julian
  /// before October 1582, so the comparison starts after it), in days since 1970-01-01.
  private static let sampledDays: [Int] = {
    let start = Int((calendar.date(from: DateComponents(year: 1600, month: 1, day: 1)) ?? Date())
      .timeIntervalSince1970 / 86_400)
    let end = Int((calendar.date(from: DateComponents(year: 2401, month: 1, day: 1)) ?? Date())
      .timeIntervalSince1970 / 86_400)
    return Array(stride(from: start, to: end, by: 7))
  }()

  /// The ends of February and the leap days the rule turns on: 1900 and 2100 are not leap
  /// years, 2000 is.
  private static let februaryEnds: [(year: Int, month: Int, day: Int)] = [
    (1900, 2, 28), (1900, 3, 1), (2000, 2, 28), (2000, 2, 29), (2000, 3, 1), (2100, 2, 28), (2100, 3, 1),
    (2024, 2, 29), (2028, 2, 29), (1600, 2, 29), (2400, 2, 29), (1999, 12, 31), (2000, 1, 1),
  ]

  @Test func civilFromDaysMatchesFoundation() {
    var mismatches: [String] = []
    for days in Self.sampledDays {
      let parts = Self.calendar.dateComponents(
        [.year, .month, .day], from: Date(timeIntervalSince1970: Double(days) * 86_400))
      let civil = _CivilDate.civil(days: days)
      if civil.year != parts.year || civil.month != parts.month || civil.day != parts.day {
        mismatches.append("\(days): \(civil) vs \(parts)")
      }
    }
    #expect(Self.sampledDays.count > 40_000)
    #expect(mismatches.count == 0, "\(mismatches.prefix(5))")
  }

  @Test func daysFromCivilMatchesFoundation() throws {
    for days in Self.sampledDays {
      let parts = Self.calendar.dateComponents(
        [.year, .month, .day], from: Date(timeIntervalSince1970: Double(days) * 86_400))
      let (year, month, day) = (try #require(parts.year), try #require(parts.month), try #require(parts.day))
      guard _CivilDate.days(year: year, month: month, day: day) == days else {
        Issue.record("\(year)-\(month)-\(day) is not day \(days)")
        return
      }
    }
    for (year, month, day) in Self.februaryEnds {
      let expected = try #require(Self.calendar.date(from: DateComponents(year: year, month: month, day: day)))
      expectEqual(_CivilDate.days(year: year, month: month, day: day) * 86_400, Int(expected.timeIntervalSince1970))
      expectEqual(_CivilDate.date(year: year, month: month, day: day, hour: 0, minute: 0), expected)
    }
  }

  @Test func februaryHasItsLeapDayOnlyInLeapYears() throws {
    // Foundation rolls 29 February of a common year over to 1 March; the routine has no such day.
    for year in [1900, 2100, 2026, 2027] {
      expectNil(_CivilDate.date(year: year, month: 2, day: 29, hour: 0, minute: 0))
      expectEqual(_CivilDate.daysInMonth(year: year, month: 2), 28)
    }
    for year in [1600, 2000, 2024, 2028, 2400] {
      #expect(_CivilDate.date(year: year, month: 2, day: 29, hour: 12, minute: 0) != nil)
      expectEqual(_CivilDate.daysInMonth(year: year, month: 2), 29)
    }
    for year in [1900, 2000, 2026] {
      for month in 1...12 {
        let first = try #require(Self.calendar.date(from: DateComponents(year: year, month: month, day: 1)))
        let length = try #require(Self.calendar.range(of: .day, in: .month, for: first)).count
        expectEqual(_CivilDate.daysInMonth(year: year, month: month), length)
        expectNil(_CivilDate.date(year: year, month: month, day: length + 1, hour: 0, minute: 0))
      }
    }
  }

  @Test func roundTripsEveryDayOfFourCenturies() {
    // 400 Gregorian years repeat exactly; one full cycle either side of 1970 plus the era edges.
    var failures = 0
    for days in stride(from: -146_097 - 719_468, through: 146_097 * 2, by: 1) {
      let c = _CivilDate.civil(days: days)
      if _CivilDate.days(year: c.year, month: c.month, day: c.day) != days { failures += 1 }
    }
    expectEqual(failures, 0)
  }

  @Test func monthSteppingCrossesYearEnds() throws {
    for year in [1899, 1999, 2026] {
      for month in 1...12 {
        for offset in [-13, -12, -1, 0, 1, 11, 12, 25] {
          let start = try #require(Self.calendar.date(from: DateComponents(year: year, month: month, day: 1)))
          let moved = try #require(Self.calendar.date(byAdding: .month, value: offset, to: start))
          let parts = Self.calendar.dateComponents([.year, .month], from: moved)
          let stepped = _CivilDate.month(month, of: year, adding: offset)
          #expect(stepped.year == parts.year && stepped.month == parts.month, "\(year)-\(month) + \(offset)")
        }
      }
    }
    #expect(_CivilDate.month(12, of: 2026, adding: 1) == (2027, 1))
    #expect(_CivilDate.month(1, of: 2027, adding: -1) == (2026, 12))
  }

  @Test func iso8601MatchesFoundationsFormat() {
    // Whole seconds across the sample, and fractions (dropped, before and after 1970).
    var mismatches: [String] = []
    for (index, days) in Self.sampledDays.enumerated() {
      let fraction = [0, 0.25, 0.999][index % 3]
      let date = Date(timeIntervalSince1970: Double(days * 86_400 + (index * 7_919) % 86_400) + fraction)
      let expected = date.formatted(Date.ISO8601FormatStyle())
      if _formatISO8601(date) != expected || _CivilDate.iso8601(date) != expected {
        mismatches.append("\(date.timeIntervalSince1970): \(_CivilDate.iso8601(date)) vs \(expected)")
      }
    }
    #expect(mismatches.count == 0, "\(mismatches.prefix(5))")
    expectEqual(_CivilDate.iso8601(Date(timeIntervalSince1970: -0.4)), "1969-12-31T23:59:59Z")
    expectEqual(_CivilDate.iso8601(Date(timeIntervalSince1970: .nan)), "invalid date")
    expectEqual(_CivilDate.timelineText(Date(timeIntervalSince1970: -.infinity)), "invalid date")
  }

  @Test func iso8601TextParsesBackAndOnlyItsCanonicalForm() throws {
    for days in Self.sampledDays where days % 5 == 0 {
      let date = Date(timeIntervalSince1970: Double(days * 86_400 + 49_859))
      let text = try #require(_formatISO8601(date))
      #expect(_parseISO8601(text) == date, "\(text)")
    }
    for text in [
      "2026-02-29T00:00:00Z", "2026-04-31T12:00:00Z", "2026-13-01T00:00:00Z", "2026-00-10T00:00:00Z",
      "2026-11-23T24:00:00Z", "2026-11-23T12:60:00Z", "2026-11-23T12:00:60Z", "0999-12-31T23:59:59Z",
      "2026-11-23 12:00:00Z", "2026-11-23T12:00:00", "2026-11-23T12:00:00+00:00", "2026-1-23T12:00:00Z",
      "2026-11-2aT12:00:00Z", "",
    ] {
      #expect(_parseISO8601(text) == nil, "\(text)")
    }
    expectEqual(_parseISO8601("2028-02-29T23:59:59Z"), Date(timeIntervalSince1970: 1_835_481_599))
  }

  @Test func timelineTextIsTheISODayAndMinute() {
    let date = Date(timeIntervalSince1970: 1_794_232_800)  // 2026-11-09T14:00:00Z
    expectEqual(_CivilDate.iso8601(date), "2026-11-09T14:00:00Z")
    expectEqual(_CivilDate.timelineText(date), "2026-11-09 14:00Z")
    expectEqual(_CivilDate.timelineText(Date(timeIntervalSince1970: -1)), "1969-12-31 23:59Z")
  }

  // MARK: - Day-time resolution against the Calendar rule it replaced

  /// The instant of the parts through Foundation's calendar; `nil` when the month has no such day.
  private static func calendarDate(_ y: Int, _ m: Int, _ d: Int, _ h: Int, _ min: Int) -> Date? {
    guard let midnight = calendar.date(from: DateComponents(year: y, month: m, day: d)),
      calendar.component(.day, from: midnight) == d
    else { return nil }
    return midnight.addingTimeInterval(Double(h) * 3600 + Double(min) * 60)
  }

  /// `date(relativeTo:)` as it was written with `Calendar`: the nearest of the candidates in
  /// the reference month and the months either side.
  private static func calendarResolution(_ time: DayTime, _ reference: Date) -> Date? {
    let parts = calendar.dateComponents([.year, .month, .day], from: reference)
    guard let year = parts.year, let month = parts.month, let refDay = parts.day else { return nil }
    var best: Date?
    for offset in -1...1 {
      let candidate: Date?
      if let day = time.day {
        guard let start = calendar.date(from: DateComponents(year: year, month: month, day: 1)),
          let moved = calendar.date(byAdding: .month, value: offset, to: start)
        else { continue }
        let m = calendar.dateComponents([.year, .month], from: moved)
        candidate = calendarDate(m.year ?? 0, m.month ?? 0, day, time.hour, time.minute)
      } else {
        candidate = calendarDate(year, month, refDay, 0, 0)?.addingTimeInterval(
          Double(offset) * 86_400 + Double(time.hour) * 3600 + Double(time.minute) * 60)
      }
      guard let candidate else { continue }
      if let current = best, abs(current.timeIntervalSince(reference)) <= abs(candidate.timeIntervalSince(reference)) {
        continue
      }
      best = candidate
    }
    return best
  }

  /// `date(receivedAt:)` as it was written with `Calendar`: the receipt month or the one before.
  private static func calendarReceipt(_ time: DayTime, _ receipt: Date) -> Date? {
    guard let day = time.day else { return nil }
    let bound = receipt.addingTimeInterval(3600)
    let parts = calendar.dateComponents([.year, .month], from: bound)
    guard let year = parts.year, let month = parts.month else { return nil }
    for (y, m) in [(year, month), month == 1 ? (year - 1, 12) : (year, month - 1)] {
      if let candidate = calendarDate(y, m, day, time.hour, time.minute), candidate <= bound { return candidate }
    }
    return nil
  }

  /// The observation times of the real reports in the METAR corpus (every 40th unless
  /// `AVIATIONWEATHER_FULL_CORPUS=1`: CorpusSweep), read against
  /// references on every 7th day (at 00:17, 11:43 and 23:59) of 1999–2001, 2026–2028 and
  /// 2099–2100: the integer routine resolves each as Foundation's calendar does, including `nil`
  /// for a received report whose day neither month has (the 31st received on 1 May).
  @Test func resolvesCorpusTimesAsFoundationsCalendarDoes() throws {
    var times = Set<DayTime>()
    for line in try CorpusSweep.lines("metar_corpus.txt", every: CorpusSweep.metarStride * 4).lines {
      if let time = try? METAR(line).time { times.insert(time) }
    }
    // Every day of the month is among them (the month-end cases below add the 28th to 31st).
    #expect(Set(times.compactMap(\.day)).count >= 28)
    times.formUnion((28...31).map { DayTime(day: $0, hour: 23, minute: 50) })
    times.insert(DayTime(day: nil, hour: 23, minute: 30))
    #expect(times.count > 100)
    let sortedTimes = times.sorted { ($0.day ?? 0, $0.hour, $0.minute) < ($1.day ?? 0, $1.hour, $1.minute) }
    var references: [Date] = []
    for (first, last) in [(1999, 2001), (2026, 2028), (2099, 2100)] {
      let start = try #require(Self.calendarDate(first, 1, 1, 0, 0))
      let end = try #require(Self.calendarDate(last + 1, 1, 1, 0, 0))
      var day = start
      var index = 0
      while day < end {
        references.append(day.addingTimeInterval([1020.0, 42_180, 86_340][index % 3]))
        day = day.addingTimeInterval(7 * 86_400)
        index += 1
      }
    }
    var mismatches: [String] = []
    var nils = 0
    for reference in references {
      for time in sortedTimes {
        if time.date(relativeTo: reference) != Self.calendarResolution(time, reference) {
          mismatches.append("relativeTo \(time) @ \(reference)")
        }
        let received = time.date(receivedAt: reference)
        if received == nil { nils += 1 }
        if received != Self.calendarReceipt(time, reference) {
          mismatches.append("receivedAt \(time) @ \(reference)")
        }
      }
    }
    #expect(nils > 0)
    #expect(mismatches.count == 0, "\(mismatches.count): \(mismatches.prefix(5))")
  }

  /// The split of a second count into day and second of day is floor division, checked against
  /// Foundation's calendar in UTC on both sides of 1970 (the sites that write local times and
  /// days in the timeline and the fetch texts all go through it).
  @Test func secondCountSplitsIntoDayAndSecondAsFoundationsCalendar() throws {
    let seconds = [-86_401, -86_400, -86_399, -3_601, -60, -1, 0, 1, 59, 86_399, 86_400, 1_764_225_000,
                   -2_208_988_801, 253_402_300_799]
    for value in seconds {
      let (days, second) = _CivilDate.dayAndSecond(ofSecond: value)
      #expect((0..<86_400).contains(second), "\(value)")
      #expect(days * 86_400 + second == value, "\(value)")
      let parts = Self.calendar.dateComponents(
        [.year, .month, .day, .hour, .minute, .weekday], from: Date(timeIntervalSince1970: Double(value)))
      let civil = _CivilDate.civil(days: days)
      #expect(civil.year == parts.year && civil.month == parts.month && civil.day == parts.day, "\(value)")
      let (hour, minute) = _CivilDate.hourAndMinute(ofSecond: second)
      #expect(hour == parts.hour && minute == parts.minute, "\(value)")
      #expect(_CivilDate.weekday(days: days) + 1 == parts.weekday, "\(value)")
    }
    expectEqual(_CivilDate.wholeSeconds(-0.5), -1)
    expectNil(_CivilDate.wholeSeconds(1e15))
    expectNil(_CivilDate.wholeSeconds(9e14, within: 1e13))
    expectNil(_CivilDate.wholeSeconds(.nan))
  }

  /// Clock times and fetch times before 1970 are the UTC wall clock (floor, not truncation):
  /// half a minute before 1970 is 23:59.
  @Test func timesBefore1970AreTheWallClock() throws {
    let utc = try #require(TimeZone(secondsFromGMT: 0))
    let before = Date(timeIntervalSince1970: -30)
    expectEqual(ClockStyle.twentyFourHour.text(for: before, in: utc), "23:59")
    expectEqual(_formatUTCTime(before), "23:59")
    expectEqual(_formatUTCTime(Date(timeIntervalSince1970: -86_400 - 3_600)), "23:00")
    expectEqual(_formatUTCTime(Date(timeIntervalSince1970: 1_764_225_000)), "06:30")
    expectEqual(_formatUTCTime(Date(timeIntervalSince1970: .infinity)), "--:--")
  }

  /// A time without a day placed after a bound before 1970 falls on the bound's own day when it
  /// is still to come that day (a truncated remainder placed it a day late).
  @Test func timeWithoutDayAfterABoundBefore1970() throws {
    let bound = Date(timeIntervalSince1970: -3_600)  // 1969-12-31 23:00Z
    let sameDay = TAFValidity.firstInstant(of: DayTime(day: nil, hour: 23, minute: 30), atOrAfter: bound, reference: bound)
    expectEqual(sameDay.map(_CivilDate.iso8601), "1969-12-31T23:30:00Z")
    let nextDay = TAFValidity.firstInstant(of: DayTime(day: nil, hour: 22, minute: 0), atOrAfter: bound, reference: bound)
    expectEqual(nextDay.map(_CivilDate.iso8601), "1970-01-01T22:00:00Z")
    let later = Date(timeIntervalSince1970: 1_764_225_000.5)  // 2025-11-27 06:30:00.5Z
    let placed = TAFValidity.firstInstant(of: DayTime(day: nil, hour: 6, minute: 30), atOrAfter: later, reference: later)
    expectEqual(placed.map(_CivilDate.iso8601), "2025-11-28T06:30:00Z")
  }

  /// `YYYY-MM-DD` parses only when every field is digits and the day exists.
  @Test func isoDateParsesOnlyRealDays() {
    expectEqual(_CivilDate.parseISODate("2024-02-29").map { [$0.year, $0.month, $0.day] }, [2024, 2, 29])
    expectEqual(_CivilDate.parseISODate("1969-12-31").map { [$0.year, $0.month, $0.day] }, [1969, 12, 31])
    for text in ["2023-02-29", "2026-13-01", "2026-00-10", "2026-04-31", "2026-11-00", "2026/11/23", "2026-11-2x",
                 "2026-11-230", "26-11-23", "", "２026-11-23"] {
      #expect(_CivilDate.parseISODate(text) == nil, "\(text)")
    }
  }
}
