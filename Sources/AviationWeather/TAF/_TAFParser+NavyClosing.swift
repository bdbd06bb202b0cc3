// A US Navy TAF's closing group: `FN` or `FS` and five digits (`FN20007`), after the last
// change group's groups. No published code form: metaf's documentation (`MiscGroup`) names it
// the issuing forecaster's number at Fleet Weather Center Norfolk or San Diego. It is kept as
// sent, an identifier, and read nowhere but as the forecast's last group.

extension TAFParser {
  /// Reads `b` into ``TAF/forecasterIdentifier`` when it is the closing group and the last token
  /// of a forecast that has a forecast group before it; `false` (nothing read) otherwise.
  mutating func claimNavyClosingGroup(_ b: _Bytes, current: TAFForecast, taf: inout TAF) -> Bool {
    guard taf.forecasterIdentifier == nil, Self.isNavyClosingGroup(b), current.hasContent || !taf.forecasts.isEmpty,
      stream.peek() == nil
    else { return false }
    taf.forecasterIdentifier = b.string
    return true
  }

  /// `FN` or `FS` and five digits.
  static func isNavyClosingGroup(_ b: _Bytes) -> Bool {
    b.count == 7 && b[0] == asciiF && (b[1] == asciiN || b[1] == asciiS) && b.slice(2, 7).isAllDigits
  }
}
