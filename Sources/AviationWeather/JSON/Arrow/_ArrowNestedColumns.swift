// The nested columns: a struct (one child column per member) and a list (offsets into one
// element column).

/// Columns, unmanaged (their owner keeps them alive), in memory the owner frees.
typealias _ArrowColumnRefs = UnsafeBufferPointer<Unmanaged<_ArrowColumn>>

extension UnsafeBufferPointer where Element == Unmanaged<_ArrowColumn> {
  /// `columns`, unretained, in memory the caller frees with `deallocate()`.
  static func make(_ columns: [_ArrowColumn]) -> _ArrowColumnRefs {
    let memory = UnsafeMutableBufferPointer<Unmanaged<_ArrowColumn>>.allocate(capacity: columns.count)
    // One by one, not through a mapped array: no array made and freed for each struct column.
    for (index, column) in columns.enumerated() {
      memory.initializeElement(at: index, to: Unmanaged.passUnretained(column))
    }
    return UnsafeBufferPointer(memory)
  }
}

extension Array where Element == _ArrowColumn {
  /// Each column's ``_ArrowColumn/emptyCopy()``, in order: stored straight into the array's one
  /// allocation (`map` went through the standard library's unspecialised appends, one call each).
  func _emptyCopies() -> [_ArrowColumn] {
    [_ArrowColumn](unsafeUninitializedCapacity: count) { memory, initialized in
      for (index, column) in enumerated() { memory.initializeElement(at: index, to: column.emptyCopy()) }
      initialized = count
    }
  }
}

/// A column of structs: a validity bitmap and one child column per field, each as long as the
/// struct column.
final class _ArrowStructColumn: _ArrowColumn {
  /// The fields' names, in order.
  let names: [String]
  /// The fields' columns, in the order of ``names``.
  let fields: [_ArrowColumn]

  /// ``fields``, unmanaged (this column keeps them alive), for ``_ArrowRecordSink``: in memory
  /// of their own, so that reading them retains nothing.
  let fieldRefs: _ArrowColumnRefs

  init(names: [String], fields: [_ArrowColumn], isNullable: Bool) {
    self.names = names
    self.fields = fields
    fieldRefs = _ArrowColumnRefs.make(fields)
    super.init(type: .structure, isNullable: isNullable, childColumns: fields)
    noteSlots(UnsafeMutableRawPointer(mutating: fieldRefs.baseAddress))
  }

  deinit { fieldRefs.deallocate() }

  override func emptyCopy() -> _ArrowColumn {
    _ArrowStructColumn(names: names, fields: fields._emptyCopies(), isNullable: isNullable)
  }

  /// ``fieldRefs`` as a row reads them: from ``_ArrowColumn/slots``, in the cache line a valid
  /// row touches anyway (``fieldRefs`` itself is at the object's end). Its count is read only by
  /// debug builds' bounds checks.
  @inline(__always)
  var rowFieldRefs: _ArrowColumnRefs {
    _ArrowColumnRefs(start: slots?.assumingMemoryBound(to: Unmanaged<_ArrowColumn>.self), count: fieldRefs.count)
  }

  /// Field `index`, which is a `T`.
  @inline(__always)
  func field<T: _ArrowColumn>(_ index: Int, as type: T.Type) -> Unmanaged<T> {
    Unmanaged.passUnretained(unsafeDowncast(rowFieldRefs[index].takeUnretainedValue(), to: T.self))
  }

  /// Marks the next row valid; the caller appends one value (or null) to every field. The
  /// fields get the slots of the null rows before it first, all at once.
  @inline(__always)
  func appendValid() { beginValue() }

  /// Gives every field the nulls the valid rows before the last `count` left unwritten, then
  /// its filler slots up to the column's length (the fields of the `count` null rows).
  override func appendFillerValues(_ count: Int) {
    let length = self.count
    let valid = length - count
    for field in fieldRefs {
      field._withUnsafeGuaranteedRef {
        $0.appendNulls(upTo: valid)
        if $0.count < length { $0.appendFillers(length - $0.count) }
      }
    }
  }

  override var children: [(name: String, column: _ArrowColumn)] {
    Array(zip(names, fields)).map { (name: $0.0, column: $0.1) }
  }
}

/// A column of lists: 32-bit offsets into ``element``, which holds every list's elements one
/// after the other.
final class _ArrowListColumn: _ArrowColumn {
  /// The elements of all the lists.
  let element: _ArrowColumn
  /// `count + 1` offsets into ``element``, the first 0.
  @exclusivity(unchecked) private var offsets = _ArrowOffsets()

  /// ``element``, unmanaged (this column keeps it alive).
  let elementRef: Unmanaged<_ArrowColumn>

  init(element: _ArrowColumn, isNullable: Bool) {
    self.element = element
    elementRef = Unmanaged.passUnretained(element)
    super.init(type: .list, isNullable: isNullable, childColumns: [element])
  }

  deinit { offsets.deallocate() }

  override func emptyCopy() -> _ArrowColumn { _ArrowListColumn(element: element.emptyCopy(), isNullable: isNullable) }

  /// Ends a list whose elements were just appended to ``element``.
  @inline(__always)
  func endList() {
    let row = beginFixedWidthValue()
    _ArrowOffsets.store(elementRef._withUnsafeGuaranteedRef { $0.count }, row: row, in: slots)
  }

  /// Appends an empty list: the end before it again, read from the offsets, not from
  /// ``element`` (most lists of a row are empty, and the element column would be one more
  /// object a row touches).
  @inline(__always)
  func appendEmptyList() {
    let row = beginFixedWidthValue()
    _ArrowOffsets.repeatEnd(row: row, in: slots)
  }

  /// Empty lists: the last offset again.
  override func appendFillerValues(_ count: Int) {
    offsets.repeatLast(count, after: self.count - count)
    noteSlots(offsets.base)
  }

  override func roomForValue(row: Int) -> Int {
    let rows = offsets.room(forRow: row)
    noteSlots(offsets.base)
    return rows
  }

  override func reserveAtFirstUse(rows: Int) { offsets.reserveAtFirstUse(rows: rows) }

  override var children: [(name: String, column: _ArrowColumn)] { [(name: "item", column: element)] }

  override func addDataBuffers(to body: inout _ArrowBody) {
    if hasOnlyZeroData {
      // Every offset 0; the element column is empty.
      body.addZeros((count + 1) * 4)
    } else {
      body.addBuffer(offsets.bytes(rows: count))
    }
  }
}
