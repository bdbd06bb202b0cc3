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

/// Times of several runs of the same work, in seconds.
struct Samples: Codable {
  var seconds: [Double]

  var sorted: [Double] { seconds.sorted() }
  var median: Double {
    let s = sorted
    guard !s.isEmpty else { return .nan }
    return s.count % 2 == 1 ? s[s.count / 2] : (s[s.count / 2 - 1] + s[s.count / 2]) / 2
  }
  var min: Double { seconds.min() ?? .nan }
  var max: Double { seconds.max() ?? .nan }
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
  for _ in 0..<runs {
    let start = monotonicNanoseconds()
    let value = pass()
    let end = monotonicNanoseconds()
    check(value)
    seconds.append(Double(end - start) / 1e9)
  }
  guard let expected else { preconditionFailure("measure needs at least one pass") }
  return (Samples(seconds: seconds), expected)
}
