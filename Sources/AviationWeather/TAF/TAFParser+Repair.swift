// Repairs of malformed TAF groups: the two spacing slips that real forecasts carry, a space too
// many inside a group (`T X33/1018Z`, `VC TSRA`) and none between two (`543802QNH2974INS`). A
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

  /// `T X33/1018Z`, `VC TSRA`: the token and the next read as one group, when
  /// ``_RepairRules/join(_:_:)`` allows it.
  private mutating func joinWithNext(
    _ token: Token, _ sent: [UInt8], current: inout TAFForecast, taf: inout TAF
  ) -> Bool {
    guard let next = stream.peek(), next.length <= 12 else { return false }
    let nextBytes = stream.bytes(next)
    guard nextBytes.isPrintableASCII else { return false }
    let second = Array(UnsafeBufferPointer(rebasing: buffer[nextBytes.start..<nextBytes.end]))
    guard let join = _RepairRules.join(sent, second),
      join == .always || !claimAll(second, current: &current, taf: &taf, commit: false)
    else { return false }
    guard claimAll(sent + second, current: &current, taf: &taf) else { return false }
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
      guard claimAll(candidate, current: &current, taf: &taf, commit: false) else { continue }
      if found != nil { return false }
      found = candidate
    }
    guard let found, claimAll(found, current: &current, taf: &taf) else { return false }
    taf.repaired.append(
      RepairedToken(
        text: String(decoding: sent, as: UTF8.self), offset: token.offset,
        readAs: String(decoding: found, as: UTF8.self), reason: .missingSpace))
    return true
  }

  /// Decodes `text` (a token's repaired form: one or two groups) as groups of `current` or of the
  /// whole forecast. When every group of it decodes into plausible conditions, keeps the result
  /// if `commit` and returns true; otherwise changes nothing and returns false.
  private mutating func claimAll(
    _ text: [UInt8], current: inout TAFForecast, taf: inout TAF, commit: Bool = true
  ) -> Bool {
    text.withUnsafeBufferPointer { repaired in
      var trial = self
      var trialCurrent = current
      var trialTAF = taf
      trial.stream = _TokenStream(repaired)
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

  /// `AMD`, `COR`, `NIL`, `CNL`: words of the forecast's header, never half of a glued group.
  private static func isHeaderWord(_ piece: ArraySlice<UInt8>) -> Bool {
    piece.elementsEqual("AMD".utf8) || piece.elementsEqual("COR".utf8) || piece.elementsEqual("NIL".utf8)
      || piece.elementsEqual("CNL".utf8)
  }
}
