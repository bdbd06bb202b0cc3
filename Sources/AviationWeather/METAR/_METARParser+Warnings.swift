// The data-quality warnings of a METAR (`METAR.warnings`), found in one pass after the report is
// decoded: the decoded values are checked first, and only a value that breaks a rule of its code
// form (ICAO Annex 3; WMO No. 306 FM 15; FMH-1) has its token looked up again, so that a report
// without warnings costs a few comparisons and allocates nothing.

extension METARParser {
  /// Adds to ``extras`` a warning for each value of `metar` that breaks its code form's rules:
  /// the temperature group, the observation's wind and visibilities, and each trend's. Values are
  /// kept; called once, at the end of ``parse(into:)``.
  mutating func addWarnings(_ metar: METAR) {
    if let range = temperatureRange {
      if let dewPoint = metar.dewPoint {
        if let temperature = metar.temperature {
          if temperature.unit == dewPoint.unit, dewPoint.value > temperature.value {
            addWarning(.dewPointAboveTemperature, range)
          }
        } else {
          addWarning(.dewPointWithoutTemperature, range)
        }
      }
    }
    let bodyEnd = trendOffset ?? remarksOffset ?? buffer.count
    if Self.hasWarnings(metar.conditions) {
      _ = addWarnings(metar.conditions, from: 0, to: bodyEnd, metar)
    }
    if let trendOffset {
      let trendsEnd = remarksOffset.map { max($0, trendOffset) } ?? buffer.count
      var cursor = trendOffset
      for trend in metar.trends where Self.hasWarnings(trend.conditions) {
        cursor = addWarnings(trend.conditions, from: cursor, to: trendsEnd, metar)
      }
    }
    // In the order of the report.
    if let warnings = extras?.warnings, warnings.count > 1 {
      addExtra { $0.warnings.sort { $0.offset < $1.offset } }
    }
  }

  /// Whether `conditions` hold a value that a rule flags (no token is looked at).
  private static func hasWarnings(_ conditions: WeatherConditions) -> Bool {
    if let wind = conditions.wind, DecodeWarning.windDirectionIsNotInTens(wind) || DecodeWarning.gustIsNotAboveMean(wind) {
      return true
    }
    if let visibility = conditions.visibility, DecodeWarning.visibilityIsOffReportingSteps(visibility) { return true }
    if let minimum = conditions.minimumVisibility {
      if DecodeWarning.visibilityIsOffReportingSteps(minimum) || minimum.direction == nil { return true }
      if let visibility = conditions.visibility, DecodeWarning.minimumIsNotBelowPrevailing(minimum, visibility) {
        return true
      }
    }
    return false
  }

  /// Adds the warnings of `conditions`, whose tokens lie between `start` and `end`; returns the
  /// end of the last token found (where the next trend's tokens are looked for).
  private mutating func addWarnings(_ conditions: WeatherConditions, from start: Int, to end: Int, _ metar: METAR) -> Int {
    var last = start
    if let wind = conditions.wind, DecodeWarning.windDirectionIsNotInTens(wind) || DecodeWarning.gustIsNotAboveMean(wind),
      let range = locate(from: start, to: end, metar, { Self.isWind($0, wind) })
    {
      if DecodeWarning.windDirectionIsNotInTens(wind) { addWarning(.windDirectionNotInTens, range) }
      if DecodeWarning.gustIsNotAboveMean(wind) { addWarning(.gustNotAboveMeanSpeed, range) }
      last = max(last, range.upperBound)
    }
    guard let visibility = conditions.visibility else { return last }
    let prevailing = locate(from: start, to: end, metar) { Visibility.decodeMetric($0) == visibility }
    if DecodeWarning.visibilityIsOffReportingSteps(visibility), let prevailing {
      addWarning(.visibilityOffReportingSteps, prevailing)
    }
    if let prevailing { last = max(last, prevailing.upperBound) }
    guard let minimum = conditions.minimumVisibility,
      let range = locate(from: prevailing?.upperBound ?? start, to: end, metar, { Visibility.decodeMetric($0) == minimum })
    else { return last }
    if DecodeWarning.visibilityIsOffReportingSteps(minimum) { addWarning(.visibilityOffReportingSteps, range) }
    if DecodeWarning.minimumIsNotBelowPrevailing(minimum, visibility) {
      addWarning(.minimumVisibilityNotBelowPrevailing, range)
    }
    // FM 15's `VNVNVNVNDv` without `Dv` from a staffed station (an automatic one cannot tell the
    // direction; `0400//`, the direction sent as missing, is not located here and not flagged).
    if minimum.direction == nil, !metar.isAutomated { addWarning(.minimumVisibilityWithoutDirection, range) }
    return max(last, range.upperBound)
  }

  /// Whether `b` is the wind group `wind` was read from (`253012KT`, or estimated `E253012KT`).
  private static func isWind(_ b: _Bytes, _ wind: Wind) -> Bool {
    var decoded = Wind.decode(b)
    if decoded == nil, b.count > 1, b[0] == asciiE { decoded = Wind.decode(b.dropFirst(1)) }
    guard let decoded else { return false }
    return decoded.direction == wind.direction && decoded.speed == wind.speed && decoded.gust == wind.gust
  }

  /// The first token between `start` and `end` that `matches`; else the first repaired token
  /// there whose reading does (`253012KTS` read as `253012KT`): its text as sent.
  private func locate(
    from start: Int, to end: Int, _ metar: METAR, _ matches: (_Bytes) -> Bool
  ) -> Range<Int>? {
    var tokens = _TokenStream(buffer, from: start)
    while let token = tokens.next(), token.offset < end {
      if matches(tokens.bytes(token)) { return token.offset..<token.endOffset }
    }
    for repaired in extras?.repaired ?? [] where repaired.offset >= start && repaired.offset < end {
      let readAs = Array(repaired.readAs.utf8)
      let found = readAs.withUnsafeBufferPointer { bytes in
        var pieces = _TokenStream(bytes)
        while let piece = pieces.next() {
          if matches(pieces.bytes(piece)) { return true }
        }
        return false
      }
      if found { return repaired.offset..<(repaired.offset + repaired.text.utf8.count) }
    }
    return nil
  }

  /// Adds a warning for the token at `range` of the report.
  private mutating func addWarning(_ code: DecodeWarning.Code, _ range: Range<Int>) {
    let lower = min(max(range.lowerBound, 0), buffer.count)
    let upper = min(max(range.upperBound, lower), buffer.count)
    let text = String(decoding: UnsafeBufferPointer(rebasing: buffer[lower..<upper]), as: UTF8.self)
    addExtra { $0.warnings.append(DecodeWarning(code: code, token: text, offset: lower)) }
  }
}
