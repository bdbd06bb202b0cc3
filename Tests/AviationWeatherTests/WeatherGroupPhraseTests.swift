import Foundation
import TestSupport
import Testing

@testable import AviationWeather

/// One line of `Fixtures/weather_groups.txt`: a weather group as reports write it and the
/// phrase a pilot would say for it, written by hand from WMO No. 306 code table 4678.
struct WeatherGroupCase: CustomTestStringConvertible, Sendable {
  var code: String
  var phrase: String
  var testDescription: String { "\(code): \(phrase)" }

  static func all() throws -> [WeatherGroupCase] {
    try Fixture.lines("weather_groups.txt").compactMap { line in
      guard !line.hasPrefix("#") else { return nil }
      let fields = line.split(separator: "\t", omittingEmptySubsequences: false)
      guard fields.count == 2 else { throw FixtureLineError(line: line) }
      return WeatherGroupCase(code: String(fields[0]), phrase: String(fields[1]))
    }
  }

  struct FixtureLineError: Error, CustomStringConvertible {
    var line: String
    var description: String { "not 'code<TAB>phrase': \(line)" }
  }
}

@Suite("Weather group phrases")
struct WeatherGroupPhraseTests {
  @Test(arguments: try WeatherGroupCase.all())
  func phrase(_ fixture: WeatherGroupCase) throws {
    let group = try #require(decodeToken(fixture.code, WeatherGroup.decode))
    expectEqual(group.code, fixture.code)
    expectEqual(group.phrase, fixture.phrase)
    let capitalized = fixture.phrase.prefix(1).uppercased() + fixture.phrase.dropFirst()
    expectEqual(group.description, capitalized)
  }

  /// Every weather group the corpus reports decode to (present weather, recent weather,
  /// trends, TAF forecasts, located weather) has a line in the fixture: a new code without a
  /// phrase fails here.
  @Test func fixtureCoversEveryGroupInTheCorpus() throws {
    var seen = Set<String>()
    func collect(_ conditions: WeatherConditions) {
      for group in conditions.weather { seen.insert(group.code) }
    }
    for line in try Fixture.lines("metar_corpus.txt") {
      guard let metar = try? METAR(line) else { continue }
      collect(metar.conditions)
      for group in metar.recentWeather { seen.insert(group.code) }
      for trend in metar.trends { collect(trend.conditions) }
      for location in metar.weatherLocations { if let group = location.weather { seen.insert(group.code) } }
    }
    for line in try Fixture.lines("taf_corpus.txt") {
      guard let taf = try? TAF(line) else { continue }
      for forecast in taf.forecasts { collect(forecast.conditions) }
    }
    let listed = Set(try WeatherGroupCase.all().map(\.code))
    #expect(seen.count > 100)
    expectEqual(seen.subtracting(listed).sorted(), [])
  }

  @Test func tornadoOrWaterspout() throws {
    let tornado = try #require(decodeToken("+FC", WeatherGroup.decode))
    expectEqual(tornado.phrase, "tornado or waterspout")
    let funnel = try #require(decodeToken("FC", WeatherGroup.decode))
    expectEqual(funnel.phrase, "funnel cloud")
  }

  @Test func descriptorsWithoutCorpusExamples() throws {
    // Codes the corpus lacks, phrased by the same rules (WMO No. 306, table 4678).
    let cases = [
      ("DRSA", "low drifting sand"), ("BLSN", "blowing snow"), ("VCBLSN", "blowing snow in the vicinity"),
      ("+SS", "heavy sandstorm"), ("VCPO", "dust or sand whirls in the vicinity"), ("BLPY", "blowing spray"),
      ("-SHRASNGS", "light showers of rain, snow and small hail"), ("+TS", "heavy thunderstorm"),
    ]
    for (code, phrase) in cases {
      #expect(decodeToken(code, WeatherGroup.decode)?.phrase == phrase, "\(code)")
    }
  }

  @Test func recentWeatherOnARealReport() throws {
    let metar = try METAR("ZUCK 262100Z VRB01MPS 5000 -RA BR FEW003 SCT010 OVC050 20/19 Q1011 RERA NOSIG")
    expectEqual(metar.weather.map(\.phrase), ["light rain", "mist"])
    expectEqual(metar.recentWeather.map(\.recentPhrase), ["recent rain"])
    let text = metar.describe(in: nil)
    #expect(text.contains("  Weather     Light rain, mist\n"))
    #expect(text.contains("  Recent      Rain\n"))
  }
}
