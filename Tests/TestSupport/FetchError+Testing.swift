import AviationWeather
import Testing

/// Runs `body` and returns the ``FetchError`` it threw, or records an issue.
public func fetchError(_ body: () async throws(FetchError) -> Void) async -> FetchError? {
  do {
    try await body()
    Issue.record("expected a FetchError")
    return nil
  } catch {
    return error
  }
}
