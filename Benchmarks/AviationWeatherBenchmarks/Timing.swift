#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Monotonic time in nanoseconds.
func monotonicNanoseconds() -> UInt64 {
  var ts = timespec()
  clock_gettime(CLOCK_MONOTONIC, &ts)
  return UInt64(ts.tv_sec) * 1_000_000_000 + UInt64(ts.tv_nsec)
}

/// CPU time of the calling thread in nanoseconds (not advanced while the thread waits for a core,
/// so it is steadier than wall time on a loaded machine).
func threadCPUNanoseconds() -> UInt64 {
  var ts = timespec()
  clock_gettime(CLOCK_THREAD_CPUTIME_ID, &ts)
  return UInt64(ts.tv_sec) * 1_000_000_000 + UInt64(ts.tv_nsec)
}

/// Times of several runs of the same work, in seconds: wall-clock, and CPU time.
struct Samples: Codable {
  var seconds: [Double]
  var cpuSeconds: [Double] = []

  /// The CPU times as samples of their own.
  var cpu: Samples? { cpuSeconds.isEmpty ? nil : Samples(seconds: cpuSeconds) }

  var sorted: [Double] { seconds.sorted() }
  var median: Double {
    let s = sorted
    guard !s.isEmpty else { return .nan }
    return s.count % 2 == 1 ? s[s.count / 2] : (s[s.count / 2 - 1] + s[s.count / 2]) / 2
  }
  var min: Double { seconds.min() ?? .nan }
  var max: Double { seconds.max() ?? .nan }
}

/// Runs `pass` once, timed: its answer, its wall seconds and the calling thread's CPU seconds.
func timePass<Value>(_ pass: () throws -> Value) rethrows -> (value: Value, seconds: Double, cpuSeconds: Double) {
  let cpuStart = threadCPUNanoseconds()
  let start = monotonicNanoseconds()
  let value = try pass()
  let end = monotonicNanoseconds()
  let cpuEnd = threadCPUNanoseconds()
  return (value, Double(end - start) / 1e9, Double(cpuEnd - cpuStart) / 1e9)
}

/// Runs `pass` `warmups` times untimed, then `runs` times timed; each pass returns a checksum that
/// must equal the first pass's (a pass that skips work or answers differently fails loudly).
func measure<Checksum: Equatable>(
  warmups: Int, runs: Int, _ pass: () -> Checksum
) -> (samples: Samples, checksum: Checksum) {
  var expected: Checksum?
  func check(_ value: Checksum) {
    if let expected {
      precondition(value == expected, "checksum changed between passes: \(value) vs \(expected)")
    } else {
      expected = value
    }
  }
  for _ in 0..<warmups { check(pass()) }
  var seconds: [Double] = []
  var cpuSeconds: [Double] = []
  for _ in 0..<runs {
    let (value, wall, cpu) = timePass(pass)
    check(value)
    seconds.append(wall)
    cpuSeconds.append(cpu)
  }
  guard let expected else { preconditionFailure("measure needs at least one pass") }
  return (Samples(seconds: seconds, cpuSeconds: cpuSeconds), expected)
}
