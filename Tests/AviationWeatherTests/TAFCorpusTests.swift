import Foundation
import Testing

@testable import AviationWeather

/// Lines of a fixture file next to this package (found through `#filePath`).
func tafFixtureLines(_ name: String) throws -> [String] {
  let url = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    .appendingPathComponent("Fixtures").appendingPathComponent(name)
  let text = try String(contentsOf: url, encoding: .utf8)
  var lines: [String] = []
  text.enumerateLines { line, _ in if !line.isEmpty { lines.append(line) } }
  return lines
}

@Suite struct TAFCorpusTests {
  @Test func dumpUnparsed() throws {
    guard ProcessInfo.processInfo.environment["TAF_DUMP"] != nil else { return }
    var out = ""
    var desc = ""
    for line in try tafFixtureLines("taf_corpus.txt") {
      do {
        let taf = try TAF(line)
        desc += line + "\n" + taf.description + "\n\n"
        if !taf.unparsed.isEmpty { out += taf.unparsed.map(\.text).joined(separator: " ") + "\t" + line + "\n" }
      } catch {
        out += "THROW \(error)\t\(line)\n"
      }
    }
    let sample = try tafFixtureLines("taf_corpus.txt").filter { $0.contains("EGYP 060435Z") || $0.contains("CYBG 260530Z") || $0.contains("TAF BIKF 051025Z") }
    var tl = ""
    for line in sample {
      let taf = try TAF(line)
      let t = ForecastTimeline(taf: taf, referenceDate: Date(timeIntervalSince1970: 1_767_700_000), latitude: 51, longitude: -58, step: 3600)
      tl += line + "\n" + (t?.describe(in: .metric) ?? "nil") + "\n\n"
    }
    try tl.write(toFile: "/tmp/tafdev/timeline.txt", atomically: true, encoding: .utf8)
    try desc.write(toFile: "/tmp/tafdev/desc.txt", atomically: true, encoding: .utf8)
    try out.write(toFile: "/tmp/tafdev/unparsed.txt", atomically: true, encoding: .utf8)
  }
}
