import Foundation
import TestSupport
import Testing

@testable import AviationWeather

/// Values built by a public initialiser or decoded from JSON are not range-checked: every one
/// must describe, convert, encode and build a timeline without trapping (issue 19 item 9). The
/// values are real records (Fixtures/records.jsonl, `wxparse --json` on the fixtures) with one
/// number made extreme.
@Suite("Values from JSON and public initialisers never trap")
struct CodableTrapTests {
  /// The issue's shape: a base a few feet below `Int.max`, so base plus thickness overflows.
  /// The layer is described from its base; the top that cannot be computed is left out.
  @Test func icingAndTurbulenceWithAnOverflowingTop() throws {
    let icing = IcingForecast(code: 1, baseFeet: Int.max - 5, thicknessFeet: 100)
    expectEqual(icing.description, "Light icing from out of range")
    expectNil(icing.topFeet)
    expectEqual(icing.describe(in: .metric), "Light icing from out of range")
    let turbulence = TurbulenceForecast(code: 5, baseFeet: Int.max - 5, thicknessFeet: 100)
    expectEqual(turbulence.description, "Frequent moderate turbulence in cloud from out of range")
    expectNil(turbulence.topFeet)
    expectEqual(turbulence.describe(in: .metric), "Frequent moderate turbulence in cloud from out of range")
    // A group as a report sends it (the KPOB TAF of the corpus: 530002, code 3 = frequent
    // moderate turbulence in clear air, from the surface, 2,000 ft thick) keeps its top.
    let real = try #require(decodeToken("530002", TurbulenceForecast.decode))
    expectEqual(real.description, "Frequent moderate turbulence in clear air from the surface to 2,000 ft")
    expectEqual(real.describe(in: .metric), "Frequent moderate turbulence in clear air from the surface to 600 m")
  }

  /// An icing code outside the code table's 0–9 (from JSON) is no intensity: not "severe".
  @Test func icingCodeOutsideTheTableIsUnknown() throws {
    for code in [10, -1, Int.max, Int.min] {
      let icing = IcingForecast(code: code, baseFeet: 1000, thicknessFeet: 2000)
      expectNil(icing.intensity)
      expectNil(icing.location)
      expectEqual(icing.description, "Icing (type \(code) is not in the code table) from 1,000 ft to 3,000 ft")
    }
    // A group of the corpus (620105: code 2, light icing in cloud) keeps its reading.
    let real = try #require(decodeToken("620105", IcingForecast.decode))
    expectEqual(real.intensity, .light)
    expectEqual(real.location, .inCloud)
  }

  /// Every number of every record in Fixtures/records.jsonl (METARs with each group and remark,
  /// TAFs with icing, turbulence, temperatures and probabilities, timelines, an error), one at a
  /// time replaced by `Int.max`, `Int.min` and `-1e308`: each record that still decodes describes
  /// (as reported, metric, imperial), gives its flight category and humidity, encodes, and a TAF
  /// builds a timeline. Run in a child process, so that a trap fails this test only. Every
  /// variant with `AVIATIONWEATHER_FULL_CORPUS=1` (CI's sweep stage); every other variant of a
  /// record in the README's debug run (CorpusSweep): each number still meets one or two of the
  /// three extremes, and each extreme many numbers.
  @Test func everyNumberMadeExtremeInRealRecords() async throws {
    await #expect(processExitsWith: .success) {
      var decoded = 0
      for line in try Fixture.lines("records.jsonl") {
        for (index, hostile) in extremeVariants(of: line).enumerated() where CorpusSweep.includes(index, every: 2) {
          guard let record = try? JSONDecoder().decode(Record.self, from: hostile) else { continue }
          decoded += 1
          exercise(record)
        }
      }
      // Most variants still decode: the sweep reaches the descriptions, not only the decoder.
      if decoded < (CorpusSweep.isFull ? 2000 : 1000) { exit(1) }
    }
  }
}

extension CodableTrapTests {
  /// Dates no record holds, by the public initialisers (JSON takes only years 1000–9999): rows,
  /// a timeline and a timeline record at a NaN, infinite and far dates describe, find their rows
  /// and write JSON without trapping; a row's time that cannot be placed reads `--:--`, and a
  /// record whose dates cannot be written in the record format is not written: `Codable` throws
  /// an error that can be printed (it once held the `Date`, whose description traps on NaN).
  @Test func timelinesAtDatesNoRecordHolds() async throws {
    let taf = try TAF("TAF EGLL 091100Z 0912/1018 24012KT 9999 SCT030 TEMPO 0912/0916 7000 -RA")
    let real = try #require(ForecastTimeline(taf: taf, referenceDate: utc(2026, 1, 9), latitude: 51.5, longitude: -0.5))
    let odd = [Double.nan, .infinity, -.infinity, 1e300, -1e300].map { Date(timeIntervalSince1970: $0) }
    for date in odd {
      var row = real.rows[0]
      row.date = date
      expectEqual(row.timeText(in: TimeZone(identifier: "UTC")!, clock: .twentyFourHour), "--:--")
      let record = TimelineRecord(
        station: "EGLL", start: date, end: date, isNil: false, isCancelled: false, rows: [row], raw: taf.raw,
        unparsed: [], repaired: [], line: 1)
      var json: [UInt8] = []
      #expect(!record.writeJSON(into: &json))
      // The error holds the seconds since 1970, not the Date: printing a NaN Date traps in
      // Foundation, and an app prints the errors it catches.
      do {
        _ = try JSONEncoder().encode(record)
        Issue.record("a record at \(date.timeIntervalSince1970) s encodes")
      } catch EncodingError.invalidValue(let value, let context) {
        let seconds = try #require(value as? Double)
        #expect(seconds == date.timeIntervalSince1970 || (seconds.isNaN && date.timeIntervalSince1970.isNaN))
        expectEqual(context.debugDescription, "start is not an instant of the years 1000–9999")
        #expect(String(describing: EncodingError.invalidValue(value, context)).contains("start is not an instant"))
      }
    }
    await #expect(processExitsWith: .success) {
      let taf = try TAF("TAF EGLL 091100Z 0912/1018 24012KT 9999 SCT030 TEMPO 0912/0916 7000 -RA")
      let real = ForecastTimeline(taf: taf, referenceDate: utc(2026, 1, 9), latitude: 51.5, longitude: -0.5)
      guard let real else { exit(2) }
      let odd = [Double.nan, .infinity, -.infinity, 1e300, -1e300].map { Date(timeIntervalSince1970: $0) }
      for date in odd {
        let rows = real.rows.map { row -> ForecastRow in
          var row = row
          row.date = date
          return row
        }
        for (start, end) in [(date, real.end), (real.start, date), (date, date)] {
          exercise(ForecastTimeline(station: "EGLL", start: start, end: end, rows: rows))
          exercise(ForecastTimeline(station: "EGLL", start: start, end: end, rows: real.rows))
          let record = TimelineRecord(
            station: "EGLL", start: start, end: end, isNil: false, isCancelled: false, rows: rows, raw: taf.raw,
            unparsed: [], repaired: [], line: 1)
          exercise(.timeline(record))
        }
        _ = ForecastTimeline(taf: taf, referenceDate: date, latitude: 51.5, longitude: -0.5)
        _ = ForecastTimeline(taf: taf, referenceDate: date, sunTransitions: [SunTransition(kind: .sunrise, date: date)])
        _ = TimelineRecord(taf: taf, timeline: nil, referenceDate: date, line: 1)
        var resolved = taf
        resolved.resolveDates(relativeTo: date)
        resolved.resolveDates(receivedAt: date)
      }
    }
  }
}

/// The record's JSON once for each of its first 400 numbers (timelines repeat their rows) and
/// each extreme value, that number replaced; numbers are found outside strings.
private func extremeVariants(of line: String) -> [Data] {
  let bytes = Array(line.utf8)
  var numbers: [Range<Int>] = []
  var inString = false
  var i = 0
  while i < bytes.count, numbers.count < 400 {
    let c = bytes[i]
    if inString {
      if c == UInt8(ascii: "\\") { i += 1 } else if c == UInt8(ascii: "\"") { inString = false }
      i += 1
    } else if c == UInt8(ascii: "\"") {
      inString = true
      i += 1
    } else if c == UInt8(ascii: "-") || (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(c) {
      let start = i
      while i < bytes.count, !",]}".utf8.contains(bytes[i]) { i += 1 }
      numbers.append(start..<i)
    } else {
      i += 1
    }
  }
  return numbers.flatMap { range in
    ["\(Int.max)", "\(Int.min)", "-1e308"].map { extreme in
      Data(bytes[..<range.lowerBound] + Array(extreme.utf8) + bytes[range.upperBound...])
    }
  }
}

/// Everything a reader of a record may ask of it (also used for the codable fuzzer's crash
/// regressions in PropertyTests).
func exercise(_ record: Record) {
  let reference = Date(timeIntervalSince1970: 1_795_478_400)  // 2026-11-24
  do { _ = try JSONEncoder().encode(record) } catch { _ = String(describing: error) }
  switch record {
  case .metar(let metar):
    _ = metar.description
    for units in unitSystems { _ = metar.describe(in: units) }
    _ = (metar.flightCategory, metar.relativeHumidity, metar.possibleFlightCategories, metar.observedAt)
    var resolved = metar
    resolved.resolveDates(relativeTo: reference)
    resolved.resolveDates(receivedAt: reference)
    var json: [UInt8] = []
    _ = metar.writeJSON(into: &json)
  case .taf(let taf):
    _ = taf.description
    for units in unitSystems { _ = taf.describe(in: units) }
    var json: [UInt8] = []
    _ = taf.writeJSON(into: &json)
    var resolved = taf
    resolved.resolveDates(relativeTo: reference)
    resolved.resolveDates(receivedAt: reference)
    _ = resolved.forecasts.map { resolved.dates(of: $0) }
    if let timeline = ForecastTimeline(taf: taf, referenceDate: reference, latitude: 51.5, longitude: 0) {
      exercise(timeline)
      var json: [UInt8] = []
      _ = TimelineRecord(taf: taf, timeline: timeline, referenceDate: reference, line: 1).writeJSON(into: &json)
    }
  case .timeline(let record):
    for units in unitSystems { _ = record.describe(in: units) }
    var json: [UInt8] = []
    _ = record.writeJSON(into: &json)
    if let start = record.start, let end = record.end {
      exercise(ForecastTimeline(station: record.station, start: start, end: end, rows: record.rows))
    }
  case .error(let error):
    var json: [UInt8] = []
    error.writeJSON(into: &json)
  }
}

private let unitSystems: [UnitSystem?] = [nil, .metric, .imperial]

/// A timeline's texts, and its rows at and from its start, middle and end.
private func exercise(_ timeline: ForecastTimeline) {
  for units in unitSystems { _ = timeline.describe(in: units) }
  let middle = Date(
    timeIntervalSince1970: timeline.start.timeIntervalSince1970 / 2 + timeline.end.timeIntervalSince1970 / 2)
  for instant in [timeline.start, middle, timeline.end.addingTimeInterval(-1), timeline.end] {
    _ = (timeline.row(at: instant), timeline.rows(from: instant))
  }
}
