import AviationWeather
import Foundation
import TestSupport
import Testing

/// wxparse's records are the library's record format: every METAR and TAF record of both
/// corpus files reads back through the library's `Codable` and writes again to the same bytes;
/// every record says its schema version and kind; `--schema` prints the published schema.
@Suite struct RecordReadBackTests {
  /// Each line of `output` parsed, with its `kind`.
  static func kinds(_ output: Data) throws -> [(line: Data, kind: String)] {
    try output.split(separator: UInt8(ascii: "\n")).map { line in
      let record = try #require(try JSONSerialization.jsonObject(with: Data(line)) as? [String: Any])
      #expect(record["schemaVersion"] as? Int == RecordFormat.schemaVersion)
      return (Data(line), try #require(record["kind"] as? String))
    }
  }

  /// Every corpus METAR (a stride of them unless `AVIATIONWEATHER_FULL_CORPUS=1`: CorpusSweep).
  @Test func metarRecordsReadBackToTheSameBytes() throws {
    let sample = try CorpusSweep.lines("metar_corpus.txt", every: CorpusSweep.metarStride)
    let result = try WxparseProcess.run(
      ["--json", "--reference-date", "2026-11-24"], input: Data((sample.lines.joined(separator: "\n") + "\n").utf8))
    #expect(result.status == 0)
    var compared = 0
    var differing: [String] = []
    for (line, kind) in try Self.kinds(result.stdoutData) {
      #expect(kind == "METAR" || kind == "SPECI")
      let metar = try JSONDecoder().decode(METAR.self, from: line)
      var written: [UInt8] = []
      #expect(metar.writeJSON(into: &written))
      if Data(written) != line, differing.count < 3 { differing.append(String(decoding: line, as: UTF8.self)) }
      compared += 1
    }
    #expect(compared == sample.count)
    #expect(differing.isEmpty, "\(differing)")
  }

  /// Every corpus TAF (a stride of them unless `AVIATIONWEATHER_FULL_CORPUS=1`: CorpusSweep).
  @Test func tafRecordsReadBackToTheSameValues() throws {
    let sample = try CorpusSweep.lines("taf_corpus.txt", every: CorpusSweep.tafStride)
    let result = try WxparseProcess.run(
      ["--json", "--reference-date", "2026-11-24"], input: Data((sample.lines.joined(separator: "\n") + "\n").utf8))
    #expect(result.status == 0)
    var compared = 0
    for (line, kind) in try Self.kinds(result.stdoutData) {
      #expect(kind == "TAF")
      let taf = try JSONDecoder().decode(TAF.self, from: line)
      // The resolved dates were in the record (of every TAF with a validity) and are read back.
      #expect((taf.validFrom != nil && taf.validTo != nil) == (taf.validity != nil))
      // Written again (keys sorted: Foundation's encoder does not keep their order everywhere).
      let again = try JSONDecoder().decode(TAF.self, from: JSONEncoder().encode(taf))
      #expect(again == taf)
      compared += 1
    }
    #expect(compared == sample.count)
  }

  @Test func timelineAndErrorRecordsSayTheirKind() throws {
    let timeline = try WxparseProcess.run(
      ["--json", "--timeline", "--lat", "51.5", "--lon", "0", "--reference-date", "2026-11-24"],
      input: Data("TAF BGJN 091907Z 0919/0922 VRB03KT 9999 BKN020\nKXYZ\n".utf8))
    let kinds = try Self.kinds(timeline.stdoutData).map(\.kind)
    #expect(kinds == ["timeline", "error"])
  }

  @Test func schemaFlagPrintsThePublishedSchema() throws {
    let result = try WxparseProcess.run(["--schema"])
    #expect(result.status == 0)
    let published = try String(
      contentsOf: Fixture.directory.deletingLastPathComponent().appendingPathComponent("DocC/record.schema.json"),
      encoding: .utf8)
    #expect(result.stdout == published)
  }
}
