#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif
import Foundation

/// Decodes whole inputs (files, standard input, a pipe or a socket) into records on several
/// threads, and writes the records in input order: what `wxparse` runs, for an app or a server
/// that decodes a file or a byte stream on every core.
///
/// Each input is read in large blocks and cut into lines (LF, CR LF or a bare CR; a UTF-8
/// byte-order mark at its start skipped) and into reports by a ``ReportSplitter``; batches of
/// reports are decoded on ``threads`` threads, each batch by a ``RecordStream`` of its own with
/// ``options``, and written out oldest first while later batches are still being decoded. Memory
/// stays flat: a line longer than 16 MiB gets an error record (`lineTooLong`) holding its start,
/// and the rest of it is skipped; invalid UTF-8 is replaced (and said in a diagnostic). From a
/// pipe or a terminal, what was decoded is written before the pipeline waits for more input, and
/// a report that may continue on the next line is handed out when the input stalls.
///
/// ```swift
/// let pipeline = RecordPipeline(options: .init(format: .json), threads: 4)
/// var jsonLines: [UInt8] = []
/// let counts = pipeline.run([.file("metars.txt")], output: { jsonLines += $0 }) { event in
///   if case .diagnostic(let diagnostic) = event { print(diagnostic.message) }
/// }
/// print(counts.decoded, counts.errors)
/// ```
///
/// With ``RecordStream/Options/Format/arrow``, the output of a run is one Arrow IPC stream: the
/// schema, a record batch per batch of reports, the end-of-stream marker.
public struct RecordPipeline: Sendable {
  /// How the reports are decoded and what records are written.
  public var options: RecordStream.Options
  /// The number of decoding threads, from 1 to ``maximumThreads`` (a number outside counts as
  /// the nearest). With one, the calling thread decodes each report as it is cut.
  public var threads: Int

  /// The most decoding threads a run starts (64).
  public static let maximumThreads = 64

  /// A pipeline writing records as `options` say, decoding on `threads` threads (`nil`:
  /// ``defaultThreads``; a number outside 1...``maximumThreads`` counts as the nearest).
  public init(options: RecordStream.Options = RecordStream.Options(), threads: Int? = nil) {
    self.options = options
    self.threads = min(max(1, threads ?? Self.defaultThreads), Self.maximumThreads)
  }

  /// One thread per processor this process may run on, at most 8: its affinity mask where
  /// there is one (under `taskset -c 1` that is one, though the machine has more), else the
  /// active processors.
  public static var defaultThreads: Int {
    #if os(Linux)
      // `Cpus_allowed:` in /proc/self/status is the mask in hexadecimal, in comma-separated words.
      if let status = try? String(contentsOfFile: "/proc/self/status", encoding: .utf8),
        let line = status.split(separator: "\n").first(where: { $0.hasPrefix("Cpus_allowed:") })
      {
        let count = line.dropFirst("Cpus_allowed:".count).reduce(0) { total, character in
          total + (character.hexDigitValue?.nonzeroBitCount ?? 0)
        }
        if count > 0 { return min(count, 8) }
      }
    #endif
    return min(ProcessInfo.processInfo.activeProcessorCount, 8)
  }

  /// Where a pipeline reads reports from.
  public enum Input: Sendable, Hashable {
    /// Standard input (records and diagnostics name no file).
    case standardInput
    /// The file at this path (its path is the `file` of error records and diagnostics).
    case file(String)
    /// An open file descriptor, a pipe or a socket, read to its end and left open; `name` is the
    /// `file` of error records and diagnostics.
    case fileDescriptor(Int32, name: String?)
  }

  /// What a run tells its caller besides the records, in input order.
  public enum Event: Sendable, Hashable {
    /// A message about one report (``RecordStream/takeDiagnostics(namingOnce:)``): each station
    /// without a position is named once per run.
    case diagnostic(RecordStream.Diagnostic)
    /// An input could not be opened or read, with the reason (one line of POSIX English naming
    /// it, `cannot open 'x.txt': No such file or directory`). What was read before a read
    /// error has its records; the run goes on with the next input.
    case inputFailed(Input, reason: String)
  }

  /// The output could not be written (a closed pipe, a full disk).
  public struct OutputError: Error, Sendable, Hashable {
    /// `cannot write output: <the system's reason>`.
    public var message: String
    /// The reader closed its end of the pipe (`EPIPE`): usually not worth a message.
    public var isBrokenPipe: Bool

    /// An output error saying `message`.
    public init(message: String, isBrokenPipe: Bool = false) {
      self.message = message
      self.isBrokenPipe = isBrokenPipe
    }
  }

  /// Decodes every input, in order, writing the records to the open file descriptor
  /// `fileDescriptor` (1: standard output) as batches are decoded; `events` gets the diagnostics
  /// and the inputs that could not be read, on the calling thread. Returns what the run saw;
  /// throws when the output cannot be written, at once.
  public func run(
    _ inputs: [Input], writingTo fileDescriptor: Int32, events: (Event) -> Void
  ) throws(OutputError) -> RecordStream.Counts {
    let run = _PipelineRun(self, output: _PipelineOutput(descriptor: fileDescriptor))
    return try withoutActuallyEscaping(events) { events throws(OutputError) in try run.run(inputs, events: events) }
  }

  /// Decodes every input, in order, handing the records to `output` (on the calling thread, a
  /// batch of records at a time, in input order); `events` gets the diagnostics and the inputs
  /// that could not be read. Returns what the run saw.
  public func run(
    _ inputs: [Input], output: ([UInt8]) -> Void, events: (Event) -> Void
  ) -> RecordStream.Counts {
    withoutActuallyEscaping(output) { output in
      withoutActuallyEscaping(events) { events in
        let run = _PipelineRun(self, output: _PipelineOutput(sink: output))
        // Only a file descriptor's write fails.
        return (try? run.run(inputs, events: events)) ?? run.counts
      }
    }
  }
}

/// Writes `count` bytes from `base` to `descriptor`, whole (a short write goes on, `EINTR` is
/// retried): the one writer of standard output and error in `wxparse`.
package func writeAll(_ base: UnsafePointer<UInt8>, count: Int, to descriptor: Int32) throws(RecordPipeline.OutputError) {
  var offset = 0
  while offset < count {
    let n = write(descriptor, base + offset, count - offset)
    if n < 0 {
      if errno == EINTR { continue }
      throw _writeError(errno)
    }
    offset += n
  }
}

/// Writes `pieces` (bytes, or runs of zeros where a piece has no base) to `descriptor` in
/// order, whole, with `writev` from where they are: the zeros from one block of zeros made once
/// (``_ZeroBlock``), at most 1024 vectors a call (`IOV_MAX`).
func writeAll(_ pieces: [_ArrowPiece], to descriptor: Int32) throws(RecordPipeline.OutputError) {
  let zeros = _ZeroBlock.shared
  var vectors: [iovec] = []
  vectors.reserveCapacity(pieces.count)
  for piece in pieces {
    if let base = piece.base {
      vectors.append(iovec(iov_base: UnsafeMutableRawPointer(mutating: base), iov_len: piece.count))
      continue
    }
    var left = piece.count
    while left > 0 {
      let count = min(left, zeros.count)
      vectors.append(iovec(iov_base: UnsafeMutableRawPointer(mutating: zeros.base), iov_len: count))
      left -= count
    }
  }
  var first = 0
  while first < vectors.count {
    let written = vectors.withUnsafeBufferPointer { all in
      // `first` is below the count, so there is a base.
      writev(descriptor, all.baseAddress.unsafelyUnwrapped + first, Int32(min(1024, all.count - first)))
    }
    if written < 0 {
      if errno == EINTR { continue }
      throw _writeError(errno)
    }
    // Past the vectors written whole; into the first one written in part.
    var left = written
    while first < vectors.count && left >= vectors[first].iov_len {
      left -= vectors[first].iov_len
      first += 1
    }
    if left > 0 {
      vectors[first].iov_base += left
      vectors[first].iov_len -= left
    }
  }
}

/// The error of a `write` that failed with `code` (`errno`).
private func _writeError(_ code: Int32) -> RecordPipeline.OutputError {
  RecordPipeline.OutputError(
    message: "cannot write output: \(String(cString: strerror(code)))", isBrokenPipe: code == EPIPE)
}

/// Zeros, allocated once and never written, that ``writeAll(_:to:)`` writes the padding and
/// the all-null buffers of Arrow record batches from (`calloc`: pages of zeros the system need
/// not even make).
final class _ZeroBlock: @unchecked Sendable {
  // Sendable: the memory is never written after it is made, and never freed.
  static let shared = _ZeroBlock(count: 1 << 20)
  let base: UnsafeRawPointer
  let count: Int

  private init(count: Int) {
    if let memory = calloc(count, 1) {
      base = UnsafeRawPointer(memory)
    } else {
      let memory = UnsafeMutableRawPointer.allocate(byteCount: count, alignment: 16)
      memory.initializeMemory(as: UInt8.self, repeating: 0, count: count)
      base = UnsafeRawPointer(memory)
    }
    self.count = count
  }
}
