import Foundation
import TestSupport
import Testing

/// `wxparse` on a weather group with an intensity before VC (issue 19, pattern 1): no published
/// form has it (FMH-1 codes no intensity with VC; WMO code table 4678 has one qualifier, -, + or
/// VC), so the group is shown unparsed and no thunderstorm is put at the station.
@Suite struct VicinityOutputTests {
  /// A real report (the public corpus) and the issue's shape in a TAF.
  static let reports = [
    "KVWU 031935Z AUTO 07008KT 10SM -VCTSRA SCT032 BKN050 19/18 A2993 RMK AO2 LTG DSNT S THRU W",
    "TAF KXYZ 031730Z 0318/0418 07008KT P6SM +VCTSRA SCT032 TEMPO 0320/0322 -VCTSDZ BKN030CB",
  ]

  @Test func plainOutputShowsTheGroupUnparsed() throws {
    let result = try WxparseProcess.run([], input: Data((Self.reports.joined(separator: "\n") + "\n").utf8))
    #expect(result.status == 0)
    #expect(!result.stdout.lowercased().contains("thunderstorm"))
    let unparsed = result.stdout.split(separator: "\n").filter { $0.hasPrefix("  Unparsed") }
    #expect(
      unparsed == [
        "  Unparsed    '-VCTSRA' at byte 31", "  Unparsed    '+VCTSRA' at byte 40, '-VCTSDZ' at byte 71",
      ])
  }

  @Test func jsonHasNoWeatherAndTheGroupUnparsed() throws {
    let result = try WxparseProcess.run(["--json"], input: Data((Self.reports.joined(separator: "\n") + "\n").utf8))
    #expect(result.status == 0)
    let lines = result.stdout.split(separator: "\n")
    #expect(lines.count == 2)
    #expect(!result.stdout.contains("\"TS\""))
    #expect(!result.stdout.contains("thunderstorm"))
    #expect(lines.first?.contains(#""unparsed":[{"text":"-VCTSRA","offset":31}]"#) == true)
    #expect(
      lines.last?.contains(#""unparsed":[{"text":"+VCTSRA","offset":40},{"text":"-VCTSDZ","offset":71}]"#) == true)
  }
}
