import Foundation

extension _TimelineSVGRenderer {
  mutating func titles(period: (start: Double, end: Double)) {
    let station = stationLabel
    text(svgText("heading", station), x: 16, y: 32, size: 20, weight: "bold", fill: "#1a1a1a")
    var subtitle = svgText(
      "subtitle", "\(dayText(period.start)) \(timeText(period.start))",
      "\(dayText(period.end)) \(timeText(period.end))", zoneName(at: period.start))
    switch timeline.polarPeriod {
    case .polarDay: subtitle += " · " + svgText("subtitle.polarDay")
    case .polarNight: subtitle += " · " + svgText("subtitle.polarNight")
    case nil: break
    }
    text(subtitle, x: 16, y: 54, size: 13, fill: "#444444")
  }

  /// Hour lines, midnight dividers, and the day names above the chart: each day that has room
  /// gets its name after its midnight (`Fri 9 Jan`, else `Fri 9`, else nothing), kept inside
  /// the picture and clear of the next divider, so the last day is named at the right edge too.
  mutating func grid(scale: TimeScale, ticks: TimeScale.Ticks, top: Double, bottom: Double) {
    out += "<g id=\"grid\">\n"
    var midnights: [Double] = []
    for tick in ticks.all {
      steps += 1
      let major = ticks.labelled.contains(tick.time)
      let midnight = tick.isMidnight
      let opacity = midnight ? "0.45" : major ? "0.16" : "0.06"
      line(
        x1: scale.x(tick.time), y1: midnight ? top - 18 : top, x2: scale.x(tick.time), y2: bottom,
        stroke: "#000000", width: midnight ? 1.2 : 1, extra: " stroke-opacity=\"\(opacity)\"")
      if midnight { midnights.append(tick.time) }
    }
    // Each day from its midnight (the first from the start) to the next divider or the edge.
    var days: [(time: Double, x: Double)] = []
    if midnights.first.map({ scale.x($0) > Self.left + 1 }) ?? true { days.append((scale.start, Self.left)) }
    for time in midnights { days.append((time, scale.x(time) + 4)) }
    for (index, day) in days.enumerated() {
      let limit = index + 1 < days.count ? days[index + 1].x - 4 - 6 : Self.width - 4
      let candidates = [dayText(day.time), dayText(day.time, short: true)]
      guard let label = candidates.first(where: { day.x + textWidth($0, size: 12, bold: true) <= limit }) else {
        continue
      }
      text(label, x: day.x, y: top - 6, size: 12, weight: "bold", fill: "#333333")
    }
    out += "</g>\n"
  }

  mutating func sunLane(
    rows: [(time: Double, row: ForecastRow)], nights: [(start: Double, end: Double)], scale: TimeScale,
    period: (start: Double, end: Double)
  ) {
    out += "<g id=\"sun\">\n"
    laneLabel(svgText("lane.sun"), y: Self.sunTop + Self.sunHeight / 2)
    // Without sun times (a station whose position is not known) the lane is grey and says so:
    // drawn as day it would tell what nobody computed.
    let known = timeline.hasSunTimes
    rect(
      x: Self.left, y: Self.sunTop, width: Self.plotWidth, height: Self.sunHeight, fill: known ? "#ffd866" : "#e6e6e6",
      extra: "")
    if !known {
      text(svgText("sunUnknown"), x: Self.left + 6, y: Self.sunTop + 12, size: 11, weight: "bold", fill: "#444444")
    }
    for night in nights {
      steps += 1
      rect(
        x: scale.x(night.start), y: Self.sunTop, width: scale.x(night.end) - scale.x(night.start),
        height: Self.sunHeight, fill: "#23305c", extra: "")
    }
    var events: [(time: Double, row: ForecastRow)] = []
    for item in rows where item.row.isSunEvent { events.append(item) }
    // Labels left to right, none over the one before.
    var freeFrom = Self.left
    for (index, event) in events.enumerated() {
      steps += 1
      let x = scale.x(event.time)
      let label = svgText(event.row.kind == .sunrise ? "sunrise" : "sunset", timeText(event.time))
      // After the event, in the part it begins, when there is room; else before it.
      let next = index + 1 < events.count ? scale.x(events[index + 1].time) : scale.x(period.end)
      let width = textWidth(label, size: 11, bold: true)
      let after = next - x >= width + 10
      guard after || x - 5 - width >= freeFrom else { continue }
      let fill = (event.row.kind == .sunrise) == after ? "#3d2e00" : "#ffffff"
      text(
        label, x: after ? x + 5 : x - 5, y: Self.sunTop + 12, size: 11, weight: "bold", fill: fill,
        anchor: after ? nil : "end")
      freeFrom = after ? x + 5 + width + 4 : x
    }
    if events.isEmpty, let polar = timeline.polarPeriod {
      text(
        svgText(polar == .polarDay ? "midnightSun" : "polarNight"), x: Self.left + 6, y: Self.sunTop + 12, size: 11,
        weight: "bold", fill: polar == .polarDay ? "#3d2e00" : "#ffffff")
    }
    out += "</g>\n"
  }

  /// A part of the band: neighbouring spans with the same category, ceiling, visibility and weather.
  struct BandPart {
    var start: Double
    var end: Double
    var category: ClosedRange<FlightCategory>
    var ceiling: Int?
    var conditions: String
  }

  /// The prevailing flight category as coloured bands, each with its name, its visibility and
  /// weather (`4000 m -SN BR`) and its ceiling, as many lines as its width holds.
  mutating func band(spans: [Span], scale: TimeScale) {
    out += "<g id=\"prevailing\">\n"
    laneLabel(svgText("lane.prevailing"), y: Self.bandTop + Self.bandHeight / 2)
    var merged: [BandPart] = []
    for span in spans {
      steps += 1
      let category = span.row.prevailing.possibleFlightCategories
      let ceiling = span.row.ceilingFeet
      let conditions = conditionCodes(span.row.prevailing)
      if let last = merged.last, last.end == span.start, last.category == category, last.ceiling == ceiling,
        last.conditions == conditions
      {
        merged[merged.count - 1].end = span.end
      } else {
        merged.append(BandPart(start: span.start, end: span.end, category: category, ceiling: ceiling, conditions: conditions))
      }
    }
    for part in merged {
      let x = scale.x(part.start)
      let width = scale.x(part.end) - x
      rect(
        x: x, y: Self.bandTop, width: width, height: Self.bandHeight,
        fill: Self.color(part.category), extra: "")
      let name = Self.shortName(part.category)
      guard width >= textWidth(name, size: 15, bold: true) + 8 else { continue }
      let ceiling = part.ceiling.map { svgText("band.ceiling", heightText(feet: $0)) } ?? svgText("band.noCeiling")
      var lines = [(name, 15.0, true)]
      for detail in [part.conditions, ceiling] where !detail.isEmpty && width >= textWidth(detail, size: 11) + 8 {
        lines.append((detail, 11, false))
      }
      // Baselines: centred as a block in the band.
      let heights = lines.map { $0.1 + 3 }
      var y = Self.bandTop + (Self.bandHeight - heights.reduce(0, +)) / 2
      for (content, size, bold) in lines {
        y += size + 3
        text(
          content, x: x + width / 2, y: y - 4, size: size, weight: bold ? "bold" : nil, fill: "#ffffff",
          anchor: "middle")
      }
    }
    // Neighbours of one colour (the ceiling or the weather changed): a faint line between them.
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

  mutating func lanes(bars: [Bar], laneCount: Int, hidden: Int, scale: TimeScale) {
    out += "<g id=\"temporary\">\n"
    laneLabel(svgText("lane.temporary"), y: Self.laneTop + Self.laneHeight / 2)
    if hidden > 0 {
      // Below the lane's name: how many groups found no lane (they are in the description).
      text(
        svgText("moreGroups", numberText(Double(hidden))), x: Self.left - 8,
        y: Self.laneTop + Self.laneHeight / 2 + 20, size: 10, fill: "#8a1c00", anchor: "end")
    }
    for lane in 0..<laneCount {
      rect(
        x: Self.left, y: laneY(lane), width: Self.plotWidth, height: Self.laneHeight, fill: "#f2f3f5", extra: "")
    }
    if bars.isEmpty {
      text(svgText("noTemporary"), x: Self.left + 8, y: laneY(0) + 15, size: 11, fill: "#666666")
    }
    for bar in bars {
      guard let lane = bar.lane else { continue }
      let y = laneY(lane)
      for piece in bar.pieces {
        steps += 1
        let x = scale.x(piece.start)
        let width = scale.x(piece.end) - x
        let name = Self.paletteName(piece.category)
        rect(
          x: x, y: y, width: width, height: Self.laneHeight, fill: "url(#hatch-\(name))",
          extra: " stroke=\"\(Self.color(piece.category))\" stroke-width=\"1.5\"")
      }
    }
    // Labels after every bar, so that a bar drawn later does not cover a label that reaches past its own bar.
    for bar in bars {
      guard let lane = bar.lane else { continue }
      let y = laneY(lane)
      let labels = barLabels(bar)
      guard let label = labels.all.first(where: { textWidth($0, size: 11, bold: true) + 14 <= bar.labelRoom }) else {
        continue
      }
      rect(
        x: bar.labelX + 3, y: y + 3, width: textWidth(label, size: 11, bold: true) + 8, height: Self.laneHeight - 6,
        fill: "#ffffff", extra: " fill-opacity=\"0.92\" rx=\"3\"")
      text(label, x: bar.labelX + 7, y: y + 15, size: 11, weight: "bold", fill: "#1a1a1a")
    }
    out += "</g>\n"
  }

  func laneY(_ lane: Int) -> Double { Self.laneTop + Double(lane) * (Self.laneHeight + Self.laneGap) }

  /// The wind scale: the strongest value drawn with at least ``windHeadroom`` pixels above it, in
  /// steps of 10, 20 or 50 of the display unit.
  func windScale(strongest: Double) -> (ceiling: Double, step: Double) {
    let needed = strongest * Self.windHeight / (Self.windHeight - Self.windHeadroom)
    let step = needed > 160 ? 50.0 : needed > 80 ? 20 : 10
    let cap = max(step, (speedValue(Speed(300, .knots)) / step).rounded(.up) * step)
    return (min(cap, max(step, (needed / step).rounded(.up) * step)), step)
  }

  mutating func wind(
    spans: [Span], scale: TimeScale, ticks: TimeScale.Ticks, arrowsTop: Double, top: Double, bottom: Double
  ) {
    out += "<g id=\"wind\">\n"
    laneLabel(svgText("lane.wind"), y: arrowsTop + 14)
    let threshold = speedValue(Speed(ForecastRow.strongWindKnots, .knots))
    var strongest = threshold + 5
    for span in spans {
      steps += 1
      for value in [span.row.wind?.speed, span.row.wind?.gust].map({ $0.map(speedValue) }) + [overlayWind(span.row)] {
        if let value, value.isFinite { strongest = max(strongest, value) }
      }
    }
    let (ceiling, stepValue) = windScale(strongest: strongest)
    func y(_ value: Double) -> Double { bottom - min(max(value, 0), ceiling) / ceiling * Self.windHeight }
    rect(
      x: Self.left, y: top, width: Self.plotWidth, height: Self.windHeight, fill: "none",
      extra: " stroke=\"#c8ccd2\" stroke-width=\"1\"")
    // The scale, in the margin; the strong-wind threshold's value in its colour, the numbers
    // too close to it left out.
    var value = 0.0
    while value <= ceiling {
      line(
        x1: Self.left, y1: y(value), x2: Self.left + Self.plotWidth, y2: y(value),
        stroke: "#000000", width: 1, extra: " stroke-opacity=\"0.08\"")
      if abs(y(value) - y(threshold)) >= 13 {
        text(
          numberText(value) + (value + stepValue > ceiling ? " " + speedUnitText : ""),
          x: Self.left - 6, y: y(value) + 4, size: 11, fill: "#555555", anchor: "end")
      }
      value += stepValue
    }
    // The running app's threshold: its line across, its value in the margin.
    line(
      x1: Self.left, y1: y(threshold), x2: Self.left + Self.plotWidth, y2: y(threshold),
      stroke: "#d35400", width: 1.2, extra: " stroke-dasharray=\"6 4\"")
    text(
      speedText(Speed(ForecastRow.strongWindKnots, .knots)), x: Self.left - 6, y: y(threshold) + 4, size: 11,
      weight: "bold", fill: "#d35400", anchor: "end")
    // Gusts: the area between the mean wind and the gust.
    for span in spans {
      guard let speed = span.row.wind?.speed.map(speedValue), let gust = span.row.wind?.gust.map(speedValue),
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
      let prevailing = max(span.row.wind?.speed.map(speedValue) ?? 0, span.row.wind?.gust.map(speedValue) ?? 0)
      guard value > prevailing else { continue }
      line(
        x1: scale.x(span.start), y1: y(value), x2: scale.x(span.end), y2: y(value), stroke: "#8e44ad",
        width: 2, extra: " stroke-dasharray=\"1.5 3\" stroke-linecap=\"round\"")
    }
    // The mean wind: a stepped line, broken where it is not forecast.
    var path = ""
    var previousEnd: Double?
    for span in spans {
      guard let speed = span.row.wind?.speed.map(speedValue), speed.isFinite else {
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
    arrows(spans: spans, scale: scale, ticks: ticks, top: arrowsTop)
    out += "</g>\n"
  }

  /// The strongest wind (gust or mean) a temporary group covering `row` names, in the display unit.
  func overlayWind(_ row: ForecastRow) -> Double? {
    var strongest: Double?
    for overlay in row.overlays {
      for value in [overlay.conditions.wind?.speed, overlay.conditions.wind?.gust] {
        if let value = value.map(speedValue), value.isFinite { strongest = max(strongest ?? value, value) }
      }
    }
    return strongest
  }

  /// Direction arrows (pointing downwind) with the speed, one in the middle between each two
  /// labelled hours (so never on a midnight divider, which is a labelled hour), and in the
  /// middle of the parts before the first and after the last when they are wide enough. A
  /// speed label that would still touch a midnight divider moves to its side, or is left out.
  mutating func arrows(spans: [Span], scale: TimeScale, ticks: TimeScale.Ticks, top: Double) {
    let step = Double(max(1, ticks.labelHours)) * 3600
    var labelled: [Double] = []
    var midnights: [Double] = []
    for tick in ticks.all {
      if ticks.labelled.contains(tick.time) { labelled.append(tick.time) }
      if tick.isMidnight { midnights.append(scale.x(tick.time)) }
    }
    let bounds = [scale.start] + labelled + [scale.end]
    var places: [Double] = []
    for (index, from) in bounds.enumerated().dropLast() {
      let to = bounds[index + 1]
      let isEdge = index == 0 || index + 2 == bounds.count
      if to - from >= (isEdge ? 0.6 : 0.01) * step, places.count < 400 { places.append((from + to) / 2) }
    }
    var spanIndex = 0
    for time in places {
      // The span holding `time`: spans and places both go forward in time.
      while spanIndex + 1 < spans.count, spans[spanIndex + 1].start <= time {
        steps += 1
        spanIndex += 1
      }
      steps += 1
      guard spanIndex < spans.count, spans[spanIndex].start <= time, time < spans[spanIndex].end,
        let wind = spans[spanIndex].row.wind
      else { continue }
      let x = scale.x(time)
      let centre = top + 12
      var label: String
      if let speed = wind.speed.map(speedValue), speed.isFinite {
        label = numberText(speed)
        if let gust = wind.gust.map(speedValue), gust.isFinite { label += "G" + numberText(gust) }
      } else {
        label = "?"
      }
      if wind.isCalm {
        out += "<circle cx=\"\(number(x))\" cy=\"\(number(centre))\" r=\"5\" fill=\"none\" stroke=\"#0b3d91\" "
        out += "stroke-width=\"1.8\"/>\n"
        label = svgText("calm")
      } else if let degrees = wind.degrees {
        let angle = Double((degrees % 360 + 540) % 360)
        out += "<path d=\"M0 -10 L0 9 M-5 -3 L0 -10 L5 -3\" fill=\"none\" stroke=\"#0b3d91\" "
        out += "stroke-width=\"2\" stroke-linecap=\"round\" stroke-linejoin=\"round\" "
        out += "transform=\"translate(\(number(x)) \(number(centre))) rotate(\(number(angle)))\"/>\n"
      } else {
        text(
          wind.direction == .variable ? "VRB" : "?", x: x, y: centre + 4, size: 10, weight: "bold",
          fill: "#0b3d91", anchor: "middle")
      }
      // Clear of the midnight dividers: moved to the side of the line the arrow is on.
      let width = textWidth(label, size: 10)
      var labelX = x
      for midnight in midnights where abs(midnight - labelX) < width / 2 + 3 {
        labelX = midnight < x ? midnight + width / 2 + 3 : midnight - width / 2 - 3
      }
      guard !midnights.contains(where: { abs($0 - labelX) < width / 2 + 2.5 }),
        labelX - width / 2 >= Self.left, labelX + width / 2 <= Self.left + Self.plotWidth
      else { continue }
      text(label, x: labelX, y: top + 36, size: 10, fill: "#333333", anchor: "middle")
    }
  }

  mutating func axis(scale: TimeScale, ticks: TimeScale.Ticks, baseline: Double) {
    out += "<g id=\"hours\">\n"
    for tick in ticks.all where ticks.labelled.contains(tick.time) {
      text(
        tick.label, x: scale.x(tick.time), y: baseline, size: 11, fill: "#333333", anchor: "middle")
    }
    out += "</g>\n"
  }

  /// A lane's name in the left margin, smaller when it is too long for the margin.
  mutating func laneLabel(_ label: String, y: Double) {
    let room = Self.left - 8 - 4
    let size = min(12, (12 * room / max(textWidth(label, size: 12, bold: true), 1) * 10).rounded(.down) / 10)
    text(label, x: Self.left - 8, y: y + 4, size: size, weight: "bold", fill: "#333333", anchor: "end")
  }
}
