import Foundation
import Testing
import TestSupport

@testable import AviationWeather

/// Whole reports described for a person (issue 28): the METAR and TAF blocks, runway visual range,
/// TAF temperature forecasts and the timeline, each in the locale's words and numbers; a language no
/// table holds falls back to English without trapping; the POSIX descriptions stay as they were.
@Suite("Whole reports described in the user's locale")
struct ReportLocalizationTests {
  static let german = Locale(identifier: "de_DE")
  static let french = Locale(identifier: "fr_FR")
  static let japanese = Locale(identifier: "ja_JP")
  /// French groups thousands with a narrow no-break space.
  static let frenchGroup = "\u{202F}"

  /// Real reports of `Fixtures/metar_corpus.txt` and `Fixtures/taf_corpus.txt`.
  static let snowyMETAR = "METAR EGPD 051250Z 33006KT 1200 R34/1300U SN BKN004 M00/M01 Q1014 RESN TEMPO 4000 -SHSN BKN008"
  static let icelandTAF =
    "TAF BIKF 051025Z 0512/0612 10006KT 9999 SCT010 TX00/0512Z TNM07/0610Z BECMG 0515/0517 04010KT FEW022 BECMG 0518/0520 CAVOK"

  /// The block's lines without the padding of its label column (one space between words).
  static func words(_ text: String) -> String {
    text.split(separator: "\n").map { $0.split(separator: " ").joined(separator: " ") }.joined(separator: "\n")
  }

  @Test("the corpus reports are in the fixtures")
  func reportsAreInTheFixtures() throws {
    #expect(try Fixture.lines("metar_corpus.txt").contains(Self.snowyMETAR))
    #expect(try Fixture.lines("taf_corpus.txt").contains(Self.icelandTAF))
  }

  @Test("a METAR in German and French: the locale's words and separators, codes as sent")
  func metarBlock() throws {
    let metar = try METAR(Self.snowyMETAR)
    let german = Self.words(metar.describe(in: .metric, locale: Self.german))
    #expect(german.hasPrefix("METAR EGPD beobachtet Tag 5 12:50Z\n"))
    #expect(german.contains("Sichtweite 1.200 m"))
    #expect(german.contains("RVR Piste 34 1.300 m, zunehmend"))
    #expect(german.contains("Temperatur 0 °C, Taupunkt -1 °C") || german.contains("Temperatur 0 °C, Taupunkt −1 °C"))
    #expect(german.contains("Zeitweise: Sichtweite 4.000 m"))
    #expect(german.contains("Kategorie LIFR"))
    #expect(TimelineLocalizationTests.englishGrouping(in: german) == nil, "\(german)")

    let french = Self.words(metar.describe(in: .metric, locale: Self.french))
    #expect(french.hasPrefix("METAR EGPD observé jour 5 12:50Z\n"))
    #expect(french.contains("Visibilité 1\(Self.frenchGroup)200 m"))
    #expect(french.contains("RVR piste 34 1\(Self.frenchGroup)300 m, en augmentation"))
    #expect(french.contains("point de rosée"))
    #expect(french.contains("Catégorie LIFR"))

    // In feet: the range converted and rounded to the reportable steps, German grouping.
    let rvr = try #require(metar.runwayVisualRanges.first)
    expectEqual(rvr.describe(in: .imperial, locale: Self.german), "Piste 34 4.500 ft, zunehmend")
    expectEqual(rvr.describe(in: .metric, locale: Self.french), "piste 34 1\(Self.frenchGroup)300 m, en augmentation")
    expectEqual(rvr.describe(in: nil), "runway 34 1,300 m, increasing")
  }

  @Test("a TAF, its change groups and its temperature forecasts in German and French")
  func tafBlock() throws {
    let taf = try TAF(Self.icelandTAF)
    let german = Self.words(taf.describe(in: .aviation, locale: Self.german))
    #expect(german.hasPrefix("TAF BIKF ausgegeben Tag 5 10:25Z, gültig von Tag 5 12:00Z bis Tag 6 12:00Z\n"))
    #expect(german.contains("Himmel Aufgelockerte Bewölkung in 1.000 ft"), "\(german)")
    #expect(german.contains("Werdend ab Tag 5 15:00Z bis Tag 5 17:00Z:"))
    #expect(german.contains("Wenige Wolken in 2.200 ft"), "\(german)")
    #expect(german.contains("Temperatur Höchstwert 0 °C am Tag 5 12:00Z"))
    #expect(TimelineLocalizationTests.englishGrouping(in: german) == nil, "\(german)")

    let french = Self.words(taf.describe(in: .aviation, locale: Self.french))
    #expect(french.hasPrefix("TAF BIKF émis jour 5 10:25Z, valide de jour 5 12:00Z à jour 6 12:00Z\n"))
    #expect(french.contains("1\(Self.frenchGroup)000 ft"))
    #expect(french.contains("Devenant à partir de jour 5 15:00Z jusqu’à jour 5 17:00Z\u{00A0}:"), "\(french)")

    let maximum = try #require(taf.temperatures.first { $0.kind == .maximum })
    let minimum = try #require(taf.temperatures.first { $0.kind == .minimum })
    expectEqual(maximum.describe(in: .metric, locale: Self.german), "Höchstwert 0 °C am Tag 5 12:00Z")
    expectEqual(maximum.describe(in: .imperial, locale: Self.french), "Maximum 32 °F à jour 5 12:00Z")
    #expect(minimum.describe(in: .metric, locale: Self.french).hasPrefix("Minimum "))
    #expect(minimum.describe(in: .metric, locale: Self.french).hasSuffix("7 °C à jour 6 10:00Z"))
    expectEqual(maximum.describe(in: nil), "Maximum 0 °C at day 5 12:00Z")
  }

  @Test("the timeline in German and French: header, zone and rows in the locale")
  func timelineBlock() throws {
    let taf = try TAF(Self.icelandTAF)
    let timeline = try #require(
      ForecastTimeline(taf: taf, referenceDate: utc(2026, 1, 5), latitude: 63.985, longitude: -22.605))
    let reykjavik = try #require(TimeZone(identifier: "Atlantic/Reykjavik"))
    let german = timeline.describe(in: .metric, locale: Self.german, timeZone: reykjavik)
    let lines = german.split(separator: "\n")
    expectEqual(lines.first?.hasPrefix("Verlauf für BIKF von "), true)
    expectEqual(lines.first?.hasSuffix(" (Atlantic/Reykjavik)"), true)
    // The lines of the description, one for one.
    expectEqual(lines.count, timeline.describe(in: .metric, timeZone: reykjavik).split(separator: "\n").count)
    #expect(lines.count > timeline.rows.count)
    #expect(german.contains("Tag") || german.contains("Nacht"))
    #expect(german.contains("1.000 m") || german.contains("300 m"), "\(german)")
    #expect(TimelineLocalizationTests.englishGrouping(in: german) == nil, "\(german)")
    let french = timeline.describe(in: .metric, locale: Self.french, timeZone: reykjavik, clock: .twentyFourHour)
    #expect(french.hasPrefix("Chronologie pour BIKF de "))
    #expect(french.contains("nuit") || french.contains("jour"))
  }

  @Test("a language no table holds, and locales with no language, fall back to English without trapping")
  func unknownLanguageFallsBack() throws {
    let metar = try METAR(Self.snowyMETAR)
    let taf = try TAF(Self.icelandTAF)
    for identifier in ["ja_JP", "xx_YY", "", "und", "@calendar=japanese"] {
      let locale = Locale(identifier: identifier)
      let text = Self.words(metar.describe(in: .metric, locale: locale))
      #expect(text.hasPrefix("METAR EGPD observed day 5 12:50Z\n"), "\(identifier): \(text)")
      #expect(text.contains("RVR runway 34 "), "\(identifier)")
      #expect(!text.contains("%@") && !text.contains("$@"))
      let block = taf.describe(in: .metric, locale: locale)
      #expect(block.hasPrefix("TAF BIKF issued day 5 10:25Z, valid from day 5 12:00Z to day 6 12:00Z"), "\(identifier)")
      #expect(block.contains("Temperature"))
      let rvr = try #require(metar.runwayVisualRanges.first)
      // English words; the digits as Foundation groups them for that locale (`4,500`, or `4500`
      // for the root locale).
      let range = rvr.describe(in: .imperial, locale: locale)
      #expect(range == "runway 34 4,500 ft, increasing" || range == "runway 34 4500 ft, increasing", "\(identifier)")
      let maximum = try #require(taf.temperatures.first)
      #expect(maximum.describe(in: .imperial, locale: locale) == "Maximum 32 °F at day 5 12:00Z", "\(identifier)")
      let timeline = try #require(
        ForecastTimeline(taf: taf, referenceDate: utc(2026, 1, 5), latitude: 63.985, longitude: -22.605))
      let rows = timeline.describe(in: .metric, locale: locale, timeZone: .gmt)
      #expect(rows.hasPrefix("Timeline for BIKF from "), "\(identifier): \(rows.prefix(80))")
      #expect(!rows.contains("%@") && !rows.contains("$@"))
    }
    // Japanese numbers group as English ones do.
    #expect(Self.words(metar.describe(in: .metric, locale: Self.japanese)).contains("Visibility 1,200 m"))
  }

  @Test("the descriptions (POSIX English) are what they were")
  func descriptionsUnchanged() throws {
    let metar = try METAR(Self.snowyMETAR)
    expectEqual(metar.describe(in: nil), metar.description)
    #expect(metar.description.hasPrefix("METAR EGPD observed day 5 12:50Z\n  Wind        From the NNW (330°) at 6 kt\n"))
    #expect(metar.description.contains("\n  RVR         runway 34 1,300 m, increasing\n"))
    #expect(metar.description.contains("\n  Temperature 0 °C, dew point -1 °C"))
    let taf = try TAF(Self.icelandTAF)
    #expect(taf.description.hasPrefix("TAF BIKF issued day 5 10:25Z, valid from day 5 12:00Z to day 6 12:00Z\n"))
    #expect(taf.description.contains("\n  Becoming from day 5 15:00Z to day 5 17:00Z:\n"))
    #expect(taf.description.contains("\n  Temperature Maximum 0 °C at day 5 12:00Z\n"))
  }

  /// Every 10th corpus METAR and every TAF with `AVIATIONWEATHER_FULL_CORPUS=1` (CI's sweep
  /// stage); every 30th METAR and every 3rd TAF in the README's debug run (CorpusSweep).
  @Test("every tenth fixture METAR and every TAF in German and French: filled, labels localized, German grouping")
  func fixturesInGermanAndFrench() throws {
    let metars = try CorpusSweep.lines("metar_corpus.txt", every: 30, fullEvery: 10).lines.compactMap {
      try? METAR($0)
    }
    let tafs = try CorpusSweep.lines("taf_corpus.txt", every: 3).lines.compactMap { try? TAF($0) }
    #expect(metars.count > 100)
    #expect(tafs.count > 100)
    var temperatures = 0
    for locale in [Self.german, Self.french] {
      for metar in metars {
        let text = metar.describe(in: .metric, locale: locale)
        #expect(!text.contains("%@") && !text.contains("$@") && !text.contains("%%"), "\(text)")
        if locale == Self.german {
          #expect(TimelineLocalizationTests.englishGrouping(in: text) == nil, "\(text)")
          if metar.temperature != nil {
            temperatures += 1
            #expect(text.contains("\n  Temperatur "), "\(text)")
          }
        }
        #expect(!text.contains("\n  Temperature "), "\(text)")
        #expect(!text.contains(" observed "), "\(text)")
      }
      for taf in tafs {
        let text = taf.describe(in: .metric, locale: locale)
        #expect(!text.contains("%@") && !text.contains("$@") && !text.contains("%%"), "\(text)")
        #expect(!text.contains(" issued ") && !text.contains("Base forecast"), "\(text)")
        if locale == Self.german { #expect(TimelineLocalizationTests.englishGrouping(in: text) == nil, "\(text)") }
      }
    }
    #expect(temperatures > 100)
  }
}
