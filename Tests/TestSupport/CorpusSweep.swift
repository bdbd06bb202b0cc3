import Foundation

/// How much of a corpus a sweep runs over: the one owner of that choice for every suite.
///
/// A contributor's `swift test` (a debug build) runs each sweep over a fixed, deterministic
/// stride of the corpus — every `n`th line from a start — so that the whole suite stays within
/// a few minutes. With `AVIATIONWEATHER_FULL_CORPUS=1` in the environment, every sweep runs
/// over every line, as CI does in a stage of its own right after the README's `swift test`.
///
/// A sweep takes its lines from ``lines(_:every:fullEvery:from:)`` (or ``sample(_:every:fullEvery:from:)`` when it
/// already holds them) and states its expectations on what it was given: counts in proportion
/// to ``Sample/count`` (``Sample/atLeast(_:)``), sets that must equal a whole-corpus
/// list only when ``Sample/isFull`` (and be a subset of it otherwise).
public enum CorpusSweep {
  /// The environment variable that asks for the whole corpus.
  public static let environmentVariable = "AVIATIONWEATHER_FULL_CORPUS"

  /// Whether the sweeps run over every line (`AVIATIONWEATHER_FULL_CORPUS=1`).
  public static let isFull: Bool = ProcessInfo.processInfo.environment[environmentVariable] == "1"

  /// The stride of the default run over `metar_corpus.txt`: every 10th report, 4,871 of the
  /// 48,701, spread over the whole file (the corpus is ordered by station).
  public static let metarStride = 10

  /// The stride of the default run over `taf_corpus.txt`: every 4th TAF, 620 of the 2,480.
  public static let tafStride = 4

  /// Lines a sweep runs over, and what the whole corpus held.
  public struct Sample: Sendable {
    /// The lines to sweep: every line, or every `stride`th from `start`.
    public var lines: [String]
    /// How many lines the whole corpus holds.
    public var fullCount: Int
    /// A sample of `lines` taken from a corpus of `fullCount` lines.
    public init(lines: [String], fullCount: Int) {
      self.lines = lines
      self.fullCount = fullCount
    }

    /// Whether `lines` is the whole corpus.
    public var isFull: Bool { lines.count == fullCount }
    /// How many lines are swept.
    public var count: Int { lines.count }

    /// A whole-corpus minimum (such as "more than 48,000 of the 48,701 reports decode")
    /// scaled to this sample: the same share of the sampled lines, rounded down; `full` itself
    /// when the sample is the whole corpus.
    public func atLeast(_ full: Int) -> Int {
      guard !isFull, fullCount > 0 else { return full }
      return full * lines.count / fullCount
    }
  }

  /// Every `stride`th element of `lines` from `start`; when ``isFull``, every `fullStride`th
  /// (every line unless the sweep says otherwise: a check that cuts or damages each report runs
  /// on a larger sample in CI, not on all of them).
  public static func sample(_ lines: [String], every stride: Int, fullEvery fullStride: Int = 1, from start: Int = 0)
    -> Sample
  {
    precondition(stride > 0 && fullStride > 0 && start >= 0, "a sample needs a positive stride")
    let step = isFull ? fullStride : stride
    if step == 1 { return Sample(lines: lines, fullCount: lines.count) }
    let picked = lines.indices.filter { includes($0, every: stride, fullEvery: fullStride, from: start) }.map { lines[$0] }
    return Sample(lines: picked, fullCount: lines.count)
  }

  /// Whether line `index` (from 0) is in the sample ``sample(_:every:fullEvery:from:)`` takes,
  /// for a sweep that reads every line for one purpose and samples them for another.
  public static func includes(_ index: Int, every stride: Int, fullEvery fullStride: Int = 1, from start: Int = 0) -> Bool {
    let step = isFull ? fullStride : stride
    return step == 1 || (index >= start && (index - start) % step == 0)
  }

  /// The non-empty lines of `Fixtures/<fixture>`, sampled as ``sample(_:every:fullEvery:from:)`` does.
  public static func lines(_ fixture: String, every stride: Int, fullEvery fullStride: Int = 1, from start: Int = 0)
    throws -> Sample
  {
    sample(try Fixture.lines(fixture), every: stride, fullEvery: fullStride, from: start)
  }
}
