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
    // Sampled as every sweep samples the corpus (all of it with AVIATIONWEATHER_FULL_CORPUS=1).
    let sample = try CorpusSweep.lines("taf_corpus.txt", every: CorpusSweep.tafStride)
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
      if record["kind"] as? String == "error" {
        let message = record["error"] as? String ?? ""
        if message.contains("is not in the station directory") {
          let taf = try TAF(raw)
          #expect(directory[taf.station] == nil)
          unknownStations.insert(taf.station)
          withSun += 1  // counted as a miss: its validity may hold a sunrise or sunset
        }
        continue
      }
      #expect(record["kind"] as? String == "timeline")
      let taf = try TAF(raw)
      // NIL, cancelled and FCST NOT AVBL TAFs have no rows and need no position.
      if taf.isNil || taf.isCancelled || taf.isNotAvailable { continue }
      let station = try #require(directory[taf.station], "\(taf.station)")
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
    // An unknown station is an error record, so the run exits 1; the rest are all there.
    #expect(result.status == (unknownStations.isEmpty ? 0 : 1))
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

  @Test func unknownStationIsAnErrorNamingIt() throws {
    let result = try WxparseProcess.run(
      ["--timeline"], input: Data("TAF ZZZZ 091644Z 0918/1024 25010KT CAVOK\n".utf8))
    #expect(result.status == 1)
    #expect(result.stderr.contains("station ZZZZ is not in the station directory"))
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
