// Timeline records (`TimelineRecord`, `wxparse --json --timeline`) as an Apache Arrow IPC
// stream of their own: one row per forecast row, and a row per error record, so that Spark,
// DuckDB, Polars and pyarrow read the timelines of decoded archives as tables
// (`wxparse --timeline --arrow`).

/// Writes timeline records as an Apache Arrow IPC stream (the streaming format), one row per
/// ``ForecastRow``, and the error records of the reports that gave no timeline as rows of the same
/// schema: a Schema message, then RecordBatch messages of up to ``rowsPerBatch`` rows, then the
/// end-of-stream marker.
///
/// Its schema is its own (not ``ArrowRecordWriter``'s), every top-level column nullable, in
/// this order:
///
/// - `schemaVersion` (int64), `kind` (utf8: `timeline` or `error`), `station` (utf8, null in an
///   error row), `line` (int64): the record's members of those names, as in its JSON record;
/// - `start`, `end` (`Timestamp(MICROSECOND, "UTC")`): the timeline's validity;
/// - the forecast row's members (``ForecastRow``), in the order of its JSON object:
///   - `rowKind` (utf8: `step`, `change`, `sunrise`, `sunset`: the row's `kind`), `date`
///     (timestamp), `isDaylight` (bool, null when the station's sun times are not known),
///     `isFromTime` (bool);
///   - `prevailing`: the row's conditions, the struct of the METAR stream's `conditions` column;
///   - `changesInProgress`, `overlays`: lists of structs of a ``ForecastOverlay``'s members as
///     its JSON object names them (`start` and `end` timestamps, `isWindowClamped` always a
///     value, `conditions` and `resulting` as `prevailing`);
///   - `ceilingFeet` (int64), `flightCategory` (utf8);
///   - `unplacedGroups`: a list (empty when there are none) of structs of an
///     ``UnplacedChangeGroup``'s members;
/// - `file`, `raw`, `error`, `code` (utf8), `offset` (int64): an error record's members (null in
///   a timeline row).
///
/// A timeline row fills the columns up to `unplacedGroups` (`file` to `offset` null); an error
/// row fills `schemaVersion`, `kind`, `line` and `file` to `offset`, as its JSON record
/// (``ErrorRecord/writeJSON(into:)``) names them, and the rest is null. Members are named and
/// typed as in the JSON records (``TimelineRecord/writeJSON(into:)``); integers are signed
/// 64-bit, codes plain UTF-8 text (no dictionary, no unsigned integers: the types Spark's
/// `mapInArrow` takes). A record with no rows (a NIL, cancelled or unavailable TAF) adds none.
///
/// ```swift
/// var writer = ArrowTimelineWriter()
/// var stream: [UInt8] = []
/// writer.writeSchema(into: &stream)
/// for record in records { writer.append(record, into: &stream) }
/// for error in errors { writer.append(error, into: &stream) }
/// writer.finish(into: &stream)   // the last batch and the end-of-stream marker
/// ```
///
/// The writer owns its columns: it cannot be copied, and it can move to another thread.
/// Several writers write batches of the same schema, so threads can each write batches that one
/// stream (one ``writeSchema(into:)``, one ``ArrowRecordWriter/writeEndOfStream(into:)``) holds
/// in turn.
public struct ArrowTimelineWriter: ~Copyable, @unchecked Sendable {
  // Sendable: the writer is the only owner of its columns (it cannot be copied), so moving it
  // moves them.

  /// Rows in a full record batch.
  public let rowsPerBatch: Int
  /// The columns each kind of row fills, by name.
  private let layouts: Layouts
  /// The table and its stream (read by ``RecordStream`` for the batch it holds).
  var rows: _ArrowTableStream

  /// Where each kind of row goes in the writer's table, by name: copied as a whole with the
  /// table (``init(emptyCopyOf:)``).
  private struct Layouts {
    /// A timeline row's: the record's members (``_ArrowTimelineContext``), then its forecast
    /// row's from ``forecastRowStart`` on.
    let timeline: _ArrowTableLayout
    let forecastRowStart: Int
    let error: _ArrowTableLayout

    /// The same layouts of `table`, an empty copy of theirs.
    func copied(to table: _ArrowRecordTable) -> Layouts {
      Layouts(timeline: timeline.copied(to: table), forecastRowStart: forecastRowStart, error: error.copied(to: table))
    }
  }

  /// A writer of timeline and error records, in record batches of `rowsPerBatch` rows (at
  /// least 1).
  public init(rowsPerBatch: Int = 4096) {
    let table = _ArrowRecordTable()
    let context = table.addRows(of: _ArrowTimelineContext.self, prefix: "timeline")
    let forecastRow = table.addRows(
      of: ForecastRow.self, prefix: "timeline", renaming: ForecastRow._arrowTimelineRenaming)
    let error = table.addRows(of: _ArrowErrorRow.self, prefix: "error")
    layouts = Layouts(
      timeline: table.layout(context + forecastRow), forecastRowStart: context.count, error: table.layout(error))
    rows = _ArrowTableStream(table: table, rowsPerBatch: rowsPerBatch)
    self.rowsPerBatch = rows.stream.rowsPerBatch
  }

  /// ``init(emptyCopyOf:)`` of this writer.
  func emptyCopy() -> ArrowTimelineWriter { ArrowTimelineWriter(emptyCopyOf: self) }

  /// A writer of the same columns as `other`'s, empty, in batches of as many rows: its columns
  /// copied (``_ArrowRecordTable/emptyCopy()``), not built from the descriptions again (a run's
  /// record streams each have a writer: issue 33).
  init(emptyCopyOf other: borrowing ArrowTimelineWriter) {
    rows = _ArrowTableStream(emptyCopyOf: other.rows)
    layouts = other.layouts.copied(to: rows.table)
    rowsPerBatch = other.rowsPerBatch
  }

  /// The names of the stream's columns, in order.
  public var columnNames: [String] { rows.table.names }

  /// Appends the Schema message, which starts the stream.
  public func writeSchema(into out: inout [UInt8]) { rows.writeSchema(into: &out) }

  /// Appends a row for each of `record`'s rows; appends a RecordBatch message to `out` each time
  /// the batch is full.
  public mutating func append(_ record: TimelineRecord, into out: inout [UInt8]) { _append(record, into: &out) }

  private mutating func _append<Output: _ArrowOutput>(_ record: TimelineRecord, into out: inout Output) {
    if record.rows.isEmpty { return }
    var context = _ArrowTimelineContext(of: record)
    // Each forecast row read where the record holds it.
    record.rows.withUnsafeBufferPointer { forecastRows in
      guard let first = forecastRows.baseAddress else { return }
      for index in forecastRows.indices {
        rows.append(
          &context, then: UnsafeMutablePointer(mutating: first + index), layout: layouts.timeline.columns,
          memberStart: layouts.forecastRowStart, into: &out)
      }
    }
  }

  /// Appends an error record (a report that gave no timeline: it did not decode, or has no
  /// validity period) as a row, its own `line` the row's; appends a RecordBatch message to `out`
  /// when the batch is full.
  public mutating func append(_ error: ErrorRecord, into out: inout [UInt8]) {
    rows.append(_ArrowErrorRow(record: error), layout: layouts.error.columns, into: &out)
  }

  /// As ``append(_:into:)-(TimelineRecord,_)``, into a record stream's output buffer (the
  /// RecordBatch message written there in place).
  package mutating func append(_ record: TimelineRecord, into out: ByteBuffer) {
    var out = _ArrowUnretainedOutput(out)
    _append(record, into: &out)
  }

  /// As ``append(_:into:)-(ErrorRecord,_)``, into a record stream's output buffer.
  package mutating func append(_ error: ErrorRecord, into out: ByteBuffer) {
    rows.append(_ArrowErrorRow(record: error), layout: layouts.error.columns, into: out)
  }

  /// As ``flush(into:)``, into a record stream's output buffer.
  package mutating func flush(into out: ByteBuffer) { rows.flush(into: out) }

  /// Calls `body` with this writer, in place (a writer an optional holds: ``RecordStream``'s).
  @inline(__always)
  mutating func _update(_ body: (inout ArrowTimelineWriter) -> Void) { body(&self) }

  /// The rows appended and not yet written.
  public var pendingRows: Int { rows.pendingRows }

  /// Appends the rows not yet written as a RecordBatch message (nothing when there are none).
  public mutating func flush(into out: inout [UInt8]) { rows.flush(into: &out) }

  /// Appends the rows not yet written and the end-of-stream marker.
  public mutating func finish(into out: inout [UInt8]) { rows.finish(into: &out) }

  /// The Schema message that starts a stream of timeline and error records.
  public static func schema() -> [UInt8] {
    var out: [UInt8] = []
    ArrowTimelineWriter().writeSchema(into: &out)
    return out
  }
}
