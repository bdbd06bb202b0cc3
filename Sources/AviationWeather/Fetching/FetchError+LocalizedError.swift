import Foundation

extension FetchError: LocalizedError {
  /// The same text as ``description``: what failed, the HTTP status, the wait the server asked
  /// for (`Retry-After`), the URL and the detail, so that `error.localizedDescription` (a SwiftUI
  /// alert, a log line) says what happened rather than "The operation could not be completed".
  public var errorDescription: String? { description }
}
