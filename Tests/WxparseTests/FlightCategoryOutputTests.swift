import Foundation
import TestSupport
import Testing

/// How `wxparse` shows a flight category that the report leaves unknown.
@Suite struct FlightCategoryOutputTests {
  /// Real corpus reports: an obscured sky of unknown height, a sky group not observed, and an
  /// obscured sky under a visibility that alone makes it LIFR.
  static let reports = [
    "LFSG 230030Z AUTO 00000KT 2500 BR VV/// 10/10 Q1015",
    "ETGG 051620Z AUTO 31017KT 9999 // ////// 03/M06 Q1007 ///",
    "LFRG 262130Z AUTO 00000KT 0200 R12/0800U FG VV/// 12/11 Q1027",
  ]

  @Test func plainOutputSaysUnknown() throws {
    let result = try WxparseProcess.run([], input: Data((Self.reports.joined(separator: "\n") + "\n").utf8))
    #expect(result.status == 0)
    let categories = result.stdout.split(separator: "\n").filter { $0.hasPrefix("  Category") }
    #expect(
      categories == [
        "  Category    unknown (IFR or LIFR)", "  Category    unknown", "  Category    LIFR",
      ])
  }
}
