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

  mutating func field<V: _RecordValue>(_ name: StaticString, _ path: WritableKeyPath<Root, V>, schema: _JSONValue?) {
    names.append(name.description)
    columns.append(V._arrowColumn(isNullable: allNullable))
  }

  mutating func optional<V: _RecordValue>(_ name: StaticString, _ path: WritableKeyPath<Root, V?>, schema: _JSONValue?) {
    names.append(name.description)
    columns.append(V._arrowColumn(isNullable: true))
  }

  mutating func array<C: _RecordArray>(_ name: StaticString, _ path: WritableKeyPath<Root, C>, schema: _JSONValue?) {
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
    _ name: StaticString, _ value: (Root) -> V?, schema: @autoclosure () -> _JSONValue
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

/// Appends `root`'s members to `columns` (made by ``_ArrowSchemaSink`` for `Root`), one value
/// or null to each. Like the JSON sink, it holds the record by value: the optimiser reads it in
/// place once the sink is inlined (through a pointer, the record was copied, and each of its
/// references retained, for every row).
///
/// The columns come unmanaged: whoever made them (the struct column, the table) keeps them
/// alive, and reading one from an array of strong references retained and released it, for
/// every member of every row.
struct _ArrowRecordSink<Root>: _RecordSink {
  let root: Root
  let columns: [Unmanaged<_ArrowColumn>]
  private var next = 0

  init(root: Root, columns: [Unmanaged<_ArrowColumn>]) {
    self.root = root
    self.columns = columns
  }

  @inline(__always)
  mutating func field<V: _RecordValue>(_ name: StaticString, _ path: WritableKeyPath<Root, V>, schema: _JSONValue?) {
    columns[next]._withUnsafeGuaranteedRef { V._appendArrow(root[keyPath: path], to: $0) }
    next += 1
  }

  @inline(__always)
  mutating func optional<V: _RecordValue>(_ name: StaticString, _ path: WritableKeyPath<Root, V?>, schema: _JSONValue?) {
    if let value = root[keyPath: path] {
      columns[next]._withUnsafeGuaranteedRef { V._appendArrow(value, to: $0) }
    } else {
      columns[next]._withUnsafeGuaranteedRef { $0.appendNull() }
    }
    next += 1
  }

  @inline(__always)
  mutating func array<C: _RecordArray>(_ name: StaticString, _ path: WritableKeyPath<Root, C>, schema: _JSONValue?) {
    columns[next]._withUnsafeGuaranteedRef { column in
      let list = unsafeDowncast(column, to: _ArrowListColumn.self)
      list.elementRef._withUnsafeGuaranteedRef { element in
        root[keyPath: path]._forEach { C.Element._appendArrow($0, to: element) }
      }
      list.endList()
    }
    next += 1
  }

  @inline(__always)
  mutating func constant(_ name: StaticString, _ value: StaticString) {
    columns[next]._withUnsafeGuaranteedRef { unsafeDowncast($0, to: _ArrowUtf8Column.self).append(value) }
    next += 1
  }

  @inline(__always)
  mutating func schemaVersion() {
    columns[next]._withUnsafeGuaranteedRef {
      unsafeDowncast($0, to: _ArrowInt64Column.self).append(Int64(RecordFormat.schemaVersion))
    }
    next += 1
  }

  @inline(__always)
  mutating func derived<V: _RecordValue>(
    _ name: StaticString, _ value: (Root) -> V?, schema: @autoclosure () -> _JSONValue
  ) {
    if let value = value(root) {
      columns[next]._withUnsafeGuaranteedRef { V._appendArrow(value, to: $0) }
    } else {
      columns[next]._withUnsafeGuaranteedRef { $0.appendNull() }
    }
    next += 1
  }

  @inline(__always)
  mutating func instant(_ name: StaticString, _ path: WritableKeyPath<Root, Double?>) {
    columns[next]._withUnsafeGuaranteedRef {
      let column = unsafeDowncast($0, to: _ArrowInt64Column.self)
      if let seconds = root[keyPath: path], let microseconds = _ArrowTimestamp.microseconds(sinceReferenceDate: seconds) {
        column.append(microseconds)
      } else {
        column.appendNull()
      }
    }
    next += 1
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
    _describe(into: &sink)
    return _ArrowStructColumn(names: sink.names, fields: sink.columns, isNullable: isNullable)
  }

  @inline(__always)
  static func _appendArrow(_ value: Self, to column: _ArrowColumn) {
    let structure = unsafeDowncast(column, to: _ArrowStructColumn.self)
    structure.appendValid()
    _appendArrowMembers(value, to: structure.fieldRefs)
  }

  /// Appends `value`'s members to `columns`, one each, in the description's order.
  @inline(__always)
  static func _appendArrowMembers(_ value: Self, to columns: [Unmanaged<_ArrowColumn>]) {
    var sink = _ArrowRecordSink(root: value, columns: columns)
    _describe(into: &sink)
  }
}
