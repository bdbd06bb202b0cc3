// The data-quality warnings of a TAF (`TAF.warnings`), raised as the groups are read: a change
// group whose time does not decode or is missing, a window outside the period of validity (WMO
// No. 306 FM 51: `FMYYGGgg`, `TTTTT YYGG/YeYeGeGe` and `PROB C2C2 YYGG/YeYeGeGe` divide
// `Y1Y1G1G1/Y2Y2G2G2`), and a forecast wind or visibility off its code form's steps (ICAO Annex
// 3, Appendix 5 1.2; the rules are ``DecodeWarning``'s).

extension TAFParser {
  /// Which of the values a warning may concern a forecast group holds.
  struct DecodedValues: OptionSet {
    let rawValue: UInt8
    static let wind = DecodedValues(rawValue: 1)
    static let visibility = DecodedValues(rawValue: 2)
    static let minimumVisibility = DecodedValues(rawValue: 4)
    static let all: DecodedValues = [.wind, .visibility, .minimumVisibility]
  }

  /// Adds the warnings of the values that `token` (`b`) has just added to a group's `conditions`
  /// (those not in `before`).
  mutating func warnOnNewValues(
    _ token: Token, _ b: _Bytes, _ conditions: WeatherConditions, before: DecodedValues, taf: inout TAF
  ) {
    if !before.contains(.wind), let wind = conditions.wind, DecodeWarning.windDirectionIsNotInTens(wind) {
      warn(.windDirectionNotInTens, token, taf: &taf)
    }
    if !before.contains(.wind), let wind = conditions.wind, DecodeWarning.gustIsNotAboveMean(wind) {
      warn(.gustNotAboveMeanSpeed, token, taf: &taf)
    }
    if !before.contains(.visibility), let visibility = conditions.visibility,
      DecodeWarning.visibilityIsOffReportingSteps(visibility)
    {
      warn(.visibilityOffReportingSteps, token, taf: &taf)
    }
    if !before.contains(.minimumVisibility), let minimum = conditions.minimumVisibility {
      if DecodeWarning.visibilityIsOffReportingSteps(minimum) { warn(.visibilityOffReportingSteps, token, taf: &taf) }
      if let visibility = conditions.visibility, DecodeWarning.minimumIsNotBelowPrevailing(minimum, visibility) {
        warn(.minimumVisibilityNotBelowPrevailing, token, taf: &taf)
      }
    }
  }

  /// Adds a warning for `token`: at its offset in the forecast, or, while a repair decodes its
  /// reading, at the offset of the token as sent (the text is then the group as read).
  mutating func warn(_ code: DecodeWarning.Code, _ token: Token, taf: inout TAF) {
    let text = stream.bytes(token).string
    taf.warnings.append(DecodeWarning(code: code, token: text, offset: repairOffset ?? token.offset))
  }

  /// Flags a change group whose start (an `FM` time when `to` is `nil`) or window lies outside the
  /// TAF's period of validity. Only times with days are compared; a month's length is not known
  /// from the TAF, so a group is flagged only when it lies outside for every length (28 to 31).
  mutating func warnIfOutsideValidity(from: DayTime, to: DayTime?, _ token: Token, taf: inout TAF) {
    guard let validity = taf.validity, let start = Self.hours(of: validity.from, since: validity.from, monthLength: 31)
    else { return }
    var outsideForEveryLength = true
    for monthLength in [28, 31] {
      guard let end = Self.hours(of: validity.to, since: validity.from, monthLength: monthLength),
        let groupStart = Self.hours(of: from, since: validity.from, monthLength: monthLength)
      else { return }
      var inside = groupStart >= start && groupStart <= end
      if inside, let to {
        guard let groupEnd = Self.hours(of: to, since: validity.from, monthLength: monthLength) else { return }
        inside = groupEnd >= groupStart && groupEnd <= end
      }
      if inside { outsideForEveryLength = false }
    }
    if outsideForEveryLength { warn(.changeGroupOutsideValidity, token, taf: &taf) }
  }

  /// Hours from the start of day `origin.day` to `time`, the day in the same month or the next
  /// (of `monthLength` days); `nil` when either has no day (old forms).
  private static func hours(of time: DayTime, since origin: DayTime, monthLength: Int) -> Int? {
    guard let day = time.day, let originDay = origin.day, (1...31).contains(day), (1...31).contains(originDay),
      (0...24).contains(time.hour)
    else { return nil }
    var days = day - originDay
    if days < 0 { days += monthLength }
    return days * 24 + time.hour
  }

  /// `FM` and six digits that are no day, hour and minute (`FM187200`, hour 72), or four digits
  /// that are no hour and minute (`FM2575`): a change group whose time does not decode.
  static func isUndecodableFrom(_ b: _Bytes) -> Bool {
    guard b.count == 8 || b.count == 6, b.hasPrefix("FM") else { return false }
    return b.dropFirst(2).isAllDigits && ChangeIndicator.decodeFrom(b) == nil
  }

  /// `ddhh/` and digits that are no window: FM 51's `YYGG/YeYeGeGe` with a time that does not
  /// decode (`1825/1903`, hour 25; `3218/3302`, day 32), its end cut short (`1015/1`, a truncated
  /// end hour) or too long (`1015/10170`, a five-digit end). The window is there but corrupt.
  static func isUndecodableWindow(_ b: _Bytes) -> Bool {
    guard b.count >= 6, b.count <= 10, b[4] == asciiSlash else { return false }
    return b.prefix(4).isAllDigits && b.dropFirst(5).isAllDigits && decodeValidity(b) == nil
  }

  /// `FCST NOT AVBL` or `FCST NOT AVAILABLE` from `b` (`FCST`) on: the office's statement that no
  /// forecast is available.
  mutating func isNotAvailableStatement(_ b: _Bytes) -> Bool {
    guard b.equals("FCST") else { return false }
    var lookahead = stream
    guard let not = lookahead.next(), lookahead.bytes(not).equals("NOT"), let word = lookahead.next() else {
      return false
    }
    let w = lookahead.bytes(word)
    return w.equals("AVBL") || w.equals("AVAILABLE")
  }
}

extension WeatherConditions {
  /// Which values a TAF warning may concern these conditions hold.
  var decodedValues: TAFParser.DecodedValues {
    var values: TAFParser.DecodedValues = []
    if wind != nil { values.insert(.wind) }
    if visibility != nil { values.insert(.visibility) }
    if minimumVisibility != nil { values.insert(.minimumVisibility) }
    return values
  }
}
