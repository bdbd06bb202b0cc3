import AviationWeather

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

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
