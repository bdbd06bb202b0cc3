import Foundation
import TestSupport
import Testing

@testable import AviationWeather

/// A corpus TAF that keeps tokens in `unparsed`, and why.
struct TAFSweepException: Sendable, CustomTestStringConvertible {
  /// The start of the line (station and issue time), unique in the corpus.
  let prefix: String
  /// The tokens left unparsed.
  let unparsed: [String]
  /// Why they are not decoded.
  let reason: String

  var testDescription: String { prefix }

  /// Every corpus line that keeps unparsed tokens: all are malformed groups in the real report.
  static let all: [TAFSweepException] = [
    .init(prefix: "TAF AMD LRTR 101404Z", unparsed: ["SCT035C"], reason: "cloud type truncated (CB?)"),
    .init(prefix: "MGGT 152300Z", unparsed: ["SCT20TCU"], reason: "cloud height with two digits"),
    .init(
      prefix: "TAF AMD MMMM 171214Z", unparsed: ["VC", "TSRA"],
      reason:
        "VC split from TSRA by a space: VCTSRA or VCTS RA? (VC goes with one phenomenon); TSRA after it is no"
        + " thunderstorm at the station (issue 19, pattern 1)"),
    .init(prefix: "TAF AMD PAED AMD 010021", unparsed: ["KBKN080"], reason: "stray K before a cloud group"),
    .init(prefix: "TAF AMD RJFK 132203Z", unparsed: ["0500S4KT"], reason: "garbled wind group"),
    .init(
      prefix: "TAF SAWH 142300Z", unparsed: ["+SNSH"],
      reason: "descriptor after the phenomenon (SHSN expected; +SN SH is no reading: SH alone is no group)"),
    .init(
      prefix: "TAF SBBV 091600Z", unparsed: ["017"],
      reason: "BECMG window split by a stray space (`1015/1` is read as the group's corrupt window; the rest stays unparsed)"),
    .init(prefix: "TAF TTPP 281600Z", unparsed: ["?RA"], reason: "'?' in place of the intensity sign"),
  ]
}

/// Every spacing slip the corpus TAFs carry, as sent → as read (``RepairedToken``): a repair that
/// appears, disappears or reads differently fails the sweep.
let tafCorpusRepairs: [String: String] = [
  "543802QNH2974INS": "543802 QNH2974INS",  // KNKT: turbulence layer and QNH without the space
  "T X33/1018Z": "TX33/1018Z",  // SBBV: maximum temperature
  "DSTS": "DS TS",  // VIDP: duststorm and thunderstorm without the space
]

@Suite struct TAFCorpusTests {
  static let corpus: [String] = (try? Fixture.lines("taf_corpus.txt")) ?? []

  @Test func corpusSweep() throws {
    let lines = Self.corpus
    expectEqual(lines.count, 2480)
    var failures: [String] = []
    var withUnparsed: [String: [String]] = [:]
    var repairs: [String: String] = [:]
    for line in lines {
      do {
        let taf = try TAF(line)
        if !taf.unparsed.isEmpty { withUnparsed[line] = taf.unparsed.map(\.text) }
        for repair in taf.repaired { repairs[repair.text] = repair.readAs }
      } catch {
        failures.append("\(error)")
      }
    }
    #expect(failures.isEmpty, "\(failures.count) TAFs threw: \(failures.prefix(5))")
    let fullyDecoded = lines.count - withUnparsed.count
    #expect(Double(fullyDecoded) >= 0.995 * Double(lines.count), "\(fullyDecoded) of \(lines.count) decoded fully")
    // Exactly the listed exceptions keep unparsed tokens: a new one is a regression.
    for (line, tokens) in withUnparsed {
      let known = TAFSweepException.all.first { line.hasPrefix($0.prefix) }
      #expect(known?.unparsed == tokens, "unexpected unparsed \(tokens) in \(line)")
    }
    expectEqual(withUnparsed.count, TAFSweepException.all.count)
    expectEqual(repairs, tafCorpusRepairs)
  }

  /// Each corpus repair is kept unparsed when repairs are off, and strict decoding names it.
  @Test func repairsAreOptionalAndStrictRefusesThem() throws {
    let repaired = try Self.corpus.map { try TAF($0) }.filter { !$0.repaired.isEmpty }
    expectEqual(repaired.count, tafCorpusRepairs.count)
    for taf in repaired {
      let unrepaired = try TAF(taf.raw, options: DecodingOptions(repairsMalformedGroups: false))
      #expect(unrepaired.repaired.isEmpty)
      let first = try #require(taf.repaired.first)
      #expect(unrepaired.unparsed.first?.offset == first.offset, "\(taf.raw)")
      #expect {
        _ = try TAF(taf.raw, options: .strict)
      } throws: { error in
        (error as? DecodeError)?.offset == min(first.offset, taf.unparsed.first?.offset ?? .max)
      }
    }
  }

  @Test(arguments: TAFSweepException.all)
  func exception(_ exception: TAFSweepException) throws {
    let matches = Self.corpus.filter { $0.hasPrefix(exception.prefix) }
    expectEqual(matches.count, 1)
    let line = try #require(matches.first)
    let taf = try TAF(line)
    #expect(taf.unparsed.map(\.text) == exception.unparsed, "\(exception.reason)")
    // Strict mode names the first of them, or the first token of a repair before them.
    let firstUnparsed = try #require(taf.unparsed.first)
    let first =
      taf.repaired.first.map { repair in
        repair.offset < firstUnparsed.offset
          ? UnparsedToken(text: String(repair.text.prefix { $0 != " " }), offset: repair.offset) : firstUnparsed
      } ?? firstUnparsed
    #expect {
      _ = try TAF(line, options: .strict)
    } throws: { error in
      (error as? DecodeError)?.token == first.text && (error as? DecodeError)?.offset == first.offset
    }
  }

  @Test func strictModeDecodesEveryCleanTAF() throws {
    var mismatches = 0
    for line in Self.corpus where !TAFSweepException.all.contains(where: { line.hasPrefix($0.prefix) }) {
      let lenient = try TAF(line)
      if lenient.repaired.isEmpty, (try? TAF(line, options: .strict)) != lenient { mismatches += 1 }
    }
    expectEqual(mismatches, 0)
  }
}

/// One TAF of Fixtures/samples/taf_raw.txt, folded over several lines as the data API prints it.
struct FoldedTAF: Sendable, CustomTestStringConvertible {
  let text: String
  var testDescription: String { String(text.prefix(25)) }

  static let all: [FoldedTAF] = {
    guard let lines = try? Fixture.lines("samples/taf_raw.txt") else { return [] }
    var result: [FoldedTAF] = []
    var current = ""
    for line in lines {
      if line.hasPrefix("TAF"), !current.isEmpty {
        result.append(FoldedTAF(text: current))
        current = ""
      }
      current += line + "\n"
    }
    if !current.isEmpty { result.append(FoldedTAF(text: current)) }
    return result
  }()

  /// The folded text on one line, whitespace runs collapsed: the corpus form.
  var oneLine: String {
    var words: [String] = []
    text.enumerateLines { line, _ in
      for word in line.components(separatedBy: " ") where !word.isEmpty { words.append(word) }
    }
    return words.joined(separator: " ")
  }
}

@Suite struct TAFFoldedInputTests {
  @Test func samplesAreThere() {
    expectEqual(FoldedTAF.all.count, 40)
  }

  @Test(arguments: FoldedTAF.all)
  func foldedDecodesLikeOneLine(_ folded: FoldedTAF) throws {
    #expect(folded.text.contains("\n      "), "continuation lines start with spaces")
    let oneLine = folded.oneLine
    // The raw format always starts with `TAF`; the corpus keeps lines as the source wrote them.
    let corpus = Set(TAFCorpusTests.corpus)
    let isCorpusLine =
      corpus.contains(oneLine) || (oneLine.hasPrefix("TAF ") && corpus.contains(String(oneLine.dropFirst(4))))
    #expect(isCorpusLine, "the one-line form is a corpus line")
    let a = try TAF(folded.text)
    let b = try TAF(oneLine)
    // Every token is accounted for, with offsets running across the line breaks.
    #expect(try TAFTokenAccountingTests.unknownSilentTokens(in: folded.text).isEmpty)
    expectEqual(a.station, b.station)
    expectEqual(a.issueTime, b.issueTime)
    expectEqual(a.validity, b.validity)
    #expect(a.isAmended == b.isAmended && a.isCorrected == b.isCorrected)
    expectEqual(a.forecasts, b.forecasts)
    expectEqual(a.temperatures, b.temperatures)
    expectEqual(a.remarks, b.remarks)
    expectEqual(a.unparsed.map(\.text), b.unparsed.map(\.text))
    // One line for the header and base forecast, one per change group.
    expectEqual(a.changeGroups.count + 1, folded.text.components(separatedBy: "\n").filter { !$0.isEmpty }.count)
  }
}
