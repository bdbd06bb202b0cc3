import TestSupport
import Testing

@testable import AviationWeather

/// The original RunFree app's WeatherParser tests, in spirit: every phenomenon, misspellings,
/// intensity words, compass directions, malformed wind, predominant cloud order, misspelled clouds.
@Suite("Original app behaviour")
struct OriginalAppTests {
  @Test(arguments: WeatherPhenomenon.allCases)
  func everyPhenomenonDecodes(_ phenomenon: WeatherPhenomenon) throws {
    let group = try #require(decodeToken(phenomenon.rawValue, WeatherGroup.decode))
    expectEqual(group.phenomena, [phenomenon])
    expectEqual(group.phrase, phenomenon.phrase)
  }

  @Test(arguments: ["RAA", "SNW", "TSRX", "-RN", "HAZE", "+FGG", "DZRZ", "R A", "SHR", "XX", "RARA"])
  func misspelledWeatherIsNotWeather(_ token: String) {
    expectNil(decodeToken(token, WeatherGroup.decode))
  }

  @Test(arguments: WeatherPhenomenon.allCases.filter(\.isPrecipitation))
  func plusAndMinusGiveHeavyAndLight(_ phenomenon: WeatherPhenomenon) throws {
    let heavy = try #require(decodeToken("+" + phenomenon.rawValue, WeatherGroup.decode))
    let light = try #require(decodeToken("-" + phenomenon.rawValue, WeatherGroup.decode))
    expectEqual(heavy.phrase, "heavy \(phenomenon.phrase)")
    expectEqual(light.description, "Light \(phenomenon.phrase)")
  }

  @Test func combinedPhenomenaKeepTheirOrder() throws {
    let thunder = try #require(decodeToken("+TSRAGR", WeatherGroup.decode))
    expectEqual(thunder.intensity, .heavy)
    expectEqual(thunder.descriptor, .thunderstorm)
    expectEqual(thunder.phenomena, [.rain, .hail])
    expectEqual(thunder.description, "Thunderstorm with heavy rain and hail")
    let showers = try #require(decodeToken("-SHRASN", WeatherGroup.decode))
    expectEqual(showers.description, "Light rain and snow showers")
    let vicinity = try #require(decodeToken("VCSH", WeatherGroup.decode))
    expectEqual(vicinity.intensity, .inVicinity)
    expectEqual(vicinity.description, "Showers in the vicinity")
  }

  static let compass: [(Int, String)] = [
    (0, "N"), (23, "NNE"), (45, "NE"), (68, "ENE"), (90, "E"), (113, "ESE"), (135, "SE"), (158, "SSE"),
    (180, "S"), (203, "SSW"), (225, "SW"), (248, "WSW"), (270, "W"), (293, "WNW"), (315, "NW"), (338, "NNW"),
    (360, "N"), (10, "N"), (350, "N"),
  ]

  @Test(arguments: compass)
  func everyCompassDirection(_ degrees: Int, _ point: String) throws {
    let token = (degrees < 10 ? "00" : degrees < 100 ? "0" : "") + "\(degrees)" + "10KT"
    let wind = try #require(decodeToken(token, Wind.decode))
    expectEqual(wind.compassPoint, point)
    expectEqual(wind.degrees, degrees)
  }

  @Test func variableGustsCalmAndMissingWind() throws {
    let variable = try #require(decodeToken("VRB03KT", Wind.decode))
    expectEqual(variable.direction, .variable)
    expectEqual(variable.speed, Speed(3, .knots))
    let gusty = try #require(decodeToken("27015G25KT", Wind.decode))
    expectEqual(gusty.gust, Speed(25, .knots))
    expectEqual(gusty.description, "From the W (270°) at 15 kt, gusting 25 kt")
    let strong = try #require(decodeToken("090105G130KT", Wind.decode))
    expectEqual(strong.speed?.value, 105)
    expectEqual(strong.gust?.value, 130)
    let calm = try #require(decodeToken("00000KT", Wind.decode))
    #expect(calm.isCalm)
    expectEqual(calm.description, "Calm")
    let missing = try #require(decodeToken("/////KT", Wind.decode))
    expectEqual(missing.direction, .missing)
    expectNil(missing.speed)
    let metric = try #require(decodeToken("24008G14MPS", Wind.decode))
    expectEqual(metric.speed?.unit, .metersPerSecond)
    #expect(abs((metric.gust?.knots ?? 0) - 27.21) < 0.01)
    let kmh = try #require(decodeToken("18020KMH", Wind.decode))
    expectEqual(kmh.speed?.unit, .kilometersPerHour)
  }

  @Test(arguments: [
    "1234KT", "31012", "310 12KT", "31O12KT", "3101KT", "37012KT", "31012G5KT", "31012KTS", "VRBKT", "31012G20",
  ])
  func malformedWindIsNotWind(_ token: String) {
    expectNil(decodeToken(token, Wind.decode))
  }

  @Test func splitWindDigitsInARealReportStayUnparsed() throws {
    // Real report from the corpus: the wind group has lost its unit.
    let metar = try METAR(
      "KASE 012353Z COR 20010G19 10SM FEW120 22/M07 A3005 RMK AO2 SLP064 T02221072 10239 20206 56010")
    expectNil(metar.wind)
    expectEqual(metar.unparsed, [UnparsedToken(text: "20010G19", offset: 17)])
    expectEqual(metar.visibility?.distance, Distance(10, .statuteMiles))
  }

  static let predominant: [(String, SkyCover, Int?)] = [
    // Real reports from the corpus.
    ("AGGA 220200Z 36012KT 9999 TS FEW017 FEW018CB SCT030 BKN110 28/23 Q1007", .broken, 11_000),
    ("AYMH 230000Z VRB03KT 9999 HZ SCT030 21/16 Q1022", .scattered, 3_000),
    ("BIKF 230030Z 09005KT 4000 -DZ BR BKN003 OVC010 05/05 Q1012", .overcast, 1_000),
    ("AGGG 051600Z 27007KT 9999 -SHRA FEW015 FEW016CB SCT026 BKN100 26/22 1008", .broken, 10_000),
    ("BGTL 230039Z AUTO 10003KT 6000 BR OVC017 M06/M08 A2929", .overcast, 1_700),
  ]

  @Test(arguments: predominant)
  func predominantCloudFollowsOvcBknSctFewClear(_ report: String, _ cover: SkyCover, _ height: Int?) throws {
    let metar = try METAR(report)
    expectEqual(metar.predominantSky?.cover, cover)
    expectEqual(metar.predominantSky?.heightFeet, height)
  }

  @Test func predominantOrderIsTotal() {
    let order: [SkyCover] = [.overcast, .broken, .scattered, .few, .skyClear]
    for (higher, lower) in zip(order, order.dropFirst()) {
      #expect(higher.rank > lower.rank)
    }
  }

  @Test(arguments: ["BKM025", "OVC25", "SCT02", "FEW0250", "BRK030", "OVC025C", "VV0025", "SKC1", "CLEAR", "FEW///X"])
  func misspelledCloudsAreNotSky(_ token: String) {
    expectNil(decodeToken(token, SkyCondition.decode))
  }
}

@Suite("Weather group storage")
struct WeatherGroupStorageTests {
  @Test(arguments: WeatherPhenomenon.allCases)
  func packedCodesRoundTrip(_ phenomenon: WeatherPhenomenon) {
    expectEqual(WeatherPhenomenon(packedCode: phenomenon.packedCode), phenomenon)
    expectEqual(Int(phenomenon.packedCode), (WeatherPhenomenon.allCases.firstIndex(of: phenomenon) ?? -1) + 1)
  }

  @Test func fourPhenomenaAtMostAndOrderKept() {
    var group = WeatherGroup(phenomena: [.rain, .snow, .icePellets])
    let appendedFourth = group.append(.hail)
    let appendedFifth = group.append(.drizzle)
    #expect(appendedFourth)
    #expect(!appendedFifth)
    expectEqual(group.phenomena, [.rain, .snow, .icePellets, .hail])
  }
}
