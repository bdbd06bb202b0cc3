import AviationWeather
import Foundation
import TestSupport
import Testing

/// Every value of real reports formatted in metric and imperial units, through the format
/// styles and `describe(in:)`. Expected strings worked out by hand: 1 kt = 1.852 km/h =
/// 1.15078 mph, °F = °C × 9/5 + 32, 1 inHg = 33.8639 hPa, cloud bases on the 100 ft = 30 m
/// scale of FM 15, visibility on FM 15's metric steps or FMH-1's reportable miles.
@Suite("Formatting values in a unit system")
struct ValueFormattingTests {
  /// KJFK: gusty wind in knots, 10 SM, light rain, three layers in feet, altimeter in inHg.
  @Test func newYorkInBothSystems() throws {
    let metar = try METAR(
      "KJFK 191651Z 27015G23KT 10SM -RA BKN017 BKN026 OVC045 12/09 A2934 RMK AO2 PK WND 20045/1556 RAE16B34 SLP937 P0006 T01220094"
    )
    let wind = try #require(metar.wind)
    // 15 kt = 27.8 km/h = 17.3 mph; 23 kt = 42.6 km/h = 26.5 mph.
    expectEqual(wind.formatted(.wind(.metric)), "From the W (270°) at 28 km/h, gusting 43 km/h")
    expectEqual(wind.formatted(.wind(.imperial)), "From the W (270°) at 17 mph, gusting 26 mph")
    expectEqual(wind.formatted(.wind(nil)), "From the W (270°) at 15 kt, gusting 23 kt")
    let speed = try #require(wind.speed)
    expectEqual(speed.formatted(.speed(.metric)), "28 km/h")
    expectEqual(speed.formatted(.speed(.imperial)), "17 mph")

    // 10 SM = 16.09 km: whole kilometres from 5 km.
    let visibility = try #require(metar.visibility)
    expectEqual(visibility.formatted(.visibility(.metric)), "16 km")
    expectEqual(visibility.formatted(.visibility(.imperial)), "10 SM")

    // 12 °C = 53.6 °F, 9 °C = 48.2 °F.
    let temperature = try #require(metar.temperature)
    expectEqual(temperature.formatted(.temperature(.metric)), "12 °C")
    expectEqual(temperature.formatted(.temperature(.imperial)), "54 °F")
    expectEqual(metar.dewPoint?.formatted(.temperature(.imperial)), "48 °F")

    // A2934: 29.34 inHg = 993.6 hPa.
    let pressure = try #require(metar.altimeter)
    expectEqual(pressure.formatted(.pressure(.metric)), "994 hPa")
    expectEqual(pressure.formatted(.pressure(.imperial)), "29.34 inHg")

    // BKN017 and OVC045: 17 and 45 steps of 100 ft = 30 m.
    expectEqual(metar.sky.compactMap { $0.height?.formatted(.height(.metric)) }, ["510 m", "780 m", "1,350 m"])
    expectEqual(metar.sky.compactMap { $0.height?.formatted(.height(.imperial)) }, ["1,700 ft", "2,600 ft", "4,500 ft"])
    expectEqual(metar.sky[0].formatted(.skyCondition(.metric)), "Broken clouds at 510 m")
    expectEqual(metar.weather.map(\.phrase), ["light rain"])

    // The peak-wind remark: 45 kt = 83.3 km/h.
    expectEqual(metar.remarks?.summaryLines(in: .metric).contains("Peak wind 200° at 83 km/h at 15:56Z"), true)
  }

  /// UASP: wind in metres per second, 9999, a cumulonimbus layer, QNH in hPa.
  @Test func sakhalinInBothSystems() throws {
    let metar = try METAR("UASP 230030Z 25016G21MPS 9999 OVC038CB 07/02 Q1001 NOSIG RMK QFE739/0986")
    let wind = try #require(metar.wind)
    // 16 m/s = 57.6 km/h = 35.8 mph; 21 m/s = 75.6 km/h = 47.0 mph.
    expectEqual(wind.describe(in: .metric), "From the WSW (250°) at 58 km/h, gusting 76 km/h")
    expectEqual(wind.describe(in: .imperial), "From the WSW (250°) at 36 mph, gusting 47 mph")
    expectEqual(wind.describe(in: nil), "From the WSW (250°) at 16 m/s, gusting 21 m/s")

    // 9999: 10 km or more; 10 km = 6.2 SM, rounded down for an "or more".
    let visibility = try #require(metar.visibility)
    expectEqual(visibility.describe(in: .metric), "10 km or more")
    expectEqual(visibility.describe(in: .imperial), "6 SM or more")

    // 7 °C = 44.6 °F; Q1001 = 29.56 inHg.
    expectEqual(metar.temperature?.describe(in: .imperial), "45 °F")
    expectEqual(metar.qnh?.describe(in: .imperial), "29.56 inHg")
    expectEqual(metar.qnh?.describe(in: .metric), "1001 hPa")

    // OVC038CB: 38 steps, 1,140 m.
    expectEqual(metar.sky[0].describe(in: .metric), "Overcast at 1,140 m (cumulonimbus)")
    expectEqual(metar.sky[0].describe(in: .imperial), "Overcast at 3,800 ft (cumulonimbus)")
  }

  /// K1EN: fractional miles, snow, below-zero temperatures, a variable-visibility remark.
  @Test func fractionalMilesAndColdInMetric() throws {
    let metar = try METAR(
      "K1EN 051625Z AUTO 07011KT 2 3/4SM -SN BR FEW025 BKN033 OVC046 M07/M08 A2974 RMK AO2 VIS 2 3/4V4 SLP119 $")
    // 2 3/4 SM = 4,426 m: 100 m steps below 5 km.
    expectEqual(metar.visibility?.describe(in: .metric), "4,400 m")
    expectEqual(metar.visibility?.describe(in: .imperial), "2 3/4 SM")
    // -7 °C = 19.4 °F, -8 °C = 17.6 °F.
    expectEqual(metar.temperature?.describe(in: .imperial), "19 °F")
    expectEqual(metar.dewPoint?.describe(in: .imperial), "18 °F")
    expectEqual(metar.temperature?.describe(in: .metric), "-7 °C")
    // VIS 2 3/4V4: 4 SM = 6.4 km.
    expectEqual(metar.remarks?.summaryLines(in: .metric).contains("Visibility variable from 4,400 m to 6 km"), true)
    expectEqual(metar.weather.map(\.description), ["Light snow", "Mist"])
  }

  /// Metres to statute miles and a variable ceiling, from real reports.
  @Test func metricReportsInImperial() throws {
    let chengdu = try METAR("ZUCK 262100Z VRB01MPS 5000 -RA BR FEW003 SCT010 OVC050 20/19 Q1011 RERA NOSIG")
    // 5,000 m = 3.1 SM; 1 m/s = 2.2 mph = 3.6 km/h; 300 ft = 90 m.
    expectEqual(chengdu.visibility?.describe(in: .imperial), "3 SM")
    expectEqual(chengdu.visibility?.describe(in: .metric), "5 km")
    expectEqual(chengdu.wind?.describe(in: .imperial), "Variable at 2 mph")
    expectEqual(chengdu.wind?.describe(in: .metric), "Variable at 4 km/h")
    expectEqual(chengdu.sky[0].describe(in: .metric), "Few clouds at 90 m")

    let thule = try METAR(
      "SPECI BGTL 060926Z AUTO 00000KT 1400 R08/1400VP1500 BR VV001 01/01 A2983 RMK AO2 VIS 1400V9999 SLP086 PNO TSNO $")
    // 1,400 m = 0.87 SM: nearest reportable 7/8; VV001 = 30 m.
    expectEqual(thule.visibility?.describe(in: .imperial), "7/8 SM")
    expectEqual(thule.sky[0].describe(in: .metric), "Sky obscured, vertical visibility 30 m")

    let ceiling = try METAR("BGTL 031905Z AUTO 00000KT 9999 BKN005 OVC012 06/04 A2990 RMK AO2 CIG 005V012 BKN V SCT SLP107 TSNO $")
    expectEqual(ceiling.remarks?.summaryLines(in: .metric).contains("Ceiling variable from 150 m to 360 m"), true)
  }

  /// Runway visual range on the steps RVR is reported in (25/50/100 m; 100/200/500 ft).
  @Test func runwayVisualRangeInBothSystems() throws {
    let jfk = try METAR(
      "KJFK 181751Z 18006KT 1/2SM R04R/3000V4000FT +TSRA FU SCT015 BKN032CB OVC055 22/21 A2989 RMK AO2 PRESFR SLP122 FRQ LTGICCG OHD TS OHD MOV E FU OVC055 P0051 60108 T02170206 10256 20217 56010 $"
    )
    // 3,000 ft = 914 m, 4,000 ft = 1,219 m: 100 m steps above 800 m.
    expectEqual(jfk.runwayVisualRanges.first?.describe(in: .metric), "runway 04R 900 m to 1,200 m")
    expectEqual(jfk.runwayVisualRanges.first?.describe(in: .imperial), "runway 04R 3,000 ft to 4,000 ft")
    expectEqual(jfk.weather.map(\.phrase), ["thunderstorm with heavy rain", "smoke"])
    let lexj = try METAR(
      "METAR LEXJ 091030Z 30033G47KT 280V340 3000 R29/1100U R11/P2000 RA SCT040 BKN060 BKN085 09/06 Q1019")
    // 1,100 m = 3,609 ft: 500 ft steps above 3,000 ft; P2000 = more than 6,562 ft, rounded down.
    expectEqual(lexj.runwayVisualRanges.map { $0.describe(in: .imperial) }, [
      "runway 29 3,500 ft, increasing", "runway 11 more than 6,500 ft",
    ])
    let algiers = try METAR("DAAG 220230Z 36004KT 0100 R23/0250N R27/0450D FG SCT010 20/20 Q1017")
    // 250 m = 820 ft (100 ft steps below 1,000 ft); 450 m = 1,476 ft (200 ft steps); 100 m = 0.062 SM.
    expectEqual(algiers.runwayVisualRanges.map { $0.describe(in: .imperial) }, [
      "runway 23 800 ft, no change", "runway 27 1,400 ft, decreasing",
    ])
    expectEqual(algiers.visibility?.describe(in: .imperial), "1/16 SM")
    expectEqual(algiers.weather.map(\.phrase), ["fog"])
  }

  /// Values no report holds (not finite, negative, huge) are shown without trapping.
  @Test func unreportableValuesDoNotTrap() {
    for value in [Double.nan, .infinity, -.infinity, -5, 0, 1e300, 123_456_789] {
      for units in [UnitSystem.metric, .imperial, nil] {
        for unit in DistanceUnit.allCases {
          let distance = Distance(value, unit)
          #expect(!distance.describeHeight(in: units).isEmpty)
          #expect(!distance.describeVisibility(in: units).isEmpty)
          #expect(!Visibility(distance: distance, qualifier: .greaterThan).describe(in: units).isEmpty)
        }
        #expect(!Speed(value, .knots).describe(in: units).isEmpty)
        #expect(!Temperature(value, .celsius).describe(in: units).isEmpty)
        #expect(!Pressure(value, .hectopascals).describe(in: units).isEmpty)
      }
    }
  }

  /// The format styles are Foundation `FormatStyle`s: they compare, hash and encode.
  @Test func formatStylesAreFoundationStyles() throws {
    let style: UnitSystemFormatStyle<Temperature> = .temperature(.imperial)
    expectEqual(style, UnitSystemFormatStyle<Temperature>(units: .imperial))
    #expect(style != .temperature(.metric))
    func isSendable<T: Sendable>(_: T) -> Bool { true }
    #expect(isSendable(style) && isSendable(HeightFormatStyle(units: nil)))
    let data = try JSONEncoder().encode(style)
    try expectEqual(JSONDecoder().decode(UnitSystemFormatStyle<Temperature>.self, from: data), style)
    expectEqual(HeightFormatStyle(units: .metric).format(Distance(1800, .feet)), "540 m")
    expectEqual(Distance(300, .meters).formatted(.height(.imperial)), "1,000 ft")
  }
}
