import Foundation

#if canImport(Glibc)
  import Glibc
#endif

/// One benchmark row timed in rounds with others: how it is prepared (warmed up and its answer
/// checked), how one timed run is made, and the result its timed runs make. Most rows are whole
/// processes (``init(binary:arguments:shown:checkOutput:result:)``); a row may instead time work
/// of its own in this process (``init(prepare:timeOneRun:result:)``: the library's METAR decode
/// beside the wxparse rows). A row is prepared once, then timed run by run, so that rows whose
/// figures are compared can be timed in the same rounds (``measure(_:rounds:)``): on a machine
/// whose speed changes from one minute to the next, rows run one after another are measured at
/// different speeds.
struct ProcessRow {
  /// The warm-up run, its answer checked before any timing.
  var prepare: () throws -> Void
  /// One timed run: its wall and CPU seconds.
  var timeOneRun: () throws -> (seconds: Double, cpuSeconds: Double)
  /// The row's result from the times of its timed runs.
  var result: (Samples) -> BenchmarkResult

  /// A row timed by its own closures (work in this process, its CPU time the thread's).
  init(
    prepare: @escaping () throws -> Void, timeOneRun: @escaping () throws -> (seconds: Double, cpuSeconds: Double),
    result: @escaping (Samples) -> BenchmarkResult
  ) {
    self.prepare = prepare
    self.timeOneRun = timeOneRun
    self.result = result
  }

  /// A whole-process row: `binary` run with `arguments` (the input file among them), named
  /// `shown` in errors; `checkOutput` checks what its warm-up run wrote (the timed runs write to
  /// /dev/null).
  init(
    binary: String, arguments: [String], shown: String, checkOutput: @escaping (Data) throws -> Void,
    result: @escaping (Samples) -> BenchmarkResult
  ) {
    let process = ProcessCommand(binary: binary, arguments: arguments, shown: shown)
    self.init(
      prepare: { try process.prepare(checkOutput) }, timeOneRun: { try process.timeOneRun() }, result: result)
  }

  /// Prepares every row, then times them in `rounds` rounds, each row once a round in the order
  /// given; each row's result holds its runs of those rounds. Rows timed together see the same
  /// moments of the machine, so their medians can be subtracted from one another.
  static func measure(_ rows: [ProcessRow], rounds: Int) throws -> [BenchmarkResult] {
    for row in rows { try row.prepare() }
    var samples = [Samples](repeating: Samples(seconds: []), count: rows.count)
    for _ in 0..<rounds {
      for (index, row) in rows.enumerated() {
        let (seconds, cpuSeconds) = try row.timeOneRun()
        samples[index].seconds.append(seconds)
        samples[index].cpuSeconds.append(cpuSeconds)
      }
    }
    return zip(rows, samples).map { row, samples in row.result(samples) }
  }
}

/// A whole-process row's command: its runs, warm-up and timed.
private struct ProcessCommand {
  var binary: String
  var arguments: [String]
  /// The command as errors name it.
  var shown: String

  /// One whole run of the process, its standard output to `destination`; returns its CPU seconds.
  private func run(to destination: String) throws -> Double {
    // `--check`'s summary goes to standard error, which is discarded.
    let (status, cpu, _) = try Benchmarks.spawnAndWait(binary, arguments, stdout: destination)
    guard status == 0 else { throw BenchmarkError("\(shown) exited with status \(status)") }
    return cpu
  }

  /// The warm-up run (page cache, dynamic loader): it writes a file, checked before any timing.
  func prepare(_ checkOutput: (Data) throws -> Void) throws {
    let output = FileManager.default.temporaryDirectory
      .appendingPathComponent("aviationweather-bench-\(getpid()).out").path
    defer { try? FileManager.default.removeItem(atPath: output) }
    _ = try run(to: output)
    guard let data = FileManager.default.contents(atPath: output) else {
      throw BenchmarkError("\(shown) wrote no output")
    }
    try checkOutput(data)
  }

  /// One timed run, the process alone from spawn to exit: its wall and CPU seconds.
  ///
  /// It writes to /dev/null, as hyperfine does: the figure is the tool's own work (read, split,
  /// decode, the records, the write calls), not the cost of whatever consumes its output. (Into a
  /// file on this VM's disk, 46 MB of JSON Lines cost about 35 ms more: as much as `cp` of the
  /// same file.)
  func timeOneRun() throws -> (seconds: Double, cpuSeconds: Double) {
    let start = monotonicNanoseconds()
    let cpuSeconds = try run(to: "/dev/null")
    return (Double(monotonicNanoseconds() - start) / 1e9, cpuSeconds)
  }
}
