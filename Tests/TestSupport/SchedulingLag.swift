import Foundation

/// Runs `body` with a sleeper of `seconds` beside it, and returns the body's value, the time it
/// took, and how late the sleeper woke: the test machine's own scheduling delay (other tests
/// keeping every thread busy), which a wall-clock bound such as "within the deadline plus a
/// second" must allow for to test the code rather than the machine.
public func timed<T>(sleeper seconds: Double, _ body: () async -> T) async -> (value: T, elapsed: Double, lag: Double) {
  let start = Date()
  let sleeper = Task { () -> Double in
    try? await Task.sleep(nanoseconds: UInt64(max(0, seconds) * 1e9))
    return Date().timeIntervalSince(start) - seconds
  }
  let value = await body()
  let elapsed = Date().timeIntervalSince(start)
  let lag = max(0, await sleeper.value)
  return (value, elapsed, lag)
}
