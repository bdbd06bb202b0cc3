import Foundation
import TestSupport
import Testing

@testable import AviationWeather

// Real TAFs from Fixtures/taf_corpus.txt. The wxmonitor TAFs (LFLL, BIKF) are from January
// 2026 (corpus README); the others carry no month, so one is chosen and stated per test.
// Station positions are the aerodromes' reference points, rounded.

private let kcos =
  "TAF KCOS 232340Z 2400/2424 14008KT P6SM FEW080 BKN110 FM240200 01008KT P6SM SCT050 BKN080 FM241400 36015G25KT P6SM VCSH OVC050 FM241600 36015G25KT P6SM VCSH FEW020 BKN050 FM242100 16006KT P6SM FEW040 FEW200"
private let cycbAmended =
  "TAF AMD CYCB 070732Z 0707/0719 19010KT P6SM OVC060 TEMPO 0707/0713 6SM -SHRA -SHPL BR SCT008 BKN015 OVC060 FM071300 23015KT P6SM BKN025 OVC060 TEMPO 0713/0719 6SM -SHRA BR BKN008 OVC015 BECMG 0717/0719 26015KT RMK NXT FCST BY 071300Z"
private let lfll =
  "TAF LFLL 052300Z 0600/0706 34006KT CAVOK PROB30 TEMPO 0600/0608 BKN006 BECMG 0608/0610 BKN012 SCT038 PROB30 TEMPO 0610/0618 -SN FM061800 36013KT 9999 BKN016"
private let bikf =
  "TAF BIKF 071030Z 0712/0812 08020KT 9999 FEW035 SCT045 TX02/0812Z TNM04/0720Z TEMPO 0806/0810 08025G35KT"
private let ktpa =
  "TAF KTPA 102324Z 1100/1206 VRB04KT P6SM SCT035 BKN250 FM111500 25006KT P6SM VCTS SCT035CB BKN250 FM112200 29006KT P6SM SCT035 BKN250"
private let cylt =
  "TAF CYLT 131131Z 1312/1324 35005KT P6SM FEW002 FEW090 PROB30 1312/1316 2SM BR BKN002 FM131600 35008KT 2SM BR BKN002 TEMPO 1316/1324 6SM BR SCT002 BKN030 PROB30 1318/1324 1/2SM -SHSN FG VV001 RMK NXT FCST BY 131800Z"

private func timeline(
  _ raw: String, _ reference: Date, _ latitude: Double, _ longitude: Double,
  sourceLocation: SourceLocation = #_sourceLocation
) throws -> ForecastTimeline {
  #expect(try Fixture.lines("taf_corpus.txt").contains(raw), "not in the corpus", sourceLocation: sourceLocation)
  return try #require(
    ForecastTimeline(taf: try TAF(raw), referenceDate: reference, latitude: latitude, longitude: longitude),
    sourceLocation: sourceLocation)
}

private func zone(_ identifier: String) throws -> TimeZone {
  try #require(TimeZone(identifier: identifier), "time zone \(identifier)")
}

@Suite("Timeline for an app")
struct TimelineForAppsTests {
  // KCOS (Colorado Springs), placed in July 2026: 6 am MDT is 12:00Z.
  func colorado() throws -> ForecastTimeline { try timeline(kcos, utc(2026, 7, 23, 23, 40), 38.8058, -104.7008) }

  @Test("rows(from:) mid-validity starts at the row in force, then every later row")
  func rowsFromMidValidity() throws {
    let t = try colorado()
    let instant = utc(2026, 7, 24, 14, 30)
    let rows = t.rows(from: instant)
    #expect(rows.first?.date == utc(2026, 7, 24, 14) && rows.first?.kind == .step)
    expectEqual(rows.first, t.row(at: instant))
    // 14:00Z is an FM time: the row in force carries it.
    expectEqual(rows.first?.isFromTime, true)
    expectEqual(rows.count, t.rows.filter { $0.date > instant }.count + 1)
    #expect(rows.dropFirst().allSatisfy { $0.date > instant })
    expectEqual(rows.last, t.rows.last)
  }

  @Test("A sunrise between the row in force and the instant has happened: dropped")
  func pastSunRowDropped() throws {
    let t = try colorado()
    let sunrise = try #require(t.rows.first { $0.kind == .sunrise })
    let instant = sunrise.date.addingTimeInterval(60)
    let rows = t.rows(from: instant)
    let first = try #require(rows.first)
    #expect(first.kind == .step && first.date <= sunrise.date)
    #expect(!rows.contains { $0.kind == .sunrise })
    expectEqual(Array(rows.dropFirst()), t.rows.filter { $0.date > instant })
    // At the instant of the sunrise itself, its row stays.
    #expect(t.rows(from: sunrise.date).contains { $0.kind == .sunrise })
  }

  @Test("Before the validity every row is listed; at and after its end none")
  func rowsOutsideValidity() throws {
    let t = try colorado()
    expectEqual(t.rows(from: utc(2026, 7, 23, 23, 40)), t.rows)
    expectNil(t.row(at: utc(2026, 7, 23, 23, 40)))
    #expect(t.rows(from: t.end).isEmpty)
    #expect(t.rows(from: utc(2026, 7, 26)).isEmpty)
    expectNil(t.row(at: t.end))
    #expect(t.rows(from: Date(timeIntervalSince1970: .nan)).isEmpty)
    // The last minute of the validity: the last forecast row.
    expectEqual(t.rows(from: t.end.addingTimeInterval(-60)).first?.date, utc(2026, 7, 24, 23))
  }

  // CYCB (Cambridge Bay), an amendment issued at 07:32Z valid from 07:00Z, placed in October 2026.
  @Test("An amended TAF whose validity began before it was issued starts at the current hour")
  func amendedTAF() throws {
    let t = try timeline(cycbAmended, utc(2026, 10, 7, 7, 32), 69.1081, -105.1383)
    expectEqual(t.start, utc(2026, 10, 7, 7))
    let issued = utc(2026, 10, 7, 7, 32)
    let rows = t.rows(from: issued)
    expectEqual(rows.first?.date, utc(2026, 10, 7, 7))
    expectEqual(rows.first.map { tafCode($0.prevailing) }, "19010KT P6SM OVC060")
    expectEqual(rows.first?.overlays.first?.kind, .temporary)
    expectEqual(rows.dropFirst().first?.date, utc(2026, 10, 7, 8))
    expectEqual(t.rows(from: utc(2026, 10, 7, 13, 59)).first?.date, utc(2026, 10, 7, 13))
    expectEqual(t.rows(from: utc(2026, 10, 7, 13, 59)).first.map { tafCode($0.prevailing) }, "23015KT P6SM BKN025 OVC060")
  }

  @Test("Row identities are the same across two builds and unique in a timeline")
  func identities() throws {
    let a = try colorado()
    let b = try colorado()
    expectEqual(a.rows.map(\.id), b.rows.map(\.id))
    expectEqual(Set(a.rows.map(\.id)).count, a.rows.count)
    expectEqual(a.rows.first?.id, ForecastRow.ID(date: utc(2026, 7, 24), kind: .step))
    // An FM time between hourly rows and the sun rows at odd minutes have identities of their own.
    let halfHourly = try #require(
      ForecastTimeline(
        taf: try TAF(kcos), referenceDate: utc(2026, 7, 23), latitude: 38.8058, longitude: -104.7008, step: 5400))
    #expect(halfHourly.rows.contains { $0.kind == .change })
    expectEqual(Set(halfHourly.rows.map(\.id)).count, halfHourly.rows.count)
    #expect(MemoryLayout<ForecastRow.ID>.size <= 9)
  }

  @Test("Sun times given twice give one row each")
  func duplicateSunTimes() throws {
    let sunrise = SunTransition(kind: .sunrise, date: utc(2026, 1, 6, 7, 20))
    let sunset = SunTransition(kind: .sunset, date: utc(2026, 1, 6, 16, 11))
    let t = try #require(
      ForecastTimeline(
        taf: try TAF(lfll), referenceDate: utc(2026, 1, 5, 23), sunTransitions: [sunrise, sunset, sunrise, sunset]))
    expectEqual(t.rows.filter(\.isSunEvent).count, 2)
    expectEqual(Set(t.rows.map(\.id)).count, t.rows.count)
    expectNil(t.polarPeriod)
  }

  @Test("Row identities are unique in every corpus timeline")
  func identitiesAcrossCorpus() throws {
    var built = 0
    for line in try Fixture.lines("taf_corpus.txt") {
      guard let taf = try? TAF(line),
        let t = ForecastTimeline(taf: taf, referenceDate: utc(2026, 1, 9), latitude: 50, longitude: 0)
      else { continue }
      built += 1
      #expect(Set(t.rows.map(\.id)).count == t.rows.count, "\(line)")
    }
    #expect(built > 2_000)
  }

  @Test("Times in local time on a 12- and a 24-hour clock")
  func timeTexts() throws {
    // LFLL, January 2026: the 10:00Z row, the 00:00Z row and the 07:20Z sunrise.
    let t = try timeline(lfll, utc(2026, 1, 5, 23), 45.7256, 5.0811)
    let ten = try #require(t.row(at: utc(2026, 1, 6, 10)))
    let midnight = try #require(t.rows.first)
    let sunrise = try #require(t.rows.first { $0.kind == .sunrise })
    let cases: [(String, ForecastRow, String, String)] = [
      ("UTC", ten, "10:00", "10:00 AM"),
      ("Europe/Paris", ten, "11:00", "11:00 AM"),
      ("America/Denver", ten, "03:00", "3:00 AM"),
      ("Asia/Kolkata", ten, "15:30", "3:30 PM"),
      ("Australia/Sydney", ten, "21:00", "9:00 PM"),
      ("UTC", midnight, "00:00", "12:00 AM"),
      ("Europe/Paris", midnight, "01:00", "1:00 AM"),
      ("Asia/Tokyo", try #require(t.row(at: utc(2026, 1, 6, 3))), "12:00", "12:00 PM"),
      ("Europe/Paris", sunrise, "08:20", "8:20 AM"),
    ]
    for (identifier, row, twentyFour, twelve) in cases {
      let zone = try zone(identifier)
      #expect(row.timeText(in: zone, clock: .twentyFourHour) == twentyFour, "\(identifier) \(row.date)")
      #expect(row.timeText(in: zone, clock: .twelveHour) == twelve, "\(identifier) \(row.date)")
    }
    expectEqual(ClockStyle.twelveHour.text(for: Date(timeIntervalSince1970: .infinity), in: .gmt), "--:--")
  }

  // KTPA (Tampa), placed in March 2018: clocks went forward at 07:00Z on the 11th.
  @Test("Local times across a daylight-saving change")
  func timeTextAcrossDST() throws {
    let t = try timeline(ktpa, utc(2018, 3, 10, 23, 24), 27.9755, -82.5332)
    let newYork = try zone("America/New_York")
    let expected: [(Int, String, String)] = [
      (5, "00:00", "12:00 AM"), (6, "01:00", "1:00 AM"), (7, "03:00", "3:00 AM"), (8, "04:00", "4:00 AM"),
    ]
    for (hour, twentyFour, twelve) in expected {
      let row = try #require(t.row(at: utc(2018, 3, 11, hour)))
      expectEqual(row.timeText(in: newYork, clock: .twentyFourHour), twentyFour)
      expectEqual(row.timeText(in: newYork, clock: .twelveHour), twelve)
    }
  }

  @Test("Wind over 20 kt: prevailing gusts of 25 kt from the FM at 14:00Z")
  func strongWind() throws {
    let t = try colorado()
    for row in t.rows where !row.isSunEvent {
      let gusty = row.date >= utc(2026, 7, 24, 14) && row.date < utc(2026, 7, 24, 21)
      #expect(row.hasStrongWind == gusty, "\(row.date)")
      #expect(row.isHighlighted == gusty, "\(row.date)")
      #expect(row.strongestWindKnots == (gusty ? 25 : row.wind?.speed?.knots), "\(row.date)")
    }
    #expect(t.rows.filter(\.isSunEvent).allSatisfy { !$0.isHighlighted })
  }

  @Test("No wind over 20 kt at Lyon: only the PROB30 rows are highlighted")
  func probabilityHighlight() throws {
    let t = try timeline(lfll, utc(2026, 1, 5, 23), 45.7256, 5.0811)
    #expect(t.rows.allSatisfy { !$0.hasStrongWind && !$0.mayHaveStrongWind })
    for row in t.rows where !row.isSunEvent {
      let hour = row.date.timeIntervalSince(utc(2026, 1, 6)) / 3600
      let chance = hour < 8 || (hour >= 10 && hour < 18)
      #expect(row.highestProbability == (chance ? 30 : nil), "\(row.date)")
      #expect(row.isHighlighted == chance, "\(row.date)")
    }
  }

  @Test("A wind of exactly 20 kt is not over 20; a TEMPO gust of 35 kt may be")
  func temporaryGust() throws {
    let t = try timeline(bikf, utc(2026, 1, 7, 10, 30), 63.985, -22.6056)
    for row in t.rows where !row.isSunEvent {
      expectEqual(row.wind?.speed?.knots, 20)
      #expect(!row.hasStrongWind, "\(row.date)")
      let tempo = row.date >= utc(2026, 1, 8, 6) && row.date < utc(2026, 1, 8, 10)
      #expect(row.mayHaveStrongWind == tempo, "\(row.date)")
      #expect(row.isHighlighted == tempo, "\(row.date)")
    }
  }

  // CYLT (Alert, 82.5° N) carries no month: laid out in June the sun never sets, in
  // December it never rises.
  @Test("Polar day and polar night: no sun rows, and the timeline says so")
  func polarTimelines() throws {
    let june = try timeline(cylt, utc(2026, 6, 13, 11, 31), 82.5178, -62.2806)
    expectEqual(june.polarPeriod, .polarDay)
    #expect(!june.rows.contains { $0.isSunEvent })
    #expect(june.rows.allSatisfy { $0.isDaylight == true })
    #expect(june.description.hasPrefix("Timeline for CYLT from 2026-06-13 12:00Z to 2026-06-14 00:00Z (polar day"))
    let december = try timeline(cylt, utc(2026, 12, 13, 11, 31), 82.5178, -62.2806)
    expectEqual(december.polarPeriod, .polarNight)
    #expect(!december.rows.contains { $0.isSunEvent })
    #expect(december.rows.allSatisfy { $0.isDaylight == false })
    // Sun times from the caller: none at all says polar day or night.
    let given = try #require(
      ForecastTimeline(
        taf: try TAF(cylt), referenceDate: utc(2026, 12, 13), sunTransitions: [], daylightWithoutTransitions: false))
    expectEqual(given.polarPeriod, .polarNight)
  }

  @Test("A short validity between sunrise and sunset is not polar day")
  func shortValidityNotPolar() throws {
    // CYLT's 12-hour validity laid out at Colorado Springs in July: 12:00Z to 00:00Z is
    // daytime (sunrise 11:50Z, sunset 02:20Z), no sun row, and no polar day.
    let t = try #require(
      ForecastTimeline(taf: try TAF(cylt), referenceDate: utc(2026, 7, 13), latitude: 38.8058, longitude: -104.7008))
    #expect(!t.rows.contains { $0.isSunEvent })
    #expect(t.rows.allSatisfy { $0.isDaylight == true })
    expectNil(t.polarPeriod)
  }

  @Test("polarPeriod round-trips through Codable, and is absent when nil")
  func polarCodable() throws {
    let june = try timeline(cylt, utc(2026, 6, 13, 11, 31), 82.5178, -62.2806)
    let decoded = try JSONDecoder().decode(ForecastTimeline.self, from: JSONEncoder().encode(june))
    expectEqual(decoded, june)
    let plain = try colorado()
    let json = String(decoding: try JSONEncoder().encode(plain), as: UTF8.self)
    #expect(!json.contains("polarPeriod"))
  }
}
