// Repairs of malformed TAF groups: the two spacing slips that real forecasts carry, a space too
// many inside a group (`T X33/1018Z`, `BK N020`) and none between two (`543802QNH2974INS`). A
// reading is taken only when every group of it decodes, exactly one reading does, and the rest of
// the forecast then reads as well as without it; each is listed in `TAF.repaired` with what was sent.
// Bounded as the METAR's are (Benchmarks/README.md, "Allocation bounds"): each reading is built in a
// ``_RepairText`` on the stack from the token's bytes read in place, and the check against the rest
// of the forecast runs at most ``TAFParser/restChecksLeft`` times per forecast.

extension TAFParser {
  /// Tries the repairs on an unclaimed `token`; false, with nothing changed, when none yields
  /// groups that decode, or when the one that does leaves a later group unparsed that decodes
  /// without it (or when the forecast's rest checks are used up: a repair that cannot be checked is
  /// not made).
  mutating func repair(_ token: Token, current: inout TAFForecast, taf: inout TAF) -> Bool {
    let b = stream.bytes(token)
    guard b.count <= 24, b.isPrintableASCII else { return false }
    let sent = UnsafeBufferPointer(rebasing: buffer[b.start..<b.end])
    if followsUnparsedLead(token, b, taf) { return false }
    var trial = self
    var trialCurrent = current
    var trialTAF = taf
    guard
      trial.joinWithNext(token, sent, current: &trialCurrent, taf: &trialTAF)
        || trial.splitInTwo(token, sent, current: &trialCurrent, taf: &trialTAF)
    else { return false }
    guard restChecksLeft > 0 else { return false }
    restChecksLeft -= 1
    trial.restChecksLeft = restChecksLeft
    var before = RestWalk(parser: self, current: current, taf: taf)
    var after = RestWalk(parser: trial, current: trialCurrent, taf: trialTAF)
    guard _RepairRules.leavesNoOtherUnparsed(&after, than: &before) else { return false }
    self = trial
    current = trialCurrent
    taf = trialTAF
    return true
  }

  /// `T X33/1018Z`, `VC SH`: the token and the next read as one group, when
  /// ``_RepairRules/join(_:_:)`` allows it.
  private mutating func joinWithNext(
    _ token: Token, _ sent: UnsafeBufferPointer<UInt8>, current: inout TAFForecast, taf: inout TAF
  ) -> Bool {
    guard let next = stream.peek(), next.length <= 12 else { return false }
    let nextBytes = stream.bytes(next)
    guard nextBytes.isPrintableASCII else { return false }
    let second = UnsafeBufferPointer(rebasing: buffer[nextBytes.start..<nextBytes.end])
    guard let join = _RepairRules.join(sent, second),
      join == .always || !claimAll(second, at: next.offset, current: &current, taf: &taf, commit: false)
    else { return false }
    var joined = _RepairText()
    guard joined.append(contentsOf: sent), joined.append(contentsOf: second),
      claimAll(joined, at: token.offset, current: &current, taf: &taf)
    else { return false }
    _ = stream.next()
    // The text as sent, whatever separates the two tokens.
    let text = String(decoding: UnsafeBufferPointer(rebasing: buffer[token.offset..<next.endOffset]), as: UTF8.self)
    taf.repaired.append(RepairedToken(text: text, offset: token.offset, readAs: joined.string, reason: .extraSpace))
    return true
  }

  /// `543802QNH2974INS`: two groups without the space between them, when exactly one place to
  /// split gives two groups that decode.
  private mutating func splitInTwo(
    _ token: Token, _ sent: UnsafeBufferPointer<UInt8>, current: inout TAFForecast, taf: inout TAF
  ) -> Bool {
    // One reading on the stack for every place tried. A piece that would be a header word
    // (`FEW035CNL` as `FEW035 CNL`, a cancellation) is no group.
    var candidate = _RepairText()
    guard
      _RepairRules.uniqueSplit(
        sent, into: &candidate, isHeaderWord: Self.isHeaderWord,
        decodes: { claimAll($0, at: token.offset, current: &current, taf: &taf, commit: false) })
    else { return false }
    guard claimAll(candidate, at: token.offset, current: &current, taf: &taf) else { return false }
    taf.repaired.append(
      RepairedToken(
        text: String(decoding: sent, as: UTF8.self), offset: token.offset, readAs: candidate.string,
        reason: .missingSpace))
    return true
  }

  /// Decodes `text` (a token's repaired form: one or two groups; the token as sent is at `offset`) as groups of `current` or of the
  /// whole forecast. When every group of it decodes into plausible conditions, keeps the result
  /// if `commit` and returns true; otherwise changes nothing and returns false.
  private mutating func claimAll(
    _ text: _RepairText, at offset: Int, current: inout TAFForecast, taf: inout TAF, commit: Bool = true
  ) -> Bool {
    text.withBytes { claimAll($0, at: offset, current: &current, taf: &taf, commit: commit) }
  }

  /// ``claimAll(_:at:current:taf:commit:)-(_RepairText,_,_,_,_)`` of bytes read in place.
  private mutating func claimAll(
    _ repaired: UnsafeBufferPointer<UInt8>, at offset: Int, current: inout TAFForecast, taf: inout TAF,
    commit: Bool = true
  ) -> Bool {
    do {
      var trial = self
      var trialCurrent = current
      var trialTAF = taf
      trial.stream = _TokenStream(repaired)
      // A warning on a group of the reading points at the token as sent.
      trial.repairOffset = offset
      var groups = 0
      while let token = trial.stream.next() {
        guard trial.claim(token, trial.stream.bytes(token), into: &trialCurrent, taf: &trialTAF) else { return false }
        groups += 1
      }
      guard groups > 0,
        _RepairRules.isPlausible(trialCurrent.conditions) || !_RepairRules.isPlausible(current.conditions)
      else { return false }
      if commit {
        trial.stream = stream
        trial.repairOffset = nil
        self = trial
        current = trialCurrent
        taf = trialTAF
      }
      return true
    }
  }

  /// The forecast from the current token on, decoded without repairs from a copy of the parser,
  /// `current` and `taf`, one token it leaves unparsed at a time.
  private struct RestWalk: _UnparsedWalk {
    var parser: TAFParser
    var current: TAFForecast
    var taf: TAF
    var ended = false

    /// The offset of the next token left unparsed; nil at the remarks or the end.
    mutating func nextUnparsed() -> Int? {
      guard !ended else { return nil }
      tokens: while let token = parser.stream.next() {
        switch parser.step(token, current: &current, taf: &taf) {
        case .claimed: continue
        case .end: break tokens
        case .unclaimed: return token.offset
        }
      }
      ended = true
      return nil
    }
  }

  /// Whether the token right before `token` was left unparsed and begins a group of several tokens
  /// that a repair of `token` alone would cut in two: the whole miles of `1 1/2 SM` (the fraction
  /// read alone would be 1/2 SM), or `WND` of a US Air Force wind note (`WND 290 V040` is no
  /// variable sector of the forecast wind).
  private func followsUnparsedLead(_ token: Token, _ b: _Bytes, _ taf: TAF) -> Bool {
    guard let last = taf.unparsed.last else { return false }
    let end = last.offset + last.text.utf8.count
    guard end <= token.offset, buffer[end..<token.offset].allSatisfy({ Tokenizer.isSeparator($0) }) else {
      return false
    }
    let lead = last.text.utf8
    if b[0].isASCIIDigit, b[1] == asciiSlash, (1...2).contains(lead.count), lead.allSatisfy({ $0.isASCIIDigit }) {
      return true
    }
    return Self.startsNote(lead)
  }

  /// `AMD`, `COR`, `NIL`, `CNL` (words of the forecast's header) and `WND`, `AUTOMATED` (words
  /// that start a note of several tokens): never half of a glued group.
  private static func isHeaderWord(_ piece: Slice<UnsafeBufferPointer<UInt8>>) -> Bool {
    piece.elementsEqual("AMD".utf8) || piece.elementsEqual("COR".utf8) || piece.elementsEqual("NIL".utf8)
      || piece.elementsEqual("CNL".utf8) || startsNote(piece)
  }

  private static func startsNote<Bytes: Collection<UInt8>>(_ word: Bytes) -> Bool {
    word.elementsEqual("WND".utf8) || word.elementsEqual("AUTOMATED".utf8)
  }
}
