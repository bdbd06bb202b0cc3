// The record format (``RecordFormat``) as an Apache Arrow IPC stream: one row per record, the
// columns from the records' descriptions (the same ones the JSON records, `Codable` and the JSON
// Schema read), so that Spark (`mapInArrow`), DuckDB, Polars and pyarrow read decoded archives
// without a JSON pass.

/// Writes records as an Apache Arrow IPC stream (the streaming format): a Schema message, then
/// RecordBatch messages of up to ``rowsPerBatch`` rows, then the end-of-stream marker.
///
/// METAR, TAF and error records are rows of one schema: every member of each record kind is a
/// column of the name its JSON record gives it (nested groups as structs, arrays as lists,
/// codes as plain UTF-8 text, instants as `Timestamp(MICROSECOND, "UTC")`, integers as signed
/// 64-bit), every top-level column nullable, and the members a kind lacks are null. Each row
/// also has `line`, the report's input line number. A member of a TAF record whose name a METAR
/// member already has with another type is a column of its own, `taf` before its name
/// (`tafRemarks`).
///
/// ```swift
/// var writer = ArrowRecordWriter()
/// var stream: [UInt8] = []
/// writer.writeSchema(into: &stream)
/// for (index, line) in lines.enumerated() {
///   if let metar = try? METAR(line) { writer.append(metar, line: index + 1, into: &stream) }
/// }
/// writer.finish(into: &stream)   // the last batch and the end-of-stream marker
/// ```
///
/// The writer owns its columns: it cannot be copied, and it can move to another thread.
/// Several writers with the same content write batches of the same schema, so threads can each
/// write batches that one stream (one ``writeSchema(into:)``, one ``writeEndOfStream(into:)``)
/// holds in turn.
public struct ArrowRecordWriter: ~Copyable, @unchecked Sendable {
  // Sendable: the writer is the only owner of its columns (it cannot be copied), so moving it
  // moves them.

  /// Rows in a full record batch.
  public let rowsPerBatch: Int
  /// The table's `line` column (``Layouts/line``).
  private let line: _ArrowInt64Column
  /// The columns each kind of row fills, by name.
  private let layouts: Layouts
  /// The table and its stream (read by ``RecordStream`` for the batch it holds).
  var rows: _ArrowTableStream

  /// Where each kind of row goes in the writer's table, by name: copied as a whole with the
  /// table (``init(emptyCopyOf:)``).
  private struct Layouts {
    /// The index of `line` in the table's fields.
    let line: Int
    let metar: _ArrowTableLayout
    let taf: _ArrowTableLayout
    let error: _ArrowTableLayout

    /// The same layouts of `table`, an empty copy of theirs.
    func copied(to table: _ArrowRecordTable) -> Layouts {
      Layouts(line: line, metar: metar.copied(to: table), taf: taf.copied(to: table), error: error.copied(to: table))
    }
  }

  /// A writer of METAR, TAF and error records, in record batches of `rowsPerBatch` rows (at
  /// least 1).
  public init(rowsPerBatch: Int = 4096) {
    let table = _ArrowRecordTable()
    let line = _ArrowInt64Column(isNullable: true)
    self.line = line
    // In this order: `line` first, then the METAR, TAF and error members.
    let lineIndex = table.addColumn("line", line)
    let metar = table.layout(table.addRows(of: METAR.self, prefix: "metar"))
    let taf = table.layout(table.addRows(of: TAF.self, prefix: "taf"))
    let error = table.layout(table.addRows(of: _ArrowErrorRow.self, prefix: "error"))
    layouts = Layouts(line: lineIndex, metar: metar, taf: taf, error: error)
    rows = _ArrowTableStream(table: table, rowsPerBatch: rowsPerBatch)
    self.rowsPerBatch = rows.stream.rowsPerBatch
  }

  /// ``init(emptyCopyOf:)`` of this writer.
  func emptyCopy() -> ArrowRecordWriter { ArrowRecordWriter(emptyCopyOf: self) }

  /// A writer of the same columns as `other`'s, empty, in batches of as many rows: its columns
  /// copied (``_ArrowRecordTable/emptyCopy()``), not built from the descriptions again (a run's
  /// record streams each have a writer: issue 33).
  init(emptyCopyOf other: borrowing ArrowRecordWriter) {
    rows = _ArrowTableStream(emptyCopyOf: other.rows)
    layouts = other.layouts.copied(to: rows.table)
    // The copy of `other`'s `line` column.
    line = unsafeDowncast(rows.table.fields[layouts.line], to: _ArrowInt64Column.self)
    rowsPerBatch = other.rowsPerBatch
  }

  /// The names of the stream's columns, in order.
  public var columnNames: [String] { rows.table.names }

  /// Appends the Schema message, which starts the stream.
  public func writeSchema(into out: inout [UInt8]) { rows.writeSchema(into: &out) }

  /// Appends `metar`'s record as a row from input line `line`; appends a RecordBatch message to
  /// `out` when the batch is full.
  public mutating func append(_ metar: METAR, line: Int, into out: inout [UInt8]) { _append(metar, line: line, into: &out) }

  @inline(__always)
  private mutating func _append<Output: _ArrowOutput>(_ metar: METAR, line: Int, into out: inout Output) {
    // Before the `line` column takes a row: a held batch is still in the columns.
    rows.stream.writeHeldBatch(into: &out)
    self.line.append(Int64(line))
    rows.append(metar, layout: layouts.metar.columns, into: &out)
  }

  /// Appends `taf`'s record as a row from input line `line`; appends a RecordBatch message to
  /// `out` when the batch is full.
  public mutating func append(_ taf: TAF, line: Int, into out: inout [UInt8]) { _append(taf, line: line, into: &out) }

  private mutating func _append<Output: _ArrowOutput>(_ taf: TAF, line: Int, into out: inout Output) {
    // Before the `line` column takes a row: a held batch is still in the columns.
    rows.stream.writeHeldBatch(into: &out)
    self.line.append(Int64(line))
    rows.append(taf, layout: layouts.taf.columns, into: &out)
  }

  /// Appends an error record as a row (its own `line` is the row's).
  public mutating func append(_ error: ErrorRecord, into out: inout [UInt8]) {
    rows.append(_ArrowErrorRow(record: error), layout: layouts.error.columns, into: &out)
  }

  /// As ``append(_:line:into:)-(METAR,_,_)``, into a record stream's output buffer (the
  /// RecordBatch message written there in place).
  package mutating func append(_ metar: METAR, line: Int, into out: ByteBuffer) {
    var out = _ArrowUnretainedOutput(out)
    _append(metar, line: line, into: &out)
  }

  /// As ``append(_:line:into:)-(METAR,_,_)`` for each of the `count` METARs at `metars` (read
  /// in place, never written), from the input lines at `lines`, in order, into a record
  /// stream's output buffer: the same bytes, the rows written member by member in blocks
  /// (``_ArrowMemberwiseSink``: issue 33).
  package mutating func append(
    _ metars: UnsafeMutablePointer<METAR>, lines: UnsafePointer<Int>, count: Int, into out: ByteBuffer
  ) {
    var out = _ArrowUnretainedOutput(out)
    var done = 0
    while done < count {
      // Before the `line` column takes the block's rows: a held batch is still in the columns.
      rows.stream.writeHeldBatch(into: &out)
      let block = min(count - done, rows.stream.rowsBeforeBatchCheck, _ArrowMemberwiseSink<METAR>.maxCount)
      for index in done..<(done + block) { line.append(Int64(lines[index])) }
      rows.append(records: metars + done, count: block, layout: layouts.metar.columns, into: &out)
      done += block
    }
  }

  /// As ``append(_:line:into:)-(TAF,_,_)``, into a record stream's output buffer.
  package mutating func append(_ taf: TAF, line: Int, into out: ByteBuffer) {
    var out = _ArrowUnretainedOutput(out)
    _append(taf, line: line, into: &out)
  }

  /// As ``append(_:into:)``, into a record stream's output buffer.
  package mutating func append(_ error: ErrorRecord, into out: ByteBuffer) {
    rows.append(_ArrowErrorRow(record: error), layout: layouts.error.columns, into: out)
  }

  /// As ``flush(into:)``, into a record stream's output buffer.
  package mutating func flush(into out: ByteBuffer) { rows.flush(into: out) }

  /// Calls `body` with this writer, in place (a writer an optional holds: ``RecordStream``'s).
  @inline(__always)
  mutating func _update(_ body: (inout ArrowRecordWriter) -> Void) { body(&self) }

  /// The rows appended and not yet written.
  public var pendingRows: Int { rows.pendingRows }

  /// Appends the rows not yet written as a RecordBatch message (nothing when there are none).
  public mutating func flush(into out: inout [UInt8]) { rows.flush(into: &out) }

  /// Appends the rows not yet written and the end-of-stream marker.
  public mutating func finish(into out: inout [UInt8]) { rows.finish(into: &out) }

  /// Appends the end-of-stream marker, which ends the stream.
  public static func writeEndOfStream(into out: inout [UInt8]) { out += _ArrowMessage.endOfStream }
}

extension ArrowRecordWriter {
  /// The Schema message that starts a stream of METAR, TAF and error records.
  public static func schema() -> [UInt8] {
    var out: [UInt8] = []
    ArrowRecordWriter().writeSchema(into: &out)
    return out
  }

  /// The end-of-stream marker.
  public static var endOfStream: [UInt8] { _ArrowMessage.endOfStream }
}
