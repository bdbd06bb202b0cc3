// A column's validity bitmap, kept only once the column holds a null: most columns of a batch
// hold none (a METAR's members that are always there, every field of a struct written), and
// Arrow leaves their bitmap out, so until a null comes the rows are only counted.

/// Validity bits (1 = a value, 0 = null), as ``_ArrowBitmap`` lays them out, counted without
/// being written while every one is 1. Its memory is freed with ``deallocate()`` (by the column
/// that owns it).
struct _ArrowValidity: ~Copyable {
  /// The bits, once a null came since ``removeAll()`` (before it, empty).
  private var bits = _ArrowBitmap()
  /// Whether a null came since ``removeAll()``: then ``bits`` holds every bit.
  private var hasNull = false
  /// The number of bits (rows).
  private(set) var count = 0

  init() {}

  /// The number of bits that are 0 (nulls).
  var zeroCount: Int { bits.zeroCount }

  /// The bytes of the bitmap, the last one partly used (empty while there is no null).
  var bytes: UnsafeRawBufferPointer { bits.bytes }

  @inline(__always)
  mutating func append(_ bit: Bool) {
    if bit {
      if hasNull { bits.append(true) }
    } else {
      if !hasNull { writeOnesSoFar() }
      bits.append(false)
    }
    count += 1
  }

  /// Appends `count` copies of `bit`.
  mutating func append(_ bit: Bool, count: Int) {
    guard count > 0 else { return }
    if bit {
      if hasNull { bits.append(true, count: count) }
    } else {
      if !hasNull { writeOnesSoFar() }
      bits.append(false, count: count)
    }
    self.count += count
  }

  /// At the first null: the bits of the rows before it, all 1.
  private mutating func writeOnesSoFar() {
    bits.append(true, count: count)
    hasNull = true
  }

  /// Empties the bitmap, keeping its memory for the next batch.
  mutating func removeAll() {
    bits.removeAll()
    hasNull = false
    count = 0
  }

  /// Frees the memory.
  mutating func deallocate() { bits.deallocate() }
}
