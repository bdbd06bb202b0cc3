import AviationWeather
import Foundation
import TestSupport
import Testing

/// The seed's weather screen for people in six locales, through the public API only: the current
/// conditions in the locale's units with its numbers and words, the flight category's name, and
/// the forecast lines on the locale's clock with the day where it changes.
///
/// The answers are the Carolina recording (`Fixtures/fetching/carolina/`, 13 Sep 2018): the
/// METAR `SPECI KMRH 131829Z AUTO 02035G52KT 3/4SM +RA FEW015 OVC024 25/ A2957` and KNKT's TAF,
/// the runner on Bogue Banks at 19:30Z (15:30 EDT, Thursday). Expected values are worked out by
/// hand: 35 kt = 64.8 km/h = 40.3 mph, 52 kt = 96.3 km/h = 59.8 mph; 3/4 SM = 1,207 m, on FM
/// 15's 100 m steps 1,200 m (still below 1 SM, LIFR); 25 °C = 77 °F; 29.57 inHg = 1,001.4 hPa;
/// FEW015 and OVC024 are 15 and 24 steps of 30 m (100 ft).
@Suite("The app's screen in six locales, through the public API")
struct LocalizedAppTests {
  static let now = Date(timeIntervalSince1970: 1_536_867_000)
  static let eastern = TimeZone(identifier: "America/New_York") ?? .gmt

  struct Screen: Sendable, CustomTestStringConvertible {
    var locale: String
    var wind: String
    var visibility: String
    var temperature: String
    var pressure: String
    var sky: [String]
    var category: String
    /// The first line's time (19:00Z, 15:00 EDT).
    var firstTime: String
    /// The first line of Friday (04:00Z, midnight EDT), with its day.
    var midnight: String
    /// The heading over the first line.
    var header: String
    var testDescription: String { locale }
  }

  static let screens: [Screen] = [
    Screen(
      locale: "en_US", wind: "From the NNE (20°) at 40 mph, gusting 60 mph", visibility: "3/4 SM",
      temperature: "77 °F", pressure: "29.57 inHg", sky: ["Few clouds at 1,500 ft", "Overcast at 2,400 ft"],
      category: "Low instrument flight rules", firstTime: "3:00\u{202F}PM", midnight: "Fri 12:00\u{202F}AM",
      header: "Thursday, September 13"),
    Screen(
      locale: "en_GB", wind: "From the NNE (20°) at 40 mph, gusting 60 mph", visibility: "3/4 SM",
      temperature: "25 °C", pressure: "1001 hPa", sky: ["Few clouds at 1,500 ft", "Overcast at 2,400 ft"],
      category: "Low instrument flight rules", firstTime: "15:00", midnight: "Fri 00:00",
      header: "Thursday 13 September"),
    Screen(
      locale: "de_DE", wind: "Aus NNO (20°) mit 65 km/h, Böen 96 km/h", visibility: "1.200 m",
      temperature: "25 °C", pressure: "1001 hPa", sky: ["Wenige Wolken in 450 m", "Bedeckt in 720 m"],
      category: "Schlechte Instrumentenflugbedingungen", firstTime: "15:00", midnight: "Fr. 00:00",
      header: "Donnerstag, 13. September"),
    Screen(
      locale: "fr_FR", wind: "Du secteur NNE (20°) à 65 km/h, rafales à 96 km/h", visibility: "1\u{202F}200 m",
      temperature: "25 °C", pressure: "1001 hPa", sky: ["Quelques nuages à 450 m", "Ciel couvert à 720 m"],
      category: "Conditions de vol aux instruments basses", firstTime: "15:00", midnight: "ven. 00:00",
      header: "Jeudi 13 septembre"),
    Screen(
      locale: "es_ES", wind: "Del NNE (20°) a 65 km/h, con rachas de 96 km/h", visibility: "1200 m",
      temperature: "25 °C", pressure: "1001 hPa", sky: ["Nubes escasas a 450 m", "Cielo cubierto a 720 m"],
      category: "Condiciones de vuelo por instrumentos bajas", firstTime: "15:00", midnight: "vie, 0:00",
      header: "Jueves, 13 de septiembre"),
    Screen(
      locale: "pt_BR", wind: "De NNE (20°) a 65 km/h, com rajadas de 96 km/h", visibility: "1.200 m",
      temperature: "25 °C", pressure: "1001 hPa", sky: ["Poucas nuvens a 450 m", "Céu encoberto a 720 m"],
      category: "Condições de voo por instrumentos baixas", firstTime: "15:00", midnight: "sex., 00:00",
      header: "Quinta-feira, 13 de setembro"),
  ]

  @Test("the current conditions and the forecast lines, exactly, in each locale", arguments: screens)
  func screen(_ expected: Screen) async throws {
    let locale = Locale(identifier: expected.locale)
    // Recorded answers in memory: no deadline to test here, and under the sanitizers' slowdown
    // beside other suites a whole weatherNear call can wait minutes for a thread.
    let client = AviationWeatherClient(
      transport: RecordedService(scenario: "carolina"), timeout: 3600, weatherNearTimeout: 3600)
    let near = try await client.weatherNear(latitude: 34.685, longitude: -76.9, at: Self.now)
    let metar = try #require(near.metar?.report)

    // The card: every value in the locale's units (no unit system named), numbers and words its own.
    #expect(metar.wind?.formatted(.wind.locale(locale)) == expected.wind)
    #expect(metar.visibility?.formatted(.visibility.locale(locale)) == expected.visibility)
    #expect(metar.temperature?.formatted(.temperature.locale(locale)) == expected.temperature)
    #expect(metar.altimeter?.formatted(.pressure.locale(locale)) == expected.pressure)
    #expect(metar.sky.map { $0.formatted(.skyCondition.locale(locale)) } == expected.sky)
    #expect(metar.flightCategory?.name(locale: locale) == expected.category)
    // The same through describe(in:locale:) with the locale's units.
    #expect(metar.wind?.describe(in: DisplayUnits(locale: locale), locale: locale) == expected.wind)

    // The forecast lines on the locale's clock, the weekday where the day changes in Eastern time.
    let rows = try #require(near.timeline).rows(from: Self.now)
    let first = try #require(rows.first)
    #expect(first.timeText(in: Self.eastern, locale: locale, after: nil) == expected.firstTime)
    #expect(first.dayHeader(in: Self.eastern, locale: locale) == expected.header)
    let midnight = try #require(rows.first { $0.date == Date(timeIntervalSince1970: 1_536_897_600) })
    let index = try #require(rows.firstIndex(of: midnight))
    let previous = rows[index - 1]
    #expect(midnight.startsNewDay(after: previous, in: Self.eastern))
    #expect(midnight.timeText(in: Self.eastern, locale: locale, after: previous) == expected.midnight)
    // Rows within a day carry no weekday.
    #expect(
      rows[1].timeText(in: Self.eastern, locale: locale, after: first)
        == rows[1].timeText(in: Self.eastern, locale: locale, after: nil))
    #expect(!rows[1].startsNewDay(after: first, in: Self.eastern))
  }

  @Test("the app picks the clock, or keeps the one it asks for")
  func clockChoice() async throws {
    // Recorded answers in memory: no deadline to test here, and under the sanitizers' slowdown
    // beside other suites a whole weatherNear call can wait minutes for a thread.
    let client = AviationWeatherClient(
      transport: RecordedService(scenario: "carolina"), timeout: 3600, weatherNearTimeout: 3600)
    let near = try await client.weatherNear(latitude: 34.685, longitude: -76.9, at: Self.now)
    let first = try #require(near.timeline?.rows(from: Self.now).first)
    let us = Locale(identifier: "en_US")
    let germany = Locale(identifier: "de_DE")
    #expect(ClockStyle(locale: us) == .twelveHour && ClockStyle(locale: germany) == .twentyFourHour)
    #expect(first.timeText(in: Self.eastern, locale: us, clock: .twentyFourHour, after: nil) == "15:00")
    #expect(first.timeText(in: Self.eastern, locale: germany, clock: .twelveHour, after: nil) == "3:00\u{202F}PM")
    // The locale-independent form is unchanged.
    #expect(first.timeText(in: Self.eastern, clock: .twelveHour) == "3:00 PM")
    // The strong-wind threshold is the app's: 05035G60KT is over 20 kt and over 50, not over 60.
    #expect(first.hasStrongWind && first.hasStrongWind(overKnots: 50) && !first.hasStrongWind(overKnots: 60))
    #expect(first.isHighlighted(strongWindKnots: 20) == first.isHighlighted)
  }
}
