// The header's repairs and checks: a header sent twice, a time without its `Z`, and whether the
// groups after the header start where FM 15 puts them.

extension METARParser {
  /// Skips the header sent again after the report's own (`EXXX 101200Z EXXX 101200Z …`,
  /// `EXXX 101200Z METAR EXXX 101200Z …`: a header repeated when bulletins are joined, as
  /// `METAR METAR` is): the same station and the same day-time token, perhaps after the report's
  /// word. Anything else (another station, another time) is left to be read, or left unparsed.
  mutating func skipRepeatedHeader(station: _Bytes, time: Token?) {
    guard let time else { return }
    let timeBytes = stream.bytes(time)
    var lookahead = stream
    guard var next = lookahead.next() else { return }
    var b = lookahead.bytes(next)
    if b.equals("METAR") || b.equals("SPECI") {
      guard let after = lookahead.next() else { return }
      next = after
      b = lookahead.bytes(next)
    }
    guard b.count == station.count, (0..<b.count).allSatisfy({ b[$0] == station[$0] }), let repeated = lookahead.next()
    else { return }
    let r = lookahead.bytes(repeated)
    guard r.count == timeBytes.count, (0..<r.count).allSatisfy({ r[$0] == timeBytes[$0] }) else { return }
    stream = lookahead
  }

  /// `ddhhmm` right after the station, with its `Z` left out, when repairs are on and a wind group
  /// (perhaps after `AUTO` or `COR`) follows it: the observation time (FM 15's `YYGGggZ`).
  func timeWithoutZ(_ token: Token) -> DayTime? {
    guard options.repairs || options.isStrict, token.length == 6,
      let time = DayTime.decodeObservationTime(stream.bytes(token), requireZ: false)
    else { return nil }
    var lookahead = stream
    _ = lookahead.next()
    return Self.windFollows(in: &lookahead) ? time : nil
  }

  /// Whether the groups after the header start where FM 15 puts them: a wind group (perhaps after
  /// a time sent without its `Z`, `AUTO` or `COR`), or `NIL`.
  func hasWindInPlace() -> Bool {
    var lookahead = stream
    if let next = lookahead.peek(), next.length == 6,
      DayTime.decodeObservationTime(lookahead.bytes(next), requireZ: false) != nil
    {
      _ = lookahead.next()
    }
    return Self.windFollows(in: &lookahead)
  }

  /// Whether the next group of `tokens`, after any `AUTO` and `COR`, is a wind group (`31012KT`,
  /// `/////KT`, `VRB02KT`, estimated `E31012KT`, missing `/////`) or `NIL`. Reads the tokens.
  static func windFollows(in tokens: inout _TokenStream) -> Bool {
    while let token = tokens.next() {
      let b = tokens.bytes(token)
      if b.equals("AUTO") || b.equals("COR") { continue }
      if b.equals("NIL") || b.equals("/////") || Wind.decode(b) != nil { return true }
      return b.count > 1 && b[0] == asciiE && Wind.decode(b.dropFirst(1)) != nil
    }
    return false
  }
}
