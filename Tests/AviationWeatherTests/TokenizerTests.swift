import TestSupport
import Testing

@testable import AviationWeather

@Suite("Tokenizer")
struct TokenizerTests {
  /// The tokens of `bytes` as strings.
  private func texts(_ bytes: [UInt8]) -> [String] {
    bytes.withUnsafeBufferPointer { buffer in
      var tokenizer = Tokenizer(buffer)
      var result: [String] = []
      while let token = tokenizer.next() {
        result.append(String(decoding: buffer[token.offset..<token.endOffset], as: UTF8.self))
      }
      return result
    }
  }

  @Test func splitsOnAnyWhitespaceAndEquals() {
    let tokens = Tokenizer.tokens(in: "  KJFK\t221651Z\r\n31012KT  A3012=")
    expectEqual(tokens.map(\.offset), [2, 7, 16, 25])
    expectEqual(tokens.map(\.length), [4, 7, 7, 5])
  }

  @Test func realReportTokensAndOffsets() {
    let report = "METAR EGLL 221650Z AUTO 24012KT 9999 FEW040 12/06 Q1018 NOSIG="
    let tokens = Tokenizer.tokens(in: report)
    expectEqual(tokens.count, 10)
    expectEqual(tokens.first, Token(offset: 0, length: 5))
    expectEqual(tokens.last, Token(offset: 56, length: 5))
    for token in tokens {
      let start = report.utf8.index(report.utf8.startIndex, offsetBy: token.offset)
      let end = report.utf8.index(start, offsetBy: token.length)
      #expect(!report[start..<end].contains(" "))
    }
  }

  @Test func emptyAndSeparatorOnlyInputHaveNoTokens() {
    #expect(texts([]).isEmpty)
    #expect(texts(Array(" \t\r\n==\u{0}\u{0}".utf8)).isEmpty)
  }

  @Test func nulAndControlBytesSeparateTokens() {
    expectEqual(texts([0x4B, 0x4A, 0x00, 0x46, 0x4B, 0x01, 0x1F, 0x7F, 0x41]), ["KJ", "FK", "A"])
  }

  @Test func nonASCIIBytesStayInsideTokensAndNothingIsLost() {
    let bytes: [UInt8] = [0x4B, 0xC3, 0xA9, 0x20, 0xFF, 0xFE, 0x20, 0x41]
    let tokens = texts(bytes)
    expectEqual(tokens.count, 3)
    expectEqual(tokens[0].utf8.count, 3)
    // Every non-separator byte is inside exactly one token.
    bytes.withUnsafeBufferPointer { buffer in
      var tokenizer = Tokenizer(buffer)
      var covered = 0
      while let token = tokenizer.next() { covered += token.length }
      expectEqual(covered, bytes.filter { !Tokenizer.isSeparator($0) }.count)
    }
  }

  @Test func trailingEqualsEndsTheLastToken() {
    expectEqual(texts(Array("Q1013=".utf8)), ["Q1013"])
    expectEqual(texts(Array("Q1013 =\r\n".utf8)), ["Q1013"])
  }

  @Test func startingOffsetSkipsEarlierBytes() {
    let bytes = Array("RMK AO2 SLP123".utf8)
    bytes.withUnsafeBufferPointer { buffer in
      var tokenizer = Tokenizer(buffer, from: 3)
      expectEqual(tokenizer.next(), Token(offset: 4, length: 3))
      var beyond = Tokenizer(buffer, from: 1_000)
      expectNil(beyond.next())
    }
  }

  @Test func tokenIsSmall() {
    #expect(MemoryLayout<Token>.size <= 16)
  }
}
