import AviationWeather

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// A growable byte buffer that writers append to directly, then hand to a file descriptor.
///
/// The state lives behind a pointer rather than in stored `var`s, so the hot appends pay no
/// dynamic exclusivity checks.
final class ByteBuffer {
  private struct Header {
    var base: UnsafeMutablePointer<UInt8>
    var count: Int
    var capacity: Int
  }

  private let header: UnsafeMutablePointer<Header>

  init(capacity: Int = 1 << 16) {
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
  var base: UnsafeMutablePointer<UInt8> { header.pointee.base }

  /// How many bytes are written.
  @inline(__always)
  var count: Int {
    get { header.pointee.count }
    set { header.pointee.count = newValue }
  }

  /// Makes room for `extra` more bytes; returns where they go.
  @inline(__always)
  func reserve(_ extra: Int) -> UnsafeMutablePointer<UInt8> {
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
  func append(_ byte: UInt8) {
    reserve(1).pointee = byte
    header.pointee.count += 1
  }

  /// Appends two bytes.
  @inline(__always)
  func append(_ a: UInt8, _ b: UInt8) {
    let p = reserve(2)
    p[0] = a
    p[1] = b
    header.pointee.count += 2
  }

  /// Appends raw bytes.
  @inline(__always)
  func append(_ bytes: UnsafeBufferPointer<UInt8>) {
    guard let source = bytes.baseAddress, !bytes.isEmpty else { return }
    reserve(bytes.count).update(from: source, count: bytes.count)
    header.pointee.count += bytes.count
  }

  /// Appends the bytes of an array.
  func append(_ bytes: [UInt8]) {
    bytes.withUnsafeBufferPointer { append($0) }
  }

  /// Appends a string's UTF-8 bytes as they are.
  func append(_ text: String) {
    var copy = text
    copy.withUTF8 { append($0) }
  }

  /// Appends a static string's bytes.
  @inline(__always)
  func append(_ text: StaticString) {
    append(UnsafeBufferPointer(start: text.utf8Start, count: text.utf8CodeUnitCount))
  }

  /// Appends `value` in decimal.
  func append(decimal value: Int) {
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
  func truncate(to mark: Int) {
    if mark < count { count = mark }
  }

  /// Forgets the bytes, keeping the memory.
  func removeAll() { count = 0 }
}

/// Standard output: the few records written outside a batch wait in ``buffer``; each batch's
/// records are written from the batch's own buffer (``write(_:)``).
final class OutputWriter {
  /// The bytes waiting to be written; encoders append to it directly.
  let buffer = ByteBuffer(capacity: 1 << 18)
  private let descriptor: Int32

  init(descriptor: Int32 = 1) {
    self.descriptor = descriptor
  }

  /// Writes everything buffered.
  func flush() throws(OutputError) {
    defer { buffer.removeAll() }
    try writeAll(buffer)
  }

  /// Writes what is buffered, then the bytes of `other` (without copying them into the buffer).
  func write(_ other: ByteBuffer) throws(OutputError) {
    try flush()
    try writeAll(other)
  }

  private func writeAll(_ bytes: ByteBuffer) throws(OutputError) {
    var offset = 0
    while offset < bytes.count {
      let n = Glibc.write(descriptor, bytes.base + offset, bytes.count - offset)
      if n < 0 {
        if errno == EINTR { continue }
        let code = errno
        let reason = String(cString: strerror(code))
        throw OutputError(message: "cannot write output: \(reason)", isBrokenPipe: code == EPIPE)
      }
      offset += n
    }
  }
}

/// Standard output could not be written (a closed pipe, a full disk).
struct OutputError: Error {
  var message: String
  /// The reader closed its end of the pipe (`EPIPE`): not worth a message.
  var isBrokenPipe = false
}

/// Writes diagnostics to standard error, unbuffered.
enum StandardError {
  static func write(_ text: String) {
    var copy = text
    copy.withUTF8 { pointer in
      guard let base = pointer.baseAddress else { return }
      var offset = 0
      while offset < pointer.count {
        let n = Glibc.write(2, base + offset, pointer.count - offset)
        if n < 0 && errno == EINTR { continue }
        if n <= 0 { return }
        offset += n
      }
    }
  }
}
