import Foundation

/// One run of a ``RecordPipeline``: reads the inputs, cuts them into reports, and has them
/// decoded and written in input order.
///
/// A pipeline: this thread reads and splits the input into batches; decoding threads (a
/// ``_DecodingPool``) turn whole batches into records, each into the batch's own buffer; this
/// thread writes the finished batches' records out, oldest first, while later batches are still
/// being decoded. A fixed ring of batches bounds the memory: a batch is reused only after its
/// records were written. With one decoding thread (`--threads 1`), this thread decodes each report
/// as it is cut, into the batch's buffer, and the batch only gathers the records.
final class _PipelineRun {
  let options: RecordStream.Options
  /// ``RecordStream/Options/only``, read for every report: kept apart, as reading it from
  /// ``options`` copied the options (retaining their references) for every report.
  private let only: ReportKind?
  let output: _PipelineOutput
  /// The ring of batches; `batches[current]` is the one being filled.
  private let batches: [_PipelineBatch]
  private var current = 0
  /// The oldest batch handed to the decoders and not yet written, and how many there are.
  private var oldest = 0
  private var pending = 0
  /// `nil` with one decoding thread: batches are then decoded on this thread.
  private let pool: _DecodingPool?
  /// With one decoding thread, the ring's one batch (which ``batches`` keeps), that every report
  /// is decoded into as it is added: used without a retain and a release of it and of its
  /// stream for every report, as indexing the ring cost.
  private let decodingBatch: Unmanaged<_PipelineBatch>?
  /// Writes the few records made outside a batch (over-long lines), straight to the output.
  private let directStream: RecordStream
  /// The stations named in a diagnostic as not in the station directory (a timeline without
  /// ``RecordStream/Options/position``): each once per run.
  private var namedStations = Set<String>()
  /// Where the diagnostics and the inputs that could not be read go, during ``run(_:events:)``.
  private var events: (RecordPipeline.Event) -> Void = { _ in }

  /// A batch is handed to the decoders once it holds this many reports…
  static let batchLimit = 512
  /// … or this many bytes.
  static let arenaLimit = 1 << 18
  /// With one decoding thread, the records are written out every this many reports: about
  /// 64 KiB of JSON, which stays in the processor's cache from being written to being handed to
  /// `write` (512 records, half a megabyte, did not: every record was written into memory
  /// that had left the cache).
  static let singleThreadBatchLimit = 64
  /// With `--arrow`, each batch of the pipeline is one Arrow record batch: this many reports
  /// (the rows stay in the writer's columns until then; batches of thousands of rows are what
  /// Arrow's readers want). 2048, not 4096 (issue 33): a batch's columns and its message are
  /// then about 1.7 MB each on the METAR corpus instead of 3.3, touching half the fresh pages
  /// (2288 page faults a run instead of 3381, with a ring of four batches' writers at two
  /// threads halving again).
  static let arrowBatchLimit = 2048
  /// With `--arrow`, a batch holds up to this many bytes of reports.
  static let arrowArenaLimit = 1 << 21

  /// Reports per batch (``batchLimit``, or ``arrowBatchLimit`` with `--arrow`).
  private let reportsPerBatch: Int
  /// Bytes per batch.
  private let bytesPerBatch: Int
  /// Reports per batch with one decoding thread.
  private let reportsPerSingleThreadBatch: Int

  init(_ pipeline: RecordPipeline, output: _PipelineOutput) {
    options = pipeline.options
    only = pipeline.options.only
    self.output = output
    let threads = min(max(1, pipeline.threads), RecordPipeline.maximumThreads)
    pool = threads > 1 ? _DecodingPool(threads: threads) : nil
    // One batch being filled, one per decoding thread, one finished and waiting to be written.
    let ringSize = threads > 1 ? threads + 2 : 1
    // With Arrow, the first batch's writer is built from the record descriptions, the others'
    // and the direct stream's copied from its columns (issue 33: ~0.9 M instructions a writer
    // built); the direct stream's only when it first writes a row, of any kind (most runs write
    // it none: `RecordStream._appendArrowRow`).
    let first = _PipelineBatch(options: pipeline.options)
    batches = [first] + (1..<ringSize).map { _ in _PipelineBatch(options: pipeline.options, copying: first) }
    decodingBatch = threads > 1 ? nil : Unmanaged.passUnretained(first)
    directStream = RecordStream(
      options: pipeline.options, capacity: 1 << 12, copyingArrowWritersOf: first.stream, lazily: true)
    let arrow = options.format == .arrow
    reportsPerBatch = arrow ? Self.arrowBatchLimit : Self.batchLimit
    bytesPerBatch = arrow ? Self.arrowArenaLimit : Self.arenaLimit
    reportsPerSingleThreadBatch = arrow ? Self.arrowBatchLimit : Self.singleThreadBatchLimit
  }

  deinit { pool?.stop() }

  /// The counts of every batch, added up.
  var counts: RecordStream.Counts {
    (batches.map(\.stream) + [directStream]).reduce(into: RecordStream.Counts()) { $0.add($1.counts) }
  }

  /// Reads every input in turn (an input that cannot be read is an event, and the run goes on),
  /// writing records as it goes; with Arrow, one stream from the schema to the end-of-stream
  /// marker. Returns the counts.
  func run(
    _ inputs: [RecordPipeline.Input], events: @escaping (RecordPipeline.Event) -> Void
  ) throws(RecordPipeline.OutputError) -> RecordStream.Counts {
    self.events = events
    defer { self.events = { _ in } }
    // With Arrow, the schema first (alone when there is no report), the end-of-stream marker last.
    // A batch's writer writes it, before any batch is decoded: one made for it
    // (`ArrowRecordWriter.schema()`) was ~2.9 M instructions of an empty run.
    if options.format == .arrow, let first = batches.first {
      var schema: [UInt8] = []
      first.stream._arrow?.writeSchema(into: &schema)
      first.stream._arrowTimeline?.writeSchema(into: &schema)
      output.buffer.append(schema)
    }
    for input in inputs {
      do {
        try read(LineReader(input))
      } catch let error as LineReader.ReadError {
        events(.inputFailed(input, reason: error.message))
      } catch let error as RecordPipeline.OutputError {
        throw error
      } catch {
        events(.inputFailed(input, reason: "\(error)"))
      }
    }
    if options.format == .arrow { output.buffer.append(ArrowRecordWriter.endOfStream) }
    try output.flush()
    return counts
  }

  /// Reads every report of `reader`, writing records as it goes.
  private func read(_ reader: LineReader) throws {
    let name = reader.name
    for stream in batches.map(\.stream) + [directStream] { stream.inputName = name }
    var splitter = ReportSplitter()
    // After a read error too, what was read before it gets its records, under this input's
    // name, before the next input starts (its name is set on the writers above).
    var readError: LineReader.ReadError?
    do {
      try readReports(reader, &splitter)
    } catch let error as LineReader.ReadError {
      readError = error
    }
    try splitter.finish(add)
    try drain()
    if let readError { throw readError }
  }

  /// Hands every report of `reader` to ``add(_:)`` through `splitter`, writing records as
  /// batches are decoded.
  private func readReports(_ reader: LineReader, _ splitter: inout ReportSplitter) throws {
    let emit = _emitter()
    try reader.forEachLine(
      { line, lineNumber, isCut in
        if isCut {
          try splitter.finish(add)
          try drain()
          directStream.writeOverlongLine(line, line: lineNumber, limitMiB: LineReader.maximumLineLength >> 20)
          try writeDirect()
          return
        }
        try splitter.push(line, lineNumber: lineNumber, emit)
      },
      beforeRead: {
        try submit()
        // A file never keeps us waiting; from a pipe or a terminal, what was decoded is written
        // before waiting for more, so that output keeps up with input.
        if reader.isRegularFile || reader.waitForInput(milliseconds: 0) {
          try writeFinished(blocking: false)
          return
        }
        try drain()
        // A report may continue on the next line; if the input stalls, hand it out now (a TAF
        // waits longer than a METAR: its change groups may come a second apart).
        if let wait = splitter.stallMilliseconds, !reader.waitForInput(milliseconds: Int32(wait)) {
          try splitter.finish(add)
          try drain()
        }
      })
  }

  /// ``add(_:)`` as a closure the optimizer cannot see into. Handed to `ReportSplitter.push`
  /// as `add` itself, the push was specialized for it, and that specialization retained and
  /// released this run for every line (0.4 % of `--json --threads 1` on the METAR corpus).
  @inline(never)
  private func _emitter() -> (SplitReport) throws -> Void {
    { [self] report in try add(report) }
  }

  /// Adds one report to the batch being filled; a report `--only` does not want is counted
  /// and left out, undecoded.
  private func add(_ report: SplitReport) throws {
    if let only, report.kind != only {
      directStream.countSkipped()
      return
    }
    if report.isTooLong {
      try drain()
      directStream.writeTooLong(report.bytes, line: report.line, kind: report.kind)
      try writeDirect()
      return
    }
    if let decodingBatch {
      // One decoding thread, this one: decoded at once, from the splitter's bytes (no copy into
      // the batch's arena); the records wait in the batch's writer all the same.
      let full = decodingBatch._withUnsafeGuaranteedRef { batch in
        batch.stream.write(report.bytes, line: report.line, kind: report.kind)
        batch.decodedOnAdd += 1
        return batch.decodedOnAdd >= reportsPerSingleThreadBatch
      }
      if full { try submit() }
      return
    }
    let batch = batches[current]
    batch.items.append((report.line, batch.arena.count, report.bytes.count, report.kind))
    batch.arena.append(contentsOf: report.bytes)
    if batch.items.count >= reportsPerBatch || batch.arena.count >= bytesPerBatch { try submit() }
  }

  /// Hands the batch being filled to the decoders (or decodes it, with one thread) and moves on
  /// to the next batch of the ring, first writing that one's records if it still holds them.
  private func submit() throws {
    let batch = batches[current]
    guard !batch.items.isEmpty || batch.decodedOnAdd > 0 else { return }
    pending += 1
    if let pool {
      pool.decode(batch)
    } else {
      batch.decode()
      batch.finished.signal()
    }
    current = (current + 1) % batches.count
    while pending > 0 && oldest == current { try writeOldest(blocking: true) }
    try writeFinished(blocking: false)
  }

  /// Writes the records of the oldest batches that are decoded; with `blocking`, of all of them.
  private func writeFinished(blocking: Bool) throws {
    while pending > 0 {
      guard try writeOldest(blocking: blocking) else { return }
    }
  }

  /// Writes the oldest pending batch's records and diagnostics; returns false, writing nothing,
  /// when it is still being decoded and `blocking` is false.
  @discardableResult
  private func writeOldest(blocking: Bool) throws -> Bool {
    let batch = batches[oldest]
    if blocking {
      batch.finished.wait()
    } else if batch.finished.wait(timeout: .now()) != .success {
      return false
    }
    oldest = (oldest + 1) % batches.count
    pending -= 1
    batch.items.removeAll(keepingCapacity: true)
    batch.arena.removeAll(keepingCapacity: true)
    batch.decodedOnAdd = 0
    writeDiagnostics(of: batch.stream)
    defer {
      batch.stream.out.removeAll()
      batch.stream._releaseHeldArrowBatch()
    }
    try output.write(batch.stream.out)
    if let message = batch.stream._heldArrowBatch { try output.write(message) }
    return true
  }

  /// Decodes and writes everything read so far, and flushes the output.
  private func drain() throws {
    try submit()
    try writeFinished(blocking: true)
    try output.flush()
  }

  /// Writes the records and diagnostics of ``directStream`` (after the batches before them, so
  /// in input order).
  private func writeDirect() throws {
    directStream.flush()
    writeDiagnostics(of: directStream)
    try output.write(directStream.out)
    directStream.out.removeAll()
  }

  /// Hands out the diagnostics `stream` holds; a station whose timeline has no
  /// sun times is named once per run, where its first report is.
  private func writeDiagnostics(of stream: RecordStream) {
    for diagnostic in stream.takeDiagnostics(namingOnce: &namedStations) { events(.diagnostic(diagnostic)) }
  }
}

