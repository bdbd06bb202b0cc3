import AviationWeather
import TestSupport
import Testing

/// The README's usage example, so that it cannot rot.
@Suite("README example")
struct ReadmeExampleTests {
  @Test func usageExample() throws {
    let metar = try METAR(
      "KBIS 051614Z 07008KT 1/2SM R31/2800V5000FT SN FZFG VV013 M04/M06 A3000 RMK AO2 P0001 T10391061")
    expectEqual(metar.station, "KBIS")
    #expect(abs((metar.wind?.speed?.kilometersPerHour ?? 0) - 14.816) < 1e-9)
    #expect(abs((metar.visibility?.distance?.meters ?? 0) - 804.672) < 1e-9)
    #expect(abs((metar.temperature?.fahrenheit ?? 0) - 24.8) < 1e-9)
    expectEqual(metar.flightCategory?.rawValue, "LIFR")
    expectEqual(metar.weather.map(\.description), ["Snow", "Freezing fog"])
    #expect(metar.describe(in: .metric).contains("Temperature -4 °C"))
  }
}
