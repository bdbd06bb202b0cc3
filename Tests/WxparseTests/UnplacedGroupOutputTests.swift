import Foundation
import TestSupport
import Testing

/// `wxparse --timeline` on a TAF with a change group that cannot be placed (issue 20, item 3): a
/// real corpus TAF (KGRR) with the window of its `PROB30` taken out. Plain text, JSON and the SVG
/// picture name the group; the TAF as sent gives none of it.
@Suite struct UnplacedGroupOutputTests {
  static let position = ["--lat", "42.88", "--lon", "-85.52", "--reference-date", "2026-11-12"]

  /// The corpus TAF, and the same with `PROB30 1222/1223` written without its window.
  static func grandRapids() throws -> (original: String, edited: String) {
    let line = try #require(try Fixture.lines("taf_corpus.txt").first { $0.hasPrefix("TAF AMD KGRR 121910Z") })
    let edited = line.replacingOccurrences(of: "PROB30 1222/1223 2SM", with: "PROB30 2SM")
    #expect(edited != line)
    return (line, edited)
  }

  static func run(_ arguments: [String], _ taf: String) throws -> WxparseProcess.Result {
    try WxparseProcess.run(["--timeline"] + position + arguments, input: Data((taf + "\n").utf8))
  }

  @Test func plainTextNamesTheGroupAfterTheHeaderAndUnderEveryRow() throws {
    let (original, edited) = try Self.grandRapids()
    let result = try Self.run([], edited)
    #expect(result.status == 0)
    let lines = result.stdout.split(separator: "\n").map(String.init)
    #expect(
      lines.filter { $0.hasPrefix("  Not placed") } == [
        "  Not placed  PROB30 2SM TSRA BKN040CB (written without its time)"
      ])
    // The warning comes first, then the note, then the rows.
    let warning = try #require(lines.firstIndex { $0.hasPrefix("  Warning     'PROB30'") })
    let note = try #require(lines.firstIndex { $0.hasPrefix("  Not placed") })
    #expect(warning < note)
    // A forecast row is a line with a date and day or night; each is followed (after its overlays)
    // by the note.
    let rowLines = lines.indices.filter { lines[$0].contains("Z  day  ") || lines[$0].contains("Z  night") }
    #expect(!rowLines.isEmpty)
    let notes = lines.indices.filter { lines[$0] == "    time unknown, may apply: PROB30 2SM TSRA BKN040CB" }
    #expect(notes.count == rowLines.count)
    for (row, noteLine) in zip(rowLines, notes) { #expect(noteLine > row) }

    let plain = try Self.run([], original)
    #expect(!plain.stdout.contains("Not placed") && !plain.stdout.contains("time unknown"))
  }

  @Test func jsonHasTheNotesAtTheTopAndOnEveryRow() throws {
    let (original, edited) = try Self.grandRapids()
    let result = try Self.run(["--json"], edited)
    #expect(result.status == 0)
    let line = try #require(result.stdoutLines.first)
    let object = try JSONSerialization.jsonObject(with: Data(line.utf8))
    let record = try #require(object as? [String: Any])
    let groups = try #require(record["unplacedGroups"] as? [[String: Any]])
    #expect(groups.map { $0["text"] as? String } == ["PROB30 2SM TSRA BKN040CB"])
    #expect(groups.map { $0["reason"] as? String } == ["timeMissing"])
    let rows = try #require(record["rows"] as? [[String: Any]])
    #expect(!rows.isEmpty && rows.allSatisfy { ($0["unplacedGroups"] as? [[String: Any]])?.count == 1 })
    let plain = try Self.run(["--json"], original)
    #expect(!plain.stdout.contains("unplacedGroups"))
  }

  @Test func thePictureNamesTheGroup() throws {
    let (original, edited) = try Self.grandRapids()
    let result = try Self.run(["--svg"], edited)
    #expect(result.status == 0)
    let note = "PROB30 2SM TSRA BKN040CB (written without its time)"
    #expect(result.stdout.contains("may apply at any time: \(note).</desc>"))
    #expect(result.stdout.contains(">\(note)</text>"))
    #expect(!(try Self.run(["--svg"], original)).stdout.contains("could not be placed"))
  }
}
