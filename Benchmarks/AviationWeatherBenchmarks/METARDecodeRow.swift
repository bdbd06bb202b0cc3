import Foundation

/// The library's METAR decode as a row of wxparse's rounds (issue 33's split).
extension Benchmarks {
  /// One pass of ``metarPass(_:)`` over the corpus (the `metar` row's decode), in this process,
  /// timed by this thread's CPU time: a row timed in the same rounds as a build's one-thread
  /// `--check`, `--json` and `--arrow` rows (``ProcessRow/measure(_:rounds:)``), so that Targets
  /// can subtract it from them. The `metar` row times the same decode at another moment, with
  /// the speed of that moment. `linkage` names the build whose rounds it is timed in ("static",
  /// or "" for the default build): the decode itself is this binary's either way.
  ///
  /// Its warm-up pass checks what the `metar` row checks (every report decoded); each timed pass
  /// must give the warm-up pass's checksum.
  static func metarInRounds(_ corpus: Corpus, linkage: String) -> ProcessRow {
    var expected: DecodeChecksum?
    return ProcessRow(
      prepare: {
        let checksum = metarPass(corpus.lines)
        try checkMETARPass(checksum, corpus)
        expected = checksum
      },
      timeOneRun: {
        let (checksum, seconds, cpuSeconds) = timePass { metarPass(corpus.lines) }
        guard checksum == expected else {
          throw BenchmarkError(
            "METAR decode in the wxparse rounds: checksum \(checksum), warm-up \(String(describing: expected))")
        }
        return (seconds, cpuSeconds)
      },
      result: { samples in
        BenchmarkResult(
          key: "metarrounds" + linkage, name: "METAR decode, wxparse rounds" + (linkage.isEmpty ? "" : " " + linkage),
          note: "the METAR decode row's pass, timed in the same rounds as the one-thread wxparse --check, --json and"
            + " --arrow rows" + (linkage.isEmpty ? "" : " of the \(linkage) build")
            + " (the split of those rows uses it); CPU time of this thread",
          items: corpus.lines.count, itemName: "reports", bytesPerPass: corpus.reportBytes, samples: samples,
          budgetEnforced: false)
      })
  }
}
