import Foundation

/// Draws a ``ForecastTimeline`` as SVG text (``ForecastTimeline/svg(in:clock:)``), from its
/// public rows only: the forecast rows give the bands and the wind, their overlays and changes
/// in progress the hatched bars, every row's `isDaylight` the night shading; and the change
/// groups that could not be placed (``ForecastTimeline/unplacedGroups``) a note below the legend.
///
/// Every coordinate goes through ``number(_:)`` (clamped, one decimal, no trap on any value),
/// every text through ``escape(_:)``; dates that are not finite or fall outside the period
/// are left out, so any timeline gives a well-formed document.
struct _TimelineSVGRenderer {
  let timeline: ForecastTimeline
  let timeZone: TimeZone
  let clock: ClockStyle
  var out = ""

  // Layout, in pixels.
  static let width = 960.0
  static let left = 104.0
  static let right = 24.0
  static let plotWidth = width - left - right
  static let sunTop = 86.0
  static let sunHeight = 16.0
  static let bandTop = 106.0
  static let bandHeight = 46.0
  static let laneTop = 156.0
  static let laneHeight = 22.0
  static let laneGap = 4.0
  static let maximumLanes = 12
  static let arrowsHeight = 40.0
  static let windHeight = 120.0
  static let font = "DejaVu Sans, Verdana, Helvetica, Arial, sans-serif"

  init(timeline: ForecastTimeline, timeZone: TimeZone, clock: ClockStyle) {
    self.timeline = timeline
    self.timeZone = timeZone
    self.clock = clock
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
    var lane = 0
  }

  /// Seconds since 1970 of the period, when it can be drawn.
  private var period: (start: Double, end: Double)? {
    let start = timeline.start.timeIntervalSince1970
    let end = timeline.end.timeIntervalSince1970
    guard start.isFinite, end.isFinite, abs(start) < 1e13, abs(end) < 1e13, end > start,
      end - start <= Double(ForecastTimeline.svgMaximumDays) * 86_400
    else { return nil }
    return (start, end)
  }

  /// The rows with a date inside the period, in time order (stable: equal times keep their order).
  private func drawableRows(_ period: (start: Double, end: Double)) -> [(time: Double, row: ForecastRow)] {
    var rows: [(time: Double, row: ForecastRow)] = []
    for row in timeline.rows {
      let time = row.date.timeIntervalSince1970
      if time.isFinite, time >= period.start, time < period.end { rows.append((time, row)) }
    }
    // Insertion sort keeps equal times in order; rows come sorted, so this is one pass.
    var index = 1
    while index < rows.count {
      var j = index
      while j > 0, rows[j - 1].time > rows[j].time {
        rows.swapAt(j - 1, j)
        j -= 1
      }
      index += 1
    }
    return rows
  }

  private func spans(_ rows: [(time: Double, row: ForecastRow)], end: Double) -> [Span] {
    let forecast = rows.filter { !$0.row.isSunEvent }
    var spans: [Span] = []
    for (index, item) in forecast.enumerated() {
      let next = index + 1 < forecast.count ? forecast[index + 1].time : end
      if next > item.time { spans.append(Span(start: item.time, end: next, row: item.row)) }
    }
    return spans
  }

  private func bars(_ spans: [Span]) -> [Bar] {
    var bars: [Bar] = []
    for span in spans {
      for overlay in span.row.overlays + span.row.changesInProgress {
        let category = overlay.resulting.possibleFlightCategories
        let start = overlay.start.timeIntervalSince1970
        let end = overlay.end.timeIntervalSince1970
        let found = bars.lastIndex {
          $0.kind == overlay.kind && $0.probability == overlay.probability && $0.conditions == overlay.conditions
            && ($0.start == start || ($0.start.isNaN && start.isNaN)) && ($0.end == end || ($0.end.isNaN && end.isNaN))
        }
        let index: Int
        if let found {
          index = found
        } else {
          bars.append(
            Bar(
              kind: overlay.kind, probability: overlay.probability, start: span.start, end: span.end,
              conditions: overlay.conditions))
          // The group's own window for the summary, when it is a date that can be written.
          bars[bars.count - 1].start = start.isFinite && abs(start) < 1e13 ? start : span.start
          bars[bars.count - 1].end = end.isFinite && abs(end) < 1e13 ? end : span.end
          index = bars.count - 1
        }
        if let last = bars[index].pieces.last, last.end == span.start, last.category == category {
          bars[index].pieces[bars[index].pieces.count - 1].end = span.end
        } else {
          bars[index].pieces.append((span.start, span.end, category))
        }
      }
    }
    // Lanes: the first lane whose last bar ends before this one starts (by first piece).
    var laneEnds: [Double] = []
    let order = bars.indices.sorted {
      (bars[$0].pieces.first?.start ?? 0, $0) < (bars[$1].pieces.first?.start ?? 0, $1)
    }
    for index in order {
      let first = bars[index].pieces.first?.start ?? 0
      let last = bars[index].pieces.last?.end ?? 0
      if let lane = laneEnds.firstIndex(where: { $0 <= first }) {
        bars[index].lane = lane
        laneEnds[lane] = last
      } else {
        bars[index].lane = laneEnds.count
        laneEnds.append(last)
      }
    }
    return bars
  }

  /// Night intervals: from each row that is night to the next row (or the end).
  private func nights(_ rows: [(time: Double, row: ForecastRow)], period: (start: Double, end: Double))
    -> [(start: Double, end: Double)]
  {
    var nights: [(start: Double, end: Double)] = []
    // Before the first row, as the first row (a timeline's first row is at its start).
    var isNight = !(rows.first?.row.isDaylight ?? (timeline.polarPeriod?.isDaylight ?? true))
    var from = period.start
    for item in rows where (!item.row.isDaylight) != isNight {
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
    let bars = bars(spans)
    let laneCount = min(Self.maximumLanes, max(1, (bars.map(\.lane).max() ?? -1) + 1))
    let lanesBottom = Self.laneTop + Double(laneCount) * (Self.laneHeight + Self.laneGap) - Self.laneGap
    let arrowsTop = lanesBottom + 14
    let windTop = arrowsTop + Self.arrowsHeight
    let windBottom = windTop + Self.windHeight
    let legendTop = windBottom + 40
    let nights = nights(rows, period: period)
    let scale = TimeScale(start: period.start, end: period.end)

    let legend = legendLayout(top: legendTop)
    let notes = unplacedLines()
    let notesTop = legend.bottom + 12
    let height = legend.bottom + 14 + (notes.isEmpty ? 0 : 10 + Double(notes.count) * 18)

    header(height: height, period: period, spans: spans, bars: bars, rows: rows)
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
    grid(scale: scale, top: Self.sunTop, bottom: windBottom)
    sunLane(rows: rows, nights: nights, scale: scale, period: period)
    band(spans: spans, scale: scale)
    lanes(bars: bars, laneCount: laneCount, scale: scale)
    wind(spans: spans, scale: scale, arrowsTop: arrowsTop, top: windTop, bottom: windBottom)
    axis(scale: scale, baseline: windBottom + 18)
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
  private func unplacedLines() -> [String] {
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
      lines.append("and \(groups.count - Self.maximumUnplacedLines) more")
    }
    return lines
  }

  /// `1 change group could not be placed in time and may apply at any time`.
  private func unplacedHeading() -> String {
    let count = timeline.unplacedGroups.count
    return count == 1
      ? "1 change group could not be placed in time and may apply at any time"
      : "\(count) change groups could not be placed in time and may apply at any time"
  }

  /// The document for a timeline with nothing to draw.
  private mutating func renderEmpty() -> String {
    let station = timeline.station.isEmpty ? "unknown station" : timeline.station
    let message =
      timeline.rows.isEmpty
      ? "No forecast to draw: the timeline has no rows."
      : "No forecast to draw: the timeline's period cannot be drawn."
    open(width: 480, height: 80, title: "Forecast timeline for \(station)", desc: message)
    out += "<rect width=\"480\" height=\"80\" fill=\"#ffffff\"/>\n"
    text(
      "Forecast timeline for \(station)", x: 16, y: 30, size: 16, weight: "bold", fill: "#1a1a1a")
    text(message, x: 16, y: 56, size: 12, fill: "#555555")
    out += "</svg>\n"
    return out
  }

  private mutating func header(
    height: Double, period: (start: Double, end: Double), spans: [Span], bars: [Bar],
    rows: [(time: Double, row: ForecastRow)]
  ) {
    open(
      width: Self.width, height: height, title: titleText(period),
      desc: summary(period: period, spans: spans, bars: bars, rows: rows))
  }

  /// The XML declaration, the `<svg>` element's start, `<title>` and `<desc>`.
  private mutating func open(width: Double, height: Double, title: String, desc: String) {
    let (w, h) = (number(width), number(height))
    out += "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
    out += "<svg xmlns=\"http://www.w3.org/2000/svg\" version=\"1.1\" width=\"\(w)\" height=\"\(h)\" "
    out += "viewBox=\"0 0 \(w) \(h)\" role=\"img\" aria-labelledby=\"title desc\" font-family=\"\(Self.font)\">\n"
    out += "<title id=\"title\">\(escape(title))</title>\n"
    out += "<desc id=\"desc\">\(escape(desc))</desc>\n"
  }

  private func titleText(_ period: (start: Double, end: Double)) -> String {
    let station = timeline.station.isEmpty ? "unknown station" : timeline.station
    return "Forecast for \(station), \(dayText(period.start)) \(timeText(period.start)) to "
      + "\(dayText(period.end)) \(timeText(period.end)) (\(zoneName(at: period.start)))"
  }

  /// Hatch patterns, one per category colour.
  private mutating func definitions() {
    out += "<defs>\n"
    for (name, color) in Self.palette {
      out += "<pattern id=\"hatch-\(name)\" width=\"8\" height=\"8\" patternUnits=\"userSpaceOnUse\" "
      out += "patternTransform=\"rotate(45)\"><rect width=\"8\" height=\"8\" fill=\"#ffffff\"/>"
      out += "<rect width=\"3\" height=\"8\" fill=\"\(color)\" fill-opacity=\"0.6\"/></pattern>\n"
    }
    out += "</defs>\n"
  }

  private mutating func titles(period: (start: Double, end: Double)) {
    let station = timeline.station.isEmpty ? "unknown station" : timeline.station
    text("\(station) forecast (TAF)", x: 16, y: 32, size: 20, weight: "bold", fill: "#1a1a1a")
    var subtitle =
      "\(dayText(period.start)) \(timeText(period.start)) to \(dayText(period.end)) \(timeText(period.end)), "
      + "times \(zoneName(at: period.start))"
    switch timeline.polarPeriod {
    case .polarDay: subtitle += " · polar day: the sun stays up"
    case .polarNight: subtitle += " · polar night: the sun stays down"
    case nil: break
    }
    text(subtitle, x: 16, y: 54, size: 13, fill: "#444444")
  }

  private mutating func grid(scale: TimeScale, top: Double, bottom: Double) {
    out += "<g id=\"grid\">\n"
    let ticks = scale.ticks(timeZone: timeZone, clock: clock)
    for tick in ticks.all {
      let major = ticks.labelled.contains(tick.time)
      let midnight = tick.isMidnight
      let opacity = midnight ? "0.45" : major ? "0.16" : "0.06"
      line(
        x1: scale.x(tick.time), y1: midnight ? top - 18 : top, x2: scale.x(tick.time), y2: bottom,
        stroke: "#000000", width: midnight ? 1.2 : 1, extra: " stroke-opacity=\"\(opacity)\"")
      if midnight, scale.x(tick.time) + 4 + textWidth(dayText(tick.time), size: 12, bold: true) <= Self.width - 4 {
        text(
          dayText(tick.time), x: scale.x(tick.time) + 4, y: top - 6, size: 12, weight: "bold", fill: "#333333")
      }
    }
    // The first day, at the start, unless a midnight label sits too close.
    if !ticks.all.contains(where: { $0.isMidnight && scale.x($0.time) - Self.left < 90 }) {
      text(dayText(scale.start), x: Self.left, y: top - 6, size: 12, weight: "bold", fill: "#333333")
    }
    out += "</g>\n"
  }

  private mutating func sunLane(
    rows: [(time: Double, row: ForecastRow)], nights: [(start: Double, end: Double)], scale: TimeScale,
    period: (start: Double, end: Double)
  ) {
    out += "<g id=\"sun\">\n"
    laneLabel("Sun", y: Self.sunTop + Self.sunHeight / 2)
    rect(
      x: Self.left, y: Self.sunTop, width: Self.plotWidth, height: Self.sunHeight, fill: "#ffd866", extra: "")
    for night in nights {
      rect(
        x: scale.x(night.start), y: Self.sunTop, width: scale.x(night.end) - scale.x(night.start),
        height: Self.sunHeight, fill: "#23305c", extra: "")
    }
    let events = rows.filter(\.row.isSunEvent)
    for (index, event) in events.enumerated() {
      let x = scale.x(event.time)
      let name = event.row.kind == .sunrise ? "sunrise" : "sunset"
      let label = "\(name) \(timeText(event.time))"
      // After the event, in the part it begins, when there is room; else before it.
      let next = index + 1 < events.count ? scale.x(events[index + 1].time) : scale.x(period.end)
      let width = textWidth(label, size: 11, bold: true)
      let after = next - x >= width + 10
      let fill =
        (event.row.kind == .sunrise) == after ? "#3d2e00" : "#ffffff"
      text(
        label, x: after ? x + 5 : x - 5, y: Self.sunTop + 12, size: 11, weight: "bold", fill: fill,
        anchor: after ? nil : "end")
    }
    if events.isEmpty, let polar = timeline.polarPeriod {
      text(
        polar == .polarDay ? "midnight sun" : "polar night", x: Self.left + 6, y: Self.sunTop + 12, size: 11,
        weight: "bold", fill: polar == .polarDay ? "#3d2e00" : "#ffffff")
    }
    out += "</g>\n"
  }

  private mutating func band(spans: [Span], scale: TimeScale) {
    out += "<g id=\"prevailing\">\n"
    laneLabel("Prevailing", y: Self.bandTop + Self.bandHeight / 2)
    // Merge neighbouring spans of one category.
    var merged: [(start: Double, end: Double, category: ClosedRange<FlightCategory>, ceiling: Int?)] = []
    for span in spans {
      let category = span.row.prevailing.possibleFlightCategories
      let ceiling = span.row.ceilingFeet
      if let last = merged.last, last.end == span.start, last.category == category, last.ceiling == ceiling {
        merged[merged.count - 1].end = span.end
      } else {
        merged.append((span.start, span.end, category, ceiling))
      }
    }
    for part in merged {
      let x = scale.x(part.start)
      let width = scale.x(part.end) - x
      rect(
        x: x, y: Self.bandTop, width: width, height: Self.bandHeight,
        fill: Self.color(part.category), extra: "")
      let name = Self.shortName(part.category)
      if width >= textWidth(name, size: 15, bold: true) + 8 {
        let detail = part.ceiling.map { "ceiling \(formatNumber(Double($0))) ft" } ?? "no ceiling"
        let twoLines = width >= textWidth(detail, size: 11) + 10
        text(
          name, x: x + width / 2, y: Self.bandTop + (twoLines ? 21 : 29), size: 15, weight: "bold",
          fill: "#ffffff", anchor: "middle")
        if twoLines {
          text(detail, x: x + width / 2, y: Self.bandTop + 37, size: 11, fill: "#ffffff", anchor: "middle")
        }
      }
    }
    // Neighbours of one colour (the ceiling changed): a faint line between them.
    for (index, part) in merged.enumerated() where index > 0 && merged[index - 1].category == part.category {
      line(
        x1: scale.x(part.start), y1: Self.bandTop, x2: scale.x(part.start), y2: Self.bandTop + Self.bandHeight,
        stroke: "#ffffff", width: 1, extra: " stroke-opacity=\"0.6\"")
    }
    // FM times: a thin white line.
    for span in spans where span.row.isFromTime && span.start > scale.start {
      line(
        x1: scale.x(span.start), y1: Self.bandTop, x2: scale.x(span.start), y2: Self.bandTop + Self.bandHeight,
        stroke: "#ffffff", width: 2, extra: "")
    }
    out += "</g>\n"
  }

  private mutating func lanes(bars: [Bar], laneCount: Int, scale: TimeScale) {
    out += "<g id=\"temporary\">\n"
    laneLabel("Temporary", y: Self.laneTop + Self.laneHeight / 2)
    for lane in 0..<laneCount {
      rect(
        x: Self.left, y: laneY(lane), width: Self.plotWidth, height: Self.laneHeight, fill: "#f2f3f5", extra: "")
    }
    if bars.isEmpty {
      text(
        "no TEMPO, PROB, INTER or BECMG groups", x: Self.left + 8, y: laneY(0) + 15, size: 11, fill: "#666666")
    }
    for bar in bars where bar.lane < laneCount {
      let y = laneY(bar.lane)
      for piece in bar.pieces {
        let x = scale.x(piece.start)
        let width = scale.x(piece.end) - x
        let name = Self.paletteName(piece.category)
        rect(
          x: x, y: y, width: width, height: Self.laneHeight, fill: "url(#hatch-\(name))",
          extra: " stroke=\"\(Self.color(piece.category))\" stroke-width=\"1.5\"")
      }
      guard let first = bar.pieces.first, let last = bar.pieces.last else { continue }
      let x = scale.x(first.start)
      let width = scale.x(last.end) - x
      let categories = bar.pieces.map { Self.shortName($0.category) }
      var seen: [String] = []
      for name in categories where !seen.contains(name) { seen.append(name) }
      let kind = Self.kindText(bar.kind, probability: bar.probability)
      let weather = bar.conditions.weather.map(\.code).joined(separator: " ")
      let candidates = [
        "\(kind) · \(seen.joined(separator: "/"))\(weather.isEmpty ? "" : " · \(weather)")",
        "\(kind) · \(seen.joined(separator: "/"))", kind,
        bar.probability.map { "\($0)%" } ?? "",
      ]
      if let label = candidates.first(where: { !$0.isEmpty && textWidth($0, size: 11, bold: true) + 14 <= width }) {
        rect(
          x: x + 3, y: y + 3, width: textWidth(label, size: 11, bold: true) + 8, height: Self.laneHeight - 6,
          fill: "#ffffff", extra: " fill-opacity=\"0.92\" rx=\"3\"")
        text(label, x: x + 7, y: y + 15, size: 11, weight: "bold", fill: "#1a1a1a")
      }
    }
    out += "</g>\n"
  }

  private func laneY(_ lane: Int) -> Double { Self.laneTop + Double(lane) * (Self.laneHeight + Self.laneGap) }

  private mutating func wind(spans: [Span], scale: TimeScale, arrowsTop: Double, top: Double, bottom: Double) {
    out += "<g id=\"wind\">\n"
    laneLabel("Wind", y: arrowsTop + 14)
    var strongest = ForecastRow.strongWindKnots + 5
    for span in spans {
      for value in [span.row.wind?.speed?.knots, span.row.wind?.gust?.knots, overlayWind(span.row)] {
        if let value, value.isFinite { strongest = max(strongest, value) }
      }
    }
    let stepKnots = strongest > 80 ? 20.0 : 10.0
    let ceiling = min(300, (strongest / stepKnots).rounded(.up) * stepKnots)
    func y(_ knots: Double) -> Double { bottom - min(max(knots, 0), ceiling) / ceiling * Self.windHeight }
    rect(
      x: Self.left, y: top, width: Self.plotWidth, height: Self.windHeight, fill: "none",
      extra: " stroke=\"#c8ccd2\" stroke-width=\"1\"")
    var knots = 0.0
    while knots <= ceiling {
      line(
        x1: Self.left, y1: y(knots), x2: Self.left + Self.plotWidth, y2: y(knots),
        stroke: "#000000", width: 1, extra: " stroke-opacity=\"0.08\"")
      text(
        formatNumber(knots) + (knots + stepKnots > ceiling ? " kt" : ""), x: Self.left - 6, y: y(knots) + 4, size: 11,
        fill: "#555555", anchor: "end")
      knots += stepKnots
    }
    // The running app's threshold.
    let threshold = ForecastRow.strongWindKnots
    line(
      x1: Self.left, y1: y(threshold), x2: Self.left + Self.plotWidth, y2: y(threshold),
      stroke: "#d35400", width: 1.2, extra: " stroke-dasharray=\"6 4\"")
    text("\(formatNumber(threshold)) kt", x: Self.left + 4, y: y(threshold) - 4, size: 10, fill: "#d35400")
    // Gusts: the area between the mean wind and the gust.
    for span in spans {
      guard let speed = span.row.wind?.speed?.knots, let gust = span.row.wind?.gust?.knots,
        speed.isFinite, gust.isFinite, gust > speed
      else { continue }
      let x = scale.x(span.start)
      rect(
        x: x, y: y(gust), width: scale.x(span.end) - x, height: y(speed) - y(gust), fill: "#7fb3e6",
        extra: " fill-opacity=\"0.55\"")
      line(
        x1: x, y1: y(gust), x2: scale.x(span.end), y2: y(gust), stroke: "#1f5fa8", width: 1.5,
        extra: " stroke-dasharray=\"3 2\"")
    }
    // Overlay winds: a dotted line where a temporary group brings a stronger wind.
    for span in spans {
      guard let value = overlayWind(span.row) else { continue }
      let prevailing = max(span.row.wind?.speed?.knots ?? 0, span.row.wind?.gust?.knots ?? 0)
      guard value > prevailing else { continue }
      line(
        x1: scale.x(span.start), y1: y(value), x2: scale.x(span.end), y2: y(value), stroke: "#8e44ad",
        width: 2, extra: " stroke-dasharray=\"1.5 3\" stroke-linecap=\"round\"")
    }
    // The mean wind: a stepped line, broken where it is not forecast.
    var path = ""
    var previousEnd: Double?
    for span in spans {
      guard let speed = span.row.wind?.speed?.knots, speed.isFinite else {
        previousEnd = nil
        continue
      }
      let x1 = scale.x(span.start)
      let x2 = scale.x(span.end)
      path += previousEnd == span.start ? " L\(number(x1)) \(number(y(speed)))" : " M\(number(x1)) \(number(y(speed)))"
      path += " L\(number(x2)) \(number(y(speed)))"
      previousEnd = span.end
    }
    if !path.isEmpty {
      out += "<path d=\"\(path.dropFirst())\" fill=\"none\" stroke=\"#0b3d91\" stroke-width=\"2.5\" "
      out += "stroke-linejoin=\"round\"/>\n"
    }
    arrows(spans: spans, scale: scale, top: arrowsTop)
    out += "</g>\n"
  }

  /// The strongest wind (gust or mean) a temporary group covering `row` names.
  private func overlayWind(_ row: ForecastRow) -> Double? {
    var strongest: Double?
    for overlay in row.overlays {
      for value in [overlay.conditions.wind?.speed?.knots, overlay.conditions.wind?.gust?.knots] {
        if let value, value.isFinite { strongest = max(strongest ?? value, value) }
      }
    }
    return strongest
  }

  /// Direction arrows (pointing downwind) with the speed, one in the middle of each label step.
  private mutating func arrows(spans: [Span], scale: TimeScale, top: Double) {
    // One arrow in the middle of each label step from the start.
    let step = Double(max(1, scale.ticks(timeZone: timeZone, clock: clock).labelHours)) * 3600
    var places: [Double] = []
    var place = scale.start + step / 2
    while place < scale.end, places.count < 200 {
      places.append(place)
      place += step
    }
    for time in places {
      guard let span = spans.last(where: { $0.start <= time }), time < span.end,
        let wind = span.row.wind
      else { continue }
      let x = scale.x(time)
      let centre = top + 12
      let speedText: String
      if let speed = wind.speed?.knots, speed.isFinite {
        var gustText = ""
        if let gust = wind.gust?.knots, gust.isFinite { gustText = "G" + formatNumber(gust) }
        speedText = formatNumber(speed) + gustText
      } else {
        speedText = "?"
      }
      if wind.isCalm {
        out += "<circle cx=\"\(number(x))\" cy=\"\(number(centre))\" r=\"5\" fill=\"none\" stroke=\"#0b3d91\" "
        out += "stroke-width=\"1.8\"/>\n"
        text("calm", x: x, y: top + 36, size: 10, fill: "#333333", anchor: "middle")
        continue
      }
      if let degrees = wind.degrees {
        let angle = Double((degrees % 360 + 540) % 360)
        out += "<path d=\"M0 -10 L0 9 M-5 -3 L0 -10 L5 -3\" fill=\"none\" stroke=\"#0b3d91\" "
        out += "stroke-width=\"2\" stroke-linecap=\"round\" stroke-linejoin=\"round\" "
        out += "transform=\"translate(\(number(x)) \(number(centre))) rotate(\(number(angle)))\"/>\n"
      } else {
        text(
          wind.direction == .variable ? "VRB" : "?", x: x, y: centre + 4, size: 10, weight: "bold",
          fill: "#0b3d91", anchor: "middle")
      }
      text(speedText, x: x, y: top + 36, size: 10, fill: "#333333", anchor: "middle")
    }
  }

  private mutating func axis(scale: TimeScale, baseline: Double) {
    out += "<g id=\"hours\">\n"
    let ticks = scale.ticks(timeZone: timeZone, clock: clock)
    for tick in ticks.all where ticks.labelled.contains(tick.time) {
      text(
        tick.label, x: scale.x(tick.time), y: baseline, size: 11, fill: "#333333", anchor: "middle")
    }
    out += "</g>\n"
  }

  private mutating func laneLabel(_ label: String, y: Double) {
    text(label, x: Self.left - 8, y: y + 4, size: 12, weight: "bold", fill: "#333333", anchor: "end")
  }

  // MARK: - The text summary

  private func summary(
    period: (start: Double, end: Double), spans: [Span], bars: [Bar], rows: [(time: Double, row: ForecastRow)]
  ) -> String {
    var sentences: [String] = [titleText(period) + "."]
    switch timeline.polarPeriod {
    case .polarDay: sentences.append("Polar day: the sun stays up.")
    case .polarNight: sentences.append("Polar night: the sun stays down.")
    case nil: break
    }
    // Prevailing: a sentence per change of category or wind.
    var parts: [String] = []
    var previous: String?
    for span in spans {
      let category = FlightCategory.describe(span.row.prevailing.possibleFlightCategories)
      let wind = span.row.wind.map { windText($0) } ?? "wind not forecast"
      let ceiling = span.row.ceilingFeet.map { "ceiling \(formatNumber(Double($0))) ft" } ?? "no ceiling"
      let text = "\(category), \(ceiling), \(wind)"
      if text != previous {
        parts.append("from \(dayText(span.start)) \(timeText(span.start)) \(text)")
        previous = text
      }
    }
    if !parts.isEmpty { sentences.append("Prevailing: " + parts.joined(separator: "; ") + ".") }
    for bar in bars {
      let categories = bar.pieces.map { FlightCategory.describe($0.category) }
      var seen: [String] = []
      for name in categories where !seen.contains(name) { seen.append(name) }
      var sentence = "\(Self.kindText(bar.kind, probability: bar.probability)) \(dayText(bar.start)) "
      sentence +=
        "\(timeText(bar.start)) to \(dayText(bar.end)) \(timeText(bar.end)): \(seen.joined(separator: " then "))"
      let weather = bar.conditions.weather.map { $0.description.lowercased() }
      if !weather.isEmpty { sentence += ", " + weather.joined(separator: ", ") }
      if let wind = bar.conditions.wind { sentence += ", " + windText(wind) }
      sentences.append(sentence + ".")
    }
    let sun = rows.filter(\.row.isSunEvent).map {
      "\($0.row.kind == .sunrise ? "sunrise" : "sunset") \(timeText($0.time))"
    }
    if !sun.isEmpty { sentences.append(capitalizedFirstLetter(sun.joined(separator: ", ")) + ".") }
    if !timeline.unplacedGroups.isEmpty {
      sentences.append(
        unplacedHeading() + ": " + timeline.unplacedGroups.map(\.description).joined(separator: "; ") + ".")
    }
    return sentences.joined(separator: " ")
  }

  private func windText(_ wind: Wind) -> String {
    if wind.isCalm { return "wind calm" }
    var text = "wind "
    if let degrees = wind.degrees {
      text += "\(degrees)°"
    } else {
      text += wind.direction == .variable ? "variable" : "direction not forecast"
    }
    if let speed = wind.speed?.knots, speed.isFinite { text += " \(formatNumber(speed)) kt" }
    if let gust = wind.gust?.knots, gust.isFinite { text += " gusting \(formatNumber(gust)) kt" }
    return text
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

  /// The group as a TAF writes it: `TEMPO`, `PROB30`, `PROB40 TEMPO`, `BECMG`.
  static func kindText(_ kind: TAFForecast.Kind, probability: Int?) -> String {
    guard let probability else { return kind.rawValue }
    return kind == .probable ? "PROB\(probability)" : "PROB\(probability) \(kind.rawValue)"
  }

  // MARK: - Time text

  private func offset(at time: Double) -> Int {
    timeZone.secondsFromGMT(for: Date(timeIntervalSince1970: time))
  }

  func timeText(_ time: Double) -> String { clock.text(for: Date(timeIntervalSince1970: time), in: timeZone) }

  /// `Fri 9 Jan` in the zone.
  func dayText(_ time: Double) -> String {
    guard time.isFinite, abs(time) < 1e13 else { return "?" }
    let local = Int(time.rounded(.down)) + offset(at: time)
    let days = local >= 0 ? local / 86_400 : (local - 86_399) / 86_400
    let (_, month, day) = _CivilDate.civil(days: days)
    let weekday = ((days % 7) + 7 + 4) % 7  // 1970-01-01 was a Thursday
    let weekdays = ["Sun", "Mon", "Tue", "Wed", "Thu", "Fri", "Sat"]
    let months = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"]
    return "\(weekdays[weekday]) \(day) \(months[min(max(month, 1), 12) - 1])"
  }

  /// `UTC`, or the zone's identifier and offset: `Europe/Vienna (UTC+1)`.
  func zoneName(at time: Double) -> String {
    let seconds = offset(at: time)
    if seconds == 0, ["GMT", "UTC", "Etc/UTC", "Etc/GMT", "Z"].contains(timeZone.identifier) { return "UTC" }
    let sign = seconds < 0 ? "-" : "+"
    let minutes = abs(seconds) / 60
    let offsetText = minutes % 60 == 0 ? "\(minutes / 60)" : "\(minutes / 60):\(twoDigits(minutes % 60))"
    return "\(timeZone.identifier) (UTC\(sign)\(offsetText))"
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
    var ems = 0.0
    for scalar in text.unicodeScalars {
      switch scalar {
      case " ", ".", ",", ":", "·", "(", ")", "/", "-": ems += 0.34
      case "A"..."Z", "0"..."9", "%", "°", "–": ems += 0.66
      default: ems += 0.52
      }
    }
    return ems * size * (bold ? 1.08 : 1)
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
