import Foundation
import TestSupport
import Testing

@testable import AviationWeather

/// The examples of the Formatting Values article (`Articles/FormattingValues.md`), copied
/// verbatim and checked against the values its comments claim.
/// `DocumentationExampleTests.everySwiftExampleIsCopiedHere` finds them in this file.
@Suite("Formatting documentation examples")
struct FormattingDocumentationTests {
  @Test func formatStylesAndDescribe() throws {
    let jfk = try METAR("KJFK 191651Z 27015G23KT 10SM -RA BKN017 BKN026 OVC045 12/09 A2934 RMK AO2 PK WND 20045/1556 RAE16B34 SLP937 P0006 T01220094")

    let wind = jfk.wind?.formatted(.wind(.metric))                     // "From the W (270°) at 28 km/h, gusting 43 km/h"
    let gust = jfk.wind?.gust?.formatted(.speed(.imperial))            // "26 mph"
    let visibility = jfk.visibility?.formatted(.visibility(.metric))   // "16 km"
    let temperature = jfk.temperature?.formatted(.temperature(.imperial))  // "54 °F"
    let pressure = jfk.altimeter?.formatted(.pressure(.metric))        // "994 hPa"
    let base = jfk.sky.first?.height?.formatted(.height(.metric))      // "510 m"
    let layer = jfk.sky.first?.formatted(.skyCondition(.metric))       // "Broken clouds at 510 m"
    expectEqual(wind, "From the W (270°) at 28 km/h, gusting 43 km/h")
    expectEqual(gust, "26 mph")
    expectEqual(visibility, "16 km")
    expectEqual(temperature, "54 °F")
    expectEqual(pressure, "994 hPa")
    expectEqual(base, "510 m")
    expectEqual(layer, "Broken clouds at 510 m")

    let sameWind = jfk.wind?.describe(in: .metric)   // "From the W (270°) at 28 km/h, gusting 43 km/h"
    let asReported = jfk.wind?.describe(in: nil)     // "From the W (270°) at 15 kt, gusting 23 kt"
    expectEqual(sameWind, wind)
    expectEqual(asReported, "From the W (270°) at 15 kt, gusting 23 kt")

    // The shape of SwiftUI's `Text(_:format:)`: the style is found by its static member name.
    func text<Style: FormatStyle>(_ value: Style.FormatInput, format: Style) -> String where Style.FormatInput: Equatable, Style.FormatOutput == String {  // test only
      format.format(value)  // test only
    }  // test only
    let celsius = try #require(jfk.temperature)  // test only
    expectEqual(text(celsius, format: .temperature(.metric)), "12 °C")
  }

  @Test func metricReportInImperial() throws {
    let storm = try METAR("FKKD 230000Z VRB02KT 1200 +TSRA SCT004 OVC010 FEW015CB 25/25 Q1013 TEMPO 2000 TSRA")

    let stormVisibility = storm.visibility?.formatted(.visibility(.imperial))  // "3/4 SM"
    let stormBase = storm.sky.first?.height?.formatted(.height(.imperial))     // "400 ft"
    let stormWind = storm.wind?.formatted(.wind(.imperial))                    // "Variable at 2 mph"
    let altimeter = storm.qnh?.formatted(.pressure(.imperial))                 // "29.91 inHg"
    let heat = storm.temperature?.formatted(.temperature(.imperial))           // "77 °F"
    expectEqual(stormVisibility, "3/4 SM")
    expectEqual(stormBase, "400 ft")
    expectEqual(stormWind, "Variable at 2 mph")
    expectEqual(altimeter, "29.91 inHg")
    expectEqual(heat, "77 °F")

    let jfk = try METAR("KJFK 191651Z 27015G23KT 10SM -RA BKN017 BKN026 OVC045 12/09 A2934 RMK AO2 PK WND 20045/1556 RAE16B34 SLP937 P0006 T01220094")  // test only
    let now = storm.weather.first?.phrase                           // "thunderstorm with heavy rain"
    let label = storm.weather.first?.description                    // "Thunderstorm with heavy rain"
    let later = storm.trends.first?.conditions.weather.first?.phrase  // "thunderstorm with rain"
    let rain = jfk.weather.first?.phrase                             // "light rain"
    expectEqual(now, "thunderstorm with heavy rain")
    expectEqual(label, "Thunderstorm with heavy rain")
    expectEqual(later, "thunderstorm with rain")
    expectEqual(rain, "light rain")
  }

  /// The article's table rows, decoded and phrased.
  @Test func weatherTable() throws {
    let article = try Docs.article("FormattingValues")
    let rows = article.components(separatedBy: "\n").filter { $0.hasPrefix("| `") && !$0.contains("°") }
    var checked = 0
    for row in rows {
      let cells = row.split(separator: "|").map { $0.trimmingCharacters(in: .whitespaces) }
      guard cells.count == 2, !cells[0].contains(",") else { continue }
      let code = cells[0].trimmingCharacters(in: CharacterSet(charactersIn: "`"))
      #expect(decodeToken(code, WeatherGroup.decode)?.phrase == cells[1], "\(code)")
      checked += 1
    }
    #expect(checked >= 12)
  }
}
