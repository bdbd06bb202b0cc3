import Foundation
import TestSupport
import Testing

@testable import AviationWeather

/// A writer's empty copy (``ArrowRecordWriter/emptyCopy()``, ``ArrowTimelineWriter/emptyCopy()``:
/// each of a run's record streams has one) writes every kind of row as a writer built from the
/// descriptions does: its layouts, copied by name with its table, are the same columns, though
/// the writer it was copied from holds rows.
@Suite struct ArrowWriterCopyTests {
  /// METAR, TAF and error rows, interleaved.
  static func writeRecordRows(_ writer: inout ArrowRecordWriter) throws -> [UInt8] {
    var stream: [UInt8] = []
    writer.writeSchema(into: &stream)
    let metars = try Fixture.lines("metar_curated.txt")
    let tafs = try Fixture.lines("taf_corpus.txt").prefix(40)
    for (index, text) in metars.enumerated() {
      if let metar = try? METAR(text) { writer.append(metar, line: index + 1, into: &stream) }
      if index < tafs.count, let taf = try? TAF(tafs[index]) { writer.append(taf, line: index + 1, into: &stream) }
      if index % 7 == 0 {
        let error = ErrorRecord(file: "x.txt", line: index + 1, raw: text, error: "no", code: "test", offset: 0)
        writer.append(error, into: &stream)
      }
    }
    writer.finish(into: &stream)
    return stream
  }

  /// Timeline and error rows, interleaved.
  static func writeTimelineRows(_ writer: inout ArrowTimelineWriter) throws -> [UInt8] {
    var stream: [UInt8] = []
    writer.writeSchema(into: &stream)
    let errors = try ArrowTimelineStreamTests.errorRecords()
    for (index, record) in try ArrowTimelineStreamTests.records().enumerated() {
      writer.append(record, into: &stream)
      if index < errors.count { writer.append(errors[index], into: &stream) }
    }
    writer.finish(into: &stream)
    return stream
  }

  @Test func aWritersCopyWritesEveryKindOfRowAsAFreshOne() throws {
    try Self.expectCopyWritesAsFresh(
      ArrowRecordWriter(rowsPerBatch: 64), copy: { $0.emptyCopy() }, names: { $0.columnNames },
      write: Self.writeRecordRows)
    try Self.expectCopyWritesAsFresh(
      ArrowTimelineWriter(rowsPerBatch: 64), copy: { $0.emptyCopy() }, names: { $0.columnNames },
      write: Self.writeTimelineRows)
  }

  /// Expects the rows `write` writes through a copy of `make()` (made after `make()` wrote
  /// them: a writer holding rows) to be the bytes of a fresh writer's.
  static func expectCopyWritesAsFresh<Writer: ~Copyable>(
    _ make: @autoclosure () -> Writer, copy: (borrowing Writer) -> Writer, names: (borrowing Writer) -> [String],
    write: (inout Writer) throws -> [UInt8]
  ) throws {
    var fresh = make()
    let expected = try write(&fresh)
    var original = make()
    _ = try write(&original)
    var copied = copy(original)
    expectEqual(names(copied), names(original))
    expectEqual(try write(&copied), expected)
  }
}
