import AviationWeather

/// `--alloc-breakdown`: where the METAR decode's allocations come from, counted report by report.
///
/// Each report is decoded twice with the counter on: as given, and cut before ` RMK` (so the
/// difference is what the remarks cost). Reports are then grouped by what they hold.
enum Breakdown {
  struct Bucket {
    var reports = 0
    var allocations: UInt64 = 0
    var mean: Double { reports == 0 ? 0 : Double(allocations) / Double(reports) }
  }

  static func allocations(of line: String) -> (UInt64, METAR?) {
    let (counted, metar) = counts(of: line)
    return (counted.allocations, metar)
  }

  /// The counts of one decode of `line` (the value is released after the count).
  static func counts(of line: String) -> (AllocationCounts, METAR?) {
    var metar: METAR?
    let counted = Allocations.count { metar = try? METAR(line) }
    return (counted, metar)
  }

  static func withoutRemarks(_ line: String) -> String {
    var copy = line
    return copy.withUTF8 { bytes in
      // Find " RMK" followed by a separator or the end.
      var i = 0
      while i + 4 <= bytes.count {
        if bytes[i] == 0x20, bytes[i + 1] == 0x52, bytes[i + 2] == 0x4D, bytes[i + 3] == 0x4B,
          i + 4 == bytes.count || bytes[i + 4] <= 0x20
        {
          return String(decoding: UnsafeBufferPointer(rebasing: bytes[0..<i]), as: UTF8.self)
        }
        i += 1
      }
      return line
    }
  }

  static func run(_ corpus: Corpus) -> String {
    // Warm up (first-use metadata, lazy globals) so the counts are steady-state.
    for line in corpus.lines.prefix(1000) { _ = try? METAR(line) }

    var histogram: [UInt64: Int] = [:]
    // The reports that allocate most, and most that their own decode frees again (its work).
    var worst: [(allocations: UInt64, transient: UInt64, line: String)] = []
    var all = Bucket()
    var cut = Bucket()
    var withRemarks = Bucket()
    var withRemarksCut = Bucket()
    var bySky: [Int: Bucket] = [:]
    var byWeather: [Int: Bucket] = [:]
    var byTrends: [Bool: Bucket] = [:]
    var byUnparsed: [Bool: Bucket] = [:]
    var byRVR: [Bool: Bucket] = [:]
    var byRecent: [Bool: Bucket] = [:]
    // The floor with today's model: one allocation per non-empty array (sky layers and weather
    // groups only from the third: the first two are inline), plus one per String longer than 15
    // bytes (Swift keeps up to 15 UTF-8 bytes inline).
    var floorArrays = 0
    var floorRemarkText = 0
    var floorRemarkTokens = 0
    var floorOtherStrings = 0
    func arrays(_ c: WeatherConditions) -> Int {
      (c.weather.isInline ? 0 : 1) + (c.sky.isInline ? 0 : 1) + (c.windShear.isEmpty ? 0 : 1)
    }
    for line in corpus.lines {
      let (counted, metar) = counts(of: line)
      let n = counted.allocations
      worst.append((n, counted.frees, line))
      guard let metar else { continue }
      floorArrays += arrays(metar.conditions) + metar.trends.reduce(0) { $0 + arrays($1.conditions) }
      for empty in [
        metar.runwayVisualRanges.isEmpty, metar.recentWeather.isEmpty, metar.runwayStates.isEmpty,
        metar.cloudLocations.isEmpty, metar.colorStates.isEmpty, metar.trends.isEmpty, metar.unparsed.isEmpty,
      ] where !empty { floorArrays += 1 }
      floorOtherStrings += metar.unparsed.filter { $0.text.utf8.count > 15 }.count
      if let remarks = metar.remarks {
        if remarks.text.utf8.count > 15 { floorRemarkText += 1 }
        if !remarks.undecoded.isEmpty { floorRemarkTokens += 1 }
        floorOtherStrings += remarks.undecoded.filter { $0.text.utf8.count > 15 }.count
      }
      histogram[n, default: 0] += 1
      all.reports += 1
      all.allocations += n
      let stripped = withoutRemarks(line)
      let (m, cutMETAR) = allocations(of: stripped)
      cut.reports += 1
      cut.allocations += m
      if metar.remarks != nil {
        withRemarks.reports += 1
        withRemarks.allocations += n
        withRemarksCut.reports += 1
        withRemarksCut.allocations += m
      }
      // Group the report cut before RMK by the rest of its content.
      guard let body = cutMETAR else { continue }
      func add<K: Hashable>(_ table: inout [K: Bucket], _ key: K) {
        table[key, default: Bucket()].reports += 1
        table[key, default: Bucket()].allocations += m
      }
      // Only reports whose other arrays are empty, so the bucket isolates one array.
      let trendsEmpty = body.trends.isEmpty
      let othersEmpty =
        body.unparsed.isEmpty && body.runwayVisualRanges.isEmpty && body.recentWeather.isEmpty
        && body.runwayStates.isEmpty && body.cloudLocations.isEmpty && body.colorStates.isEmpty
        && body.conditions.windShear.isEmpty
      if trendsEmpty, othersEmpty, body.weather.isEmpty { add(&bySky, min(body.sky.count, 5)) }
      if trendsEmpty, othersEmpty, body.sky.count == 1 { add(&byWeather, min(body.weather.count, 4)) }
      add(&byTrends, !body.trends.isEmpty)
      add(&byUnparsed, !body.unparsed.isEmpty)
      add(&byRVR, !body.runwayVisualRanges.isEmpty)
      add(&byRecent, !body.recentWeather.isEmpty)
    }

    func f(_ x: Double) -> String { Table.format(x, decimals: 2) }
    var out = "METAR decode allocations, report by report (\(all.reports) reports)\n"
    out += "  mean per report: \(f(all.mean)); cut before RMK: \(f(cut.mean))\n"
    out += "  reports with remarks: \(withRemarks.reports), mean \(f(withRemarks.mean)) as given,"
    out += " \(f(withRemarksCut.mean)) cut before RMK: remarks cost \(f(withRemarks.mean - withRemarksCut.mean)) each\n"
    let r = Double(all.reports)
    out += "  floor with today's model (one allocation per non-empty array, sky and weather from the third, per String > 15 bytes): "
    out += "arrays \(f(Double(floorArrays) / r)) + remarks text \(f(Double(floorRemarkText) / r))"
    out +=
      " + remarks token array \(f(Double(floorRemarkTokens) / r)) + long token strings \(f(Double(floorOtherStrings) / r))"
    out += " = \(f(Double(floorArrays + floorRemarkText + floorRemarkTokens + floorOtherStrings) / r)) per report\n"
    out += "  histogram (allocations: reports): "
    out += histogram.sorted { $0.key < $1.key }.map { "\($0.key): \($0.value)" }.joined(separator: ", ") + "\n"
    out += "  cut before RMK, no weather/trends/other arrays, by sky layers: "
    out +=
      bySky.sorted { $0.key < $1.key }.map {
        "\($0.key)\($0.key == 5 ? "+" : ""): \(f($0.value.mean)) (\($0.value.reports))"
      }
      .joined(separator: ", ") + "\n"
    out += "  cut before RMK, one sky layer, no trends/other arrays, by weather groups: "
    out +=
      byWeather.sorted { $0.key < $1.key }.map {
        "\($0.key)\($0.key == 4 ? "+" : ""): \(f($0.value.mean)) (\($0.value.reports))"
      }.joined(separator: ", ") + "\n"
    out += "  most allocations (allocations, of them freed within the decode: report):\n"
    for w in worst.sorted(by: { ($0.allocations, $0.transient) > ($1.allocations, $1.transient) }).prefix(12) {
      out += "    \(w.allocations), \(w.transient): \(w.line)\n"
    }
    out += "  most freed within the decode (allocations, of them freed: report):\n"
    for w in worst.sorted(by: { ($0.transient, $0.allocations) > ($1.transient, $1.allocations) }).prefix(12) {
      out += "    \(w.allocations), \(w.transient): \(w.line)\n"
    }
    func pair(_ name: String, _ table: [Bool: Bucket]) -> String {
      "  cut before RMK, \(name): with \(f(table[true]?.mean ?? 0)) (\(table[true]?.reports ?? 0)),"
        + " without \(f(table[false]?.mean ?? 0)) (\(table[false]?.reports ?? 0))\n"
    }
    out += pair("trends", byTrends)
    out += pair("unparsed tokens", byUnparsed)
    out += pair("RVR", byRVR)
    out += pair("recent weather", byRecent)
    return out
  }
}
