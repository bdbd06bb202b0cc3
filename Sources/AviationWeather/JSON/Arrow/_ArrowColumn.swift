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
/// (depth first, a column before its children), measured in one walk: the metadata, which comes
/// first, gives every buffer's offset and length; the body is kept as ``pieces``, the columns'
/// own memory and runs of zeros, which the stream writes from where they are (no copy into a
/// message) or copies once into its output.
struct _ArrowBody {
  /// Each column's length and null count, in pairs.
  var nodes: [Int64] = []
  /// Each buffer's offset in the body and length, in pairs.
  var buffers: [Int64] = []
  /// The body's length so far: the buffers, each padded to a multiple of 8 bytes.
  var length = 0
  /// The body, in order: the columns' buffers (their memory, valid until the columns are
  /// emptied) and the runs of zeros between and instead of them (padding, all-null columns).
  var pieces: [_ArrowPiece] = []

  init() {}

  /// Adds a column's field node: its length and null count.
  @inline(__always)
  mutating func addNode(length: Int, nullCount: Int) {
    nodes.append(Int64(length))
    nodes.append(Int64(nullCount))
  }

  /// Adds a buffer holding `raw` (memory that stays as it is until the body is written), padded
  /// with zeros to a multiple of 8 bytes.
  mutating func addBuffer(_ raw: UnsafeRawBufferPointer) {
    let padded = (raw.count + 7) & ~7
    buffers.append(Int64(length))
    buffers.append(Int64(raw.count))
    if let source = raw.baseAddress, raw.count > 0 { pieces.append(_ArrowPiece(base: source, count: raw.count)) }
    addZeroPiece(padded - raw.count)
    length += padded
  }

  /// Adds a buffer of `byteCount` zeros, padded to a multiple of 8 bytes: the data or validity
  /// of a column whose rows are all nulls or fillers, never written in the column's memory.
  mutating func addZeros(_ byteCount: Int) {
    let padded = (byteCount + 7) & ~7
    buffers.append(Int64(length))
    buffers.append(Int64(byteCount))
    addZeroPiece(padded)
    length += padded
  }

  /// Adds an empty buffer (an absent validity bitmap: no nulls).
  @inline(__always)
  mutating func addEmptyBuffer() {
    buffers.append(Int64(length))
    buffers.append(0)
  }

  /// Appends `count` zeros to the pieces, joining them to a run of zeros before them.
  private mutating func addZeroPiece(_ count: Int) {
    guard count > 0 else { return }
    if let last = pieces.indices.last, pieces[last].base == nil {
      pieces[last].count += count
    } else {
      pieces.append(_ArrowPiece(base: nil, count: count))
    }
  }

  /// Copies the body to `destination` (room for ``length`` bytes).
  func copy(to destination: UnsafeMutableRawPointer) {
    var start = destination
    for piece in pieces {
      if let source = piece.base {
        Self.copy(piece.count, from: source, to: start)
      } else {
        start.initializeMemory(as: UInt8.self, repeating: 0, count: piece.count)
      }
      start += piece.count
    }
  }

  /// Copies `count` bytes (a column's buffer into the output, which do not overlap) 64 at a
  /// time, the last ones as the 32 bytes that end them; fewer than 32 with `copyMemory`.
  @inline(__always)
  private static func copy(_ count: Int, from source: UnsafeRawPointer, to destination: UnsafeMutableRawPointer) {
    guard count >= 32 else {
      destination.copyMemory(from: source, byteCount: count)
      return
    }
    @inline(__always)
    func copy16(at offset: Int) {
      destination.storeBytes(
        of: source.loadUnaligned(fromByteOffset: offset, as: SIMD16<UInt8>.self), toByteOffset: offset,
        as: SIMD16<UInt8>.self)
    }
    let whole = count & ~63
    var copied = 0
    while copied < whole {
      copy16(at: copied)
      copy16(at: copied &+ 16)
      copy16(at: copied &+ 32)
      copy16(at: copied &+ 48)
      copied &+= 64
    }
    if count - copied > 32 {
      copy16(at: copied)
      copy16(at: copied &+ 16)
    }
    if copied < count {
      copy16(at: count &- 32)
      copy16(at: count &- 16)
    }
  }
}

/// A piece of a record batch's body: `count` bytes at `base` (a column's memory), or `count`
/// zeros when `base` is `nil`.
struct _ArrowPiece {
  let base: UnsafeRawPointer?
  var count: Int
}

/// A column of the current record batch. Subclasses hold the values; this class holds the
/// validity bitmap every Arrow column has, and counts the rows.
///
/// Nulls, and the filler slots of a child under null structs, are counted, not written: the
/// values (and the bits) of the rows not yet stored are written in one go, by
/// ``catchUp()``, before the next value or when the batch is written. A column null through a
/// batch (a member a record kind lacks) costs an addition per row.
class _ArrowColumn {
  // The stored properties a row touches come first, in this order: a class's stored properties
  // are laid out in declaration order, after the object's 16-byte header, so these 40 bytes
  // (bytes 16 to 56 of the object) share one cache line, or two at worst, instead of being
  // spread over the ~140 bytes of the object (a row reaches ~150 columns, and between two rows
  // the decoder's own work evicts them: issue 33). A null touches ``count``, ``roomyRows``,
  // ``unstoredCount`` and the validity's pending nulls; a value ``count``, ``roomyRows`` and
  // ``slots``. The rest, read once a batch or less, follows.

  /// The number of rows (values, nulls and fillers) in the current batch.
  @exclusivity(unchecked) final private(set) var count = 0
  /// While no row is unstored: the rows the memory of the column's fixed-width slots holds
  /// (`Int.max` for a struct); 0 while rows are unstored. A value below it needs no other check
  /// before it is stored.
  @exclusivity(unchecked) private final var roomyRows = 0
  /// Where a row's append writes, as the subclass last made its memory (``noteSlots(_:)``): a
  /// fixed-width, text or list column's slots (values, bits or end offsets), valid for the
  /// ``roomyRows`` rows; a struct's field columns (``_ArrowStructColumn/fieldRefs``). Held here,
  /// not only in the subclass's buffer (whose properties come after these), so that a value
  /// touches no other cache line of the column.
  @exclusivity(unchecked) final private(set) var slots: UnsafeMutableRawPointer?
  /// The last rows, nulls or fillers, whose slots ``appendFillerValues(_:)`` has not written
  /// yet.
  @exclusivity(unchecked) private final var unstoredCount = 0
  /// One bit per row: 1 for a value, 0 for null (its pending nulls first, then its bits).
  @exclusivity(unchecked) final var validity = _ArrowValidity()
  /// The column's Arrow type.
  final let type: _ArrowType
  /// Whether the schema lets the column hold nulls.
  final let isNullable: Bool
  /// Whether the batch's rows are all nulls or fillers whose slots were never written (no value
  /// since ``removeAll()``; not a struct, whose fields have slots of their own): the data buffers
  /// are then zeros, which ``addDataBuffers(to:)`` writes straight into the batch's message
  /// instead of the column's memory (a member that a batch's reports all lack costs no memory
  /// traffic of its own).
  @exclusivity(unchecked) final private(set) var hasOnlyZeroData = false

  deinit { validity.deallocate() }

  /// The child columns (a struct's fields, a list's element), as ``children`` names them.
  final let childColumns: [_ArrowColumn]

  /// Records where the subclass's appends write (``slots``): after each change of that memory
  /// (a buffer grown or first made) and before the next value is stored in it.
  @inline(__always)
  final func noteSlots(_ memory: UnsafeMutableRawPointer?) { slots = memory }

  init(type: _ArrowType, isNullable: Bool, childColumns: [_ArrowColumn] = []) {
    self.type = type
    self.isNullable = isNullable
    self.childColumns = childColumns
  }

  /// Counts a row holding a value, which the subclass stores after this (the slots of the rows
  /// before it written first).
  @inline(__always)
  final func beginValue() {
    if count >= roomyRows { prepareForValue() }
    count &+= 1
  }

  /// Counts a row whose value has a slot of fixed width (a number, or a text's or list's end
  /// offset); returns its index, where the value goes (the memory holds it).
  @inline(__always)
  final func beginFixedWidthValue() -> Int {
    let row = count
    if row >= roomyRows { prepareForValue() }
    count = row &+ 1
    return row
  }

  /// Before a value: stores the rows not yet stored, and makes room for the value.
  @inline(never)
  private final func prepareForValue() {
    if unstoredCount != 0 { catchUp() }
    roomyRows = roomForValue(row: count)
  }

  /// Makes room for the value of row `row` (the rows before it stored); returns how many rows
  /// the memory holds then (`Int.max` for a column whose values are not fixed-width).
  func roomForValue(row: Int) -> Int { .max }

  /// Writes the slots of the null and filler rows not yet stored, and their validity bits.
  @inline(never)
  final func catchUp() {
    if validity.pendingZeros != 0 { validity.writeBits(upTo: count) }
    appendFillerValues(unstoredCount)
    unstoredCount = 0
  }

  /// Appends a null.
  @inline(__always)
  final func appendNull() { appendNulls(1) }

  /// Appends `count` nulls: three additions and a store, nothing written (the counts are rows
  /// of one batch, far from overflowing, so they wrap instead of checking: a `jo` each).
  @inline(__always)
  final func appendNulls(_ count: Int) {
    validity.addZeros(count)
    self.count &+= count
    unstoredCount &+= count
    roomyRows = 0
  }

  /// Appends the nulls of the rows before row `row` that the column lacks (the nulls a row
  /// writer leaves unwritten: ``_ArrowRowWriter/null()``); nothing when it has them (or `row`
  /// is ``_ArrowRowWriter/eager``).
  @inline(__always)
  final func appendNulls(upTo row: Int) {
    if count < row { appendNulls(row &- count) }
  }

  /// Appends `count` valid values that no one reads (the slots of a child under null structs,
  /// which Arrow requires to exist): zeros, empty texts, empty lists.
  final func appendFillers(_ count: Int) {
    if validity.pendingZeros != 0 { validity.writeBits(upTo: self.count) }
    self.count += count
    unstoredCount += count
    roomyRows = 0
  }

  /// The storage of `count` filler or null slots after the rows stored (their validity bits are
  /// counted already): zeros, the last offset again, a struct's fields their fillers.
  func appendFillerValues(_ count: Int) {}

  /// Makes the first memory of the values hold `rows` rows (not the elements of lists), so that a
  /// batch does not grow it row by row; allocates nothing until a slot is written (a column
  /// that stays null, or a writer used only for its schema, costs no memory).
  func reserveAtFirstUse(rows: Int) {
    for child in childColumns where type == .structure { child.reserveAtFirstUse(rows: rows) }
  }

  /// A column of the same type, nullability and shape (its children copied the same way: names,
  /// layouts), empty, holding no memory: a record stream's further writers copy the first one's
  /// columns instead of walking the record descriptions again (issue 33). Each subclass makes
  /// its own kind.
  func emptyCopy() -> _ArrowColumn { _ArrowColumn(type: type, isNullable: isNullable) }

  /// The named child columns (a struct's fields, a list's element).
  var children: [(name: String, column: _ArrowColumn)] { [] }

  /// Adds the data buffers that follow the validity bitmap (none for a struct).
  func addDataBuffers(to body: inout _ArrowBody) {}

  /// Empties the values, keeping the memory for the next batch.
  func removeAll() {
    validity.removeAll()
    count = 0
    unstoredCount = 0
    hasOnlyZeroData = false
  }

  /// Writes every row's slots and validity bits (before the batch is written).
  private func completeRows() {
    if unstoredCount != 0 && unstoredCount == count && type != .structure {
      // No slot written this batch: the data buffers are zeros (fixed-width values, offsets
      // all 0, booleans false), left to `addDataBuffers`.
      unstoredCount = 0
      hasOnlyZeroData = true
    } else if unstoredCount != 0 {
      catchUp()
    }
    // A struct's fields get the nulls its last valid rows left unwritten.
    if type == .structure { for child in childColumns { child.appendNulls(upTo: count) } }
    // A column null in every row: its bitmap is zeros, left to `addNodesAndBuffers`.
    if validity.hasNull && !validity.isAllZeros(rows: count) { validity.writeBits(upTo: count) }
  }

  /// Adds this column's field node and buffers, then its children's, to `body`.
  final func addNodesAndBuffers(to body: inout _ArrowBody) {
    completeRows()
    let nullCount = validity.zeroCount
    body.addNode(length: count, nullCount: nullCount)
    if nullCount == 0 {
      body.addEmptyBuffer()
    } else if validity.isAllZeros(rows: count) {
      body.addZeros((count + 7) >> 3)
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
