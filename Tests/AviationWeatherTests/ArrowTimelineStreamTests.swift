import Foundation
import TestSupport
import Testing

@testable import AviationWeather

/// ``ArrowTimelineWriter`` on real TAFs (a sample of `taf_corpus.txt`, with the ones whose
/// timeline has unplaced groups): one row per forecast row, each equal, member by member, to the
/// row of its timeline JSON record (with the record's `line`, `station`, `start` and `end`), as
/// pyarrow reads the stream back; an empty input gives the schema only; batch size changes
/// nothing but the batches.
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

  /// The JSON records the stream's rows must equal: for each row of each record's JSON
  /// (``TimelineRecord/writeJSON(into:)``), the row's members after the record's `line`,
  /// `station`, `start` and `end`; a row's `unplacedGroups` and an overlay's `isWindowClamped`,
  /// which the JSON leaves out when empty or false, as `[]` and `false`.
  static func rowRecords(_ records: [TimelineRecord]) throws -> [UInt8] {
    var out: [UInt8] = []
    for record in records {
      var json: [UInt8] = []
      #expect(record.writeJSON(into: &json))
      let object = try #require(try JSONSerialization.jsonObject(with: Data(json)) as? [String: Any])
      for case var row as [String: Any] in try #require(object["rows"] as? [Any]) {
        for name in ["line", "station", "start", "end"] { row[name] = object[name] }
        if row["unplacedGroups"] == nil { row["unplacedGroups"] = [Any]() }
        for name in ["overlays", "changesInProgress"] {
          row[name] = try #require(row[name] as? [[String: Any]]).map { overlay in
            var overlay = overlay
            if overlay["isWindowClamped"] == nil { overlay["isWindowClamped"] = false }
            return overlay
          }
        }
        out += try JSONSerialization.data(withJSONObject: row, options: [.sortedKeys])
        out.append(UInt8(ascii: "\n"))
      }
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
        "line", "station", "start", "end", "kind", "date", "isDaylight", "isFromTime", "flightCategory",
        "ceilingFeet", "prevailing", "changesInProgress", "overlays", "unplacedGroups",
      ])
    // The prevailing conditions are the struct of the METAR stream's `conditions` column.
    func signature(_ column: _ArrowStructColumn, _ name: String) -> String? {
      column.children.first { $0.name == name }.map { _ArrowRecordTable.signature(of: $0.column) }
    }
    let prevailing = signature(_ArrowTimelineRow._arrowStructColumn(isNullable: false), "prevailing")
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
    let process = Process()
    process.executableURL = URL(fileURLWithPath: try #require(ArrowStreamTests.python))
    process.arguments = ["-c", script, file.path]
    let pipe = Pipe()
    process.standardOutput = pipe
    process.standardError = pipe
    try process.run()
    let output = String(decoding: pipe.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
    process.waitUntilExit()
    #expect(process.terminationStatus == 0, "\(output)")
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
    let expected = try Self.rowRecords(records)
    let one = Self.stream(records, rowsPerBatch: 1)
    let full = Self.stream(records, rowsPerBatch: 4096)
    #expect(one != full)
    let (status, output) = try ArrowStreamTests.checkWithPyarrow([("one", one, expected), ("full", full, expected)])
    #expect(status == 0, "\(output)")
    let rows = records.reduce(0) { $0 + $1.rows.count }
    #expect(output.contains(": \(rows) rows in \(rows) batches, 14 columns, equal"), "\(output)")
    #expect(output.contains(": \(rows) rows in 1 batches, 14 columns, equal"), "\(output)")
  }

  @Test(.enabled(if: ArrowStreamTests.python != nil, "needs a Python with pyarrow"))
  func pyarrowReadsTheEmptyStreamAsTheSchema() throws {
    let (status, output) = try ArrowStreamTests.checkWithPyarrow([("empty", Self.stream([], rowsPerBatch: 4096), [])])
    #expect(status == 0, "\(output)")
    #expect(output.contains(": 0 rows in 0 batches, 14 columns"), "\(output)")
  }

  @Test(.enabled(if: ArrowStreamTests.python != nil, "needs a Python with pyarrow"))
  func pyarrowFindsARowThatDiffersFromItsRecord() throws {
    // The check can fail: the rows of the sample against the records of the sample reversed.
    let records = try Self.records()
    let (status, output) = try ArrowStreamTests.checkWithPyarrow([
      ("reversed", Self.stream(records, rowsPerBatch: 4096), try Self.rowRecords(records.reversed()))
    ])
    #expect(status != 0)
    #expect(output.contains("row 0"), "\(output)")
  }
}
