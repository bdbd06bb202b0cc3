import Testing
@testable import AviationWeather

@Suite struct TokenizerTests {
  @Test func splitsOnAnyWhitespaceAndEquals() {
    let tokens = Tokenizer.tokens(in: "  KJFK\t221651Z\r\n31012KT  A3012=")
    #expect(tokens.map(\.offset) == [2, 7, 16, 25])
    #expect(tokens.map(\.length) == [4, 7, 7, 5])
  }
}
