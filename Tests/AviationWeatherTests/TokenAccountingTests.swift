import Foundation
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

  /// The tokens whose replacement leaves the decoded report unchanged, as `token` → report.
  static func silentTokens(in text: String) throws -> [(token: String, offset: Int)] {
    let metar = try METAR(text)
    let bytes = Array(text.utf8)
    // The remarks keep their own `undecoded` list: only the body before ` RMK` is checked here.
    let remarksStart = metar.remarks == nil ? bytes.count : text.utf8.count - (text.range(of: " RMK").map { text[$0.lowerBound...].utf8.count } ?? 0)
    let plainStart = metar.plainLanguage?.offset ?? bytes.count
    let original = try record(metar, dropping: nil)
    var silent: [(String, Int)] = []
    // Tokens of the body (before remarks or plain language), to tell a repeated group.
    let bodyTokens = String(decoding: bytes[0..<min(remarksStart, plainStart)], as: UTF8.self)
      .split(separator: " ").map(String.init)
    var index = 0
    while index < bytes.count {
      while index < bytes.count, bytes[index] == 0x20 { index += 1 }
      let start = index
      while index < bytes.count, bytes[index] != 0x20 { index += 1 }
      guard start < index, start < remarksStart, start < plainStart else { continue }
      if metar.unparsed.contains(where: { $0.offset == start }) { continue }
      if metar.repaired.contains(where: { start >= $0.offset && start < $0.offset + $0.text.utf8.count }) { continue }
      let token = String(decoding: bytes[start..<index], as: UTF8.self)
      // A group sent twice (AUTO AUTO, CAVOK … CAVOK): either copy says it, so neither alone changes
      // the record. Not a loss.
      if bodyTokens.lazy.filter({ $0 == token }).count > 1 { continue }
      var changed = bytes
      for i in start..<index { changed[i] = UInt8(ascii: "~") }
      let other = try? METAR(String(decoding: changed, as: UTF8.self))
      guard let other, try record(other, dropping: start) == original else { continue }
      silent.append((token, start))
    }
    return silent
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
    #expect(try Self.silentTokens(in: report).map(\.token) == ["RTD"])
    // A decoded group is not silent: replacing the wind changes the record.
    #expect(try Self.silentTokens(in: "MMSL 262107Z 14010KT 10SM FEW030 30/23 A2989").isEmpty)
  }

  /// Every tenth report of the corpus (a deterministic sample, to keep the suite quick).
  @Test func everyTokenOfTheCorpusIsAccountedFor() throws {
    let lines = try Fixture.lines("metar_corpus.txt")
    var found: [String: String] = [:]
    for line in lines.enumerated().filter({ $0.offset % 10 == 0 }).map(\.element) {
      for (token, _) in try Self.silentTokens(in: line) where Self.knownSilent[token] == nil {
        found[token] = line
      }
    }
    #expect(found.isEmpty, "\(found.sorted { $0.key < $1.key }.map { "'\($0.key)': \($0.value)" }.joined(separator: "\n"))")
  }
}
