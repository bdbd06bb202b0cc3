import TestSupport
import Testing

@testable import AviationWeather

/// Bad input never traps: real reports cut, corrupted and shuffled decode or throw `DecodeError`.
@Suite("Robustness on damaged real reports")
struct RobustnessTests {
  /// Every 194th report (252), every 97th (503) when `AVIATIONWEATHER_FULL_CORPUS=1`
  /// (CorpusSweep): a spread over stations and styles.
  static let corpus = CorpusSweep.sample((try? Fixture.lines("metar_corpus.txt")) ?? [], every: 194, fullEvery: 97)
  static var sample: [String] { corpus.lines }

  @Test func everyPrefixOfSampledReportsDecodesOrThrows() {
    #expect(Self.corpus.fullCount == 48_701 && Self.sample.count > 250)
    for report in Self.sample.prefix(150) {
      let bytes = Array(report.utf8)
      for cut in 0...bytes.count {
        _ = try? METAR(utf8: Array(bytes[0..<cut]))
      }
    }
  }

  @Test func flippedBytesDecodeOrThrow() {
    var generator = SplitMix64(seed: 0x5EED)
    var decoded = 0
    for report in Self.sample {
      var bytes = Array(report.utf8)
      for _ in 0..<8 {
        let index = Int(generator.next() % UInt64(bytes.count))
        bytes[index] ^= UInt8(truncatingIfNeeded: generator.next() | 1)
        if let metar = try? METAR(utf8: bytes) {
          #expect(!metar.station.isEmpty)
          decoded += 1
        }
      }
    }
    // The check above ran: many damaged reports still decode (a flip in the body is unparsed).
    #expect(decoded > Self.sample.count)
  }

  @Test func shuffledAndDuplicatedTokensDecodeOrThrow() throws {
    var generator = SplitMix64(seed: 42)
    var checked = 0
    for report in Self.sample {
      var tokens = report.split(separator: " ").map(String.init)
      guard tokens.count > 2 else { continue }
      let duplicate = tokens[Int(generator.next() % UInt64(tokens.count))]
      tokens.insert(duplicate, at: Int(generator.next() % UInt64(tokens.count)))
      let head = tokens.prefix(2)
      var tail = Array(tokens.dropFirst(2))
      tail.shuffle(using: &generator)
      let text = (head + tail).joined(separator: " ")
      if (try? METAR(text)) != nil {
        // Nothing is lost: every token is decoded, listed as unparsed or repaired, or kept as text.
        let silent = try TokenAccountingTests.silentTokens(in: text)
          .filter { TokenAccountingTests.knownSilent[$0.token] == nil }
        #expect(silent.isEmpty, "dropped \(silent.map(\.token)) in \(text)")
        checked += 1
      }
    }
    // The header is kept in place, so shuffled reports still decode and were checked.
    #expect(checked > Self.sample.count / 2)
  }

  @Test(arguments: [
    "KJFK 221651Z 99999KT", "EGLL 221650Z R24/99999FT", "EGLL 221650Z 999999999999999999999KT",
    "EGLL 221650Z A99999", "EGLL 221650Z 9999999999SM", "EGLL 221650Z 1/0SM", "EGLL 221650Z VV99999",
    "EGLL 221650Z W99/H99999", "EGLL 221650Z RF999999.9/999999.9", "EGLL 221650Z QFE 99999999.9",
    "EGLL 991650Z", "EGLL 222599Z", "EGLL 221650Z TEMPO FM9999 TL2599",
  ])
  func hugeNumbersAreUnparsedNotTraps(_ text: String) throws {
    // Group-shaped tokens with out-of-range numbers (synthetic: the point is the bytes); the
    // last token of each holds the out-of-range number.
    let last = try #require(text.split(separator: " ").last)
    let lastOffset = text.utf8.count - last.utf8.count
    do {
      let metar = try METAR(text)
      let silent = try TokenAccountingTests.silentTokens(in: text)
        .filter { TokenAccountingTests.knownSilent[$0.token] == nil }
      #expect(silent.isEmpty, "dropped \(silent.map(\.token))")
      // The number is not read as a value: the token is left unparsed, or split by a repair.
      let kept = metar.unparsed.contains { $0.offset == lastOffset && $0.text == last }
      let split = metar.repaired.contains { $0.offset == lastOffset && $0.text == last }
      #expect(kept || split, "\(last) read as a value: unparsed \(metar.unparsed), repaired \(metar.repaired)")
    } catch let error as DecodeError {
      // A refusal names the out-of-range token, not another one.
      #expect(error.offset == lastOffset, "\(error)")
    }
  }

  @Test func arbitraryBytesNeverTrap() {
    var generator = SplitMix64(seed: 7)
    for length in [1, 2, 5, 16, 64, 300] {
      for _ in 0..<200 {
        let bytes = (0..<length).map { _ in UInt8(truncatingIfNeeded: generator.next()) }
        _ = try? METAR(utf8: bytes)
        _ = Tokenizer.tokens(in: String(decoding: bytes, as: UTF8.self))
      }
    }
  }
}

/// A small deterministic random number generator for reproducible corruption.
struct SplitMix64: RandomNumberGenerator {
  private var state: UInt64
  init(seed: UInt64) { state = seed }
  mutating func next() -> UInt64 {
    state &+= 0x9E37_79B9_7F4A_7C15
    var z = state
    z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
    z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
    return z ^ (z >> 31)
  }
}
