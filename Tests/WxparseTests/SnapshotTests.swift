import Foundation
import TestSupport
import Testing

/// Golden snapshots of `wxparse`'s plain-English output, kept in `Snapshots/` beside this file.
/// Re-record after an intended change with `RECORD_SNAPSHOTS=1 swift test --filter SnapshotTests`,
/// then read the diff before committing.
@Suite struct SnapshotTests {
  static let snapshots = Repository.root.appendingPathComponent("Tests/WxparseTests/Snapshots")

  /// Compares `actual` with the snapshot `name`, or writes it when `RECORD_SNAPSHOTS=1`.
  static func assertSnapshot(_ actual: String, named name: String, sourceLocation: SourceLocation = #_sourceLocation)
    throws
  {
    let file = snapshots.appendingPathComponent(name)
    if ProcessInfo.processInfo.environment["RECORD_SNAPSHOTS"] == "1" {
      try actual.write(to: file, atomically: true, encoding: .utf8)
      return
    }
    let expected = try String(contentsOf: file, encoding: .utf8)
    if actual != expected {
      let actualLines = actual.split(separator: "\n", omittingEmptySubsequences: false)
      let expectedLines = expected.split(separator: "\n", omittingEmptySubsequences: false)
      let first =
        zip(actualLines, expectedLines).enumerated().first { $0.element.0 != $0.element.1 }?.offset
        ?? min(actualLines.count, expectedLines.count)
      let got = first < actualLines.count ? String(actualLines[first]) : "<end>"
      let want = first < expectedLines.count ? String(expectedLines[first]) : "<end>"
      Issue.record(
        "snapshot \(name) differs at line \(first + 1):\n  expected: \(want)\n  actual:   \(got)\n(RECORD_SNAPSHOTS=1 re-records)",
        sourceLocation: sourceLocation)
    }
  }

  @Test func plainEnglishOfRealMETARs() throws {
    let result = try WxparseProcess.run([Fixture.path("wxparse_snapshot_metars.txt")])
    #expect(result.status == 0)
    try Self.assertSnapshot(result.stdout, named: "plain_english.txt")
  }

  @Test func plainEnglishInMetricUnits() throws {
    let result = try WxparseProcess.run(["--units", "metric", Fixture.path("wxparse_snapshot_metars.txt")])
    #expect(result.status == 0)
    try Self.assertSnapshot(result.stdout, named: "plain_english_metric.txt")
  }
}
