import AviationWeather
import Foundation
import TestSupport
import Testing

@testable import wxparse

/// `wxparse --json --reference-date D` and an app's `JSONEncoder().encode(report)` after
/// `resolveDates(relativeTo:)` with the same reference give the same resolved dates, under the
/// same names, on real corpus reports.
@Suite struct ResolvedDateAgreementTests {
  /// Across a month end, a leap day and an ordinary date.
  static let references = ["2026-11-23", "2026-03-01", "2028-02-29"]

  /// The JSON objects of `data` (one per line).
  static func records(_ text: some StringProtocol) throws -> [[String: Any]] {
    try text.split(separator: "\n").map {
      try #require(try JSONSerialization.jsonObject(with: Data($0.utf8)) as? [String: Any])
    }
  }

  /// The first `count` lines of `fixture`, wxparse's decoded records of them (`--only` `kind`,
  /// `--reference-date` `day`), and the reference date wxparse read from `day`.
  static func printed(_ fixture: String, _ count: Int, only kind: String, day: String) throws -> (
    lines: [String], records: [[String: Any]], reference: Date
  ) {
    let lines = Array(try Fixture.lines(fixture).prefix(count))
    let result = try WxparseProcess.run(
      ["--json", "--only", kind, "--reference-date", day], input: Data((lines.joined(separator: "\n") + "\n").utf8))
    let records = try Self.records(result.stdout).filter { $0["error"] == nil }
    return (lines, records, try #require(CommandLineOptions.parseDate(day)))
  }

  @Test(arguments: references)
  func metarObservedAtAgrees(_ day: String) throws {
    let (lines, printed, reference) = try Self.printed("metar_corpus.txt", 1500, only: "metar", day: day)
    var expected: [String] = []
    for line in lines {
      guard var metar = try? METAR(line), ReportKind(detecting: line) == .metar else { continue }
      metar.resolveDates(relativeTo: reference)
      let object = try JSONSerialization.jsonObject(with: JSONEncoder().encode(metar)) as? [String: Any]
      expected.append(object?["observedAt"] as? String ?? "none")
    }
    #expect(expected.count > 1400)
    #expect(printed.map { $0["observedAt"] as? String ?? "none" } == expected)
    #expect(!expected.contains("none"))
  }

  @Test(arguments: references)
  func tafDatesAgree(_ day: String) throws {
    let (lines, printed, reference) = try Self.printed("taf_corpus.txt", 400, only: "taf", day: day)
    let names = ["issuedAt", "validFrom", "validTo"]
    var expected: [[String]] = []
    for line in lines {
      guard var taf = try? TAF(line) else { continue }
      taf.resolveDates(relativeTo: reference)
      let object = try JSONSerialization.jsonObject(with: JSONEncoder().encode(taf)) as? [String: Any]
      expected.append(names.map { object?[$0] as? String ?? "none" })
    }
    #expect(expected.count > 390)
    #expect(printed.map { record in names.map { record[$0] as? String ?? "none" } } == expected)
  }

  @Test func handWrittenJSONWithObservedAtIsTheCodableForm() throws {
    // wxparse writes METAR records, `observedAt` included, with the library's record writer.
    let reference = try #require(CommandLineOptions.parseDate("2026-11-23"))
    var compared = 0
    // The first 3,000 reports, every 4th of them unless `AVIATIONWEATHER_FULL_CORPUS=1` (CorpusSweep).
    let sample = CorpusSweep.sample(Array(try Fixture.lines("metar_corpus.txt").prefix(3000)), every: 4)
    for line in sample.lines {
      guard var metar = try? METAR(line) else { continue }
      metar.resolveDates(relativeTo: reference)
      var written: [UInt8] = []
      #expect(metar.writeJSON(into: &written))
      let canonical = try canonicalJSON(Data(written))
      #expect(canonical == (try canonicalJSON(JSONEncoder().encode(metar))), "\(line)")
      #expect(canonical.contains("\"observedAt\":\"2026-"), "\(line)")
      compared += 1
    }
    #expect(sample.count == (sample.isFull ? 3000 : 750) && compared > sample.atLeast(2900))
  }
}
