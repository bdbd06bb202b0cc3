import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Buffers standard output and writes it in large blocks.
final class OutputWriter {
  private var buffer: [UInt8] = []

  init() {
    buffer.reserveCapacity(1 << 16)
  }

  func write(_ text: String) {
    buffer.append(contentsOf: text.utf8)
    if buffer.count >= 1 << 16 { flush() }
  }

  func write(_ data: Data) {
    buffer.append(contentsOf: data)
    if buffer.count >= 1 << 16 { flush() }
  }

  func flush() {
    var offset = 0
    while offset < buffer.count {
      let n = buffer.withUnsafeBufferPointer { pointer -> Int in
        guard let base = pointer.baseAddress else { return 0 }
        return Glibc.write(1, base + offset, pointer.count - offset)
      }
      if n <= 0 { break }
      offset += n
    }
    buffer.removeAll(keepingCapacity: true)
  }
}

/// Writes diagnostics to standard error, unbuffered.
enum StandardError {
  static func write(_ text: String) {
    var copy = text
    copy.withUTF8 { pointer in
      guard let base = pointer.baseAddress else { return }
      _ = Glibc.write(2, base, pointer.count)
    }
  }
}
