// The columns of a stream whose rows are records of several described types (METARs, TAFs and
// error records in one stream, one schema): the union of their members, by name. Members of the
// same name and Arrow type share a column; a member whose name another type already uses with a
// different type gets a name of its own (the type's prefix before it: `tafRemarks`). Every
// top-level column is nullable, and a row leaves null the columns its type lacks.

/// The top-level columns of a stream of several record types, and which of them each type fills.
final class _ArrowRecordTable {
  private(set) var names: [String] = []
  private(set) var fields: [_ArrowColumn] = []

  /// Adds a top-level column of its own (not from a description, such as the input `line`);
  /// returns its index in ``fields``.
  @discardableResult
  func addColumn(_ name: String, _ column: _ArrowColumn) -> Int {
    names.append(uniqueName(name, prefix: "extra"))
    fields.append(column)
    return fields.count - 1
  }

  /// Adds `Root`'s members; returns the columns a row of `Root` fills, in its description's
  /// order, as indices into ``fields`` (for ``layout(_:)``). A member whose name is taken by a
  /// column of another type is named `prefix` + its name with a capital (`prefix` `taf`:
  /// `tafRemarks`); one `renaming` names is named so first (a timeline row's `kind`: `rowKind`).
  func addRows<Root: _DescribedRecord>(
    of type: Root.Type, prefix: String, renaming: [String: String] = [:]
  ) -> [Int] {
    var sink = _ArrowSchemaSink<Root>()
    sink.allNullable = true
    Root._describeRecord(into: &sink)
    var layout: [Int] = []
    for (memberName, column) in zip(sink.names, sink.columns) {
      let name = renaming[memberName] ?? memberName
      if let i = names.firstIndex(of: name), Self.holdSameValues(fields[i], column) {
        layout.append(i)
        continue
      }
      names.append(uniqueName(name, prefix: prefix))
      fields.append(column)
      layout.append(fields.count - 1)
    }
    return layout
  }

  /// Forgets which layout came last (before a row whose layout is in memory of the caller's,
  /// which another layout may use next).
  func forgetLastLayout() { lastLayout = nil }

  /// The memory of the layouts ``layout(_:)`` made, freed with the table.
  private var layoutMemory: [_ArrowColumnRefs] = []

  deinit { for columns in layoutMemory { columns.deallocate() } }

  /// The layout of the columns of ``fields`` at `indices` (from ``addRows(of:prefix:renaming:)``
  /// and ``addColumn(_:_:)``); the table keeps the columns and frees the memory.
  func layout(_ indices: [Int]) -> _ArrowTableLayout {
    let columns = _ArrowColumnRefs.make(indices.map { fields[$0] })
    layoutMemory.append(columns)
    return _ArrowTableLayout(indices: indices, columns: columns)
  }

  /// A table of the same columns (names and shapes, at the same indices: a layout of this table
  /// is the copy's through ``_ArrowTableLayout/copied(to:)``), all empty: copied column by
  /// column (``_ArrowColumn/emptyCopy()``), without reading the descriptions again or comparing
  /// names (issue 33: each of a run's record streams has a writer of its own).
  func emptyCopy() -> _ArrowRecordTable {
    let copy = _ArrowRecordTable()
    copy.names = names
    copy.fields = fields._emptyCopies()
    return copy
  }

  /// The struct whose fields are the stream's columns (for ``_ArrowStreamWriter``).
  func makeRoot() -> _ArrowStructColumn { _ArrowStructColumn(names: names, fields: fields, isNullable: false) }

  /// The layout (its memory, from ``layout(_:)``: columns may be shared by layouts) whose row came
  /// last: its columns are all as long as the batch, and a row of the same layout needs no nulls
  /// before it.
  private var lastLayout: UnsafeRawPointer?

  /// Before a row that fills `layout`'s columns, `rows` rows into the batch: gives the columns
  /// that rows of other layouts left unfilled their nulls, all at once (nothing when the row
  /// before had the same layout: a stream of METARs pays nothing). The columns no row fills
  /// get theirs when the batch is written (``_ArrowStreamWriter/writeBatch(into:)``).
  @inline(__always)
  func beginRow(filling layout: _ArrowColumnRefs, rows: Int) {
    let memory = UnsafeRawPointer(layout.baseAddress)
    if memory == lastLayout && memory != nil { return }
    lastLayout = memory
    for column in layout {
      column._withUnsafeGuaranteedRef { if $0.count < rows { $0.appendNulls(rows - $0.count) } }
    }
  }

  private func uniqueName(_ name: String, prefix: String) -> String {
    guard names.contains(name) else { return name }
    var candidate = prefix + name.prefix(1).uppercased() + name.dropFirst()
    var number = 2
    while names.contains(candidate) {
      candidate = prefix + name.prefix(1).uppercased() + name.dropFirst() + String(number)
      number += 1
    }
    return candidate
  }

  /// Whether `a` and `b` have the same ``signature(of:)``, compared without writing it (a
  /// stream's columns are compared once per writer made, and a METAR's go hundreds deep).
  static func holdSameValues(_ a: _ArrowColumn, _ b: _ArrowColumn) -> Bool {
    guard a.type == b.type, a.isNullable == b.isNullable, a.childColumns.count == b.childColumns.count else {
      return false
    }
    if let a = a as? _ArrowStructColumn, let b = b as? _ArrowStructColumn, a.names != b.names { return false }
    for (childA, childB) in zip(a.childColumns, b.childColumns) where !holdSameValues(childA, childB) { return false }
    return true
  }

  /// The column's type and nullability, with its children's names and signatures: two columns
  /// with the same signature hold the same values.
  static func signature(of column: _ArrowColumn) -> String {
    var text = "\(column.type)\(column.isNullable ? "?" : "")"
    let children = column.children
    if !children.isEmpty {
      text += "<" + children.map { "\($0.name):\(signature(of: $0.column))" }.joined(separator: ",") + ">"
    }
    return text
  }
}

/// A record table and the stream of its rows: what the public writers (``ArrowRecordWriter``,
/// ``ArrowTimelineWriter``) hold, and how each starts, fills, flushes and finishes its stream.
struct _ArrowTableStream {
  let table: _ArrowRecordTable
  var stream: _ArrowStreamWriter

  /// The stream of `table`'s rows (its columns all added), in batches of `rowsPerBatch` rows
  /// (at least 1).
  init(table: _ArrowRecordTable, rowsPerBatch: Int) {
    self.table = table
    stream = _ArrowStreamWriter(root: table.makeRoot(), rowsPerBatch: rowsPerBatch)
  }

  /// A stream of the same columns as `other`'s, empty (``_ArrowRecordTable/emptyCopy()``), in
  /// batches of as many rows.
  init(emptyCopyOf other: _ArrowTableStream) {
    self.init(table: other.table.emptyCopy(), rowsPerBatch: other.stream.rowsPerBatch)
  }

  /// The rows appended and not yet written.
  var pendingRows: Int { stream.rows }

  /// Appends the Schema message.
  func writeSchema(into out: inout [UInt8]) { stream.writeSchema(into: &out) }

  /// Appends `value` as a row of the table, through its description (the columns `layout`
  /// lists; the rest null).
  mutating func append<Root: _DescribedRecord, Output: _ArrowOutput>(
    _ value: Root, layout: _ArrowColumnRefs, into out: inout Output
  ) {
    stream.append(value, layout: layout, table: table, into: &out)
  }

  /// As ``append(_:layout:into:)``, into a record stream's output buffer.
  mutating func append<Root: _DescribedRecord>(_ value: Root, layout: _ArrowColumnRefs, into out: ByteBuffer) {
    var out = _ArrowUnretainedOutput(out)
    append(value, layout: layout, into: &out)
  }

  /// Appends the `count` values at `values` (at most the stream's
  /// ``_ArrowStreamWriter/rowsBeforeBatchCheck``) as rows of the table, member by member.
  @inline(__always)
  mutating func append<Root: _DescribedRecord, Output: _ArrowOutput>(
    records values: UnsafeMutablePointer<Root>, count: Int, layout: _ArrowColumnRefs, into out: inout Output
  ) {
    stream.append(records: values, count: count, layout: layout, table: table, into: &out)
  }

  /// Appends a row of the table whose columns (`layout`) are `context`'s members, then those of
  /// the value at `member` (read in place, never written) from `layout`'s `memberStart`th on.
  @inline(__always)
  mutating func append<Context: _DescribedRecord, Member: _DescribedRecord, Output: _ArrowOutput>(
    _ context: inout Context, then member: UnsafeMutablePointer<Member>, layout: _ArrowColumnRefs, memberStart: Int,
    into out: inout Output
  ) {
    stream.append(&context, then: member, layout: layout, memberStart: memberStart, table: table, into: &out)
  }

  /// Appends the rows not yet written as a RecordBatch message (nothing when there are none).
  mutating func flush<Output: _ArrowOutput>(into out: inout Output) { stream.writeBatch(into: &out) }

  /// As ``flush(into:)-(Output)``, into a record stream's output buffer.
  mutating func flush(into out: ByteBuffer) { stream.writeBatch(into: out) }

  /// Appends the rows not yet written and the end-of-stream marker.
  mutating func finish(into out: inout [UInt8]) { stream.finish(into: &out) }
}
