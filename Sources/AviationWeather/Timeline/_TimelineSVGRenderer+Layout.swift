import Foundation

extension _TimelineSVGRenderer {
  /// Maps times (seconds since 1970) to x, and places the hour ticks.
  struct TimeScale {
    let start: Double
    let end: Double

    /// The x of `time`, clamped to the plot.
    func x(_ time: Double) -> Double {
      let fraction = (time - start) / (end - start)
      guard fraction.isFinite else { return _TimelineSVGRenderer.left }
      return _TimelineSVGRenderer.left + min(max(fraction, 0), 1) * _TimelineSVGRenderer.plotWidth
    }

    /// An hour tick: a whole hour in the zone.
    struct Tick {
      var time: Double
      var label: String
      var isMidnight: Bool
    }

    /// The hour ticks of a period.
    struct Ticks {
      /// Every whole hour of the zone inside the period (its end included).
      var all: [Tick]
      /// Those that get a label: every `labelHours` hours, as many as fit.
      var labelled: Set<Double>
      /// The label step, in hours.
      var labelHours: Int
    }

    /// Every whole hour of the zone inside the period (its end included); those that get a label (every
    /// `labelHours` hours, as many as fit); the label step.
    func ticks(timeZone: TimeZone, clock: ClockStyle) -> Ticks {
      let hours = (end - start) / 3600
      let perHour = _TimelineSVGRenderer.plotWidth / max(hours, 1)
      let needed = clock == .twelveHour ? 62.0 : 46.0
      let labelHours = [1, 2, 3, 6, 12, 24].first { perHour * Double($0) >= needed } ?? 24
      func localSecond(_ time: Double) -> Int {
        let local = Int(time.rounded(.down)) + timeZone.secondsFromGMT(for: Date(timeIntervalSince1970: time))
        return _CivilDate.dayAndSecond(ofSecond: local).second
      }
      var all: [Tick] = []
      var labelled: Set<Double> = []
      // The first whole local hour at or after the start; each next one an hour on, realigned
      // where the zone's offset changes.
      var time = start.rounded(.down)
      let remainder = localSecond(time) % 3600
      if remainder != 0 { time += Double(3600 - remainder) }
      var steps = 0
      while time <= end, all.count < 2_000, steps < 4_000 {
        steps += 1
        let second = localSecond(time)
        if second % 3600 != 0 {
          time -= Double(second % 3600)
          if time < start { time += 3600 }
          continue
        }
        let hour = _CivilDate.hourAndMinute(ofSecond: second).hour
        let label = clock.text(for: Date(timeIntervalSince1970: time), in: timeZone)
        all.append(Tick(time: time, label: label, isMidnight: hour == 0))
        if hour % labelHours == 0 { labelled.insert(time) }
        time += 3600
      }
      return Ticks(all: all, labelled: labelled, labelHours: labelHours)
    }
  }

  /// One entry of the legend.
  enum LegendMark {
    case solid(String)
    case hatch(String)
    case night
    case windLine
    case gusts
    case overlayWind
    case threshold
    /// The sentence that says what the bands' text is.
    case codes
    /// A weather code and its words.
    case code

    var isCodes: Bool {
      if case .codes = self { return true }
      return false
    }
  }

  /// The legend's entries placed in rows that fit the width, and the bottom of the last row:
  /// the colours, the marks, and what the weather codes drawn on the bands and bars mean.
  func legendLayout(top: Double, codes: [WeatherGroup]) -> (
    items: [(mark: LegendMark, label: String, x: Double, y: Double)], bottom: Double
  ) {
    var entries: [(LegendMark, String)] =
      Self.palette.map {
        (LegendMark.solid($0.1), $0.0 == "unknown" ? svgText("legend.unknown") : $0.0.uppercased())
      } + [
        (.hatch("ifr"), svgText("legend.temporary")),
        (.night, svgText("legend.night")),
        (.windLine, svgText("legend.meanWind")),
        (.gusts, svgText("legend.gusts")),
        (.overlayWind, svgText("legend.overlayWind")),
        (.threshold, svgText("legend.threshold", speedText(Speed(ForecastRow.strongWindKnots, .knots)))),
        (.codes, svgText("legend.codes")),
      ]
    // Nothing is shaded as night without sun times.
    if !timeline.hasSunTimes { entries.removeAll { if case .night = $0.0 { return true } else { return false } } }
    for group in codes {
      let words = weatherWords(group)
      entries.append((.code, words == group.code ? group.code : svgText("legend.weather", group.code, words)))
    }
    var items: [(mark: LegendMark, label: String, x: Double, y: Double)] = []
    var x = 16.0
    var y = top
    for (mark, label) in entries {
      let markWidth: Double
      switch mark {
      case .codes, .code: markWidth = 0
      default: markWidth = 22
      }
      let width = markWidth + textWidth(label, size: 11, bold: mark.isCodes) + 18
      // The wind entries and the codes start a row of their own.
      let startsRow: Bool
      switch mark {
      case .windLine, .codes: startsRow = true
      default: startsRow = false
      }
      if x + width > Self.width - 16 || (startsRow && x > 16) {
        x = 16
        y += 20
      }
      items.append((mark, label, x, y))
      x += width
    }
    return (items, y + 12)
  }

  mutating func drawLegend(_ items: [(mark: LegendMark, label: String, x: Double, y: Double)]) {
    out += "<g id=\"legend\">\n"
    for item in items {
      let (x, y) = (item.x, item.y)
      switch item.mark {
      case .solid(let color):
        rect(x: x, y: y - 5, width: 16, height: 12, fill: color, extra: "")
      case .hatch(let name):
        rect(
          x: x, y: y - 5, width: 16, height: 12, fill: "url(#hatch-\(name))",
          extra: " stroke=\"\(Self.palette.first { $0.0 == name }?.1 ?? "#8a8f98")\" stroke-width=\"1.5\"")
      case .night:
        rect(x: x, y: y - 5, width: 16, height: 12, fill: "#23305c", extra: "")
      case .windLine:
        line(x1: x, y1: y + 1, x2: x + 16, y2: y + 1, stroke: "#0b3d91", width: 2.5, extra: "")
      case .gusts:
        rect(x: x, y: y - 5, width: 16, height: 12, fill: "#7fb3e6", extra: " fill-opacity=\"0.55\"")
        line(
          x1: x, y1: y - 5, x2: x + 16, y2: y - 5, stroke: "#1f5fa8", width: 1.5,
          extra: " stroke-dasharray=\"3 2\"")
      case .overlayWind:
        line(
          x1: x, y1: y + 1, x2: x + 16, y2: y + 1, stroke: "#8e44ad", width: 2,
          extra: " stroke-dasharray=\"1.5 3\" stroke-linecap=\"round\"")
      case .threshold:
        line(
          x1: x, y1: y + 1, x2: x + 16, y2: y + 1, stroke: "#d35400", width: 1.2,
          extra: " stroke-dasharray=\"6 4\"")
      case .codes, .code:
        text(
          item.label, x: x, y: y + 5, size: 11, weight: item.mark.isCodes ? "bold" : nil, fill: "#333333")
        continue
      }
      text(item.label, x: x + 22, y: y + 5, size: 11, fill: "#333333")
    }
    out += "</g>\n"
  }
}
