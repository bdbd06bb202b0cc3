extension UnplacedChangeGroup {
  /// The notes of the change groups of `taf` the timeline could not place (`unplaced`, from
  /// `_TimelineSweep.place(_:after:)`, in TAF order): each with its text as written and its
  /// offset, and for a group without a time whether its time was written but does not decode
  /// (``Reason/timeInvalid``) or was not written (``Reason/timeMissing``).
  ///
  /// A group without a time is found in the text by its warning: the parser gives each such group
  /// one `changeGroupTimeInvalid` or `changeGroupWithoutTime` warning, in TAF order, so the n-th
  /// such group has the n-th such warning (when the counts differ, as in a TAF built in code, no
  /// warning is matched). A group written after an unplaced `FM` is the one that follows the group
  /// before it in the text. A text whose first words are not the group's kind is not used.
  /// Returns `[]` without allocating when `unplaced` is empty.
  static func notes(_ unplaced: [(index: Int, reason: Reason)], of taf: TAF) -> [UnplacedChangeGroup] {
    guard !unplaced.isEmpty else { return [] }
    let timeWarnings = taf.warnings.filter { $0.code == .changeGroupTimeInvalid || $0.code == .changeGroupWithoutTime }
    let untimed = taf.forecasts.indices.filter { taf.forecasts[$0].kind != .base && taf.forecasts[$0].from == nil }
    let warningsMatch = timeWarnings.count == untimed.count
    var notes: [UnplacedChangeGroup] = []
    notes.reserveCapacity(unplaced.count)
    /// Where the group after the last one read starts in the text, and its index.
    var following: (index: Int, offset: Int)?
    /// The TAF's tokens, read once when the first group's text is looked for.
    var tokens: [Token]?
    for (index, reason) in unplaced where taf.forecasts.indices.contains(index) {
      let forecast = taf.forecasts[index]
      var note = UnplacedChangeGroup(
        index: index, kind: forecast.kind, probability: forecast.probability, reason: reason,
        conditions: forecast.conditions)
      var start: Int?
      if forecast.from == nil, warningsMatch, let position = untimed.firstIndex(of: index) {
        let warning = timeWarnings[position]
        start = warning.offset
        if reason == .timeMissing, warning.code == .changeGroupTimeInvalid { note.reason = .timeInvalid }
      } else if let following, following.index == index {
        start = following.offset
      }
      following = nil
      if let start {
        let read = tokens ?? taf.changeGroupTokens()
        tokens = read
        if let found = taf.changeGroupText(at: start, in: read), note.isWritten(as: found.text) {
          note.text = found.text
          note.offset = found.offset
          following = found.next.map { (index + 1, $0) }
        }
      }
      notes.append(note)
    }
    return notes
  }

  /// Whether `text` starts with the words of this group's kind (`FM…`, `BECMG`, `TEMPO`,
  /// `PROB30`, `PROB30 TEMPO`, `INTER`).
  private func isWritten(as text: String) -> Bool {
    // The text's words are joined by single spaces; its first two are read in place.
    let first = text.prefix { $0 != " " }
    guard !first.isEmpty else { return false }
    let second = text.dropFirst(first.count + 1).prefix { $0 != " " }
    let probabilityWord = probability.map { "PROB\($0)" }
    switch kind {
    case .base: return false
    case .from: return first.hasPrefix("FM")
    case .becoming: return first == "BECMG"
    case .temporary, .intermittent:
      let word = kind == .temporary ? "TEMPO" : "INTER"
      guard let probabilityWord else { return first == word }
      return first == probabilityWord && second == word
    case .probable:
      guard let probabilityWord else { return false }
      return first == probabilityWord && second != "TEMPO" && second != "INTER"
    default: return first == kind.rawValue
    }
  }
}
