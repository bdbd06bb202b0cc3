// A growing Arrow bitmap: validity (1 = a value, 0 = null), least significant bit first, as the
// Arrow columnar format lays them out; a boolean column stores its values in the same layout, a
// row at a time (`_ArrowBoolColumn`, through `_ArrowBitmap.store(_:row:in:)`).

/// Bits appended in runs, least significant bit of each byte first; the
/// unused bits of the last byte are 0. Its memory is freed with ``deallocate()`` (by the column
/// that owns it).
struct _ArrowBitmap: ~Copyable {
  /// The bytes, the last one partly used.
  private(set) var storage = _ArrowBuffer()
  /// The number of bits.
  private(set) var count = 0
  /// The number of bits that are 0 (a validity bitmap's null count).
  private(set) var zeroCount = 0

  init() {}

  /// The bytes, the last one partly used.
  var bytes: UnsafeRawBufferPointer { storage.bytes }

  // The layout, said here only: row `i`'s bit is bit `i % 8` of byte `i / 8`, least significant
  // bit first (the validity bitmaps here, a boolean column's values: `_ArrowBoolColumn`).

  /// The bits of rows `first..<end` of one byte (`0 <= first <= end <= 8`, counted from the
  /// byte's first row), the rest 0.
  @inline(__always)
  static func mask(rows first: Int, upTo end: Int) -> UInt8 {
    UInt8(truncatingIfNeeded: (1 &<< end) &- (1 &<< first))
  }

  /// Stores `value` as row `row`'s bit in the bitmap at `bytes`, whose rows before `row` are
  /// stored and whose byte of `row` is there: a row that starts a byte writes the whole byte
  /// (its later bits 0), a later one sets its bit (a false one leaves the byte as it is).
  @inline(__always)
  static func store(_ value: Bool, row: Int, in bytes: UnsafeMutableRawPointer) {
    let shift = row & 7
    let bit = value ? mask(rows: shift, upTo: shift &+ 1) : 0
    let byte = bytes + (row &>> 3)
    if shift == 0 {
      byte.storeBytes(of: bit, as: UInt8.self)
    } else if value {
      byte.storeBytes(of: byte.load(as: UInt8.self) | bit, as: UInt8.self)
    }
  }

  /// Appends `count` copies of `bit`: the rest of the last byte, then whole bytes at once.
  mutating func append(_ bit: Bool, count: Int) {
    guard count > 0 else { return }
    let end = self.count + count
    let used = self.count & 7
    if !bit { zeroCount += count }
    if used != 0 {
      // The rest of the last byte (its unused bits are 0).
      if bit { storage.orLastByte(Self.mask(rows: used, upTo: min(8, used + count))) }
      self.count = min(end, (self.count | 7) + 1)
    }
    let left = end - self.count
    guard left > 0 else { return }
    let whole = left >> 3
    storage.append(bit ? Self.mask(rows: 0, upTo: 8) : 0, repetitions: whole)
    let rest = left & 7
    if rest != 0 { storage.append(bit ? Self.mask(rows: 0, upTo: rest) : 0) }
    self.count = end
  }

  /// Empties the bitmap, keeping its memory for the next batch.
  mutating func removeAll() {
    storage.removeAll()
    count = 0
    zeroCount = 0
  }

  /// Frees the memory.
  mutating func deallocate() { storage.deallocate() }
}
