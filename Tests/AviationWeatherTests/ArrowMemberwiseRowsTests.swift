import Foundation
import TestSupport
import Testing

@testable import AviationWeather

/// A record stream writes its held METARs' Arrow rows member by member (`_ArrowMemberwiseSink`:
/// each column takes the rows' values one after another): the bytes must be those of the same
/// METARs appended one row at a time through the public writer, whatever the block sizes, the
/// batch size and the other rows between blocks.
@Suite struct ArrowMemberwiseRowsTests {
  /// The METARs of the first `count` lines of the METAR fixtures that decode, with their lines.
  static func metars(_ count: Int) throws -> [(metar: METAR, line: Int)] {
    try Fixture.lines("metar_corpus.txt").prefix(count).enumerated().compactMap { index, text in
      (try? METAR(text)).map { ($0, index + 1) }
    }
  }

  /// The stream of `metars` appended one at a time, in batches of `rowsPerBatch`, with `taf`
  /// appended after each METAR whose index is in `tafsAfter`.
  static func oneAtATime(
    _ metars: [(metar: METAR, line: Int)], rowsPerBatch: Int, taf: TAF, tafsAfter: Set<Int>
  ) -> [UInt8] {
    var writer = ArrowRecordWriter(rowsPerBatch: rowsPerBatch)
    var bytes: [UInt8] = []
    writer.writeSchema(into: &bytes)
    for (index, held) in metars.enumerated() {
      writer.append(held.metar, line: held.line, into: &bytes)
      if tafsAfter.contains(index) { writer.append(taf, line: 0, into: &bytes) }
    }
    writer.flush(into: &bytes)
    return bytes
  }

  /// The same stream, the METARs appended in blocks of the sizes `blocks` gives in turn (a TAF
  /// in `tafsAfter` ends its block: the METARs before it are appended first).
  static func inBlocks(
    _ metars: [(metar: METAR, line: Int)], rowsPerBatch: Int, taf: TAF, tafsAfter: Set<Int>, blocks: [Int]
  ) -> [UInt8] {
    var writer = ArrowRecordWriter(rowsPerBatch: rowsPerBatch)
    var schema: [UInt8] = []
    writer.writeSchema(into: &schema)
    let out = ByteBuffer()
    out.append(schema)
    var values = metars.map(\.metar)
    let lines = metars.map(\.line)
    values.withUnsafeMutableBufferPointer { values in
      lines.withUnsafeBufferPointer { lines in
        guard let base = values.baseAddress, let lineBase = lines.baseAddress else { return }
        var start = 0
        var block = 0
        while start < values.count {
          var end = min(values.count, start + blocks[block % blocks.count])
          block += 1
          if let taf = tafsAfter.filter({ $0 >= start && $0 < end }).min() { end = taf + 1 }
          writer.append(base + start, lines: lineBase + start, count: end - start, into: out)
          if tafsAfter.contains(end - 1) { writer.append(taf, line: 0, into: out) }
          start = end
        }
      }
    }
    writer.flush(into: out)
    return Array(UnsafeBufferPointer(start: out.base, count: out.count))
  }

  @Test(arguments: [1, 7, 64, 4_096])
  func blocksWriteTheBytesOfRowsWrittenOneAtATime(rowsPerBatch: Int) throws {
    // Over three batch checks of 64 rows; the first 200 lines, whose reports hold and lack the
    // groups of the METAR description's blocks (their defaults appended or not).
    let metars = try Self.metars(200)
    #expect(metars.count > 192)
    let taf = try TAF(try Fixture.lines("taf_corpus.txt")[0])
    // TAF rows between blocks and inside what would have been one: the METAR columns a TAF
    // row leaves null, and the other way round.
    let tafsAfter: Set<Int> = [0, 9, 10, 130, 190]
    let expected = Self.oneAtATime(metars, rowsPerBatch: rowsPerBatch, taf: taf, tafsAfter: tafsAfter)
    #expect(expected.count > 20_000)
    // Blocks of one row, of the stream's sixteen, of more than a batch check allows (64), and
    // of sizes that start blocks at every offset within a batch.
    for blocks in [[1], [16], [100], [3, 5, 61, 1, 64, 13]] {
      PendingMETARRowsTests.expectSameBytes(
        Self.inBlocks(metars, rowsPerBatch: rowsPerBatch, taf: taf, tafsAfter: tafsAfter, blocks: blocks),
        expected)
    }
  }
}
