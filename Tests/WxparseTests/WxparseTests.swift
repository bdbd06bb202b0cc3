import Foundation
import Testing

@Suite struct WxparseEndToEndTests {
  @Test func decodesCorpusLinesToJSONLinesOneRecordPerReport() throws {
    let corpus = try String(contentsOf: WxparseProcess.fixtures.appendingPathComponent("metar_corpus.txt"), encoding: .utf8)
    let sample = corpus.split(separator: "\n").prefix(500).joined(separator: "\n") + "\n"
    let result = try WxparseProcess.run(["--json"], input: Data(sample.utf8))
    #expect(result.status == 0)
    let records = result.stdout.split(separator: "\n")
    #expect(records.count == 500)
    let first = try JSONSerialization.jsonObject(with: Data(records[0].utf8)) as? [String: Any]
    #expect(first?["station"] as? String == "AGGA")
    #expect(first?["raw"] as? String == String(sample.split(separator: "\n")[0]))
  }

  @Test func plainEnglishByDefault() throws {
    let input = "KJFK 221651Z 31012G20KT 1 1/2SM -SHRASN BKN025 OVC040 M05/M08 A2992 RMK AO2\n"
    let result = try WxparseProcess.run([], input: Data(input.utf8))
    #expect(result.status == 0)
    #expect(result.stdout.contains("From the NW (310°) at 12 kt, gusting 20 kt"))
    #expect(result.stdout.contains("Light Showers Rain Snow"))
    #expect(result.stdout.contains("IFR"))
  }

  @Test func badReportIsAnErrorRecordAndTheStreamGoesOn() throws {
    let input = "AYMH 220200Z VRB04KT 9999 BKN030 24/16 Q1020\nnot a report\r\nAYMH 230000Z VRB03KT 9999 HZ SCT030 21/16 Q1022\n"
    let result = try WxparseProcess.run(["--json"], input: Data(input.utf8))
    #expect(result.status == 1)
    let records = result.stdout.split(separator: "\n")
    #expect(records.count == 3)
    #expect(records[1].contains("\"line\":2"))
    #expect(result.stderr.contains("line 2"))
  }

  @Test func usageErrorExitsTwo() throws {
    let result = try WxparseProcess.run(["--no-such-option"])
    #expect(result.status == 2)
    #expect(result.stderr.contains("See 'wxparse --help'."))
    #expect(result.stdout.isEmpty)
  }

  @Test func helpGoesToStdoutAndExitsZero() throws {
    let result = try WxparseProcess.run(["--help"])
    #expect(result.status == 0)
    #expect(result.stdout.contains("USAGE: wxparse"))
  }
}
