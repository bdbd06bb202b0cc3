// The growing memory of an Arrow buffer under construction: raw bytes the column owns, appended
// to without the uniqueness check and the size look-ups of a Swift array (a column appends to
// several buffers for every row).

/// Bytes appended at the end, in memory the owner frees with ``deallocate()`` (a column, in its
/// `deinit`). Not copyable: one owner.
struct _ArrowBuffer: ~Copyable {
  /// The start of the memory (8-byte aligned); `nil` before the first append.
  private(set) var base: UnsafeMutableRawPointer?
  /// The bytes written.
  private(set) var count = 0
  /// The bytes the memory holds.
  private(set) var capacity = 0
  /// The bytes the first memory holds at least (``reserveAtFirstUse(_:)``).
  private var firstCapacity = 0

  init() {}

  /// The bytes written.
  var bytes: UnsafeRawBufferPointer { UnsafeRawBufferPointer(start: base, count: count) }

  /// Makes room for `extra` more bytes.
  @inline(__always)
  mutating func reserve(_ extra: Int) {
    // `capacity - count` cannot overflow (the bytes written fit in the memory); `extra` is a size
    // in memory, so the sum in `grow` does not either.
    if extra > capacity &- count { grow(count + extra) }
  }

  /// Makes the first memory, made when the first byte comes, hold `byteCount` bytes; allocates
  /// nothing now (a column never written, or a writer used only for its schema, costs no memory).
  mutating func reserveAtFirstUse(_ byteCount: Int) { firstCapacity = byteCount }

  private mutating func grow(_ needed: Int) {
    var newCapacity = max(capacity * 2, 256, firstCapacity)
    while newCapacity < needed { newCapacity *= 2 }
    let memory = UnsafeMutableRawPointer.allocate(byteCount: newCapacity, alignment: 8)
    if let base {
      memory.copyMemory(from: base, byteCount: count)
      base.deallocate()
    }
    base = memory
    capacity = newCapacity
  }

  /// Appends `value`'s bytes (little-endian, as every platform the package supports holds them).
  @inline(__always)
  mutating func append<T: BitwiseCopyable>(_ value: T) {
    reserve(MemoryLayout<T>.size)
    // `reserve` made the memory.
    base.unsafelyUnwrapped.storeBytes(of: value, toByteOffset: count, as: T.self)
    count &+= MemoryLayout<T>.size
  }

  /// Appends `value` `repetitions` times.
  mutating func append<T: BitwiseCopyable>(_ value: T, repetitions: Int) {
    guard repetitions > 0 else { return }
    let byteCount = MemoryLayout<T>.size * repetitions
    reserve(byteCount)
    // `reserve` made the memory.
    let start = base.unsafelyUnwrapped + count
    for i in 0..<repetitions { start.storeBytes(of: value, toByteOffset: i * MemoryLayout<T>.size, as: T.self) }
    count += byteCount
  }

  /// The last `T` written (the caller checks there is one).
  @inline(__always)
  func last<T: BitwiseCopyable>(as type: T.Type) -> T {
    base.unsafelyUnwrapped.loadUnaligned(fromByteOffset: count - MemoryLayout<T>.size, as: T.self)
  }

  /// Appends the bytes of `raw`.
  @inline(__always)
  mutating func append(contentsOf raw: UnsafeRawBufferPointer) {
    guard let source = raw.baseAddress, raw.count > 0 else { return }
    reserve(raw.count)
    let destination = base.unsafelyUnwrapped + count
    if raw.count <= 32 {
      Self.copyShort(raw.count, from: source, to: destination)
    } else {
      destination.copyMemory(from: source, byteCount: raw.count)
    }
    // `reserve` made room for them, so the sum is at most ``capacity``.
    count &+= raw.count
  }

  /// Copies 1 to 32 bytes (most texts of a row: codes, stations) with two loads and two stores,
  /// overlapping when the bytes are fewer than the two hold, instead of a call.
  @inline(__always)
  private static func copyShort(_ count: Int, from source: UnsafeRawPointer, to destination: UnsafeMutableRawPointer) {
    @inline(__always)
    func copy<Word: BitwiseCopyable>(_ word: Word.Type) {
      let last = count - MemoryLayout<Word>.size
      let first = source.loadUnaligned(as: Word.self)
      let end = source.loadUnaligned(fromByteOffset: last, as: Word.self)
      destination.storeBytes(of: first, as: Word.self)
      destination.storeBytes(of: end, toByteOffset: last, as: Word.self)
    }
    if count >= 16 {
      copy(SIMD16<UInt8>.self)
    } else if count >= 8 {
      copy(UInt64.self)
    } else if count >= 4 {
      copy(UInt32.self)
    } else if count >= 2 {
      copy(UInt16.self)
    } else {
      destination.storeBytes(of: source.load(as: UInt8.self), as: UInt8.self)
    }
  }

  /// The last byte written (the caller checks there is one).
  @inline(__always)
  mutating func orLastByte(_ bits: UInt8) {
    let last = base.unsafelyUnwrapped + (count - 1)
    last.storeBytes(of: last.load(as: UInt8.self) | bits, as: UInt8.self)
  }

  /// Appends `byteCount` zeros: the slots of a run of nulls, most often one to four rows (4 to
  /// 32 bytes: one to four stores, no call, no loop).
  mutating func appendZeros(_ byteCount: Int) {
    guard byteCount > 0 else { return }
    reserve(byteCount)
    // `reserve` made the memory.
    let start = base.unsafelyUnwrapped + count
    switch byteCount {
    case 4:
      start.storeBytes(of: UInt32(0), as: UInt32.self)
    case 8...16:
      // Two 8-byte stores, overlapping when fewer than 16 bytes.
      start.storeBytes(of: UInt64(0), as: UInt64.self)
      start.storeBytes(of: UInt64(0), toByteOffset: byteCount &- 8, as: UInt64.self)
    case 17...32:
      // The first 16 bytes and the last 16, overlapping when fewer than 32.
      start.storeBytes(of: UInt64(0), as: UInt64.self)
      start.storeBytes(of: UInt64(0), toByteOffset: 8, as: UInt64.self)
      start.storeBytes(of: UInt64(0), toByteOffset: byteCount &- 16, as: UInt64.self)
      start.storeBytes(of: UInt64(0), toByteOffset: byteCount &- 8, as: UInt64.self)
    default:
      // 8 bytes at a time (a loop the compiler vectorises: `initializeMemory`'s `memset` writes
      // the long runs a batch ends with byte by byte with `rep stosb`, which callgrind counts
      // one instruction a byte).
      append(UInt64(0), repetitions: byteCount >> 3)
      for _ in 0..<(byteCount & 7) { append(UInt8(0)) }
      return
    }
    count &+= byteCount
  }

  /// Keeps the first `count` bytes written (at most ``capacity``: bytes ``store(_:atByteOffset:)``
  /// wrote), forgetting the rest.
  @inline(__always)
  mutating func setCount(_ count: Int) {
    assert(count <= capacity)
    self.count = count
  }

  /// Forgets the bytes, keeping the memory.
  mutating func removeAll() { count = 0 }

  /// Frees the memory.
  mutating func deallocate() {
    base?.deallocate()
    base = nil
    count = 0
    capacity = 0
  }
}

/// The 32-bit offsets of a text or list column: one more than its rows, the first 0, row `i`'s
/// end at element `i + 1`, counted by the column's rows (the memory's count is set only when
/// its bytes are read or ends repeated), so that a row's end costs a store after the column's
/// one room check (``_ArrowColumn/beginFixedWidthValue()``). Its memory is freed with
/// ``deallocate()`` (by the column that owns it).
struct _ArrowOffsets: ~Copyable {
  private var buffer = _ArrowBuffer()

  /// Offsets whose memory is made, with the first offset, when the first end is stored.
  init() {}

  /// Makes the memory, holding the first offset (0), if there is none yet.
  @inline(__always)
  private mutating func makeFirst() {
    if buffer.capacity == 0 { buffer.append(Int32(0)) }
  }

  /// The start of the memory (`nil` before the first end): the column's ``_ArrowColumn/slots``.
  var base: UnsafeMutableRawPointer? { buffer.base }

  /// Stores `end` as row `row`'s end in `slots`, the memory of offsets (``base``) that
  /// ``room(forRow:)`` said holds it.
  @inline(__always)
  static func store(_ end: Int, row: Int, in slots: UnsafeMutableRawPointer?) {
    // An end is a count of bytes or elements, never negative; one comparison clamps it (a batch
    // ends long before 2 GiB: ``_ArrowStreamWriter/largestColumnBytes``).
    let clamped = end <= Int(Int32.max) ? Int32(truncatingIfNeeded: end) : Int32.max
    slots.unsafelyUnwrapped.storeBytes(of: clamped, toByteOffset: (row &+ 1) &* 4, as: Int32.self)
  }

  /// Stores row `row`'s end as the end before it (an empty text or list), in `slots`, the
  /// memory of offsets that ``room(forRow:)`` said holds it (the rows before it stored).
  @inline(__always)
  static func repeatEnd(row: Int, in slots: UnsafeMutableRawPointer?) {
    let memory = slots.unsafelyUnwrapped
    memory.storeBytes(
      of: memory.load(fromByteOffset: row &* 4, as: Int32.self), toByteOffset: (row &+ 1) &* 4, as: Int32.self)
  }

  /// Makes room for row `row`'s end (the rows before it stored); returns how many rows the
  /// memory holds.
  mutating func room(forRow row: Int) -> Int {
    makeFirst()
    buffer.setCount((row + 1) * 4)
    buffer.reserve(4)
    return buffer.capacity / 4 - 1
  }

  /// The ends of `count` empty rows (nulls or fillers) after the first `stored`: the last end
  /// again.
  mutating func repeatLast(_ count: Int, after stored: Int) {
    makeFirst()
    buffer.setCount((stored + 1) * 4)
    buffer.append(buffer.last(as: Int32.self), repetitions: count)
  }

  /// Makes the first memory hold `rows` rows, when the first is stored (nothing allocated now).
  mutating func reserveAtFirstUse(rows: Int) { buffer.reserveAtFirstUse((rows + 1) * 4) }

  /// The offsets of the first `rows` rows (every one stored).
  mutating func bytes(rows: Int) -> UnsafeRawBufferPointer {
    makeFirst()
    buffer.setCount((rows + 1) * 4)
    return buffer.bytes
  }

  /// Frees the memory.
  mutating func deallocate() { buffer.deallocate() }
}
