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

  init() {}

  /// The bytes written.
  var bytes: UnsafeRawBufferPointer { UnsafeRawBufferPointer(start: base, count: count) }

  /// Makes room for `extra` more bytes.
  @inline(__always)
  mutating func reserve(_ extra: Int) {
    if count + extra > capacity { grow(count + extra) }
  }

  private mutating func grow(_ needed: Int) {
    var newCapacity = max(capacity * 2, 256)
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
    count += MemoryLayout<T>.size
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
    (base.unsafelyUnwrapped + count).copyMemory(from: source, byteCount: raw.count)
    count += raw.count
  }

  /// The last byte written (the caller checks there is one).
  @inline(__always)
  mutating func orLastByte(_ bits: UInt8) {
    let last = base.unsafelyUnwrapped + (count - 1)
    last.storeBytes(of: last.load(as: UInt8.self) | bits, as: UInt8.self)
  }

  /// Appends `byteCount` zeros.
  mutating func appendZeros(_ byteCount: Int) {
    guard byteCount > 0 else { return }
    reserve(byteCount)
    (base.unsafelyUnwrapped + count).initializeMemory(as: UInt8.self, repeating: 0, count: byteCount)
    count += byteCount
  }

  /// Keeps the first `count` bytes written (at most ``capacity``: bytes ``store(_:atByteOffset:)``
  /// wrote), forgetting the rest.
  @inline(__always)
  mutating func setCount(_ count: Int) {
    assert(count <= capacity)
    self.count = count
  }

  /// Stores `value` at `offset` in the memory, which holds it (the caller checked against
  /// ``capacity``), without counting it (``setCount(_:)`` does).
  @inline(__always)
  func store<T: BitwiseCopyable>(_ value: T, atByteOffset offset: Int) {
    base.unsafelyUnwrapped.storeBytes(of: value, toByteOffset: offset, as: T.self)
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
