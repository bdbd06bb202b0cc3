import AviationWeather
import Foundation
import Testing

@testable import wxparse

/// `METAR.writeJSON(into:)` (hand-written) writes exactly the bytes `FastJSONEncoder` writes
/// through the Codable form, so wxparse can use it for METAR records.
@Suite struct HandWrittenJSONTests {
  /// Compares both writers on every line of `fixture` that decodes as a METAR (lenient, as
  /// wxparse decodes by default); returns how many were compared.
  static func compareAll(_ fixture: String) throws -> Int {
    try compare(WxparseProcess.fixtureLines(fixture))
  }

  /// Compares both writers on each of `lines` that decodes as a METAR.
  static func compare(_ lines: [String]) throws -> Int {
    let buffer = ByteBuffer()
    // One encoder reused throughout, as wxparse does (its cache of repeated values in play).
    let encoder = FastJSONEncoder(out: buffer)
    var handWritten: [UInt8] = []
    var compared = 0
    var mismatches: [String] = []
    for line in lines {
      guard let metar = try? METAR(line, options: .lenient) else { continue }
      buffer.removeAll()
      try encoder.encode(metar)
      let codable = Array(UnsafeBufferPointer(start: buffer.base, count: buffer.count))
      handWritten.removeAll(keepingCapacity: true)
      #expect(metar.writeJSON(into: &handWritten))
      compared += 1
      if handWritten != codable, mismatches.count < 5 {
        mismatches.append(
          "\(line)\n codable: \(String(decoding: codable, as: UTF8.self))\n written: \(String(decoding: handWritten, as: UTF8.self))"
        )
      }
    }
    #expect(mismatches.isEmpty, "\(mismatches.joined(separator: "\n"))")
    return compared
  }

  @Test func everyCorpusMETARIsByteIdentical() throws {
    let compared = try Self.compareAll("metar_corpus.txt")
    // The corpus holds 48,701 reports; nearly all decode in lenient mode.
    #expect(compared > 48_000)
  }

  @Test func everyCuratedMETARIsByteIdentical() throws {
    // `tag<TAB>report` lines; `#` lines are comments.
    let reports = try WxparseProcess.fixtureLines("metar_curated.txt")
      .filter { !$0.hasPrefix("#") }
      .compactMap { $0.split(separator: "\t", maxSplits: 1).last.map(String.init) }
    let compared = try Self.compare(reports)
    #expect(compared > 100)
  }

  @Test func snapshotAndMixedFixturesAreByteIdentical() throws {
    #expect(try Self.compareAll("wxparse_snapshot_metars.txt") > 0)
    #expect(try Self.compareAll("wxparse_mixed_taf_metar.txt") > 0)
  }

  /// Bad input (synthetic bytes): quotes, backslashes, tabs and other control bytes in
  /// unparsed tokens are escaped exactly as the Codable path escapes them.
  @Test func escapedStringsAreByteIdentical() throws {
    let report = "METAR KXYZ 221651Z 00000KT 10SM CLR 20/10 A3000 A\"B C\\D E\u{01}F G\u{7F}H \u{E9}T\u{E9}"
    let metar = try METAR(report, options: .lenient)
    #expect(!metar.unparsed.isEmpty)
    let buffer = ByteBuffer()
    try FastJSONEncoder(out: buffer).encode(metar)
    let codable = Array(UnsafeBufferPointer(start: buffer.base, count: buffer.count))
    var handWritten: [UInt8] = []
    #expect(metar.writeJSON(into: &handWritten))
    #expect(String(decoding: handWritten, as: UTF8.self) == String(decoding: codable, as: UTF8.self))
    #expect(String(decoding: handWritten, as: UTF8.self).contains(#"A\"B"#))
    #expect(String(decoding: handWritten, as: UTF8.self).contains(#"E\u0001F"#))
  }

  /// A value JSON cannot hold (a non-finite number, only possible when built by hand) makes
  /// the writer report failure and leave the buffer as it was.
  @Test func nonFiniteNumberLeavesTheBufferUntouched() throws {
    var metar = try METAR("METAR KXYZ 221651Z 00000KT 10SM CLR 20/10 A3000", options: .lenient)
    metar.temperature = Temperature(.nan, .celsius)
    var buffer: [UInt8] = Array("prefix".utf8)
    #expect(!metar.writeJSON(into: &buffer))
    #expect(buffer == Array("prefix".utf8))
  }
}
