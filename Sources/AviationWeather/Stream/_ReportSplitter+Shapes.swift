// What a line looks like to the splitter: a header, the start of a report, a change group.
// Tokens are the library tokenizer's; groups are read by their decoders in Groups/.

extension ReportSplitter {
  /// `bytes` without leading and trailing blanks.
  static func trimmed(_ bytes: UnsafeBufferPointer<UInt8>) -> UnsafeBufferPointer<UInt8> {
    var start = 0
    var end = bytes.count
    while end > start, bytes[end - 1].isLineBlank { end -= 1 }
    while start < end, bytes[start].isLineBlank { start += 1 }
    return UnsafeBufferPointer(rebasing: bytes[start..<end])
  }

  /// `TAF`, `METAR` or `SPECI`.
  @inline(__always)
  static func isReportWord(_ b: _Bytes) -> Bool {
    b.equals("TAF") || b.equals("METAR") || b.equals("SPECI")
  }

  /// Whether `line` starts with a `METAR`, `SPECI` or `TAF` word.
  static func startsWithReportWord(_ line: UnsafeBufferPointer<UInt8>) -> Bool {
    var tokens = _TokenStream(line)
    guard let first = tokens.next() else { return false }
    return isReportWord(tokens.bytes(first))
  }

  /// Whether `bytes` hold only a report header: `TAF`, `TAF AMD`, `TAF COR`, `METAR`, `SPECI`
  /// (anything over 32 bytes is not: the check runs on every line).
  static func isHeaderOnly(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
    guard bytes.count <= 32 else { return false }
    var tokens = _TokenStream(bytes)
    guard let first = tokens.next() else { return false }
    let word = tokens.bytes(first)
    guard let second = tokens.next() else { return isReportWord(word) }
    guard tokens.next() == nil, word.equals("TAF") else { return false }
    let qualifier = tokens.bytes(second)
    return qualifier.equals("AMD") || qualifier.equals("COR")
  }

  /// Whether `line` starts with a TAF change group, which never starts a report (the TAF
  /// decoder's rule, `ChangeIndicator.startsTAFChangeGroup`).
  static func startsWithChangeGroup(_ line: UnsafeBufferPointer<UInt8>) -> Bool {
    var tokens = _TokenStream(line)
    guard let first = tokens.next() else { return false }
    return ChangeIndicator.startsTAFChangeGroup(tokens.bytes(first))
  }

  /// Whether a continuation-looking line actually begins a report of its own: a report-type
  /// word, or a station identifier followed by a `DDHHMMZ` time.
  static func startsLikeAReport(_ line: UnsafeBufferPointer<UInt8>) -> Bool {
    var tokens = _TokenStream(line)
    guard let first = tokens.next() else { return false }
    let word = tokens.bytes(first)
    if isReportWord(word) { return true }
    guard word.isStationIdentifier, let second = tokens.next() else { return false }
    return DayTime.decodeObservationTime(tokens.bytes(second)) != nil
  }
}
