import Foundation
import TestSupport
import Testing

@testable import AviationWeather

/// The sky a summary names (issue 28 item 7): the ceiling and CB/TCU first, where the original
/// app's predominant layer (the most cover) would hide a lower broken cumulonimbus.
@Suite("The sky a summary names")
struct SummarySkyTests {
  @Test("a broken cumulonimbus under an overcast: the ceiling is the cumulonimbus")
  func ceilingBeforeOvercast() throws {
    let metar = try METAR("METAR EGPF 110820Z 14006KT 090V190 8000 -RA BKN015CB OVC034 05/03 Q1000 RESHRA")
    expectEqual(metar.predominantSky?.description, "Overcast at 3,400 ft")
    expectEqual(metar.conditions.ceilingLayer?.description, "Broken clouds at 1,500 ft (cumulonimbus)")
    expectEqual(metar.conditions.summarySky.map(\.description), ["Broken clouds at 1,500 ft (cumulonimbus)"])
  }

  @Test("a towering cumulus below the ceiling is named after it")
  func toweringCumulusAfterCeiling() throws {
    let metar = try METAR("METAR EGPF 061020Z 09004KT 7000 -RA FEW018TCU SCT030 BKN041 00/M00 Q1008")
    expectEqual(metar.conditions.summarySky.map { $0.describe(in: .metric) }, ["Broken clouds at 1,230 m", "Few clouds at 540 m (towering cumulus)"])
  }

  @Test("without ceiling or convective cloud, the predominant layer")
  func predominantOtherwise() throws {
    let metar = try METAR("METAR LFPG 131800Z 07008KT 9999 FEW020 SCT040 12/10 Q1016")
    expectEqual(metar.conditions.summarySky, [SkyCondition(cover: .scattered, heightFeet: 4000)])
    try expectEqual(METAR("METAR LFPG 131800Z 07008KT CAVOK 12/10 Q1016").conditions.summarySky.map(\.cover), [.noSignificantCloud])
  }
}
