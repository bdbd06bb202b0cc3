// The Arrow sinks of a record description: one builds the columns of a described type (its
// schema), the other appends one value of it, member by member, to those columns. A member added
// to a description reaches the Arrow stream with no other edit.

import Foundation

/// Builds the columns of `Root`: one per described member, in order. A member always present is
/// a non-nullable column, an optional one a nullable column, an array a list, a constant a text
/// column.
struct _ArrowSchemaSink<Root>: _RecordSink {
  var names: [String] = []
  var columns: [_ArrowColumn] = []
  /// Whether every member's column is nullable (the top level of a stream whose rows are
  /// records of several types, each lacking the others' members).
  var allNullable = false

  mutating func field<V: _RecordValue>(_ name: StaticString, _ path: WritableKeyPath<Root, V>, schema: @autoclosure () -> _JSONValue?) {
    names.append(name.description)
    columns.append(V._arrowColumn(isNullable: allNullable))
  }

  mutating func optional<V: _RecordValue>(_ name: StaticString, _ path: WritableKeyPath<Root, V?>, schema: @autoclosure () -> _JSONValue?) {
    names.append(name.description)
    columns.append(V._arrowColumn(isNullable: true))
  }

  mutating func array<C: _RecordArray>(_ name: StaticString, _ path: WritableKeyPath<Root, C>, schema: @autoclosure () -> _JSONValue?) {
    names.append(name.description)
    columns.append(_ArrowListColumn(element: C.Element._arrowColumn(isNullable: false), isNullable: allNullable))
  }

  mutating func constant(_ name: StaticString, _ value: StaticString) {
    names.append(name.description)
    columns.append(_ArrowUtf8Column(isNullable: allNullable))
  }

  /// `schemaVersion`: a 64-bit integer.
  mutating func schemaVersion() {
    names.append("schemaVersion")
    columns.append(_ArrowInt64Column(isNullable: allNullable))
  }

  /// A derived member: nullable, as its record writes `null` when it is unknown.
  mutating func derived<V: _RecordValue>(
    _ name: StaticString, _ value: (inout Root) -> V?, schema: @autoclosure () -> _JSONValue
  ) {
    names.append(name.description)
    columns.append(V._arrowColumn(isNullable: true))
  }

  /// An instant: a timestamp in microseconds, UTC; nullable.
  mutating func instant(_ name: StaticString, _ path: WritableKeyPath<Root, Double?>) {
    names.append(name.description)
    columns.append(_ArrowInt64Column(isNullable: true, type: .timestampMicrosecondsUTC))
  }
}

/// Appends one value (or null) to each of `columns` in turn: the members of a row or a struct,
/// in their description's order. The one place a member's value reaches its column, for the
/// record sink and the hand-written rows of the groups not described (`_Conditions+Arrow.swift`).
///
/// The columns come unmanaged, in memory of their own: whoever made them (the struct column,
/// the table) keeps them alive, and reading one from an array of strong references retained
/// and released it, for every member of every row.
///
/// A null is not written: the column is left one row short, and gets its nulls, all at once,
/// before its next value (``column(_:)``), or from the struct or table it is in (its fillers,
/// the end of the batch: ``_ArrowColumn/appendNulls(upTo:)``). A row's null members then touch
/// no memory (most members of a report are absent, and each column is one more object a row
/// would reach: issue 33).
struct _ArrowRowWriter {
  let columns: _ArrowColumnRefs
  /// The row being written in ``columns`` (a column shorter than it holds nulls not written);
  /// ``eager``: every null written (a writer whose row is not known).
  let row: Int
  private(set) var next = 0

  /// ``row`` of a writer that writes every null.
  static let eager = Int.min

  /// A writer of row `row` of `columns` (the columns of a table, or of a struct whose row it is),
  /// from its `next`th column on (a block's rows, written member by member: ``_ArrowMemberwiseSink``).
  @inline(__always)
  init(columns: _ArrowColumnRefs, row: Int, next: Int = 0) {
    self.columns = columns
    self.row = row
    self.next = next
  }

  // Each value below first gives its column the nulls before ``row`` (`appendNulls(upTo:)`),
  // written out in each rather than through a shared closure: a closure more between the
  // description and the member's append left a key path made for every row (`WeatherConditions`).

  /// The next column, as a `T`, its nulls up to ``row`` written, for a value.
  @inline(__always)
  private mutating func take<T: _ArrowColumn>(_ type: T.Type, _ body: (T) -> Void) {
    columns[next]._withUnsafeGuaranteedRef {
      $0.appendNulls(upTo: row)
      body(unsafeDowncast($0, to: T.self))
    }
    next += 1
  }

  /// A member always present: the member at `path` of `root`, the record read in place (lent
  /// `inout`, never written), as its type appends it (``_RecordValue/_appendArrowMember(of:_:to:)``).
  @inline(__always)
  mutating func member<Root, V: _RecordValue>(of root: inout Root, _ path: WritableKeyPath<Root, V>) {
    columns[next]._withUnsafeGuaranteedRef {
      $0.appendNulls(upTo: row)
      V._appendArrowMember(of: &root, path, to: $0)
    }
    next += 1
  }

  /// A member always present.
  @inline(__always)
  mutating func value<V: _RecordValue>(_ value: V) {
    columns[next]._withUnsafeGuaranteedRef {
      $0.appendNulls(upTo: row)
      V._appendArrow(value, to: $0)
    }
    next += 1
  }

  /// A member null when `nil`.
  @inline(__always)
  mutating func optional<V: _RecordValue>(_ value: V?) {
    if let value {
      self.value(value)
    } else {
      null()
    }
  }

  /// A null: nothing written (the column is left short), unless the writer is ``eager``.
  @inline(__always)
  mutating func null() {
    if row == Self.eager { columns[next]._withUnsafeGuaranteedRef { $0.appendNull() } }
    next += 1
  }

  /// An array member: a list of its elements.
  @inline(__always)
  mutating func array<C: _RecordArray>(_ array: C) {
    var array = array
    self.array(inPlace: &array)
  }

  /// An array member read where it is (a stored member of a record read in place; never
  /// written): read as a value it was copied first (a `SmallArray`'s elements moved, an array
  /// retained and released).
  @inline(__always)
  mutating func array<C: _RecordArray>(inPlace array: inout C) {
    take(_ArrowListColumn.self) { list in
      if array.isEmpty {
        list.appendEmptyList()
      } else {
        list.elementRef._withUnsafeGuaranteedRef { element in C.Element._appendArrowElements(of: &array, to: element) }
        list.endList()
      }
    }
  }

  /// A struct member (of no described type) whose fields `body` writes, in order.
  @inline(__always)
  mutating func structure(_ body: (inout _ArrowRowWriter) -> Void) {
    var fields = columns[next]._withUnsafeGuaranteedRef {
      $0.appendNulls(upTo: row)
      return Self.fields(ofStructAppendedTo: $0)
    }
    body(&fields)
    next += 1
  }

  /// Appends a struct (not null) to `column`, a struct column (its nulls before it written);
  /// returns the writer of its fields, which the caller writes in order (the hand-written rows
  /// of the groups, read in place: a closure holding the group made the compiler copy it).
  @inline(__always)
  static func fields(ofStructAppendedTo column: _ArrowColumn) -> _ArrowRowWriter {
    let structure = unsafeDowncast(column, to: _ArrowStructColumn.self)
    structure.appendValid()
    return _ArrowRowWriter(columns: structure.rowFieldRefs, row: structure.count &- 1)
  }

  /// An empty list.
  @inline(__always)
  mutating func emptyArray() {
    take(_ArrowListColumn.self) { $0.appendEmptyList() }
  }

  /// A fixed text.
  @inline(__always)
  mutating func constant(_ value: StaticString) {
    take(_ArrowUtf8Column.self) { $0.append(value) }
  }

  /// ``RecordFormat/schemaVersion``.
  @inline(__always)
  mutating func schemaVersion() {
    take(_ArrowInt64Column.self) { $0.append(Int64(RecordFormat.schemaVersion)) }
  }

  /// An instant `seconds` after Foundation's reference date, as a timestamp; null when `nil`
  /// or out of a timestamp's range.
  @inline(__always)
  mutating func instant(_ seconds: Double?) {
    if let seconds, let microseconds = _ArrowTimestamp.microseconds(sinceReferenceDate: seconds) {
      take(_ArrowInt64Column.self) { $0.append(microseconds) }
    } else {
      null()
    }
  }
}

/// Appends `root`'s members to `columns` (made by ``_ArrowSchemaSink`` for `Root`), one value
/// or null to each, through ``_ArrowRowWriter``: every row of the Arrow streams (METAR, TAF,
/// timeline and error rows) and every struct of a described type in them. It reads the record
/// in place, as `_JSONRecordSink` does (its comment says how): a sink holding the record by
/// value copied it for every row (a retain and a release of each of its references, hundreds of
/// bytes moved). A member always present goes through its type's
/// ``_RecordValue/_appendArrowMember(of:_:to:)``, which passes conditions and text on in place,
/// `inout`, to appends not inlined (read as values they were copied, their references retained).
struct _ArrowRecordSink<Root: _DescribedRecord>: _RecordSink {
  /// The record, borrowed for as long as the sink lives (within `withUnsafePointer(to:)`);
  /// mutable only to be lent `inout`, never written.
  let root: UnsafeMutablePointer<Root>
  var row: _ArrowRowWriter
  /// The index of the next block the description opens (in `Root._arrowBlockDefaults`).
  var nextBlock = 0
  /// How many of the next members are in a block whose record holds their defaults: each is
  /// appended as its default (`false`, null, an empty list), not read.
  var defaultsLeft = 0

  /// A sink writing every null (``_ArrowRowWriter/eager``) of `root` to `columns`.
  @inline(__always)
  init(root: UnsafeMutablePointer<Root>, columns: _ArrowColumnRefs) {
    self.init(root: root, row: _ArrowRowWriter(columns: columns, row: _ArrowRowWriter.eager))
  }

  /// A sink of `root` to `row`'s columns.
  @inline(__always)
  init(root: UnsafeMutablePointer<Root>, row: _ArrowRowWriter) {
    self.root = root
    self.row = row
  }

  /// Whether the next member is one of the ``defaultsLeft``: then `fill` appends its default
  /// and it is counted.
  @inline(__always)
  private mutating func appendsDefault(_ fill: (inout _ArrowRowWriter) -> Void) -> Bool {
    guard defaultsLeft > 0 else { return false }
    defaultsLeft -= 1
    fill(&row)
    return true
  }

  @inline(__always)
  mutating func field<V: _RecordValue>(_ name: StaticString, _ path: WritableKeyPath<Root, V>, schema: @autoclosure () -> _JSONValue?) {
    // A flag (`_ArrowBlockDefaults` counts no block with another field).
    if appendsDefault({ if V.self == Bool.self { $0.value(false) } else { $0.null() } }) { return }
    Self.field(of: &root.pointee, path, to: &row)
  }

  @inline(__always)
  private static func field<V: _RecordValue>(
    of root: inout Root, _ path: WritableKeyPath<Root, V>, to row: inout _ArrowRowWriter
  ) {
    row.member(of: &root, path)
  }

  @inline(__always)
  mutating func optional<V: _RecordValue>(_ name: StaticString, _ path: WritableKeyPath<Root, V?>, schema: @autoclosure () -> _JSONValue?) {
    if appendsDefault({ $0.null() }) { return }
    Self.optional(of: &root.pointee, path, to: &row)
  }

  @inline(__always)
  private static func optional<V: _RecordValue>(
    of root: inout Root, _ path: WritableKeyPath<Root, V?>, to row: inout _ArrowRowWriter
  ) {
    row.optional(root[keyPath: path])
  }

  @inline(__always)
  mutating func array<C: _RecordArray>(_ name: StaticString, _ path: WritableKeyPath<Root, C>, schema: @autoclosure () -> _JSONValue?) {
    if appendsDefault({ $0.emptyArray() }) { return }
    Self.array(of: &root.pointee, path, to: &row)
  }

  @inline(__always)
  private static func array<C: _RecordArray>(
    of root: inout Root, _ path: WritableKeyPath<Root, C>, to row: inout _ArrowRowWriter
  ) {
    // The member's offset, a constant once the description is specialized (`nil` for a
    // computed member: `METAR`'s kept in the box of rarer groups, read as values). Read through
    // its offset, not through the key path (`&root[keyPath: path]`): once the description is
    // inlined into its caller, that access in a block's branch left the key path made
    // (`swift_getKeyPath`) for every row. Every stored array is read in place, those of a type
    // with computed members too (`METAR`'s `trends`): copied, an array was retained and
    // released, and each element copied (a trend's references retained), for every row.
    if let offset = MemoryLayout<Root>.offset(of: path) {
      withUnsafeMutablePointer(to: &root) { pointer in
        row.array(inPlace: &(UnsafeMutableRawPointer(pointer) + offset).assumingMemoryBound(to: C.self).pointee)
      }
    } else {
      row.array(root[keyPath: path])
    }
  }

  @inline(__always)
  mutating func constant(_ name: StaticString, _ value: StaticString) { row.constant(value) }

  @inline(__always)
  mutating func schemaVersion() { row.schemaVersion() }

  @inline(__always)
  mutating func derived<V: _RecordValue>(
    _ name: StaticString, _ value: (inout Root) -> V?, schema: @autoclosure () -> _JSONValue
  ) {
    row.optional(value(&root.pointee))
  }

  @inline(__always)
  mutating func instant(_ name: StaticString, _ path: WritableKeyPath<Root, Double?>) {
    Self.instant(of: &root.pointee, path, to: &row)
  }

  @inline(__always)
  private static func instant(
    of root: inout Root, _ path: WritableKeyPath<Root, Double?>, to row: inout _ArrowRowWriter
  ) {
    row.instant(root[keyPath: path])
  }

  /// When the record holds the block's defaults and the type can append them
  /// (``_DescribedRecord/_arrowBlockDefaults``), its members are appended as their defaults
  /// without being read (read through a computed key path, the record was copied first). The
  /// members are still called (each appends its default), so that every member's column is a
  /// constant index once the description is specialized.
  @inline(__always)
  mutating func block(_ literal: StaticString, isDefault: (inout Root) -> Bool) -> Bool {
    let index = nextBlock
    nextBlock += 1
    if let count = Root._arrowBlockDefaults?.count(ofBlock: index), isDefault(&root.pointee) { defaultsLeft = count }
    return true
  }
}

/// Instants as Arrow timestamps.
enum _ArrowTimestamp {
  /// Microseconds since 1970-01-01 UTC of the instant `seconds` after Foundation's reference
  /// date (2001-01-01 UTC), to the nearest; `nil` when out of range (or not finite).
  static func microseconds(sinceReferenceDate seconds: Double) -> Int64? {
    let value = ((seconds + Date.timeIntervalBetween1970AndReferenceDate) * 1_000_000).rounded()
    return Int64(exactly: value)
  }
}

extension _DescribedRecord {
  /// A struct column with a field per described member.
  static func _arrowColumn(isNullable: Bool) -> _ArrowColumn { _arrowStructColumn(isNullable: isNullable) }

  /// A struct column with a field per described member.
  static func _arrowStructColumn(isNullable: Bool) -> _ArrowStructColumn {
    var sink = _ArrowSchemaSink<Self>()
    _describeRecord(into: &sink)
    return _ArrowStructColumn(names: sink.names, fields: sink.columns, isNullable: isNullable)
  }

  @inline(__always)
  static func _appendArrow(_ value: Self, to column: _ArrowColumn) {
    _appendArrowMembers(value, to: _ArrowRowWriter.fields(ofStructAppendedTo: column))
  }

  /// Appends the elements of `array` as structs, those of an `Array` read where they are (each
  /// copied, a trend or a remark's group retained its references and released them).
  @inline(__always)
  static func _appendArrowElements<C: _RecordArray>(of array: inout C, to column: _ArrowColumn) where C.Element == Self {
    let readInPlace: Void? = array.withContiguousStorageIfAvailable { elements in
      guard let base = elements.baseAddress else { return }
      for index in elements.indices {
        _appendArrowMembers(
          at: UnsafeMutablePointer(mutating: base + index), to: _ArrowRowWriter.fields(ofStructAppendedTo: column))
      }
    }
    if readInPlace == nil { array._forEach { _appendArrow($0, to: column) } }
  }

  /// Appends `value`'s members to `row`'s columns, one each, in the description's order.
  @inline(__always)
  static func _appendArrowMembers(_ value: Self, to row: _ArrowRowWriter) {
    withUnsafePointer(to: value) { _appendArrowMembers(at: UnsafeMutablePointer(mutating: $0), to: row) }
  }

  /// Appends the members of the value at `root` (read in place, never written) to `row`'s
  /// columns.
  @inline(__always)
  static func _appendArrowMembers(at root: UnsafeMutablePointer<Self>, to row: _ArrowRowWriter) {
    var sink = _ArrowRecordSink(root: root, row: row)
    _describeRecord(into: &sink)
  }
}
