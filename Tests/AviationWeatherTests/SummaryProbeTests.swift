import Foundation
import Testing
import AviationWeather

@Test func probeSummaries() throws {
  let reports = [
    "METAR LEXJ 091030Z 30033G47KT 280V340 3000 R29/1100U R11/P2000 RA SCT040 BKN060 BKN085 09/06 Q1019",
    "METAR KJFK 221651Z 31012KT 1 1/2SM -SN BR BKN008CB OVC020 M02/M04 A2992",
    "METAR LFLL 081030Z 00000KT CAVOK 02/01 Q1022",
  ]
  for r in reports {
    let m = try METAR(r)
    for id in ["en_US", "en_GB", "de_DE", "fr_FR", "es_ES", "pt_BR"] {
      print(id, "|", m.summary(locale: Locale(identifier: id)))
    }
  }
}
