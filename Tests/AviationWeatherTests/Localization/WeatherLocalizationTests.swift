import Foundation
import Testing
import TestSupport

@testable import AviationWeather

/// What the fixtures hold, decoded once: every distinct weather group, METAR (with its remarks and
/// trends), TAF change group and warning of Fixtures/metar_corpus.txt, metar_curated.txt,
/// metar_worst.txt and taf_corpus.txt.
struct LocalizationCorpus: Sendable {
  var groups: [WeatherGroup] = []
  var recentGroups: [WeatherGroup] = []
  var metars: [METAR] = []
  var tafs: [TAF] = []
  var warnings: [DecodeWarning] = []
  /// The corpus METARs walked in `metars` (with the curated reports): a stride unless
  /// `AVIATIONWEATHER_FULL_CORPUS=1`.
  var metarSample = CorpusSweep.Sample(lines: [], fullCount: 0)
  /// The corpus TAFs in `tafs`: a stride unless `AVIATIONWEATHER_FULL_CORPUS=1`.
  var tafSample = CorpusSweep.Sample(lines: [], fullCount: 0)

  static let shared: LocalizationCorpus = {
    var corpus = LocalizationCorpus()
    var seen = Set<String>()
    var seenRecent = Set<String>()
    var seenWarnings = Set<String>()
    func add(_ group: WeatherGroup) { if seen.insert(group.code).inserted { corpus.groups.append(group) } }
    func addWarnings(_ list: [DecodeWarning]) {
      for warning in list where seenWarnings.insert(warning.code.description + warning.token).inserted {
        corpus.warnings.append(warning)
      }
    }
    // Every report gives its groups and warnings; the reports the tests walk in every language
    // are a stride of the corpus unless `AVIATIONWEATHER_FULL_CORPUS=1` (CorpusSweep), and
    // every curated report.
    let corpusLines = (try? Fixture.lines("metar_corpus.txt")) ?? []
    corpus.metarSample = CorpusSweep.sample(corpusLines, every: CorpusSweep.metarStride)
    var metarLines = corpusLines
    metarLines += ((try? Fixture.curated("metar_curated.txt")) ?? []).map(\.report)
    metarLines += ((try? Fixture.curated("metar_worst.txt")) ?? []).map(\.report)
    for (index, line) in metarLines.enumerated() {
      guard let metar = try? METAR(line) else { continue }
      metar.conditions.weather.forEach(add)
      for trend in metar.trends { trend.conditions.weather.forEach(add) }
      for group in metar.recentWeather where seenRecent.insert(group.code).inserted { corpus.recentGroups.append(group) }
      addWarnings(metar.warnings)
      let walked = index >= corpusLines.count || CorpusSweep.includes(index, every: CorpusSweep.metarStride)
      if walked,
        !(metar.remarks?.summaryLines.isEmpty ?? true) || !metar.trends.isEmpty || metar.seaState != nil
          || metar.rainfall != nil || !metar.conditions.windShear.isEmpty
      {
        corpus.metars.append(metar)
      }
    }
    let tafLines = (try? Fixture.lines("taf_corpus.txt")) ?? []
    corpus.tafSample = CorpusSweep.sample(tafLines, every: CorpusSweep.tafStride)
    for (index, line) in tafLines.enumerated() {
      guard let taf = try? TAF(line) else { continue }
      for forecast in taf.forecasts { forecast.conditions.weather.forEach(add) }
      addWarnings(taf.warnings)
      if CorpusSweep.includes(index, every: CorpusSweep.tafStride) { corpus.tafs.append(taf) }
    }
    return corpus
  }()
}

/// Words an output in `language` must not hold: the English words of the tables, less the codes
/// that stay as sent and the words the language shares with English.
enum EnglishWords {
  /// Codes, units and Latin names that every language writes as sent.
  static let codes: Set<String> = [
    "tempo", "becmg", "fm", "prob", "inter", "nosig", "cavok", "cb", "tcu", "kt", "ft", "sm", "hpa", "mmhg", "inhg",
    "km", "mph", "mps", "z", "qfe", "wmo", "omm", "virga", "cumulonimbus", "altocumulus", "castellanus", "mammatus",
    "stratus", "fractus", "cumulus", "stratocumulus", "nimbostratus", "altostratus", "cirrus", "cirrostratus",
    "cirrocumulus", "few", "sct", "bkn", "ovc", "nsc", "skc", "clr", "ncd", "vv", "rwy", "ltg", "ic", "cc", "cg", "ca",
    "ao1", "ao2", "ao1a", "ao2a", "rvrno", "pwino", "pno", "fzrano", "tsno", "visno", "chino", "slpno", "nospeci",
    "froin", "first", "last", "acft", "mshp", "wnd", "data", "estmd", "alstg", "vrb", "m", "mm", "cm", "in", "min",
  ]
  /// Words a language writes the same as English.
  static let shared: [String: Set<String>] = [
    "fr": [
      "turbulence", "grains", "minimum", "base", "air", "surface", "point", "direction", "station", "position",
      "intermittence", "passage", "maintenance", "types", "codes", "altitude", "variable", "variation", "second", "observable",
    ],
    "de": ["wind", "sand", "in", "tornado", "minimum", "base", "station", "sensor", "an"],
    "es": ["tornado", "base", "no", "detector", "sensor", "variable", "visual", "observable"],
    "pt": ["tornado", "base", "no", "detector", "sensor", "altitude", "ao", "visual"],
  ]

  /// The English words of the tables (letters only, lower case, two letters or more).
  static let english: Set<String> = {
    var words = Set<String>()
    for table in _StringTable.all where ["Weather", "Forecast", "Warnings", "Remarks"].contains(table.name) {
      for text in (table.entries["en"] ?? [:]).values { words.formUnion(Self.words(text)) }
    }
    return words
  }()

  static func words(_ text: String) -> [String] {
    text.lowercased().split { !$0.isLetter }.map(String.init).filter { $0.count >= 2 }
  }

  /// The English words in `text`, an output in `language`. A word in capitals is a code as sent
  /// (`DSNT E AND S`, `AO2`) and stays.
  static func leftIn(_ text: String, language: String) -> [String] {
    let allowed = codes.union(shared[language] ?? [])
    let sent = text.split { !$0.isLetter }.filter { $0.count >= 2 && $0.allSatisfy(\.isUppercase) }
    let codesAsSent = Set(sent.map { String($0).lowercased() })
    return words(text).filter { english.contains($0) && !allowed.contains($0) && !codesAsSent.contains($0) }
  }
}

/// The languages of the tables, as locales an app passes.
let tableLocales = ["fr_FR", "de_DE", "es_ES", "pt_BR"].map(Locale.init(identifier:))

/// Checks one localized output: no placeholder left, no English word left, no doubled space.
func expectLocalized(_ text: String, _ locale: Locale, _ context: String, sourceLocation: SourceLocation = #_sourceLocation) {
  let language = _L10n.language(of: locale)
  #expect(!text.isEmpty, "\(context)", sourceLocation: sourceLocation)
  #expect(!text.contains("%@") && !text.contains("$@"), "\(language) \(context): \(text)", sourceLocation: sourceLocation)
  #expect(!text.contains("  "), "\(language) \(context): \(text)", sourceLocation: sourceLocation)
  let left = EnglishWords.leftIn(text, language: language)
  #expect(left.isEmpty, "\(language) \(context): \(text) — English: \(left)", sourceLocation: sourceLocation)
}

@Suite("Weather localization")
struct WeatherLocalizationTests {
  static let english = Locale(identifier: "en_US")

  @Test("English phrases are the descriptions, for every weather group of the fixtures")
  func englishIsUnchanged() throws {
    let corpus = LocalizationCorpus.shared
    #expect(corpus.groups.count > 100)
    let written = Dictionary(
      uniqueKeysWithValues: try WeatherGroupCase.all().map { ($0.code, $0.phrase) })
    for group in corpus.groups {
      expectEqual(group.phrase(locale: Self.english), group.phrase)
      if let phrase = written[group.code] { expectEqual(group.phrase(locale: Locale(identifier: "en_GB")), phrase) }
      #expect(group.phrase(locale: Locale(identifier: "ja_JP")) == group.phrase, "a language without a table reads English")
    }
    for group in corpus.recentGroups { expectEqual(group.recentPhrase(locale: Self.english), group.recentPhrase) }
    for descriptor in WeatherDescriptor.allCases { expectEqual(descriptor.phrase(locale: Self.english), descriptor.phrase) }
    for phenomenon in WeatherPhenomenon.allCases { expectEqual(phenomenon.phrase(locale: Self.english), phenomenon.phrase) }
  }

  @Test("every weather group of the fixtures in every language: filled, no English left", arguments: tableLocales)
  func everyGroupInEveryLanguage(_ locale: Locale) {
    let corpus = LocalizationCorpus.shared
    var phrases = Set<String>()
    for group in corpus.groups {
      let text = group.phrase(locale: locale)
      expectLocalized(text, locale, group.code)
      #expect(text != group.phrase, "\(group.code) is English in \(locale.identifier): \(text)")
      phrases.insert(text)
    }
    // Distinct groups read differently (no two codes collapse into one phrase).
    expectEqual(phrases.count, corpus.groups.count)
    for group in corpus.recentGroups { expectLocalized(group.recentPhrase(locale: locale), locale, "RE" + group.code) }
    for descriptor in WeatherDescriptor.allCases { expectLocalized(descriptor.phrase(locale: locale), locale, descriptor.rawValue) }
    for phenomenon in WeatherPhenomenon.allCases { expectLocalized(phenomenon.phrase(locale: locale), locale, phenomenon.rawValue) }
  }

  @Test("every descriptor with every phenomenon and intensity reads without placeholders or English", arguments: tableLocales)
  func everyCombination(_ locale: Locale) {
    for intensity in WeatherIntensity.allCases {
      for descriptor in [nil] + WeatherDescriptor.allCases.map(Optional.some) {
        for phenomenon in WeatherPhenomenon.allCases {
          let group = WeatherGroup(intensity: intensity, descriptor: descriptor, phenomena: [phenomenon])
          expectLocalized(group.phrase(locale: locale), locale, group.code)
          let pair = WeatherGroup(intensity: intensity, descriptor: descriptor, phenomena: [phenomenon, .rain])
          if phenomenon != .rain { expectLocalized(pair.phrase(locale: locale), locale, pair.code) }
        }
      }
    }
  }

  @Test(
    "exact phrases, WMO No. 306 table 4678 terms with agreeing intensity",
    arguments: [
      // French
      ("fr", "-RA", "pluie faible"), ("fr", "+RA", "forte pluie"), ("fr", "-SHRA", "faibles averses de pluie"),
      ("fr", "+TSRA", "orage avec forte pluie"), ("fr", "BR", "brume"), ("fr", "FG", "brouillard"),
      ("fr", "FZFG", "brouillard givrant"), ("fr", "-DZ", "bruine faible"), ("fr", "VCTS", "orage au voisinage"),
      ("fr", "+FC", "tornade ou trombe marine"), ("fr", "BCFG", "bancs de brouillard"),
      ("fr", "+SN", "forte neige"), ("fr", "FZRA", "pluie verglaçante"),
      // German: leichter Regen (m), leichte Schauer (pl), dative after "mit"
      ("de", "-RA", "leichter Regen"), ("de", "+RA", "starker Regen"), ("de", "-SHRA", "leichte Regenschauer"),
      ("de", "+TSRA", "Gewitter mit starkem Regen"), ("de", "-TSRAGR", "Gewitter mit leichtem Regen und Hagel"),
      ("de", "BR", "feuchter Dunst"), ("de", "HZ", "trockener Dunst"), ("de", "FG", "Nebel"), ("de", "-SN", "leichter Schnee"),
      ("de", "-SHPL", "leichte Schauer mit Eiskörnern"), ("de", "-PL", "leichte Eiskörner"), ("de", "SH", "Schauer"),
      ("de", "-FZDZ", "leichter gefrierender Sprühregen"), ("de", "BLSN", "Schneetreiben"), ("de", "VCSH", "Schauer in der Umgebung"),
      // Spanish
      ("es", "-RA", "lluvia débil"), ("es", "+RA", "lluvia fuerte"), ("es", "-SHRA", "chubascos de lluvia débiles"),
      ("es", "+TSRA", "tormenta con lluvia fuerte"), ("es", "BR", "neblina"), ("es", "FG", "niebla"), ("es", "-DZ", "llovizna débil"),
      ("es", "-IC", "cristales de hielo débiles"),
      // Portuguese
      ("pt", "-RA", "chuva fraca"), ("pt", "+RA", "chuva forte"), ("pt", "-SHRA", "pancadas de chuva fracas"),
      ("pt", "+TSRA", "trovoada com chuva forte"), ("pt", "BR", "névoa úmida"), ("pt", "FG", "nevoeiro"),
      ("pt", "-DZ", "chuvisco fraco"), ("pt", "TS", "trovoada"),
    ])
  func exactPhrase(_ language: String, _ code: String, _ phrase: String) throws {
    let group = try #require(decodeToken(code, WeatherGroup.decode))
    expectEqual(group.phrase(locale: Locale(identifier: language)), phrase)
  }

  @Test("a list of weather groups reads as a sentence")
  func listAsSentence() throws {
    let metar = try METAR("KXYZ 121853Z 25012KT 3SM +TSRA BR OVC010CB 18/17 A2990")
    expectEqual(metar.weather.phrase(locale: Self.english), "thunderstorm with heavy rain and mist")
    expectEqual(metar.weather.phrase(locale: Locale(identifier: "de_DE")), "Gewitter mit starkem Regen und feuchter Dunst")
    expectEqual(metar.weather.phrase(locale: Locale(identifier: "fr_FR")), "orage avec forte pluie et brume")
    // The description keeps its comma list (record text never changes).
    #expect(metar.describe(in: nil).contains("Weather     Thunderstorm with heavy rain, mist\n"))
    let three = try METAR("ZUCK 262100Z VRB01MPS 5000 -RA BR HZ FEW003 SCT010 OVC050 20/19 Q1011 RERA RESN NOSIG")
    expectEqual(three.weather.phrase(locale: Self.english), "light rain, mist and haze")
    expectEqual(three.weather.phrase(locale: Locale(identifier: "es_ES")), "lluvia débil, neblina y calima")
    expectEqual(three.recentWeather.recentPhrase(locale: Self.english), "recent rain and recent snow")
    expectEqual([WeatherGroup]().phrase(locale: Self.english), "")
  }
}

@Suite("Weather group predicates")
struct WeatherGroupPredicateTests {
  /// (code, precipitation, thunderstorm, obscuration, freezing, showery), from WMO No. 306 table 4678.
  static let expected: [String: (Bool, Bool, Bool, Bool, Bool)] = [
    "-RA": (true, false, false, false, false), "+TSRA": (true, true, false, false, false),
    "TS": (false, true, false, false, false), "VCTS": (false, true, false, false, false),
    "-SHRA": (true, false, false, false, true), "VCSH": (true, false, false, false, true),
    "SH": (true, false, false, false, true), "-FZDZ": (true, false, false, true, false),
    "FZFG": (false, false, true, true, false), "BR": (false, false, true, false, false),
    "HZ": (false, false, true, false, false), "FU": (false, false, true, false, false),
    "VA": (false, false, true, false, false), "BCFG": (false, false, true, false, false),
    "BLDU": (false, false, true, false, false), "-RABR": (true, false, true, false, false),
    "PO": (false, false, false, false, false), "SQ": (false, false, false, false, false),
    "FC": (false, false, false, false, false), "DS": (false, false, false, false, false),
    "-SHGS": (true, false, false, false, true), "UP": (true, false, false, false, false),
    "FZUP": (true, false, false, true, false), "IC": (true, false, false, false, false),
    "//": (false, false, false, false, false), "BLSN": (true, false, false, false, false),
  ]

  @Test("each fixture group's predicates match WMO No. 306 table 4678")
  func predicatesOnFixtureGroups() throws {
    let corpus = LocalizationCorpus.shared
    var checked = 0
    for group in corpus.groups + corpus.recentGroups {
      // Every group: the predicates follow from its phenomena and descriptor.
      expectEqual(group.isPrecipitation, (group.phenomena.contains { $0.isPrecipitation } || (group.descriptor == .showers && group.phenomena.isEmpty)))
      expectEqual(group.isObscuration, group.phenomena.contains { $0.isObscuration })
      expectEqual(group.isThunderstorm, (group.descriptor == .thunderstorm))
      guard let want = Self.expected[group.code] else { continue }
      checked += 1
      let got = (group.isPrecipitation, group.isThunderstorm, group.isObscuration, group.isFreezing, group.isShowery)
      #expect(got == want, "\(group.code)")
    }
    // Most of the table's codes occur in the fixtures.
    #expect(checked >= 18)
  }

  @Test("codes the fixtures may lack, decoded")
  func predicatesOnCodes() throws {
    for (code, want) in Self.expected {
      let group = try #require(decodeToken(code, WeatherGroup.decode), "\(code)")
      let got = (group.isPrecipitation, group.isThunderstorm, group.isObscuration, group.isFreezing, group.isShowery)
      #expect(got == want, "\(code)")
    }
  }

  @Test("phenomena fall in exactly one of table 4678's three columns")
  func phenomenonColumns() {
    let precipitation = WeatherPhenomenon.allCases.filter(\.isPrecipitation).map(\.rawValue)
    let obscuration = WeatherPhenomenon.allCases.filter(\.isObscuration).map(\.rawValue)
    let other = WeatherPhenomenon.allCases.filter(\.isOther).map(\.rawValue)
    expectEqual(precipitation, ["DZ", "RA", "SN", "SG", "IC", "PL", "GR", "GS", "UP"])
    expectEqual(obscuration, ["BR", "FG", "FU", "VA", "DU", "SA", "HZ", "PY"])
    expectEqual(other, ["PO", "SQ", "FC", "SS", "DS"])
  }
}

@Suite("Forecast and warning localization")
struct ForecastLocalizationTests {
  static let english = Locale(identifier: "en_US")

  @Test("warnings of the fixtures: English is the reason, every language filled without English")
  func warnings() {
    let warnings = LocalizationCorpus.shared.warnings
    let codes = Set(warnings.map(\.code.description))
    #expect(codes.count >= 5, "\(codes.sorted())")
    for warning in warnings {
      expectEqual(warning.localizedReason(locale: Self.english), warning.reason)
      expectEqual(warning.localizedDescription(locale: Self.english), "\(warning.token): \(warning.reason)")
      for locale in tableLocales {
        let text = warning.localizedDescription(locale: locale)
        expectLocalized(text.replacingOccurrences(of: warning.token, with: ""), locale, warning.code.description)
        #expect(text.contains(warning.token))
      }
    }
    let unknown = DecodeWarning(code: .windDirectionNotInTens, token: "x", offset: 0)
    expectEqual(unknown.localizedDescription(locale: Locale(identifier: "de")), "x: Windrichtung nicht auf zehn Grad gerundet")
    expectEqual(DecodeWarning(code: .dewPointAboveTemperature, token: "18/20", offset: 0).localizedDescription(
        locale: Locale(identifier: "fr_FR")), "18/20\u{00A0}: point de rosée supérieur à la température")
  }

  @Test("TAF change groups: English headings are the descriptions; every language filled without English")
  func tafHeadings() throws {
    let tafs = LocalizationCorpus.shared.tafs
    #expect(tafs.count > LocalizationCorpus.shared.tafSample.atLeast(2_400))
    var kinds = Set<String>()
    for taf in tafs {
      for forecast in taf.forecasts {
        kinds.insert(forecast.kind.rawValue + (forecast.probability == nil ? "" : "P"))
        expectEqual(forecast.heading(locale: Self.english), forecast.heading)
        for layer in forecast.icing { expectEqual(layer.describe(in: .asReported, locale: Self.english), layer.description) }
        for layer in forecast.turbulence { expectEqual(layer.describe(in: .asReported, locale: Self.english), layer.description) }
        for locale in tableLocales {
          expectLocalized(forecast.heading(locale: locale), locale, forecast.heading)
          for layer in forecast.icing { expectLocalized(layer.describe(in: .metric, locale: locale), locale, layer.description) }
          for layer in forecast.turbulence {
            expectLocalized(layer.describe(in: .asReported, locale: locale), locale, layer.description)
          }
          for line in forecast.describeLines(in: .asReported, locale: locale) where line.0 != "Category" {
            expectLocalized(line.0, locale, "label")
          }
        }
      }
    }
    #expect(kinds.isSuperset(of: ["BECMG", "TEMPO", "FM", "PROBP", "TEMPOP"]), "\(kinds.sorted())")
  }

  @Test("TAF headings, exact", arguments: [
    ("en", "Temporarily from day 9 03:00Z to day 9 05:00Z"), ("fr", "Temporairement à partir de jour 9 03:00Z jusqu’à jour 9 05:00Z"),
    ("de", "Zeitweise ab Tag 9 03:00Z bis Tag 9 05:00Z"), ("es", "Temporalmente desde día 9 03:00Z hasta día 9 05:00Z"),
    ("pt", "Temporariamente a partir de dia 9 03:00Z até dia 9 05:00Z"),
  ])
  func tafHeadingExact(_ language: String, _ heading: String) {
    let forecast = TAFForecast(
      kind: .temporary, from: DayTime(day: 9, hour: 3, minute: 0), to: DayTime(day: 9, hour: 5, minute: 0),
      conditions: WeatherConditions())
    expectEqual(forecast.heading(locale: Locale(identifier: language)), heading)
  }

  @Test("a probability heading in German and French uses the locale's percent")
  func probabilityHeading() {
    let forecast = TAFForecast(
      kind: .temporary, probability: 30, from: DayTime(day: 9, hour: 3, minute: 0), to: DayTime(day: 9, hour: 5, minute: 0),
      conditions: WeatherConditions())
    expectEqual(forecast.heading, "30% chance, temporarily from day 9 03:00Z to day 9 05:00Z")
    expectEqual(forecast.heading(locale: Locale(identifier: "de_DE")), "Wahrscheinlichkeit 30\u{00A0}%, zeitweise ab Tag 9 03:00Z bis Tag 9 05:00Z")
  }

  @Test("METAR trends of the fixtures: every language filled without English")
  func trends() {
    var count = 0
    for metar in LocalizationCorpus.shared.metars {
      for trend in metar.trends {
        count += 1
        // Wind, visibility and sky values are written by their own types (the units' text).
        let c = trend.conditions
        if c.wind == nil, c.visibility == nil, c.sky.isEmpty, c.windShear.isEmpty, !c.isCAVOK {
          for locale in tableLocales { expectLocalized(trend.describe(in: .asReported, locale: locale), locale, trend.describe(in: nil)) }
        }
        if trend.conditions.weather.count <= 1 {
          expectEqual(trend.describe(in: .asReported, locale: Self.english), trend.describe(in: nil))
        }
      }
    }
    #expect(count > 100)
  }

  @Test("a trend in German and French")
  func trendExact() throws {
    let metar = try METAR("EDDF 121850Z 25012KT 9999 SCT030 12/08 Q1012 TEMPO 3000 -SHRA")
    let trend = try #require(metar.trends.first)
    expectEqual(trend.describe(in: nil), "Temporarily: visibility 3,000 m; weather light rain showers")
    #expect(trend.describe(in: .asReported, locale: Locale(identifier: "de_DE")).hasPrefix("Zeitweise: Sichtweite "))
    #expect(trend.describe(in: .asReported, locale: Locale(identifier: "de_DE")).hasSuffix("; Wetter leichte Regenschauer"))
    #expect(trend.describe(in: .asReported, locale: Locale(identifier: "fr_FR")).hasSuffix("; temps faibles averses de pluie"))
  }

  @Test("unplaced change groups: notes in every language")
  func unplacedNotes() {
    for reason in [UnplacedChangeGroup.Reason.timeInvalid, .timeMissing, .followsUnplacedFrom, .cannotBePlaced] {
      expectEqual(reason.localizedDescription(locale: Self.english), reason.description)
      for locale in tableLocales { expectLocalized(reason.localizedDescription(locale: locale), locale, reason.description) }
    }
    let note = UnplacedChangeGroup(
      index: 1, kind: .probable, probability: 30, text: "PROB30 4000 TSRA SCT020CB", reason: .timeMissing,
      conditions: WeatherConditions())
    expectEqual(note.localizedDescription(locale: Self.english), note.description)
    expectEqual(note.localizedDescription(locale: Locale(identifier: "fr")), "PROB30 4000 TSRA SCT020CB (écrit sans son heure)")
  }
}

@Suite("Remarks localization")
struct RemarksLocalizationTests {
  static let english = Locale(identifier: "en_US")

  @Test("English remark lines are the descriptions, as reported and in both unit systems, for every METAR of the fixtures")
  func englishIsUnchanged() {
    var count = 0
    for metar in LocalizationCorpus.shared.metars {
      if let remarks = metar.remarks {
        count += 1
        for units in [nil, UnitSystem.metric, .imperial] {
          let localized = remarks.summaryLines(in: DisplayUnits(units), locale: Self.english)
          let described = remarks.summaryLines(in: units)
          #expect(localized.count == described.count, "\(remarks.text)")
          for (a, b) in zip(localized, described) where a != b { Issue.record("\(remarks.text): \(a) != \(b)") }
        }
      }
      if let sea = metar.seaState { expectEqual(sea.describe(in: .asReported, locale: Self.english), sea.describe(in: nil)) }
      if let rain = metar.rainfall { expectEqual(rain.describe(in: .imperial, locale: Self.english), rain.describe(in: .imperial)) }
    }
    #expect(count > LocalizationCorpus.shared.metarSample.atLeast(10_000))
  }

  /// The remark kinds the fixtures hold, each through every language: filled, no English left
  /// (values written by the units' own text, wind and visibility, are left out of the check).
  @Test("every remark kind of the fixtures in every language", arguments: tableLocales)
  func everyKindInEveryLanguage(_ locale: Locale) {
    var kinds = Set<String>()
    for metar in LocalizationCorpus.shared.metars {
      guard var remarks = metar.remarks else { continue }
      // Undecoded text is shown as sent; wind values are the units' text.
      remarks.undecoded = []
      remarks.localWinds = []
      remarks.peakWind = nil
      remarks.towerVisibility = nil
      remarks.surfaceVisibility = nil
      // The kind of each line: its first English word(s).
      for line in remarks.summaryLines(in: nil) { kinds.insert(String(line.prefix { !$0.isNumber && $0 != ":" }.prefix(16))) }
      for line in remarks.summaryLines(in: .asReported, locale: locale) { expectLocalized(line, locale, line) }
      if let sea = metar.seaState { expectLocalized(sea.describe(in: .asReported, locale: locale), locale, sea.description) }
      if let rain = metar.rainfall { expectLocalized(rain.describe(in: .asReported, locale: locale), locale, "rainfall") }
    }
    #expect(kinds.count > 20)
  }

  @Test("a remark section in German and French, numbers in the locale's format")
  func exactRemarks() throws {
    let metar = try METAR(
      "KJFK 121851Z 31012KT 10SM FEW250 22/09 A3002 RMK AO2 SLP165 T02220094 10233 20178 53012 P0015 $")
    let remarks = try #require(metar.remarks)
    expectEqual(remarks.summaryLines(in: .asReported, locale: Locale(identifier: "de_DE")), [
        "Automatische Station mit Niederschlagsartunterscheidung (AO2)", "Luftdruck auf Meereshöhe 1016,5 hPa",
        "Temperatur 22,2 °C, Taupunkt 9,4 °C", "6-Stunden-Höchsttemperatur 23,3 °C", "6-Stunden-Tiefsttemperatur 17,8 °C",
        "3-stündige Luftdrucktendenz: fallend oder gleichbleibend, dann steigend, oder schneller steigend, 1,2 hPa höher",
        "Niederschlag der letzten Stunde: 0,15 Zoll", "Station benötigt Wartung ($)",
      ])
    #expect(
      remarks.summaryLines(in: .metric, locale: Locale(identifier: "fr_FR")).contains(
        "Précipitations de la dernière heure\u{00A0}: 3,8 mm"))
  }
}
