import Foundation
import TestSupport
import Testing

@testable import AviationWeather

/// How a decoded METAR is stored: the remarks and the rarely present groups behind one reference
/// each, and a lone `NOSIG` sharing one array, must still behave as plain values (copies are
/// independent; equality, hashing and the `Codable` form are those of the fields).
@Suite("METAR storage")
struct METARStorageTests {
  static let withRemarks = "KUNV 031853Z 18006KT 4SM -TSRA BKN020 22/21 A2990 RMK AO2 SLP125 TS SE MOV NE"
  static let withNOSIG = "EDDB 061620Z 22006KT 9999 BKN032 M05/M06 Q1015 NOSIG"
  static let withExtras =
    "METAR LBGO 180700Z VRB01MPS 0150 0100W R09/0150N FG VV001 02/02 Q1016 RERA W05/S2 R88/19//95 BLU ZZZ NOSIG"

  @Test func metarStaysSmall() {
    // The remarks (about 800 bytes) and the rare groups are boxed; a METAR is copied whole on
    // every decode. The first two sky layers and weather groups are inline (`SmallArray`, 44
    // bytes more than two array references, and no allocation for them).
    #expect(MemoryLayout<METAR>.size <= 384)
  }

  @Test func remarksAreAValue() throws {
    let original = try METAR(Self.withRemarks)
    var copy = original
    copy.remarks?.text = "changed"
    copy.remarks?.needsMaintenance = true
    expectEqual(copy.remarks?.text, "changed")
    expectEqual(copy.remarks?.needsMaintenance, true)
    expectEqual(original.remarks?.text, "AO2 SLP125 TS SE MOV NE")
    expectEqual(original.remarks?.needsMaintenance, false)
    #expect(copy != original)
    copy.remarks = original.remarks
    expectEqual(copy, original)
    expectEqual(copy.hashValue, original.hashValue)
    copy.remarks = nil
    expectNil(copy.remarks)
    #expect(copy != original)
  }

  @Test func equalRemarksInSeparateDecodesAreEqual() throws {
    let a = try METAR(Self.withRemarks)
    let b = try METAR(Self.withRemarks)
    expectEqual(a, b)
    expectEqual(a.hashValue, b.hashValue)
    expectEqual(Set([a, b]).count, 1)
  }

  @Test func codableKeepsTheRemarksKey() throws {
    for raw in [Self.withRemarks, Self.withNOSIG, Self.withExtras] {
      let metar = try METAR(raw)
      let data = try JSONEncoder().encode(metar)
      let object = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
      expectEqual((object["remarks"] != nil), (metar.remarks != nil))
      expectNil(object["remarksBox"])
      try expectEqual(JSONDecoder().decode(METAR.self, from: data), metar)
    }
  }

  @Test func loneNOSIGTrendsAreIndependent() throws {
    var first = try METAR(Self.withNOSIG)
    let second = try METAR(Self.withNOSIG)
    expectEqual(first.trends, [Trend(kind: .noSignificantChange)])
    first.trends[0].kind = .becoming
    first.trends.append(Trend(kind: .temporary))
    expectEqual(second.trends, [Trend(kind: .noSignificantChange)])
    try expectEqual(METAR(Self.withNOSIG).trends, [Trend(kind: .noSignificantChange)])
  }

  @Test func groupsAfterNOSIGStillDecode() throws {
    // Real reports send runway state after NOSIG; a trend after NOSIG starts a second trend.
    let runway = try METAR("UUEE 010000Z 18003MPS 9999 OVC020 M02/M04 Q1010 NOSIG 88290065")
    expectEqual(runway.trends, [Trend(kind: .noSignificantChange)])
    expectEqual(runway.runwayStates.count, 1)
    let two = try METAR("EGLL 010000Z 18010KT 9999 BKN020 10/05 Q1010 NOSIG TEMPO 4000 RA")
    expectEqual(two.trends.map(\.kind), [.noSignificantChange, .temporary])
    expectEqual(two.trends[1].conditions.weather.count, 1)
    try expectEqual(METAR(Self.withNOSIG).trends, [Trend(kind: .noSignificantChange)])
  }

  @Test func rareGroupsDecodeAndAreValues() throws {
    let original = try METAR(Self.withExtras)
    expectEqual(original.runwayVisualRanges.count, 1)
    expectEqual(original.recentWeather.count, 1)
    #expect(original.seaState != nil)
    expectEqual(original.runwayStates.count, 1)
    expectEqual(original.colorStates.count, 1)
    expectEqual(original.unparsed.map(\.text), ["ZZZ"])
    var copy = original
    copy.runwayVisualRanges.append(original.runwayVisualRanges[0])
    copy.unparsed = []
    copy.seaState = nil
    expectEqual(original.runwayVisualRanges.count, 1)
    expectEqual(original.unparsed.count, 1)
    #expect(original.seaState != nil)
    expectEqual(copy.runwayVisualRanges.count, 2)
    #expect(copy != original)
  }

  @Test func emptiedRareGroupsEqualNone() throws {
    let plain = try METAR(Self.withNOSIG)
    #expect(plain.runwayVisualRanges.isEmpty && plain.unparsed.isEmpty && plain.qfe == nil)
    var changed = plain
    changed.qfe = Pressure(1000, .hectopascals)
    changed.unparsed = [UnparsedToken(text: "X", offset: 0)]
    #expect(changed != plain)
    changed.qfe = nil
    changed.unparsed = []
    expectEqual(changed, plain)
    expectEqual(changed.hashValue, plain.hashValue)
  }
}
