// The output buffer of a record stream (``RecordStream``) and of wxparse: records are written
// straight into it, and it is handed to a file descriptor as it is.
/// A growable byte buffer that writers append to directly, then hand to a file descriptor.
///
/// The state lives behind a pointer rather than in stored `var`s, so the hot appends pay no
/// dynamic exclusivity checks.
package final class ByteBuffer {
  private struct Header {
    var base: UnsafeMutablePointer<UInt8>
    var count: Int
    var capacity: Int
  }

  private let header: UnsafeMutablePointer<Header>

  package init(capacity: Int = 1 << 16) {
    // A cache line of its own: the decoding threads' buffers update their counts for every
    // record, and headers sharing a line would bounce it between the processors.
    header = UnsafeMutableRawPointer.allocate(byteCount: 128, alignment: 64).bindMemory(to: Header.self, capacity: 1)
    header.initialize(to: Header(base: .allocate(capacity: capacity), count: 0, capacity: capacity))
  }

  deinit {
    header.pointee.base.deallocate()
    header.deinitialize(count: 1)
    UnsafeMutableRawPointer(header).deallocate()
  }

  /// The bytes; `base[0..<count]` are written.
  @inline(__always)
  package var base: UnsafeMutablePointer<UInt8> { header.pointee.base }

  /// How many bytes are written.
  @inline(__always)
  package var count: Int {
    get { header.pointee.count }
    set { header.pointee.count = newValue }
  }

  /// Makes room for `extra` more bytes; returns where they go.
  @inline(__always)
  package func reserve(_ extra: Int) -> UnsafeMutablePointer<UInt8> {
    if header.pointee.count + extra > header.pointee.capacity { grow(header.pointee.count + extra) }
    return header.pointee.base + header.pointee.count
  }

  private func grow(_ needed: Int) {
    var newCapacity = header.pointee.capacity * 2
    while newCapacity < needed { newCapacity *= 2 }
    let newBase = UnsafeMutablePointer<UInt8>.allocate(capacity: newCapacity)
    newBase.update(from: header.pointee.base, count: header.pointee.count)
    header.pointee.base.deallocate()
    header.pointee.base = newBase
    header.pointee.capacity = newCapacity
  }

  /// Appends one byte.
  @inline(__always)
  package func append(_ byte: UInt8) {
    reserve(1).pointee = byte
    header.pointee.count += 1
  }

  /// Appends two bytes.
  @inline(__always)
  package func append(_ a: UInt8, _ b: UInt8) {
    let p = reserve(2)
    p[0] = a
    p[1] = b
    header.pointee.count += 2
  }

  /// Appends raw bytes.
  @inline(__always)
  package func append(_ bytes: UnsafeBufferPointer<UInt8>) {
    guard let source = bytes.baseAddress, !bytes.isEmpty else { return }
    reserve(bytes.count).update(from: source, count: bytes.count)
    header.pointee.count += bytes.count
  }

  /// Appends the bytes of an array.
  package func append(_ bytes: [UInt8]) {
    bytes.withUnsafeBufferPointer { append($0) }
  }

  /// Appends a string's UTF-8 bytes as they are.
  package func append(_ text: String) {
    var copy = text
    copy.withUTF8 { append($0) }
  }

  /// Appends a static string's bytes.
  @inline(__always)
  package func append(_ text: StaticString) {
    append(UnsafeBufferPointer(start: text.utf8Start, count: text.utf8CodeUnitCount))
  }

  /// Appends `value` in decimal.
  package func append(decimal value: Int) {
    if value >= 0 && value < 10 {
      append(asciiZero &+ UInt8(truncatingIfNeeded: value))
      return
    }
    var magnitude = value.magnitude
    var digits = 0
    var probe = magnitude
    repeat {
      digits += 1
      probe /= 10
    } while probe > 0
    let length = digits + (value < 0 ? 1 : 0)
    let target = reserve(length)
    if value < 0 { target[0] = asciiMinus }
    var index = length - 1
    repeat {
      target[index] = asciiZero &+ UInt8(truncatingIfNeeded: magnitude % 10)
      magnitude /= 10
      index -= 1
    } while magnitude > 0
    header.pointee.count += length
  }

  /// Drops everything from `mark` on (undoing a record that failed half-way).
  package func truncate(to mark: Int) {
    if mark < count { count = mark }
  }

  /// Forgets the bytes, keeping the memory.
  package func removeAll() { count = 0 }
}
