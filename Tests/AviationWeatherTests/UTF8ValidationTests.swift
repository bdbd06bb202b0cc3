import TestSupport
import Testing

@testable import AviationWeather

/// `validUTF8String` (the package's replacement for `String(validating:as:)`, which needs macOS 15)
/// accepts exactly the well-formed UTF-8 the standard library accepts.
@Suite("UTF-8 validation")
struct UTF8ValidationTests {
  /// Byte sequences at the edges of UTF-8's rules, around a real report.
  static let cases: [(String, [UInt8])] = [
    ("empty", []),
    ("ASCII report", Array("METAR LFPG 241200Z 27010KT 9999 FEW030 12/05 Q1015 NOSIG".utf8)),
    ("two-, three- and four-byte scalars", Array("RMK é € 🌧".utf8)),
    ("lone continuation byte", [0x41, 0x80, 0x42]),
    ("truncated two-byte sequence at the end", [0x41, 0xC3]),
    ("truncated three-byte sequence", [0x41, 0xE2, 0x82, 0x20]),
    ("truncated four-byte sequence: same length once repaired", [0x41, 0xF0, 0x9F, 0x98]),
    ("overlong slash", [0xC0, 0xAF]),
    ("overlong three-byte NUL", [0xE0, 0x80, 0x80]),
    ("UTF-16 surrogate D800", [0xED, 0xA0, 0x80]),
    ("above U+10FFFF", [0xF4, 0x90, 0x80, 0x80]),
    ("bytes never in UTF-8", [0xFE, 0xFF]),
    ("embedded NUL is valid", [0x41, 0x00, 0x42]),
    ("U+FFFD sent as such is valid", [0xEF, 0xBF, 0xBD]),
  ]

  @Test("Edge cases agree with the standard library", arguments: cases)
  func edgeCases(_ name: String, _ bytes: [UInt8]) {
    let ours = bytes.withUnsafeBufferPointer(validUTF8String)
    if #available(macOS 15, iOS 18, tvOS 18, watchOS 11, visionOS 2, *) {
      #expect(ours == String(validating: bytes, as: UTF8.self), "\(name)")
    }
    if let ours { expectEqual(Array(ours.utf8), bytes) }
  }

  @Test("Every single-byte change of a real report with a non-ASCII remark agrees with the standard library")
  func mutations() throws {
    let report = Array("METAR LFPG 241200Z 27010KT 9999 FEW030 12/05 Q1015 RMK température é €".utf8)
    var rejected = 0
    for index in report.indices {
      for byte: UInt8 in [0x00, 0x41, 0x7F, 0x80, 0xA9, 0xBF, 0xC2, 0xC3, 0xE2, 0xED, 0xF0, 0xF4, 0xF5, 0xFF] {
        var bytes = report
        bytes[index] = byte
        let ours = bytes.withUnsafeBufferPointer(validUTF8String)
        if ours == nil { rejected += 1 }
        if #available(macOS 15, iOS 18, tvOS 18, watchOS 11, visionOS 2, *) {
          expectEqual(ours, String(validating: bytes, as: UTF8.self))
        }
      }
    }
    #expect(rejected > 0)
  }
}
