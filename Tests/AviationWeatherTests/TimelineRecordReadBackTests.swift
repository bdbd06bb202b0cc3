import Foundation
import TestSupport
import Testing

@testable import AviationWeather

/// The timeline record (`wxparse --json --timeline`) is one description
/// (`TimelineRecord+Record.swift`): what the fast writer writes and what `JSONEncoder` writes
/// both decode back to the record they came from, for every TAF of the fixtures (every 4th in a
/// debug run: `CorpusSweep`), with and
/// without sun times, and the members written only sometimes (`start` and `end`, `isDaylight`,
/// `flightCategory`, `isWindowClamped`, `unplacedGroups`) each both present and absent.
@Suite struct TimelineRecordReadBackTests {
  @Test func everyFixtureTimelineRecordReadsBack() throws {
    let reference = Date(timeIntervalSince1970: 1_795_478_400)  // 2026-11-24
    var compared = 0
    var seen: Set<String> = []
    // Every 4th TAF in a contributor's debug run; every TAF with AVIATIONWEATHER_FULL_CORPUS=1
    // (CI's sweep stage, `sweep_suites` in .ci/run).
    let sample = CorpusSweep.sample(
      try Fixture.lines("taf_corpus.txt") + Fixture.lines("taf_unknown_stations.txt"), every: CorpusSweep.tafStride)
    let lines = sample.lines
    for (index, text) in lines.enumerated() {
      let taf = try TAF(text, options: .lenient)
      // Half with the sun times of a position (rows with `isDaylight`), half without.
      let timeline =
        index.isMultiple(of: 2)
        ? ForecastTimeline(taf: taf, referenceDate: reference, latitude: 64.2, longitude: -51.7)
        : ForecastTimeline(taf: taf, referenceDate: reference)
      let record = TimelineRecord(taf: taf, timeline: timeline, referenceDate: reference, line: index + 1)
      var written: [UInt8] = []
      #expect(record.writeJSON(into: &written), "\(text)")
      let fromWriter = try JSONDecoder().decode(TimelineRecord.self, from: Data(written))
      let fromEncoder = try JSONDecoder().decode(TimelineRecord.self, from: JSONEncoder().encode(record))
      if fromWriter != record || fromEncoder != record {
        Issue.record("\(index + 1): \(text)")
        continue
      }
      compared += 1
      let json = String(decoding: written, as: UTF8.self)
      for member in ["\"start\"", "\"isDaylight\"", "\"flightCategory\"", "\"isWindowClamped\"", "\"unplacedGroups\""] {
        seen.insert((json.contains(member) ? "with " : "without ") + member)
      }
    }
    #expect(compared == lines.count && sample.fullCount == 2489)
    // `isWindowClamped` and `unplacedGroups` are written for 2 and 1 of the 2,489 TAFs: only the
    // whole corpus (CI's sweep) is sure to hold them; a sample holds at least the 8 others.
    if sample.isFull {
      #expect(seen.count == 10, "\(seen.sorted())")
    } else {
      #expect(seen.count >= 8, "\(seen.sorted())")
    }
  }

  /// A record without the members written only sometimes, and one as written before they
  /// existed (no `isNotAvailable`, `warnings`, `unplacedGroups`), read as their defaults.
  @Test func absentMembersReadAsTheirDefaults() throws {
    let json = """
      {"schemaVersion":1,"kind":"timeline","station":"KXYZ","isNil":false,"isCancelled":false,\
      "rows":[{"kind":"step","date":"2026-11-24T12:00:00Z","isFromTime":false,"prevailing":{"weather":[],"sky":[],\
      "isCAVOK":false,"isNoSignificantWeather":false,"windShear":[]},"changesInProgress":[],"overlays":[{"kind":"TEMPO",\
      "start":"2026-11-24T12:00:00Z","end":"2026-11-24T14:00:00Z","conditions":{"weather":[],"sky":[],"isCAVOK":false,\
      "isNoSignificantWeather":false,"windShear":[]},"resulting":{"weather":[],"sky":[],"isCAVOK":false,\
      "isNoSignificantWeather":false,"windShear":[]}}]}],"raw":"TAF KXYZ","unparsed":[],"repaired":[],"line":3}
      """
    let record = try JSONDecoder().decode(TimelineRecord.self, from: Data(json.utf8))
    #expect(record.start == nil && record.end == nil && !record.isNotAvailable && record.warnings.isEmpty)
    #expect(record.unplacedGroups.isEmpty && record.line == 3 && record.rows.count == 1)
    let row = try #require(record.rows.first)
    #expect(row.isDaylight == nil && row.flightCategory == nil && row.ceilingFeet == nil && row.unplacedGroups.isEmpty)
    let overlay = try #require(row.overlays.first)
    #expect(!overlay.isWindowClamped && overlay.kind == .temporary && overlay.probability == nil)
    #expect(overlay.end.timeIntervalSince(overlay.start) == 7200)
    // Written again, the same text: nothing absent is added.
    var written: [UInt8] = []
    #expect(record.writeJSON(into: &written))
    let expected = json.replacingOccurrences(of: "\"isCancelled\":false,", with: "\"isCancelled\":false,\"isNotAvailable\":false,")
      .replacingOccurrences(of: "\"repaired\":[],", with: "\"repaired\":[],\"warnings\":[],")
    #expect(String(decoding: written, as: UTF8.self) == expected)
  }
}
