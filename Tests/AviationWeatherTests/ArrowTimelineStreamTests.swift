import Foundation
import TestSupport
import Testing

@testable import AviationWeather

/// ``ArrowTimelineWriter`` on real TAFs (a sample of `taf_corpus.txt`, with the ones whose
/// timeline has unplaced groups): one row per forecast row, each equal, member by member, to the
/// row of its timeline JSON record (with the record's `schemaVersion`, `kind`, `station`, `line`,
/// `start` and `end`, the row's `kind` as `rowKind`), and one row per error record (real lines
/// that give no timeline) equal to its JSON record, in one schema, as pyarrow reads the stream
/// back; an empty input gives the schema only; batch size changes nothing but the batches.
@Suite struct ArrowTimelineStreamTests {
  /// Timeline records of a sample of the TAF corpus: every 50th TAF, half with the sun times
  /// of a position (rows with `isDaylight`), half without; then the corpus's TAFs whose timeline
  /// has unplaced groups.
  static func records() throws -> [TimelineRecord] {
    let reference = Date(timeIntervalSince1970: 1_795_478_400)  // 2026-11-24
    var sample: [TimelineRecord] = []
    var unplaced: [TimelineRecord] = []
    for (index, text) in try Fixture.lines("taf_corpus.txt").enumerated() {
      guard let taf = try? TAF(text) else { continue }
      let timeline =
        index % 100 == 0
        ? ForecastTimeline(taf: taf, referenceDate: reference, latitude: 51.5, longitude: -0.5)
        : ForecastTimeline(taf: taf, referenceDate: reference)
      let record = TimelineRecord(taf: taf, timeline: timeline, referenceDate: reference, line: index + 1)
      if index % 50 == 0 {
        sample.append(record)
      } else if !record.unplacedGroups.isEmpty && unplaced.count < 5 {
        unplaced.append(record)
      }
    }
    return sample + unplaced
  }

  /// The records' JSON (``TimelineRecord/writeJSON(into:)``), a line each: what
  /// `check_arrow_records.py --timeline` expands into the rows the stream must hold (the one
  /// owner of that expansion, which CI's `check-arrow-stream.sh` runs on `wxparse --timeline`).
  static func jsonLines(_ records: some Sequence<TimelineRecord>) -> [UInt8] {
    var out: [UInt8] = []
    for record in records {
      #expect(record.writeJSON(into: &out))
      out.append(UInt8(ascii: "\n"))
    }
    return out
  }

  static func stream(_ records: [TimelineRecord], rowsPerBatch: Int) -> [UInt8] {
    var writer = ArrowTimelineWriter(rowsPerBatch: rowsPerBatch)
    var stream: [UInt8] = []
    writer.writeSchema(into: &stream)
    for record in records { writer.append(record, into: &stream) }
    writer.finish(into: &stream)
    return stream
  }

  @Test func columnsAreTheRowsMembers() {
    let names = ArrowTimelineWriter().columnNames
    #expect(
      names == [
        "schemaVersion", "kind", "station", "line", "start", "end", "rowKind", "date", "isDaylight", "isFromTime",
        "prevailing", "changesInProgress", "overlays", "ceilingFeet", "flightCategory", "unplacedGroups", "file", "raw",
        "error", "code", "offset",
      ])
    // The prevailing conditions are the struct of the METAR stream's `conditions` column.
    func signature(_ column: _ArrowStructColumn, _ name: String) -> String? {
      column.children.first { $0.name == name }.map { _ArrowRecordTable.signature(of: $0.column) }
    }
    let prevailing = signature(ForecastRow._arrowStructColumn(isNullable: false), "prevailing")
    #expect(prevailing != nil)
    #expect(prevailing == signature(METAR._arrowStructColumn(isNullable: false), "conditions"))
  }

  /// Spark's `mapInArrow` takes no dictionary-encoded arrays and no unsigned integers, and
  /// wants timestamps in microseconds, UTC: the schema holds only such types, at every depth.
  @Test(.enabled(if: ArrowStreamTests.python != nil, "needs a Python with pyarrow"))
  func onlySparksTypes() throws {
    let file = FileManager.default.temporaryDirectory.appendingPathComponent("timeline-\(UUID().uuidString).arrows")
    defer { try? FileManager.default.removeItem(at: file) }
    try Data(Self.stream(try Self.records(), rowsPerBatch: 4096)).write(to: file)
    let script = """
      import sys, pyarrow as pa
      with pa.OSFile(sys.argv[1], "rb") as f:
          table = pa.ipc.open_stream(f).read_all()
      table.validate(full=True)
      def check(name, ty):
          assert not pa.types.is_dictionary(ty), name
          assert not pa.types.is_unsigned_integer(ty), name
          if pa.types.is_timestamp(ty):
              assert ty.unit == "us" and ty.tz == "UTC", name
          if pa.types.is_struct(ty):
              for field in ty:
                  check(name + "." + field.name, field.type)
          if pa.types.is_list(ty):
              check(name + "[]", ty.value_type)
      for field in table.schema:
          check(field.name, field.type)
      assert str(table.schema.field("date").type) == "timestamp[us, tz=UTC]"
      assert str(table.schema.field("isDaylight").type) == "bool"
      print("spark types", table.num_rows)
      """
    let (status, output) = try ArrowStreamTests.runPython(["-c", script, file.path])
    #expect(status == 0, "\(output)")
    #expect(output.hasPrefix("spark types "), "\(output)")
  }

  @Test func emptyInputGivesTheSchemaOnly() {
    let empty = Self.stream([], rowsPerBatch: 4096)
    #expect(empty == ArrowTimelineWriter.schema() + ArrowRecordWriter.endOfStream)
    #expect(ArrowTimelineWriter.schema().count > 500)
  }

  @Test func oneRowPerForecastRow() throws {
    let records = try Self.records()
    var writer = ArrowTimelineWriter(rowsPerBatch: 1_000_000)
    var stream: [UInt8] = []
    for record in records { writer.append(record, into: &stream) }
    #expect(writer.pendingRows == records.reduce(0) { $0 + $1.rows.count })
    #expect(stream.isEmpty)
    // The sample holds what every column can hold.
    let rows = records.flatMap(\.rows)
    #expect(records.count >= 50)
    #expect(rows.contains { $0.isDaylight == nil } && rows.contains { $0.isDaylight != nil })
    #expect(rows.contains { !$0.overlays.isEmpty } && rows.contains { !$0.changesInProgress.isEmpty })
    #expect(rows.contains { !$0.unplacedGroups.isEmpty })
    #expect(rows.contains { $0.ceilingFeet == nil } && rows.contains { $0.ceilingFeet != nil })
  }

  @Test(.enabled(if: ArrowStreamTests.python != nil, "needs a Python with pyarrow"))
  func pyarrowReadsEveryRowAsItsRecord() throws {
    let records = try Self.records()
    let expected = Self.jsonLines(records)
    let one = Self.stream(records, rowsPerBatch: 1)
    let full = Self.stream(records, rowsPerBatch: 4096)
    #expect(one != full)
    let (status, output) = try ArrowStreamTests.checkWithPyarrow(
      [("one", one, expected), ("full", full, expected)], timeline: true)
    #expect(status == 0, "\(output)")
    let rows = records.reduce(0) { $0 + $1.rows.count }
    #expect(output.contains(": \(rows) rows in \(rows) batches, 21 columns, equal"), "\(output)")
    #expect(output.contains(": \(rows) rows in 1 batches, 21 columns, equal"), "\(output)")
  }

  @Test(.enabled(if: ArrowStreamTests.python != nil, "needs a Python with pyarrow"))
  func pyarrowReadsTheEmptyStreamAsTheSchema() throws {
    let (status, output) = try ArrowStreamTests.checkWithPyarrow([("empty", Self.stream([], rowsPerBatch: 4096), [])])
    #expect(status == 0, "\(output)")
    #expect(output.contains(": 0 rows in 0 batches, 21 columns"), "\(output)")
  }

  @Test(.enabled(if: ArrowStreamTests.python != nil, "needs a Python with pyarrow"))
  func pyarrowFindsARowThatDiffersFromItsRecord() throws {
    // The check can fail: the rows of the sample against the records of the sample reversed.
    let records = try Self.records()
    let (status, output) = try ArrowStreamTests.checkWithPyarrow([
      ("reversed", Self.stream(records, rowsPerBatch: 4096), Self.jsonLines(records.reversed()))
    ], timeline: true)
    #expect(status != 0)
    #expect(output.contains("row 0"), "\(output)")
  }

  /// Error records of real lines that give no timeline, as `wxparse --timeline --json` writes
  /// them (``ErrorRecord``, its `file` only for a named input): the TAFs of the corpus that
  /// strict decoding refuses, and lines of the METAR corpus read as TAFs (not a TAF).
  static func errorRecords() throws -> [ErrorRecord] {
    let strict = DecodingOptions(isStrict: true, repairsMalformedGroups: true)
    var errors: [ErrorRecord] = []
    for (file, options, step) in [("taf_corpus.txt", strict, 1), ("metar_corpus.txt", DecodingOptions(), 97)] {
      var count = 0
      for (index, line) in try Fixture.lines(file).enumerated() where index % step == 0 {
        do {
          _ = try TAF(line, options: options)
        } catch {
          count += 1
          errors.append(
            ErrorRecord(
              file: count % 2 == 0 ? nil : file, line: index + 1, raw: line, error: error.reason,
              code: error.code.description, offset: error.offset))
        }
      }
    }
    return errors
  }

  /// The sample's timeline records and the error records alternating, as one stream and the
  /// JSON records its rows must equal.
  static func mixedStream(rowsPerBatch: Int) throws -> (stream: [UInt8], records: [UInt8], errors: Int) {
    let records = try Self.records()
    let errors = try Self.errorRecords()
    var writer = ArrowTimelineWriter(rowsPerBatch: rowsPerBatch)
    var stream: [UInt8] = []
    var json: [UInt8] = []
    writer.writeSchema(into: &stream)
    for i in 0..<max(records.count, errors.count) {
      if i < records.count {
        writer.append(records[i], into: &stream)
        json += jsonLines([records[i]])
      }
      if i < errors.count {
        writer.append(errors[i], into: &stream)
        errors[i].writeJSON(into: &json)
        json.append(UInt8(ascii: "\n"))
      }
    }
    writer.finish(into: &stream)
    return (stream, json, errors.count)
  }

  @Test(.enabled(if: ArrowStreamTests.python != nil, "needs a Python with pyarrow"))
  func pyarrowReadsErrorRowsAsTheirRecords() throws {
    let errors = try Self.errorRecords()
    // Both kinds of real bad lines, with and without a file.
    #expect(errors.filter { $0.file == "taf_corpus.txt" }.count >= 5)
    #expect(errors.filter { $0.file == "metar_corpus.txt" }.count > 20)
    #expect(errors.contains { $0.file == nil })
    #expect(Set(errors.map(\.code)).count >= 2)
    let (one, records, _) = try Self.mixedStream(rowsPerBatch: 7)
    let (full, sameRecords, _) = try Self.mixedStream(rowsPerBatch: 4096)
    #expect(records == sameRecords)
    let (status, output) = try ArrowStreamTests.checkWithPyarrow(
      [("mixed7", one, records), ("mixed", full, records)], timeline: true)
    #expect(status == 0, "\(output)")
    #expect(output.contains("mixed.arrows: "), "\(output)")
    #expect(output.contains(" 1 batches, 21 columns, equal"), "\(output)")
  }

  @Test(.enabled(if: ArrowStreamTests.python != nil, "needs a Python with pyarrow"))
  func pyarrowFindsAnErrorRowThatDiffersFromItsRecord() throws {
    // The check can fail: an error record's `code` changed in the JSON only.
    let (stream, records, _) = try Self.mixedStream(rowsPerBatch: 4096)
    let text = String(decoding: records, as: UTF8.self)
    let changed = text.replacingOccurrences(of: "\"code\":\"", with: "\"code\":\"x")
    #expect(changed != text)
    let (status, output) = try ArrowStreamTests.checkWithPyarrow(
      [("changed", stream, Array(changed.utf8))], timeline: true)
    #expect(status != 0)
    #expect(output.contains(".code: Arrow"), "\(output)")
  }

  /// The error rows of the stream, as pyarrow reads them: `kind` tells them from timeline rows,
  /// the timeline's members are null in them, and the stream validates fully with Spark's types.
  @Test(.enabled(if: ArrowStreamTests.python != nil, "needs a Python with pyarrow"))
  func errorRowsAreRowsOfTheOneSchema() throws {
    let (stream, _, errors) = try Self.mixedStream(rowsPerBatch: 4096)
    let rows = try Self.records().reduce(0) { $0 + $1.rows.count }
    let file = FileManager.default.temporaryDirectory.appendingPathComponent("timeline-\(UUID().uuidString).arrows")
    defer { try? FileManager.default.removeItem(at: file) }
    try Data(stream).write(to: file)
    let script = """
      import sys, pyarrow as pa, pyarrow.compute as pc
      with pa.OSFile(sys.argv[1], "rb") as f:
          table = pa.ipc.open_stream(f).read_all()
      table.validate(full=True)
      errors = table.filter(pc.equal(table["kind"], "error"))
      timelines = table.filter(pc.equal(table["kind"], "timeline"))
      for name in ("station", "start", "end", "rowKind", "date", "prevailing", "overlays", "unplacedGroups"):
          assert errors[name].null_count == errors.num_rows, name
      for name in ("file", "raw", "error", "code", "offset"):
          assert timelines[name].null_count == timelines.num_rows, name
      for name in ("schemaVersion", "kind", "line", "raw", "error", "code", "offset"):
          assert errors[name].null_count == 0, name
      assert str(table.schema.field("offset").type) == "int64"
      print("errors", errors.num_rows, "timeline rows", timelines.num_rows)
      """
    let (status, output) = try ArrowStreamTests.runPython(["-c", script, file.path])
    #expect(status == 0, "\(output)")
    #expect(output == "errors \(errors) timeline rows \(rows)\n", "\(output)")
  }
}
