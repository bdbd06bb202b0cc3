// A growing Arrow bitmap: validity (1 = a value, 0 = null) or boolean values, least significant
// bit first, as the Arrow columnar format lays them out.

/// Bits appended one at a time, least significant bit of each byte first. Its memory is freed
/// with ``deallocate()`` (by the column that owns it).
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

  @inline(__always)
  mutating func append(_ bit: Bool) {
    let shift = count & 7
    if shift == 0 {
      storage.append(UInt8(bit ? 1 : 0))
    } else if bit {
      storage.orLastByte(UInt8(1) << UInt8(shift))
    }
    if !bit { zeroCount += 1 }
    count += 1
  }

  /// Appends `count` copies of `bit`.
  mutating func append(_ bit: Bool, count: Int) {
    guard count > 0 else { return }
    // Bit by bit up to a byte boundary, then whole bytes, then the rest.
    var left = count
    while left > 0 && self.count & 7 != 0 {
      append(bit)
      left -= 1
    }
    let bytes = left >> 3
    if bytes > 0 {
      storage.append(UInt8(bit ? 0xFF : 0), repetitions: bytes)
      self.count += bytes << 3
      if !bit { zeroCount += bytes << 3 }
      left -= bytes << 3
    }
    while left > 0 {
      append(bit)
      left -= 1
    }
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
