import Foundation

#if canImport(Glibc)
  import Glibc
#endif

/// One whole-process benchmark row: a command line, how the output of its warm-up run is checked,
/// and the result its timed runs make. A row is prepared (warmed up and checked) once, then timed
/// run by run, so that rows whose figures are compared can be timed in the same rounds
/// (``measure(_:rounds:)``): on a machine whose speed changes from one minute to the next, rows
/// run one after another are measured at different speeds.
struct ProcessRow {
  /// The executable, and its arguments (the input file among them).
  var binary: String
  var arguments: [String]
  /// The command as errors name it.
  var shown: String
  /// Checks what the warm-up run wrote (the timed runs write to /dev/null).
  var checkOutput: (Data) throws -> Void
  /// The row's result from the times of its timed runs.
  var result: (Samples) -> BenchmarkResult

  /// One whole run of the process, its standard output to `destination`; returns its CPU seconds.
  private func run(to destination: String) throws -> Double {
    // `--check`'s summary goes to standard error, which is discarded.
    let (status, cpu, _) = try Benchmarks.spawnAndWait(binary, arguments, stdout: destination)
    guard status == 0 else { throw BenchmarkError("\(shown) exited with status \(status)") }
    return cpu
  }

  /// The warm-up run (page cache, dynamic loader): it writes a file, checked before any timing.
  func prepare() throws {
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
