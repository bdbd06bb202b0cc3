/// The keywords that start a change of conditions, read in one place for the METAR trend, the TAF
/// parser and the groups that end where a trend starts: the words `NOSIG`, `BECMG`, `TEMPO` and
/// `INTER`, the probability `PROB30`/`PROB40`, and the times `FMddhhmm`, `FMhhmm`, `TLhhmm`, `AThhmm`.
///
/// Which of them a report accepts is the report's rule: a METAR trend starts at one of the words,
/// a TAF change group at a word other than `NOSIG`, at `PROBnn` or at `FM…`.
enum ChangeIndicator: Equatable {
  /// `NOSIG`: no significant change.
  case noSignificantChange
  /// `BECMG`: becoming.
  case becoming
  /// `TEMPO`: temporarily.
  case temporary
  /// `INTER`: intermittently (Australia).
  case intermittent

  /// Reads `NOSIG`, `BECMG`, `TEMPO` or `INTER`; `nil` for any other token.
  static func decode(_ b: _Bytes) -> ChangeIndicator? {
    if b.equals("NOSIG") { return .noSignificantChange }
    if b.equals("BECMG") { return .becoming }
    if b.equals("TEMPO") { return .temporary }
    if b.equals("INTER") { return .intermittent }
    return nil
  }

  /// Whether `b` starts a TAF change group, the TAF's rule: `FMddhhmm`/`FMhhmm`, `BECMG`,
  /// `TEMPO`, `INTER` or `PROBnn` (not `NOSIG`, which only a METAR trend has).
  static func startsTAFChangeGroup(_ b: _Bytes) -> Bool {
    if let indicator = decode(b) { return indicator != .noSignificantChange }
    return decodeProbability(b) != nil || decodeFrom(b) != nil
  }

  /// Reads `PROBnn` (`PROB30` → 30); `nil` for any other token.
  static func decodeProbability(_ b: _Bytes) -> Int? {
    guard b.count == 6, b.hasPrefix("PROB") else { return nil }
    return b.digits(at: 4, width: 2)
  }

  /// Reads a TAF's `FMddhhmm` (day 1 to 31) or `FMhhmm`; `nil` for any other token.
  static func decodeFrom(_ b: _Bytes) -> DayTime? {
    if b.count == 8, b.hasPrefix("FM"), let day = b.digits(at: 2, width: 2), (1...31).contains(day),
      let time = DayTime.decodeHourMinute(b, at: 4)
    {
      return DayTime(day: day, hour: time.hour, minute: time.minute)
    }
    if b.count == 6, b.hasPrefix("FM"), let time = DayTime.decodeHourMinute(b, at: 2) {
      return time
    }
    return nil
  }

  /// Which time of a trend a `FMhhmm`, `TLhhmm` or `AThhmm` group gives.
  enum TimeMark {
    /// `FMhhmm`: from.
    case from
    /// `TLhhmm`: until.
    case until
    /// `AThhmm`: at.
    case at
  }

  /// Whether `word` is a time mark's letters alone, `FM`, `TL` or `AT`: sent with a space before
  /// its time (`TEMPO FM 1500`), where FM 15 has one group, `TTGGgg` ("a time group (hours and
  /// minutes UTC) preceded by one of the letter indicators FM (from), TL (until), AT (at)", as the
  /// UK AIP GEN 3.5 puts it). The number after it is that time, never a visibility.
  static func isTimeMarkWord<Word: Collection>(_ word: Word) -> Bool where Word.Element == UInt8 {
    guard word.count == 2, let first = word.first, let second = word.dropFirst().first else { return false }
    switch (first, second) {
    case (asciiF, asciiM), (asciiT, asciiL), (asciiA, asciiT): return true
    default: return false
    }
  }

  /// Whether `token` (of `buffer`) is four digits sent straight after a lone `FM`, `TL` or `AT`
  /// left unparsed, `last` (`TEMPO FM 2500`, or `FM 1500` when repairs are off): the station's
  /// time, not read as one, and never a visibility; it stays unparsed with its letters.
  /// `last` is asked for only when `token` has four bytes: the check costs one comparison on
  /// every other token of the hot path, and nothing is copied.
  static func isTimeAfterLoneMark(
    _ token: Token, in buffer: UnsafeBufferPointer<UInt8>, after last: @autoclosure () -> UnparsedToken?
  ) -> Bool {
    guard token.length == 4, let last = last(), isTimeMarkWord(last.text.utf8) else { return false }
    let lastEnd = last.offset &+ last.text.utf8.count
    guard last.offset >= 0, lastEnd < token.offset, token.offset <= buffer.count &- 4 else { return false }
    for offset in lastEnd..<token.offset where !Tokenizer.isSeparator(buffer[offset]) { return false }
    for offset in token.offset..<(token.offset &+ 4) where !buffer[offset].isASCIIDigit { return false }
    return true
  }

  /// Reads a trend's `FMhhmm`, `TLhhmm` or `AThhmm`; `nil` for any other token.
  static func decodeTimeMark(_ b: _Bytes) -> (mark: TimeMark, time: DayTime)? {
    guard b.count == 6, let time = DayTime.decodeHourMinute(b, at: 2) else { return nil }
    if b.matches("FM", at: 0) { return (.from, time) }
    if b.matches("TL", at: 0) { return (.until, time) }
    if b.matches("AT", at: 0) { return (.at, time) }
    return nil
  }
}
