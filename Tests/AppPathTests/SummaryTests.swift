import AviationWeather
import Foundation
import TestSupport
import Testing

/// Issue 28 item 6: the one-line summary of a METAR and of a timeline row, through the public API,
/// on real reports (Fixtures/metar_corpus.txt, taf_corpus.txt) in six locales: the weather as a
/// sentence, the temperature, the wind, a reduced visibility, and the sky by its ceiling and its
/// convective cloud, each in the locale's words, numbers and units.
@Suite("One-line summary")
struct SummaryTests {
  static let egpf = "METAR EGPF 061120Z 05004KT 7000 -RA BKN014CB BKN025 OVC039 01/00 Q1007"
  static let cyam =
    "CYAM 272207Z 34022G29KT 2SM -SN BLSN FEW007 SCT014 OVC022 M03/M04 A2928 RMK SN2SF1SC2NS4 SF TR VIS CHGG RPDLY PRESRR SLP927"
  static let cyfs = "CYFS 020000Z 30004KT 15SM FEW050TCU SCT120 BKN210 06/01 A2997 RMK TCU1AC2CI1 SLP161"
  static let bieg = "BIEG 231100Z 20010KT CAVOK 02/M01 Q1011"

  @Test(
    "a METAR in each locale: words, numbers and units",
    arguments: [
      (egpf, "en_US", "Light rain, 34 °F, wind NE 5 mph, ceiling 1,400 ft (CB)"),
      (egpf, "en_GB", "Light rain, 1 °C, wind NE 5 mph, ceiling 1,400 ft (CB)"),
      (egpf, "de_DE", "Leichter Regen, 1 °C, Wind NO 7 km/h, Hauptwolkenuntergrenze 420 m (CB)"),
      (egpf, "fr_FR", "Pluie faible, 1 °C, vent NE 7 km/h, plafond 420 m (CB)"),
      (cyam, "en_US", "Light snow and blowing snow, 27 °F, wind NNW 25 mph gusting 33, visibility 2 SM, ceiling 2,200 ft"),
      (cyam, "es_ES", "Nieve débil y ventisca alta de nieve, -3 °C, viento NNO 41 km/h, rachas 54, visibilidad 3200 m, techo de nubes 660 m"),
      (cyfs, "en_US", "43 °F, wind WNW 5 mph, ceiling 21,000 ft, TCU at 5,000 ft"),
      (cyfs, "pt_BR", "6 °C, vento ONO 7 km/h, teto 6.300 m, TCU a 1.500 m"),
      (bieg, "en_US", "36 °F, wind SSW 12 mph, CAVOK"),
      (bieg, "fr_FR", "2 °C, vent SSO 19 km/h, CAVOK"),
    ])
  func metar(_ report: String, _ locale: String, _ expected: String) throws {
    #expect(try METAR(report).summary(locale: Locale(identifier: locale)) == expected)
  }

  @Test("units chosen by the app win over the locale's")
  func chosenUnits() throws {
    let metar = try METAR(Self.egpf)
    #expect(
      metar.summary(in: .aviation, locale: Locale(identifier: "de_DE"))
        == "Leichter Regen, 1 °C, Wind NO 4 kt, Hauptwolkenuntergrenze 1.400 ft (CB)")
  }

  @Test("a timeline row: the prevailing conditions, no temperature")
  func row() throws {
    let taf = try TAF("TAF LFLL 051100Z 0512/0618 35010KT CAVOK PROB40 TEMPO 0612/0618 BKN012")
    let timeline = try #require(ForecastTimeline(taf: taf, referenceDate: utc(2026, 11, 5, 12), sunTransitions: []))
    let first = try #require(timeline.rows.first)
    #expect(first.summary(locale: Locale(identifier: "en_US")) == "Wind N 12 mph, CAVOK")
    #expect(first.summary(locale: Locale(identifier: "de_DE")) == "Wind N 19 km/h, CAVOK")
  }
}

/// Issue 28 item 7: a nearby report's values read through it, with public API only.
@Suite("Nearby report members")
struct NearbyReportMemberTests {
  @Test func valuesReadThroughTheEntry() throws {
    let metar = try METAR(SummaryTests.egpf)
    let station = Station(icaoID: "EGPF", name: "Glasgow", latitude: 55.87, longitude: -4.43, products: [])
    let near = NearbyReport(station: station, distance: Distance(12, .kilometers), report: metar)
    #expect(near.temperature == metar.temperature)
    #expect(near.wind == metar.wind)
    #expect(near.flightCategory == metar.flightCategory)
    #expect(near.station.icaoID == near.report.station)
    #expect(near.report.summary(locale: Locale(identifier: "en_GB")) == "Light rain, 1 °C, wind NE 5 mph, ceiling 1,400 ft (CB)")
  }
}
