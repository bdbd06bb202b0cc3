#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Reads a file descriptor in large blocks and hands out its lines without copying them: the
/// reader of ``RecordPipeline`` (and of `wxparse --svg`).
///
/// Lines end at LF, CR LF or a bare CR. The last line needs no line ending. A UTF-8 byte-order
/// mark at the start of the input is skipped.
/// Memory stays flat: the buffer holds one block plus the line being read; a line longer
/// than ``maximumLineLength`` is handed out cut at that length (flagged), and the rest of
/// it is skipped.
package final class LineReader {
  /// The longest line handed out whole (16 MiB).
  package static let maximumLineLength = 1 << 24
  /// How much is asked of `read` at a time.
  static let blockSize = 1 << 18

  /// What went wrong opening or reading: one line of POSIX English naming the input.
  package struct ReadError: Error {
    /// The reason, with the input's name (`cannot open 'x.txt': No such file or directory`).
    package var message: String
  }

  private let descriptor: Int32
  /// The input's name in records and messages: its path, `nil` for standard input or an
  /// unnamed descriptor.
  package let name: String?
  private let ownsDescriptor: Bool
  /// Whether the input is a regular file (reads never stall).
  package let isRegularFile: Bool
  private var buffer: UnsafeMutablePointer<UInt8>
  private var capacity: Int
  /// Bytes `start..<end` of `buffer` are read but not yet handed out.
  private var start = 0
  private var end = 0
  private var atEnd = false
  /// True while skipping the rest of an over-long line.
  private var skippingLongLine = false
  /// True when the last line ended at a CR that was the last byte read: an LF first in the
  /// next block belongs to that line ending.
  private var afterCR = false
  /// True once the start of the input was checked for a byte-order mark.
  private var checkedByteOrderMark = false
  /// The number of the last line handed out.
  private(set) var lineNumber = 0

  /// Opens `path` (`-` is standard input); throws with the system's reason if it cannot.
  package convenience init(path: String) throws(ReadError) {
    try self.init(path == "-" ? .standardInput : .file(path))
  }

  /// Opens `input`; throws with the system's reason if it cannot.
  package init(_ input: RecordPipeline.Input) throws(ReadError) {
    switch input {
    case .standardInput:
      (descriptor, name, ownsDescriptor) = (0, nil, false)
    case .fileDescriptor(let fd, let given):
      (descriptor, name, ownsDescriptor) = (fd, given, false)
    case .file(let path):
      let fd = open(path, O_RDONLY)
      guard fd >= 0 else { throw ReadError(message: "cannot open '\(path)': \(String(cString: strerror(errno)))") }
      (descriptor, name, ownsDescriptor) = (fd, path, true)
    }
    var info = stat()
    if fstat(descriptor, &info) == 0 {
      isRegularFile = (info.st_mode & S_IFMT) == S_IFREG
      if (info.st_mode & S_IFMT) == S_IFDIR {
        if ownsDescriptor { close(descriptor) }
        throw ReadError(message: "cannot read \(Self.quoted(name)): it is a directory")
      }
    } else {
      isRegularFile = false
    }
    capacity = LineReader.blockSize * 2
    buffer = .allocate(capacity: capacity)
  }

  deinit {
    buffer.deallocate()
    if ownsDescriptor { close(descriptor) }
  }

  /// Calls `line` for each line, in order, with the line's bytes (valid only during the call),
  /// its number and whether it was cut at ``maximumLineLength``. Before every `read` that may
  /// wait, calls `beforeRead` (to flush output, and hand out a pending report if input stalls).
  package func forEachLine(
    _ line: (UnsafeBufferPointer<UInt8>, Int, Bool) throws -> Void,
    beforeRead: () throws -> Void
  ) throws {
    while true {
      if !checkedByteOrderMark && !skipByteOrderMark() {
        // Fewer bytes than a byte-order mark, all of them its start: read on.
        try beforeRead()
        try fill()
        continue
      }
      if afterCR && start < end {
        afterCR = false
        if buffer[start] == asciiLineFeed { start += 1 }
      }
      // Hand out every complete line in the buffer.
      while start < end {
        guard let lineEnd = findLineEnd() else { break }
        let lineStart = start
        start = lineEnd + 1
        if buffer[lineEnd] == asciiCarriageReturn {
          if start < end {
            if buffer[start] == asciiLineFeed { start += 1 }
          } else {
            afterCR = true
          }
        }
        if skippingLongLine {
          skippingLongLine = false
          continue
        }
        lineNumber += 1
        try line(UnsafeBufferPointer(start: buffer + lineStart, count: lineEnd - lineStart), lineNumber, false)
      }
      if atEnd {
        if start < end && !skippingLongLine {
          lineNumber += 1
          try line(UnsafeBufferPointer(start: buffer + start, count: end - start), lineNumber, false)
        }
        start = end
        return
      }
      // The partial line left in the buffer.
      if end - start >= LineReader.maximumLineLength && !skippingLongLine {
        lineNumber += 1
        try line(UnsafeBufferPointer(start: buffer + start, count: LineReader.maximumLineLength), lineNumber, true)
        skippingLongLine = true
      }
      if skippingLongLine {
        start = end
      }
      try beforeRead()
      try fill()
    }
  }

  /// Where the first line in `start..<end` ends: its LF or CR (`nil` if it has not ended yet).
  private func findLineEnd() -> Int? {
    let unread = end - start
    var lineEnd = end
    if let found = memchr(buffer + start, Int32(asciiLineFeed), unread) {
      lineEnd = buffer.distance(to: found.assumingMemoryBound(to: UInt8.self))
    }
    if let found = memchr(buffer + start, Int32(asciiCarriageReturn), lineEnd - start) {
      lineEnd = buffer.distance(to: found.assumingMemoryBound(to: UInt8.self))
    }
    return lineEnd < end ? lineEnd : nil
  }

  /// Skips a UTF-8 byte-order mark (EF BB BF) at the start of the input; false while too few
  /// bytes have been read to tell.
  private func skipByteOrderMark() -> Bool {
    let mark: [UInt8] = [0xEF, 0xBB, 0xBF]
    let held = end - start
    for index in 0..<min(held, 3) where buffer[start + index] != mark[index] {
      checkedByteOrderMark = true
      return true
    }
    if held >= 3 {
      start += 3
    } else if !atEnd {
      return false
    }
    checkedByteOrderMark = true
    return true
  }

  /// Waits up to `milliseconds` for input to arrive; false if none did (a stalled pipe or terminal).
  /// Bytes already read do not count: the reader calls this once every complete line was handed
  /// out, so what it holds is the start of a line still being written.
  package func waitForInput(milliseconds: Int32) -> Bool {
    if isRegularFile || atEnd { return true }
    var request = pollfd(fd: descriptor, events: Int16(POLLIN), revents: 0)
    return poll(&request, 1, milliseconds) != 0
  }

  /// Reads the next block after the bytes still held, growing the buffer for a long line.
  private func fill() throws {
    if start > 0 {
      let held = end - start
      if held > 0 { memmove(buffer, buffer + start, held) }
      start = 0
      end = held
    }
    if capacity - end < LineReader.blockSize {
      let newCapacity = max(capacity * 2, end + LineReader.blockSize)
      let newBuffer = UnsafeMutablePointer<UInt8>.allocate(capacity: newCapacity)
      newBuffer.update(from: buffer, count: end)
      buffer.deallocate()
      buffer = newBuffer
      capacity = newCapacity
    }
    while true {
      let n = read(descriptor, buffer + end, capacity - end)
      if n > 0 {
        end += n
        return
      }
      if n == 0 {
        atEnd = true
        return
      }
      if errno == EINTR { continue }
      atEnd = true
      throw ReadError(message: "cannot read \(Self.quoted(name)): \(String(cString: strerror(errno)))")
    }
  }

  /// `'name'` in a message, or `standard input` for an input without a name.
  private static func quoted(_ name: String?) -> String {
    name.map { "'\($0)'" } ?? "standard input"
  }
}
