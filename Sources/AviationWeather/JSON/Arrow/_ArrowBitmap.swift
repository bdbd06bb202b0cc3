// A growing Arrow bitmap: validity (1 = a value, 0 = null) or boolean values, least significant
// bit first, as the Arrow columnar format lays them out.

/// Bits appended one at a time, least significant bit of each byte first.
struct _ArrowBitmap {
  /// The bytes, the last one partly used.
  private(set) var bytes: [UInt8] = []
  /// The number of bits.
  private(set) var count = 0
  /// The number of bits that are 0 (a validity bitmap's null count).
  private(set) var zeroCount = 0

  @inline(__always)
  mutating func append(_ bit: Bool) {
    let shift = count & 7
    if shift == 0 {
      bytes.append(bit ? 1 : 0)
    } else if bit {
      bytes[bytes.count - 1] |= UInt8(1) << UInt8(shift)
    }
    if !bit { zeroCount += 1 }
    count += 1
  }

  /// Appends `count` copies of `bit`.
  mutating func append(_ bit: Bool, count: Int) {
    for _ in 0..<max(0, count) { append(bit) }
  }

  /// Empties the bitmap, keeping its memory for the next batch.
  mutating func removeAll() {
    bytes.removeAll(keepingCapacity: true)
    count = 0
    zeroCount = 0
  }
}
