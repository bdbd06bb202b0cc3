import Foundation
import Testing
import TestSupport

@testable import AviationWeather

/// Values, wind, visibility, sky and flight categories for a person's locale: the locale's numbers,
/// units and words (the `Units` table), English identical to the descriptions, no English word left
/// in another language, rounding that never crosses a flight-category boundary, and values no
/// report can hold shown as "out of range".
@Suite("Units for a person's locale")
struct UnitsLocalizationTests {
  static let de = Locale(identifier: "de_DE")
  static let fr = Locale(identifier: "fr_FR")
  static let es = Locale(identifier: "es_ES")
  static let ptBR = Locale(identifier: "pt_BR")
  static let enUS = Locale(identifier: "en_US")
  static let enGB = Locale(identifier: "en_GB")
  static let others = [fr, de, es, ptBR]

  /// Real METARs: the curated cases and every 48th line of the corpus (1,015 reports; every 16th,
  /// 3,044, when `AVIATIONWEATHER_FULL_CORPUS=1`: CorpusSweep).
  static let metars: [METAR] = {
    var texts = ((try? Fixture.curated("metar_curated.txt")) ?? []).map(\.report)
    texts += ((try? CorpusSweep.lines("metar_corpus.txt", every: 48, fullEvery: 16))?.lines) ?? []
    return texts.compactMap { try? METAR($0) }
  }()

  /// Every phrase of the `Units` concern a report holds, in `units` for `locale`.
  static func phrases(_ metar: METAR, _ units: DisplayUnits, _ locale: Locale) -> [String] {
    var out: [String] = []
    if let wind = metar.wind { out.append(wind.describe(in: units, locale: locale)) }
    if let visibility = metar.visibility { out.append(visibility.describe(in: units, locale: locale)) }
    out += metar.sky.map { $0.describe(in: units, locale: locale) }
    if let t = metar.temperature { out.append(t.describe(in: units, locale: locale)) }
    if let p = metar.pressure { out.append(p.describe(in: units, locale: locale)) }
    out.append(FlightCategory.text(for: metar.possibleFlightCategories, locale: locale))
    return out
  }

  /// The same phrases as descriptions (POSIX English).
  static func descriptions(_ metar: METAR, _ units: UnitSystem?) -> [String] {
    var out: [String] = []
    if let wind = metar.wind { out.append(wind.describe(in: units)) }
    if let visibility = metar.visibility { out.append(visibility.describe(in: units)) }
    out += metar.sky.map { $0.describe(in: units) }
    if let t = metar.temperature { out.append(t.describe(in: units)) }
    if let p = metar.pressure { out.append(p.describe(in: units)) }
    out.append(FlightCategory.describe(metar.possibleFlightCategories))
    return out
  }

  @Test("the issue's example: a German metric visibility reads 1.200 m, not 1,200 m")
  func germanVisibility() throws {
    let metar = try METAR("SPECI KMRH 131829Z AUTO 02035G52KT 3/4SM +RA FEW015 OVC024 25/ A2957")
    let visibility = try #require(metar.visibility)
    expectEqual(visibility.formatted(.visibility(.metric).locale(Locale(identifier: "de_DE"))), "1.200 m")
    expectEqual(visibility.formatted(.visibility(.metric).locale(Self.fr)), "1\u{202F}200 m")
    expectEqual(visibility.formatted(.visibility(.metric).locale(Self.es)), "1200 m")
    expectEqual(visibility.formatted(.visibility(.metric).locale(Self.enUS)), "1,200 m")
    // Without units the style takes the locale's: German metric, US statute miles (mi in German).
    expectEqual(visibility.formatted(.visibility.locale(Self.de)), "1.200 m")
    expectEqual(visibility.formatted(.visibility.locale(Self.enUS)), "3/4 SM")
    expectEqual(visibility.formatted(.visibility(.imperial).locale(Self.de)), "3/4 mi")
    // Pressure is never grouped (QNH), decimals take the locale's separator.
    let altimeter = try #require(metar.altimeter)
    expectEqual(altimeter.formatted(.pressure(.metric).locale(Self.de)), "1001 hPa")
    expectEqual(altimeter.formatted(.pressure(.imperial).locale(Self.de)), "29,57 inHg")
    expectEqual(metar.sky.map { $0.height?.formatted(.height(.imperial).locale(Self.de)) }, ["1.500 ft", "2.400 ft"])
  }

  @Test("English through the localized path is the description, word for word, on real reports")
  func englishMatchesDescriptions() {
    // 191 curated reports and 1,015 of the corpus (3,044 with the whole-corpus stride).
    #expect(Self.metars.count > (CorpusSweep.isFull ? 3_000 : 1_100))
    for metar in Self.metars {
      for units in [nil, UnitSystem.metric, .imperial] {
        #expect(Self.phrases(metar, DisplayUnits(units), Self.enUS) == Self.descriptions(metar, units), "\(metar.raw)")
      }
    }
  }

  @Test("the localized phrases of real reports, exactly, in each language")
  func phrasesInEachLanguage() throws {
    let metar = try METAR("LFPG 131800Z 07008KT 040V110 4000NE -RA BKN018CB OVC040 12/10 Q1016")
    let wind = try #require(metar.wind)
    let visibility = try #require(metar.visibility)
    let sky = Array(metar.sky)
    let expected: [(Locale, String, String, [String])] = [
      (Self.enUS, "From the ENE (70°) at 15 km/h, varying 40° to 110°", "4,000 m to the NE",
       ["Broken clouds at 540 m (cumulonimbus)", "Overcast at 1,200 m"]),
      (Self.fr, "Du secteur ENE (70°) à 15 km/h, direction variant de 40° à 110°", "4\u{202F}000 m dans le secteur NE",
       ["Nuages fragmentés à 540 m (cumulonimbus)", "Ciel couvert à 1\u{202F}200 m"]),
      (Self.de, "Aus ONO (70°) mit 15 km/h, wechselnd zwischen 40° und 110°", "4.000 m in Richtung NO",
       ["Durchbrochene Bewölkung in 540 m (Cumulonimbus)", "Bedeckt in 1.200 m"]),
      (Self.es, "Del ENE (70°) a 15 km/h, con dirección entre 40° y 110°", "4000 m hacia el NE",
       ["Nubes fragmentadas a 540 m (cumulonimbos)", "Cielo cubierto a 1200 m"]),
      (Self.ptBR, "De ENE (70°) a 15 km/h, com direção entre 40° e 110°", "4.000 m na direção NE",
       ["Nuvens fragmentadas a 540 m (cumulonimbus)", "Céu encoberto a 1.200 m"]),
    ]
    for (locale, windText, visibilityText, skyText) in expected {
      expectEqual(wind.describe(in: .metric, locale: locale), windText)
      expectEqual(visibility.describe(in: .metric, locale: locale), visibilityText)
      expectEqual(sky.map { $0.describe(in: .metric, locale: locale) }, skyText)
    }
    // Gusts, west and calm: `27015G30KT` at 270° is W (O in French, Spanish, Portuguese).
    let gusty = try #require(try METAR("LFLL 131800Z 27015G30KT 9999 NSC 12/10 Q1016").wind)
    expectEqual(gusty.describe(in: .aviation, locale: Self.enUS), "From the W (270°) at 15 kt, gusting 30 kt")
    expectEqual(gusty.describe(in: .aviation, locale: Self.fr), "Du secteur O (270°) à 15 kt, rafales à 30 kt")
    expectEqual(gusty.describe(in: .aviation, locale: Self.de), "Aus W (270°) mit 15 kt, Böen 30 kt")
    expectEqual(gusty.describe(in: .metric, locale: Self.es), "Del O (270°) a 28 km/h, con rachas de 56 km/h")
    expectEqual(gusty.describe(in: .metric, locale: Self.ptBR), "De O (270°) a 28 km/h, com rajadas de 56 km/h")
    let calm = try #require(try METAR("EDDF 131800Z 00000KT CAVOK 12/10 Q1016").wind)
    expectEqual([Self.enUS, Self.fr, Self.de, Self.es, Self.ptBR].map { calm.describe(in: .metric, locale: $0) }, ["Calm", "Calme", "Windstille", "Calma", "Calmo"])
    let tenKilometres = try #require(try METAR("EDDF 131800Z VRB03KT 9999 FEW040 12/10 Q1016").visibility)
    expectEqual([Self.enUS, Self.fr, Self.de, Self.es, Self.ptBR].map { tenKilometres.describe(in: .metric, locale: $0) }, ["10 km or more", "10 km ou plus", "10 km oder mehr", "10 km o más", "10 km ou mais"])
    expectEqual(FlightCategory.text(for: .ifr ... .lifr, locale: Self.de), "unbekannt (IFR oder LIFR)")
    expectEqual(FlightCategory.lifr.name(locale: Self.fr), "Conditions de vol aux instruments basses")
  }

  /// Words an English reader would recognise that may stay in another language's text: codes sent
  /// as they are, unit symbols, compass letters, cloud genera written the same in Latin.
  static let allowed: Set<String> = [
    "kt", "km", "h", "m", "s", "ft", "hPa", "inHg", "C", "F", "mm", "cm", "mi", "SM",
    "VFR", "MVFR", "IFR", "LIFR", "CB", "TCU",
    "N", "NNE", "NE", "ENE", "E", "ESE", "SE", "SSE", "S", "SSW", "SW", "WSW", "W", "WNW", "NW", "NNW",
    "cumulonimbus", "Cumulonimbus", "cumulus", "Cumulus", "stratocumulus", "Stratocumulus", "stratus", "Stratus",
    "nimbostratus", "Nimbostratus", "altostratus", "Altostratus", "altocumulus", "Altocumulus", "cirrus", "Cirrus",
    "cirrostratus", "Cirrostratus", "cirrocumulus", "Cirrocumulus",
  ]

  /// Words that are English and also the language's own, in the phrases where they stand there.
  static let sharedWords: [String: Set<String>] = [
    "fr": ["Direction", "direction", "variable"],  // "Direction variable, 3 kt"
    "de": ["Wind"],  // "Wind nicht gemeldet"
    "es": ["vertical"],  // "visibilidad vertical"
    "pt": ["vertical"],  // "visibilidade vertical"
  ]

  /// The words (letters only) of `texts`.
  static func words(_ texts: [String]) -> Set<String> {
    var out = Set<String>()
    for text in texts {
      for word in text.split(whereSeparator: { !$0.isLetter }) { out.insert(String(word)) }
    }
    return out
  }

  @Test("no English word is left in French, German, Spanish or Portuguese phrases of real reports")
  func noEnglishLeft() {
    var english = Set<String>()
    for metar in Self.metars {
      for units in [DisplayUnits.metric, .imperial, .aviation] { english.formUnion(Self.words(Self.phrases(metar, units, Self.enUS))) }
    }
    // Every sky cover, cloud type and compass point, whether or not the sample has it.
    let every = SkyCover.allCases.map { SkyCondition(cover: $0, heightFeet: 1800, cloudType: .toweringCumulus) }
    english.formUnion(Self.words(every.map { $0.describe(in: .metric, locale: Self.enUS) }))
    english.subtract(Self.allowed)
    #expect(english.contains("gusting") && english.contains("Broken") && english.contains("unknown"))
    for locale in Self.others {
      var texts: [String] = []
      for metar in Self.metars {
        for units in [DisplayUnits.metric, .imperial, .aviation] { texts += Self.phrases(metar, units, locale) }
      }
      texts += every.map { $0.describe(in: .metric, locale: locale) }
      texts += CloudType.allCases.compactMap { $0.name(locale: locale) }
      texts += FlightCategory.allCases.map { $0.name(locale: locale) }
      let language = locale.language.languageCode?.identifier ?? ""
      let left = Self.words(texts).intersection(english).subtracting(Self.sharedWords[language] ?? [])
      #expect(left.isEmpty, "\(locale.identifier): \(left.sorted())")
      #expect(!texts.contains { $0.contains("%") || $0.contains("@") }, "\(locale.identifier): a placeholder left")
    }
  }

  @Test("units from the locale: US imperial, UK °C with mph and miles, the rest metric")
  func unitsFromLocale() {
    expectEqual(DisplayUnits(locale: Self.enUS), .imperial)
    expectEqual(DisplayUnits(locale: Self.de), .metric)
    expectEqual(DisplayUnits(locale: Self.fr), .metric)
    expectEqual(DisplayUnits(locale: Self.es), .metric)
    expectEqual(DisplayUnits(locale: Self.ptBR), .metric)
    let uk = DisplayUnits(locale: Self.enGB)
    #expect(uk.temperature == .celsius && uk.speed == .milesPerHour && uk.visibility == .statuteMiles)
    expectEqual(DisplayUnits(locale: Locale(identifier: "de_DE@measure=ussystem")), .imperial)
    #expect(DisplayUnits(.metric) == .metric && DisplayUnits(nil) == .asReported)
    // Aviation: knots and feet, visibility and pressure as the station sent them.
    let wind = Wind(direction: .degrees(290), speed: Speed(6, .metersPerSecond))
    expectEqual(wind.describe(in: .aviation, locale: Self.enUS), "From the WNW (290°) at 12 kt")
    expectEqual(Visibility(distance: Distance(1500, .meters)).describe(in: .aviation, locale: Self.enUS), "1,500 m")
    expectEqual(Pressure(29.92, .inchesOfMercury).describe(in: .aviation, locale: Self.enUS), "29.92 inHg")
    expectEqual(UnitSystemFormatStyle<Wind>(units: .imperial).units, .imperial)
    expectNil(UnitSystemFormatStyle<Wind>(displayUnits: .aviation).units)
  }

  @Test("values no report can hold are 'out of range', never exponent notation")
  func outOfRange() {
    expectEqual(Distance(9.223372036854776e18, .feet).description, "out of range")
    expectEqual(Distance(1e300, .statuteMiles).describeVisibility(in: .metric), "out of range")
    expectEqual(Visibility(distance: Distance(1e300, .statuteMiles)).describe(in: .metric), "out of range")
    expectEqual(Speed(.infinity, .knots).description, "out of range")
    expectEqual(Temperature(.nan, .celsius).description, "out of range")
    expectEqual(Pressure(-1e300, .hectopascals).describe(in: .imperial), "out of range")
    expectEqual(SkyCondition(cover: .broken, heightFeet: Int.max).describe(in: .metric), "Broken clouds at out of range")
    expectEqual(Distance(1e300, .kilometers).describeHeight(in: .metric, locale: Self.de), "außerhalb des Bereichs")
    expectEqual(Speed(2e9, .knots).describe(in: .metric, locale: Self.fr), "hors limites")
    // The largest values a report can say still print as numbers.
    expectEqual(Distance(99_999, .feet).description, "99,999 ft")
    for value in [1e15, 1e300, -1e20, .infinity, .nan] {
      for text in [Distance(value, .meters).describeVisibility(in: .imperial), Speed(value, .knots).describe(in: .metric)] {
        #expect(!text.contains("e+") && !text.contains("inf") && !text.contains("nan"), "\(text)")
      }
    }
  }

  @Test("relative humidity is nil where temperature or dew point are not physical")
  func humidityOfNonPhysicalInputs() throws {
    var metar = try METAR("EDDF 131800Z 00000KT CAVOK 12/10 Q1016")
    let humidity = try #require(metar.relativeHumidity)
    #expect(abs(humidity - 87.7) < 0.5)
    metar.temperature = Temperature(1e300, .celsius)
    metar.dewPoint = Temperature(-1e300, .celsius)
    expectNil(metar.relativeHumidity)
    metar.temperature = Temperature(.nan, .celsius)
    metar.dewPoint = Temperature(10, .celsius)
    expectNil(metar.relativeHumidity)
  }
}
