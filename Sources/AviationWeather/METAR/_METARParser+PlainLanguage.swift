// Plain-language text after the last group: some stations end the coded report with words, not
// under `RMK` (Guatemalan volcano notices `VOL. SANTA MARIA Y SANTIAGUITO EN ACTIVIDAD`, Danish
// `UNMONITORED`, Australian `PRESENT WEATHER SENSOR US`, Thai `INFO H RWY 04`). Such a run is kept
// as one text in `METAR.plainLanguage` instead of as separate unparsed tokens.

extension METARParser {
  /// Moves the unparsed tokens that end the observation to ``_METARExtras/plainLanguage`` when
  /// they read as plain language: nothing decoded between or after them up to the trend, `RMK` or
  /// the end (but `/`), the first a word of four or more letters (or a runway, `RWY08`) that is
  /// no weather group, cloud group, keyword or report type.
  mutating func separatePlainLanguage() {
    guard var found = extras, !found.unparsed.isEmpty else { return }
    if let plainTextStart { return separateText(from: plainTextStart) }
    var first = found.unparsed.count
    var followingStart = remarksOffset ?? buffer.count
    if let trendOffset, let last = found.unparsed.last, last.offset < trendOffset { followingStart = trendOffset }
    while first > 0 {
      let offset = found.unparsed[first - 1].offset
      guard onlySeparators(from: tokenEnd(from: offset), to: followingStart) else { break }
      first -= 1
      followingStart = offset
    }
    guard first < found.unparsed.count, isPlainWord(at: found.unparsed[first].offset) else { return }
    // Words inside a trend are the trend's: they stay its unparsed tokens, not the report's text.
    if let trendOffset, found.unparsed[first].offset > trendOffset { return }
    let start = found.unparsed[first].offset
    let end = tokenEnd(from: found.unparsed[found.unparsed.count - 1].offset)
    // ASCII text only: no DEL and no byte of a multi-byte character.
    for offset in start..<end where buffer[offset] > asciiTilde { return }
    let text = String(decoding: UnsafeBufferPointer(rebasing: buffer[start..<end]), as: UTF8.self)
    extras = nil  // `found` then holds the only reference to its arrays: no copy on change.
    found.plainLanguage = PlainLanguage(text: text, offset: start)
    found.unparsed.removeSubrange(first...)
    extras = found
  }

  /// Moves the unparsed tokens of the text that starts at `start` (``METARParser/plainTextStart``),
  /// up to the first decoded token after it, to ``_METARExtras/plainLanguage``.
  private mutating func separateText(from start: Int) {
    guard var found = extras, let first = found.unparsed.firstIndex(where: { $0.offset >= start }) else { return }
    var last = first
    // The text ends where a group ended it (``plainTextEnd``): an unparsed group there is no text.
    let textEnd = plainTextEnd ?? buffer.count
    guard found.unparsed[first].offset < textEnd else { return }
    while last + 1 < found.unparsed.count, found.unparsed[last + 1].offset < textEnd,
      onlySeparators(from: tokenEnd(from: found.unparsed[last].offset), to: found.unparsed[last + 1].offset)
    {
      last += 1
    }
    let end = tokenEnd(from: found.unparsed[last].offset)
    // ASCII text only: no DEL and no byte of a multi-byte character.
    for offset in start..<end where buffer[offset] > asciiTilde { return }
    let text = String(decoding: UnsafeBufferPointer(rebasing: buffer[start..<end]), as: UTF8.self)
    extras = nil  // `found` then holds the only reference to its arrays: no copy on change.
    found.plainLanguage = PlainLanguage(text: text, offset: start)
    found.unparsed.removeSubrange(first...last)
    extras = found
  }

  /// Whether the report turns into text at `token`, the first token after the observation that
  /// no decoder reads: it is no word of one or two letters (`NO CARRIER RING` is modem debris), but
  /// `CB`, and a word of plain text (``isTextWord(_:)``) comes at or after it before `RMK`, a
  /// trend's keyword or the end: one of four or more letters, or of three with more after it
  /// (`CB AND RA TO N + NE`, but not a lone `ZZZ`).
  func textFollows(from token: Token) -> Bool {
    let first = stream.bytes(token)
    if first.count <= 2, !first.equals("CB"), (0..<first.count).allSatisfy({ first[$0].isASCIIUppercase }) {
      return false
    }
    var lookahead = _TokenStream(buffer, from: token.offset)
    var shortWord = false
    while let next = lookahead.next() {
      let b = lookahead.bytes(next)
      if b.equals("RMK") || Trend.decodeKind(b) != nil { return false }
      if shortWord { return true }
      if Self.isTextWord(b) {
        if b.count >= 4 { return true }
        shortWord = true
      }
    }
    return false
  }

  /// Whether `b` is a word of plain language: three or more capital letters (`AND`, `INFO`,
  /// `APCH`), or an abbreviation of two or more with its `.` (`VOL.`), that no group of the code
  /// is (report types and keywords, or one letter off them; cloud covers and types; weather
  /// codes, also after `RE` or `VC`; the words of wind shear, location and colour-state groups).
  static func isTextWord(_ b: _Bytes) -> Bool {
    var letters = b
    if b.count >= 3, b[b.count - 1] == asciiDot { letters = b.dropLast(1) }
    guard letters.count >= (letters.count == b.count ? 3 : 2), letters.count <= 24 else { return false }
    for index in 0..<letters.count where !letters[index].isASCIIUppercase { return false }
    let word = UnsafeBufferPointer(rebasing: letters.buffer[letters.start..<letters.end])
    return !groupWords.contains { $0.withUTF8Buffer { word.elementsEqual($0) } } && ColorState.decode(letters) == nil
      && !isCodeWord(word)
  }

  /// Words that groups of the code are made of, which are no text where they stand: wind shear
  /// (`WS ALL RWY`, `WS TKOF RWY24`), cloud types (`TCU`), weather and lightning locations
  /// (`PCPN`, `LTG`, `DSNT`, `ALQDS`, `OHD`), and `NSW`.
  private static let groupWords: [StaticString] = [
    "ALL", "RWY", "RWYS", "TKOF", "LDG", "TCU", "PCPN", "LTG", "DSNT", "ALQDS", "OHD", "NSW", "SFC", "VIS",
  ]

  /// The end offset of the token that starts at `offset`.
  private func tokenEnd(from offset: Int) -> Int {
    var end = offset
    while end < buffer.count, !Tokenizer.isSeparator(buffer[end]) { end += 1 }
    return end
  }

  /// Whether every byte in `from..<to` separates tokens or is `/` (a group sent as missing).
  func onlySeparators(from: Int, to: Int) -> Bool {
    guard from <= to else { return false }
    for offset in from..<to where !Tokenizer.isSeparator(buffer[offset]) && buffer[offset] != asciiSlash {
      return false
    }
    return true
  }

  /// Whether the token at `offset` is a plain-language word: four or more capital letters, an
  /// abbreviation of three with its `.` (`VOL.`), or a runway (`RWY`, `RWY08`), that is neither a report type, a keyword of
  /// the code (or one letter off one), a remark group sent before `RMK`, a cloud group nor a
  /// weather group (`REFZ`, `VCSH`, `TSGR`).
  private func isPlainWord(at offset: Int) -> Bool {
    var end = tokenEnd(from: offset)
    let isAbbreviation = buffer[end - 1] == asciiDot
    if isAbbreviation { end -= 1 }
    let token = UnsafeBufferPointer(rebasing: buffer[offset..<end])
    let letters = UnsafeBufferPointer(rebasing: token.prefix { $0.isASCIIUppercase })
    guard letters.count >= (isAbbreviation ? 3 : 4) || letters.elementsEqual("RWY".utf8),
      letters.count == token.count || letters.elementsEqual("RWY".utf8),
      token.dropFirst(letters.count).allSatisfy({ $0.isASCIIDigit })
    else { return false }
    return !letters.reversed().starts(with: "ON".utf8) && !Self.isCodeWord(letters)
  }

  /// Whether `word` (capital letters) is a word of the code where plain language may stand: a
  /// report type or keyword (``codeWords``), one letter off one, a cloud cover or sky word at its
  /// start, or a weather code (``isWeatherLike(_:)``).
  /// Compares bytes in place (no text is made of the word).
  private static func isCodeWord(_ word: UnsafeBufferPointer<UInt8>) -> Bool {
    if codeWords.contains(where: { $0.withUTF8Buffer { word.elementsEqual($0) } }) || keywordOneLetterOff(word) != nil {
      return true
    }
    if codeWordStarts.contains(where: { $0.withUTF8Buffer { word.starts(with: $0) } }) { return true }
    return isWeatherLike(word)
  }

  /// Words of the code itself, which are never plain language where they stand.
  private static let codeWords: [StaticString] = [
    "METAR", "SPECI", "TAF", "RMK", "AUTO", "COR", "NIL", "CAVOK", "NOSIG", "BECMG", "TEMPO", "INTER", "RTD",
    "SLP", "PRESRR", "PRESFR",
  ]

  /// Cloud covers and sky words, and `VRB`: a word that starts with one is code.
  private static let codeWordStarts: [StaticString] = ["FEW", "SCT", "BKN", "OVC", "SKC", "CLR", "NSC", "NCD", "VRB"]

  /// Weather codes, perhaps after `RE` or `VC`: `REFZ`, `VCSH`, `TSGR`, `FZDZ`.
  private static func isWeatherLike(_ text: UnsafeBufferPointer<UInt8>) -> Bool {
    var rest = text[...]
    if rest.starts(with: "RE".utf8) || rest.starts(with: "VC".utf8) { rest = rest.dropFirst(2) }
    guard !rest.isEmpty, rest.count % 2 == 0, rest.count <= 8 else { return false }
    while !rest.isEmpty {
      // Two letters: a small string, stored inline.
      let code = String(decoding: rest.prefix(2), as: UTF8.self)
      guard WeatherDescriptor(rawValue: code) != nil || WeatherPhenomenon(rawValue: code) != nil else { return false }
      rest = rest.dropFirst(2)
    }
    return true
  }
}

extension METARParser {
  /// Reads `token` inside plain-language text when the text ends there: a group that FM 15 puts
  /// after the pressure, in its place (WMO No. 306, FM 15 sections 1 and 15.13: `PHPHPHPH`, then
  /// `REw'w'`, `WS`, `WTsTs/SS'` and the runway state), or the pressure itself while the
  /// observation has none in that unit (`… 15/12 CB AND TS TO N Q1013 NOSIG`, `RERA DAMP WS R27`,
  /// `RESN RWY24 BRAKING POOR R24/290095`). A group that decodes but has no place after the
  /// pressure (an RVR, a cloud layer: `VIS REDUCED R27/0800N BR`) ends the text and stays
  /// unparsed, as every token after it: it cannot be told whether it is a group or part of the
  /// text. Weather codes, compass points and numbers stay text (`CB AND RA TO N`, `INFO H RWY
  /// 04`), and so does a wind (`WIND RWY15 23008KT`, a runway's wind in words).
  ///
  /// Returns `nil` when the token is text (or a trend's keyword, left to the caller).
  mutating func claimAfterText(_ token: Token, _ b: _Bytes, into metar: inout METAR) -> Claim? {
    let first = b[0]
    var read = false
    if (first == asciiQ || first == asciiA), let (unit, value) = TemperatureGroup.decodePressure(b), let value {
      if unit == .hectopascals, metar.qnh == nil {
        metar.qnh = value
        read = true
      } else if unit == .inchesOfMercury, metar.altimeter == nil {
        metar.altimeter = value
        read = true
      }
    } else if first == asciiR, b.count >= 4, b.matches("RE", at: 0), let recent = WeatherGroup.decode(b.dropFirst(2)) {
      addExtra { $0.recentWeather.append(recent) }
      read = true
    } else if b.equals("WS") {
      read = metar.conditions.claim(token, &stream)
    } else if first == asciiW, extras?.seaState == nil, let sea = SeaState.decode(b) {
      addExtra { $0.seaState = sea }
      read = true
    } else if first == asciiR || first.isASCIIDigit, let state = RunwayState.decode(b) {
      addExtra { $0.runwayStates.append(state) }
      read = true
    }
    if read {
      isInPlainText = false
      if plainTextEnd == nil { plainTextEnd = token.offset }
      return .claimed
    }
    if plainTextEnd == nil, RunwayVisualRange.decode(b) != nil || SkyCondition.decode(b)?.heightFeet != nil {
      plainTextEnd = token.offset
    }
    return nil
  }

  /// Whether `b` is the Bureau of Meteorology's `FMhhmm` that starts a trend of an Australian
  /// station after `trends` (``startsFromTrend(after:)``): it ends a text run as a trend's keyword does.
  func isBureauFromTrend(_ b: _Bytes, _ trends: [Trend]) -> Bool {
    guard followsBureauPractice, sawTemperatureGroup, b.count == 6, let (mark, _) = ChangeIndicator.decodeTimeMark(b)
    else { return false }
    return mark == .from && Self.startsFromTrend(after: trends)
  }
}
