// Timeline records (`TimelineRecord`, `wxparse --json --timeline`) as an Apache Arrow IPC
// stream of their own: one row per forecast row, so that Spark, DuckDB, Polars and pyarrow read
// the timelines of decoded archives as tables.

/// Writes timeline records as an Apache Arrow IPC stream (the streaming format), one row per
/// ``ForecastRow``: a Schema message, then RecordBatch messages of up to ``rowsPerBatch`` rows,
/// then the end-of-stream marker.
///
/// Its schema is its own (not ``ArrowRecordWriter``'s), in this order:
///
/// - `line` (int64), `station` (utf8): the record's input line and station;
/// - `start`, `end` (`Timestamp(MICROSECOND, "UTC")`, nullable): the timeline's validity;
/// - `kind` (utf8: `step`, `change`, `sunrise`, `sunset`), `date` (timestamp), `isDaylight`
///   (bool, null when the station's sun times are not known), `isFromTime` (bool),
///   `flightCategory` (utf8, nullable), `ceilingFeet` (int64, nullable): the row's members;
/// - `prevailing`: the row's conditions, the struct of the METAR stream's `conditions` column;
/// - `changesInProgress`, `overlays`: lists of structs of a ``ForecastOverlay``'s members as its
///   JSON object names them (`start` and `end` timestamps, `isWindowClamped` always a value,
///   `conditions` and `resulting` as `prevailing`);
/// - `unplacedGroups`: a list (empty when there are none) of structs of an
///   ``UnplacedChangeGroup``'s members.
///
/// Members are named and typed as in the JSON record (``TimelineRecord/writeJSON(into:)``);
/// integers are signed 64-bit, codes plain UTF-8 text (no dictionary, no unsigned integers:
/// the types Spark's `mapInArrow` takes). A record with no rows (a NIL, cancelled or
/// unavailable TAF) adds none.
///
/// ```swift
/// var writer = ArrowTimelineWriter()
/// var stream: [UInt8] = []
/// writer.writeSchema(into: &stream)
/// for record in records { writer.append(record, into: &stream) }
/// writer.finish(into: &stream)   // the last batch and the end-of-stream marker
/// ```
///
/// The writer owns its columns: it cannot be copied, and it can move to another thread.
public struct ArrowTimelineWriter: ~Copyable, @unchecked Sendable {
  // Sendable: the writer is the only owner of its columns (it cannot be copied), so moving it
  // moves them.

  /// Rows in a full record batch.
  public let rowsPerBatch: Int
  private var stream: _ArrowStreamWriter

  /// A writer of timeline records, in record batches of `rowsPerBatch` rows (at least 1).
  public init(rowsPerBatch: Int = 4096) {
    self.rowsPerBatch = max(1, rowsPerBatch)
    stream = _ArrowStreamWriter(rowsOf: _ArrowTimelineRow.self, rowsPerBatch: self.rowsPerBatch)
  }

  /// The names of the stream's columns, in order.
  public var columnNames: [String] { stream.root.names }

  /// Appends the Schema message, which starts the stream.
  public func writeSchema(into out: inout [UInt8]) { stream.writeSchema(into: &out) }

  /// Appends a row for each of `record`'s rows; appends a RecordBatch message to `out` each time
  /// the batch is full.
  public mutating func append(_ record: TimelineRecord, into out: inout [UInt8]) {
    for row in record.rows { stream.append(_ArrowTimelineRow(row, of: record), into: &out) }
  }

  /// The rows appended and not yet written.
  public var pendingRows: Int { stream.rows }

  /// Appends the rows not yet written as a RecordBatch message (nothing when there are none).
  public mutating func flush(into out: inout [UInt8]) { stream.writeBatch(into: &out) }

  /// Appends the rows not yet written and the end-of-stream marker.
  public mutating func finish(into out: inout [UInt8]) { stream.finish(into: &out) }

  /// The Schema message that starts a stream of timeline records.
  public static func schema() -> [UInt8] {
    var out: [UInt8] = []
    ArrowTimelineWriter().writeSchema(into: &out)
    return out
  }
}
