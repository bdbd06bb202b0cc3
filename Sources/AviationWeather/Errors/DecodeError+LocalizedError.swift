import Foundation

extension DecodeError: LocalizedError {
  /// The same text as ``description``: the reason, the byte offset and the report with a caret
  /// under the token, so that `error.localizedDescription` (a SwiftUI alert, a log line) says
  /// what failed and where rather than "The operation could not be completed".
  public var errorDescription: String? { description }
}
