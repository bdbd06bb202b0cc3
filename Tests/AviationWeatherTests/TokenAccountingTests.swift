import Foundation
import TestSupport
import Testing

@testable import AviationWeather

/// Every token of a report is accounted for: decoded into a value, listed as unparsed, read by a
/// repair, kept as plain language, or part of the remarks (which keep their own `undecoded` list).
///
/// `metar.raw == text` cannot show that (`raw` is stored first). This check replaces each token
/// that is not listed anywhere by a run of `~` of the same length (a token no decoder claims, so
/// every other offset stays put) and decodes again. If the only difference is the new unparsed
/// `~` token, the original token changed nothing in the decoded report: it was dropped silently.
/// The check can only err towards "accounted for" (the `~` may upset a neighbouring repair),
/// never invent a dropped token.
@Suite("Token accounting")
struct TokenAccountingTests {
  /// Tokens that decode to no value, with the reason. Issue "Right on reports nobody has seen"
  /// is to remove what is not by design.
  static let knownSilent: [String: String] = {
    let notObserved =
      "says the element was not observed (FMH-1's M, FM 15's solidi); the model keeps nil for it, so the record is the same without it"
    var known: [String: String] = [:]
    for token in ["/", "///", "////", "/////", "////SM", "///V///", "Q////", "A////", "XX/XX", "M"] {
      known[token] = notObserved
    }
    known["RTD"] = "a delayed report's header word (Mexico, US military): no field records it yet, a token dropped without trace"
    return known
  }()

  /// The tokens of the report body whose replacement leaves the decoded report unchanged.
  static func silentTokens(in text: String) throws -> [(token: String, offset: Int)] {
    let metar = try METAR(text)
    let bytes = Array(text.utf8)
    // The remarks keep their own `undecoded` list: only the body before ` RMK` is checked here.
    let remarksStart = metar.remarks == nil ? bytes.count : text.utf8.count - (text.range(of: " RMK").map { text[$0.lowerBound...].utf8.count } ?? 0)
    let bodyEnd = min(remarksStart, metar.plainLanguage?.offset ?? bytes.count)
    let original = try record(metar, dropping: nil)
    // Tokens of the body (before remarks or plain language), to tell a repeated group.
    let bodyTokens = String(decoding: bytes[0..<bodyEnd], as: UTF8.self).split(separator: " ").map(String.init)
    return silentTokens(in: text) { token, word in
      guard token.offset < bodyEnd, !isListed(token, unparsed: metar.unparsed, repaired: metar.repaired) else {
        return false
      }
      // A group sent twice (AUTO AUTO, CAVOK … CAVOK): either copy says it, so neither alone changes
      // the record. Not a loss.
      return bodyTokens.lazy.filter { $0 == word }.count < 2
    } isUnchanged: { changed, offset in
      guard let other = try? METAR(changed) else { return false }
      return (try? record(other, dropping: offset)) == original
    }
  }

  /// The check itself, for any kind of report: each token of `text` that `isChecked` picks is
  /// replaced by as many `~` as it has bytes, and returned when `isUnchanged` says the report
  /// decoded from the changed text is the original but for the new unparsed token at the offset.
  static func silentTokens(
    in text: String, isChecked: (Token, String) -> Bool, isUnchanged: (String, Int) -> Bool
  ) -> [(token: String, offset: Int)] {
    let bytes = Array(text.utf8)
    var silent: [(String, Int)] = []
    for token in Tokenizer.tokens(in: text) {
      let range = token.offset..<(token.offset + token.length)
      let word = String(decoding: bytes[range], as: UTF8.self)
      guard isChecked(token, word) else { continue }
      var changed = bytes
      for i in range { changed[i] = UInt8(ascii: "~") }
      if isUnchanged(String(decoding: changed, as: UTF8.self), token.offset) { silent.append((word, token.offset)) }
    }
    return silent
  }

  /// Whether `token` is listed as unparsed or lies within a repair.
  static func isListed(_ token: Token, unparsed: [UnparsedToken], repaired: [RepairedToken]) -> Bool {
    unparsed.contains { $0.offset == token.offset }
      || repaired.contains { token.offset >= $0.offset && token.offset < $0.offset + $0.text.utf8.count }
  }

  /// The report's Codable record without `raw` and without the unparsed token at `offset`.
  static func record(_ metar: METAR, dropping offset: Int?) throws -> NSDictionary {
    let data = try JSONEncoder().encode(metar)
    guard var object = try JSONSerialization.jsonObject(with: data) as? [String: Any] else { return [:] }
    object["raw"] = nil
    if let offset, let unparsed = object["unparsed"] as? [[String: Any]] {
      object["unparsed"] = unparsed.filter { ($0["offset"] as? Int) != offset }
    }
    return object as NSDictionary
  }

  @Test func everyTokenOfTheCuratedReportsIsAccountedFor() throws {
    var found: [String] = []
    for fixture in try Fixture.curated("metar_curated.txt") {
      for (token, offset) in try Self.silentTokens(in: fixture.report) where Self.knownSilent[token] == nil {
        found.append("\(fixture.tag): '\(token)' at \(offset) in \(fixture.report)")
      }
    }
    #expect(found.isEmpty, "\(found.joined(separator: "\n"))")
  }

  /// The check finds a token the decoder drops: `RTD` in a real Mexican report.
  @Test func aDroppedTokenIsFound() throws {
    let report = "MMSL 262107Z RTD 14010KT 10SM FEW030 30/23 A2989 RMK 8/100 TCU 1ER QUAD MSGTX MMSD"
    try expectEqual(Self.silentTokens(in: report).map(\.token), ["RTD"])
    // A decoded group is not silent: replacing the wind changes the record.
    #expect(try Self.silentTokens(in: "MMSL 262107Z 14010KT 10SM FEW030 30/23 A2989").isEmpty)
  }

  /// Every 80th report of the corpus (609), every 10th (4,871) when
  /// `AVIATIONWEATHER_FULL_CORPUS=1` (CorpusSweep): each report is decoded once per token.
  @Test func everyTokenOfTheCorpusIsAccountedFor() throws {
    let sample = try CorpusSweep.lines("metar_corpus.txt", every: 80, fullEvery: 10)
    #expect(sample.count > sample.atLeast(48_000))
    var found: [String: String] = [:]
    for line in sample.lines {
      for (token, _) in try Self.silentTokens(in: line) where Self.knownSilent[token] == nil {
        found[token] = line
      }
    }
    #expect(found.isEmpty, "\(found.sorted { $0.key < $1.key }.map { "'\($0.key)': \($0.value)" }.joined(separator: "\n"))")
  }
}
