// Repairs of malformed groups: a token no decoder claimed is tried in a few repaired forms, each
// decoded exactly as if the station had sent it. A form is taken only when every group of it
// decodes into values that can be observed, and when the rest of the report then leaves fewer
// tokens unparsed than without it; each repair is listed in `METAR.repaired` with what was sent.

extension METARParser {
  /// Tries the repairs in turn on an unclaimed `token`; `.unclaimed`, with nothing changed, when
  /// none of them yields groups that decode, or when the one that does costs a later group its
  /// place (`1008 Q1009`: `Q1008` would leave `Q1009` unparsed) or starts a trend in the body.
  mutating func repair(_ token: Token, into metar: inout METAR) -> Claim {
    let b = stream.bytes(token)
    guard b.count <= 24, b.isPrintableASCII else { return .unclaimed }

    // `RMK/A2981`, `RMK:CB/NW/SW`: the remarks start after the separator.
    if b.count > 4, b.hasPrefix("RMK"), b[3] == asciiSlash || b[3] == asciiColon {
      record(token, readAs: "RMK " + b.dropFirst(4).string, .remarksSeparator)
      return .remarks(token.offset + 4)
    }
    // `1 3/4SM+RA`: the fraction belongs to the whole miles before it, already left unparsed;
    // reading the fraction alone would give 3/4 SM instead of 1 3/4.
    if b[0].isASCIIDigit, b[1] == asciiSlash, followsUnparsedNumber(token) { return .unclaimed }

    var trial = self
    var trialMetar = metar
    let claim = trial.firstRepair(token, into: &trialMetar)
    switch claim {
    case .unclaimed:
      return .unclaimed
    case .claimed:
      // The rest of the report must read at least as well: no later group left unparsed that
      // decodes without the repair, and no values that contradict each other where they did not.
      guard restChecksLeft > 0 else { return .unclaimed }
      restChecksLeft -= 1
      trial.restChecksLeft = restChecksLeft
      guard restReadsAsWell(after: trial, trialMetar, before: metar) else { return .unclaimed }
    case .remarks:
      break
    }
    // The trial decoded the repaired text from a buffer of its own: offsets it recorded point there,
    // so they become the token's as sent.
    if trendOffset == nil, trial.trendOffset != nil { trial.trendOffset = token.offset }
    if temperatureRange == nil, trial.temperatureRange != nil {
      trial.temperatureRange = token.offset..<token.endOffset
    }
    if trial.colorStateEnd != colorStateEnd { trial.colorStateEnd = token.endOffset }
    self = trial
    metar = trialMetar
    return claim
  }

  /// The first repair of `token` whose groups all decode, applied; `.unclaimed` if none.
  /// The token's bytes are read in place and each reading is built in a ``_RepairText`` on the
  /// stack: trying a reading allocates nothing of its own.
  private mutating func firstRepair(_ token: Token, into metar: inout METAR) -> Claim {
    let b = stream.bytes(token)
    let sent = UnsafeBufferPointer(rebasing: buffer[b.start..<b.end])
    if let claim = joinDewPoint(token, into: &metar) { return claim }
    if let claim = joinWithNext(token, sent, into: &metar) { return claim }
    guard sent.count >= 2 else { return .unclaimed }
    var readAs = _RepairText()
    if Self.swappingLetterOAndZero(sent, into: &readAs), claimAll(readAs, into: &metar) {
      record(token, readAs: readAs.string, .letterForDigit)
      return .claimed
    }
    if let keyword = Self.keywordOneLetterOff(sent),
      keyword.withUTF8Buffer({ $0.elementsEqual("CAVOK".utf8) }) || isPastTheBody(metar),
      claimAll(keyword, into: &metar)
    {
      record(token, readAs: "\(keyword)", .misspeltKeyword)
      return .claimed
    }
    readAs.removeAll()
    if Self.cloudCoverOneLetterOff(sent, into: &readAs), claimAll(readAs, into: &metar) {
      record(token, readAs: readAs.string, .misspeltKeyword)
      return .claimed
    }
    if let claim = repairWindUnit(token, sent, into: &metar) { return claim }
    // `CALMKT`: calm written as a word where the wind group goes.
    if metar.conditions.wind == nil, !sawTemperatureGroup, sent.elementsEqual("CALMKT".utf8),
      claimAll("00000KT", into: &metar)
    {
      record(token, readAs: "00000KT", .wordForGroup)
      return .claimed
    }
    if let claim = addPressureLetter(token, sent, into: &metar) { return claim }
    return splitInTwo(token, sent, into: &metar)
  }

  /// `Q10 10`, `07004 KT`, `NOSI G`, `FEW 018CB`, `VC SH`: the token and the next read as one
  /// group, when ``_RepairRules/join(_:_:)`` allows it.
  private mutating func joinWithNext(
    _ token: Token, _ sent: UnsafeBufferPointer<UInt8>, into metar: inout METAR
  ) -> Claim? {
    guard let next = stream.peek(), next.length <= 8 else { return nil }
    let nextBytes = stream.bytes(next)
    guard nextBytes.isPrintableASCII else { return nil }
    let second = UnsafeBufferPointer(rebasing: buffer[nextBytes.start..<nextBytes.end])
    guard let join = _RepairRules.join(sent, second),
      join == .always || !claimAll(second, into: &metar, commit: false)
    else { return nil }
    var joined = _RepairText()
    guard joined.append(contentsOf: sent), joined.append(contentsOf: second), claimAll(joined, into: &metar) else {
      return nil
    }
    _ = stream.next()
    // The text as sent, whatever separates the two tokens.
    let text = String(decoding: UnsafeBufferPointer(rebasing: buffer[token.offset..<next.endOffset]), as: UTF8.self)
    let repaired = RepairedToken(text: text, offset: token.offset, readAs: joined.string, reason: .extraSpace)
    addExtra { $0.repaired.append(repaired) }
    return .claimed
  }

  /// `27/ 23`: the dew point sent after a space, behind a temperature group that ends in its `/`
  /// (read as `27/` with no dew point) and nothing between them.
  private mutating func joinDewPoint(_ token: Token, into metar: inout METAR) -> Claim? {
    guard let temperatureRange, metar.temperature != nil, metar.dewPoint == nil,
      buffer[temperatureRange.upperBound - 1] == asciiSlash, temperatureRange.upperBound < token.offset,
      buffer[temperatureRange.upperBound..<token.offset].allSatisfy({ $0 == asciiSpace }),
      let dewPoint = stream.bytes(token).wholeCelsius()
    else { return nil }
    var joined = metar
    joined.dewPoint = dewPoint
    guard joined.isPlausible else { return nil }
    metar = joined
    let temperature = String(decoding: UnsafeBufferPointer(rebasing: buffer[temperatureRange]), as: UTF8.self)
    let text = String(
      decoding: UnsafeBufferPointer(rebasing: buffer[temperatureRange.lowerBound..<token.endOffset]), as: UTF8.self)
    let repaired = RepairedToken(
      text: text, offset: temperatureRange.lowerBound, readAs: temperature + stream.bytes(token).string,
      reason: .extraSpace)
    addExtra { $0.repaired.append(repaired) }
    return .claimed
  }

  /// `00000KTS`: a wind group with an `S` after its unit, read in knots; `11028T`: a wind group
  /// whose unit lost its `K` (no other unit ends in `T`). A wind group with no unit (`20010G19`)
  /// stays unparsed: its unit would be a guess.
  private mutating func repairWindUnit(
    _ token: Token, _ sent: UnsafeBufferPointer<UInt8>, into metar: inout METAR
  ) -> Claim? {
    var readAs = _RepairText()
    if sent.count > 3, sent.suffix(3).elementsEqual("KTS".utf8) {
      readAs.append(contentsOf: sent.dropLast())
    } else if sent.count > 5, sent.last == asciiT, sent[sent.count - 2].isASCIIDigit {
      readAs.append(contentsOf: sent.dropLast())
      readAs.append(contentsOf: "KT".utf8)
    } else {
      return nil
    }
    let isWind = readAs.withBytes { Wind.decode(_Bytes(buffer: $0, start: 0, count: $0.count)) != nil }
    guard isWind, claimAll(readAs, into: &metar) else { return nil }
    record(token, readAs: readAs.string, .windUnit)
    return .claimed
  }

  /// `26/22 1008` → `Q1008`, `31/10 3004` → `A3004`: four digits right after the temperature
  /// group (nothing between them) of a report with no pressure so far, in the range of one unit or
  /// the other. A pressure group later in the report keeps its place: see ``repair(_:into:)``.
  private mutating func addPressureLetter(
    _ token: Token, _ sent: UnsafeBufferPointer<UInt8>, into metar: inout METAR
  ) -> Claim? {
    guard sent.count == 4, let temperatureRange, onlySeparators(from: temperatureRange.upperBound, to: token.offset),
      metar.qnh == nil, metar.altimeter == nil, metar.trends.isEmpty, sent.allSatisfy({ $0.isASCIIDigit })
    else { return nil }
    let value = sent.reduce(0) { $0 * 10 + Int($1.digitValue) }
    let letter: UInt8
    switch value {
    case 850...1090: letter = asciiQ
    case 2500...3200: letter = asciiA
    default: return nil
    }
    var readAs = _RepairText()
    readAs.append(letter)
    readAs.append(contentsOf: sent)
    guard claimAll(readAs, into: &metar) else { return nil }
    record(token, readAs: readAs.string, .pressureLetter)
    return .claimed
  }

  /// `9999FEW023`, `FEW03027/20`, `30/26Q1007`, `BLU+BLU+`, `Q1009RMK`: two groups without the
  /// space between them. Taken only when exactly one place to split gives two groups that decode.
  private mutating func splitInTwo(
    _ token: Token, _ sent: UnsafeBufferPointer<UInt8>, into metar: inout METAR
  ) -> Claim {
    if sent.count > 3, sent.suffix(3).elementsEqual("RMK".utf8) {
      let group = UnsafeBufferPointer(rebasing: sent.dropLast(3))
      guard claimAll(group, into: &metar) else { return .unclaimed }
      record(token, readAs: String(decoding: group, as: UTF8.self) + " RMK", .missingSpace)
      return .remarks(token.endOffset)
    }
    // One reading on the stack for every place tried. `FEW020CB/S`: the layer is of cumulonimbus,
    // which is to the south; read as `FEW020CB CB/S` so that the layer keeps its CB (a repair
    // loses nothing).
    var candidate = _RepairText()
    guard
      _RepairRules.uniqueSplit(
        sent, into: &candidate, isHeaderWord: { Self.isHeaderWord($0) }, insert: Self.sharedCloudType,
        decodes: { claimAll($0, into: &metar, commit: false) })
    else { return .unclaimed }
    guard claimAll(candidate, into: &metar) else { return .unclaimed }
    record(token, readAs: candidate.string, .missingSpace)
    return .claimed
  }

  /// `CB` or `TCU` when `second` is a cloud location of that type (`CB/S`, `TCU/NE`) and `first`
  /// a layer's cover and height without a type (`FEW020`): the type written once for both;
  /// otherwise nothing (empty).
  private static func sharedCloudType(
    _ first: Slice<UnsafeBufferPointer<UInt8>>, _ second: Slice<UnsafeBufferPointer<UInt8>>
  ) -> Slice<UnsafeBufferPointer<UInt8>> {
    // Byte comparisons only, and the type is read from `second` in place: this runs for every
    // place a slip is tried at.
    let s = second.startIndex
    guard let last = first.last, last.isASCIIDigit, second.count > 3 else { return second[s..<s] }
    if second[s] == asciiC, second[s + 1] == asciiB, second[s + 2] == asciiSlash { return second[s..<(s + 2)] }
    if second.count > 4, second[s] == asciiT, second[s + 1] == asciiC, second[s + 2] == asciiU,
      second[s + 3] == asciiSlash
    {
      return second[s..<(s + 3)]
    }
    return second[s..<s]
  }

  /// Decodes `text` (the repaired form of a token: one or two groups) as if the station had sent
  /// it. When every group of it decodes, keeps the result if `commit` and returns true; otherwise
  /// changes nothing and returns false.
  mutating func claimAll(_ text: _RepairText, into metar: inout METAR, commit: Bool = true) -> Bool {
    text.withBytes { claimAll($0, into: &metar, commit: commit) }
  }

  /// ``claimAll(_:into:commit:)-(_RepairText,_,_)`` of a keyword.
  mutating func claimAll(_ text: StaticString, into metar: inout METAR) -> Bool {
    text.withUTF8Buffer { claimAll($0, into: &metar) }
  }

  /// ``claimAll(_:into:commit:)-(_RepairText,_,_)`` of bytes read in place.
  mutating func claimAll(_ repaired: UnsafeBufferPointer<UInt8>, into metar: inout METAR, commit: Bool = true) -> Bool {
    do {
      var trial = self
      var trialMetar = metar
      trial.stream = _TokenStream(repaired)
      var groups = 0
      while let token = trial.stream.next() {
        guard case .claimed = trial.claim(token, into: &trialMetar) else { return false }
        groups += 1
      }
      guard groups > 0, trialMetar.isPlausible || !metar.isPlausible else { return false }
      if commit {
        trial.stream = stream
        self = trial
        metar = trialMetar
      }
      return true
    }
  }

  private mutating func record(_ token: Token, readAs: String, _ reason: RepairedToken.Reason) {
    let text = stream.bytes(token).string
    addExtra { $0.repaired.append(RepairedToken(text: text, offset: token.offset, readAs: readAs, reason: reason)) }
  }
}

extension METARParser {
  /// Whether the rest of the report (up to `RMK`, decoded without repairs) reads at least as well
  /// after a repair (`trial` into `trialMetar`) as without it (`self` into `metar`): it leaves no
  /// token unparsed that it reads without the repair, and its values are plausible together
  /// where those without it are. The two decodes walk side by side
  /// (``_RepairRules/leavesNoOtherUnparsed(_:than:)``). Decodes copies: changes nothing.
  func restReadsAsWell(after trial: METARParser, _ trialMetar: METAR, before metar: METAR) -> Bool {
    var before = RestWalk(parser: self, metar: metar)
    var after = RestWalk(parser: trial, metar: trialMetar)
    guard _RepairRules.leavesNoOtherUnparsed(&after, than: &before) else { return false }
    return after.finishIsPlausible() || !before.finishIsPlausible()
  }

  /// The rest of a report decoded without repairs, one unparsed token at a time.
  private struct RestWalk: _UnparsedWalk {
    var parser: METARParser
    var metar: METAR
    var ended = false

    /// The offset of the next token left unparsed; nil at `RMK` or the end.
    mutating func nextUnparsed() -> Int? {
      guard !ended else { return nil }
      while let token = parser.stream.next() {
        switch parser.claim(token, into: &metar) {
        case .claimed: continue
        case .remarks:
          ended = true
          return nil
        case .unclaimed: return token.offset
        }
      }
      ended = true
      return nil
    }

    /// Decodes what is left; whether the values are then plausible together.
    mutating func finishIsPlausible() -> Bool {
      while nextUnparsed() != nil {}
      return metar.isPlausible
    }
  }

  /// Whether the observation's temperature or pressure has been read (or a trend has begun):
  /// only then may a misspelt change indicator start a trend.
  func isPastTheBody(_ metar: METAR) -> Bool {
    sawTemperatureGroup || metar.qnh != nil || metar.altimeter != nil || !metar.trends.isEmpty
  }

  /// Whether the token before `token` is a one- or two-digit number left unparsed (`1` of `1 3/4SM`).
  func followsUnparsedNumber(_ token: Token) -> Bool {
    guard let last = extras?.unparsed.last, (1...2).contains(last.text.utf8.count),
      last.text.utf8.allSatisfy({ $0.isASCIIDigit })
    else { return false }
    return onlySeparators(from: last.offset + last.text.utf8.count, to: token.offset)
  }
}

extension METAR {
  /// Whether a QNH and an altimeter setting can be the same pressure: no more than 2 hPa apart
  /// (`1008` and `A3017` are 13 hPa apart).
  static func settingsAgree(_ qnh: Pressure, _ altimeter: Pressure) -> Bool {
    abs(qnh.hectopascals - altimeter.hectopascals) <= 2
  }

  /// False for values no station can observe together, which a repair must not produce: a dew
  /// point more than 1 °C above the temperature (`12/92000013G23KT` split as `12/92`), CAVOK with
  /// a visibility, weather or cloud (`1500 BR FEW050 … CAVO`), a minimum visibility above the
  /// prevailing one, a QNH and an altimeter setting more than 2 hPa apart (`1008 A3017`).
  fileprivate var isPlausible: Bool {
    if let temperature, let dewPoint, dewPoint.celsius > temperature.celsius + 1 { return false }
    if let qnh, let altimeter, !Self.settingsAgree(qnh, altimeter) { return false }
    return _RepairRules.isPlausible(conditions)
  }
}
