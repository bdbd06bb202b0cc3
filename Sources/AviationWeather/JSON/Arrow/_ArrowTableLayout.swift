// Which of a record table's top-level columns a row of one type fills: the indices
// `_ArrowRecordTable.addRows(of:prefix:renaming:)` gives, and the columns at them as a row
// writer reads them.

/// A layout of an ``_ArrowRecordTable``: the columns a row of one type fills, in the order its
/// description gives its members, made by ``_ArrowRecordTable/layout(_:)``.
struct _ArrowTableLayout {
  /// The columns' indices in the table's ``_ArrowRecordTable/fields``.
  let indices: [Int]
  /// The columns, unretained, in memory the table frees (valid while the table lives).
  let columns: _ArrowColumnRefs

  /// The same layout of `table`, an ``_ArrowRecordTable/emptyCopy()`` of this layout's table
  /// (the same columns at the same indices).
  func copied(to table: _ArrowRecordTable) -> _ArrowTableLayout { table.layout(indices) }
}
