import AviationWeather
import AviationWeatherStations
import Foundation
import TestSupport
import Testing

/// `wxparse --timeline` with no `--lat/--lon` (issue 31): each TAF's sunrise and sunset are
/// computed at its own station, found in the bundled directory.
@Suite struct StationTimelineTests {
  /// The sunrise and sunset rows of a timeline record (`kind`, date), read from its JSON.
  static func sunRows(_ record: [String: Any]) -> [(String, Date)] {
    let formatter = ISO8601DateFormatter()
    let rows = record["rows"] as? [[String: Any]] ?? []
    return rows.compactMap { row in
      guard let kind = row["kind"] as? String, kind == "sunrise" || kind == "sunset",
        let text = row["date"] as? String, let date = formatter.date(from: text)
      else { return nil }
      return (kind, date)
    }
  }

  @Test func corpusSunRowsAreAtEachStation() throws {
    let reference = "2025-11-09"
    let referenceDate = utc(2025, 11, 9, 12)
    // Every 8th TAF in the README's debug run (all of them with AVIATIONWEATHER_FULL_CORPUS=1).
    let sample = try CorpusSweep.lines("taf_corpus.txt", every: CorpusSweep.tafStride * 2)
    let input = Data(sample.lines.map { $0 + "\n" }.joined().utf8)
    let result = try WxparseProcess.run(["--timeline", "--json", "--reference-date", reference], input: input)
    let directory = AviationWeatherStations.directory
    var withSun = 0
    var matching = 0
    var unknownStations = Set<String>()
    var stationsChecked = Set<String>()
    for line in result.stdoutData.split(separator: UInt8(ascii: "\n")) {
      let record = try #require(try JSONSerialization.jsonObject(with: Data(line)) as? [String: Any])
      let raw = try #require(record["raw"] as? String)
      #expect(record["kind"] as? String == "timeline")
      let taf = try TAF(raw)
      // NIL, cancelled and FCST NOT AVBL TAFs have no rows and need no position.
      if taf.isNil || taf.isCancelled || taf.isNotAvailable { continue }
      guard let station = directory[taf.station] else {
        // Not in the directory: rows without sun (no sunrise or sunset, no day or night).
        let rows = record["rows"] as? [[String: Any]] ?? []
        #expect(!rows.isEmpty && rows.allSatisfy { $0["isDaylight"] == nil } && Self.sunRows(record).isEmpty)
        unknownStations.insert(taf.station)
        withSun += 1  // counted as a miss: its validity may hold a sunrise or sunset
        continue
      }
      guard
        let expected = ForecastTimeline(
          taf: taf, referenceDate: referenceDate, latitude: station.latitude, longitude: station.longitude)
      else { continue }
      let expectedSun = expected.rows.filter { $0.kind == .sunrise || $0.kind == .sunset }
      guard !expectedSun.isEmpty else { continue }
      withSun += 1
      let found = Self.sunRows(record)
      let agrees =
        found.count == expectedSun.count
        && zip(found, expectedSun).allSatisfy { $0.0 == $1.kind.rawValue && abs($0.1.timeIntervalSince($1.date)) <= 1 }
      #expect(agrees, "\(taf.station): \(found) against \(expectedSun.map(\.date))")
      if agrees {
        matching += 1
        stationsChecked.insert(taf.station)
      }
    }
    // The bar: the right sun rows for at least 97 % of the TAFs whose validity holds a
    // sunrise or sunset at their station.
    #expect(withSun > sample.atLeast(1_000))
    #expect(Double(matching) >= 0.97 * Double(withSun), "\(matching) of \(withSun); unknown: \(unknownStations.sorted())")
    #expect(stationsChecked.count > sample.atLeast(150))
    // A station not in the directory still gets its rows: every report decoded, exit 0, and
    // each such station named once on standard error.
    #expect(result.status == 0)
    #expect(result.stderrLines.count == unknownStations.count)
    print("corpusSunRowsAreAtEachStation: \(matching) of \(withSun) TAFs with a sunrise or sunset right, \(unknownStations.count) stations not in the directory")
  }

  @Test func positionDiffersByStationAndFlagsOverride() throws {
    // Sydney and Heathrow in one stream: each gets its own sunrise; --lat/--lon put both at one place.
    let corpus = try Fixture.lines("taf_corpus.txt")
    let sydney = try #require(corpus.first { $0.hasPrefix("TAF YSSY ") })
    let input = Data((sydney + "\n" + sydney.replacingOccurrences(of: "TAF YSSY ", with: "TAF EGLL ") + "\n").utf8)
    let perStation = try WxparseProcess.run(["--timeline", "--json", "--reference-date", "2025-11-09"], input: input)
    #expect(perStation.status == 0)
    let records = try perStation.stdoutData.split(separator: UInt8(ascii: "\n")).map {
      try #require(try JSONSerialization.jsonObject(with: Data($0)) as? [String: Any])
    }
    #expect(records.count == 2)
    let sydneySun = Self.sunRows(records[0])
    let londonSun = Self.sunRows(records[1])
    #expect(!sydneySun.isEmpty && !londonSun.isEmpty)
    // Both validities start at night: Sydney's sunrise is near 18:47Z, London's near 07:10Z.
    #expect(sydneySun.first?.0 == "sunrise" && londonSun.first?.0 == "sunrise")
    if let sydneyRise = sydneySun.first?.1, let londonRise = londonSun.first?.1 {
      #expect(londonRise.timeIntervalSince(sydneyRise) > 10 * 3600)
    }
    let overridden = try WxparseProcess.run(
      ["--timeline", "--json", "--reference-date", "2025-11-09", "--lat", "51.4706", "--lon", "-0.46194"], input: input)
    let both = try overridden.stdoutData.split(separator: UInt8(ascii: "\n")).map {
      Self.sunRows(try #require(try JSONSerialization.jsonObject(with: Data($0)) as? [String: Any]))
    }
    #expect(both.count == 2)
    #expect(both[0].map(\.1) == londonSun.map(\.1) && both[1].map(\.1) == londonSun.map(\.1))
  }

  /// Each record's JSON line parsed, with its rows as they would be without sun times when
  /// `droppingSun` (no sunrise or sunset rows, no `isDaylight`), written again with sorted keys.
  static func canonicalRecords(_ output: Data, droppingSun: Bool) throws -> [Data] {
    try output.split(separator: UInt8(ascii: "\n")).map {
      var record = try #require(try JSONSerialization.jsonObject(with: Data($0)) as? [String: Any])
      if droppingSun, let rows = record["rows"] as? [[String: Any]] {
        record["rows"] = rows.filter { $0["kind"] as? String != "sunrise" && $0["kind"] as? String != "sunset" }
          .map { row in row.filter { $0.key != "isDaylight" } }
      }
      return try JSONSerialization.data(withJSONObject: record, options: [.sortedKeys])
    }
  }

  /// The warning line for a station not in the directory, as wxparse writes it.
  static func noPositionLine(_ place: String, _ station: String) -> String {
    "wxparse: \(place): warning: station \(station) is not in the station directory: its timelines have no"
      + " sunrise or sunset rows (--lat and --lon give a position)"
  }

  /// Real TAFs whose stations the directory does not know (CYBN, ENHE, ENLE twice, ENSL with two
  /// NIL TAFs, GQNO, UTST): their rows are those a position gives, minus the sun; exit 0; each
  /// station named once on standard error at its first TAF with rows.
  @Test func unknownStationsGiveTheirRowsWithoutSun() throws {
    let input = Data(try Fixture.lines("taf_unknown_stations.txt").map { $0 + "\n" }.joined().utf8)
    let plain = ["--timeline", "--json", "--reference-date", "2025-11-09"]
    let unplaced = try WxparseProcess.run(plain, input: input)
    #expect(unplaced.status == 0)
    #expect(
      unplaced.stderrLines.map(String.init) == [
        Self.noPositionLine("line 1", "CYBN"), Self.noPositionLine("line 2", "ENHE"),
        Self.noPositionLine("line 3", "ENLE"), Self.noPositionLine("line 7", "ENSL"),
        Self.noPositionLine("line 8", "GQNO"), Self.noPositionLine("line 9", "UTST"),
      ])
    let placed = try WxparseProcess.run(plain + ["--lat", "61", "--lon", "5"], input: input)
    #expect(placed.status == 0 && placed.stderr.isEmpty)
    let records = try unplaced.stdoutData.split(separator: UInt8(ascii: "\n")).map {
      try #require(try JSONSerialization.jsonObject(with: Data($0)) as? [String: Any])
    }
    #expect(records.count == 9)
    #expect(records.allSatisfy { $0["kind"] as? String == "timeline" })
    let rowCounts = records.map { ($0["rows"] as? [[String: Any]] ?? []).count }
    // The two NIL TAFs of ENSL (lines 5 and 6) have no rows; the others all have theirs.
    #expect(rowCounts.enumerated().allSatisfy { ($0.offset == 4 || $0.offset == 5) == ($0.element == 0) })
    for record in records {
      let rows = record["rows"] as? [[String: Any]] ?? []
      #expect(rows.allSatisfy { $0["isDaylight"] == nil })
      #expect(Self.sunRows(record).isEmpty)
    }
    // With a position the same records, plus sunrise, sunset and day or night.
    let placedRecords = try placed.stdoutData.split(separator: UInt8(ascii: "\n")).map {
      try #require(try JSONSerialization.jsonObject(with: Data($0)) as? [String: Any])
    }
    #expect(placedRecords.filter { !Self.sunRows($0).isEmpty }.count == 7)
    #expect(
      try Self.canonicalRecords(placed.stdoutData, droppingSun: true)
        == Self.canonicalRecords(unplaced.stdoutData, droppingSun: false))
  }

  /// Several reports per station, in several batches and on several threads: still one line per
  /// station, at its first report, and the same standard error whatever the threads; `--summary`
  /// counts the stations and the timelines.
  @Test(arguments: ["1", "3"]) func unknownStationNamedOncePerRun(threads: String) throws {
    let unknown = try Fixture.lines("taf_unknown_stations.txt")
    // Known stations between the repeats put them in a later batch (512 reports each): the
    // first copy in the first batch, the other two in the second.
    let known = try Fixture.lines("taf_corpus.txt").prefix(600).filter { !unknown.contains($0) }
    #expect(unknown.count + known.count > 512)
    let lines = unknown + known + unknown + unknown
    let input = Data(lines.map { $0 + "\n" }.joined().utf8)
    let result = try WxparseProcess.run(
      ["--timeline", "--json", "--summary", "--threads", threads, "--reference-date", "2025-11-09"], input: input)
    #expect(result.status == 0)
    let warnings = result.stderrLines.filter { $0.contains("is not in the station directory: its timelines") }
    #expect(
      warnings.map(String.init) == [
        Self.noPositionLine("line 1", "CYBN"), Self.noPositionLine("line 2", "ENHE"),
        Self.noPositionLine("line 3", "ENLE"), Self.noPositionLine("line 7", "ENSL"),
        Self.noPositionLine("line 8", "GQNO"), Self.noPositionLine("line 9", "UTST"),
      ])
    // 7 timelines with rows per copy of the fixture, 3 copies.
    #expect(result.stderrLines.last == "wxparse: 6 stations not in the station directory: 21 timelines without sunrise or sunset")
    #expect(result.stdoutLines.count == lines.count)
  }

  /// Plain text: the same lines as with a position, without the sun lines and with the day/night
  /// column blank; the header says why; times in UTC.
  @Test func unknownStationPlainRows() throws {
    let raw = try #require(try Fixture.lines("taf_unknown_stations.txt").first { $0.hasPrefix("TAF GQNO ") })
    let arguments = ["--timeline", "--reference-date", "2025-11-09"]
    let unplaced = try WxparseProcess.run(arguments, input: Data(raw.utf8))
    let placed = try WxparseProcess.run(arguments + ["--lat", "9.4", "--lon", "-0.9"], input: Data(raw.utf8))
    #expect(unplaced.status == 0 && placed.status == 0)
    #expect(
      unplaced.stdoutLines.first
        == "Timeline for GQNO from 2025-11-11 18:00Z to 2025-11-13 00:00Z (no sun times: the station's position is not known)")
    #expect(placed.stdoutLines.first == "Timeline for GQNO from 2025-11-11 18:00Z to 2025-11-13 00:00Z")
    let expected = placed.stdoutLines.dropFirst().filter { !$0.hasSuffix("  Sunrise") && !$0.hasSuffix("  Sunset") }
      .map { $0.replacingOccurrences(of: "Z  day    ", with: "Z         ").replacingOccurrences(of: "Z  night  ", with: "Z         ") }
    #expect(placed.stdoutLines.count - 1 - expected.count == 2)  // a sunrise and a sunset
    #expect(unplaced.stdoutLines.dropFirst().map(String.init) == expected)
  }

  /// `--svg`: the picture is drawn, its sun lane says the sun times are not known and nothing is
  /// shaded as night; a warning on standard error; exit 0.
  @Test func unknownStationPicture() throws {
    let raw = try #require(try Fixture.lines("taf_unknown_stations.txt").first { $0.hasPrefix("TAF GQNO ") })
    let arguments = ["--timeline", "--svg", "--reference-date", "2025-11-09"]
    let unplaced = try WxparseProcess.run(arguments, input: Data(raw.utf8))
    #expect(unplaced.status == 0)
    #expect(unplaced.stderrLines.map(String.init) == [Self.noPositionLine("line 1", "GQNO")])
    #expect(unplaced.stdout.hasSuffix("</svg>\n") && unplaced.stdout.contains("sun times not known"))
    #expect(unplaced.stdout.contains("Sunrise and sunset are not shown: the station&apos;s position is not known."))
    #expect(!unplaced.stdout.contains("#23305c") && !unplaced.stdout.contains("sunrise "))
    let placed = try WxparseProcess.run(arguments + ["--lat", "9.4", "--lon", "-0.9"], input: Data(raw.utf8))
    #expect(placed.status == 0 && placed.stderr.isEmpty)
    #expect(placed.stdout.contains("#23305c") && !placed.stdout.contains("sun times not known"))
  }

  @Test func plainTimesAreTheStationsOwnUnlessAZoneOrAPositionIsGiven() throws {
    let lyon = try #require(try Fixture.lines("taf_corpus.txt").first { $0.hasPrefix("TAF LFLL 072300Z 0800/0906") })
    func run(_ arguments: [String]) throws -> [Substring] {
      let result = try WxparseProcess.run(["--timeline", "--reference-date", "2026-01-07"] + arguments, input: Data(lyon.utf8))
      #expect(result.status == 0)
      return result.stdoutLines
    }
    let local = try run([])
    #expect(local.first == "Timeline for LFLL from 2026-01-08 01:00+01:00 to 2026-01-09 07:00+01:00 (Europe/Paris)")
    #expect(local.dropFirst().first?.hasPrefix("2026-01-08 01:00+01:00  night  ") == true)
    let utcLines = try run(["--time-zone", "UTC"])
    #expect(utcLines.first == "Timeline for LFLL from 2026-01-08 00:00+00:00 to 2026-01-09 06:00+00:00 (GMT)")
    let placed = try run(["--lat", "45.73", "--lon", "5.08"])
    #expect(placed.first == "Timeline for LFLL from 2026-01-08 00:00Z to 2026-01-09 06:00Z")
    // The same rows: only the times are written differently.
    #expect(local.count == placed.count)
    let india = try run(["--time-zone", "Asia/Kolkata"])
    #expect(india.first == "Timeline for LFLL from 2026-01-08 05:30+05:30 to 2026-01-09 11:30+05:30 (Asia/Kolkata)")
  }
}
