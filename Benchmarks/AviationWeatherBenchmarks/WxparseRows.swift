import Foundation

/// wxparse as a process: its benchmark rows, and the spawn that runs them.
extension Benchmarks {
  /// The row of `wxparse --json` over the corpus file as a whole process (timed by
  /// ``ProcessRow/measure(_:rounds:)``, alone or with other rows); `singleThread` adds `--threads 1`
  /// (otherwise it decodes on one thread per processor it may run on). `staticallyLinked` names
  /// the figures of a wxparse built with `--static-swift-stdlib`. `plain` runs it without
  /// `--json`: its default output, a plain-English block per report (issue 28).
  ///
  /// `arrowThreads` runs `wxparse --arrow --threads N` instead (issue 33: no slower than
  /// `--json`), checked to write a stream of one row per report.
  ///
  /// `stoppedBeforeWriter` runs `wxparse --check --threads 1` instead: every report read, split,
  /// decoded and counted, no record written (issue 33's stopped-early row: the process up to its
  /// writer).
  static func wxparse(
    binary: String, corpus: Corpus, singleThread: Bool, staticallyLinked: Bool = false,
    plain: Bool = false, arrowThreads: Int? = nil, stoppedBeforeWriter: Bool = false
  ) -> ProcessRow {
    var arguments = (plain ? [] : ["--json"]) + (singleThread ? ["--threads", "1"] : []) + [corpus.path]
    var shown = plain ? "wxparse (plain)" : "wxparse --json"
    if let arrowThreads {
      arguments = ["--arrow", "--threads", String(arrowThreads), corpus.path]
      shown = "wxparse --arrow"
    }
    if stoppedBeforeWriter {
      arguments = ["--check", "--threads", "1", corpus.path]
      shown = "wxparse --check"
    }
    /// Checks the warm-up run's answer (one JSON object a line, a line a report; plain: one block
    /// a report, its first line not indented), outside the timed region.
    func check(_ data: Data) throws {
      if stoppedBeforeWriter {
        guard data.isEmpty else { throw BenchmarkError("wxparse --check wrote \(data.count) bytes of output") }
        return
      }
      if arrowThreads != nil {
        let rows = try ArrowStreamRows.count(in: [UInt8](data))
        guard rows == corpus.lines.count else {
          throw BenchmarkError("wxparse --arrow wrote \(rows) rows for \(corpus.lines.count) reports")
        }
        return
      }
      // A record opens with `{`; a plain block with its header, `METAR …` or `SPECI …`.
      let openings: [UInt8] = plain ? [UInt8(ascii: "M"), UInt8(ascii: "S")] : [UInt8(ascii: "{")]
      let (lines, objects) = data.withUnsafeBytes { bytes in
        var lines = 0
        var objects = 0
        var atLineStart = true
        for byte in bytes {
          if atLineStart, openings.contains(byte) { objects += 1 }
          atLineStart = byte == 0x0A
          if byte == 0x0A { lines += 1 }
        }
        return (plain ? objects : lines, objects)
      }
      if plain {
        guard objects == corpus.lines.count else {
          throw BenchmarkError("wxparse wrote \(objects) plain blocks for \(corpus.lines.count) reports")
        }
        return
      }
      guard lines == corpus.lines.count, objects == lines else {
        throw BenchmarkError(
          "wxparse --json wrote \(lines) lines (\(objects) JSON objects) for \(corpus.lines.count) reports")
      }
    }
    /// The row's figures from its timed runs (the process alone, from spawn to exit).
    func result(_ samples: Samples) -> BenchmarkResult {
      let linkage = staticallyLinked ? "static" : ""
      let staticName = staticallyLinked ? " static" : ""
      let staticNote = staticallyLinked ? "; Swift runtime and Foundation linked in (--static-swift-stdlib)" : ""
      if stoppedBeforeWriter {
        return BenchmarkResult(
          key: "wxparse1check" + linkage, name: "wxparse --check --threads 1" + staticName,
          note: "whole process stopped before its writer: spawn, read file, decode and count, no record written,"
            + " one decoding thread" + staticNote,
          items: corpus.lines.count, itemName: "reports", bytesPerPass: corpus.fileBytes,
          samples: samples, budgetEnforced: false)
      }
      if let arrowThreads {
        return BenchmarkResult(
          key: "wxparse\(arrowThreads)arrow" + linkage,
          name: "wxparse --arrow --threads \(arrowThreads)" + staticName,
          note: "whole process: spawn, read file, decode, write an Arrow IPC stream to /dev/null, \(arrowThreads)"
            + " decoding thread\(arrowThreads == 1 ? "" : "s")" + staticNote,
          items: corpus.lines.count, itemName: "reports", bytesPerPass: corpus.fileBytes,
          samples: samples, budgetEnforced: false)
      }
      return BenchmarkResult(
        key: (singleThread ? "wxparse1" : "wxparse") + (plain ? "plain" : "") + linkage,
        name: shown + (singleThread ? " --threads 1" : " (process)") + staticName,
        note: "whole process: spawn, read file, decode, write "
          + (plain ? "plain-English blocks" : "JSON Lines") + " to /dev/null"
          + (singleThread ? ", one decoding thread" : ", one decoding thread per processor") + staticNote,
        items: corpus.lines.count, itemName: "reports", bytesPerPass: corpus.fileBytes,
        samples: samples, budgetEnforced: false)
    }
    return ProcessRow(binary: binary, arguments: arguments, shown: shown, checkOutput: check, result: result)
  }

  /// Runs `path` with `arguments`, standard output to the file `stdout`, standard error discarded;
  /// returns the exit status (128 + signal when killed) and the child's user + system CPU seconds.
  static func spawnAndWait(
    _ path: String, _ arguments: [String], stdout: String
  ) throws -> (status: Int32, cpuSeconds: Double, peakKB: Int) {
    var actions = posix_spawn_file_actions_t()
    posix_spawn_file_actions_init(&actions)
    defer { posix_spawn_file_actions_destroy(&actions) }
    posix_spawn_file_actions_addopen(&actions, 1, stdout, O_WRONLY | O_CREAT | O_TRUNC, 0o644)
    posix_spawn_file_actions_addopen(&actions, 2, "/dev/null", O_WRONLY, 0)
    let argv: [UnsafeMutablePointer<CChar>?] = ([path] + arguments).map { strdup($0) } + [nil]
    defer { for pointer in argv { free(pointer) } }
    var pid: pid_t = 0
    let spawned = posix_spawn(&pid, path, &actions, nil, argv, environ)
    guard spawned == 0 else { throw BenchmarkError("cannot run \(path): error \(spawned)") }
    var status: Int32 = 0
    var usage = rusage()
    while wait4(pid, &status, 0, &usage) < 0 {
      guard errno == EINTR else { throw BenchmarkError("wait4 failed: errno \(errno)") }
    }
    let signal = status & 0x7F
    func seconds(_ t: timeval) -> Double { Double(t.tv_sec) + Double(t.tv_usec) / 1e6 }
    let cpu = seconds(usage.ru_utime) + seconds(usage.ru_stime)
    return (signal == 0 ? (status >> 8) & 0xFF : 128 + signal, cpu, Int(usage.ru_maxrss))
  }
}
