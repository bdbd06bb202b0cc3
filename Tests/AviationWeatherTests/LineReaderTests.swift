import Foundation
import TestSupport
import Testing

@testable import AviationWeather

/// `LineReader`, the reader of `RecordPipeline` and of `wxparse --svg`, on its own: line endings,
/// a CR and its LF read apart from a pipe, a byte-order mark.
@Suite struct LineReaderTests {
  // Two METARs of Fixtures/metar_corpus.txt and two lines of Fixtures/samples/taf_raw.txt.
  static let aymh1 = ReportSplitterTests.aymh1
  static let aymh2 = ReportSplitterTests.aymh2
  static let (egll1, egll2) = (ReportSplitterTests.cybgLines[0], ReportSplitterTests.cybgLines[1])

  /// The lines `LineReader` hands out for `bytes` (read from a file), with their numbers.
  static func readLines(_ bytes: [UInt8]) throws -> [(Int, String)] {
    let url = FileManager.default.temporaryDirectory.appendingPathComponent("wxparse-\(UUID().uuidString)")
    try Data(bytes).write(to: url)
    defer { try? FileManager.default.removeItem(at: url) }
    let reader = try LineReader(path: url.path)
    var lines: [(Int, String)] = []
    try reader.forEachLine(
      { line, number, _ in lines.append((number, String(decoding: line, as: UTF8.self))) }, beforeRead: {})
    return lines
  }

  @Test func lineReaderEndsLinesAtLFCRLFAndBareCR() throws {
    let lines = try Self.readLines(Array("\(Self.aymh1)\r\(Self.aymh2)\r\n\r\n\r\(Self.egll1)\n\r\(Self.egll2)\r".utf8))
    expectEqual(lines.map(\.0), [1, 2, 3, 4, 5, 6, 7])
    expectEqual(lines.map(\.1), [Self.aymh1, Self.aymh2, "", "", Self.egll1, "", Self.egll2])
  }

  @Test func lineReaderJoinsACRAndAnLFThatArriveApart() throws {
    let pipe = Pipe()
    let reader = try LineReader(path: "/dev/fd/\(pipe.fileHandleForReading.fileDescriptor)")
    let writer = Thread {
      WxparseProcess.writeAll(pipe.fileHandleForWriting, Data("\(Self.aymh1)\r".utf8))
      Thread.sleep(forTimeInterval: 0.3)
      WxparseProcess.writeAll(pipe.fileHandleForWriting, Data("\n\(Self.aymh2)\r\n".utf8))
      try? pipe.fileHandleForWriting.close()
    }
    writer.start()
    var lines: [(Int, String)] = []
    try reader.forEachLine(
      { line, number, _ in lines.append((number, String(decoding: line, as: UTF8.self))) }, beforeRead: {})
    expectEqual(lines.map(\.0), [1, 2])
    expectEqual(lines.map(\.1), [Self.aymh1, Self.aymh2])
  }

  @Test func lineReaderSkipsAByteOrderMarkOnlyAtTheStart() throws {
    let lines = try Self.readLines([0xEF, 0xBB, 0xBF] + Array("\(Self.aymh1)\n\u{FEFF}\(Self.aymh2)".utf8))
    expectEqual(lines.map(\.1), [Self.aymh1, "\u{FEFF}" + Self.aymh2])
    try expectEqual(Self.readLines([0xEF, 0xBB]).map(\.1), ["\u{FFFD}"])
  }
}
