import AviationWeather
import Foundation

/// Reads the inputs, cuts them into reports, and has them decoded and written in input order.
///
/// A pipeline: this thread reads and splits the input into batches; decoding threads (a
/// ``DecodingPool``) turn whole batches into records, each into the batch's own buffer; this
/// thread writes the finished batches' records out, oldest first, while later batches are still
/// being decoded. A fixed ring of batches bounds the memory: a batch is reused only after its
/// records were written. With one decoding thread (`--threads 1`), this thread decodes each report
/// as it is cut, into the batch's buffer, and the batch only gathers the records.
final class ReportRunner {
  let options: CommandLineOptions
  let output: OutputWriter
  /// The ring of batches; `batches[current]` is the one being filled.
  private let batches: [PipelineBatch]
  private var current = 0
  /// The oldest batch handed to the decoders and not yet written, and how many there are.
  private var oldest = 0
  private var pending = 0
  /// `nil` with one decoding thread: batches are then decoded on this thread.
  private let pool: DecodingPool?
  /// Writes the few records made outside a batch (over-long lines), straight to the output.
  private let directStream: RecordStream
  /// The stations named on standard error as not in the station directory (`--timeline`
  /// without `--lat`/`--lon`): each once per run.
  private var namedStations = Set<String>()

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
  /// (the rows stay in the writer's columns until then; few large batches are what Arrow's
  /// readers want).
  static let arrowBatchLimit = 4096
  /// With `--arrow`, a batch holds up to this many bytes of reports.
  static let arrowArenaLimit = 1 << 21

  /// Reports per batch (``batchLimit``, or ``arrowBatchLimit`` with `--arrow`).
  private let reportsPerBatch: Int
  /// Bytes per batch.
  private let bytesPerBatch: Int
  /// Reports per batch with one decoding thread.
  private let reportsPerSingleThreadBatch: Int

  init(options: CommandLineOptions, output: OutputWriter) {
    self.options = options
    self.output = output
    let threads = max(1, options.threads ?? min(Self.usableProcessorCount, 8))
    pool = threads > 1 ? DecodingPool(threads: threads) : nil
    // One batch being filled, one per decoding thread, one finished and waiting to be written.
    let ringSize = threads > 1 ? threads + 2 : 1
    let streamOptions = options.streamOptions
    batches = (0..<ringSize).map { _ in PipelineBatch(options: streamOptions) }
    directStream = RecordStream(options: streamOptions, capacity: 1 << 12)
    reportsPerBatch = options.arrow ? Self.arrowBatchLimit : Self.batchLimit
    bytesPerBatch = options.arrow ? Self.arrowArenaLimit : Self.arenaLimit
    reportsPerSingleThreadBatch = options.arrow ? Self.arrowBatchLimit : Self.singleThreadBatchLimit
  }

  /// The processors this process may run on: its affinity mask where there is one (under
  /// `taskset -c 1` that is one, though the machine has more), else the active processors.
  static var usableProcessorCount: Int {
    #if os(Linux)
      // `Cpus_allowed:` in /proc/self/status is the mask in hexadecimal, in comma-separated words.
      if let status = try? String(contentsOfFile: "/proc/self/status", encoding: .utf8),
        let line = status.split(separator: "\n").first(where: { $0.hasPrefix("Cpus_allowed:") })
      {
        let count = line.dropFirst("Cpus_allowed:".count).reduce(0) { total, character in
          total + (character.hexDigitValue?.nonzeroBitCount ?? 0)
        }
        if count > 0 { return count }
      }
    #endif
    return ProcessInfo.processInfo.activeProcessorCount
  }

  /// The counts of every batch, added up.
  var counts: RecordStream.Counts {
    (batches.map(\.stream) + [directStream]).reduce(into: RecordStream.Counts()) { $0.add($1.counts) }
  }

  /// Reads every report of `reader`, writing records as it goes.
  func run(_ reader: LineReader) throws {
    let name = reader.path == "-" ? nil : reader.path
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
    try reader.forEachLine(
      { line, lineNumber, isCut in
        if isCut {
          try splitter.finish(add)
          try drain()
          directStream.writeOverlongLine(line, line: lineNumber, limitMiB: LineReader.maximumLineLength >> 20)
          try writeDirect()
          return
        }
        try splitter.push(line, lineNumber: lineNumber, add)
      },
      beforeRead: {
        try submit()
        // A file never keeps us waiting; from a pipe or a terminal, what was decoded is written
        // before waiting for more, so that output keeps up with input.
        if reader.isRegularFile || reader.waitForInput(milliseconds: 0) {
          try writeFinished(waiting: false)
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

  /// Adds one report to the batch being filled; a report `--only` does not want is counted
  /// and left out, undecoded.
  private func add(_ report: SplitReport) throws {
    if let only = options.only, report.kind != only.kind {
      directStream.countSkipped()
      return
    }
    if report.isTooLong {
      try drain()
      directStream.writeTooLong(report.bytes, line: report.line, kind: report.kind)
      try writeDirect()
      return
    }
    let batch = batches[current]
    if pool == nil {
      // One decoding thread, this one: decoded at once, from the splitter's bytes (no copy into
      // the batch's arena); the records wait in the batch's writer all the same.
      batch.stream.write(report.bytes, line: report.line, kind: report.kind)
      batch.decodedOnAdd += 1
      if batch.decodedOnAdd >= reportsPerSingleThreadBatch { try submit() }
      return
    }
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
    while pending > 0 && oldest == current { try writeOldest(waiting: true) }
    try writeFinished(waiting: false)
  }

  /// Writes the records of the oldest batches that are decoded; with `waiting`, of all of them.
  private func writeFinished(waiting: Bool) throws {
    while pending > 0 {
      guard try writeOldest(waiting: waiting) else { return }
    }
  }

  /// Writes the oldest pending batch's records and diagnostics; returns false, writing nothing,
  /// when it is still being decoded and `waiting` is false.
  @discardableResult
  private func writeOldest(waiting: Bool) throws -> Bool {
    let batch = batches[oldest]
    if waiting {
      batch.finished.wait()
    } else if batch.finished.wait(timeout: .now()) == .timedOut {
      return false
    }
    oldest = (oldest + 1) % batches.count
    pending -= 1
    batch.items.removeAll(keepingCapacity: true)
    batch.arena.removeAll(keepingCapacity: true)
    batch.decodedOnAdd = 0
    writeDiagnostics(of: batch.stream)
    defer { batch.stream.out.removeAll() }
    try output.write(batch.stream.out)
    return true
  }

  /// Decodes and writes everything read so far, and flushes the output.
  private func drain() throws {
    try submit()
    try writeFinished(waiting: true)
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

  /// Writes the diagnostics `stream` holds to standard error; a station whose timeline has no
  /// sun times is named once per run, where its first report is.
  private func writeDiagnostics(of stream: RecordStream) {
    let text = stream.takeDiagnostics(namingOnce: &namedStations).map(CommandLineOptions.line(for:)).joined()
    if !text.isEmpty { StandardError.write(text) }
  }
}

/// Reports on their way through the pipeline (not the library's ``ReportBatch``, a fetch's
/// answer): their bytes end to end, where each one is, and
/// the stream their records go to.
///
/// Only one thread touches a batch at a time: the reading thread fills it, one decoding thread
/// decodes it (then signals ``finished``), the reading thread writes it out.
final class PipelineBatch: @unchecked Sendable {
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
    items.reserveCapacity(ReportRunner.batchLimit)
  }

  /// Decodes every report into ``stream``.
  func decode() {
    arena.withUnsafeBufferPointer { bytes in
      for item in items {
        let report = UnsafeBufferPointer(rebasing: bytes[item.start..<(item.start + item.count)])
        stream.write(report, line: item.line, kind: item.kind)
      }
    }
    // With `--arrow`, the batch's rows as one record batch.
    stream.flush()
  }
}

/// Threads that decode batches in the order they are handed over.
final class DecodingPool: @unchecked Sendable {
  private let condition = NSCondition()
  private var queue: [PipelineBatch] = []

  /// Starts `threads` decoding threads; they live as long as the process.
  init(threads: Int) {
    for _ in 0..<threads {
      let thread = Thread { [self] in work() }
      thread.start()
    }
  }

  /// Queues `batch`; a decoding thread decodes it and signals its `finished`.
  func decode(_ batch: PipelineBatch) {
    condition.lock()
    queue.append(batch)
    condition.signal()
    condition.unlock()
  }

  private func work() {
    while true {
      condition.lock()
      while queue.isEmpty { condition.wait() }
      let batch = queue.removeFirst()
      condition.unlock()
      batch.decode()
      batch.finished.signal()
    }
  }
}
