import AviationWeather
import Foundation
import TestSupport
import Testing

#if canImport(FoundationXML)
  import FoundationXML
#endif

/// `ForecastTimeline.svg(in:clock:units:locale:station:)`: a golden snapshot of a real TAF's picture, and checks
/// that every picture is well-formed XML (parsed with Foundation's `XMLParser`) whatever the
/// timeline holds: text to escape, no rows, polar day and night, no sun rows, dates that
/// cannot be drawn.
///
/// The snapshot is `Snapshots/timeline_LFLL.svg` beside this file (wxparse's tests compare
/// its `--timeline --svg` output with the same file). Re-record after an intended change with
/// `RECORD_SNAPSHOTS=1 swift test --filter TimelineSVGTests`, look at the picture
/// (`Scripts/check-svg-render.sh` renders it), and read the diff before committing.
@Suite struct TimelineSVGTests {
  /// The golden picture, below the repository's root.
  static let snapshotPath = "Tests/AviationWeatherTests/Snapshots/timeline_LFLL.svg"

  /// The corpus TAF of the snapshot: LFLL (Lyon), January 2026, with BECMG, TEMPO, PROB40
  /// TEMPO and FM groups, gusts, a sunrise and a sunset.
  static func lyon() throws -> ForecastTimeline {
    let raw = try #require(try Fixture.lines("taf_corpus.txt").first { $0.hasPrefix("TAF LFLL 072300Z 0800/0906") })
    return try #require(
      ForecastTimeline(taf: try TAF(raw), referenceDate: utc(2026, 1, 7, 23), latitude: 45.73, longitude: 5.08))
  }

  @Test func goldenSnapshotOfARealTAF() throws {
    try Snapshot.expect(
      try Self.lyon().svg(), matches: Self.snapshotPath, rerecord: "swift test --filter TimelineSVGTests")
  }

  @Test func thePictureSaysWhatTheTimelineSays() throws {
    let timeline = try Self.lyon()
    let svg = timeline.svg()
    let document = try #require(SVGDocument(svg))
    expectEqual(document.root, "svg")
    expectEqual(document.rootAttributes["role"], "img")
    expectEqual(document.rootAttributes["aria-labelledby"], "title desc")
    expectEqual(document.title, "Forecast for LFLL, Thu 8 Jan 00:00 to Fri 9 Jan 06:00 (UTC)")
    // The summary: each prevailing change, each temporary group, the sun.
    #expect(document.desc.contains("from Thu 8 Jan 00:00 VFR, no ceiling, CAVOK, wind 150° 5 kt"))
    #expect(document.desc.contains("from Thu 8 Jan 04:00 IFR, ceiling 3,000 ft, visibility 4,000 m, light snow, wind 150° 5 kt"))
    #expect(
      document.desc.contains("40% chance, temporarily from Thu 8 Jan 22:00 to Fri 9 Jan 04:00: VFR, wind 180° 20 kt gusting 35 kt"))
    #expect(document.desc.contains("Becoming from Thu 8 Jan 02:00 to Thu 8 Jan 04:00: IFR, visibility 4,000 m, light snow"))
    #expect(document.desc.contains("40% chance, temporarily from Thu 8 Jan 08:00 to Thu 8 Jan 15:00: IFR, visibility 4,000 m, rain."))
    let sunrise = try #require(timeline.rows.first { $0.kind == .sunrise })
    let sunset = try #require(timeline.rows.first { $0.kind == .sunset })
    let sunriseText = ClockStyle.twentyFourHour.text(for: sunrise.date, in: .gmt)
    let sunsetText = ClockStyle.twentyFourHour.text(for: sunset.date, in: .gmt)
    #expect(document.desc.hasSuffix("Sunrise \(sunriseText), sunset \(sunsetText)."))
    #expect(document.texts.contains("sunrise \(sunriseText)"))
    // Every category of the prevailing rows is drawn and labelled; overlays are hatched.
    for category in Set(timeline.rows.compactMap(\.flightCategory)) {
      #expect(document.texts.contains(category.rawValue))
    }
    #expect(svg.contains("fill=\"url(#hatch-ifr)\"") && svg.contains("fill=\"url(#hatch-lifr)\""))
    #expect(document.texts.contains("PROB40 TEMPO · VFR"))
    #expect(document.texts.contains("PROB40 TEMPO · IFR · 4,000 m RA"))
    // Visibility and weather on the bands, and their codes in the legend.
    #expect(document.texts.contains("≥10 km -RA") && document.texts.contains("CAVOK"))
    #expect(document.texts.contains("-SN light snow") && document.texts.contains("RA rain"))
    #expect(document.texts.contains("15G25"))
    // Two nights (before sunrise, after sunset) shaded.
    expectEqual(document.groupChildren["night"], 2)
    // The same timeline gives the same bytes.
    expectEqual(timeline.svg(), svg)
  }

  @Test func timesInALocalZoneOnATwelveHourClock() throws {
    let timeline = try Self.lyon()
    let paris = try #require(TimeZone(identifier: "Europe/Paris"))
    let document = try #require(SVGDocument(timeline.svg(in: paris, clock: .twelveHour)))
    expectEqual(document.title, "Forecast for LFLL, Thu 8 Jan 1:00 AM to Fri 9 Jan 7:00 AM (Europe/Paris (UTC+1))")
    #expect(document.texts.contains("Thu 8 Jan 1:00 AM to Fri 9 Jan 7:00 AM, times Europe/Paris (UTC+1)"))
    let sunset = try #require(timeline.rows.first { $0.kind == .sunset })
    #expect(document.texts.contains("sunset \(sunset.timeText(in: paris, clock: .twelveHour))"))
    // Ticks on Paris's whole hours, labelled every three: 3:00 AM is 02:00 UTC.
    #expect(document.texts.contains("3:00 AM") && document.texts.contains("12:00 PM"))
    // Midnight in Paris starts Friday.
    #expect(document.texts.contains("Fri 9 Jan"))
  }

  @Test func theStationNamesTheTitleAndGivesTheDefaultZone() throws {
    let timeline = try Self.lyon()
    let lyon = Station(
      icaoID: "LFLL", name: "Lyon Saint-Exupery Airport", latitude: 45.7264, longitude: 5.09083, products: [.taf],
      timeZoneIdentifier: "Europe/Paris")
    let document = try #require(SVGDocument(timeline.svg(station: lyon)))
    expectEqual(document.title, "Forecast for LFLL (Lyon Saint-Exupery Airport), Thu 8 Jan 01:00 to Fri 9 Jan 07:00 (Europe/Paris (UTC+1))")
    // An explicit zone wins over the station's; a station without a zone leaves UTC.
    let utcDocument = try #require(SVGDocument(timeline.svg(in: TimeZone(secondsFromGMT: 0), station: lyon)))
    expectEqual(utcDocument.title, "Forecast for LFLL (Lyon Saint-Exupery Airport), Thu 8 Jan 00:00 to Fri 9 Jan 06:00 (UTC)")
    var unzoned = lyon
    unzoned.timeZoneIdentifier = nil
    #expect(try #require(SVGDocument(timeline.svg(station: unzoned))).title.hasSuffix("(UTC)"))
    // In German: the same name, the German words.
    let german = try #require(SVGDocument(timeline.svg(locale: Locale(identifier: "de"), station: lyon)))
    #expect(german.title.hasPrefix("Vorhersage für LFLL (Lyon Saint-Exupery Airport), Do 8. Jan. 01:00"))
  }

  @Test func aStationNameFromOutsideIsEscapedAndBounded() throws {
    let timeline = try Self.lyon()
    let hostile = Station(
      icaoID: "LFLL", name: "<script>alert(1)</script>\u{1B}]0;owned\u{07}&" + String(repeating: "x", count: 500),
      latitude: 45.7, longitude: 5.1, products: [])
    let svg = timeline.svg(station: hostile)
    let document = try #require(SVGDocument(svg), "the document stays well-formed")
    #expect(!svg.contains("<script") && !svg.unicodeScalars.contains { $0.value == 0x1B || $0.value == 0x07 })
    let title = document.title
    #expect(title.contains("&lt;script&gt;") || title.contains("<script>alert(1)</script>"))
    #expect(title.count < 200, "the name is cut at 80 characters: \(title.count)")
  }

  @Test func hourTicksFollowTheZoneAcrossAClockChange() throws {
    // Paris moves from UTC+1 to UTC+2 at 01:00 UTC on 29 March 2026: local 02:00 does not exist.
    let start = utc(2026, 3, 28, 20)
    let rows = (0..<12).map {
      ForecastRow(kind: .step, date: start + Double($0) * 3600, isDaylight: false, prevailing: WeatherConditions())
    }
    let timeline = ForecastTimeline(station: "LFPG", start: start, end: start + 12 * 3600, rows: rows)
    let paris = try #require(TimeZone(identifier: "Europe/Paris"))
    let document = try #require(SVGDocument(timeline.svg(in: paris)))
    let hours = Array(document.texts.drop { $0 != "21:00" }.prefix(12))
    expectEqual(hours, [
        "21:00", "22:00", "23:00", "00:00", "01:00", "03:00", "04:00", "05:00", "06:00", "07:00", "08:00", "09:00",
      ])
    #expect(document.texts.contains("Sat 28 Mar 21:00 to Sun 29 Mar 10:00, times Europe/Paris (UTC+1)"))
    // India is 5:30 ahead: ticks fall on its whole hours, half past in UTC.
    let kolkata = try #require(TimeZone(identifier: "Asia/Kolkata"))
    let india = try #require(SVGDocument(timeline.svg(in: kolkata)))
    #expect(india.texts.contains("02:00") && !india.texts.contains("01:30"))
    #expect(india.texts.contains { $0.hasSuffix("times Asia/Kolkata (UTC+5:30)") })
  }

  @Test(arguments: [
    ("TAF EFMI 162000Z NIL", utc(2026, 1, 16, 20)), ("TAF EGDM 261557Z 2615/2618 CNL", utc(2026, 1, 26, 16)),
  ])
  func nilAndCancelledTAFsGiveAPictureThatSaysSo(raw: String, reference: Date) throws {
    let taf = try TAF(raw)
    // No timeline for them (wxparse --svg refuses them); an app that shows an empty timeline
    // in their place gets a small, valid document.
    expectNil(ForecastTimeline(taf: taf, referenceDate: reference, latitude: 60, longitude: 24))
    let empty = ForecastTimeline(station: taf.station, start: reference, end: reference + 3 * 3600, rows: [])
    let document = try #require(SVGDocument(empty.svg()))
    expectEqual(document.title, "Forecast timeline for \(taf.station)")
    expectEqual(document.desc, "No forecast to draw: the timeline has no rows.")
  }

  @Test func textIsEscaped() throws {
    let start = utc(2026, 1, 5, 12)
    let row = ForecastRow(kind: .step, date: start, isDaylight: true, prevailing: WeatherConditions())
    let station = "A&B <C> \"q\" 'x' \u{1}\u{7}"
    let timeline = ForecastTimeline(station: station, start: start, end: start + 3600, rows: [row])
    let svg = timeline.svg()
    #expect(svg.contains("A&amp;B &lt;C&gt; &quot;q&quot; &apos;x&apos; \u{FFFD}\u{FFFD}"))
    #expect(!svg.contains("<C>") && !svg.contains("\u{1}"))
    let document = try #require(SVGDocument(svg))
    #expect(document.texts.contains("A&B <C> \"q\" 'x' \u{FFFD}\u{FFFD} forecast (TAF)"))
    // The empty-timeline document escapes too.
    let empty = ForecastTimeline(station: station, start: start, end: start + 3600, rows: [])
    expectEqual(SVGDocument(empty.svg())?.title, "Forecast timeline for A&B <C> \"q\" 'x' \u{FFFD}\u{FFFD}")
  }

  @Test func polarDayAndPolarNight() throws {
    let lines = try Fixture.lines("taf_corpus.txt")
    // Alert, Nunavut, in June: midnight sun.
    let alert = try #require(lines.first { $0.hasPrefix("TAF CYLT 131131Z") })
    let day = try #require(
      ForecastTimeline(taf: try TAF(alert), referenceDate: utc(2026, 6, 13, 11), latitude: 82.52, longitude: -62.28))
    expectEqual(day.polarPeriod, .polarDay)
    let dayDocument = try #require(SVGDocument(day.svg()))
    #expect(dayDocument.texts.contains("midnight sun"))
    #expect(dayDocument.texts.contains { $0.hasSuffix("polar day: the sun stays up") })
    #expect(dayDocument.desc.contains("Polar day: the sun stays up."))
    expectEqual(dayDocument.groupChildren["night"], 0)
    // Pituffik (Thule) in January: polar night, one night over the whole validity.
    let thule = try #require(lines.first { $0.hasPrefix("TAF BGTL 060900Z") })
    let night = try #require(
      ForecastTimeline(taf: try TAF(thule), referenceDate: utc(2026, 1, 6, 9), latitude: 76.53, longitude: -68.7))
    expectEqual(night.polarPeriod, .polarNight)
    let nightDocument = try #require(SVGDocument(night.svg()))
    #expect(nightDocument.texts.contains("polar night"))
    #expect(nightDocument.desc.contains("Polar night: the sun stays down."))
    expectEqual(nightDocument.groupChildren["night"], 1)
    #expect(!nightDocument.desc.contains("Sunrise") && !nightDocument.desc.contains("unset"))
  }

  @Test func aTAFWithNoSunRows() throws {
    // Friedrichshafen, 18:00 to 03:00 in January: the sun set before, rises after; not polar.
    let raw = try #require(try Fixture.lines("taf_corpus.txt").first { $0.hasPrefix("TAF EDNY 051700Z 0518/0603") })
    let taf = try TAF(raw)
    let timeline = try #require(
      ForecastTimeline(taf: taf, referenceDate: utc(2026, 1, 5, 17), latitude: 47.67, longitude: 9.51))
    #expect(!timeline.rows.contains { $0.isSunEvent } && timeline.polarPeriod == nil)
    let document = try #require(SVGDocument(timeline.svg()))
    expectEqual(document.groupChildren["night"], 1)  // night throughout, from the rows
    #expect(!document.texts.contains { $0.hasPrefix("sunrise") || $0.hasPrefix("sunset") })
    // Sun times from the caller, none given: day throughout, no shading.
    let given = try #require(
      ForecastTimeline(
        taf: taf, referenceDate: utc(2026, 1, 5, 17), sunTransitions: [], daylightWithoutTransitions: true))
    expectEqual(SVGDocument(given.svg())?.groupChildren["night"], 0)
  }

  @Test func timelinesThatCannotBeDrawnStillGiveADocument() throws {
    let start = utc(2026, 1, 5, 12)
    let row = ForecastRow(kind: .step, date: start, isDaylight: true, prevailing: WeatherConditions())
    let odd: [ForecastTimeline] = [
      ForecastTimeline(station: "NAN1", start: Date(timeIntervalSince1970: .nan), end: start, rows: [row]),
      ForecastTimeline(station: "INF1", start: start, end: Date(timeIntervalSince1970: .infinity), rows: [row]),
      ForecastTimeline(station: "BACK", start: start, end: start - 3600, rows: [row]),
      ForecastTimeline(station: "LONG", start: start, end: start + 400 * 86_400, rows: [row]),
      // Rows outside the period, or at dates that are not finite, are left out.
      ForecastTimeline(
        station: "ODDR", start: start, end: start + 7200,
        rows: [
          ForecastRow(kind: .step, date: Date(timeIntervalSince1970: .nan), isDaylight: false, prevailing: .init()),
          ForecastRow(kind: .step, date: start - 86_400, isDaylight: false, prevailing: .init()),
        ]),
    ]
    for timeline in odd {
      let document = try #require(SVGDocument(timeline.svg()), "\(timeline.station)")
      #expect(document.desc.hasPrefix("No forecast to draw"), "\(timeline.station)")
    }
  }

  @Test func extremeValuesFromPublicInitialisersDoNotTrap() throws {
    let start = utc(2026, 1, 5, 12)
    let wild = Wind(
      direction: .degrees(Int.max), speed: Speed(1e300, .knots), gust: Speed(.infinity, .knots))
    let conditions = WeatherConditions(wind: wild, sky: [SkyCondition(cover: .overcast, heightFeet: Int.max)])
    let overlay = ForecastOverlay(
      kind: .temporary, probability: Int.max, start: Date(timeIntervalSince1970: 1e300),
      end: Date(timeIntervalSince1970: -.infinity), conditions: conditions, resulting: conditions)
    // The arrow sits at half past: on the second row's wind.
    let rows = [
      ForecastRow(
        kind: .step, date: start, isDaylight: true,
        prevailing: WeatherConditions(wind: Wind(direction: .degrees(Int.min), speed: Speed(-5, .knots))),
        overlays: [overlay]),
      ForecastRow(
        kind: .change, date: start + 1800, isDaylight: false, isFromTime: true, prevailing: conditions,
        changesInProgress: [overlay]),
    ]
    let timeline = ForecastTimeline(station: "WILD", start: start, end: start + 3600, rows: rows)
    let svg = timeline.svg()
    let document = try #require(SVGDocument(svg))
    // The group's heading in words (the text descriptions' writer), its code on the picture.
    #expect(document.desc.contains("% chance, temporarily from Mon 5 Jan 12:00 to Mon 5 Jan 12:30: "))
    #expect(svg.contains("PROB\(Int.max) TEMPO"))
    #expect(document.groupChildren["wind"] ?? 0 > 0)
  }

  /// Every eighth corpus TAF (310, all stations and shapes; every TAF when
  /// `AVIATIONWEATHER_FULL_CORPUS=1`: CorpusSweep) draws as well-formed SVG with a title, a
  /// summary and bands.
  @Test func corpusTAFsGiveWellFormedDocuments() throws {
    var drawn = 0
    let sample = try CorpusSweep.lines("taf_corpus.txt", every: CorpusSweep.tafStride * 2)
    for line in sample.lines {
      guard let taf = try? TAF(line),
        let timeline = ForecastTimeline(taf: taf, referenceDate: utc(2026, 1, 8), latitude: 50, longitude: 10)
      else { continue }
      let svg = timeline.svg()
      guard let document = SVGDocument(svg) else {
        Issue.record("not well-formed: \(line)")
        continue
      }
      #expect(document.title.hasPrefix("Forecast for \(taf.station),"), "\(line)")
      #expect(document.desc.contains("Prevailing: from"), "\(line)")
      #expect((document.groupChildren["prevailing"] ?? 0) >= 2, "\(line)")
      drawn += 1
    }
    #expect(drawn > sample.atLeast(2_000))
  }
}

/// An SVG document read with Foundation's `XMLParser`: `nil` unless it is well-formed.
struct SVGDocument {
  var root = ""
  var rootAttributes: [String: String] = [:]
  var title = ""
  var desc = ""
  /// The content of every `<text>` element.
  var texts: [String] = []
  /// The number of child elements of each `<g id="…">`.
  var groupChildren: [String: Int] = [:]

  init?(_ text: String) {
    let reader = Reader()
    let parser = XMLParser(data: Data(text.utf8))
    parser.delegate = reader
    guard parser.parse(), reader.depth == 0 else { return nil }
    self = reader.document
  }

  private final class Reader: NSObject, XMLParserDelegate {
    var document = SVGDocument(empty: ())
    var depth = 0
    var stack: [String] = []
    var group: (id: String, depth: Int)?
    var characters = ""

    func parser(
      _ parser: XMLParser, didStartElement name: String, namespaceURI: String?, qualifiedName: String?,
      attributes: [String: String] = [:]
    ) {
      if depth == 0 {
        document.root = name
        document.rootAttributes = attributes
      }
      if let group, depth == group.depth + 1 { document.groupChildren[group.id, default: 0] += 1 }
      if name == "g", let id = attributes["id"] {
        group = (id, depth)
        document.groupChildren[id] = 0
      }
      depth += 1
      stack.append(name)
      characters = ""
    }

    func parser(_ parser: XMLParser, foundCharacters string: String) { characters += string }

    func parser(_ parser: XMLParser, didEndElement name: String, namespaceURI: String?, qualifiedName: String?) {
      depth -= 1
      stack.removeLast()
      switch name {
      case "title": document.title = characters
      case "desc": document.desc = characters
      case "text": document.texts.append(characters)
      case "g": if group?.depth == depth { group = nil }
      default: break
      }
      characters = ""
    }
  }

  private init(empty: Void) {}
}
