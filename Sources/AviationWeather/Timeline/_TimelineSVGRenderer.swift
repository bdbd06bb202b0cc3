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
