import Foundation
import TestSupport
import Testing

/// Golden snapshots of `wxparse`'s plain-English output, kept in `Snapshots/` beside this file.
/// Re-record after an intended change with `RECORD_SNAPSHOTS=1 swift test --filter SnapshotTests`,
/// then read the diff before committing.
@Suite struct SnapshotTests {
  /// Compares `actual` with `Snapshots/<name>` beside this file (TestSupport's ``Snapshot``).
  static func assertSnapshot(_ actual: String, named name: String, sourceLocation: SourceLocation = #_sourceLocation)
    throws
  {
    try Snapshot.expect(
      actual, matches: "Tests/WxparseTests/Snapshots/\(name)", rerecord: "swift test --filter SnapshotTests",
      sourceLocation: sourceLocation)
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
