import AviationWeather
import Foundation
import TestSupport
import Testing

/// The path the running app of `shared/seeds/RunFree-design.md` takes, through the public API
/// only (no `@testable`): weather near the runner, the current conditions in the user's units,
/// the forecast lines with sunrise and sunset, and a failure shown to the user.
///
/// The answers are the Carolina recording (`Fixtures/fetching/carolina/`, 13 Sep 2018, Hurricane
/// Florence's approach) served by endpoint; the runner stands on Bogue Banks, 34.685 N 76.9 W,
/// at 19:30Z. The expected values are worked out by hand from the reports (conversions and
/// rounding rules in the comments), not taken from the library.
@Suite("The app's path: a runner's weather through the public API")
struct RunFreeAppTests {
  static let latitude = 34.685
  static let longitude = -76.9
  /// 2018-09-13 19:30:00Z.
  static let now = Date(timeIntervalSince1970: 1_536_867_000)
  static let easternTime = TimeZone(identifier: "America/New_York") ?? .gmt

  func nearby() async throws -> NearbyWeather {
    // Recorded answers in memory: no deadline to test here, and under the sanitizers' slowdown
    // beside other suites a whole weatherNear call can wait minutes for a thread.
    let client = AviationWeatherClient(
      transport: RecordedService(scenario: "carolina"), timeout: 3600, weatherNearTimeout: 3600)
    return try await client.weatherNear(latitude: Self.latitude, longitude: Self.longitude, at: Self.now)
  }

  /// The app's current-weather card: `SPECI KMRH 131829Z AUTO 02035G52KT 3/4SM +RA FEW015 OVC024 25/ A2957`.
  @Test func currentWeatherInBothUnitSystems() async throws {
    let near = try await nearby()
    let metar = try #require(near.metar)
    #expect(metar.station.icaoID == "KMRH")
    #expect(metar.report.unparsed.isEmpty)
    // Observed 13 Sep 2018 18:29Z: 1 h 1 min before the runner asked.
    #expect(near.metarObservedAt == Self.now.addingTimeInterval(-61 * 60))
    let report = metar.report

    // Wind 020° at 35 kt gusting 52 kt; 020° is NNE on the 16-point rose (11.25°...33.75°).
    // 35 kt × 1.852 = 64.8 km/h, 52 kt × 1.852 = 96.3 km/h; × 1.15078 = 40.3 mph, 59.8 mph.
    #expect(report.wind?.formatted(.wind(.metric)) == "From the NNE (20°) at 65 km/h, gusting 96 km/h")
    #expect(report.wind?.formatted(.wind(.imperial)) == "From the NNE (20°) at 40 mph, gusting 60 mph")
    // 3/4 SM = 1,207 m, on FM 15's 100 m steps below 5 km: 1,200 m.
    #expect(report.visibility?.formatted(.visibility(.metric)) == "1,200 m")
    #expect(report.visibility?.formatted(.visibility(.imperial)) == "3/4 SM")
    // 25 °C (the dew point is missing) = 77 °F.
    #expect(report.temperature?.formatted(.temperature(.metric)) == "25 °C")
    #expect(report.temperature?.formatted(.temperature(.imperial)) == "77 °F")
    // 29.57 inHg × 33.8639 = 1,001.4 hPa, written as QNH is (no digit grouping).
    #expect(report.altimeter?.formatted(.pressure(.metric)) == "1001 hPa")
    #expect(report.altimeter?.formatted(.pressure(.imperial)) == "29.57 inHg")
    // FEW015 and OVC024: 15 and 24 steps of 30 m (100 ft).
    #expect(report.sky.map { $0.height?.formatted(.height(.metric)) } == ["450 m", "720 m"])
    #expect(report.sky.map { $0.height?.formatted(.height(.imperial)) } == ["1,500 ft", "2,400 ft"])
    #expect(report.weather.map(\.phrase) == ["heavy rain"])
    // Visibility below 1 SM is LIFR whatever the ceiling (2,400 ft, MVFR).
    #expect(report.flightCategory == .lifr)
  }

  /// The forecast lines: KNKT's amended TAF, rows from now on, sunset in the runner's local time,
  /// and the seed's highlight for wind over 20 kt.
  @Test func forecastLinesFromNow() async throws {
    let near = try await nearby()
    let taf = try #require(near.taf)
    #expect(taf.station.icaoID == "KNKT")
    // TAF AMD KNKT 1315/1415: valid 13 Sep 15:00Z to 14 Sep 15:00Z.
    #expect(near.tafValidFrom == Self.now.addingTimeInterval(-4.5 * 3600))
    #expect(near.tafValidTo == Self.now.addingTimeInterval(19.5 * 3600))
    let timeline = try #require(near.timeline)

    // The validity began 4.5 hours ago: the first line is the row in force, 19:00Z.
    let lines = timeline.rows(from: Self.now)
    let first = try #require(lines.first)
    #expect(first.date == Self.now.addingTimeInterval(-30 * 60))
    #expect(lines.allSatisfy { $0.date >= first.date })
    #expect(Set(lines.map(\.id)).count == lines.count)

    // BECMG 1316/1318 has completed by 19:00Z: 05035G60KT 1600 +TSRA BR BKN008CB.
    #expect(first.wind?.formatted(.wind(.imperial)) == "From the NE (50°) at 40 mph, gusting 69 mph")
    #expect(first.hasStrongWind && first.isHighlighted)
    #expect(first.weather.map(\.phrase) == ["thunderstorm with heavy rain", "mist"])
    // 1,600 m is below 1 SM (1,609 m): LIFR.
    #expect(first.flightCategory == .lifr)

    // Sunset at the position: 23:19Z by NOAA's equations (an independent Python check), 7:19 pm EDT.
    let sunset = try #require(lines.first { $0.kind == .sunset })
    #expect(abs(sunset.date.timeIntervalSince(Self.now) - (3 * 3600 + 49.2 * 60)) < 180)
    #expect(sunset.timeText(in: Self.easternTime, clock: .twelveHour) == Self.localTime(sunset.date, "h:mm a"))
    #expect(sunset.timeText(in: Self.easternTime, clock: .twentyFourHour) == Self.localTime(sunset.date, "HH:mm"))
    #expect(sunset.isSunEvent && !sunset.isHighlighted)
    #expect(timeline.polarPeriod == nil)

    // The sun for the app's header: the coming sunset (not the UTC day's), then tomorrow's sunrise
    // (10:49Z by the same equations on 14 Sep).
    let sun = near.nextSunEvents()
    #expect(sun.polarPeriod == nil)
    #expect(abs((sun.sunset ?? .distantPast).timeIntervalSince(sunset.date)) < 1)
    let sunrise = try #require(sun.sunrise)
    #expect(abs(sunrise.timeIntervalSince(Self.now) - (15 * 3600 + 19 * 60)) < 180)
  }

  /// The same records an app stores or sends: the Codable form carries the resolved dates.
  @Test func codableRecordsCarryResolvedDates() async throws {
    let near = try await nearby()
    let encoder = JSONEncoder()
    let metar = try #require(near.metar?.report)
    let json = String(decoding: try encoder.encode(metar), as: UTF8.self)
    #expect(json.contains(#""observedAt":"2018-09-13T18:29:00Z""#))
    let back = try JSONDecoder().decode(METAR.self, from: try encoder.encode(metar))
    #expect(back == metar)
    let tafJSON = String(decoding: try encoder.encode(try #require(near.taf?.report)), as: UTF8.self)
    #expect(tafJSON.contains(#""validFrom":"2018-09-13T15:00:00Z""#))
    #expect(tafJSON.contains(#""validTo":"2018-09-14T15:00:00Z""#))
  }

  /// What `.alert(error.localizedDescription)` shows: a short sentence the user can act on,
  /// in the locale's language, with no URL or position; the technical text (status, wait, URL,
  /// group and offset) stays in `description`. Never "The operation could not be completed".
  @Test func failuresShownToTheUser() async throws {
    let limited = RecordedService(
      scenario: "carolina", failure: TransportResponse(status: 429, headers: ["Retry-After": "120"]))
    let client = AviationWeatherClient(transport: limited)
    do {
      _ = try await client.weatherNear(latitude: Self.latitude, longitude: Self.longitude, at: Self.now)
      Issue.record("a rate-limited answer must fail")
    } catch {
      #expect(error.localizedDescription(locale: Locale(identifier: "en_US")) == "The weather service is busy. Try again in 2 minutes.")
      #expect(error.localizedDescription(locale: Locale(identifier: "de_DE")) == "Der Wetterdienst ist ausgelastet. Versuchen Sie es in 2 Minuten erneut.")
      #expect(!(error as Error).localizedDescription.contains("could not be completed"))
      #expect(!(error as Error).localizedDescription.contains("bbox"))
      #expect(error.description.contains("HTTP 429"))
      #expect(error.description.contains("retry after 120 s"))
      #expect(error.description.contains("bbox=redacted"))
    }

    // A real report whose pressure lost its letter, decoded strictly: the group for people, and
    // the group and its offset for developers.
    let text = "AGGG 051600Z 27007KT 9999 -SHRA FEW015 FEW016CB SCT026 BKN100 26/22 1008"
    do {
      _ = try METAR(text, options: .strict)
      Issue.record("strict decoding must refuse '1008'")
    } catch {
      #expect(error.localizedDescription(locale: Locale(identifier: "en_US")) == "Couldn't read the report near \"1008\".")
      #expect(error.description.contains("'1008'"))
      #expect(error.description.contains("at byte \(text.utf8.count - 4)"))
    }
  }

  /// The time as Foundation's own formatter writes it, in `timeZone`, for a cross-check.
  static func localTime(_ date: Date, _ format: String) -> String {
    let formatter = DateFormatter()
    formatter.locale = Locale(identifier: "en_US_POSIX")
    formatter.timeZone = easternTime
    formatter.dateFormat = format
    return formatter.string(from: date)
  }
}
