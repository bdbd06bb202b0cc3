import Foundation
import TestSupport
import Testing

@testable import AviationWeather

// The bad-input contract, as properties checked over the real corpus (issue 9).
// RobustnessTests and TAFRobustnessTests check "no trap" on cut, flipped and shuffled reports;
// these tests check what a decode must give besides not trapping:
//
// 1. Lenient and strict decodes return a value or throw `DecodeError` (typed throws) whose
//    offset is inside the input and whose token is the input's bytes at that offset.
// 2. A lenient decode keeps the input verbatim in `raw`, and every unparsed token is the
//    input's text at its offset.
// 3. With nothing unparsed, repaired or in plain language, strict gives the same value; otherwise
//    strict throws `unexpectedToken` naming the first such token and its offset; a strict value
//    equals the lenient one. Unparsed, repaired and plain-language texts are the input at their offsets.
// 4. A decoded report re-decodes from its own raw text to an equal value.
// 5. JSON round trip gives an equal value.
//
// Damaged inputs are synthetic bytes made from real reports (cut, flipped, inserted, shuffled,
// duplicated); crash regressions found by the fuzzers (Fuzz/, Scripts/fuzz.sh) are replayed from Fixtures/fuzz/.

/// What the contract needs from a decoded report type.
protocol ContractReport: Equatable, Codable {
  init(_ text: String, options: DecodingOptions) throws(DecodeError)
  var raw: String { get }
  var unparsed: [UnparsedToken] { get }
  /// Every text a lenient decode kept as sent (unparsed, repaired, plain language), with its offset.
  var keptAsSent: [UnparsedToken] { get }
  /// The first token strict decoding must refuse: the first unparsed, repaired or plain-language one.
  var firstIrregularToken: UnparsedToken? { get }
}

extension METAR: ContractReport {
  var keptAsSent: [UnparsedToken] {
    unparsed + repaired.map { UnparsedToken(text: $0.text, offset: $0.offset) }
      + (plainLanguage.map { [UnparsedToken(text: $0.text, offset: $0.offset)] } ?? [])
  }

  var firstIrregularToken: UnparsedToken? {
    keptAsSent.map(firstRefusedToken).min { $0.offset < $1.offset }
  }

  /// The token of `kept` that strict decoding refuses. A repair or a plain-language text may span
  /// tokens: strict names the first, except for a dew point joined to its temperature (`27/ 23`):
  /// strict reads `27/` (no dew point) and names the `23` after it.
  private func firstRefusedToken(_ kept: UnparsedToken) -> UnparsedToken {
    let tokens = kept.text.split(separator: " ", omittingEmptySubsequences: false)
    if let repair = repaired.first(where: { $0.offset == kept.offset && $0.text == kept.text }),
      repair.reason == .extraSpace, tokens.count >= 2, let first = tokens.first, let last = tokens.last,
      first.hasSuffix("/"), first.dropLast().allSatisfy({ $0.isNumber || $0 == "M" }), repair.readAs == first + last
    {
      return UnparsedToken(text: String(last), offset: kept.offset + kept.text.utf8.count - last.utf8.count)
    }
    let firstToken = kept.text.utf8.prefix { !Tokenizer.isSeparator($0) }
    return UnparsedToken(text: String(decoding: firstToken, as: UTF8.self), offset: kept.offset)
  }
}

extension TAF: ContractReport {
  var keptAsSent: [UnparsedToken] { unparsed + repaired.map { UnparsedToken(text: $0.text, offset: $0.offset) } }

  /// The first token of the first kept text: a repair may span tokens (`T X33/1018Z`), and strict
  /// names the first.
  var firstIrregularToken: UnparsedToken? {
    keptAsSent.map { kept in
      let firstToken = kept.text.utf8.prefix { !Tokenizer.isSeparator($0) }
      return UnparsedToken(text: String(decoding: firstToken, as: UTF8.self), offset: kept.offset)
    }.min { $0.offset < $1.offset }
  }
}

/// The first broken property of the contract (1–4 above) for `text`, or `nil`.
func contractViolation<R: ContractReport>(_ type: R.Type, _ text: String) -> String? {
  let bytes = Array(text.utf8)
  func errorViolation(_ error: DecodeError, _ mode: String) -> String? {
    guard error.offset >= 0, error.offset <= bytes.count else {
      return "\(mode) error offset \(error.offset) outside 0...\(bytes.count)"
    }
    let token = Array(error.token.utf8)
    guard error.offset + token.count <= bytes.count, Array(bytes[error.offset..<(error.offset + token.count)]) == token
    else { return "\(mode) error token \(error.token.debugDescription) is not the input at \(error.offset)" }
    return nil
  }
  let lenient: R?
  do {
    lenient = try R(text, options: .lenient)
  } catch {
    if let problem = errorViolation(error, "lenient") { return problem }
    lenient = nil
  }
  var strictError: DecodeError?
  let strict: R?
  do {
    strict = try R(text, options: .strict)
  } catch {
    if let problem = errorViolation(error, "strict") { return problem }
    strictError = error
    strict = nil
  }
  if let strict, strict != lenient { return "strict decodes to a value the lenient decode does not give" }
  guard let lenient else { return nil }
  if lenient.raw != text { return "raw is not the input" }
  for token in lenient.keptAsSent {
    let text = Array(token.text.utf8)
    guard token.offset >= 0, token.offset + text.count <= bytes.count,
      Array(bytes[token.offset..<(token.offset + text.count)]) == text
    else { return "kept token \(token) is not the input at its offset" }
  }
  if let first = lenient.firstIrregularToken {
    guard let strictError else { return "strict accepts a report with unparsed \(first)" }
    if strictError.code != .unexpectedToken || strictError.offset != first.offset || strictError.token != first.text {
      return
        "strict throws \(strictError.code) '\(strictError.token)' at \(strictError.offset), not the first irregular \(first)"
    }
  } else if strict == nil {
    return
      "strict throws \(strictError.map { "\($0.code) '\($0.token)' at \($0.offset)" } ?? "") on a report with nothing unparsed, repaired or in plain language"
  }
  guard let again = try? R(lenient.raw, options: .lenient) else { return "raw does not re-decode" }
  if again != lenient { return "raw re-decodes to a different value" }
  return nil
}

/// Runs the contract on each input and expects no violation (one expectation for all, listing the first few).
func expectContract<R: ContractReport>(
  _ type: R.Type, _ inputs: some Sequence<String>, sourceLocation: SourceLocation = #_sourceLocation
) -> Int {
  var checked = 0
  var violations: [String] = []
  for input in inputs {
    checked += 1
    if let problem = contractViolation(type, input) {
      violations.append("\(problem): \(input.debugDescription)")
    }
  }
  #expect(
    violations.isEmpty,
    "\(violations.count) of \(checked) inputs break the contract, e.g.\n\(violations.prefix(5).joined(separator: "\n"))",
    sourceLocation: sourceLocation)
  return checked
}

@Suite("Bad-input contract: properties over the real corpus")
struct PropertyTests {
  static let metars: [String] = (try? Fixture.lines("metar_corpus.txt")) ?? []
  static let tafs: [String] = (try? Fixture.lines("taf_corpus.txt")) ?? []

  /// Every `n`th element starting at `start` (a spread over stations and styles); with
  /// `debugEvery: k`, every `n * k`th from the same start in a contributor's run, and every `n`th
  /// in CI's full-corpus stage (``CorpusSweep/isFull``).
  static func sample(_ lines: [String], every n: Int, from start: Int = 0, debugEvery k: Int = 1) -> [String] {
    stride(from: start, to: lines.count, by: CorpusSweep.isFull ? n : n * k).map { lines[$0] }
  }

  /// A count the sample of every `n`th reaches, scaled to the one `debugEvery: k` takes.
  static func atLeast(_ full: Int, debugEvery k: Int) -> Int { CorpusSweep.isFull ? full : full / k }

  // MARK: Undamaged reports

  @Test func everyCorpusMETARKeepsTheContract() {
    expectEqual(Self.metars.count, 48_701)
    let checked = expectContract(METAR.self, Self.sample(Self.metars, every: 4))
    #expect(checked > 12_000)
  }

  @Test func everyCorpusTAFKeepsTheContract() {
    expectEqual(Self.tafs.count, 2_480)
    expectEqual(expectContract(TAF.self, Self.tafs), 2_480)
  }

  @Test func corpusReportsSurviveAJSONRoundTrip() throws {
    let encoder = JSONEncoder()
    let decoder = JSONDecoder()
    var differing: [String] = []
    for line in Self.sample(Self.metars, every: 25, from: 3) {
      let metar = try METAR(line)
      if try decoder.decode(METAR.self, from: encoder.encode(metar)) != metar { differing.append(line) }
    }
    for line in Self.sample(Self.tafs, every: 3) {
      let taf = try TAF(line)
      if try decoder.decode(TAF.self, from: encoder.encode(taf)) != taf { differing.append(line) }
    }
    #expect(differing.isEmpty, "JSON round trip changes \(differing.count) reports, e.g. \(differing.prefix(3))")
  }

  // MARK: Damaged reports

  /// Prefixes and suffixes at every byte offset, and the report with each single byte removed.
  static func cuts(of report: String) -> [String] {
    let bytes = Array(report.utf8)
    var cuts: [String] = []
    for i in 0...bytes.count {
      cuts.append(String(decoding: bytes[..<i], as: UTF8.self))
      cuts.append(String(decoding: bytes[i...], as: UTF8.self))
      if i < bytes.count { cuts.append(String(decoding: bytes[..<i] + bytes[(i + 1)...], as: UTF8.self)) }
    }
    return cuts
  }

  @Test func reportsCutAtEveryByteKeepTheContract() {
    // Not the every-97th sample RobustnessTests cuts: start elsewhere, and cut at both ends.
    let metars = Self.sample(Self.metars, every: 601, from: 50, debugEvery: 4)
    let tafs = Self.sample(Self.tafs, every: 124, from: 7, debugEvery: 4)
    #expect(expectContract(METAR.self, metars.lazy.flatMap(Self.cuts)) > Self.atLeast(15_000, debugEvery: 4))
    #expect(expectContract(TAF.self, tafs.lazy.flatMap(Self.cuts)) > Self.atLeast(7_000, debugEvery: 4))
  }

  /// The report with bytes flipped, replaced by bytes that matter to a tokenizer or to UTF-8
  /// (NUL, tab, CR, LF, `=`, `/`, a lone continuation byte, a lead byte), and inserted.
  static func corruptions(of report: String, _ generator: inout SplitMix64, count: Int) -> [String] {
    let special: [UInt8] = [0, 9, 10, 13, 32, 0x3D, 0x2F, 0x80, 0xC3, 0xE2, 0xFF, 0x30, 0x39]
    var results: [String] = []
    for _ in 0..<count {
      var bytes = Array(report.utf8)
      for _ in 0...(generator.next() % 3) {
        guard !bytes.isEmpty else { break }
        let index = Int(generator.next() % UInt64(bytes.count))
        switch generator.next() % 4 {
        case 0: bytes[index] ^= UInt8(truncatingIfNeeded: generator.next() | 1)
        case 1: bytes[index] = special[Int(generator.next() % UInt64(special.count))]
        case 2: bytes.insert(special[Int(generator.next() % UInt64(special.count))], at: index)
        default: bytes.insert(contentsOf: bytes[index..<min(bytes.count, index + 5)], at: index)
        }
      }
      results.append(String(decoding: bytes, as: UTF8.self))
    }
    return results
  }

  @Test func corruptedReportsKeepTheContract() {
    var generator = SplitMix64(seed: 0xF1A9)
    var metarInputs: [String] = []
    for report in Self.sample(Self.metars, every: 13, from: 5, debugEvery: 4) {
      metarInputs += Self.corruptions(of: report, &generator, count: 3)
    }
    var tafInputs: [String] = []
    for report in Self.sample(Self.tafs, every: 2, from: 1, debugEvery: 4) {
      tafInputs += Self.corruptions(of: report, &generator, count: 3)
    }
    #expect(expectContract(METAR.self, metarInputs) > Self.atLeast(11_000, debugEvery: 4))
    #expect(expectContract(TAF.self, tafInputs) > Self.atLeast(3_000, debugEvery: 4))
  }

  /// Tokens (split at spaces) shuffled, duplicated, dropped, or moved to the front.
  static func rearrangements(of report: String, _ generator: inout SplitMix64) -> [String] {
    let tokens = report.split(separator: " ", omittingEmptySubsequences: false).map(String.init)
    guard tokens.count > 1 else { return [] }
    func pick() -> Int { Int(generator.next() % UInt64(tokens.count)) }
    var shuffled = tokens
    shuffled.shuffle(using: &generator)
    var duplicated = tokens
    let duplicate = pick()
    duplicated.insert(contentsOf: tokens[duplicate...], at: duplicate)
    var dropped = tokens
    dropped.remove(at: pick())
    var fronted = tokens
    fronted.insert(fronted.remove(at: pick()), at: 0)
    var tailShuffled = tokens
    tailShuffled[2...].shuffle(using: &generator)
    return [shuffled, duplicated, dropped, fronted, tailShuffled].map { $0.joined(separator: " ") }
  }

  @Test func rearrangedTokensKeepTheContract() {
    var generator = SplitMix64(seed: 0x70CE)
    let metarInputs = Self.sample(Self.metars, every: 11, from: 2, debugEvery: 4).flatMap {
      Self.rearrangements(of: $0, &generator)
    }
    let tafInputs = Self.sample(Self.tafs, every: 2, debugEvery: 4).flatMap { Self.rearrangements(of: $0, &generator) }
    #expect(expectContract(METAR.self, metarInputs) > Self.atLeast(20_000, debugEvery: 4))
    #expect(expectContract(TAF.self, tafInputs) > Self.atLeast(6_000, debugEvery: 4))
  }

  /// Group-shaped tokens with numbers far past any real value (synthetic: the point is the
  /// digits) appended to real reports: unparsed or decoded, never a trap or an overflow.
  @Test func hugeNumbersInGroupsKeepTheContract() {
    let groups = [
      "99999KT", "99999G99999KT", "999999999999999999999KT", "36099999MPS", "R24/99999FT",
      "R24/9999999999V9999999999FT",
      "9999999999SM", "99999999999999999999 1/2SM", "1/0SM", "0/0SM", "99999/99999SM", "VV99999", "BKN99999",
      "A99999", "Q99999", "Q9999999999999999999", "M99999/M99999", "T99999999999", "W99/H99999", "RF999999.9/999999.9",
      "WS99999/99999KT", "TX99999/9999Z", "TN99999/99Z", "FM999999", "FM9999999999999", "9999/9999", "PROB99999",
      "99999999999999999999Z", "R99/999999", "R99/99999999", "99999999", "999999",
    ]
    let metars = Self.sample(Self.metars, every: 2_000, from: 11)
    let tafs = Self.sample(Self.tafs, every: 200, from: 5)
    #expect(expectContract(METAR.self, metars.flatMap { report in groups.map { report + " " + $0 } }) > 700)
    #expect(expectContract(TAF.self, tafs.flatMap { report in groups.map { report + " " + $0 } }) > 300)
    // The same groups after the header, where the body decoders read them.
    let headers = metars.map { $0.split(separator: " ").prefix(2).joined(separator: " ") }
    #expect(expectContract(METAR.self, headers.flatMap { header in groups.map { header + " " + $0 } }) > 700)
    let tafHeaders = tafs.map { $0.split(separator: " ").prefix(4).joined(separator: " ") }
    #expect(expectContract(TAF.self, tafHeaders.flatMap { header in groups.map { header + " " + $0 } }) > 300)
  }

  @Test func damagedTAFsGiveWellFormedTimelines() {
    var generator = SplitMix64(seed: 0x7173)
    var built = 0
    for report in Self.sample(Self.tafs, every: 5, from: 3) {
      for text in Self.corruptions(of: report, &generator, count: 2) + Self.rearrangements(of: report, &generator) {
        guard let taf = try? TAF(text) else { continue }
        for (latitude, longitude) in [(51.5, -0.5), (78.2, 15.5), (-77.8, 166.7)] {
          guard
            let timeline = ForecastTimeline(
              taf: taf, referenceDate: utc(2026, 1, 9), latitude: latitude, longitude: longitude)
          else { continue }
          built += 1
          #expect(timeline.start < timeline.end, "\(text)")
          #expect(timeline.rows.count <= ForecastTimeline.maximumRows, "\(text)")
          #expect(zip(timeline.rows, timeline.rows.dropFirst()).allSatisfy { $0.date <= $1.date }, "\(text)")
          #expect(timeline.rows.allSatisfy { $0.date >= timeline.start && $0.date < timeline.end }, "\(text)")
        }
      }
    }
    #expect(built > 3_000)
  }

  // MARK: Traps found by reading the code (issue 9's overflow review)

  /// Station JSON from the data API (network input) with an absurd elevation: `elev` is any
  /// finite number, and `Station.description` once converted it with `Int(...)`, which trapped
  /// above `Int.max`. Synthetic JSON: the point is the number. Run in a child process so that a
  /// regression cannot take down the test run.
  @Test func stationWithAHugeElevationDescribesWithoutTrapping() async {
    await #expect(processExitsWith: .success) {
      let json = #"[{"icaoId":"EGPF","site":"Glasgow","lat":55.87,"lon":-4.43,"elev":1e300}]"#
      let stations = try Station.decodeList(json: Array(json.utf8))
      _ = stations.map(\.description)
    }
  }

  /// A `DayTime` decoded from JSON is range-checked: an hour past `Int.max / 3600` once trapped
  /// in `date(relativeTo:)`; now decoding rejects it, and resolving valid values cannot overflow.
  @Test func dayTimeFromJSONWithAHugeHourIsRejected() async throws {
    let json = #"{"hour":4000000000000000,"minute":0}"#
    #expect(throws: DecodingError.self) { try JSONDecoder().decode(DayTime.self, from: Data(json.utf8)) }
    let valid = try JSONDecoder().decode(DayTime.self, from: Data(#"{"day":9,"hour":24,"minute":0}"#.utf8))
    expectEqual(valid, DayTime(day: 9, hour: 24, minute: 0))
    await #expect(processExitsWith: .success) {
      let time = DayTime(day: nil, hour: Int.max / 2, minute: 0)
      _ = time.date(relativeTo: Date(timeIntervalSince1970: 1_767_960_000))
    }
  }

  // MARK: Crash regressions from the fuzzers

  /// Each file in `Fixtures/fuzz/<target>/` (saved fuzzer inputs) keeps the contract.
  @Test(arguments: ["metar", "taf", "timeline", "codable"])
  func fuzzCrashRegressionsKeepTheContract(_ target: String) throws {
    let directory = Fixture.directory.appendingPathComponent("fuzz").appendingPathComponent(target)
    let files = (try? FileManager.default.contentsOfDirectory(atPath: directory.path)) ?? []
    for file in files.sorted() where !file.hasPrefix(".") && !file.hasSuffix(".md") {
      let bytes = try [UInt8](Data(contentsOf: directory.appendingPathComponent(file)))
      let text = String(decoding: bytes, as: UTF8.self)
      switch target {
      case "metar": #expect(contractViolation(METAR.self, text) == nil, "\(file)")
      case "codable":
        // A JSON record: whatever decodes describes, encodes and builds a timeline (no trap).
        if let record = try? JSONDecoder().decode(Record.self, from: Data(bytes)) { exercise(record) }
      default:
        #expect(contractViolation(TAF.self, text) == nil, "\(file)")
        if let taf = try? TAF(text) {
          _ = ForecastTimeline(taf: taf, referenceDate: utc(2026, 1, 9), latitude: 51.5, longitude: -0.5)
        }
      }
    }
  }
}
