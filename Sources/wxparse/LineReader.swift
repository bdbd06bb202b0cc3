#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Reads a file descriptor in large blocks and hands out lines as byte arrays
/// (without the line ending; a trailing CR is dropped).
final class LineReader {
  private let descriptor: Int32
  private let ownsDescriptor: Bool
  private var buffer: [UInt8] = []
  private var start = 0
  private var atEnd = false
  private(set) var lineNumber = 0

  /// Opens `path` (`-` is standard input); `nil` if it cannot be opened.
  init?(path: String) {
    if path == "-" {
      descriptor = 0
      ownsDescriptor = false
    } else {
      let fd = open(path, O_RDONLY)
      guard fd >= 0 else { return nil }
      descriptor = fd
      ownsDescriptor = true
    }
  }

  deinit {
    if ownsDescriptor { close(descriptor) }
  }

  /// The next line, or `nil` at the end of input.
  func nextLine() -> [UInt8]? {
    while true {
      if let newline = buffer[start...].firstIndex(of: 10) {
        var end = newline
        if end > start, buffer[end - 1] == 13 { end -= 1 }
        let line = Array(buffer[start..<end])
        start = newline + 1
        lineNumber += 1
        return line
      }
      if atEnd {
        guard start < buffer.count else { return nil }
        var end = buffer.count
        if buffer[end - 1] == 13 { end -= 1 }
        let line = Array(buffer[start..<end])
        start = buffer.count
        lineNumber += 1
        return line
      }
      fill()
    }
  }

  private func fill() {
    if start > 0 {
      buffer.removeFirst(start)
      start = 0
    }
    let chunk = 1 << 16
    let oldCount = buffer.count
    buffer.append(contentsOf: repeatElement(0, count: chunk))
    let n = buffer.withUnsafeMutableBufferPointer { pointer -> Int in
      guard let base = pointer.baseAddress else { return 0 }
      return read(descriptor, base + oldCount, chunk)
    }
    buffer.removeLast(chunk - max(n, 0))
    if n <= 0 { atEnd = true }
  }
}
