// The Arrow form of the remarks (`Remarks+Record.swift`): a struct column of their described
// members (the groups structs, the lists of events lists of structs), and the integers the
// record writes for option sets and code figures as 64-bit integers (Spark's `mapInArrow` takes
// no unsigned types).

extension _RecordInteger {
  /// The integer, as a 64-bit integer.
  static func _arrowColumn(isNullable: Bool) -> _ArrowColumn { _ArrowInt64Column(isNullable: isNullable) }

  @inline(__always)
  static func _appendArrow(_ value: Self, to column: _ArrowColumn) {
    unsafeDowncast(column, to: _ArrowInt64Column.self).append(Int64(value.rawValue))
  }
}

extension _RemarksBox {
  /// The remarks' struct column.
  static func _arrowColumn(isNullable: Bool) -> _ArrowColumn { Remarks._arrowColumn(isNullable: isNullable) }

  @inline(__always)
  static func _appendArrow(_ value: _RemarksBox, to column: _ArrowColumn) {
    let fields = _ArrowRowWriter.fields(ofStructAppendedTo: column)
    // In place: `value.value` would copy the ~800-byte remarks first.
    value.withValue { Remarks._appendArrowMembers(at: $0, to: fields) }
  }
}
