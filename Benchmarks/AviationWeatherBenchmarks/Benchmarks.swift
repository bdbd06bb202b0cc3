import AviationWeather
import Foundation

/// How many passes each benchmark makes.
struct Plan {
  var warmups: Int
  var runs: Int
  var processRuns: Int

  static let full = Plan(warmups: 2, runs: 11, processRuns: 5)
  /// CI's plan. wxparse's process rows take the median of 3 runs, not 1: a run of the corpus is
  /// 50–100 ms, and one run on a shared machine moved the `--arrow`/`--json` ratio by 10 % from one
  /// CI run to the next (issue 33 compares those rows); three cost about 2 s more.
  static let quick = Plan(warmups: 1, runs: 3, processRuns: 3)
}

/// Allocation budgets (issues 7 and 20): per item on average over the corpus, and on the tails of
/// the item-by-item counts (see Benchmarks/README.md, "Allocation bounds").
enum Budget {
  static let tokenize = 0.0
  /// METAR decode, per report on average over `Fixtures/metar_corpus.txt` (issue 20: the first two
  /// sky layers and weather groups are stored inline, so most reports allocate nothing for them).
  static let metar = 1.5
  /// METAR decode, the 99th percentile of one report's allocations (any file of METARs).
  static let metarP99: UInt64 = 12
  /// METAR decode, the most one report may allocate: the bound stated in Benchmarks/README.md
  /// for a report of realistic length (up to 300 bytes), with `Fixtures/metar_worst.txt` as its
  /// test.
  static let metarMax: UInt64 = 48
  /// METAR decode, the most one report's decode may allocate and free again before it returns
  /// (its work, and its arrays growing to their final size).
  static let metarTransientMax: UInt64 = 40
  static let taf = 8.0
  /// TAF decode, the 99th percentile of one TAF's allocations (any file of TAFs; the corpus 8, the
  /// corpus with its TAFs' words reversed 10).
  static let tafP99: UInt64 = 16
  /// TAF decode, the most one TAF may allocate: the bound stated in Benchmarks/README.md (repair
  /// trials bounded as the METAR's; the corpus and its TAFs reversed: 42).
  static let tafMax: UInt64 = 64
  /// Per TAF of the corpus, on average (issue 20): a timeline's rows share their arrays, and the
  /// overlays and changes in progress are made once per change, so the count follows the
  /// groups, not the rows.
  static let timeline = 12.0
  /// Timeline build: the 99th percentile and the most one TAF's timeline may allocate.
  static let timelineP99: UInt64 = 24
  static let timelineMax: UInt64 = 40
  /// The plain-English `description` of a METAR (wxparse's default output), per report on
  /// average over the corpus (issue 28: 34.86 measured on `Fixtures/metar_corpus.txt` once the
  /// texts of every value were found once per language; the strings of each line and the lines'
  /// array). A limit, so that text looked up or built per value cannot come back unseen.
  static let describe = 38.0
}

enum Benchmarks {
  // MARK: Tokenizer

  /// Tokens and a checksum of their offsets and lengths, over every report.
  struct TokenChecksum: Equatable {
    var tokens = 0
    var sum = 0
  }

  @inline(never)
  static func tokenizePass(_ lines: [String]) -> TokenChecksum {
    var result = TokenChecksum()
    for line in lines {
      var text = line
      text.withUTF8 { bytes in
        var tokenizer = Tokenizer(bytes)
        while let token = tokenizer.next() {
          result.tokens += 1
          result.sum &+= token.offset &* 31 &+ token.length
        }
      }
    }
    return result
  }

  static func tokenize(_ corpus: Corpus, plan: Plan, enforce: Bool) -> BenchmarkResult {
    let expectedTokens = corpus.independentTokenCount
    let (samples, checksum) = measure(warmups: plan.warmups, runs: plan.runs) { tokenizePass(corpus.lines) }
    precondition(
      checksum.tokens == expectedTokens,
      "tokenizer found \(checksum.tokens) tokens, the bytes hold \(expectedTokens)")
    var counted = TokenChecksum()
    let allocations = Allocations.count { counted = tokenizePass(corpus.lines) }
    precondition(counted == checksum)
    return BenchmarkResult(
      key: "tokenize", name: "tokenize (METAR corpus)", items: corpus.lines.count, itemName: "reports",
      bytesPerPass: corpus.reportBytes, extraPerPass: checksum.tokens, extraName: "tokens",
      samples: samples, allocations: allocations, budget: Budget.tokenize, budgetEnforced: enforce)
  }

  // MARK: METAR

  struct DecodeChecksum: Equatable {
    var decoded = 0
    var failed = 0
    var sum = 0
  }

  @inline(never)
  static func metarPass(_ lines: [String]) -> DecodeChecksum {
    var result = DecodeChecksum()
    for line in lines {
      do {
        let metar = try METAR(line)
        result.decoded += 1
        // Touch what the decoder produced, so the work cannot be dropped and a change in it shows.
        result.sum &+=
          metar.station.utf8.count &+ metar.sky.count &* 3 &+ metar.weather.count &* 5
          &+ metar.unparsed.count &* 7 &+ (metar.temperature == nil ? 0 : 11) &+ (metar.wind == nil ? 0 : 13)
          &+ (metar.visibility == nil ? 0 : 17) &+ metar.trends.count &* 19 &+ (metar.remarks == nil ? 0 : 23)
      } catch {
        result.failed += 1
      }
    }
    return result
  }

  /// Fails unless every report of the corpus decoded.
  static func checkMETARPass(_ checksum: DecodeChecksum, _ corpus: Corpus) throws {
    guard checksum.decoded == corpus.lines.count && checksum.failed == 0 else {
      throw BenchmarkError("METAR decode: \(checksum.decoded) of \(corpus.lines.count) reports decoded")
    }
  }

  static func metar(_ corpus: Corpus, plan: Plan, enforced: Set<String>) throws -> BenchmarkResult {
    let (samples, checksum) = measure(warmups: plan.warmups, runs: plan.runs) { metarPass(corpus.lines) }
    try checkMETARPass(checksum, corpus)
    var counted = DecodeChecksum()
    let allocations = Allocations.count { counted = metarPass(corpus.lines) }
    precondition(counted == checksum)
    // Report by report: each decoded value is kept until all are counted, so a count sees no
    // release of an earlier report's value; what a decode frees is its own temporary work.
    var decoded = [METAR?](repeating: nil, count: corpus.lines.count)
    let distribution = Distribution.count(corpus.lines.count, transient: true, name: { corpus.lines[$0] }) {
      decoded[$0] = try? METAR(corpus.lines[$0])
    }
    blackHole(decoded)
    var result = BenchmarkResult(
      key: "metar", name: "METAR decode", items: corpus.lines.count, itemName: "reports",
      bytesPerPass: corpus.reportBytes, samples: samples, allocations: allocations, budget: Budget.metar,
      budgetEnforced: enforced.contains("mean"))
    result.add(
      distribution,
      tails: TailBudget(p99: Budget.metarP99, max: Budget.metarMax, transientMax: Budget.metarTransientMax),
      enforced: enforced)
    return result
  }

  // MARK: TAF

  @inline(never)
  static func tafPass(_ lines: [String]) -> DecodeChecksum {
    var result = DecodeChecksum()
    for line in lines {
      do {
        let taf = try TAF(line)
        result.decoded += 1
        result.sum &+=
          taf.station.utf8.count &+ taf.forecasts.count &* 3 &+ taf.temperatures.count &* 5
          &+ taf.unparsed.count &* 7 &+ taf.remarks.count &* 11 &+ (taf.validity == nil ? 0 : 13)
        for forecast in taf.forecasts {
          result.sum &+= forecast.conditions.sky.count &+ forecast.conditions.weather.count &* 3
        }
      } catch {
        result.failed += 1
      }
    }
    return result
  }

  static func taf(_ corpus: Corpus, plan: Plan, enforced: Set<String>) -> BenchmarkResult {
    let (samples, checksum) = measure(warmups: plan.warmups, runs: plan.runs) { tafPass(corpus.lines) }
    // Any TAF file may be given (--taf-corpus): a TAF that does not decode is counted, never a
    // crash. Every pass must see the same.
    precondition(
      checksum.decoded + checksum.failed == corpus.lines.count,
      "TAF decode: \(checksum.decoded) decoded and \(checksum.failed) failed of \(corpus.lines.count) forecasts")
    var counted = DecodeChecksum()
    let allocations = Allocations.count { counted = tafPass(corpus.lines) }
    precondition(counted == checksum)
    var decoded = [TAF?](repeating: nil, count: corpus.lines.count)
    let distribution = Distribution.count(corpus.lines.count, name: { shortName(corpus.lines[$0]) }) {
      decoded[$0] = try? TAF(corpus.lines[$0])
    }
    blackHole(decoded)
    var result = BenchmarkResult(
      key: "taf", name: "TAF decode",
      note: checksum.failed == 0 ? nil : "\(checksum.failed) of \(corpus.lines.count) TAFs do not decode (counted)",
      items: corpus.lines.count, itemName: "TAFs",
      bytesPerPass: corpus.reportBytes, samples: samples, allocations: allocations, budget: Budget.taf,
      budgetEnforced: enforced.contains("mean"))
    result.add(distribution, tails: TailBudget(p99: Budget.tafP99, max: Budget.tafMax), enforced: enforced)
    return result
  }

  // MARK: Plain description

  /// Every decoded METAR's plain-English `description` (POSIX English: wxparse's default output);
  /// the checksum counts the descriptions and their bytes.
  @inline(never)
  static func describePass(_ metars: [METAR]) -> DecodeChecksum {
    var result = DecodeChecksum()
    for metar in metars {
      let text = metar.description
      result.decoded += 1
      result.sum &+= text.utf8.count
    }
    return result
  }

  /// The plain description of every METAR of the corpus (decoded once, before the timed passes):
  /// the work wxparse's default output adds to the decode (issue 28: localization once made it
  /// 2.3x slower, unseen by the `--json` rows).
  static func describe(_ corpus: Corpus, plan: Plan, enforce: Bool) -> BenchmarkResult {
    let metars = corpus.lines.compactMap { try? METAR($0) }
    let (samples, checksum) = measure(warmups: plan.warmups, runs: plan.runs) { describePass(metars) }
    precondition(
      checksum.decoded == metars.count && checksum.sum >= metars.count * 20,
      "METAR description: \(checksum.decoded) descriptions, \(checksum.sum) bytes for \(metars.count) reports")
    var counted = DecodeChecksum()
    let allocations = Allocations.count { counted = describePass(metars) }
    precondition(counted == checksum)
    return BenchmarkResult(
      key: "describe", name: "METAR description (plain)",
      note: "METAR.description of every decoded report: POSIX English, wxparse's default output;"
        + " MB/s counts the text written (\(Table.grouped(checksum.sum)) bytes)",
      items: metars.count, itemName: "reports", bytesPerPass: checksum.sum, samples: samples,
      allocations: allocations, budget: Budget.describe, budgetEnforced: enforce)
  }

  // MARK: Timeline

  /// The corpus TAFs are from January 2026 (and other months near it); every TAF is placed
  /// relative to this date and laid out with sun times for 50° N 0° E (one position for all:
  /// the corpus has no station coordinates, and the work per row does not depend on it).
  static let timelineReference = Date(timeIntervalSince1970: 1_767_916_800)  // 2026-01-09 00:00Z
  static let timelineLatitude = 50.0
  static let timelineLongitude = 0.0

  struct TimelineChecksum: Equatable {
    var built = 0
    var rows = 0
    var sum = 0
  }

  @inline(never)
  static func timelinePass(_ tafs: [TAF]) -> TimelineChecksum {
    var result = TimelineChecksum()
    for taf in tafs { buildTimeline(taf, into: &result) }
    return result
  }

  /// Builds one TAF's timeline and adds it to `result`.
  @inline(__always)
  static func buildTimeline(_ taf: TAF, into result: inout TimelineChecksum) {
    guard
      let timeline = ForecastTimeline(
        taf: taf, referenceDate: timelineReference, latitude: timelineLatitude, longitude: timelineLongitude)
    else { return }
    result.built += 1
    result.rows += timeline.rows.count
    for row in timeline.rows {
      result.sum &+= row.overlays.count &+ (row.isDaylight == true ? 1 : 0) &+ (row.flightCategory == nil ? 0 : 3)
    }
  }

  static func timeline(_ corpus: Corpus, plan: Plan, enforced: Set<String>) -> BenchmarkResult {
    // Any TAF file may be given (--taf-corpus): a TAF that does not decode, or that gives no
    // timeline (NIL, CNL, no validity, one that cannot be placed), is counted, never a crash.
    var tafs: [TAF] = []
    var undecoded = 0
    for line in corpus.lines {
      if let taf = try? TAF(line) { tafs.append(taf) } else { undecoded += 1 }
    }
    let (samples, checksum) = measure(warmups: plan.warmups, runs: plan.runs) { timelinePass(tafs) }
    precondition(checksum.built <= tafs.count, "timelines: \(checksum.built) built from \(tafs.count) TAFs")
    precondition(checksum.rows >= checksum.built * 2, "timelines: only \(checksum.rows) rows")
    var counted = TimelineChecksum()
    let allocations = Allocations.count { counted = timelinePass(tafs) }
    precondition(counted == checksum)
    // TAF by TAF (after the counted pass, so every type is warm); each timeline is kept until
    // all are counted.
    var built = [ForecastTimeline?](repeating: nil, count: tafs.count)
    let distribution = Distribution.count(tafs.count, name: { shortName(tafs[$0].raw) }) {
      built[$0] = ForecastTimeline(
        taf: tafs[$0], referenceDate: timelineReference, latitude: timelineLatitude, longitude: timelineLongitude)
    }
    blackHole(built)
    var note = "\(checksum.built) timelines from \(tafs.count) decoded TAFs"
    if undecoded > 0 { note += " (\(undecoded) of \(corpus.lines.count) do not decode)" }
    note += "; \(tafs.count - checksum.built) give no timeline"
    // Items are the decoded TAFs: the budget is per TAF of the corpus that decodes.
    var result = BenchmarkResult(
      key: "timeline", name: "timeline build", note: note, items: max(tafs.count, 1), itemName: "TAFs",
      bytesPerPass: corpus.reportBytes, extraPerPass: checksum.rows, extraName: "rows", samples: samples,
      allocations: allocations, budget: Budget.timeline, budgetEnforced: enforced.contains("mean"))
    result.add(
      distribution, tails: TailBudget(p99: Budget.timelineP99, max: Budget.timelineMax), enforced: enforced)
    return result
  }

  /// The start of a long report (a TAF), to name it in the figures.
  static func shortName(_ line: String) -> String {
    line.utf8.count <= 60 ? line : String(line.prefix(57)) + "..."
  }
}
