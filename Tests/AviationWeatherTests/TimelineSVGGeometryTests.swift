import Foundation
import TestSupport
import Testing

@testable import AviationWeather

#if canImport(FoundationXML)
  import FoundationXML
#endif

/// Where the timeline picture puts things: label boxes clear of lines, borders and each
/// other, on real TAFs with many change groups, strong gusts, and polar day and night; and
/// the work and output of `svg()` linear in the timeline's size (counted, not timed).
///
/// Label boxes are computed from the drawn `<text>` elements (position, size, anchor) with the
/// renderer's own width estimate (`_TimelineSVGRenderer.textWidth`, which errs wide).
@Suite struct TimelineSVGGeometryTests {
  // MARK: - Real TAFs

  /// A corpus TAF by its start, its timeline at a position.
  static func timeline(_ prefix: String, _ reference: Date, latitude: Double, longitude: Double) throws
    -> ForecastTimeline
  {
    let raw = try #require(try Fixture.lines("taf_corpus.txt").first { $0.hasPrefix(prefix) }, "\(prefix)")
    return try #require(
      ForecastTimeline(taf: try TAF(raw), referenceDate: reference, latitude: latitude, longitude: longitude))
  }

  struct Case: CustomTestStringConvertible, Sendable {
    var name: String
    var prefix: String
    var reference: Date
    var latitude: Double
    var longitude: Double
    var testDescription: String { name }
  }

  static let cases: [Case] = [
    Case(name: "LFLL (snapshot)", prefix: "TAF LFLL 072300Z 0800/0906", reference: utc(2026, 1, 7, 23), latitude: 45.73, longitude: 5.08),
    Case(name: "LTFM, 9 change groups", prefix: "TAF LTFM 071040Z", reference: utc(2026, 1, 7, 10), latitude: 41.26, longitude: 28.74),
    Case(name: "EGPD, 9 change groups", prefix: "TAF EGPD 110457Z", reference: utc(2026, 1, 11, 5), latitude: 57.2, longitude: -2.2),
    Case(name: "EGPD, PROB30 TEMPO 55 kt", prefix: "TAF EGPD 101654Z", reference: utc(2026, 1, 10, 17), latitude: 57.2, longitude: -2.2),
    Case(name: "KNKT, 60 kt gust", prefix: "TAF AMD KNKT 1315/1415", reference: utc(2026, 1, 13, 15), latitude: 34.9, longitude: -76.88),
    Case(name: "KEWN, gusts to 75 kt", prefix: "TAF KEWN 131126Z", reference: utc(2026, 1, 13, 11), latitude: 35.07, longitude: -77.04),
    Case(name: "ENLE, 72 kt", prefix: "TAF ENLE 211100Z", reference: utc(2026, 1, 21, 11), latitude: 61.9, longitude: 6.1),
    Case(name: "PABR polar night, -SN BR", prefix: "TAF PABR 200520Z", reference: utc(2025, 12, 20, 5), latitude: 71.29, longitude: -156.79),
    Case(name: "PABR polar day, BR FG", prefix: "TAF PABR 091734Z", reference: utc(2026, 6, 9, 17), latitude: 71.29, longitude: -156.79),
  ]

  // MARK: - Geometry

  @Test(arguments: cases)
  func labelsStayClearOfLinesBordersAndEachOther(_ test: Case) throws {
    let timeline = try Self.timeline(test.prefix, test.reference, latitude: test.latitude, longitude: test.longitude)
    for (units, locale) in [(nil, "en"), (UnitSystem.metric, "de_DE"), (.imperial, "fr")] as [(UnitSystem?, String)] {
      let picture = try #require(Picture(timeline.svg(units: units, locale: Locale(identifier: locale))))
      picture.checkLayout("\(test.name) \(locale)")
    }
  }

  @Test func theSixtyKnotGustIsBelowTheTopBorder() throws {
    let knkt = try Self.timeline(
      "TAF AMD KNKT 1315/1415", utc(2026, 1, 13, 15), latitude: 34.9, longitude: -76.88)
    expectEqual(knkt.rows.compactMap { $0.wind?.gust?.knots }.max(), 60)
    let picture = try #require(Picture(knkt.svg()))
    let border = try #require(picture.windBorder)
    // The gusts' dashed line at 60 kt, clear of the top border; the scale's top above it.
    let gustLines = picture.elements.filter {
      $0.group == "wind" && $0.name == "line" && $0.attributes["stroke-dasharray"] == "3 2"
    }
    #expect(!gustLines.isEmpty)
    for line in gustLines { #expect(line.number("y1") >= border.minY + _TimelineSVGRenderer.windHeadroom) }
    #expect(picture.texts.contains { $0.content == "70 kt" })
  }

  @Test func theLastDayIsNamedAtTheRightEdge() throws {
    // A period ending at 02:00: the day after midnight has two hours, room for a short name.
    let start = utc(2026, 1, 8, 0)
    let rows = (0..<26).map {
      ForecastRow(
        kind: .step, date: start + Double($0) * 3600, isDaylight: true,
        prevailing: WeatherConditions(wind: Wind(direction: .degrees(220), speed: Speed(12, .knots))))
    }
    let timeline = ForecastTimeline(station: "EDGE", start: start, end: start + 26 * 3600, rows: rows)
    let picture = try #require(Picture(timeline.svg()))
    let days = picture.texts.filter { $0.group == "grid" }.map(\.content)
    expectEqual(days.first, "Thu 8 Jan")
    #expect(days.last == "Fri 9 Jan" || days.last == "Fri 9")
    picture.checkLayout("EDGE")
  }

  @Test func aShortProbTempoSaysItsKindAndItsWeather() throws {
    // EGPD: PROB40 TEMPO 1119/1122 2000 +RA BKN004: three hours, 96 pixels.
    let egpd = try Self.timeline("TAF EGPD 110457Z", utc(2026, 1, 11, 5), latitude: 57.2, longitude: -2.2)
    let picture = try #require(Picture(egpd.svg()))
    let labels = picture.texts.filter { $0.group == "temporary" }.map(\.content)
    #expect(labels.contains { $0.hasPrefix("PROB40 TEMPO") && $0.contains("+RA") })
    #expect(!labels.contains("40%"))
    // Every group drawn is labelled with its kind.
    let kinds = labels.filter { $0.hasPrefix("TEMPO") || $0.hasPrefix("PROB") || $0.hasPrefix("BECMG") }
    // (TEMPO, PROB40 TEMPO, BECMG, TEMPO, BECMG, TEMPO, PROB40 TEMPO, BECMG, PROB40 TEMPO)
    #expect(kinds.count == 9, "\(labels)")
  }

  @Test func polarNightAtUtqiagvikShowsItsWeatherAndVisibility() throws {
    let pabr = try Self.timeline("TAF PABR 200520Z", utc(2025, 12, 20, 5), latitude: 71.29, longitude: -156.79)
    expectEqual(pabr.polarPeriod, .polarNight)
    let picture = try #require(Picture(pabr.svg()))
    let band = picture.texts.filter { $0.group == "prevailing" }.map(\.content)
    #expect(band.contains("3 SM -SN BR"), "\(band)")
    #expect(band.contains("5 SM -SN BR"), "\(band)")
    #expect(picture.desc.contains("visibility 3 SM, light snow, mist"))
    #expect(picture.texts.contains { $0.content == "-SN light snow" })
    // Metric: the same in metres and kilometres; 3 SM (4,828 m) shows as 4,900 m, not 4,800 m,
    // which would read as below 3 SM (IFR) though the row is MVFR (category-safe rounding).
    let metric = try #require(Picture(pabr.svg(units: .metric)))
    #expect(metric.texts.contains { $0.group == "prevailing" && $0.content == "4,900 m -SN BR" }, "\(metric.texts)")
    #expect(metric.desc.contains("visibility 4,900 m, light snow, mist"))
  }

  @Test func polarDayAtUtqiagvikShowsFogAndIFR() throws {
    let pabr = try Self.timeline("TAF PABR 091734Z", utc(2026, 6, 9, 17), latitude: 71.29, longitude: -156.79)
    expectEqual(pabr.polarPeriod, .polarDay)
    let picture = try #require(Picture(pabr.svg()))
    #expect(picture.texts.contains { $0.content == "midnight sun" })
    #expect(picture.texts.contains { $0.group == "prevailing" && $0.content == "1/2 SM FG" })
    #expect(picture.desc.contains("LIFR, ceiling 300 ft, visibility 1/2 SM, fog"))
    #expect(picture.texts.contains { $0.group == "temporary" && $0.content.hasPrefix("TEMPO") && $0.content.contains("FG") })
  }

  // MARK: - Units and language

  @Test func germanAndMetric() throws {
    let lyon = try Self.timeline(
      "TAF LFLL 072300Z 0800/0906", utc(2026, 1, 7, 23), latitude: 45.73, longitude: 5.08)
    for identifier in ["de", "de_DE", "de-DE", "de_AT"] {
      let svg = lyon.svg(units: .metric, locale: Locale(identifier: identifier))
      let picture = try #require(Picture(svg))
      let texts = Set(picture.texts.map(\.content))
      #expect(texts.isSuperset(of: ["Sonne", "Vorherrschend", "Zeitweise", "Wind", "Do 8. Jan.", "Fr 9. Jan."]))
      #expect(texts.contains("Untergrenze 900 m") && texts.contains("37 km/h") && texts.contains("70 km/h"))
      #expect(texts.contains { $0.hasPrefix("Aufgang ") } && texts.contains { $0.hasPrefix("Untergang ") })
      #expect(!texts.contains { $0.hasSuffix(" kt") || $0.hasSuffix(" ft") })
      expectEqual(picture.title, "Vorhersage für LFLL, Do 8. Jan. 00:00 bis Fr 9. Jan. 06:00 (UTC)")
      #expect(picture.desc.contains("ab Do 8. Jan. 04:00 IFR, Hauptwolkenuntergrenze 900 m, Sicht 4.000 m, leichter Schnee"), "\(picture.desc)")
      expectEqual(picture.root["xml:lang"], "de")
    }
    // Imperial: mph and feet, statute miles.
    let imperial = try #require(Picture(lyon.svg(units: .imperial)))
    #expect(imperial.texts.contains { $0.content == "23 mph" })
    #expect(imperial.texts.contains { $0.content == "PROB40 TEMPO · IFR · 2 1/2 SM -SN" })
    #expect(imperial.texts.contains { $0.group == "prevailing" && $0.content == "≥6 SM -RA" })
    // A language without a table: English.
    expectEqual(Picture(lyon.svg(locale: Locale(identifier: "ja_JP")))?.title.hasPrefix("Forecast for LFLL"), true)
    // Default: English, knots, feet (the snapshot's bytes).
    expectEqual(lyon.svg(), lyon.svg(units: nil, locale: Locale(identifier: "en_US")))
  }

  @Test(arguments: ["fr_FR", "es_ES", "pt_BR"])
  func otherLanguagesHaveTheirWords(_ identifier: String) throws {
    let lyon = try Self.timeline(
      "TAF LFLL 072300Z 0800/0906", utc(2026, 1, 7, 23), latitude: 45.73, longitude: 5.08)
    let picture = try #require(Picture(lyon.svg(units: .metric, locale: Locale(identifier: identifier))))
    let english = ["Sun", "Prevailing", "Temporary", "Wind", "ceiling", "sunrise", "sunset", "mean wind", "gusts", "night"]
    for text in picture.texts.map(\.content) + [picture.title, picture.desc] {
      for word in english {
        #expect(!text.split(separator: " ").contains(Substring(word)), "\(identifier): '\(word)' in \(text)")
      }
    }
  }

  // MARK: - Linear work and output

  /// A made-up TAF: `n` TEMPO groups over the whole validity and `n` FM groups two minutes apart
  /// (the shape of issue 30's 59 KB TAF, small enough for a timeline).
  static func crowdedTAF(_ n: Int) -> String {
    var parts = ["TAF KXYZ 081130Z 0812/0918 18010KT 9999 SCT020"]
    let weather = ["-RA", "+TSRA", "-SN BR", "SHRA", "BR", "FG"]
    let visibility = ["4000", "2000", "1500", "0800", "3000", "6000"]
    for i in 0..<n { parts.append("TEMPO 0812/0918 \(visibility[i % 6]) \(weather[i % 6]) BKN0\(i % 9 + 1)0") }
    for i in 0..<n {
      let minutes = 12 * 60 + 2 * (i + 1)
      let (day, hour, minute) = (8 + minutes / 1440, minutes % 1440 / 60, minutes % 60)
      func two(_ v: Int) -> String { v < 10 ? "0\(v)" : "\(v)" }
      parts.append("FM\(two(day))\(two(hour))\(two(minute)) \(two(i * 10 % 360 / 10))0\(two(10 + i % 20))KT 9999 SCT030")
    }
    return parts.joined(separator: " ")
  }

  /// The picture's steps and bytes, and the timeline's size (rows plus the groups on them).
  static func measure(_ timeline: ForecastTimeline) -> (steps: Int, bytes: Int, size: Int) {
    var renderer = _TimelineSVGRenderer(
      timeline: timeline, timeZone: .gmt, clock: .twentyFourHour, units: nil, locale: Locale(identifier: "en"))
    let svg = renderer.render()
    let size = timeline.rows.reduce(0) { $0 + 1 + $1.overlays.count + $1.changesInProgress.count }
    return (renderer.steps, svg.utf8.count, size)
  }

  @Test func aTAFWithHundredsOfGroupsTakesLinearWork() throws {
    var measured: [(steps: Int, bytes: Int, size: Int, rows: Int)] = []
    // Up to ForecastTimeline.maximumEntries (32,768) rows and groups on them: 120 TEMPO over ~150 rows.
    for n in [60, 120] {
      let taf = try TAF(Self.crowdedTAF(n))
      let timeline = try #require(
        ForecastTimeline(taf: taf, referenceDate: utc(2026, 1, 8, 11), latitude: 45, longitude: 5))
      expectEqual(timeline.rows.filter(\.isFromTime).count, n)
      let m = Self.measure(timeline)
      measured.append((m.steps, m.bytes, m.size, timeline.rows.count))
      // A few steps per row and per group on a row.
      #expect(m.steps <= 8 * m.size + 10_000, "n = \(n): \(m.steps) steps for size \(m.size)")
      // Output: bounded per row (the lanes hold at most 12 groups at a time) and per group.
      #expect(m.bytes <= 3_500 * timeline.rows.count + 400 * n + 60_000, "n = \(n): \(m.bytes) bytes")
    }
    // Twice the groups: the picture's output about twice (not four times) as large.
    #expect(Double(measured[1].bytes) < 2.3 * Double(measured[0].bytes))
    #expect(Double(measured[1].steps) / Double(measured[1].size) < 1.15 * Double(measured[0].steps) / Double(measured[0].size))
  }

  /// A timeline decoded from JSON: `count` rows in reverse time order, each with a group of its own.
  static func reversedTimeline(_ count: Int) throws -> ForecastTimeline {
    let start = utc(2026, 1, 1)
    let step = 30.0 * 86_400 / Double(count)
    var rows: [ForecastRow] = []
    rows.reserveCapacity(count)
    for i in 0..<count {
      let date = start + Double(i) * step
      let prevailing = WeatherConditions(
        wind: Wind(direction: .degrees(i * 10 % 360), speed: Speed(Double(5 + i % 30), .knots)),
        visibility: Visibility(distance: Distance(Double(1000 + i % 9 * 1000), .meters)),
        sky: [SkyCondition(cover: .broken, heightFeet: 500 + i % 20 * 100)])
      let temporary = WeatherConditions(
        visibility: Visibility(distance: Distance(800, .meters)),
        weather: [WeatherGroup(intensity: .heavy, descriptor: .thunderstorm, phenomena: [.rain])])
      let overlay = ForecastOverlay(
        kind: .temporary, probability: i % 2 == 0 ? 40 : nil, start: date, end: date + step, conditions: temporary,
        resulting: temporary)
      rows.append(
        ForecastRow(kind: .step, date: date, isDaylight: i % 100 < 50, prevailing: prevailing, overlays: [overlay]))
    }
    let timeline = ForecastTimeline(station: "TEST", start: start, end: start + 30 * 86_400, rows: rows.reversed())
    return try JSONDecoder().decode(ForecastTimeline.self, from: try JSONEncoder().encode(timeline))
  }

  /// (The issue's 40,000 rows took 108 s in `svg()`; 10,000 show the same growth in a few
  /// seconds, also under the sanitizers' slowdown in CI.)
  @Test func tenThousandRowsFromJSONTakeLinearWork() throws {
    let small = Self.measure(try Self.reversedTimeline(2_500))
    let large = Self.measure(try Self.reversedTimeline(10_000))
    // Sorting once (n log n comparisons) and a few steps per row and group.
    #expect(large.steps <= 40 * large.size, "\(large.steps) steps for \(large.size)")
    #expect(Double(large.steps) < 4.8 * Double(small.steps), "\(small.steps) → \(large.steps)")
    // About 1 KB of output a row at most (bands, bars, the summary's sentences).
    #expect(large.bytes <= 1_200 * 10_000, "\(large.bytes) bytes")
    #expect(Double(large.bytes) < 4.4 * Double(small.bytes))
  }
}

// MARK: - Reading the picture back

/// The elements of an SVG document with their group, attributes and text, for geometry checks.
struct Picture {
  struct Element {
    var name: String
    var group: String
    var attributes: [String: String]
    var content = ""

    func number(_ key: String) -> Double { attributes[key].flatMap(Double.init) ?? 0 }
  }

  struct Box: CustomStringConvertible {
    var minX: Double
    var maxX: Double
    var minY: Double
    var maxY: Double
    func intersects(_ other: Box) -> Bool {
      minX < other.maxX && other.minX < maxX && minY < other.maxY && other.minY < maxY
    }
    /// Whether the segment from (x1, y1) to (x2, y2) (horizontal or vertical) crosses the box.
    func crosses(x1: Double, y1: Double, x2: Double, y2: Double, width: Double) -> Bool {
      intersects(
        Box(
          minX: min(x1, x2) - width / 2, maxX: max(x1, x2) + width / 2, minY: min(y1, y2) - width / 2,
          maxY: max(y1, y2) + width / 2))
    }
    var description: String { "[\(minX)…\(maxX) × \(minY)…\(maxY)]" }
  }

  var elements: [Element] = []
  var root: [String: String] = [:]
  var title = ""
  var desc = ""

  init?(_ svg: String) {
    let reader = Reader()
    let parser = XMLParser(data: Data(svg.utf8))
    parser.delegate = reader
    guard parser.parse() else { return nil }
    elements = reader.elements
    root = reader.root
    title = reader.title
    desc = reader.desc
  }

  var texts: [Element] { elements.filter { $0.name == "text" } }

  /// The box of a `<text>`: from its anchor and the renderer's width estimate; the height from
  /// the cap height above the baseline to the descenders below.
  static func box(_ text: Element) -> Box {
    let size = text.number("font-size")
    let width = _TimelineSVGRenderer.textWidth(
      text.content, size: size, bold: text.attributes["font-weight"] == "bold")
    let x = text.number("x")
    let y = text.number("y")
    let minX: Double
    switch text.attributes["text-anchor"] {
    case "middle": minX = x - width / 2
    case "end": minX = x - width
    default: minX = x
    }
    return Box(minX: minX, maxX: minX + width, minY: y - size * 0.76, maxY: y + size * 0.22)
  }

  /// The wind chart's border (the unfilled rect of the wind group).
  var windBorder: Box? {
    elements.first { $0.group == "wind" && $0.name == "rect" && $0.attributes["fill"] == "none" }.map {
      Box(
        minX: $0.number("x"), maxX: $0.number("x") + $0.number("width"), minY: $0.number("y"),
        maxY: $0.number("y") + $0.number("height"))
    }
  }

  /// The points of the mean wind's path (`M x y L x y …`).
  var windPath: [(x: Double, y: Double, move: Bool)] {
    guard let d = elements.first(where: { $0.group == "wind" && $0.name == "path" && $0.attributes["transform"] == nil })?
      .attributes["d"]
    else { return [] }
    var points: [(Double, Double, Bool)] = []
    let words = d.split(separator: " ")
    var index = 0
    while index + 1 < words.count {
      let command = words[index]
      let move = command.hasPrefix("M")
      if let x = Double(command.dropFirst()), let y = Double(words[index + 1]) { points.append((x, y, move)) }
      index += 2
    }
    return points
  }

  /// Every check of where things are.
  func checkLayout(_ name: String, sourceLocation: SourceLocation = #_sourceLocation) {
    let width = root["width"].flatMap(Double.init) ?? 0
    let texts = self.texts
    let boxes = texts.map { (element: $0, box: Self.box($0)) }
    // Everything inside the picture.
    for (element, box) in boxes {
      #expect(
        box.minX >= 0 && box.maxX <= width, "\(name): '\(element.content)' \(box) outside the picture",
        sourceLocation: sourceLocation)
    }
    // No two texts overlap (the band's lines are stacked, lane labels spaced).
    for i in boxes.indices {
      for j in boxes.indices where j > i && boxes[i].box.intersects(boxes[j].box) {
        Issue.record(
          "\(name): '\(boxes[i].element.content)' \(boxes[i].box) overlaps '\(boxes[j].element.content)' \(boxes[j].box)",
          sourceLocation: sourceLocation)
      }
    }
    guard let border = windBorder else {
      Issue.record("\(name): no wind chart", sourceLocation: sourceLocation)
      return
    }
    // Lines that labels must not cross: the wind's (threshold, gusts, overlay winds, mean wind),
    // the chart's border, and the midnight dividers.
    var segments: [(x1: Double, y1: Double, x2: Double, y2: Double, width: Double, what: String)] = []
    for element in elements where element.name == "line" {
      let isMidnight = element.group == "grid" && element.attributes["stroke-width"] == "1.2"
      let isWindData = element.group == "wind" && element.attributes["stroke-opacity"] == nil
      guard isMidnight || isWindData else { continue }
      segments.append(
        (
          element.number("x1"), element.number("y1"), element.number("x2"), element.number("y2"),
          element.number("stroke-width"), isMidnight ? "midnight divider" : "wind line"
        ))
    }
    let path = windPath
    for (index, point) in path.enumerated() where index > 0 && !point.move {
      segments.append((path[index - 1].x, path[index - 1].y, point.x, point.y, 2.5, "mean wind"))
    }
    segments += [
      (border.minX, border.minY, border.maxX, border.minY, 1, "chart top"),
      (border.minX, border.maxY, border.maxX, border.maxY, 1, "chart bottom"),
      (border.minX, border.minY, border.minX, border.maxY, 1, "chart left"),
      (border.maxX, border.minY, border.maxX, border.maxY, 1, "chart right"),
    ]
    for (element, box) in boxes where element.group == "wind" || element.group == "grid" {
      for segment in segments
      where box.crosses(x1: segment.x1, y1: segment.y1, x2: segment.x2, y2: segment.y2, width: segment.width) {
        Issue.record(
          "\(name): '\(element.content)' \(box) crosses the \(segment.what) (\(segment.x1), \(segment.y1))–(\(segment.x2), \(segment.y2))",
          sourceLocation: sourceLocation)
      }
    }
    // Headroom: no wind value on or near the top border.
    for point in path {
      #expect(
        point.y >= border.minY + _TimelineSVGRenderer.windHeadroom - 0.1, "\(name): mean wind at y \(point.y)",
        sourceLocation: sourceLocation)
    }
    for element in elements where element.group == "wind" && element.name == "line" {
      guard element.attributes["stroke-opacity"] == nil else { continue }
      #expect(
        element.number("y1") >= border.minY + _TimelineSVGRenderer.windHeadroom - 0.1,
        "\(name): wind line at y \(element.number("y1"))", sourceLocation: sourceLocation)
    }
    // Band texts inside their band, lane labels inside the plot.
    for (element, box) in boxes where element.group == "prevailing" && element.attributes["text-anchor"] == "middle" {
      let part = elements.first {
        $0.group == "prevailing" && $0.name == "rect" && $0.number("x") <= element.number("x")
          && $0.number("x") + $0.number("width") >= element.number("x")
      }
      if let part {
        #expect(
          box.minX >= part.number("x") && box.maxX <= part.number("x") + part.number("width"),
          "\(name): '\(element.content)' wider than its band", sourceLocation: sourceLocation)
      }
    }
    for (element, box) in boxes where element.group == "temporary" && element.attributes["text-anchor"] == nil {
      #expect(
        box.minX >= _TimelineSVGRenderer.left && box.maxX <= _TimelineSVGRenderer.left + _TimelineSVGRenderer.plotWidth,
        "\(name): '\(element.content)' outside the lanes", sourceLocation: sourceLocation)
    }
    // Every day with two hours or more in the period is named.
    let midnights = elements.filter { $0.group == "grid" && $0.name == "line" && $0.attributes["stroke-width"] == "1.2" }
    let plotRight = _TimelineSVGRenderer.left + _TimelineSVGRenderer.plotWidth
    let pixelsPerHour = _TimelineSVGRenderer.plotWidth / max(1, Double(elements.filter { $0.group == "grid" && $0.name == "line" }.count - 1))
    for midnight in midnights where plotRight - midnight.number("x1") >= 2 * pixelsPerHour {
      #expect(
        texts.contains { $0.group == "grid" && abs($0.number("x") - midnight.number("x1") - 4) < 0.5 },
        "\(name): no day name after the midnight at x \(midnight.number("x1"))", sourceLocation: sourceLocation)
    }
  }

  private final class Reader: NSObject, XMLParserDelegate {
    var elements: [Element] = []
    var groups: [String] = []
    var open: [Int] = []
    var root: [String: String] = [:]
    var title = ""
    var desc = ""
    var characters = ""

    func parser(
      _ parser: XMLParser, didStartElement name: String, namespaceURI: String?, qualifiedName: String?,
      attributes: [String: String] = [:]
    ) {
      if name == "svg" { root = attributes }
      if name == "g" { groups.append(attributes["id"] ?? "") }
      elements.append(Element(name: name, group: groups.last ?? "", attributes: attributes))
      open.append(elements.count - 1)
      characters = ""
    }

    func parser(_ parser: XMLParser, foundCharacters string: String) { characters += string }

    func parser(_ parser: XMLParser, didEndElement name: String, namespaceURI: String?, qualifiedName: String?) {
      if let index = open.popLast() { elements[index].content = characters }
      if name == "g" { groups.removeLast() }
      if name == "title" { title = characters }
      if name == "desc" { desc = characters }
      characters = ""
    }
  }
}
