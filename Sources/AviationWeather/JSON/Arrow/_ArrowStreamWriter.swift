// An Arrow IPC stream of rows: the Schema message first, then a RecordBatch message each time
// the batch is full, then the end-of-stream marker.

/// Writes rows into the columns of `root` (a struct whose fields are the stream's columns) and
/// the stream's messages into a byte buffer the caller drains.
struct _ArrowStreamWriter {
  /// The stream's columns, as the fields of a struct (whose own validity is not written).
  let root: _ArrowStructColumn
  /// Rows in a full batch.
  let rowsPerBatch: Int
  /// Rows in the current batch.
  private(set) var rows = 0
  /// The last batch's message while its body is still in the columns (``holdBatch()``).
  private(set) var heldBatch: _ArrowBatchMessage?
  /// The text bytes (or list elements) in one column past which a batch ends early, well below
  /// the 2 GiB the 32-bit offsets can address.
  static let largestColumnBytes = 1 << 28

  /// The text and list columns at every depth of ``root``: those whose bytes or elements can
  /// outgrow the 32-bit offsets (``largestColumnBytes``), found once (the tree does not change).
  private let texts: [Unmanaged<_ArrowUtf8Column>]
  private let lists: [Unmanaged<_ArrowListColumn>]

  init(root: _ArrowStructColumn, rowsPerBatch: Int = 4096) {
    self.root = root
    self.rowsPerBatch = max(1, rowsPerBatch)
    var texts: [Unmanaged<_ArrowUtf8Column>] = []
    var lists: [Unmanaged<_ArrowListColumn>] = []
    Self.collectSizedColumns(under: root, texts: &texts, lists: &lists)
    self.texts = texts
    self.lists = lists
  }

  /// Makes the first memory of each column hold `rows` rows (at most ``rowsPerBatch``), made
  /// when the column's first slot is written; before the first row. Without it a column's
  /// memory starts small and doubles as it fills (``rowsPerBatch`` may be any size: reserved
  /// whole, a large one would allocate that much, or overflow). The batches a caller ends
  /// itself: a record stream in `wxparse`'s pipeline reserves `_PipelineRun.arrowBatchLimit`
  /// rows (a column that takes more grows once; memory for more rows is left unused there,
  /// touching more pages).
  func reserveAtFirstUse(rows: Int) {
    for field in root.fields { field.reserveAtFirstUse(rows: min(rows, rowsPerBatch)) }
  }

  /// Appends the Schema message.
  func writeSchema(into out: inout [UInt8]) {
    _ArrowMessage.writeSchema(of: root, into: &out)
  }

  /// Counts a row just appended to every column of ``root``; writes the batch when it is full.
  @inline(__always)
  mutating func endRow<Output: _ArrowOutput>(into out: inout Output) { endRows(1, into: &out) }

  /// Counts `count` rows just appended to every column of ``root`` (at most
  /// ``rowsBeforeBatchCheck``); writes the batch when it is full.
  @inline(__always)
  mutating func endRows<Output: _ArrowOutput>(_ count: Int, into out: inout Output) {
    assert(count <= rowsBeforeBatchCheck, "\(count) rows past the batch's next check")
    rows += count
    if rows >= rowsPerBatch || (rows & 63 == 0 && largestColumn() > Self.largestColumnBytes) {
      writeBatch(into: &out)
    }
  }

  /// The rows a block may append before ``endRows(_:into:)`` checks whether the batch ends (at
  /// ``rowsPerBatch`` rows, and every 64 rows when a column is large): a block of at most this
  /// many ends its batch where its rows, appended one at a time, would (at least 1, at most 64).
  var rowsBeforeBatchCheck: Int { min(rowsPerBatch - rows, 64 - (rows & 63)) }

  /// Writes the rows not yet written as a RecordBatch message (nothing when there are none),
  /// after the batch held, if any.
  mutating func writeBatch<Output: _ArrowOutput>(into out: inout Output) {
    writeHeldBatch(into: &out)
    holdBatch()
    writeHeldBatch(into: &out)
  }

  /// Ends the batch of the rows not yet written (nothing when there are none, or a batch is
  /// held already) without writing it: its message, ``heldBatch``, whose body stays in the
  /// columns' memory, for the caller to write from there (`writev`, ``_PipelineOutput``) before
  /// ``releaseHeldBatch()``. The next row or batch writes it first (``writeHeldBatch(into:)``).
  mutating func holdBatch() {
    guard rows > 0, heldBatch == nil else { return }
    // The columns the last rows' kinds did not fill (``_ArrowRecordTable``) get their nulls.
    for field in root.fieldRefs {
      field._withUnsafeGuaranteedRef { if $0.count < rows { $0.appendNulls(rows - $0.count) } }
    }
    var body = _ArrowBody()
    for field in root.fields { field.addNodesAndBuffers(to: &body) }
    heldBatch = _ArrowBatchMessage(metadata: _ArrowMessage.recordBatchMetadata(rows: rows, body: body), body: body)
    rows = 0
  }

  /// Copies the batch held (``holdBatch()``), if any, into `out`, and empties the columns.
  @inline(__always)
  mutating func writeHeldBatch<Output: _ArrowOutput>(into out: inout Output) {
    if heldBatch != nil { copyHeldBatch(into: &out) }
  }

  @inline(never)
  private mutating func copyHeldBatch<Output: _ArrowOutput>(into out: inout Output) {
    guard let batch = heldBatch else { return }
    out._appendArrowBytes(count: batch.byteCount) { batch.copy(to: $0) }
    releaseHeldBatch()
  }

  /// Forgets the batch held (written by the caller), emptying the columns for the next one.
  mutating func releaseHeldBatch() {
    guard heldBatch != nil else { return }
    heldBatch = nil
    for field in root.fields { field.removeAllInTree() }
  }

  /// Writes the rows not yet written as a RecordBatch message into a record stream's output
  /// buffer, in place.
  mutating func writeBatch(into out: ByteBuffer) {
    var out = _ArrowUnretainedOutput(out)
    writeBatch(into: &out)
  }

  /// As ``writeHeldBatch(into:)``, into a record stream's output buffer.
  mutating func writeHeldBatch(into out: ByteBuffer) {
    var out = _ArrowUnretainedOutput(out)
    writeHeldBatch(into: &out)
  }

  /// Writes the last batch and the end-of-stream marker.
  mutating func finish(into out: inout [UInt8]) {
    writeBatch(into: &out)
    out.append(contentsOf: _ArrowMessage.endOfStream)
  }

  /// The most text bytes or list elements any column of ``root`` holds.
  private func largestColumn() -> Int {
    var largest = 0
    for text in texts { largest = max(largest, text._withUnsafeGuaranteedRef { $0.byteCount }) }
    for list in lists { largest = max(largest, list._withUnsafeGuaranteedRef { $0.element.count }) }
    return largest
  }

  /// Adds the text and list columns at or under `column` to `texts` and `lists`.
  private static func collectSizedColumns(
    under column: _ArrowColumn, texts: inout [Unmanaged<_ArrowUtf8Column>], lists: inout [Unmanaged<_ArrowListColumn>]
  ) {
    if let text = column as? _ArrowUtf8Column { texts.append(Unmanaged.passUnretained(text)) }
    if let list = column as? _ArrowListColumn { lists.append(Unmanaged.passUnretained(list)) }
    for child in column.childColumns { collectSizedColumns(under: child, texts: &texts, lists: &lists) }
  }
}

extension _ArrowStreamWriter {
  /// A stream whose rows are values of `Root`, one column per described member.
  init<Root: _DescribedRecord>(rowsOf type: Root.Type, rowsPerBatch: Int = 4096) {
    self.init(root: Root._arrowStructColumn(isNullable: false), rowsPerBatch: rowsPerBatch)
  }

  /// Appends `value` as a row (of a stream made with ``init(rowsOf:rowsPerBatch:)``).
  mutating func append<Root: _DescribedRecord, Output: _ArrowOutput>(_ value: Root, into out: inout Output) {
    writeHeldBatch(into: &out)
    Root._appendArrowMembers(value, to: _ArrowRowWriter(columns: root.fieldRefs, row: rows))
    endRow(into: &out)
  }
}

extension _ArrowStreamWriter {
  /// Appends `value` as a row of `table` (the columns of its ``_ArrowRecordTable/fields`` at the
  /// indices `layout` lists, from ``_ArrowRecordTable/addRows(of:prefix:renaming:)``; the rest
  /// null), through memory of its own (a table's ``_ArrowTableLayout`` is kept for its life).
  mutating func append<Root: _DescribedRecord, Output: _ArrowOutput>(
    _ value: Root, layout: [Int], table: _ArrowRecordTable, into out: inout Output
  ) {
    layout.map { Unmanaged.passUnretained(table.fields[$0]) }.withUnsafeBufferPointer {
      table.forgetLastLayout()
      append(value, layout: $0, table: table, into: &out)
      table.forgetLastLayout()
    }
  }

  /// Appends `value` as a row of `table` (the columns `layout` lists, which `table` keeps), into
  /// a record stream's output buffer.
  mutating func append<Root: _DescribedRecord>(
    _ value: Root, layout: _ArrowColumnRefs, table: _ArrowRecordTable, into out: ByteBuffer
  ) {
    var out = _ArrowUnretainedOutput(out)
    append(value, layout: layout, table: table, into: &out)
  }

  /// Appends `value` as a row of `table` (the columns `layout` lists, which `table` keeps).
  mutating func append<Root: _DescribedRecord, Output: _ArrowOutput>(
    _ value: Root, layout: _ArrowColumnRefs, table: _ArrowRecordTable, into out: inout Output
  ) {
    writeHeldBatch(into: &out)
    table.beginRow(filling: layout, rows: rows)
    Root._appendArrowMembers(value, to: _ArrowRowWriter(columns: layout, row: rows))
    endRow(into: &out)
  }

  /// Appends the `count` values at `values` (read in place, never written; at most
  /// ``rowsBeforeBatchCheck``) as rows of `table` (the columns `layout` lists, which `table`
  /// keeps), member by member (``_ArrowMemberwiseSink``): the rows and batches of `count` calls of
  /// ``append(_:layout:table:into:)``.
  @inline(__always)
  mutating func append<Root: _DescribedRecord, Output: _ArrowOutput>(
    records values: UnsafeMutablePointer<Root>, count: Int, layout: _ArrowColumnRefs, table: _ArrowRecordTable,
    into out: inout Output
  ) {
    writeHeldBatch(into: &out)
    table.beginRow(filling: layout, rows: rows)
    Root._appendArrowMembers(ofRecords: values, count: count, to: layout, firstRow: rows)
    endRows(count, into: &out)
  }

  /// Appends a row of `table` whose columns (`layout`, which `table` keeps) are `context`'s
  /// members, then from the `memberStart`th on those of the value at `member`, read in place
  /// (never written): a timeline row, the record's members then the forecast row's, read where
  /// the record holds it (a row copied into a value of the stream's own retained each of its
  /// references).
  @inline(__always)
  mutating func append<Context: _DescribedRecord, Member: _DescribedRecord, Output: _ArrowOutput>(
    _ context: inout Context, then member: UnsafeMutablePointer<Member>, layout: _ArrowColumnRefs, memberStart: Int,
    table: _ArrowRecordTable, into out: inout Output
  ) {
    writeHeldBatch(into: &out)
    table.beginRow(filling: layout, rows: rows)
    withUnsafeMutablePointer(to: &context) {
      Context._appendArrowMembers(
        at: $0, to: _ArrowRowWriter(columns: _ArrowColumnRefs(rebasing: layout[..<memberStart]), row: rows))
    }
    Member._appendArrowMembers(
      at: member, to: _ArrowRowWriter(columns: _ArrowColumnRefs(rebasing: layout[memberStart...]), row: rows))
    endRow(into: &out)
  }
}

/// A record stream's output buffer, unretained (the caller holds it), as the `inout` output
/// of the generic writers: a copy of the reference would retain and release it for every row.
struct _ArrowUnretainedOutput: _ArrowOutput {
  unowned(unsafe) let buffer: ByteBuffer

  init(_ buffer: ByteBuffer) { self.buffer = buffer }

  @inline(__always)
  mutating func _appendArrowBytes(count: Int, _ body: (UnsafeMutableRawPointer) -> Void) {
    buffer._appendArrowBytes(count: count, body)
  }
}
