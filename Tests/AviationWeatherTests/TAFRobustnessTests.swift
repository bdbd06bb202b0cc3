import Foundation
import TestSupport
import Testing

@testable import AviationWeather

/// Bad input never traps: real TAFs cut, corrupted and shuffled decode or throw `DecodeError`,
/// and every decodable TAF gives a well-formed timeline.
@Suite struct TAFRobustnessTests {
  static let corpus: [String] = (try? Fixture.lines("taf_corpus.txt")) ?? []

  @Test func everyPrefixOfSampledTAFsDecodesOrThrows() {
    expectEqual(Self.corpus.count, 2480)
    for report in stride(from: 0, to: Self.corpus.count, by: 31).map({ Self.corpus[$0] }) {
      let bytes = Array(report.utf8)
      for cut in 0...bytes.count {
        _ = try? TAF(utf8: Array(bytes[0..<cut]))
      }
    }
  }

  /// Every corpus TAF (every 8th, 310, unless `AVIATIONWEATHER_FULL_CORPUS=1`: CorpusSweep).
  @Test func flippedBytesDecodeOrThrow() throws {
    var generator = SplitMix64(seed: 0x7AF)
    var decoded = 0
    for (number, report) in CorpusSweep.sample(Self.corpus, every: 8).lines.enumerated() {
      var bytes = Array(report.utf8)
      for _ in 0..<4 {
        let index = Int(generator.next() % UInt64(bytes.count))
        bytes[index] ^= UInt8(truncatingIfNeeded: generator.next() | 1)
        if let taf = try? TAF(utf8: bytes) {
          decoded += 1
          #expect(!taf.station.isEmpty)
          // Nothing is lost (every eighth report, to keep the suite quick).
          if number % 8 == 0 {
            #expect(try TAFTokenAccountingTests.unknownSilentTokens(in: taf.raw).isEmpty)
          }
          _ = ForecastTimeline(taf: taf, referenceDate: utc(2026, 1, 9), latitude: 50, longitude: 0)
        }
      }
    }
    // The checks above ran: most TAFs with a flipped byte still decode.
    #expect(decoded > 0)
  }

  /// Every corpus TAF (every 8th, 310, unless `AVIATIONWEATHER_FULL_CORPUS=1`: CorpusSweep).
  @Test func shuffledTokensDecodeOrThrowAndLoseNothing() throws {
    var generator = SplitMix64(seed: 4)
    var decoded = 0
    for (number, report) in CorpusSweep.sample(Self.corpus, every: 8).lines.enumerated() {
      var tokens = report.components(separatedBy: " ")
      guard tokens.count > 3 else { continue }
      let head = tokens.prefix(2)
      var tail = Array(tokens.dropFirst(2))
      tail.shuffle(using: &generator)
      tokens = Array(head) + tail
      let text = tokens.joined(separator: " ")
      guard let taf = try? TAF(text) else { continue }
      decoded += 1
      // Nothing is lost: every token is decoded, listed as unparsed or repaired, or kept in the
      // remarks (every third report, to keep the suite quick).
      if number % 3 == 0 {
        #expect(try TAFTokenAccountingTests.unknownSilentTokens(in: text).isEmpty)
      }
      // Every unparsed token is a real token of the input at its offset.
      let bytes = Array(text.utf8)
      for token in taf.unparsed {
        let end = token.offset + token.text.utf8.count
        #expect(end <= bytes.count && String(decoding: bytes[token.offset..<end], as: UTF8.self) == token.text)
      }
      _ = ForecastTimeline(taf: taf, referenceDate: utc(2026, 1, 9), latitude: -33.9, longitude: 151.2)
    }
    // The checks above ran: the header is kept in place, so shuffled TAFs still decode.
    #expect(decoded > 0)
  }

  @Test func everyCorpusTAFWithAValidityGivesAWellFormedTimeline() throws {
    var built = 0
    for line in Self.corpus {
      let taf = try TAF(line)
      guard let timeline = ForecastTimeline(taf: taf, referenceDate: utc(2026, 1, 9), latitude: 50, longitude: 0)
      else {
        #expect(taf.isNil || taf.isCancelled || taf.validity == nil, "\(line)")
        continue
      }
      built += 1
      let hours = Int(timeline.end.timeIntervalSince(timeline.start) / 3600)
      #expect(hours >= 1 && hours <= 36, "\(line)")
      let steps = timeline.rows.filter { $0.kind == .step }
      expectEqual(steps.count, Int((timeline.end.timeIntervalSince(timeline.start) / 3600).rounded(.up)))
      expectEqual(steps.first?.date, timeline.start)
      #expect(zip(timeline.rows, timeline.rows.dropFirst()).allSatisfy { $0.date <= $1.date })
      #expect(timeline.rows.allSatisfy { $0.date >= timeline.start && $0.date < timeline.end })
      // Rows that are neither steps nor sun events are FM times.
      #expect(timeline.rows.filter { $0.kind == .change }.allSatisfy { $0.isFromTime })
    }
    #expect(built >= 2460)
  }
}
