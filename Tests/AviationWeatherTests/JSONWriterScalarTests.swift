import Foundation
import TestSupport
import Testing

@testable import AviationWeather

/// The record writer's scalars against `JSONEncoder`, on the boundaries of its fast paths.
///
/// Strings are copied eight bytes at a time and the last one to seven bytes as one more
/// (overlapping) word; the tests put bytes that need escaping at every position of every length
/// around those word boundaries. Integers of three to six digits are written two digits at a
/// time, doubles of one or two decimals without `description`.
@Suite struct JSONWriterScalarTests {
  /// `JSONEncoder`'s text of `value` (as the records are written: slashes not escaped).
  static func encoded<T: Encodable>(_ value: T) throws -> [UInt8] {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.withoutEscapingSlashes]
    return Array(try encoder.encode(value))
  }

  /// The writer's text of `text`.
  static func written(_ text: String) -> [UInt8] {
    var buffer: [UInt8] = []
    _ = _JSONWriter.append(to: &buffer, capacity: 16) { $0.string(text) }
    return buffer
  }

  @Test func escapesAtEveryPositionOfEveryLength() throws {
    // Letters from a real report, and the bytes JSON escapes: a quote, a backslash, a tab, a
    // line feed and another control byte.
    let clean = Array("KBIS 051614Z 07008KT 1/2SM R31/2800V5000FT SN FZFG".utf8)
    let escaped: [UInt8] = [0x22, 0x5C, 0x09, 0x0A, 0x01]
    var checked = 0
    for length in 1...34 {
      let plain = String(decoding: clean.prefix(length), as: UTF8.self)
      #expect(Self.written(plain) == (try Self.encoded(plain)), "\(plain)")
      for position in 0..<length {
        for byte in escaped {
          var bytes = Array(clean.prefix(length))
          bytes[position] = byte
          let text = String(decoding: bytes, as: UTF8.self)
          let expected = try Self.encoded(text)
          #expect(Self.written(text) == expected, "length \(length), \(byte) at \(position)")
          checked += 1
        }
      }
    }
    expectEqual(checked, 5 * (1...34).reduce(0, +))
  }

  @Test func twoEscapesOneWordApartAndMultibyteText() throws {
    for text in [
      "\"ABCDEFGHIJKLMNOP\"", "A\"BCDEFGHIJ\\", "ABCDEFGH\tIJKLMNO", "\u{E9}T\u{E9} \"A\" BCDEFGH",
      "RMK AO2 SLP100 T01890122 \u{7F}", "12345678\n",
    ] {
      #expect(Self.written(text) == (try Self.encoded(text)), "\(text)")
    }
  }

  @Test func integersOfEveryLengthAndBothSigns() throws {
    var values: [Int] = [0, Int.max, Int.min + 1]
    var power = 1
    for _ in 0..<18 {
      values += [power - 1, power, power + 1, power * 5 + 3]
      power *= 10
    }
    values += values.map { -$0 }
    for value in values {
      var buffer: [UInt8] = []
      _ = _JSONWriter.append(to: &buffer, capacity: 16) { $0.int(value) }
      #expect(buffer == (try Self.encoded(value)), "\(value)")
    }
  }

  @Test func doublesAsTheEncoderWritesThem() throws {
    // Whole numbers (written as integers), one and two decimals (written without
    // `description`), and the rest: negative zero, tiny and huge values, long fractions.
    var values: [Double] = [0, -0.0, 0.5, 0.01, 0.015, 29.92, 1013.2, 74.3, -12.3, 1e9, 1e15, 0x1p53, 1e300, Double.leastNonzeroMagnitude]
    values += [1.0 / 3, 2.0 / 3, 100.25, 99.99, 9_999.99, 123_456.78, 1_234_567.891, -0.01]
    for value in values + values.map({ -$0 }) {
      var buffer: [UInt8] = []
      #expect(_JSONWriter.append(to: &buffer, capacity: 16) { $0.double(value) })
      #expect(buffer == (try Self.encoded(value)), "\(value)")
    }
  }
}
