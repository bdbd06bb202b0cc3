import AviationWeather
import Foundation
import TestSupport
import Testing

/// The examples of the timeline article's sections on apps and on sunrise and sunset
/// (`DocC/AviationWeather.docc/Articles/TheForecastTimeline.md`), copied verbatim and checked;
/// `DocumentationExampleTests.everySwiftExampleIsCopiedHere` finds them in this file.
@Suite("Timeline documentation examples")
struct TimelineDocumentationTests {
  static let lyon =
    "TAF LFLL 052300Z 0600/0706 34006KT CAVOK PROB30 TEMPO 0600/0608 BKN006 BECMG 0608/0610 BKN012 SCT038 PROB30 TEMPO 0610/0618 -SN FM061800 36013KT 9999 BKN016"

  @Test func changeGroupsWithoutATime() throws {
    let kgrr = try TAF("TAF AMD KGRR 121910Z 1219/1318 23009KT P6SM VCTS SCT040CB TEMPO 1219/1221 2SM TSRA BKN040CB FM122200 24008KT P6SM VCSH SCT040 PROB30 2SM TSRA BKN040CB FM130100 25006KT P6SM SCT050 FM130600 VRB03KT 5SM BR SCT020 FM131400 33005KT P6SM SCT020")
    let november = Date(timeIntervalSince1970: 1_794_510_600)  // 2026-11-12 19:10 UTC
    let grandRapids = ForecastTimeline(taf: kgrr, referenceDate: november, latitude: 42.88, longitude: -85.52)
    let unplaced = grandRapids?.unplacedGroups.first
    let written = unplaced?.text  // "PROB30 2SM TSRA BKN040CB"
    let why = unplaced?.reason  // .timeMissing
    let position = unplaced?.index  // 3: kgrr.forecasts[3]
    let noted = grandRapids?.rows.allSatisfy { $0.unplacedGroups == grandRapids?.unplacedGroups }  // true
    let applied = grandRapids?.rows.contains { $0.highestProbability == 30 }  // false
    expectEqual(written, "PROB30 2SM TSRA BKN040CB")
    expectEqual(why, .timeMissing)
    expectEqual(position, 3)
    expectEqual(kgrr.forecasts[3].kind, .probable)
    expectEqual(noted, true)
    expectEqual(applied, false)
    expectEqual(grandRapids?.unplacedGroups.count, 1)
    let text = grandRapids?.describe(in: nil) ?? ""
    #expect(text.contains("\n  Not placed  PROB30 2SM TSRA BKN040CB (written without its time)\n"))
    #expect(text.contains("\n    time unknown, may apply: PROB30 2SM TSRA BKN040CB"))
  }

  @Test func timelineInAnApp() throws {
    let taf = try TAF(Self.lyon)
    let reference = Date(timeIntervalSince1970: 1_767_654_000)  // 2026-01-05 23:00 UTC
    let timeline = ForecastTimeline(taf: taf, referenceDate: reference, latitude: 45.73, longitude: 5.08)

    let now = reference.addingTimeInterval(11.5 * 3600)  // 2026-01-06 10:30 UTC
    let upcoming = timeline?.rows(from: now) ?? []
    let current = upcoming.first?.date  // 10:00 UTC: the row in force
    let sameRow = timeline?.row(at: now) == upcoming.first  // true
    let later = upcoming.count  // 21: 10:00 to 05:00, and the 16:11 sunset
    expectEqual(current, reference.addingTimeInterval(11 * 3600))
    #expect(sameRow)
    expectEqual(later, 21)
    expectEqual(upcoming.filter { $0.isSunEvent }.map(\.kind), [.sunset])

    let ids = upcoming.map(\.id)
    let unique = Set(ids).count == ids.count  // true
    #expect(unique)

    let paris = TimeZone(identifier: "Europe/Paris") ?? .gmt
    let time24 = upcoming.first?.timeText(in: paris, clock: .twentyFourHour)  // "11:00"
    let time12 = upcoming.first?.timeText(in: paris, clock: .twelveHour)  // "11:00 AM"
    let sunsetRow = upcoming.first { $0.kind == .sunset }
    let sunsetText = sunsetRow?.timeText(in: paris, clock: .twelveHour)  // "5:11 PM"
    expectEqual(paris.identifier, "Europe/Paris")
    expectEqual(time24, "11:00")
    expectEqual(time12, "11:00 AM")
    expectEqual(sunsetText, "5:11 PM")

    let highlighted = upcoming.first?.isHighlighted  // true: a 30% chance of light snow
    let gusty = upcoming.first?.hasStrongWind  // false: 6 kt
    let calmEvening = upcoming.last?.isHighlighted  // false: 13 kt and no probability
    expectEqual(highlighted, true)
    expectEqual(upcoming.first?.highestProbability, 30)
    expectEqual(gusty, false)
    expectEqual(upcoming.first?.strongestWindKnots, 6)
    expectEqual(calmEvening, false)
    expectEqual(upcoming.last?.strongestWindKnots, 13)
  }

  @Test func pictureOfTheForecast() throws {
    let taf = try TAF(Self.lyon)  // test only
    let reference = Date(timeIntervalSince1970: 1_767_654_000)  // test only
    let timeline = ForecastTimeline(taf: taf, referenceDate: reference, latitude: 45.73, longitude: 5.08)  // test only
    let paris = TimeZone(identifier: "Europe/Paris") ?? .gmt  // test only

    let svg = timeline?.svg() ?? ""  // UTC, 24-hour clock
    let local = timeline?.svg(in: paris, clock: .twelveHour)  // "1:00 AM" … in Paris time
    let readable = svg.contains("<title id=\"title\">Forecast for LFLL")  // true
    #expect(readable)
    #expect(svg.contains("Tue 6 Jan 00:00 to Wed 7 Jan 06:00, times UTC"))
    expectEqual(local?.contains("Tue 6 Jan 1:00 AM to Wed 7 Jan 7:00 AM, times Europe/Paris (UTC+1)"), true)
  }

  @Test func midnightSunTimeline() throws {
    let alert = try TAF(
      "TAF CYLT 131131Z 1312/1324 35005KT P6SM FEW002 FEW090 PROB30 1312/1316 2SM BR BKN002 FM131600 35008KT 2SM BR BKN002 TEMPO 1316/1324 6SM BR SCT002 BKN030 PROB30 1318/1324 1/2SM -SHSN FG VV001 RMK NXT FCST BY 131800Z"
    )
    let june = Date(timeIntervalSince1970: 1_781_350_260)  // 2026-06-13 11:31 UTC
    let midnightSun = ForecastTimeline(taf: alert, referenceDate: june, latitude: 82.52, longitude: -62.28)
    let polar = midnightSun?.polarPeriod  // .polarDay
    let sunRows = midnightSun?.rows.filter { $0.isSunEvent }.count  // 0
    let allDay = midnightSun?.rows.allSatisfy { $0.isDaylight == true }  // true
    expectEqual(ISO8601DateFormatter().string(from: june), "2026-06-13T11:31:00Z")
    expectEqual(polar, .polarDay)
    expectEqual(sunRows, 0)
    expectEqual(allDay, true)
    expectEqual(midnightSun?.rows.count, 12)
  }

  @Test func sunAtAnyMoment() throws {
    let calculator = SolarCalculator()
    let sixAM = Date(timeIntervalSince1970: 1_784_116_800)  // 2026-07-15 12:00 UTC: 6 am in Denver
    let denver = TimeZone(identifier: "America/Denver") ?? .gmt
    let next = calculator.nextEvents(latitude: 39.86, longitude: -104.67, after: sixAM)
    let sunsetTonight = next.sunset.map { ClockStyle.twelveHour.text(for: $0, in: denver) }  // "8:26 PM"
    let sunriseTomorrow = next.sunrise.map { ClockStyle.twelveHour.text(for: $0, in: denver) }  // "5:43 AM"
    let sunUp = next.isDaylight  // true: it rose before 6 am
    let today = calculator.events(latitude: 39.86, longitude: -104.67, onDayOf: sixAM, in: denver)
    let sameSunset = today.sunset == next.sunset  // true
    let utcDay = calculator.events(latitude: 39.86, longitude: -104.67, on: sixAM)
    let yesterdays = utcDay.sunset.map { $0 < sixAM }  // true: the UTC day's sunset was last night's
    expectEqual(ISO8601DateFormatter().string(from: sixAM), "2026-07-15T12:00:00Z")
    expectEqual(denver.identifier, "America/Denver")
    expectEqual(sunsetTonight, "8:26 PM")
    expectEqual(sunriseTomorrow, "5:43 AM")
    #expect(sunUp)
    #expect(sameSunset)
    expectEqual(yesterdays, true)

    let tromso = calculator.nextEvents(
      latitude: 69.68, longitude: 18.92, after: Date(timeIntervalSince1970: 1_782_043_200))  // 2026-06-21 12:00 UTC
    switch tromso {
    case .riseAndSet(let sunrise, let sunset):
      print("Sunrise \(String(describing: sunrise)), sunset \(String(describing: sunset))")
    case .polarDay(let sunset): print("Midnight sun until \(String(describing: sunset))")  // late July
    case .polarNight(let sunrise): print("Polar night until \(String(describing: sunrise))")
    }
    let midnightSunNow = tromso.polarPeriod  // .polarDay
    expectEqual(midnightSunNow, .polarDay)
    let ends = try #require(tromso.sunset)
    #expect(ISO8601DateFormatter().string(from: ends).hasPrefix("2026-07-2"))
  }
}
