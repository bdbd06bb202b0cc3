import Foundation

/// Runs `operation` in a task of its own and returns its result, or `nil` once `seconds` have
/// passed first; then the operation's task is cancelled and not waited for, so the deadline
/// holds whatever the operation does (a transport that ignores cancellation included).
///
/// Cancelling the calling task cancels the operation and throws `CancellationError` at once.
/// A deadline of zero or less (`-.infinity` included) has passed at once; one beyond 30 days
/// (`.infinity` included) or not a number is taken as 30 days.
func _withDeadline<T: Sendable>(
  _ seconds: TimeInterval, _ operation: @escaping @Sendable () async throws -> T
) async throws -> T? {
  let race = _DeadlineRace<T>()
  return try await withTaskCancellationHandler {
    try await withCheckedThrowingContinuation { (continuation: CheckedContinuation<T?, any Error>) in
      race.start(continuation)
      let work = Task {
        do {
          race.finish(.success(try await operation()))
        } catch {
          race.finish(.failure(error))
        }
      }
      let timer = Task {
        try? await Task.sleep(nanoseconds: _nanoseconds(seconds))
        if !Task.isCancelled { race.finish(.success(nil)) }
      }
      race.own(work: work, timer: timer)
    }
  } onCancel: {
    race.finish(.failure(CancellationError()))
  }
}

/// `seconds` in nanoseconds for `Task.sleep`: at least 0, at most 30 days (NaN: 30 days).
private func _nanoseconds(_ seconds: TimeInterval) -> UInt64 {
  let limit = 30.0 * 86_400
  let clamped = seconds.isNaN ? limit : min(max(seconds, 0), limit)
  return UInt64(clamped * 1e9)
}

/// The state of one race: the first result resumes the continuation; then both tasks are cancelled.
private final class _DeadlineRace<T: Sendable>: @unchecked Sendable {
  private let lock = NSLock()
  private var continuation: CheckedContinuation<T?, any Error>?
  private var result: Result<T?, any Error>?
  private var tasks: [Task<Void, Never>] = []

  /// Sets the continuation, or resumes it at once when the race is already over (the caller was
  /// cancelled before it began).
  func start(_ continuation: CheckedContinuation<T?, any Error>) {
    let finished: Result<T?, any Error>? = lock.withLock {
      if result == nil { self.continuation = continuation }
      return result
    }
    if let finished { continuation.resume(with: finished) }
  }

  /// Keeps the two tasks to cancel when the race ends (at once when it already has).
  func own(work: Task<Void, Never>, timer: Task<Void, Never>) {
    let over = lock.withLock {
      if result == nil { tasks = [work, timer] }
      return result != nil
    }
    if over {
      work.cancel()
      timer.cancel()
    }
  }

  /// Ends the race with `outcome` unless it has ended; the continuation resumes once.
  func finish(_ outcome: Result<T?, any Error>) {
    let (waiting, toCancel): (CheckedContinuation<T?, any Error>?, [Task<Void, Never>]) = lock.withLock {
      guard result == nil else { return (nil, []) }
      result = outcome
      defer {
        continuation = nil
        tasks = []
      }
      return (continuation, tasks)
    }
    for task in toCancel { task.cancel() }
    waiting?.resume(with: outcome)
  }
}
