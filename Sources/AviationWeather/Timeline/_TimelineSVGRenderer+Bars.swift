import Foundation

// What is drawn: the spans of prevailing conditions, the bars of the overlays and changes in
// progress (matched row to row through a hash table), their lanes, their labels, and the nights.
extension _TimelineSVGRenderer {
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
}
