// A column's validity bitmap, written only once the column holds a null, and then in runs: most
// columns of a batch hold none (a METAR's members that are always there, every field of a
// struct written), and Arrow leaves their bitmap out; a column null in most rows (a member most
// reports lack) counts its nulls and writes them as one run when a value comes or the batch ends.

/// Validity bits (1 = a value, 0 = null), as ``_ArrowBitmap`` lays them out: the bits of the
/// first rows written, then rows not yet written, all 1 but the last ``pendingZeros``. The
/// column counts the rows. Its memory is freed with ``deallocate()`` (by the column that owns
/// it).
struct _ArrowValidity: ~Copyable {
  /// The nulls at the end of the rows, not yet written. First: a null touches it, and it then
  /// shares a cache line with the column's counts (``_ArrowColumn``).
  private(set) var pendingZeros = 0
  /// The bits written (empty while no null was written since ``removeAll()``).
  private var bits = _ArrowBitmap()

  init() {}

  /// Whether a null came since ``removeAll()``.
  var hasNull: Bool { pendingZeros != 0 || bits.count != 0 }

  /// Whether the `rows` rows (every row so far) are all null and no bit is written: the bitmap
  /// is then `(rows + 7) / 8` zero bytes, which need not be written in memory.
  func isAllZeros(rows: Int) -> Bool { bits.count == 0 && pendingZeros == rows }

  /// The number of bits that are 0 (nulls).
  var zeroCount: Int { bits.zeroCount + pendingZeros }

  /// The bytes of the bitmap, the last one partly used (empty while there is no null); all of
  /// them once ``writeBits(upTo:)`` wrote every row's.
  var bytes: UnsafeRawBufferPointer { bits.bytes }

  /// Counts `count` nulls after the rows so far.
  @inline(__always)
  mutating func addZeros(_ count: Int) { pendingZeros &+= count }

  /// Writes the bits of the first `rows` rows (every row so far): 1 up to the pending nulls,
  /// then theirs.
  mutating func writeBits(upTo rows: Int) {
    bits.append(true, count: rows - pendingZeros - bits.count)
    bits.append(false, count: pendingZeros)
    pendingZeros = 0
  }

  /// Empties the bitmap, keeping its memory for the next batch.
  mutating func removeAll() {
    bits.removeAll()
    pendingZeros = 0
  }

  /// Frees the memory.
  mutating func deallocate() { bits.deallocate() }
}
