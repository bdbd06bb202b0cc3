import Foundation

/// Reports on their way through a ``RecordPipeline`` (not ``ReportBatch``, a fetch's answer):
/// their bytes end to end, where each one is, and the stream their records go to.
///
/// Only one thread touches a batch at a time: the reading thread fills it, one decoding thread
/// decodes it (then signals ``finished``), the reading thread writes it out.
final class _PipelineBatch: @unchecked Sendable {
  // One thread at a time (see above), so no dynamic exclusivity checks (three per report).
  @exclusivity(unchecked) var arena: [UInt8] = []
  @exclusivity(unchecked) var items: [(line: Int, start: Int, count: Int, kind: ReportKind)] = []
  /// How many reports were decoded into ``writer`` as they were added, not held in ``items``
  /// (with one decoding thread, the reading thread's own).
  @exclusivity(unchecked) var decodedOnAdd = 0
  let stream: RecordStream
  /// Signalled once the batch is decoded.
  let finished = DispatchSemaphore(value: 0)

  init(options: RecordStream.Options) {
    // Room for a full batch of METAR records (about 950 bytes each in JSON) from the start.
    stream = RecordStream(options: options, capacity: 1 << 19)
    arena.reserveCapacity(1 << 16)
    items.reserveCapacity(_PipelineRun.batchLimit)
  }

  /// A batch whose stream's Arrow writer (with `.arrow`) copies `other`'s columns instead of
  /// building them from the record descriptions (``RecordStream/init(options:capacity:copyingArrowWritersOf:lazily:)``).
  init(options: RecordStream.Options, copying other: _PipelineBatch) {
    stream = RecordStream(options: options, capacity: 1 << 19, copyingArrowWritersOf: other.stream)
    arena.reserveCapacity(1 << 16)
    items.reserveCapacity(_PipelineRun.batchLimit)
  }

  /// Decodes every report into ``stream``.
  func decode() {
    arena.withUnsafeBufferPointer { bytes in
      for item in items {
        let report = UnsafeBufferPointer(rebasing: bytes[item.start..<(item.start + item.count)])
        stream.write(report, line: item.line, kind: item.kind)
      }
    }
    // With `--arrow`, the batch's rows as one record batch, held in the writer's columns until
    // the run writes it from there (`_PipelineRun.writeOldest`).
    stream._holdArrowBatch()
  }
}

/// Threads that decode batches in the order they are handed over, until ``stop()``.
final class _DecodingPool: @unchecked Sendable {
  private let lock = NSCondition()
  private var queue: [_PipelineBatch] = []
  private var stopping = false

  /// Starts `threads` decoding threads.
  init(threads: Int) {
    for _ in 0..<threads {
      let thread = Thread { [self] in work() }
      thread.start()
    }
  }

  /// Ends the threads once the batches queued are decoded.
  func stop() {
    lock.lock()
    stopping = true
    lock.broadcast()
    lock.unlock()
  }

  /// Queues `batch`; a decoding thread decodes it and signals its `finished`.
  func decode(_ batch: _PipelineBatch) {
    lock.lock()
    queue.append(batch)
    lock.signal()
    lock.unlock()
  }

  private func work() {
    while true {
      lock.lock()
      while queue.isEmpty && !stopping { lock.wait() }
      guard !queue.isEmpty else {
        lock.unlock()
        return
      }
      let batch = queue.removeFirst()
      lock.unlock()
      batch.decode()
      batch.finished.signal()
    }
  }
}
