import Foundation
import TestSupport
import Testing

@testable import AviationWeather

/// ``ArrowRecordWriter`` on both corpora: METAR, TAF and error records as rows of one schema,
/// read by pyarrow and equal, member by member, to the JSON records of the same reports.
@Suite struct ArrowRecordWriterTests {
  @Test func oneSchemaForEveryKind() {
    let writer = ArrowRecordWriter()
    let names = writer.columnNames
    for name in ["line", "kind", "station", "raw", "conditions", "forecasts", "error", "code", "observedAt"] {
      #expect(names.contains(name), "no column \(name)")
    }
    #expect(Set(names).count == names.count)
    // A stream's schema only: pyarrow reads it in `emptyInputGivesTheSchemaOnly`.
    #expect(ArrowRecordWriter.schema().count > 1000)
  }

  /// The hand-written METAR row (`_METAR+Arrow.swift`) writes what the record description's sink
  /// writes, byte for byte: every METAR of the (sampled) corpus (dates resolved, so `observedAt` is set;
  /// the curated reports, with the rarer groups), with TAF and error rows between them (the
  /// nulls each kind leaves) and batches of several sizes.
  @Test(arguments: [1, 7, 4096])
  func handWrittenMETARRowIsTheDescriptions(rowsPerBatch: Int) throws {
    let reference = Date(timeIntervalSince1970: 1_795_478_400)  // 2026-11-24
    let tafs = try Fixture.lines("taf_corpus.txt").prefix(40).compactMap { try? TAF($0) }
    var handWritten = ArrowRecordWriter(rowsPerBatch: rowsPerBatch)
    var described = ArrowRecordWriter(rowsPerBatch: rowsPerBatch)
    var fast: [UInt8] = []
    var slow: [UInt8] = []
    var metars = 0
    // The corpus sampled more sparsely than other sweeps (every 150th report in the README's
    // debug run: the described sink is generic and slow in a debug build, and each batch size
    // runs it again; the curated reports hold the rarer groups); every 5th in CI's full-corpus
    // stage (check-arrow-stream.sh compares the whole corpora's rows with their JSON records in
    // the release build).
    let corpus = try CorpusSweep.lines("metar_corpus.txt", every: CorpusSweep.metarStride * 15, fullEvery: 5)
    let lines = corpus.lines + (try Fixture.lines("metar_curated.txt"))
    // Batches of 1 and 7 rows check the batch boundaries: every 4th line is enough for them
    // (each size its own quarter); the 4,096-row batches take every line.
    let keep = rowsPerBatch < 4096 ? 4 : 1
    for (index, text) in lines.enumerated() where index % keep == rowsPerBatch % keep {
      if index % 97 == 5, !tafs.isEmpty {
        let taf = tafs[index % tafs.count]
        handWritten.append(taf, line: index, into: &fast)
        described.append(taf, line: index, into: &slow)
      }
      guard var metar = try? METAR(text) else {
        let record = ErrorRecord(file: nil, line: index + 1, raw: text, error: "no", code: "x", offset: 0)
        handWritten.append(record, into: &fast)
        described.append(record, into: &slow)
        continue
      }
      if index % 2 == 0 { metar.resolveDates(relativeTo: reference) }
      handWritten.append(metar, line: index + 1, into: &fast)
      described._appendDescribed(metar, line: index + 1, into: &slow)
      metars += 1
      if fast.count > 1 << 22 {
        #expect(fast == slow, "line \(index + 1)")
        if fast != slow { return }
        fast.removeAll(keepingCapacity: true)
        slow.removeAll(keepingCapacity: true)
      }
    }
    handWritten.finish(into: &fast)
    described.finish(into: &slow)
    #expect(fast == slow)
    #expect(metars * keep > corpus.atLeast(48_000))
  }

  @Test(.enabled(if: ArrowStreamTests.python != nil, "needs a Python with pyarrow"))
  func pyarrowReadsBothCorporaAsTheirRecords() throws {
    let reference = Date(timeIntervalSince1970: 1_795_478_400)  // 2026-11-24
    let strict = DecodingOptions(isStrict: true, repairsMalformedGroups: true)
    var writer = ArrowRecordWriter(rowsPerBatch: 1500)
    var stream: [UInt8] = []
    writer.writeSchema(into: &stream)
    var records: [UInt8] = []
    let metars = try Fixture.lines("metar_corpus.txt")
    let tafs = try Fixture.lines("taf_corpus.txt")
    // Every third METAR strictly, so that error rows sit between the others.
    for (index, text) in metars.enumerated() {
      let line = index + 1
      do {
        var metar = try METAR(text, options: index % 3 == 0 ? strict : .lenient)
        metar.resolveDates(relativeTo: reference)
        writer.append(metar, line: line, into: &stream)
        #expect(metar.writeJSON(into: &records))
      } catch {
        let record = ErrorRecord(
          file: nil, line: line, raw: text, error: error.reason, code: error.code.description, offset: error.offset)
        writer.append(record, into: &stream)
        record.writeJSON(into: &records)
      }
      records.append(10)
    }
    for (index, text) in tafs.enumerated() {
      let line = metars.count + index + 1
      do {
        var taf = try TAF(text)
        taf.resolveDates(relativeTo: reference)
        writer.append(taf, line: line, into: &stream)
        #expect(taf.writeJSON(into: &records))
      } catch {
        let record = ErrorRecord(
          file: nil, line: line, raw: text, error: error.reason, code: error.code.description, offset: error.offset)
        writer.append(record, into: &stream)
        record.writeJSON(into: &records)
      }
      records.append(10)
    }
    writer.finish(into: &stream)
    let (status, output) = try ArrowStreamTests.checkWithPyarrow([("corpora", stream, records)], lines: true)
    #expect(status == 0, "\(output)")
  }
}
