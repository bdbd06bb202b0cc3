import Foundation
import TestSupport
import Testing

@testable import AviationWeather

// Sun reference times: PyEphem 4.2.1 (PyPI), as in SolarCalculatorTests: an `ephem.Observer`
// at the station's position with `elevation = 0`, `pressure = 0`, `horizon = '-0:49:58.8'`
// (−0.833°), `next_rising`/`next_setting(Sun(), use_center=True)` stepped through the validity.
// Station positions are the aerodromes' published reference points (AIP / FAA 5010), rounded.
// Reference dates: the wxmonitor TAFs (European, Middle East) are from January 2026, per the
// corpus README; the others carry no month, so a plausible one is chosen and stated.

/// A real TAF with a hand-checked timeline.
struct TimelineCase: Sendable, CustomTestStringConvertible {
  let name: String
  let raw: String
  let reference: Date
  let latitude: Double
  let longitude: Double
  /// Sunrise and sunset instants inside the validity, from PyEphem.
  let sun: [(SunTransition.Kind, Date)]
  let check: @Sendable (ForecastTimeline) -> Void

  var testDescription: String { name }

  static let all: [TimelineCase] = [
    TimelineCase(
      name: "EDDB: PROB30 TEMPO overlay, night and day",
      raw: "TAF EDDB 051100Z 0512/0612 19006KT 9999 SCT045 PROB30 TEMPO 0607/0610 BKN007",
      reference: utc(2026, 1, 5, 12), latitude: 52.3667, longitude: 13.5033,
      sun: [(.sunset, utc(2026, 1, 5, 15, 7, 56)), (.sunrise, utc(2026, 1, 6, 7, 14, 40))]
    ) { t in
      #expect(t.start == utc(2026, 1, 5, 12) && t.end == utc(2026, 1, 6, 12))
      expectEqual(t.rows.filter { $0.kind == .step }.count, 24)
      expectEqual(t.rows.count, 26)
      // Prevailing throughout: 19006KT 9999 SCT045, VFR.
      #expect(t.rows.allSatisfy { tafCode($0.prevailing) == "19006KT 9999 SCT045" && $0.flightCategory == .vfr })
      // PROB30 TEMPO 0607/0610 covers 07, 08, 09 but not 06 or 10.
      for hour in 0..<12 {
        let row = t.step(at: utc(2026, 1, 6, hour))
        #expect(row?.overlays.count == ((7...9).contains(hour) ? 1 : 0), "hour \(hour)")
      }
      let overlay = t.step(at: utc(2026, 1, 6, 8))?.overlays.first
      #expect(overlay?.kind == .temporary && overlay?.probability == 30)
      expectEqual(overlay.map { tafCode($0.resulting) }, "19006KT 9999 BKN007")
      expectEqual(overlay?.flightCategory, .ifr)
      expectEqual(t.step(at: utc(2026, 1, 6, 8))?.highestProbability, 30)
      // Day until the 15:07Z sunset, night until the 07:14Z sunrise.
      expectEqual(t.step(at: utc(2026, 1, 5, 15))?.isDaylight, true)
      expectEqual(t.step(at: utc(2026, 1, 5, 16))?.isDaylight, false)
      expectEqual(t.step(at: utc(2026, 1, 6, 7))?.isDaylight, false)
      expectEqual(t.step(at: utc(2026, 1, 6, 8))?.isDaylight, true)
    },
    TimelineCase(
      name: "BIKF: BECMG of the wind alone, in progress then prevailing",
      raw:
        "TAF BIKF 051931Z 0521/0621 03013KT CAVOK TXM02/0521Z TNM06/0610Z BECMG 0605/0607 07010KT BECMG 0618/0620 09015G25KT",
      reference: utc(2026, 1, 5, 20), latitude: 63.985, longitude: -22.6056,
      sun: [(.sunrise, utc(2026, 1, 6, 11, 13, 9)), (.sunset, utc(2026, 1, 6, 15, 59, 47))]
    ) { t in
      expectEqual(t.rows.filter { $0.kind == .step }.count, 24)
      expectEqual(t.step(at: utc(2026, 1, 6, 4)).map { tafCode($0.prevailing) }, "03013KT CAVOK")
      // 05 and 06 are inside the BECMG window: the old wind prevails, the change is in progress.
      for hour in [5, 6] {
        let row = t.step(at: utc(2026, 1, 6, hour))
        expectEqual(row.map { tafCode($0.prevailing) }, "03013KT CAVOK")
        expectEqual(row?.isChangeInProgress, true)
        expectEqual(row?.changesInProgress.first.map { tafCode($0.resulting) }, "07010KT CAVOK")
      }
      // From 07 the new wind prevails; CAVOK is untouched.
      expectEqual(t.step(at: utc(2026, 1, 6, 7)).map { tafCode($0.prevailing) }, "07010KT CAVOK")
      expectEqual(t.step(at: utc(2026, 1, 6, 7))?.isChangeInProgress, false)
      expectEqual(t.step(at: utc(2026, 1, 6, 19))?.changesInProgress.count, 1)
      expectEqual(t.step(at: utc(2026, 1, 6, 20)).map { tafCode($0.prevailing) }, "09015G25KT CAVOK")
      #expect(t.rows.allSatisfy { $0.overlays.isEmpty && $0.flightCategory == .vfr })
      // Short winter day: only 12:00 to 15:00 are daylight hours.
      expectEqual(t.rows.filter { $0.kind == .step && $0.isDaylight == true }.map(\.date), (12...15).map { utc(2026, 1, 6, $0) })
    },
    TimelineCase(
      name: "LTAC: CAVOK, BECMG mist breaks CAVOK, PROB30 TEMPO fog, BECMG 9999 NSW, back to CAVOK",
      raw:
        "TAF LTAC 051640Z 0518/0618 VRB02KT CAVOK BECMG 0600/0603 4000 BR PROB30 TEMPO 0604/0607 1400 BCFG BECMG 0607/0609 9999 NSW SCT040 BECMG 0614/0616 CAVOK",
      reference: utc(2026, 1, 5, 17), latitude: 40.128, longitude: 32.9951,
      sun: [(.sunrise, utc(2026, 1, 6, 5, 10, 26)), (.sunset, utc(2026, 1, 6, 14, 37, 22))]
    ) { t in
      expectEqual(t.step(at: utc(2026, 1, 5, 23)).map { tafCode($0.prevailing) }, "VRB02KT CAVOK")
      expectEqual(t.step(at: utc(2026, 1, 6, 2))?.changesInProgress.first?.flightCategory, .ifr)
      // After 03: 4000 m mist; CAVOK's "no significant cloud" stays in force. 4000 m is 2.5 SM: IFR.
      let misty = t.step(at: utc(2026, 1, 6, 3))
      expectEqual(misty.map { tafCode($0.prevailing) }, "VRB02KT 4000 BR NSC")
      expectEqual(misty?.flightCategory, .ifr)
      // PROB30 TEMPO 0604/0607: 1400 m (0.87 SM) patches of fog, LIFR, on 04, 05, 06.
      #expect((4...6).allSatisfy { t.step(at: utc(2026, 1, 6, $0))?.overlays.first?.flightCategory == .lifr })
      expectEqual(t.step(at: utc(2026, 1, 6, 7))?.overlays.isEmpty, true)
      expectEqual(t.step(at: utc(2026, 1, 6, 5)).map { $0.overlays.map { tafCode($0.resulting) } }, ["VRB02KT 1400 BCFG NSC"])
      // After 09: 9999, no weather (NSW), SCT040: VFR.
      let clear = t.step(at: utc(2026, 1, 6, 9))
      expectEqual(clear.map { tafCode($0.prevailing) }, "VRB02KT 9999 NSW SCT040")
      #expect(clear?.weather.isEmpty == true && clear?.flightCategory == .vfr)
      expectEqual(t.step(at: utc(2026, 1, 6, 16)).map { tafCode($0.prevailing) }, "VRB02KT CAVOK")
    },
    TimelineCase(
      name: "KCRW (October 2025): FM groups, a row at FM151330 between hours",
      raw:
        "KCRW 150914Z 1509/1606 00000KT 1SM BR VV001 FM151000 00000KT 1/2SM FG OVC002 FM151330 VRB03KT P6SM BKN015 FM151800 08008KT P6SM VCTS SCT035CB OVC050 FM152300 07006KT P6SM BKN080",
      reference: utc(2025, 10, 15, 9), latitude: 38.3731, longitude: -81.5932,
      sun: [(.sunrise, utc(2025, 10, 15, 11, 35, 38)), (.sunset, utc(2025, 10, 15, 22, 47, 53))]
    ) { t in
      expectEqual(t.rows.filter { $0.kind == .step }.count, 21)
      let fm = t.rows.filter { $0.kind == .change }
      expectEqual(fm.map(\.date), [utc(2025, 10, 15, 13, 30)])
      expectEqual(fm.first.map { tafCode($0.prevailing) }, "VRB03KT P6SM BKN015")
      #expect(fm.first?.isFromTime == true && fm.first?.flightCategory == .mvfr)
      // 13:00 still has the 10:00 group; FM at exact hours mark the hour rows.
      expectEqual(t.step(at: utc(2025, 10, 15, 13)).map { tafCode($0.prevailing) }, "00000KT 1/2SM FG OVC002")
      expectEqual(t.rows.filter(\.isFromTime).map(\.date), [10, 13, 18, 23].map { utc(2025, 10, 15, $0, $0 == 13 ? 30 : 0) })
      expectEqual(t.step(at: utc(2025, 10, 15, 9))?.flightCategory, .lifr)
      expectEqual(t.step(at: utc(2025, 10, 15, 18))?.flightCategory, .vfr)
      expectEqual(t.step(at: utc(2025, 10, 16, 5)).map { tafCode($0.prevailing) }, "07006KT P6SM BKN080")
      #expect(t.rows.allSatisfy { $0.overlays.isEmpty && $0.changesInProgress.isEmpty })
      expectEqual(t.step(at: utc(2025, 10, 15, 11))?.isDaylight, false)
      expectEqual(t.step(at: utc(2025, 10, 15, 12))?.isDaylight, true)
      expectEqual(t.step(at: utc(2025, 10, 15, 23))?.isDaylight, false)
    },
    TimelineCase(
      name: "EGYP: three overlapping PROB TEMPO groups with a BECMG in progress",
      raw:
        "TAF EGYP 060435Z 0606/0624 35015G25KT 9999 BKN010 520003 PROB40 TEMPO 0606/0608 VRB08KT 560003 PROB40 TEMPO 0606/0618 3000 RADZ BKN006 PROB30 TEMPO 0606/0615 2000 RASN SCT003 BECMG 0607/0609 30010KT 50//// BECMG 0614/0618 23022G32KT SCT035 BECMG 0618/0621 25015KT BECMG 0621/0624 28010KT",
      reference: utc(2026, 1, 6, 5), latitude: -51.8228, longitude: -58.4472,
      sun: [(.sunrise, utc(2026, 1, 6, 7, 45, 36))]
    ) { t in
      expectEqual(t.end, utc(2026, 1, 7))
      expectEqual(t.rows.filter { $0.kind == .step }.count, 18)
      let seven = t.step(at: utc(2026, 1, 6, 7))
      expectEqual(seven?.overlays.map(\.probability), [40, 40, 30])
      expectEqual(seven?.overlays.map { tafCode($0.conditions) }, ["VRB08KT", "3000 RADZ BKN006", "2000 RASN SCT003"])
      expectEqual(seven?.overlays.map(\.flightCategory), [.mvfr, .ifr, .ifr])
      expectEqual(seven?.changesInProgress.map { tafCode($0.conditions) }, ["30010KT"])
      expectEqual(seven.map { tafCode($0.prevailing) }, "35015G25KT 9999 BKN010")
      expectEqual(t.step(at: utc(2026, 1, 6, 8))?.overlays.count, 2)
      expectEqual(t.step(at: utc(2026, 1, 6, 9)).map { tafCode($0.prevailing) }, "30010KT 9999 BKN010")
      // 15:00: only the 0606/0618 group still covers; BECMG 0614/0618 is in progress.
      let fifteen = t.step(at: utc(2026, 1, 6, 15))
      expectEqual(fifteen?.overlays.map { tafCode($0.conditions) }, ["3000 RADZ BKN006"])
      expectEqual(fifteen?.changesInProgress.map { tafCode($0.resulting) }, ["23022G32KT 9999 SCT035"])
      expectEqual(t.step(at: utc(2026, 1, 6, 18)).map { tafCode($0.prevailing) }, "23022G32KT 9999 SCT035")
      expectEqual(t.step(at: utc(2026, 1, 6, 18))?.overlays.isEmpty, true)
      // BECMG 0618/0621 has completed by 23:00; BECMG 0621/0624 runs to the end of the validity.
      expectEqual(t.step(at: utc(2026, 1, 6, 23)).map { tafCode($0.prevailing) }, "25015KT 9999 SCT035")
      expectEqual(t.step(at: utc(2026, 1, 6, 23))?.changesInProgress.map { tafCode($0.conditions) }, ["28010KT"])
      expectEqual(t.step(at: utc(2026, 1, 6, 23))?.isDaylight, true)
      expectEqual(t.step(at: utc(2026, 1, 6, 7))?.isDaylight, false)
    },
    TimelineCase(
      name: "PAGK (March 2025): old format, FMhhmm and HHHH windows across midnight",
      raw:
        "TAF AMD PAGK 061909Z 061918 01006KT P6SM SCT020 BKN040 TEMPO 1904 5SM -SHSN BKN020 FM0400 01006KT P6SM SCT035 BKN070 TEMPO 0409 BKN035 FM0900 VRB03KT P6SM SCT020 BKN040 TEMPO 0918 3SM -SHSN BR SCT010 BKN020",
      reference: utc(2025, 3, 6, 19), latitude: 62.1549, longitude: -145.4566,
      sun: [(.sunset, utc(2025, 3, 7, 3, 20, 18)), (.sunrise, utc(2025, 3, 7, 16, 23, 36))]
    ) { t in
      #expect(t.start == utc(2025, 3, 6, 19) && t.end == utc(2025, 3, 7, 18))
      expectEqual(t.rows.filter { $0.kind == .step }.count, 23)
      // TEMPO 1904: 19:00 on the 6th to 04:00 on the 7th.
      expectEqual(t.step(at: utc(2025, 3, 7, 3))?.overlays.first?.end, utc(2025, 3, 7, 4))
      expectEqual(t.step(at: utc(2025, 3, 7, 3))?.overlays.first?.flightCategory, .mvfr)
      let four = t.step(at: utc(2025, 3, 7, 4))
      expectEqual(four?.isFromTime, true)
      expectEqual(four.map { tafCode($0.prevailing) }, "01006KT P6SM SCT035 BKN070")
      expectEqual(four?.overlays.map { tafCode($0.conditions) }, ["BKN035"])
      expectEqual(t.step(at: utc(2025, 3, 7, 9)).map { tafCode($0.prevailing) }, "VRB03KT P6SM SCT020 BKN040")
      expectEqual(t.step(at: utc(2025, 3, 7, 17))?.overlays.first?.flightCategory, .mvfr)
      expectEqual(t.step(at: utc(2025, 3, 7, 3))?.isDaylight, true)
      expectEqual(t.step(at: utc(2025, 3, 7, 4))?.isDaylight, false)
    },
    TimelineCase(
      name: "ENAL: two PROB40 TEMPO groups over the same window both show",
      raw:
        "TAF ENAL 080500Z 0806/0815 16008KT 9999 FEW030 PROB40 TEMPO 0813/0815 1200 SHSN VV008 PROB40 TEMPO 0813/0815 SCT020CB",
      reference: utc(2026, 1, 8, 5), latitude: 62.5625, longitude: 6.1197,
      sun: [(.sunrise, utc(2026, 1, 8, 8, 57, 27)), (.sunset, utc(2026, 1, 8, 14, 27, 21))]
    ) { t in
      expectEqual(t.rows.count, 11)
      for hour in [13, 14] {
        let row = t.step(at: utc(2026, 1, 8, hour))
        // A change group that gives cloud gives all of it (ICAO Annex 3, App. 5, 1.3): FEW030 is replaced.
        expectEqual(row?.overlays.map { tafCode($0.resulting) }, ["16008KT 1200 SHSN VV008", "16008KT 9999 SCT020CB"])
        expectEqual(row?.overlays.map(\.flightCategory), [.lifr, .vfr])
        expectEqual(row?.flightCategory, .vfr)
      }
      expectEqual(t.step(at: utc(2026, 1, 8, 12))?.overlays.isEmpty, true)
      expectEqual(t.rows.map(\.kind).filter { $0 != .step }, [.sunrise, .sunset])
    },
    TimelineCase(
      name: "YSSY: FM groups at midnight, two sunrises in one validity",
      raw:
        "TAF YSSY 091644Z 0918/1024 25010KT CAVOK FM100000 14012KT 9999 FEW035 FM101000 08008KT 9999 FEW030 FM101400 29008KT 9999 FEW030",
      reference: utc(2026, 1, 9, 17), latitude: -33.9461, longitude: 151.1772,
      sun: [
        (.sunrise, utc(2026, 1, 9, 18, 54, 49)), (.sunset, utc(2026, 1, 10, 9, 10, 8)),
        (.sunrise, utc(2026, 1, 10, 18, 55, 43)),
      ]
    ) { t in
      expectEqual(t.rows.filter { $0.kind == .step }.count, 30)
      expectEqual(t.step(at: utc(2026, 1, 9, 23)).map { tafCode($0.prevailing) }, "25010KT CAVOK")
      expectEqual(t.step(at: utc(2026, 1, 10, 0)).map { tafCode($0.prevailing) }, "14012KT 9999 FEW035")
      expectEqual(t.step(at: utc(2026, 1, 10, 13)).map { tafCode($0.prevailing) }, "08008KT 9999 FEW030")
      expectEqual(t.step(at: utc(2026, 1, 10, 14)).map { tafCode($0.prevailing) }, "29008KT 9999 FEW030")
      #expect(t.rows.filter { $0.kind == .change }.isEmpty)
      expectEqual(t.step(at: utc(2026, 1, 9, 18))?.isDaylight, false)
      expectEqual(t.step(at: utc(2026, 1, 10, 9))?.isDaylight, true)
      expectEqual(t.step(at: utc(2026, 1, 10, 10))?.isDaylight, false)
      expectEqual(t.step(at: utc(2026, 1, 10, 19))?.isDaylight, true)
    },
    TimelineCase(
      name: "BGTL (Thule, January 2026): polar night, no sun rows, icing groups",
      raw:
        "TAF BGTL 060900Z 0609/0715 VRB06KT 8000 -SHRASN OVC003 610105 QNH2980INS BECMG 0614/0615 VRB06KT 9999 NSW BKN005 OVC015 620105 QNH2983INS TX03/0620Z TNM02/0709Z",
      reference: utc(2026, 1, 6, 9), latitude: 76.5312, longitude: -68.7032,
      sun: []
    ) { t in
      expectEqual(t.rows.count, 30)
      #expect(t.rows.allSatisfy { $0.kind == .step && $0.isDaylight == false })
      expectEqual(t.step(at: utc(2026, 1, 6, 14))?.changesInProgress.first?.flightCategory, .ifr)
      expectEqual(t.step(at: utc(2026, 1, 6, 14))?.flightCategory, .lifr)
      expectEqual(t.step(at: utc(2026, 1, 6, 15)).map { tafCode($0.prevailing) }, "VRB06KT 9999 NSW BKN005 OVC015")
      expectEqual(t.step(at: utc(2026, 1, 6, 15))?.ceilingFeet, 500)
    },
    TimelineCase(
      name: "PABE read on New Year's Eve: the validity falls in the next year",
      raw:
        "PABE 011957Z 0120/0218 36022KT 6SM -SHSN SCT015 OVC030 TEMPO 0120/0122 1 1/2SM -SHSN BLSN BKN015 FM012200 34020G28KT 1 1/2SM -SN BLSN OVC015 FM020600 28018G26KT 2SM -SN BLSN OVC015 FM021500 26012G20KT 5SM -SN OVC020",
      reference: utc(2025, 12, 31, 22), latitude: 60.7798, longitude: -161.838,
      sun: [(.sunset, utc(2026, 1, 2, 1, 45, 40))]
    ) { t in
      #expect(t.start == utc(2026, 1, 1, 20) && t.end == utc(2026, 1, 2, 18))
      expectEqual(t.step(at: utc(2026, 1, 1, 21))?.overlays.first.map { tafCode($0.resulting) }, "36022KT 1 1/2SM -SHSN BLSN BKN015")
      expectEqual(t.step(at: utc(2026, 1, 1, 22))?.overlays.isEmpty, true)
      expectEqual(t.step(at: utc(2026, 1, 1, 22))?.flightCategory, .ifr)
      expectEqual(t.step(at: utc(2026, 1, 2, 15))?.flightCategory, .mvfr)
      expectEqual(t.step(at: utc(2026, 1, 1, 20))?.isDaylight, true)
      expectEqual(t.step(at: utc(2026, 1, 2, 2))?.isDaylight, false)
    },
  ]
}

extension ForecastTimeline {
  /// The regular row at `date`.
  func step(at date: Date) -> ForecastRow? { rows.first { $0.kind == .step && $0.date == date } }
}

@Suite struct ForecastTimelineTests {
  @Test(arguments: TimelineCase.all)
  func timeline(_ c: TimelineCase) throws {
    #expect(Set(try Fixture.lines("taf_corpus.txt")).contains(c.raw), "verbatim corpus line")
    let taf = try TAF(c.raw)
    let timeline = try #require(
      ForecastTimeline(taf: taf, referenceDate: c.reference, latitude: c.latitude, longitude: c.longitude))
    expectEqual(timeline.station, taf.station)
    // Time-ordered, inside the validity.
    #expect(zip(timeline.rows, timeline.rows.dropFirst()).allSatisfy { $0.date <= $1.date })
    #expect(timeline.rows.allSatisfy { $0.date >= timeline.start && $0.date < timeline.end })
    // Sun rows where PyEphem puts them (60 s; 180 s above 60°), sunrise rows day, sunset rows night.
    let sunRows = timeline.rows.filter { $0.kind == .sunrise || $0.kind == .sunset }
    expectEqual(sunRows.count, c.sun.count)
    let tolerance: TimeInterval = abs(c.latitude) > 60 ? 180 : 60
    for (row, expected) in zip(sunRows, c.sun) {
      expectEqual(row.kind, (expected.0 == .sunrise ? .sunrise : .sunset))
      #expect(abs(row.date.timeIntervalSince(expected.1)) <= tolerance, "\(row.date) vs \(expected.1)")
      expectEqual(row.isDaylight, (expected.0 == .sunrise))
    }
    c.check(timeline)
  }

  @Test func callerSuppliedSunTimesAndHalfHourSteps() throws {
    let c = TimelineCase.all[0]
    let taf = try TAF(c.raw)
    let transitions = c.sun.map { SunTransition(kind: $0.0, date: $0.1) }
    let timeline = try #require(
      ForecastTimeline(taf: taf, referenceDate: c.reference, sunTransitions: transitions, step: 1800))
    expectEqual(timeline.rows.filter { $0.kind == .step }.count, 48)
    expectEqual(timeline.rows.filter { $0.kind == .sunset }.map(\.date), [utc(2026, 1, 5, 15, 7, 56)])
    expectEqual(timeline.rows.filter { $0.kind == .sunrise }.map(\.date), [utc(2026, 1, 6, 7, 14, 40)])
    // Day before the first transition (a sunset), night between, day after the sunrise.
    expectEqual(timeline.step(at: utc(2026, 1, 5, 15))?.isDaylight, true)
    expectEqual(timeline.step(at: utc(2026, 1, 5, 15, 30))?.isDaylight, false)
    expectEqual(timeline.step(at: utc(2026, 1, 6, 7))?.isDaylight, false)
    expectEqual(timeline.step(at: utc(2026, 1, 6, 7, 30))?.isDaylight, true)
    // The overlay covers 07:00 to 09:30 but not 10:00.
    expectEqual(timeline.step(at: utc(2026, 1, 6, 9, 30))?.overlays.count, 1)
    expectEqual(timeline.step(at: utc(2026, 1, 6, 10))?.overlays.isEmpty, true)
    // No transitions: the caller says whether it is polar day or night.
    let night = try #require(
      ForecastTimeline(taf: taf, referenceDate: c.reference, sunTransitions: [], daylightWithoutTransitions: false))
    #expect(night.rows.allSatisfy { $0.isDaylight == false } && night.rows.count == 24)
  }

  @Test func nilAndCancelledTAFsHaveNoTimeline() throws {
    let reference = utc(2026, 1, 16, 20)
    let nilTAF = try TAF("TAF EFMI 162000Z NIL")
    expectNil(ForecastTimeline(taf: nilTAF, referenceDate: reference, latitude: 60, longitude: 24))
    let cancelled = try TAF("TAF EGDM 261557Z 2615/2618 CNL")
    expectNil(ForecastTimeline(taf: cancelled, referenceDate: reference, latitude: 51, longitude: -1.7))
  }

  @Test func monthAndYearEndsResolveForward() {
    // The public corpus holds no TAF whose validity crosses a month end, so the resolver is
    // checked on day-times directly: 3018/0124 read on 30 November 2025.
    let crossing = TAFValidity(from: DayTime(day: 30, hour: 18, minute: 0), to: DayTime(day: 1, hour: 24, minute: 0))
    let november = crossing.dates(relativeTo: utc(2025, 11, 30, 17))
    expectEqual(november?.from, utc(2025, 11, 30, 18))
    expectEqual(november?.to, utc(2025, 12, 2, 0))
    // 3118/0124 read on 1 January 2026 (after the start): December 2025 to January 2026.
    let yearEnd = TAFValidity(from: DayTime(day: 31, hour: 18, minute: 0), to: DayTime(day: 1, hour: 24, minute: 0))
    let newYear = yearEnd.dates(relativeTo: utc(2026, 1, 1, 3))
    expectEqual(newYear?.from, utc(2025, 12, 31, 18))
    expectEqual(newYear?.to, utc(2026, 1, 2, 0))
    // 2818/0118 in February of a common year: 28 February to 1 March.
    let february = TAFValidity(from: DayTime(day: 28, hour: 18, minute: 0), to: DayTime(day: 1, hour: 18, minute: 0))
    expectEqual(february.dates(relativeTo: utc(2027, 2, 28, 17))?.to, utc(2027, 3, 1, 18))
  }

  @Test func foldedTAFGivesTheSameTimelineAsOneLine() throws {
    let folded = try #require(FoldedTAF.all.first { $0.text.hasPrefix("TAF CYBG 260530Z") })
    let a = try TAF(folded.text)
    let b = try TAF(folded.oneLine)
    let reference = utc(2025, 11, 26, 6)
    let ta = ForecastTimeline(taf: a, referenceDate: reference, latitude: 48.3306, longitude: -70.9964)
    let tb = ForecastTimeline(taf: b, referenceDate: reference, latitude: 48.3306, longitude: -70.9964)
    #expect(ta != nil && ta == tb)
    // PROB40 2620/2623 (alone, not TEMPO) rides on the FM262000 conditions.
    let row = ta?.step(at: utc(2025, 11, 26, 21))
    expectEqual(row?.overlays.map(\.kind), [.probable])
    expectEqual(row?.overlays.first?.flightCategory, .ifr)
    expectEqual(row.map { tafCode($0.prevailing) }, "24015G25KT P6SM -SHRA BKN030 OVC080")
    // TEMPO 2606/2617 ends as FM261700 begins.
    expectEqual(ta?.step(at: utc(2025, 11, 26, 16))?.overlays.count, 1)
    expectEqual(ta?.step(at: utc(2025, 11, 26, 17))?.overlays.isEmpty, true)
    // BECMG 2612/2614 10010KT: wind changes at 14 and the FM at 17 replaces everything.
    expectEqual(ta?.step(at: utc(2025, 11, 26, 14)).map { tafCode($0.prevailing) }, "10010KT P6SM OVC030")
  }

  @Test func describesRowsInTheChosenUnits() throws {
    let c = TimelineCase.all[0]
    let timeline = try #require(
      ForecastTimeline(taf: try TAF(c.raw), referenceDate: c.reference, latitude: c.latitude, longitude: c.longitude))
    let row = try #require(timeline.step(at: utc(2026, 1, 6, 8)))
    #expect(row.describe(in: nil).hasPrefix("2026-01-06 08:00Z  day    From the S (190°) at 6 kt, 10 km or more"))
    #expect(row.describe(in: .metric).contains("11 km/h"))
    #expect(row.describe(in: .imperial).contains("7 mph"))
    #expect(
      row.describe(in: nil).contains(
        "30% chance, temporarily 2026-01-06 07:00Z to 2026-01-06 10:00Z: sky Broken clouds at 700 ft (IFR)"))
    #expect(timeline.description.contains("2026-01-05 15:07Z  Sunset"))
    let data = try JSONEncoder().encode(timeline)
    try expectEqual(JSONDecoder().decode(ForecastTimeline.self, from: data), timeline)
  }
}
