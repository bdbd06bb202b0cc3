import Foundation
import TestSupport
import Testing

@testable import AviationWeather

/// The codes that grow (repair reasons, unplaced-group reasons, trend and TAF group kinds) are
/// structs, as `DecodeWarning.Code`: a record written by a later version, holding a code this
/// version does not know, decodes and is written back as it was; the timeline never applies a
/// group whose kind it does not know; text shows the code as sent.
@Suite struct ExtensibleCodeTests {
  /// A real TAF with `TEMPO` and `BECMG` groups (Fixtures/taf_corpus.txt, line 2).
  static let text =
    "TAF AMD BGSF 091757Z 0918/1024 25007KT 9999 FEW020 BKN040 TEMPO 0918/1002 BKN020 BECMG 1002/1004 BKN015 TEMPO 1004/1012 3000 -SNRA BKN003 BECMG 1012/1014 SCT030 TEMPO 1014/1024 BKN030"
  static let issued = Date(timeIntervalSince1970: 1_794_247_020)  // 2026-11-09 17:57 UTC

  @Test func knownCodesAreDistinctAndRoundTripThroughTheirText() {
    func check<C: RawRepresentable & CaseIterable & Hashable>(_: C.Type) where C.RawValue == String {
      #expect(Set(C.allCases.map(\.rawValue)).count == C.allCases.count, "\(C.self)")
      for code in C.allCases { expectEqual(C(rawValue: code.rawValue), code) }
    }
    check(RepairedToken.Reason.self)
    check(UnplacedChangeGroup.Reason.self)
    check(Trend.Kind.self)
    check(TAFForecast.Kind.self)
  }

  @Test func aRecordFromALaterVersionDecodesAndIsWrittenBackAsItWas() throws {
    let taf = try TAF(Self.text)
    let encoder = JSONEncoder()
    encoder.outputFormatting = .sortedKeys
    let json = String(decoding: try encoder.encode(taf), as: UTF8.self)
    #expect(json.contains(#""kind":"TEMPO""#))
    // A later version's kind for the first TEMPO group.
    let later = json.replacingOccurrences(of: #""kind":"TEMPO""#, with: #""kind":"LATER""#)
    let decoded = try JSONDecoder().decode(TAF.self, from: Data(later.utf8))
    expectEqual(decoded.forecasts.map(\.kind.rawValue).filter { $0 == "LATER" }.count, 3)
    #expect(!TAFForecast.Kind.allCases.contains(TAFForecast.Kind(rawValue: "LATER")))
    let again = String(decoding: try encoder.encode(decoded), as: UTF8.self)
    expectEqual(again, later)
  }

  @Test func theTimelineNeverAppliesAGroupOfAKindItDoesNotKnow() throws {
    let taf = try TAF(Self.text)
    let index = try #require(taf.forecasts.firstIndex { $0.kind == .temporary && $0.conditions.weather.count > 0 })
    var later = taf
    later.forecasts[index].kind = TAFForecast.Kind(rawValue: "LATER")
    let known = try #require(ForecastTimeline(taf: taf, referenceDate: Self.issued, sunTransitions: []))
    let timeline = try #require(ForecastTimeline(taf: later, referenceDate: Self.issued, sunTransitions: []))
    #expect(known.unplacedGroups.isEmpty)
    expectEqual(timeline.unplacedGroups.map(\.index), [index])
    expectEqual(timeline.unplacedGroups.first?.reason, .kindUnknown)
    expectEqual(timeline.unplacedGroups.first?.description, "LATER (its kind is one this version does not know)")
    // The TEMPO's snow shows in the known timeline's overlays and in no overlay of the other.
    let snowy = { (t: ForecastTimeline) in t.rows.filter { $0.overlays.contains { !$0.conditions.weather.isEmpty } }.count }
    #expect(snowy(known) > 0)
    expectEqual(snowy(timeline), 0)
    #expect(timeline.rows.allSatisfy { $0.unplacedGroups.map(\.index) == [index] })
  }

  @Test func textShowsACodeItDoesNotKnowAsSent() throws {
    let later = TAFForecast.Kind(rawValue: "LATER")
    expectEqual(_ChangeGroupHeading.words(later, probability: nil, from: "10 04:00Z", to: nil, language: "en"), "LATER from 10 04:00Z")
    expectEqual(_ChangeGroupHeading.words(later, probability: 30, from: "10 04:00Z", to: nil, language: "en"), "30% chance, LATER from 10 04:00Z")
    expectEqual(_ChangeGroupHeading.words(.temporary, probability: 30, from: "10 04:00Z", to: nil, language: "en"), "30% chance, temporarily from 10 04:00Z")
    let unknown = UnplacedChangeGroup.Reason(rawValue: "laterReason")
    expectEqual(unknown.description, "laterReason")
    expectEqual(unknown.localizedDescription(locale: Locale(identifier: "de_DE")), "laterReason")
    expectEqual(UnplacedChangeGroup.Reason.kindUnknown.localizedDescription(locale: Locale(identifier: "de_DE")), "ihre Art ist dieser Version unbekannt")
  }
}
