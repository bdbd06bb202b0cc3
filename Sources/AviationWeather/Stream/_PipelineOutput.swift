/// Where a ``RecordPipeline`` run writes: a file descriptor, written from the batches' own
/// buffers without copying, or a caller's closure. The few records made outside a batch (the
/// Arrow schema and end-of-stream marker, over-long lines) wait in ``buffer``.
final class _PipelineOutput {
  /// The bytes waiting to be written; the run appends to it directly.
  let buffer = ByteBuffer(capacity: 1 << 18)
  private let descriptor: Int32
  private let sink: (([UInt8]) -> Void)?

  /// An output writing to `descriptor`.
  init(descriptor: Int32) {
    self.descriptor = descriptor
    sink = nil
  }

  /// An output handing the bytes to `sink`.
  init(sink: @escaping ([UInt8]) -> Void) {
    descriptor = -1
    self.sink = sink
  }

  /// Writes everything buffered.
  func flush() throws(RecordPipeline.OutputError) {
    defer { buffer.removeAll() }
    try _write(buffer)
  }

  /// Writes what is buffered, then the bytes of `other` (without copying them into the buffer).
  func write(_ other: ByteBuffer) throws(RecordPipeline.OutputError) {
    try flush()
    try _write(other)
  }

  /// Writes what is buffered, then `message` from the columns that hold its body (`writev`,
  /// without copying it into a message; handed to a sink as one array).
  func write(_ message: _ArrowBatchMessage) throws(RecordPipeline.OutputError) {
    try flush()
    if let sink {
      var bytes = [UInt8](repeating: 0, count: message.byteCount)
      bytes.withUnsafeMutableBytes { if let start = $0.baseAddress { message.copy(to: start) } }
      sink(bytes)
      return
    }
    let descriptor = descriptor
    let writeError = message.withPieces { pieces -> RecordPipeline.OutputError? in
      do throws(RecordPipeline.OutputError) {
        try writeAll(pieces, to: descriptor)
        return nil
      } catch {
        return error
      }
    }
    if let writeError { throw writeError }
  }

  private func _write(_ bytes: ByteBuffer) throws(RecordPipeline.OutputError) {
    guard bytes.count > 0 else { return }
    if let sink {
      sink(Array(UnsafeBufferPointer(start: bytes.base, count: bytes.count)))
      return
    }
    try writeAll(bytes.base, count: bytes.count, to: descriptor)
  }
}
