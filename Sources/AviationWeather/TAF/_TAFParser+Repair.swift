// Repairs of malformed TAF groups: the two spacing slips that real forecasts carry, a space too
// many inside a group (`T X33/1018Z`, `BK N020`) and none between two (`543802QNH2974INS`). A
// reading is taken only when every group of it decodes, exactly one reading does, and the rest of
// the forecast then reads as well as without it; each is listed in `TAF.repaired` with what was sent.

extension TAFParser {
  /// Tries the repairs on an unclaimed `token`; false, with nothing changed, when none yields
  /// groups that decode, or when the one that does leaves a later group unparsed that decodes
  /// without it.
  mutating func repair(_ token: Token, current: inout TAFForecast, taf: inout TAF) -> Bool {
    let b = stream.bytes(token)
    guard b.count <= 24, b.isPrintableASCII else { return false }
    let sent = Array(UnsafeBufferPointer(rebasing: buffer[b.start..<b.end]))
    if followsUnparsedLead(token, b, taf) { return false }
    var trial = self
    var trialCurrent = current
    var trialTAF = taf
    guard
      trial.joinWithNext(token, sent, current: &trialCurrent, taf: &trialTAF)
        || trial.splitInTwo(token, sent, current: &trialCurrent, taf: &trialTAF)
    else { return false }
    let before = restUnparsed(current: current, taf: taf)
    let after = trial.restUnparsed(current: trialCurrent, taf: trialTAF)
    guard after.isSubset(of: before) else { return false }
    self = trial
    current = trialCurrent
    taf = trialTAF
    return true
  }

  /// `T X33/1018Z`, `VC SH`: the token and the next read as one group, when
  /// ``_RepairRules/join(_:_:)`` allows it.
  private mutating func joinWithNext(
    _ token: Token, _ sent: [UInt8], current: inout TAFForecast, taf: inout TAF
  ) -> Bool {
    guard let next = stream.peek(), next.length <= 12 else { return false }
    let nextBytes = stream.bytes(next)
    guard nextBytes.isPrintableASCII else { return false }
    let second = Array(UnsafeBufferPointer(rebasing: buffer[nextBytes.start..<nextBytes.end]))
    guard let join = _RepairRules.join(sent, second),
      join == .always || !claimAll(second, at: next.offset, current: &current, taf: &taf, commit: false)
    else { return false }
    guard claimAll(sent + second, at: token.offset, current: &current, taf: &taf) else { return false }
    _ = stream.next()
    // The text as sent, whatever separates the two tokens.
    let text = String(decoding: UnsafeBufferPointer(rebasing: buffer[token.offset..<next.endOffset]), as: UTF8.self)
    taf.repaired.append(
      RepairedToken(
        text: text, offset: token.offset, readAs: String(decoding: sent + second, as: UTF8.self), reason: .extraSpace))
    return true
  }

  /// `543802QNH2974INS`: two groups without the space between them, when exactly one place to
  /// split gives two groups that decode.
  private mutating func splitInTwo(
    _ token: Token, _ sent: [UInt8], current: inout TAFForecast, taf: inout TAF
  ) -> Bool {
    guard sent.count >= 4 else { return false }
    var found: [UInt8]?
    for cut in 2...(sent.count - 2) {
      // A piece of slashes alone (a group reported missing) says nothing; a piece that would be
      // a header word (`FEW035CNL` as `FEW035 CNL`, a cancellation) is no group.
      if sent[..<cut].allSatisfy({ $0 == asciiSlash }) || sent[cut...].allSatisfy({ $0 == asciiSlash }) { continue }
      if Self.isHeaderWord(sent[..<cut]) || Self.isHeaderWord(sent[cut...]) { continue }
      if _RepairRules.isLoneDescriptor(sent[..<cut]) || _RepairRules.isLoneDescriptor(sent[cut...]) { continue }
      let candidate = Array(sent[..<cut]) + [asciiSpace] + Array(sent[cut...])
      guard claimAll(candidate, at: token.offset, current: &current, taf: &taf, commit: false) else { continue }
      if found != nil { return false }
      found = candidate
    }
    guard let found, claimAll(found, at: token.offset, current: &current, taf: &taf) else { return false }
    taf.repaired.append(
      RepairedToken(
        text: String(decoding: sent, as: UTF8.self), offset: token.offset,
        readAs: String(decoding: found, as: UTF8.self), reason: .missingSpace))
    return true
  }

  /// Decodes `text` (a token's repaired form: one or two groups; the token as sent is at `offset`) as groups of `current` or of the
  /// whole forecast. When every group of it decodes into plausible conditions, keeps the result
  /// if `commit` and returns true; otherwise changes nothing and returns false.
  private mutating func claimAll(
    _ text: [UInt8], at offset: Int, current: inout TAFForecast, taf: inout TAF, commit: Bool = true
  ) -> Bool {
    text.withUnsafeBufferPointer { repaired in
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

  /// The offsets of the tokens that the forecast from the current token on leaves unparsed,
  /// decoded without repairs from `current` and `taf`. Decodes copies: changes nothing.
  private func restUnparsed(current: TAFForecast, taf: TAF) -> Set<Int> {
    var parser = self
    var current = current
    var taf = taf
    var unparsed: Set<Int> = []
    tokens: while let token = parser.stream.next() {
      switch parser.step(token, current: &current, taf: &taf) {
      case .claimed: continue
      case .end: break tokens
      case .unclaimed: unparsed.insert(token.offset)
      }
    }
    return unparsed
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
  private static func isHeaderWord(_ piece: ArraySlice<UInt8>) -> Bool {
    piece.elementsEqual("AMD".utf8) || piece.elementsEqual("COR".utf8) || piece.elementsEqual("NIL".utf8)
      || piece.elementsEqual("CNL".utf8) || startsNote(piece)
  }

  private static func startsNote<Bytes: Collection<UInt8>>(_ word: Bytes) -> Bool {
    word.elementsEqual("WND".utf8) || word.elementsEqual("AUTOMATED".utf8)
  }
}
