// The Bureau of Meteorology's trend forecast (TTF) after the remarks: where it starts, and
// when `FMhhmm` starts a trend of its own.

extension METARParser {
  /// Where a trend starts after `RMK`, when one does: the Bureau of Meteorology's trend forecast
  /// (TTF) follows the remarks (`… Q1020 RMK RF00.8/001.8 FM2200 32005KT 9999 NSW BKN008`), with
  /// `FMhhmm` and a wind group, or `INTER`/`TEMPO` and a period `hhmm/hhmm`. Only asked of an
  /// Australian station's report (``followsBureauPractice``): the TTF is the Bureau's national
  /// practice (BoM, "Aeronautical Services Handbook" and the published TTF form: a TTF "is
  /// appended to" the METAR/SPECI), and another country's remarks (`RMK AO2 WSHFT 1130 FM1200
  /// 27010KT SLP132`, FMH-1 12.7) hold no trend.
  static func trendAfterRemarks(in buffer: UnsafeBufferPointer<UInt8>, from offset: Int) -> Int? {
    var tokens = _TokenStream(buffer, from: offset)
    while let token = tokens.next() {
      let b = tokens.bytes(token)
      guard b.count == 5 || b.count == 6, let next = tokens.peek() else { continue }
      let after = tokens.bytes(next)
      if b.count == 6, let (mark, _) = ChangeIndicator.decodeTimeMark(b), mark == .from, Wind.decode(after) != nil {
        return token.offset
      }
      if b.equals("INTER") || b.equals("TEMPO"), after.count == 9, after[4] == asciiSlash,
        DayTime.decodeHourMinute(after, at: 0) != nil, DayTime.decodeHourMinute(after, at: 5) != nil
      {
        return token.offset
      }
    }
    return nil
  }

  /// Whether `FMhhmm` starts a trend of its own after `trends`, the Australian trend forecast's
  /// rule (the Bureau of Meteorology's TTF, where `FM` starts a change of the whole forecast and
  /// `INTER`/`TEMPO hhmm/hhmm` fluctuations within it): as the first trend, after another `FM`
  /// trend, or after an `INTER` or `TEMPO` period (`TEMPO 1130/1300 3000 SHRA FM1300 27010KT`: the
  /// `FM` ends the TEMPO). FM 15 (15.14.1) has `FM` only after `BECMG` or `TEMPO`, where it is
  /// their start time; only an Australian station's report is read this way
  /// (``followsBureauPractice``).
  static func startsFromTrend(after trends: [Trend]) -> Bool {
    guard let last = trends.last else { return true }
    if last.kind == .temporary, last.from != nil, last.until != nil, last.at == nil { return true }
    return last.from != nil && (last.kind == .intermittent || trends.contains { $0.kind == .from })
  }
}
