import AviationWeather
import Foundation

/// Reads the inputs, cuts them into reports, and has them decoded and written in input order:
/// reports are gathered into batches, a large batch is shared out among threads in contiguous
/// runs, and the runs' records are written one after another.
final class ReportRunner {
  let options: CommandLineOptions
  let output: OutputWriter
  /// One writer per thread; the first writes straight into the output buffer.
  private let writers: [RecordWriter]
  /// The reports waiting to be decoded: their bytes end to end, and where each one is.
  private var arena: [UInt8] = []
  private var items: [(line: Int, start: Int, count: Int)] = []

  /// A batch at least this large is decoded on several threads.
  static let parallelThreshold = 256
  /// A batch is decoded once it holds this many reports…
  static let batchLimit = 4096
  /// … or this many bytes.
  static let arenaLimit = 1 << 22

  init(options: CommandLineOptions, output: OutputWriter) {
    self.options = options
    self.output = output
    let threads = max(1, options.threads ?? min(Self.usableProcessorCount, 8))
    var writers = [RecordWriter(options: options, out: output.buffer)]
    for _ in 1..<threads { writers.append(RecordWriter(options: options, out: ByteBuffer(capacity: 1 << 18))) }
    self.writers = writers
    arena.reserveCapacity(1 << 18)
    items.reserveCapacity(Self.batchLimit)
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

  /// The counts of every thread, added up.
  var counts: RecordWriter.Counts {
    writers.reduce(into: RecordWriter.Counts()) { total, writer in
      total.reports += writer.counts.reports
      total.decoded += writer.counts.decoded
      total.withUnparsed += writer.counts.withUnparsed
      total.errors += writer.counts.errors
      total.skipped += writer.counts.skipped
    }
  }

  /// Reads every report of `reader`, writing records as it goes.
  func run(_ reader: LineReader) throws {
    let name = reader.path == "-" ? "" : reader.path
    for writer in writers { writer.inputName = name }
    var splitter = ReportSplitter()
    try reader.forEachLine(
      { line, lineNumber, isCut in
        if isCut {
          try splitter.finish(add)
          try decodeBatch()
          writers[0].writeOverlongLine(line, lineNumber: lineNumber)
          return
        }
        try splitter.push(line, lineNumber: lineNumber, add)
      },
      beforeRead: {
        try decodeBatch()
        try output.flush()
        // A report may continue on the next line; if the input stalls, hand it out now (a TAF
        // waits longer than a METAR: its change groups may come a second apart).
        if let wait = splitter.stallMilliseconds, !reader.waitForInput(milliseconds: wait) {
          try splitter.finish(add)
          try decodeBatch()
          try output.flush()
        }
      })
    try splitter.finish(add)
    try decodeBatch()
  }

  /// Adds one report to the batch.
  private func add(_ report: SplitReport) throws {
    if report.isTooLong {
      try decodeBatch()
      writeTooLong(report)
      return
    }
    items.append((report.line, arena.count, report.bytes.count))
    arena.append(contentsOf: report.bytes)
    if items.count >= Self.batchLimit || arena.count >= Self.arenaLimit { try decodeBatch() }
  }

  /// Writes the error record for a folded report cut at `ReportSplitter.maximumJoinedLength`
  /// (after the batch before it, so in input order).
  private func writeTooLong(_ report: SplitReport) {
    let writer = writers[0]
    writer.counts.reports += 1
    let start = String(decoding: UnsafeBufferPointer(rebasing: report.bytes.prefix(200)), as: UTF8.self) + "…"
    let limit = ReportSplitter.maximumJoinedLength >> 10
    writer.writeError(
      line: report.line, raw: start,
      message: "folded report longer than \(limit) KiB: not a report (its later lines were skipped)",
      code: "reportTooLong", offset: 0)
  }

  /// Decodes the batch and writes its records and diagnostics, in order.
  private func decodeBatch() throws {
    defer { writeDiagnostics() }
    guard !items.isEmpty else { return }
    let count = items.count
    let threads = count >= Self.parallelThreshold ? writers.count : 1
    arena.withUnsafeBufferPointer { bytes in
      items.withUnsafeBufferPointer { items in
        let run = (count + threads - 1) / threads
        let work = Work(bytes: bytes, items: items, writers: writers, run: run)
        if threads == 1 {
          work.decode(0)
        } else {
          DispatchQueue.concurrentPerform(iterations: threads) { work.decode($0) }
        }
      }
    }
    for writer in writers.dropFirst() where writer.out.count > 0 {
      output.buffer.append(UnsafeBufferPointer(start: writer.out.base, count: writer.out.count))
      writer.out.removeAll()
    }
    items.removeAll(keepingCapacity: true)
    arena.removeAll(keepingCapacity: true)
    try output.flushIfFull()
  }

  /// Writes the diagnostics the writers hold, thread by thread (so in input order).
  private func writeDiagnostics() {
    for writer in writers where !writer.diagnostics.isEmpty {
      StandardError.write(writer.diagnostics)
      writer.diagnostics = ""
    }
  }
}

/// One batch shared out among threads: thread `i` decodes the `i`-th run of reports with
/// writer `i`. Each thread touches only its own writer; the bytes are read-only meanwhile.
private struct Work: @unchecked Sendable {
  let bytes: UnsafeBufferPointer<UInt8>
  let items: UnsafeBufferPointer<(line: Int, start: Int, count: Int)>
  let writers: [RecordWriter]
  let run: Int

  func decode(_ index: Int) {
    let writer = writers[index]
    let start = index * run
    let end = min(items.count, start + run)
    guard start < end else { return }
    for item in items[start..<end] {
      writer.write(UnsafeBufferPointer(rebasing: bytes[item.start..<(item.start + item.count)]), line: item.line)
    }
  }
}
