import Foundation
import TestSupport
import Testing

@testable import AviationWeather

@Suite("Units and derived facts")
struct UnitsTests {
  @Test func temperatureConversions() {
    expectEqual(Temperature(-40, .celsius).fahrenheit, -40)
    expectEqual(Temperature(100, .celsius).fahrenheit, 212)
    #expect(abs(Temperature(32, .fahrenheit).celsius) < 1e-9)
  }

  @Test func speedConversions() {
    let speed = Speed(10, .knots)
    #expect(abs(speed.milesPerHour - 11.5078) < 0.001)
    #expect(abs(speed.kilometersPerHour - 18.52) < 1e-9)
    #expect(abs(speed.metersPerSecond - 5.14444) < 0.0001)
    #expect(abs(Speed(5, .metersPerSecond).knots - 9.71922) < 0.0001)
  }

  @Test func distanceConversions() {
    #expect(abs(Distance(1, .statuteMiles).meters - 1609.344) < 1e-9)
    #expect(abs(Distance(2500, .feet).meters - 762) < 1e-9)
    #expect(abs(Distance(9999, .meters).statuteMiles - 6.2131) < 0.001)
    expectEqual(Distance(1.5, .statuteMiles).description, "1 1/2 SM")
  }

  @Test func pressureConversions() {
    #expect(abs(Pressure(29.92, .inchesOfMercury).hectopascals - 1013.2) < 0.05)
    #expect(abs(Pressure(1013.25, .hectopascals).inchesOfMercury - 29.921) < 0.001)
  }

  @Test func measurementBridging() {
    let wind = Speed(20, .knots).measurement.converted(to: .kilometersPerHour)
    #expect(abs(wind.value - 37.04) < 0.01)
    expectEqual(Temperature(0, .celsius).measurement.converted(to: .fahrenheit).value.rounded(), 32)
    #expect(abs(Pressure(1013, .hectopascals).measurement.converted(to: .inchesOfMercury).value - 29.91) < 0.01)
    expectEqual(Distance(10, .statuteMiles).measurement.converted(to: .kilometers).value.rounded(), 16)
  }

  @Test func unitSystemsPickDisplayUnits() {
    expectEqual(UnitSystem.metric.temperatureUnit, .celsius)
    expectEqual(UnitSystem.imperial.temperatureUnit, .fahrenheit)
    expectEqual(UnitSystem.metric.speedUnit, .kilometersPerHour)
    expectEqual(UnitSystem.imperial.speedUnit, .milesPerHour)
    expectEqual(UnitSystem.imperial.pressureUnit, .inchesOfMercury)
  }

  @Test func metricDisplayOfARealUSReport() throws {
    let metar = try METAR("KMEM 031854Z COR 10SM 350/04 SCT075 BKN100 31/19 A2998 RMK AO2 SLP147 T03110194")
    let text = metar.describe(in: .metric)
    #expect(text.contains("31 °C"))
    #expect(text.contains("Pressure    1015 hPa\n"))  // A2998 = 29.98 inHg = 1015.2 hPa
    let imperial = metar.describe(in: .imperial)
    #expect(imperial.contains("Temperature 88 °F"))  // 31 °C = 87.8 °F
  }

  /// Relative humidity checked against the Magnus formula values published by NOAA's calculator.
  @Test(arguments: [(20.0, 10.0, 52.5), (30.0, 25.0, 74.7), (-5.0, -8.0, 79.3), (15.0, 15.0, 100.0)])
  func relativeHumidity(_ t: Double, _ d: Double, _ expected: Double) {
    #expect(abs((relativeHumidityPercent(temperatureCelsius: t, dewPointCelsius: d) ?? .nan) - expected) < 0.6)
  }

  static let categories: [(String, FlightCategory?)] = [
    // Real reports from the corpus.
    ("AYMH 220200Z VRB04KT 9999 BKN030 24/16 Q1020", .mvfr),
    ("BIKF 230030Z 09005KT 4000 -DZ BR BKN003 OVC010 05/05 Q1012", .lifr),
    ("BGTL 230039Z AUTO 10003KT 6000 BR OVC017 M06/M08 A2929", .mvfr),
    ("AGGA 220200Z 36012KT 9999 TS FEW017 FEW018CB SCT030 BKN110 28/23 Q1007", .vfr),
    ("SPECI CYBN 121023Z AUTO 22002KT 1 1/4SM VV000 05/05 A3026", .lifr),
    ("LPPT 010600Z 20013KT 7000 RADZ FEW006 BKN008 FEW016CB 19/18 Q1013", .ifr),
  ]

  @Test(arguments: categories)
  func flightCategoryOfRealReports(_ report: String, _ expected: FlightCategory?) throws {
    try expectEqual(METAR(report).flightCategory, expected)
  }

  @Test func jsonWriterUnitNamesAreTheRawValues() {
    func text(_ name: StaticString) -> String { name.withUTF8Buffer { String(decoding: $0, as: UTF8.self) } }
    for unit in SpeedUnit.allCases { expectEqual(text(unit._jsonName), unit.rawValue) }
    for unit in DistanceUnit.allCases { expectEqual(text(unit._jsonName), unit.rawValue) }
    for unit in TemperatureUnit.allCases { expectEqual(text(unit._jsonName), unit.rawValue) }
    for unit in PressureUnit.allCases { expectEqual(text(unit._jsonName), unit.rawValue) }
  }
}
