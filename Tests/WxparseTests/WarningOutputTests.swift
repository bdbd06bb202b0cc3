import Foundation
import TestSupport
import Testing

/// `wxparse` on reports with data-quality warnings (issue 19): a `Warning` line per warning in
/// plain output, a `warnings` member in JSON, counts by code with `--summary`, and with `--strict`
/// an error record with the warning's code and offset while the rest of the stream goes on.
@Suite struct WarningOutputTests {
  /// Real reports of the corpus (a dew point above the temperature, a wind direction not in tens
  /// of degrees), one without warnings, and the TAF with an FM time that does not decode.
  static let reports = [
    "KCWF 272148Z 35008KT 10SM OVC013 03/10 A3017",
    "MDST 020000Z 11912KT 9999 SCT018 28/20 Q1015",
    "RJTT 121800Z 36005KT 9000 FEW020 15/10 Q1015",
    "TAF KXYZ 181730Z 1818/1924 18010KT P6SM SCT040 FM187200 20012KT 4SM -RA VCTS BKN020CB FM190600 22010KT P6SM SCT050",
  ]
  static var input: Data { Data((reports.joined(separator: "\n") + "\n").utf8) }

  @Test func plainOutputHasAWarningLine() throws {
    let result = try WxparseProcess.run([], input: Self.input)
    #expect(result.status == 0)
    let warnings = result.stdout.split(separator: "\n").filter { $0.hasPrefix("  Warning") }
    #expect(
      warnings == [
        "  Warning     '03/10' at byte 33: dew point above the temperature",
        "  Warning     '11912KT' at byte 13: wind direction not in tens of degrees",
        "  Warning     'FM187200' at byte 47: change group time does not decode",
      ])
    // The FM group is shown as a group of its own, without a time.
    #expect(result.stdout.contains("  From (time unknown):\n    Wind        From the SSW (200°) at 12 kt"))
  }

  @Test func jsonHasTheWarnings() throws {
    let result = try WxparseProcess.run(["--json"], input: Self.input)
    #expect(result.status == 0)
    let records = try result.stdoutLines.map {
      try #require(try JSONSerialization.jsonObject(with: Data($0.utf8)) as? [String: Any])
    }
    #expect(records.count == 4)
    let warnings = records.map { ($0["warnings"] as? [[String: Any]]) ?? [] }
    #expect(warnings.map(\.count) == [1, 1, 0, 1])
    #expect(warnings[0].first?["code"] as? String == "dewPointAboveTemperature")
    #expect(warnings[0].first?["token"] as? String == "03/10")
    #expect(warnings[0].first?["offset"] as? Int == 33)
    #expect(warnings[3].first?["code"] as? String == "changeGroupTimeInvalid")
  }

  @Test func summaryCountsWarningsByCode() throws {
    let result = try WxparseProcess.run(["--json", "--summary"], input: Self.input)
    #expect(result.status == 0)
    #expect(result.stderrLines.count == 2)
    #expect(
      result.stderrLines.last
        == "wxparse: 3 reports with warnings: changeGroupTimeInvalid 1, dewPointAboveTemperature 1, windDirectionNotInTens 1"
    )
    // Without a warning, the summary is one line.
    let clean = try WxparseProcess.run(["--summary"], input: Data((Self.reports[2] + "\n").utf8))
    #expect(clean.stderrLines.count == 1)
  }

  @Test func strictRejectsAReportWithAWarning() throws {
    let result = try WxparseProcess.run(["--json", "--strict"], input: Self.input)
    #expect(result.status == 1)
    let records = try result.stdoutLines.map {
      try #require(try JSONSerialization.jsonObject(with: Data($0.utf8)) as? [String: Any])
    }
    // One record per report, in order: the stream goes on after a rejected report.
    #expect(records.map { $0["kind"] as? String } == ["error", "error", "METAR", "error"])
    #expect(records[0]["code"] as? String == "dewPointAboveTemperature")
    #expect(records[0]["offset"] as? Int == 33)
    #expect(records[0]["error"] as? String == "dew point above the temperature: '03/10'")
    #expect(records[1]["code"] as? String == "windDirectionNotInTens")
    #expect(records[3]["code"] as? String == "changeGroupTimeInvalid")
    #expect(records[3]["offset"] as? Int == 47)
    #expect(result.stderr.contains("line 1: error: dew point above the temperature: '03/10' (at byte 33)"))
  }

  /// `FCST NOT AVBL`: the timeline record has no rows and says why; a TAF's warnings are in its
  /// timeline record too.
  @Test func timelineRecords() throws {
    let input = Data(
      ("TAF YXYZ 181730Z 1818/1924 FCST NOT AVBL DUE TO OBS\n" + Self.reports[3] + "\n").utf8)
    let arguments = ["--timeline", "--lat", "40", "--lon", "-100", "--reference-date", "2026-11-18"]
    let json = try WxparseProcess.run(["--json"] + arguments, input: input)
    #expect(json.status == 0)
    let records = try json.stdoutLines.map {
      try #require(try JSONSerialization.jsonObject(with: Data($0.utf8)) as? [String: Any])
    }
    #expect(records.count == 2)
    #expect(records[0]["isNotAvailable"] as? Bool == true)
    #expect((records[0]["rows"] as? [Any])?.isEmpty == true)
    #expect(records[1]["isNotAvailable"] as? Bool == false)
    let warnings = try #require(records[1]["warnings"] as? [[String: Any]])
    #expect(warnings.map { $0["token"] as? String } == ["FM187200"])
    let plain = try WxparseProcess.run(arguments, input: input)
    #expect(plain.stdout.contains("Timeline for YXYZ: none, forecast not available"))
    #expect(plain.stdout.contains("  Warning     'FM187200' at byte 47: change group time does not decode"))
  }

  @Test func helpNamesWarnings() throws {
    let help = try WxparseProcess.run(["--help"])
    #expect(help.stdout.contains("data-quality warning"))
  }
}
