import Foundation
import TestSupport
import Testing

@testable import AviationWeather

/// Flight category when the ceiling or the visibility is unknown: unknown (`nil`) whenever the
/// unknown element could change it, the category when the known one decides it alone.
@Suite struct FlightCategoryTests {
  // MARK: - The truth table

  /// Visibilities of each category and an unknown one, as a report gives them.
  static let visibilities: [(String, FlightCategory?)] = [
    ("10SM", .vfr), ("4SM", .mvfr), ("2SM", .ifr), ("1/2SM", .lifr), ("////SM", nil),
  ]
  /// Sky groups giving a ceiling of each category and an unknown one.
  static let skies: [(String, FlightCategory?)] = [
    ("CLR", .vfr), ("BKN020", .mvfr), ("OVC008", .ifr), ("VV003", .lifr), ("VV///", nil),
  ]

  /// Every pair of a ceiling and a visibility, in a real Bismarck report (KBIS 051614Z) with
  /// its visibility and sky group replaced: known when both are, or when the known one is LIFR.
  @Test func truthTable() throws {
    // Rows: ceiling VFR, MVFR, IFR, LIFR, unknown; columns: visibility in the same order.
    let expected: [[FlightCategory?]] = [
      [.vfr, .mvfr, .ifr, .lifr, nil],
      [.mvfr, .mvfr, .ifr, .lifr, nil],
      [.ifr, .ifr, .ifr, .lifr, nil],
      [.lifr, .lifr, .lifr, .lifr, .lifr],
      [nil, nil, nil, .lifr, nil],
    ]
    for (row, (sky, ceiling)) in Self.skies.enumerated() {
      for (column, (visibility, byVisibility)) in Self.visibilities.enumerated() {
        let metar = try METAR("KBIS 051614Z 07008KT \(visibility) SN \(sky) M04/M06 A3000 RMK AO2")
        #expect(metar.unparsed.isEmpty)
        #expect(metar.flightCategory == expected[row][column], "\(visibility) \(sky)")
        // The range holds every category the unknown element could give, and only those.
        let possible = metar.possibleFlightCategories
        let ceilings = ceiling.map { [$0] } ?? FlightCategory.allCases
        let visibilities = byVisibility.map { [$0] } ?? FlightCategory.allCases
        let outcomes = Set(ceilings.flatMap { c in visibilities.map { max(c, $0) } })
        #expect(Set(FlightCategory.allCases.filter(possible.contains)) == outcomes, "\(visibility) \(sky)")
      }
    }
  }

  /// The initializer from a ceiling and a visibility follows the same table; a missing
  /// ceiling there means none.
  @Test func initializerFromValues() {
    let twoMiles = Visibility(distance: Distance(2, .statuteMiles))
    expectNil(FlightCategory(ceilingFeet: 800, visibility: nil))
    expectEqual(FlightCategory(ceilingFeet: 400, visibility: nil), .lifr)
    expectNil(FlightCategory(ceilingFeet: nil, visibility: nil))
    expectEqual(FlightCategory(ceilingFeet: nil, visibility: twoMiles), .ifr)
    expectEqual(FlightCategory(ceilingFeet: 2000, visibility: nil, isCAVOK: true), .mvfr)
    let lessThanAQuarter = Visibility(distance: Distance(0.25, .statuteMiles), qualifier: .lessThan)
    expectEqual(FlightCategory(ceilingFeet: nil, visibility: lessThanAQuarter), .lifr)
    let lessThanThree = Visibility(distance: Distance(3, .statuteMiles), qualifier: .lessThan)
    expectNil(FlightCategory(ceilingFeet: nil, visibility: lessThanThree))
    let moreThanSix = Visibility(distance: Distance(6, .statuteMiles), qualifier: .greaterThan)
    expectEqual(FlightCategory(ceilingFeet: 900, visibility: moreThanSix), .ifr)
  }

  // MARK: - Real reports

  static let reports: [(String, ClosedRange<FlightCategory>)] = [
    // CAVOK with a sky group not observed: the report contradicts itself about the cloud.
    ("OOKB 031850Z AUTO 00000KT CAVOK ////// 38/27 Q0995 NOSIG", .vfr ... .lifr),
    ("BIEG 231100Z 20010KT CAVOK 02/M01 Q1011", .vfr ... .vfr),
    // VV///: obscured, height unknown; LIFR only when the visibility makes it so.
    ("LFSG 230030Z AUTO 00000KT 2500 BR VV/// 10/10 Q1015", .ifr ... .lifr),
    ("LFRG 262130Z AUTO 00000KT 0200 R12/0800U FG VV/// 12/11 Q1027", .lifr ... .lifr),
    ("LETL 262130Z AUTO 14008KT 1100 R36///// RA VV/// 13/12 Q1026", .lifr ... .lifr),
    // M1/4SM: less than a quarter mile, LIFR whatever the ceiling.
    (
      "PATC 012355Z AUTO 02045G52KT M1/4SM +SN FG VV009 M16/M17 A2913 RMK AO2 PK WND 02052/2321 SNB2255 SLP875 P0000 60000 T11571174 11155 21174 56039",
      .lifr ... .lifr
    ),
    // //////: a sky group entirely missing.
    ("ETGG 051620Z AUTO 31017KT 9999 // ////// 03/M06 Q1007 ///", .vfr ... .lifr),
    ("ETHC 220220Z AUTO 09001KT 0300 // ////// 10/10 Q1010 ///", .lifr ... .lifr),
    // //////CB after the measured layers: the cumulonimbus may be a lower ceiling.
    (
      "METAR EGPD 110750Z AUTO 17028G38KT 5000 -RA BKN009/// OVC013/// //////CB 03/01 Q1003 RERA TEMPO 4000 RA BKN006",
      .ifr ... .lifr
    ),
    // ///014///: cover unknown at 1,400 ft: a ceiling there (MVFR) or none (VFR).
    ("ULPB 031900Z AUTO 36004MPS 9999 // ///014/// 18/15 Q1006 RMK QFE750/1000", .vfr ... .mvfr),
    // BKN///: above a known ceiling it does not matter; above FEW030 it may be at 3,000 ft.
    ("RJCH 180700Z 31013KT 9999 -SHSN FEW005 BKN030 BKN/// 02/M04 Q1010", .mvfr ... .mvfr),
    ("RJCB 220200Z 33006KT 290V360 9999 FEW030 BKN/// 18/11 Q1010", .vfr ... .mvfr),
    ("RJOM 020000Z 29003KT 240V330 9999 FEW040 BKN/// 19/13 Q1015", .vfr ... .vfr),
    // No sky group at all.
    ("EKTE 262120Z AUTO 28020KT 9999NDV 15/09 Q1023", .vfr ... .lifr),
    ("HSSK 231130Z 02016KT 8000 38/08 Q1012 NOSIG", .mvfr ... .lifr),
    // CLD MISG (and VIS MISG): nothing known.
    (
      "METAR CWLY 182200Z AUTO /////KT 07/03 A2998 RMK WND MISG CLD MISG WX MISG VIS MISG PCPN MISG ICG MISG SLP160",
      .vfr ... .lifr
    ),
    // Visibility missing: a ceiling below 500 ft still decides.
    ("YWGT 221900Z AUTO 22003KT //// // OVC001 13/13 Q1011", .lifr ... .lifr),
    ("CWUW 051600Z AUTO 10017G27KT ////SM OVC005 M09/M10 A3006", .ifr ... .lifr),
    ("EDMO 051620Z AUTO 32006KT //// R22///// // FEW023/// OVC047/// 02/M04 Q1012", .vfr ... .lifr),
    // NCD: no cloud detected, so no ceiling at or below 3,000 ft.
    ("EBCV 220225Z AUTO 20011KT 9999 NCD 14/12 Q1009 BLU", .vfr ... .vfr),
    // 3,200 m (under 2 SM) prevailing, 500 m the minimum: IFR.
    ("EDNY 031920Z AUTO 00000KT 3200 0500 R24/0550N // NCD 21/18 Q1014", .ifr ... .ifr),
    ("DTTD 020000Z AUTO 31003KT 270V340 NCD 21/05 Q1019", .vfr ... .lifr),
    // CLR, NSC and SKC: no ceiling at or below 3,000 ft, so the visibility decides.
    ("K04W 051615Z AUTO 00000KT 10SM CLR M05/M05 A3023 RMK AO2", .vfr ... .vfr),
    ("KCBF 220235Z AUTO 12005KT 4SM HZ CLR 18/M05 A2957 RMK AO2", .mvfr ... .mvfr),
    ("DTNH 262130Z 33007KT 9999 NSC 21/17 Q1020", .vfr ... .vfr),
    ("FACT 020000Z VRB02KT 0100 R01/0500 FG NSC 15/15 Q1017 TEMPO 0500", .lifr ... .lifr),
    ("BGBW 180650Z 08003KT 9999 SKC M16/M23 Q0999", .vfr ... .vfr),
    // M1/4SM under a 100 ft overcast.
    ("K0S9 231135Z AUTO 00000KT M1/4SM FG OVC001 02/02 A2998 RMK AO2", .lifr ... .lifr),
  ]

  @Test(arguments: reports)
  func realReport(_ report: String, _ possible: ClosedRange<FlightCategory>) throws {
    let metar = try METAR(report)
    expectEqual(metar.possibleFlightCategories, possible)
    let known = possible.lowerBound == possible.upperBound ? possible.lowerBound : nil
    expectEqual(metar.flightCategory, known)
    expectEqual(metar.conditions.flightCategory, known)
  }

  @Test func everyReportIsARealCorpusLine() throws {
    let corpus = Set(try Fixture.lines("metar_corpus.txt"))
    for (report, _) in Self.reports {
      #expect(corpus.contains(report), "\(report)")
    }
  }

  /// The plain-English block says the category is unknown, and which ones it could be.
  @Test func plainEnglishSaysUnknown() throws {
    func categoryLine(_ report: String) throws -> String? {
      try METAR(report).description.split(separator: "\n").first { $0.hasPrefix("  Category") }
        .map { String($0.dropFirst(14)) }
    }
    try expectEqual(categoryLine("ETGG 051620Z AUTO 31017KT 9999 // ////// 03/M06 Q1007 ///"), "unknown")
    try expectEqual(categoryLine("LFSG 230030Z AUTO 00000KT 2500 BR VV/// 10/10 Q1015"), "unknown (IFR or LIFR)")
    try expectEqual(categoryLine("HSSK 231130Z 02016KT 8000 38/08 Q1012 NOSIG"), "unknown (MVFR to LIFR)")
    try expectEqual(categoryLine("LFRG 262130Z AUTO 00000KT 0200 R12/0800U FG VV/// 12/11 Q1027"), "LIFR")
    // A missing report (NIL) has no category line.
    try expectNil(categoryLine("EGPC 220220Z NIL"))
  }

  // MARK: - The corpus

  /// The rule before unknown elements were taken into account: a missing ceiling counted as
  /// none, and a ceiling alone gave its category unless VFR.
  static func previousCategory(_ c: WeatherConditions) -> FlightCategory? {
    let hasClearSky = c.sky.contains { $0.cover.rank == 0 && $0.cover != .missing }
    guard c.ceilingFeet != nil || c.visibility != nil || c.isCAVOK else { return nil }
    if c.ceilingFeet == nil, c.visibility == nil, !c.isCAVOK, !hasClearSky { return nil }
    var category = c.ceilingFeet.map(FlightCategory.ofCeiling(feet:))
    var miles: Double?
    if c.isCAVOK {
      miles = 10_000 / 1609.344
    } else if let distance = c.visibility?.distance {
      miles = distance.statuteMiles
      if c.visibility?.qualifier == .lessThan { miles = distance.statuteMiles - 0.001 }
      if c.visibility?.qualifier == .greaterThan { miles = distance.statuteMiles + 0.001 }
    }
    if let miles {
      category = max(category ?? .vfr, FlightCategory.ofVisibility(miles: miles))
    } else if category == .vfr, c.visibility == nil {
      category = nil
    }
    return category
  }

  /// Whether a report leaves part of the ceiling or the visibility unknown: no visibility or
  /// one not reported, a bound, no sky group, or a ceiling-forming group without a height or a
  /// group without a cover.
  /// `CAVOK` stands for both, unless a sky group says the cloud was not observed
  /// (`OOKB 031850Z AUTO 00000KT CAVOK ////// 38/27 Q0995 NOSIG`).
  static func hasUnknownElement(_ c: WeatherConditions) -> Bool {
    if c.sky.contains(where: { $0.cover == .missing || ($0.cover.formsCeiling && $0.heightFeet == nil) }) {
      return true
    }
    if c.isCAVOK { return false }
    guard let visibility = c.visibility, visibility.distance != nil else { return true }
    return visibility.qualifier != .exactly || c.sky.isEmpty
  }

  /// Over the whole METAR corpus (a stride of it unless `AVIATIONWEATHER_FULL_CORPUS=1`:
  /// CorpusSweep): a category changes only to unknown, only in reports with an unknown element;
  /// and a report with nothing unknown keeps a category.
  @Test func corpusChangesOnlyUnknownElements() throws {
    var changed = 0
    var checked = 0
    let sample = try CorpusSweep.lines("metar_corpus.txt", every: CorpusSweep.metarStride)
    for line in sample.lines {
      guard let metar = try? METAR(line) else { continue }
      checked += 1
      let conditions = metar.conditions
      let before = Self.previousCategory(conditions)
      let now = metar.flightCategory
      if now != before {
        #expect(now == nil, "\(line): \(String(describing: before)) became \(String(describing: now))")
        #expect(Self.hasUnknownElement(conditions), "\(line)")
        changed += 1
      }
      if !Self.hasUnknownElement(conditions) {
        #expect(now != nil, "\(line)")
      }
      if let now {
        #expect(metar.possibleFlightCategories == now...now)
      }
    }
    #expect(checked > sample.atLeast(48_000))
    #expect(changed > 0)
  }

  // MARK: - TAFs and the timeline

  /// A TAF forecast group of known visibility and cloud keeps its category; a change group
  /// that gives only the visibility has one only when the visibility alone decides it.
  @Test func tafGroups() throws {
    let taf = try TAF(
      "TAF EGPD 080453Z 0806/0906 17005KT 0200 FZFG VV/// BECMG 0806/0809 9999 NSW SCT020 TEMPO 0809/0812 2000 BR BKN004 PROB40 TEMPO 0809/0812 0600 FZFG BKN001 TEMPO 0817/0906 4000 BR BKN002 PROB40 TEMPO 0821/0824 SHRA BECMG 0900/0903 30010KT PROB40 TEMPO 0902/0906 SHRA"
    )
    #expect(try Fixture.lines("taf_corpus.txt").contains(taf.raw))
    // 0200 FZFG VV///: LIFR by the visibility alone.
    expectEqual(taf.base?.conditions.flightCategory, .lifr)
    // 9999 NSW SCT020: the visibility is VFR, the sky has no ceiling.
    expectEqual(taf.changeGroups.first?.conditions.flightCategory, .vfr)
    // PROB40 TEMPO SHRA alone says nothing of ceiling or visibility.
    expectNil(taf.changeGroups.last?.conditions.flightCategory)
  }

  /// A timeline row whose prevailing conditions have an obscured sky of unknown height: LIFR
  /// while the visibility is 200 m, the category of the new conditions once `BECMG` completes.
  @Test func timelineRowWithAnObscuredSky() throws {
    let taf = try TAF(
      "TAF EGPD 080453Z 0806/0906 17005KT 0200 FZFG VV/// BECMG 0806/0809 9999 NSW SCT020 TEMPO 0809/0812 2000 BR BKN004 PROB40 TEMPO 0809/0812 0600 FZFG BKN001 TEMPO 0817/0906 4000 BR BKN002 PROB40 TEMPO 0821/0824 SHRA BECMG 0900/0903 30010KT PROB40 TEMPO 0902/0906 SHRA"
    )
    let timeline = try #require(
      ForecastTimeline(taf: taf, referenceDate: utc(2026, 1, 8, 5), latitude: 57.2019, longitude: -2.1978))
    let first = try #require(timeline.rows.first { $0.kind == .step })
    expectEqual(first.prevailing.sky, [SkyCondition(cover: .verticalVisibility)])
    expectEqual(first.flightCategory, .lifr)
    let later = try #require(timeline.step(at: utc(2026, 1, 8, 15)))
    expectEqual(later.flightCategory, .vfr)
  }
}
