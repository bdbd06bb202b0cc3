import Foundation

/// Draws a ``ForecastTimeline`` as SVG text (``ForecastTimeline/svg(in:clock:units:locale:station:)``),
/// from its public rows only: the forecast rows give the bands and the wind, their overlays and
/// changes in progress the hatched bars, every row's `isDaylight` the night shading; and the
/// change groups that could not be placed (``ForecastTimeline/unplacedGroups``) a note below
/// the legend.
///
/// Every coordinate goes through ``number(_:)`` (clamped, one decimal, no trap on any value),
/// every text through ``escape(_:)``; dates that are not finite or fall outside the period
/// are left out, so any timeline gives a well-formed document.
///
/// Linear work: the rows are sorted once (not at all when they come in order, as a timeline's
/// do); each overlay of a row is matched to the bar of the row before through a hash table
/// (no search over the bars); lanes are at most ``maximumLanes``, so placing a bar looks at
/// no more than that many; the wind arrows walk the spans once. ``steps`` counts the inner
/// steps of that work, so that a test can hold it to a constant per row and overlay.
struct _TimelineSVGRenderer {
  let timeline: ForecastTimeline
  /// The station's name for the title (from a ``Station``), printable and at most 80 characters.
  let stationName: String?
  let timeZone: TimeZone
  let clock: ClockStyle
  /// The display units: `nil` for the aviation units (knots, feet, visibility as reported).
  let units: UnitSystem?
  let locale: Locale
  /// The picture's language (`en`, `fr`, `de`, `es` or `pt`).
  let language: String
  var out = ""
  /// The inner steps of the work done (rows read, overlays matched, lanes probed, spans drawn).
  var steps = 0

  // Layout, in pixels.
  static let width = 960.0
  static let left = 104.0
  static let right = 24.0
  static let plotWidth = width - left - right
  static let sunTop = 86.0
  static let sunHeight = 16.0
  static let bandTop = 106.0
  static let bandHeight = 60.0
  static let laneTop = 170.0
  static let laneHeight = 22.0
  static let laneGap = 4.0
  static let maximumLanes = 12
  static let arrowsHeight = 40.0
  static let windHeight = 120.0
  /// The least room, in pixels, between the strongest wind drawn and the chart's top border.
  static let windHeadroom = 8.0
  static let font = "DejaVu Sans, Verdana, Helvetica, Arial, sans-serif"

  init(
    timeline: ForecastTimeline, timeZone: TimeZone, clock: ClockStyle, units: UnitSystem?, locale: Locale,
    stationName: String? = nil
  ) {
    self.timeline = timeline
    self.stationName = stationName.map { String(_printable($0).prefix(80)) }.flatMap { $0.isEmpty ? nil : $0 }
    self.timeZone = timeZone
    self.clock = clock
    self.units = units
    self.locale = locale
    self.language = _L10n.language(of: locale)
  }

  // MARK: - What is drawn

  /// A span of prevailing conditions: from one forecast row to the next.
  struct Span {
    var start: Double
    var end: Double
    var row: ForecastRow
  }

  /// A temporary group or change in progress, as it applies over time.
  struct Bar {
    var kind: TAFForecast.Kind
    var probability: Int?
    var start: Double
    var end: Double
    var conditions: WeatherConditions
    /// The pieces over which the group's resulting category is the same.
    var pieces: [(start: Double, end: Double, category: ClosedRange<FlightCategory>)] = []
    /// The lane the bar is drawn in; `nil` when all lanes are full (the bar is in the summary only).
    var lane: Int?
    /// Where the bar's label goes and how wide it may be (set with the lane).
    var labelX = 0.0
    var labelRoom = 0.0
  }

  /// What identifies a group across rows: its kind, probability, window and the elements it
  /// names (not ``ForecastOverlay/resulting``, which follows the prevailing conditions).
  struct BarKey: Hashable {
    var kind: TAFForecast.Kind
    var probability: Int?
    var start: UInt64
    var end: UInt64
    var conditions: WeatherConditions

    init(_ overlay: ForecastOverlay) {
      kind = overlay.kind
      probability = overlay.probability
      // Bit patterns: a NaN window matches itself.
      start = overlay.start.timeIntervalSince1970.bitPattern
      end = overlay.end.timeIntervalSince1970.bitPattern
      conditions = overlay.conditions
    }
  }

  /// Seconds since 1970 of the period, when it can be drawn.
  var period: (start: Double, end: Double)? {
    let start = timeline.start.timeIntervalSince1970
    let end = timeline.end.timeIntervalSince1970
    guard start.isFinite, end.isFinite, abs(start) < 1e13, abs(end) < 1e13, end > start,
      end - start <= Double(ForecastTimeline.svgMaximumDays) * 86_400
    else { return nil }
    return (start, end)
  }

  /// The rows with a date inside the period, in time order (stable: equal times keep their
  /// order). A timeline's rows come in order: one pass checks that; others are sorted once.
  mutating func drawableRows(_ period: (start: Double, end: Double)) -> [(time: Double, row: ForecastRow)] {
    var rows: [(time: Double, row: ForecastRow)] = []
    rows.reserveCapacity(timeline.rows.count)
    var sorted = true
    for row in timeline.rows {
      steps += 1
      let time = row.date.timeIntervalSince1970
      guard time.isFinite, time >= period.start, time < period.end else { continue }
      if let last = rows.last, last.time > time { sorted = false }
      rows.append((time, row))
    }
    guard !sorted else { return rows }
    var comparisons = 0
    let order = rows.indices.sorted {
      comparisons += 1
      return (rows[$0].time, $0) < (rows[$1].time, $1)
    }
    steps += comparisons
    return order.map { rows[$0] }
  }

  mutating func spans(_ rows: [(time: Double, row: ForecastRow)], end: Double) -> [Span] {
    var forecast: [(time: Double, row: ForecastRow)] = []
    for item in rows where !item.row.isSunEvent { forecast.append(item) }
    var spans: [Span] = []
    spans.reserveCapacity(forecast.count)
    for (index, item) in forecast.enumerated() {
      steps += 1
      let next = index + 1 < forecast.count ? forecast[index + 1].time : end
      if next > item.time { spans.append(Span(start: item.time, end: next, row: item.row)) }
    }
    return spans
  }

  /// The bars: each group of a span is the bar it was in the span before (the same group, found
  /// by its ``BarKey``; a group named twice alike is matched by its order among its twins), or a
  /// new bar. When a row holds the same groups as the row before, in the same order (the usual
  /// case), they are matched by position, without hashing.
  mutating func bars(_ spans: [Span]) -> [Bar] {
    var bars: [Bar] = []
    // The groups of the span before, in the row's order, and their bars.
    var previousKeys: [BarKey] = []
    var previousBars: [Int] = []
    for span in spans {
      var keys: [BarKey] = []
      var overlays: [ForecastOverlay] = []
      for list in [span.row.overlays, span.row.changesInProgress] {
        for overlay in list {
          steps += 1
          keys.append(BarKey(overlay))
          overlays.append(overlay)
        }
      }
      var indices: [Int] = []
      indices.reserveCapacity(keys.count)
      if keys == previousKeys {
        steps += keys.count
        indices = previousBars
      } else {
        // By key: the bars of the span before, in the order of the row's groups.
        var open: [BarKey: [Int]] = [:]
        for (key, index) in zip(previousKeys, previousBars) {
          steps += 1
          open[key, default: []].append(index)
        }
        var used: [BarKey: Int] = [:]
        for (key, overlay) in zip(keys, overlays) {
          steps += 1
          let twins = used[key] ?? 0
          used[key] = twins + 1
          if let previous = open[key], twins < previous.count {
            indices.append(previous[twins])
            continue
          }
          let start = overlay.start.timeIntervalSince1970
          let end = overlay.end.timeIntervalSince1970
          // The group's own window for the summary, when it is a date that can be written.
          bars.append(
            Bar(
              kind: overlay.kind, probability: overlay.probability,
              start: start.isFinite && abs(start) < 1e13 ? start : span.start,
              end: end.isFinite && abs(end) < 1e13 ? end : span.end, conditions: overlay.conditions))
          indices.append(bars.count - 1)
        }
      }
      for (index, overlay) in zip(indices, overlays) {
        let category = overlay.resulting.possibleFlightCategories
        if let last = bars[index].pieces.last, last.end == span.start, last.category == category {
          bars[index].pieces[bars[index].pieces.count - 1].end = span.end
        } else {
          bars[index].pieces.append((span.start, span.end, category))
        }
      }
      previousKeys = keys
      previousBars = indices
    }
    return bars
  }

  /// Lanes: each bar (by its first piece) goes to the first lane that is free from where its
  /// label or bar starts, reserving the room its label needs after its start; at most
  /// ``maximumLanes`` lanes, the bars that find none stay undrawn (and are counted).
  mutating func assignLanes(_ bars: inout [Bar], scale: TimeScale) {
    var comparisons = 0
    let order = bars.indices.sorted {
      comparisons += 1
      return (bars[$0].pieces.first?.start ?? 0, $0) < (bars[$1].pieces.first?.start ?? 0, $1)
    }
    steps += comparisons
    let plotRight = Self.left + Self.plotWidth
    // Per lane: where its reserved room ends, and the bar that holds it.
    var laneEnds: [(end: Double, bar: Int)] = []
    for index in order {
      guard let first = bars[index].pieces.first, let last = bars[index].pieces.last else { continue }
      let x = scale.x(first.start)
      let barEnd = scale.x(last.end)
      let needed = textWidth(barLabels(bars[index]).minimal, size: 11, bold: true) + 14
      // The label goes at the bar's start, or further left when the plot ends before it fits.
      let labelX = max(Self.left, min(x, plotRight - needed))
      let reservedEnd = max(barEnd, labelX + needed)
      var chosen: Int?
      for (lane, entry) in laneEnds.enumerated() {
        steps += 1
        if entry.end <= min(x, labelX) + 0.01 {
          chosen = lane
          break
        }
      }
      if chosen == nil, laneEnds.count < Self.maximumLanes {
        laneEnds.append((0, -1))
        chosen = laneEnds.count - 1
      }
      guard let lane = chosen else { continue }
      // The bar before in this lane may label into the room up to this one.
      let before = laneEnds[lane].bar
      if before >= 0 { bars[before].labelRoom = min(x, labelX) - bars[before].labelX }
      bars[index].lane = lane
      bars[index].labelX = labelX
      bars[index].labelRoom = plotRight - labelX
      laneEnds[lane] = (reservedEnd, index)
    }
  }

  /// The labels a bar may have, longest first (`PROB40 TEMPO · IFR · 3000 m +RA`), and the one
  /// its lane always has room for: its kind and the weather it brings (`PROB40 TEMPO +RA`).
  func barLabels(_ bar: Bar) -> (all: [String], minimal: String) {
    var seen: [String] = []
    for piece in bar.pieces {
      let name = Self.shortName(piece.category)
      if !seen.contains(name) { seen.append(name) }
      if seen.count > 3 { break }
    }
    let kind = _ChangeGroupHeading.code(bar.kind, probability: bar.probability)
    let weather = bar.conditions.weather.map(\.code).joined(separator: " ")
    let visibility = bar.conditions.visibility.flatMap { shortVisibility($0) } ?? ""
    let brings = [visibility, weather].filter { !$0.isEmpty }.joined(separator: " ")
    let minimal = weather.isEmpty ? kind : "\(kind) \(weather)"
    var all: [String] = []
    if !brings.isEmpty { all.append("\(kind) · \(seen.joined(separator: "/")) · \(brings)") }
    all.append("\(kind) · \(seen.joined(separator: "/"))\(weather.isEmpty ? "" : " · \(weather)")")
    all.append(minimal)
    return (all, minimal)
  }

  /// Night intervals: from each row that is night to the next row (or the end).
  mutating func nights(_ rows: [(time: Double, row: ForecastRow)], period: (start: Double, end: Double))
    -> [(start: Double, end: Double)]
  {
    var nights: [(start: Double, end: Double)] = []
    // Before the first row, as the first row (a timeline's first row is at its start).
    var isNight = !(rows.first?.row.isDaylight ?? (timeline.polarPeriod?.isDaylight ?? true))
    var from = period.start
    for item in rows {
      steps += 1
      // A row that does not know the sun (no sun times) is drawn as no night.
      guard (item.row.isDaylight == false) != isNight else { continue }
      if isNight, item.time > from { nights.append((from, item.time)) }
      isNight.toggle()
      from = item.time
    }
    if isNight, period.end > from { nights.append((from, period.end)) }
    return nights
  }

  // MARK: - Rendering

  mutating func render() -> String {
    out = ""
    out.reserveCapacity(32_768)
    guard let period, !timeline.rows.isEmpty else { return renderEmpty() }
    let rows = drawableRows(period)
    let spans = spans(rows, end: period.end)
    guard !spans.isEmpty else { return renderEmpty() }
    let scale = TimeScale(start: period.start, end: period.end)
    var bars = bars(spans)
    assignLanes(&bars, scale: scale)
    let laneCount = min(Self.maximumLanes, max(1, (bars.lazy.compactMap(\.lane).max() ?? -1) + 1))
    let hidden = bars.lazy.filter { $0.lane == nil }.count
    let lanesBottom = Self.laneTop + Double(laneCount) * (Self.laneHeight + Self.laneGap) - Self.laneGap
    let arrowsTop = lanesBottom + 14
    let windTop = arrowsTop + Self.arrowsHeight
    let windBottom = windTop + Self.windHeight
    let legendTop = windBottom + 40
    let nights = nights(rows, period: period)
    let ticks = scale.ticks(timeZone: timeZone, clock: clock)
    steps += ticks.all.count

    let codes = weatherCodes(spans: spans, bars: bars)
    let legend = legendLayout(top: legendTop, codes: codes)
    let notes = unplacedLines()
    let notesTop = legend.bottom + 12
    let height = legend.bottom + 14 + (notes.isEmpty ? 0 : 10 + Double(notes.count) * 18)

    open(
      width: Self.width, height: height, title: titleText(period),
      desc: summary(period: period, spans: spans, bars: bars, rows: rows, hidden: hidden))
    definitions()
    out += "<rect width=\"\(number(Self.width))\" height=\"\(number(height))\" fill=\"#ffffff\"/>\n"
    titles(period: period)
    // Night behind everything.
    out += "<g id=\"night\">\n"
    for night in nights {
      rect(
        x: scale.x(night.start), y: Self.sunTop, width: scale.x(night.end) - scale.x(night.start),
        height: windBottom - Self.sunTop, fill: "#1d2b53", extra: " fill-opacity=\"0.07\"")
    }
    out += "</g>\n"
    grid(scale: scale, ticks: ticks, top: Self.sunTop, bottom: windBottom)
    sunLane(rows: rows, nights: nights, scale: scale, period: period)
    band(spans: spans, scale: scale)
    lanes(bars: bars, laneCount: laneCount, hidden: hidden, scale: scale)
    wind(spans: spans, scale: scale, ticks: ticks, arrowsTop: arrowsTop, top: windTop, bottom: windBottom)
    axis(scale: scale, ticks: ticks, baseline: windBottom + 18)
    drawLegend(legend.items)
    if !notes.isEmpty {
      out += "<g id=\"unplaced\">\n"
      for (index, note) in notes.enumerated() {
        text(
          note, x: 16, y: notesTop + 18 * Double(index + 1), size: index == 0 ? 12 : 11,
          weight: index == 0 ? "bold" : nil, fill: index == 0 ? "#8a1c00" : "#333333")
      }
      out += "</g>\n"
    }
    out += "</svg>\n"
    return out
  }

  /// The most change groups that could not be placed listed one a line below the legend.
  static let maximumUnplacedLines = 6

  /// Below the legend, when the TAF has change groups that could not be placed in time
  /// (``ForecastTimeline/unplacedGroups``): a heading, then a line per group (its text and why),
  /// each shortened to the width; none otherwise.
  func unplacedLines() -> [String] {
    let groups = timeline.unplacedGroups
    guard !groups.isEmpty else { return [] }
    var lines = [unplacedHeading()]
    let width = Self.width - 32
    for group in groups.prefix(Self.maximumUnplacedLines) {
      let line = group.description
      guard textWidth(line, size: 11) > width else {
        lines.append(line)
        continue
      }
      // Shortened: the characters that fit with the ellipsis.
      var kept = ""
      var used = textWidth("…", size: 11)
      for character in line {
        used += textWidth(String(character), size: 11)
        if used > width { break }
        kept.append(character)
      }
      lines.append(kept + "…")
    }
    if groups.count > Self.maximumUnplacedLines {
      lines.append(svgText("unplacedMore", formatNumber(Double(groups.count - Self.maximumUnplacedLines))))
    }
    return lines
  }

  /// `1 change group could not be placed in time and may apply at any time`.
  func unplacedHeading() -> String {
    let count = timeline.unplacedGroups.count
    return svgPlural("unplaced", count: count, numberText(Double(count)))
  }

  /// The document for a timeline with nothing to draw.
  mutating func renderEmpty() -> String {
    let station = stationLabel
    let message = timeline.rows.isEmpty ? svgText("empty.noRows") : svgText("empty.period")
    let title = svgText("empty.title", station)
    open(width: 480, height: 80, title: title, desc: message)
    out += "<rect width=\"480\" height=\"80\" fill=\"#ffffff\"/>\n"
    text(title, x: 16, y: 30, size: 16, weight: "bold", fill: "#1a1a1a")
    text(message, x: 16, y: 56, size: 12, fill: "#555555")
    out += "</svg>\n"
    return out
  }

  /// The XML declaration, the `<svg>` element's start, `<title>` and `<desc>`.
  mutating func open(width: Double, height: Double, title: String, desc: String) {
    let (w, h) = (number(width), number(height))
    out += "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
    out += "<svg xmlns=\"http://www.w3.org/2000/svg\" version=\"1.1\" width=\"\(w)\" height=\"\(h)\" "
    out += "viewBox=\"0 0 \(w) \(h)\" role=\"img\" aria-labelledby=\"title desc\" "
    out += "xml:lang=\"\(language)\" font-family=\"\(Self.font)\">\n"
    out += "<title id=\"title\">\(escape(title))</title>\n"
    out += "<desc id=\"desc\">\(escape(desc))</desc>\n"
  }

  /// Hatch patterns, one per category colour.
  mutating func definitions() {
    out += "<defs>\n"
    for (name, color) in Self.palette {
      out += "<pattern id=\"hatch-\(name)\" width=\"8\" height=\"8\" patternUnits=\"userSpaceOnUse\" "
      out += "patternTransform=\"rotate(45)\"><rect width=\"8\" height=\"8\" fill=\"#ffffff\"/>"
      out += "<rect width=\"3\" height=\"8\" fill=\"\(color)\" fill-opacity=\"0.6\"/></pattern>\n"
    }
    out += "</defs>\n"
  }

  // MARK: - Names and colours

  static let palette: [(String, String)] = [
    ("vfr", "#2e9e47"), ("mvfr", "#1f63d6"), ("ifr", "#d62d20"), ("lifr", "#b0199e"), ("unknown", "#8a8f98"),
  ]

  static func paletteName(_ category: ClosedRange<FlightCategory>) -> String {
    guard category.lowerBound == category.upperBound else { return "unknown" }
    return category.lowerBound.rawValue.lowercased()
  }

  static func color(_ category: ClosedRange<FlightCategory>) -> String {
    let name = paletteName(category)
    return palette.first { $0.0 == name }?.1 ?? "#8a8f98"
  }

  static func shortName(_ category: ClosedRange<FlightCategory>) -> String {
    guard category.lowerBound == category.upperBound else {
      return category == FlightCategory.anyCategory
        ? "?" : "\(category.lowerBound.rawValue)–\(category.upperBound.rawValue)?"
    }
    return category.lowerBound.rawValue
  }

  // MARK: - Output primitives

  /// `value` rounded to one decimal, clamped to ±100,000 (no trap on any value; NaN is 0).
  func number(_ value: Double) -> String {
    let clamped = value.isNaN ? 0 : min(max(value, -100_000), 100_000)
    return formatNumber(clamped, maxFractionDigits: 1, grouping: false)
  }

  /// `text` with XML's special characters escaped, and characters XML 1.0 cannot hold
  /// (control characters other than tab, line feed and carriage return) replaced by U+FFFD.
  func escape(_ text: String) -> String {
    var result = ""
    result.reserveCapacity(text.utf8.count)
    for scalar in text.unicodeScalars {
      switch scalar {
      case "&": result += "&amp;"
      case "<": result += "&lt;"
      case ">": result += "&gt;"
      case "\"": result += "&quot;"
      case "'": result += "&apos;"
      case "\t", "\n", "\r": result.unicodeScalars.append(scalar)
      default:
        if scalar.value < UInt32(asciiSpace) || (0xFFFE...0xFFFF).contains(scalar.value) {
          result += "\u{FFFD}"
        } else {
          result.unicodeScalars.append(scalar)
        }
      }
    }
    return result
  }

  /// A rough width of `text` in pixels at `size`, from DejaVu Sans's advance widths: capitals
  /// and digits about 0.66 em, lower case 0.52 em, spaces 0.32 em; bold about 8 % wider.
  func textWidth(_ text: String, size: Double, bold: Bool = false) -> Double {
    Self.textWidth(text, size: size, bold: bold)
  }

  /// ``textWidth(_:size:bold:)`` (also for tests that check where labels go).
  static func textWidth(_ text: String, size: Double, bold: Bool = false) -> Double {
    var ems = 0.0
    for scalar in text.unicodeScalars {
      switch scalar {
      case " ", ".", ",", ":", "·", "(", ")", "/", "-", "i", "l", "j", "t", "f", "r", "I": ems += 0.36
      case "m", "w", "M", "W": ems += 0.86
      case "A"..."Z", "0"..."9", "%", "°", "–", "+", "<", ">", "≥": ems += 0.7
      default: ems += 0.6
      }
    }
    return ems * size * (bold ? 1.1 : 1)
  }

  mutating func rect(x: Double, y: Double, width: Double, height: Double, fill: String, extra: String) {
    out += "<rect x=\"\(number(x))\" y=\"\(number(y))\" width=\"\(number(max(width, 0)))\" "
    out += "height=\"\(number(max(height, 0)))\" fill=\"\(fill)\"\(extra)/>\n"
  }

  mutating func line(x1: Double, y1: Double, x2: Double, y2: Double, stroke: String, width: Double, extra: String) {
    out += "<line x1=\"\(number(x1))\" y1=\"\(number(y1))\" x2=\"\(number(x2))\" y2=\"\(number(y2))\" "
    out += "stroke=\"\(stroke)\" stroke-width=\"\(number(width))\"\(extra)/>\n"
  }

  mutating func text(
    _ content: String, x: Double, y: Double, size: Double, weight: String? = nil, fill: String,
    anchor: String? = nil, extra: String = ""
  ) {
    out += "<text x=\"\(number(x))\" y=\"\(number(y))\" font-size=\"\(number(size))\""
    if let weight { out += " font-weight=\"\(weight)\"" }
    if let anchor { out += " text-anchor=\"\(anchor)\"" }
    out += " fill=\"\(fill)\"\(extra)>\(escape(content))</text>\n"
  }
}
