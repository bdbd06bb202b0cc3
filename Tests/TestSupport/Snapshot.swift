import Foundation
import Testing

/// Golden files: the one helper that compares a test's output with a file kept in the
/// repository, or writes it when `RECORD_SNAPSHOTS=1` (re-record after an intended change,
/// then read the diff before committing).
public enum Snapshot {
  /// The environment variable that re-records the golden files instead of comparing.
  public static let recordVariable = "RECORD_SNAPSHOTS"

  /// Whether this run writes the golden files (`RECORD_SNAPSHOTS=1`).
  public static var isRecording: Bool { ProcessInfo.processInfo.environment[recordVariable] == "1" }

  /// Compares `actual` byte for byte with the file at `path` below the repository's root,
  /// recording an issue that names the first differing line; writes the file instead when
  /// ``isRecording``. `rerecord` is the command that re-records it, shown in the issue.
  public static func expect(
    _ actual: String, matches path: String, rerecord: String,
    sourceLocation: SourceLocation = #_sourceLocation
  ) throws {
    let file = Repository.root.appendingPathComponent(path)
    if isRecording {
      try Data(actual.utf8).write(to: file, options: .atomic)
      return
    }
    let expected = try Data(contentsOf: file)
    guard Data(actual.utf8) != expected else { return }
    let actualLines = actual.split(separator: "\n", omittingEmptySubsequences: false)
    let expectedLines = String(decoding: expected, as: UTF8.self).split(separator: "\n", omittingEmptySubsequences: false)
    let first =
      zip(actualLines, expectedLines).enumerated().first { $0.element.0 != $0.element.1 }?.offset
      ?? min(actualLines.count, expectedLines.count)
    let want = first < expectedLines.count ? String(expectedLines[first]) : "<end>"
    let got = first < actualLines.count ? String(actualLines[first]) : "<end>"
    Issue.record(
      """
      \(path) differs at line \(first + 1):
        expected: \(want)
        actual:   \(got)
      (\(recordVariable)=1 \(rerecord) re-records)
      """,
      sourceLocation: sourceLocation)
  }
}
