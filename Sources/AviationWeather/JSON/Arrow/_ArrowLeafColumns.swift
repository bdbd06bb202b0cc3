// The leaf columns: booleans, fixed-width numbers (integers, doubles, timestamps) and UTF-8 text.

/// A column of booleans, stored as a bitmap (laid out as ``_ArrowBitmap`` says), counted by the column's
/// rows as a fixed-width column's values are (the memory's count is set only when its bytes are
/// read), so that a value costs one comparison (``beginFixedWidthValue()``) and a store, in the
/// column's ``slots``.
final class _ArrowBoolColumn: _ArrowColumn {
  /// The bytes of the bits, the last one partly used (its unused bits 0).
  @exclusivity(unchecked) private var values = _ArrowBuffer()

  init(isNullable: Bool) { super.init(type: .bool, isNullable: isNullable) }

  override func emptyCopy() -> _ArrowColumn { _ArrowBoolColumn(isNullable: isNullable) }

  /// Appends `value`: its bit stored as ``_ArrowBitmap`` lays bits out
  /// (``_ArrowBitmap/store(_:row:in:)``; the rows before it are stored).
  @inline(__always)
  func append(_ value: Bool) {
    let row = beginFixedWidthValue()
    // `beginFixedWidthValue` made room for the row's byte.
    _ArrowBitmap.store(value, row: row, in: slots.unsafelyUnwrapped)
  }

  deinit { values.deallocate() }

  /// False bits: the bytes that start after the stored rows (a partly used byte's unused bits
  /// are 0 already).
  override func appendFillerValues(_ count: Int) {
    let stored = self.count - count
    values.setCount((stored + 7) >> 3)
    values.appendZeros(((self.count + 7) >> 3) - ((stored + 7) >> 3))
    noteSlots(values.base)
  }

  override func roomForValue(row: Int) -> Int {
    values.setCount((row + 7) >> 3)
    values.reserve(1)
    noteSlots(values.base)
    return values.capacity &* 8
  }

  override func addDataBuffers(to body: inout _ArrowBody) {
    if hasOnlyZeroData {
      body.addZeros((count + 7) >> 3)
    } else {
      values.setCount((count + 7) >> 3)
      body.addBuffer(values.bytes)
    }
  }

  override func removeAll() {
    super.removeAll()
    values.removeAll()
  }
}

/// A column of fixed-width numbers, stored little-endian as the machine holds them (every
/// platform the package supports is little-endian): row `i`'s value at element `i`, counted by
/// the column's rows (the memory's count is set only when its bytes are read), so that a value
/// costs one comparison (``beginFixedWidthValue()``) and a store. Not generic: a generic
/// class's methods, called through the class, are not specialised; its subclasses say the type.
class _ArrowFixedWidthColumn: _ArrowColumn {
  /// The bytes of a value: the size of the one type the subclass stores (``init(type:of:isNullable:)``).
  private let width: Int
  @exclusivity(unchecked) private var values = _ArrowBuffer()

  /// A column of `Value`s (the subclass's one type, the only one it passes to ``store(_:)``).
  init<Value: BitwiseCopyable>(type: _ArrowType, of value: Value.Type, isNullable: Bool) {
    self.width = MemoryLayout<Value>.size
    super.init(type: type, isNullable: isNullable)
  }

  deinit { values.deallocate() }

  /// Appends `value`, a value of the column's type. Only the subclasses below call it, each
  /// with the type it gave ``init(type:of:isNullable:)``, so the sizes agree by construction (a
  /// value of another size is a programming error, never input's: debug builds stop on it). The
  /// slot's offset comes from the type's size, a constant, not from ``width``: a value costs a
  /// comparison (``beginFixedWidthValue()``) and a store.
  @inline(__always)
  fileprivate final func store<Value: BitwiseCopyable>(_ value: Value) {
    assert(MemoryLayout<Value>.size == width, "a \(Value.self) in a column of \(width)-byte values")
    let row = beginFixedWidthValue()
    // `beginFixedWidthValue` made room for the row's slot.
    slots.unsafelyUnwrapped.storeBytes(of: value, toByteOffset: row &* MemoryLayout<Value>.size, as: Value.self)
  }

  /// Zeros.
  override final func appendFillerValues(_ count: Int) {
    values.setCount((self.count - count) * width)
    values.appendZeros(count * width)
    noteSlots(values.base)
  }

  override final func roomForValue(row: Int) -> Int {
    values.setCount(row * width)
    values.reserve(width)
    noteSlots(values.base)
    return values.capacity / width
  }

  override final func reserveAtFirstUse(rows: Int) { values.reserveAtFirstUse(rows * width) }

  override final func addDataBuffers(to body: inout _ArrowBody) {
    if hasOnlyZeroData {
      body.addZeros(count * width)
    } else {
      values.setCount(count * width)
      body.addBuffer(values.bytes)
    }
  }
}

/// A column of `Int64` (also a timestamp's microseconds since 1970 UTC).
final class _ArrowInt64Column: _ArrowFixedWidthColumn {
  init(isNullable: Bool, type: _ArrowType = .int64) { super.init(type: type, of: Int64.self, isNullable: isNullable) }

  override func emptyCopy() -> _ArrowColumn { _ArrowInt64Column(isNullable: isNullable, type: type) }

  @inline(__always)
  func append(_ value: Int64) { store(value) }
}

/// A column of `Int32` (32-bit integers).
final class _ArrowInt32Column: _ArrowFixedWidthColumn {
  init(isNullable: Bool) { super.init(type: .int32, of: Int32.self, isNullable: isNullable) }

  override func emptyCopy() -> _ArrowColumn { _ArrowInt32Column(isNullable: isNullable) }

  @inline(__always)
  func append(_ value: Int32) { store(value) }
}

/// A column of `Double` (`Float64`).
final class _ArrowFloat64Column: _ArrowFixedWidthColumn {
  init(isNullable: Bool) { super.init(type: .float64, of: Double.self, isNullable: isNullable) }

  override func emptyCopy() -> _ArrowColumn { _ArrowFloat64Column(isNullable: isNullable) }

  @inline(__always)
  func append(_ value: Double) { store(value) }
}

/// A column of UTF-8 text: 32-bit offsets and the bytes. A batch holds less than 2 GiB of text
/// in a column (``_ArrowStreamWriter`` starts a new batch well before), so the offsets fit.
final class _ArrowUtf8Column: _ArrowColumn {
  /// `count + 1` offsets into ``bytes``, the first 0.
  @exclusivity(unchecked) private var offsets = _ArrowOffsets()
  /// The texts' bytes, one after the other.
  @exclusivity(unchecked) private var text = _ArrowBuffer()

  init(isNullable: Bool) {
    super.init(type: .utf8, isNullable: isNullable)
  }

  override func emptyCopy() -> _ArrowColumn { _ArrowUtf8Column(isNullable: isNullable) }

  deinit {
    offsets.deallocate()
    text.deallocate()
    jsonScratch?.deallocate()
  }

  /// The bytes of the texts appended.
  var byteCount: Int { text.count }

  /// Ends a text whose bytes were just appended to ``text`` (the slots of the null rows before
  /// it repeat the offset before those bytes, the last one stored).
  @inline(__always)
  private func endText() {
    let row = beginFixedWidthValue()
    _ArrowOffsets.store(text.count, row: row, in: slots)
  }

  /// Appends `value`'s UTF-8, read where the string holds it (a native or small string: no copy
  /// of the string, so no retain and release of its storage); a bridged string is copied first.
  @inline(__always)
  func append(_ value: String) {
    withUTF8Bytes(of: value) { text.append(contentsOf: UnsafeRawBufferPointer($0)) }
    endText()
  }

  @inline(__always)
  func append(_ value: StaticString) {
    value.withUTF8Buffer { text.append(contentsOf: UnsafeRawBufferPointer($0)) }
    endText()
  }

  /// Appends `piece` to a text made of fixed parts, which ``endPieces()`` ends.
  @inline(__always)
  func appendPiece(_ piece: StaticString) {
    piece.withUTF8Buffer { text.append(contentsOf: UnsafeRawBufferPointer($0)) }
  }

  /// Ends a text made of the pieces ``appendPiece(_:)`` appended since the last text.
  @inline(__always)
  func endPieces() { endText() }

  /// Appends text given as its UTF-8 bytes.
  func append(utf8: UnsafeRawBufferPointer) {
    text.append(contentsOf: utf8)
    endText()
  }

  /// Memory lent to the JSON writer by ``appendJSONRecord(_:)``, made at its first use.
  private var jsonScratch: UnsafeMutableRawBufferPointer?

  /// Appends `value`'s JSON record text (a value with no Arrow form of its own); null when the
  /// record cannot be written (a number JSON cannot hold). Written in memory the column keeps,
  /// so that a value costs no allocation.
  func appendJSONRecord<V: _RecordValue>(_ value: V) {
    let scratch = jsonScratch ?? UnsafeMutableRawBufferPointer.allocate(byteCount: 1 << 14, alignment: 8)
    jsonScratch = scratch
    var writer = _JSONWriter(borrowing: scratch)
    V._writeRecord(value, to: &writer)
    if writer.failed {
      writer.discard()
      appendNull()
    } else if writer.outgrewBorrowedMemory {
      var bytes: [UInt8] = []
      writer.finish(into: &bytes)
      bytes.withUnsafeBytes { append(utf8: $0) }
    } else {
      append(utf8: UnsafeRawBufferPointer(rebasing: scratch[0..<writer.writtenCount]))
      writer.discard()
    }
  }

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

  override func addDataBuffers(to body: inout _ArrowBody) {
    if hasOnlyZeroData {
      // Every offset 0; no text.
      body.addZeros((count + 1) * 4)
    } else {
      body.addBuffer(offsets.bytes(rows: count))
    }
    body.addBuffer(text.bytes)
  }

  override func removeAll() {
    super.removeAll()
    text.removeAll()
  }
}
