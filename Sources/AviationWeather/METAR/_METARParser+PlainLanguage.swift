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
    let start = found.unparsed[first].offset
    let end = tokenEnd(from: found.unparsed[found.unparsed.count - 1].offset)
    // ASCII text only: no DEL and no byte of a multi-byte character.
    for offset in start..<end where buffer[offset] > asciiTilde { return }
    let text = String(decoding: UnsafeBufferPointer(rebasing: buffer[start..<end]), as: UTF8.self)
    found.plainLanguage = PlainLanguage(text: text, offset: start)
    found.unparsed.removeSubrange(first...)
    extras = found
  }

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
    let token = Array(UnsafeBufferPointer(rebasing: buffer[offset..<end]))
    let letters = token.prefix { $0.isASCIIUppercase }
    guard letters.count >= (isAbbreviation ? 3 : 4) || letters.elementsEqual("RWY".utf8),
      letters.count == token.count || letters.elementsEqual("RWY".utf8),
      token.dropFirst(letters.count).allSatisfy({ $0.isASCIIDigit })
    else { return false }
    let text = String(decoding: letters, as: UTF8.self)
    if Self.codeWords.contains(text) || text.hasSuffix("NO") || Self.keywordOneLetterOff(Array(letters)) != nil {
      return false
    }
    if ["FEW", "SCT", "BKN", "OVC", "SKC", "CLR", "NSC", "NCD", "VRB"].contains(where: text.hasPrefix) { return false }
    return !Self.isWeatherLike(text)
  }

  /// Words of the code itself, which are never plain language where they stand.
  private static let codeWords: Set<String> = [
    "METAR", "SPECI", "TAF", "RMK", "AUTO", "COR", "NIL", "CAVOK", "NOSIG", "BECMG", "TEMPO", "INTER", "RTD",
    "SLP", "PRESRR", "PRESFR",
  ]

  /// Weather codes, perhaps after `RE` or `VC`: `REFZ`, `VCSH`, `TSGR`, `FZDZ`.
  private static func isWeatherLike(_ text: String) -> Bool {
    var rest = Substring(text)
    if rest.hasPrefix("RE") || rest.hasPrefix("VC") { rest = rest.dropFirst(2) }
    guard !rest.isEmpty, rest.count % 2 == 0, rest.count <= 8 else { return false }
    while !rest.isEmpty {
      let code = String(rest.prefix(2))
      guard WeatherDescriptor(rawValue: code) != nil || WeatherPhenomenon(rawValue: code) != nil else { return false }
      rest = rest.dropFirst(2)
    }
    return true
  }
}
