// A growing Arrow bitmap: validity (1 = a value, 0 = null), least significant bit first, as the
// Arrow columnar format lays them out (a boolean column stores its values by row instead:
// `_ArrowBoolColumn`).

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

  /// Appends `count` copies of `bit`: the rest of the last byte, then whole bytes at once.
  mutating func append(_ bit: Bool, count: Int) {
    guard count > 0 else { return }
    let end = self.count + count
    let used = self.count & 7
    if !bit { zeroCount += count }
    if used != 0 {
      // The rest of the last byte (its unused bits are 0).
      if bit {
        let last = min(8, used + count)
        storage.orLastByte(UInt8(truncatingIfNeeded: (1 << last) - (1 << used)))
      }
      self.count = min(end, (self.count | 7) + 1)
    }
    let left = end - self.count
    guard left > 0 else { return }
    let whole = left >> 3
    storage.append(UInt8(bit ? 0xFF : 0), repetitions: whole)
    let rest = left & 7
    if rest != 0 { storage.append(UInt8(bit ? (1 << rest) - 1 : 0)) }
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
