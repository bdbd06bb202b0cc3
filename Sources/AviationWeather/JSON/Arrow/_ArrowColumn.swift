// An Arrow column under construction: the values of one field for the rows of the current record
// batch, with their validity. The columns of a record form a tree (structs and lists hold
// columns), built once from the record's description (`_ArrowSchemaSink`) and filled row by row
// (`_ArrowRecordSink`).

/// The Arrow data types the writer produces: those Spark's `mapInArrow` takes (no unsigned
/// integers, no dictionaries, timestamps in microseconds).
enum _ArrowType {
  case bool
  case int32
  case int64
  case float64
  case utf8
  /// `Timestamp(MICROSECOND, "UTC")`.
  case timestampMicrosecondsUTC
  case list
  case structure
}

/// The buffers and field nodes of one record batch, in the order the IPC format reads them
/// (depth first, a column before its children). A batch is walked twice: once to measure (the
/// metadata, which comes first, gives every buffer's offset and length), then to write the
/// buffers where the stream goes, in place, so that they are copied once.
struct _ArrowBody {
  /// Each column's length and null count, in pairs (when measuring).
  var nodes: [Int64] = []
  /// Each buffer's offset in the body and length, in pairs (when measuring).
  var buffers: [Int64] = []
  /// The body's length so far: the buffers, each padded to a multiple of 8 bytes.
  var length = 0
  /// Where the buffers go when writing (the body's first byte, room for the length the
  /// measuring walk found); `nil` when measuring.
  let destination: UnsafeMutableRawPointer?

  /// A walk that measures the body.
  init() { destination = nil }

  /// A walk that writes the body at `destination`.
  init(writingAt destination: UnsafeMutableRawPointer) { self.destination = destination }

  /// Adds a column's field node: its length and null count.
  @inline(__always)
  mutating func addNode(length: Int, nullCount: Int) {
    guard destination == nil else { return }
    nodes.append(Int64(length))
    nodes.append(Int64(nullCount))
  }

  /// Adds a buffer holding `raw`, padded with zeros to a multiple of 8 bytes.
  mutating func addBuffer(_ raw: UnsafeRawBufferPointer) {
    let padded = (raw.count + 7) & ~7
    if let destination {
      let start = destination + length
      if let source = raw.baseAddress, raw.count > 0 { start.copyMemory(from: source, byteCount: raw.count) }
      (start + raw.count).initializeMemory(as: UInt8.self, repeating: 0, count: padded - raw.count)
    } else {
      buffers.append(Int64(length))
      buffers.append(Int64(raw.count))
    }
    length += padded
  }

  /// Adds an empty buffer (an absent validity bitmap: no nulls).
  @inline(__always)
  mutating func addEmptyBuffer() {
    guard destination == nil else { return }
    buffers.append(Int64(length))
    buffers.append(0)
  }
}

/// A column of the current record batch. Subclasses hold the values; this class holds the
/// validity bitmap every Arrow column has.
class _ArrowColumn {
  /// The column's Arrow type.
  final let type: _ArrowType
  /// Whether the schema lets the column hold nulls.
  final let isNullable: Bool
  /// One bit per row: 1 for a value, 0 for null.
  @exclusivity(unchecked) final var validity = _ArrowValidity()

  deinit { validity.deallocate() }

  /// The child columns (a struct's fields, a list's element), as ``children`` names them.
  final let childColumns: [_ArrowColumn]

  init(type: _ArrowType, isNullable: Bool, childColumns: [_ArrowColumn] = []) {
    self.type = type
    self.isNullable = isNullable
    self.childColumns = childColumns
  }

  /// The number of rows (values and nulls) in the current batch.
  final var count: Int { validity.count }

  /// Appends a null.
  @inline(__always)
  final func appendNull() {
    validity.append(false)
    appendFillerValues(1)
  }

  /// Appends `count` nulls.
  final func appendNulls(_ count: Int) {
    validity.append(false, count: count)
    appendFillerValues(count)
  }

  /// Appends `count` valid values that no one reads (the slots of a child under null structs,
  /// which Arrow requires to exist): zeros, empty texts, empty lists.
  final func appendFillers(_ count: Int) {
    validity.append(true, count: count)
    appendFillerValues(count)
  }

  /// The storage of `count` filler or null slots (their validity bits are already appended).
  func appendFillerValues(_ count: Int) {}

  /// Brings the children up to this column's length before the batch is written (a struct
  /// gives its fields their slots under its nulls only then, all at once).
  func completeChildren() {}

  /// The named child columns (a struct's fields, a list's element).
  var children: [(name: String, column: _ArrowColumn)] { [] }

  /// Adds the data buffers that follow the validity bitmap (none for a struct).
  func addDataBuffers(to body: inout _ArrowBody) {}

  /// Empties the values, keeping the memory for the next batch.
  func removeAll() { validity.removeAll() }

  /// Adds this column's field node and buffers, then its children's, to `body`.
  final func addNodesAndBuffers(to body: inout _ArrowBody) {
    completeChildren()
    body.addNode(length: count, nullCount: validity.zeroCount)
    if validity.zeroCount == 0 {
      body.addEmptyBuffer()
    } else {
      body.addBuffer(validity.bytes)
    }
    addDataBuffers(to: &body)
    for child in childColumns { child.addNodesAndBuffers(to: &body) }
  }

  /// Empties this column and its children.
  final func removeAllInTree() {
    removeAll()
    for child in childColumns { child.removeAllInTree() }
  }
}
