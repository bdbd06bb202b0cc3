import Foundation
import Testing
import TestSupport

@testable import AviationWeather

/// Timeline rows, overlays, TAF change groups and METAR trends described for a person: the
/// locale's words, numbers and clock in every line, the values included (before, the values inside
/// these lines were written with English separators whatever the locale).
@Suite("Timeline and forecast text in the user's locale")
struct TimelineLocalizationTests {
  static let german = Locale(identifier: "de_DE")
  static let berlin = TimeZone(identifier: "Europe/Berlin") ?? .gmt

  /// A number written with an English thousands separator (`9,000`): a German reads 9.
  static func englishGrouping(in text: String) -> String? {
    let characters = Array(text)
    for index in characters.indices.dropLast(3) where characters[index] == "," {
      let next = characters[(index + 1)...(index + 3)]
      let before = index > 0 && characters[index - 1].isNumber
      let beyond = index + 4 < characters.count && characters[index + 4].isNumber
      if before, next.allSatisfy(\.isNumber), !beyond { return String(characters[max(0, index - 3)...(index + 3)]) }
    }
    return nil
  }

  /// The timelines of the fixture TAFs (Berlin's sun for all: the rows' text is what is tested).
  static let timelines: [ForecastTimeline] = {
    let lines = (try? Fixture.lines("taf_corpus.txt")) ?? []
    return stride(from: 0, to: lines.count, by: 25).compactMap { index in
      guard let taf = try? TAF(lines[index]) else { return nil }
      return ForecastTimeline(taf: taf, referenceDate: utc(2026, 1, 9), latitude: 52.37, longitude: 13.5)
    }
  }()

  @Test("a trend's values in German and French: their separators, not English ones")
  func trendValues() throws {
    let metar = try METAR("EDDF 121850Z 25012KT 9999 SCT030 12/08 Q1012 TEMPO 3000 -SHRA BKN014")
    let trend = try #require(metar.trends.first)
    expectEqual(trend.describe(in: nil), "Temporarily: visibility 3,000 m; weather light rain showers; sky Broken clouds at 1,400 ft")
    expectEqual(trend.describe(in: .asReported, locale: Self.german), "Zeitweise: Sichtweite 3.000 m; Wetter leichte Regenschauer; Himmel Durchbrochene Bewölkung in 1.400 ft")
    #expect(trend.describe(in: .asReported, locale: Locale(identifier: "fr_FR")).contains("visibilité 3\u{202F}000 m"))
  }

  @Test("every METAR trend and TAF change group of the fixtures, in every language: filled, no English, no English grouping")
  func forecastsInEveryLanguage() {
    var trends = 0
    for metar in LocalizationCorpus.shared.metars {
      for trend in metar.trends {
        trends += 1
        for locale in tableLocales {
          let text = trend.describe(in: .metric, locale: locale)
          expectLocalized(text, locale, trend.describe(in: .metric))
          #expect(Self.englishGrouping(in: text) == nil, "\(text)")
        }
      }
    }
    #expect(trends > 100)
    var forecasts = 0
    for taf in LocalizationCorpus.shared.tafs.prefix(400) {
      for forecast in taf.forecasts {
        forecasts += 1
        for locale in tableLocales {
          let text = forecast.describe(in: .metric, locale: locale)
          #expect(Self.englishGrouping(in: text) == nil, "\(text)")
          for line in text.split(separator: "\n").dropFirst() {
            // The label and value columns are padded with spaces: one space between words here.
            expectLocalized(line.split(separator: " ").joined(separator: " "), locale, forecast.description)
          }
        }
      }
    }
    #expect(forecasts > 1000)
  }

  @Test("a TAF change group with its values in German")
  func tafForecastValues() throws {
    let taf = try TAF("TAF EDDB 051700Z 0518/0618 17004KT 9999 SCT045 PROB30 TEMPO 0607/0611 4500 -SN BKN005")
    let tempo = try #require(taf.forecasts.last)
    let text = tempo.describe(in: .metric, locale: Self.german)
    #expect(text.hasPrefix("Wahrscheinlichkeit 30\u{00A0}%, zeitweise ab Tag 6 07:00Z bis Tag 6 11:00Z"))
    #expect(text.contains("4.500 m"))
    #expect(!text.contains("4,500"))
  }

  @Test("every row of the fixture timelines, in every language: filled, no English, the POSIX description unchanged")
  func rowsInEveryLanguage() {
    #expect(Self.timelines.count > 60)
    var rows = 0
    var overlays = 0
    var sunRows = 0
    for timeline in Self.timelines {
      for row in timeline.rows {
        rows += 1
        overlays += row.overlays.count
        if row.kind == .sunrise || row.kind == .sunset { sunRows += 1 }
        expectEqual(row.description, row.describe(in: nil))
        // Every row in every language in CI's sweep stage; every 7th row in the README's run
        // (CorpusSweep), where this was the slowest localization test of the debug build.
        guard CorpusSweep.includes(rows - 1, every: 7) else { continue }
        for locale in tableLocales {
          let text = row.describe(in: .metric, locale: locale, timeZone: Self.berlin)
          for line in text.split(separator: "\n") {
            expectLocalized(line.trimmingCharacters(in: .whitespaces), locale, row.description)
          }
          #expect(Self.englishGrouping(in: text) == nil, "\(text)")
          #expect(!text.contains("Z "), "times are local, not UTC: \(text)")
        }
      }
    }
    #expect(rows > 1000)
    #expect(overlays > 150)
    #expect(sunRows > 40)
  }

  @Test("a row and its overlay, exact, in German (Berlin time) and American English (New York time)")
  func rowExact() throws {
    let taf = try TAF("TAF EDDB 051700Z 0518/0618 17004KT 9999 SCT045 PROB30 TEMPO 0607/0611 4500 -SN BKN005")
    let timeline = try #require(
      ForecastTimeline(taf: taf, referenceDate: utc(2026, 1, 9), latitude: 52.37, longitude: 13.5))
    let row = try #require(timeline.rows.first { $0.date == utc(2026, 1, 6, 8) && $0.kind != .sunrise })
    let overlay = try #require(row.overlays.first)
    expectEqual(overlay.describe(in: .metric, locale: Self.german, timeZone: Self.berlin), "Wahrscheinlichkeit 30\u{00A0}%, zeitweise ab Di. 6., 08:00 bis Di. 6., 12:00: Sichtweite 4.500 m; "
        + "Wetter leichter Schnee; Himmel Durchbrochene Bewölkung in 150 m (IFR)")
    let german = row.describe(in: .metric, locale: Self.german, timeZone: Self.berlin)
    #expect(german.hasPrefix("Di. 6., 09:00, Tag: Aus S (170°) mit 7 km/h; 10 km oder mehr; "))
    expectEqual(german.split(separator: "\n").count, 2)
    let american = row.describe(
      in: .imperial, locale: Locale(identifier: "en_US"), timeZone: TimeZone(identifier: "America/New_York") ?? .gmt)
    // Day and night follow the sun at the station (Berlin, here), whatever zone the times are shown in.
    #expect(american.hasPrefix("Tue 6, 3:00\u{202F}AM, day: From the S (170°) at 5 mph; 6 SM or more; "))
    #expect(american.contains("30% chance, temporarily from Tue 6, 2:00\u{202F}AM to Tue 6, 6:00\u{202F}AM: "))
    #expect(american.contains("visibility 2 3/4 SM; weather light snow; sky Broken clouds at 500 ft (IFR)"))
  }

  @Test("sunrise and sunset rows in French, and a row's clock chosen by the app")
  func sunRows() throws {
    let timeline = try #require(Self.timelines.first { $0.rows.contains { $0.kind == .sunrise } })
    let sunrise = try #require(timeline.rows.first { $0.kind == .sunrise })
    let french = sunrise.describe(in: .metric, locale: Locale(identifier: "fr_FR"), timeZone: Self.berlin)
    #expect(french.hasSuffix("\u{00A0}: Lever du soleil"))
    let twelve = sunrise.describe(in: .metric, locale: Self.german, timeZone: Self.berlin, clock: .twelveHour)
    #expect(twelve.contains("AM"))
  }
}
