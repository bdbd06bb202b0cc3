import Foundation
import TestSupport
import Testing

@testable import AviationWeather

/// Every token of a TAF is accounted for: decoded into a value, listed as unparsed, read by a
/// repair, or kept in the remarks' text (`RMK …` and the forecaster's notes keep their words).
///
/// `taf.raw == text` cannot show that (`raw` is stored first). As for METARs
/// (``TokenAccountingTests``), each token not listed as unparsed or repaired is replaced by a
/// run of `~` of the same length and the TAF decoded again; if the only difference is the new
/// unparsed `~` token, the original token changed nothing in the decoded TAF.
@Suite("Token accounting for TAFs")
struct TAFTokenAccountingTests {
  /// Tokens whose replacement changes nothing, with the reason. Issue "Right on reports nobody
  /// has seen" is to remove what is not by design.
  static let knownSilent: [String: String] = [
    "RMK":
      "before a forecaster's note (RMK NXT FCST …): the note starts the remarks by itself, so `remarks` holds the same text with or without the word that only marks where they begin",
    "////":
      "a group reported as missing (FM 51's solidi); the decoder claims it and keeps nothing, so the forecast is the same without it",
  ]

  /// The tokens of `text` whose replacement leaves the decoded TAF unchanged.
  static func silentTokens(in text: String) throws -> [(token: String, offset: Int)] {
    let taf = try TAF(text)
    let repeated = repeatedInTheirGroup(text)
    return TokenAccountingTests.silentTokens(in: text) { token, _ in
      !TokenAccountingTests.isListed(token, unparsed: taf.unparsed, repaired: taf.repaired)
        && !repeated.contains(token.offset)
    } isUnchanged: { changed, offset in
      guard var other = try? TAF(changed) else { return false }
      other.raw = taf.raw
      other.unparsed.removeAll { $0.offset == offset }
      return other == taf
    }
  }

  /// The offsets of tokens written twice within one forecast group (`CAVOK … CAVOK` in the base
  /// forecast): either copy says it, so neither alone changes the TAF. Not a loss. A change
  /// group starts at `FM…`, `BECMG`, `TEMPO`, `INTER` or `PROB…`.
  static func repeatedInTheirGroup(_ text: String) -> Set<Int> {
    let bytes = Array(text.utf8)
    var group = 0
    var seen: [String: [Int]] = [:]
    for token in Tokenizer.tokens(in: text) {
      let word = String(decoding: bytes[token.offset..<(token.offset + token.length)], as: UTF8.self)
      let startsGroup =
        ["BECMG", "TEMPO", "INTER"].contains(word) || word.hasPrefix("PROB")
        || (word.hasPrefix("FM") && word.dropFirst(2).allSatisfy(\.isNumber) && word.count > 2)
      if startsGroup { group += 1 }
      seen["\(group) \(word)", default: []].append(token.offset)
    }
    return Set(seen.values.filter { $0.count > 1 }.joined())
  }

  /// The silent tokens of `text` that are not known, as `'token' at offset in text` lines.
  static func unknownSilentTokens(in text: String) throws -> [String] {
    try silentTokens(in: text).filter { knownSilent[$0.token] == nil }
      .map { "'\($0.token)' at \($0.offset) in \(text)" }
  }

  /// Every corpus TAF (every 8th unless `AVIATIONWEATHER_FULL_CORPUS=1`: CorpusSweep; each TAF
  /// is decoded once per token).
  @Test func everyTokenOfTheCorpusIsAccountedFor() throws {
    let sample = try CorpusSweep.lines("taf_corpus.txt", every: CorpusSweep.tafStride * 2)
    let lines = sample.lines
    expectEqual(sample.fullCount, 2480)
    var found: [String] = []
    var knownSeen: Set<String> = []
    for line in lines {
      for (token, offset) in try Self.silentTokens(in: line) {
        if Self.knownSilent[token] == nil {
          found.append("'\(token)' at \(offset) in \(line)")
        } else {
          knownSeen.insert(token)
        }
      }
    }
    #expect(found.isEmpty, "\(found.joined(separator: "\n"))")
    // The corpus still shows the RMK exception: when it goes, drop it from the list.
    // (18 corpus TAFs have remarks, 2 of them in the debug run's every 8th.)
    expectEqual(knownSeen, ["RMK"])
  }

  /// The check finds a token that changes nothing (Fixtures/taf_corpus.txt line 54, and the
  /// same TAF with a missing group `////` added), and passes a decoded group.
  @Test func aSilentTokenIsFound() throws {
    let report =
      "TAF CYAB 151838Z 1519/1522 23012KT P6SM SCT015 SCT025 OVC040 TEMPO 1519/1522 P6SM -SN BKN015 OVC040 RMK NXT FCST WILL BE ISSUED AT 171245Z"
    try expectEqual(Self.silentTokens(in: report).map(\.token), ["RMK"])
    let withMissingGroup = report.replacingOccurrences(of: "P6SM SCT015", with: "P6SM //// SCT015")
    try expectEqual(Self.silentTokens(in: withMissingGroup).map(\.token), ["////", "RMK"])
    // Without the note, the words after RMK are the remarks: RMK is no longer silent.
    let plainRemarks = "TAF CYAB 151838Z 1519/1522 23012KT P6SM SCT015 RMK FCST BASED ON AUTO OBS"
    #expect(try Self.silentTokens(in: plainRemarks).isEmpty)
    // The same CAVOK twice in one group is either copy; once in the base and once in a change
    // group, each is a forecast of its own.
    expectEqual(Self.repeatedInTheirGroup("EPPO 051130Z 0512/0612 CAVOK CAVOK BECMG 0607/0610 CAVOK"), [23, 29])
  }
}
