extension METAR {
  /// Decodes a METAR or SPECI.
  ///
  /// - Parameters:
  ///   - text: One report, with or without the leading `METAR`/`SPECI` word and trailing `=`.
  ///   - options: ``DecodingOptions/lenient`` (default) keeps unknown tokens in ``unparsed``;
  ///     ``DecodingOptions/strict`` throws on the first one.
  /// - Throws: ``DecodeError`` for empty input, input that is not a report, or (strict) an unknown token.
  public init(_ text: String, options: DecodingOptions = .lenient) throws(DecodeError) {
    self.raw = text
    self.kind = .metar
    self.station = ""
    self.time = nil
    self.isAutomated = false
    self.isCorrected = false
    self.isNil = false
    self.conditions = WeatherConditions()
    self.temperature = nil
    self.dewPoint = nil
    self.altimeter = nil
    self.qnh = nil
    self.trends = []
    self.remarksBox = nil
    self.extrasBox = nil
    // Decode straight into `self`: a METAR is a few hundred bytes, and copying it is the
    // largest cost of a decode after the decoding itself.
    try withUTF8Bytes(of: text) { (bytes) throws(DecodeError) in
      var parser = METARParser(buffer: bytes, raw: text, options: options)
      try parser.parse(into: &self)
    }
  }

  /// Decodes a METAR from UTF-8 bytes (invalid UTF-8 is kept, repaired, in ``raw``).
  public init(utf8 bytes: [UInt8], options: DecodingOptions = .lenient) throws(DecodeError) {
    try self.init(String(decoding: bytes, as: UTF8.self), options: options)
  }
}

/// Reads a METAR's tokens in order: header, body, trends, remarks.
struct METARParser {
  let buffer: UnsafeBufferPointer<UInt8>
  let raw: String
  let options: DecodingOptions
  var stream: _TokenStream
  /// Set once the temperature group (even an all-missing `/////`) has been read.
  var sawTemperatureGroup = false
  /// The groups most reports do not have, boxed into the METAR at the end; `nil` until one is
  /// decoded, so that the common report does not create (and destroy) their nine empty arrays.
  var extras: _METARExtras?
  /// End offset of the last colour state read, once one has been (the observation body ends there).
  var colorStateEnd: Int?
  /// Set once any group after the station has been decoded.
  var decodedAnything = false
  /// Offset of the `RMK` token (or of the glued `RMK/…` token), once read.
  var remarksOffset: Int?
  /// Offset of the token that starts the first trend, once read (for a repaired token, the
  /// token as sent: see ``repair(_:into:)``).
  var trendOffset: Int?
  /// Where the temperature group is, once read (for a repaired token, the token as sent).
  var temperatureRange: Range<Int>?
  /// Where the report turned into plain-language text after its temperature group (`… Q1010 CB
  /// AND RA TO N + NE`), once it has: the tokens from there to `RMK`, a trend or the end are text,
  /// not groups (``separatePlainLanguage()`` keeps them whole).
  var plainTextStart: Int?
  /// Set while the tokens read are plain-language text (from ``plainTextStart``).
  var isInPlainText = false
  /// Where the plain-language text that started at ``plainTextStart`` ended, once it has: at a
  /// group that decodes out of its place (`VIS REDUCED R27/0800N`: the RVR, unparsed), at a group
  /// read in its place after the text (`Q1013`, `WS R27`, a runway state), or at a trend.
  var plainTextEnd: Int?
  /// Set when the station is Australian (its location indicator starts with `Y`, ICAO Doc 7910):
  /// only then are the Bureau of Meteorology's trend forms read (``startsFromTrend(after:)``,
  /// ``trendAfterRemarks(in:from:)``).
  var followsBureauPractice = false
  /// The number of trends when the last one was ended by an `FMhhmm` it could not take
  /// (`TEMPO 1130/1300 3000 SHRA FM1300 27010KT`, `NOSIG FM1200 27010KT`): while it is still
  /// `metar.trends.count`, no group is read into the last trend. `0` after an `FMhhmm` that
  /// follows the observation of a station not of the Bureau's practice: the groups after it are
  /// neither the observation's nor a trend's (`… Q1012 FM0400 20012KT -SHRA`).
  var endedTrendCount = -1
  /// Set once a token after the temperature group has been left unread: only the first such
  /// token may start plain-language text (``textFollows(from:)``).
  var sawUnparsedAfterBody = false
  /// How many more unrecognised tokens may be tried for repairs: bounds the work on a long run of
  /// garbage, where every token would otherwise be tried at every split point.
  var repairsLeft = 8
  /// How many more repairs may be checked against the rest of the report (``restReadsAsWell(after:_:before:)``
  /// decodes the rest twice, and each decode copies the arrays it changes): bounds the repair
  /// work per report by a constant (Benchmarks/README.md, "Allocation bounds"). A repair that
  /// cannot be checked is not made: the token stays unparsed.
  var restChecksLeft = 2

  init(buffer: UnsafeBufferPointer<UInt8>, raw: String, options: DecodingOptions) {
    self.buffer = buffer
    self.raw = raw
    self.options = options
    self.stream = _TokenStream(buffer)
  }

  private func error(_ code: DecodeError.Code, _ token: Token?) -> DecodeError {
    guard let token else { return DecodeError(code: code, token: "", offset: buffer.count, report: raw) }
    return DecodeError(code: code, token: stream.bytes(token).string, offset: token.offset, report: raw)
  }

  mutating func parse(into metar: inout METAR) throws(DecodeError) {
    guard var token = stream.next() else { throw error(.emptyInput, nil) }
    var kind = METAR.Kind.metar
    var isCorrected = false
    var b = stream.bytes(token)
    if b.equals("METAR") || b.equals("SPECI") {
      kind = b.equals("SPECI") ? .speci : .metar
      guard let next = stream.next() else { throw error(.truncatedReport, nil) }
      token = next
      b = stream.bytes(token)
      // The report's word sent twice (`METAR METAR EGLL …`, a header repeated when bulletins are
      // joined): one header.
      if b.equals(kind == .speci ? "SPECI" : "METAR") {
        guard let next = stream.next() else { throw error(.truncatedReport, nil) }
        token = next
        b = stream.bytes(token)
      }
    } else if b.equals("TAF") {
      throw error(.wrongReportType, token)
    }
    if b.equals("COR") {
      isCorrected = true
      guard let next = stream.next() else { throw error(.truncatedReport, nil) }
      token = next
      b = stream.bytes(token)
    }
    guard b.isStationIdentifier else { throw error(.notAWeatherReport, token) }
    let stationToken = token
    followsBureauPractice = b[0] == asciiY
    metar.kind = kind
    metar.station = b.string
    metar.isCorrected = isCorrected
    if let next = stream.peek(), stream.bytes(next).equals("COR") {
      metar.isCorrected = true
      _ = stream.next()
    }
    var timeToken: Token?
    if let next = stream.peek(), let time = DayTime.decodeObservationTime(stream.bytes(next)) {
      metar.time = time
      decodedAnything = true
      timeToken = next
      _ = stream.next()
    } else if let next = stream.peek(), let time = timeWithoutZ(next) {
      // `SXXX 151200 09006KT …`: the time sent without its `Z`, read as the time (a repair);
      // strict decoding names it, and without repairs it stays unparsed.
      if options.isStrict { throw error(.unexpectedToken, next) }
      let text = stream.bytes(next).string
      addExtra { $0.repaired.append(RepairedToken(text: text, offset: next.offset, readAs: text + "Z", reason: .timeWithoutZ)) }
      metar.time = time
      decodedAnything = true
      _ = stream.next()
    }
    skipRepeatedHeader(station: stream.bytes(stationToken), time: timeToken)
    // FM 15 puts the day and time after the station, then the wind (`AUTO` or `COR` may come
    // between). A "report" with neither in place (`KXYZ 1234 garbage`) is no report: no number
    // in it is read as a visibility.
    if metar.time == nil, !hasWindInPlace() {
      throw error(.missingTimeAndWind, stream.peek())
    }

    var sawUnparsed = false
    tokens: while let token = stream.next() {
      // `TEMPO FM 2500`: four digits after a lone time mark are its time, never a visibility.
      // `VC RA`: a weather group after a lone `VC` is no weather at the station.
      let isTimeAfterLoneMark =
        ChangeIndicator.isTimeAfterLoneMark(token, in: buffer, after: extras?.unparsed.last)
        || WeatherGroup.followsLoneVicinity(token, in: buffer, after: extras?.unparsed.last)
      var claimed = isTimeAfterLoneMark ? .unclaimed : claim(token, into: &metar)
      if case .unclaimed = claimed {
        if options.isStrict { throw error(.unexpectedToken, token) }
        if options.repairs, repairsLeft > 0, !isTimeAfterLoneMark, !isInPlainText {
          repairsLeft -= 1
          claimed = repair(token, into: &metar)
        }
      }
      if case .unclaimed = claimed, !isInPlainText, sawTemperatureGroup, plainTextStart == nil, !sawUnparsedAfterBody {
        sawUnparsedAfterBody = true
        // After the observation, a group no decoder reads with a word of text at or after it:
        // the report turns into text here (`Q1010 CB AND RA TO N + NE`, `INFO M RWY14`), up
        // to `RMK` or a trend; no group in it is read (not `RA`, not `M`, not a number). Inside a
        // trend no text starts: a word there (`TEMPO 2000 SHRA HVY SCT006`) is an unparsed token
        // of the trend, and the trend's groups after it are read.
        if metar.trends.isEmpty, endedTrendCount != 0, textFollows(from: token) {
          isInPlainText = true
          plainTextStart = token.offset
        }
      }
      switch claimed {
      case .claimed:
        continue
      case .remarks(let start):
        remarksOffset = token.offset
        decodedAnything = true
        guard sawTemperatureGroup, followsBureauPractice, let trendStart = Self.trendAfterRemarks(in: buffer, from: start)
        else {
          metar.remarks = Remarks.decode(buffer, from: start)
          break tokens
        }
        // An Australian trend after the remarks: the remarks end where it starts.
        metar.remarks = Remarks.decode(UnsafeBufferPointer(rebasing: buffer[..<trendStart]), from: start)
        stream = _TokenStream(buffer, from: trendStart)
      case .unclaimed:
        let unparsed = UnparsedToken(text: stream.bytes(token).string, offset: token.offset)
        addExtra { $0.unparsed.append(unparsed) }
        sawUnparsed = true
      }
    }
    guard decodedAnything else {
      throw error(.notAWeatherReport, stationToken)
    }
    if sawUnparsed { separatePlainLanguage() }
    addWarnings(metar)
    if let extras { metar.extrasBox = _METARExtrasBox(extras) }
  }

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

  /// Skips the header sent again after the report's own (`EXXX 101200Z EXXX 101200Z …`,
  /// `EXXX 101200Z METAR EXXX 101200Z …`: a header repeated when bulletins are joined, as
  /// `METAR METAR` is): the same station and the same day-time token, perhaps after the report's
  /// word. Anything else (another station, another time) is left to be read, or left unparsed.
  private mutating func skipRepeatedHeader(station: _Bytes, time: Token?) {
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
  private func timeWithoutZ(_ token: Token) -> DayTime? {
    guard options.repairs || options.isStrict, token.length == 6,
      let time = DayTime.decodeObservationTime(stream.bytes(token), requireZ: false)
    else { return nil }
    var lookahead = stream
    _ = lookahead.next()
    return Self.windFollows(in: &lookahead) ? time : nil
  }

  /// Whether the groups after the header start where FM 15 puts them: a wind group (perhaps after
  /// a time sent without its `Z`, `AUTO` or `COR`), or `NIL`.
  private func hasWindInPlace() -> Bool {
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
  private static func windFollows(in tokens: inout _TokenStream) -> Bool {
    while let token = tokens.next() {
      let b = tokens.bytes(token)
      if b.equals("AUTO") || b.equals("COR") { continue }
      if b.equals("NIL") || b.equals("/////") || Wind.decode(b) != nil { return true }
      return b.count > 1 && b[0] == asciiE && Wind.decode(b.dropFirst(1)) != nil
    }
    return false
  }

  /// What ``claim(_:into:)`` made of a token.
  enum Claim {
    /// The token was decoded into the report.
    case claimed
    /// The token starts the remarks, whose text starts at this offset.
    case remarks(Int)
    /// No decoder recognised the token.
    case unclaimed
  }

  /// Decodes one token (and any it needs after it) into `metar`: a trend's start or group, a
  /// group of the observation body, or `RMK`.
  @inline(__always)
  mutating func claim(_ token: Token, into metar: inout METAR) -> Claim {
    let b = stream.bytes(token)
    if b.equals("RMK") { return .remarks(token.endOffset) }
    if isInPlainText {
      // Text goes on to `RMK` or a trend's keyword (also the Bureau's `FMhhmm`), or to a group
      // that FM 15 puts after the pressure, read in its place (`CB AND TS TO N Q1013`).
      if let claimed = claimAfterText(token, b, into: &metar) { return claimed }
      if Trend.decodeKind(b) == nil, !isBureauFromTrend(b, metar.trends) { return .unclaimed }
      isInPlainText = false
      if plainTextEnd == nil { plainTextEnd = token.offset }
    }
    if b.count == 6, sawTemperatureGroup, followsBureauPractice, let (mark, time) = ChangeIndicator.decodeTimeMark(b),
      mark == .from, Self.startsFromTrend(after: metar.trends)
    {
      // `… 24/15 Q1012 FM0400 20012KT …`: a time mark after the observation with no change
      // indicator for it starts a trend of its own (the Australian form).
      if metar.trends.isEmpty { trendOffset = token.offset }
      metar.trends.append(Trend(kind: .from, from: time))
      decodedAnything = true
      return .claimed
    }
    if b.count == 6, sawTemperatureGroup, metar.trends.isEmpty, let (mark, _) = ChangeIndicator.decodeTimeMark(b),
      mark == .from
    {
      // `FMhhmm` after the observation, no trend before it, outside the Bureau's practice: FM 15
      // has no such trend (15.14.1 writes `BECMG FMhhmm`); what follows is not the observation.
      endedTrendCount = 0
      return .unclaimed
    }
    if let kind = Trend.decodeKind(b) {
      if metar.trends.isEmpty { trendOffset = token.offset }
      if kind == .noSignificantChange, metar.trends.isEmpty {
        // A lone `NOSIG` (most trends): share one array instead of allocating one per report.
        // Anything decoded into it later copies it first (copy on write).
        metar.trends = Trend.noSignificantChangeOnly
      } else {
        metar.trends.append(Trend(kind: kind))
      }
      decodedAnything = true
      return .claimed
    }
    if metar.trends.isEmpty, endedTrendCount == 0 { return .unclaimed }
    // Trend groups are decoded in place in the last element of `metar.trends`. `NOSIG` stands
    // alone (FM 15 15.14.1: "no significant change"): it takes no time and no group
    // (`NOSIG FM1200 27010KT` is no NOSIG with a wind).
    if !metar.trends.isEmpty {
      let last = metar.trends.count - 1
      let isNoSignificantChange = metar.trends[last].kind == .noSignificantChange
      let isEnded = endedTrendCount == metar.trends.count
      if !isNoSignificantChange, !isEnded,
        metar.trends[last].claimTime(b) || metar.trends[last].conditions.claim(token, &stream)
      {
        return .claimed
      }
      // An `FMhhmm` the trend cannot take (it has its start, or is `NOSIG`) starts a change that
      // FM 15 writes `BECMG FMhhmm` (15.14.1): the groups after it are not the trend's. It ends
      // the trend, and they stay unparsed (for an Australian station it starts a trend, above).
      if !isEnded, b.count == 6, let (mark, _) = ChangeIndicator.decodeTimeMark(b), mark == .from {
        endedTrendCount = metar.trends.count
        return .unclaimed
      }
      if !isEnded, metar.trends[last].colorState == nil, let color = ColorState.decode(b) {
        metar.trends[last].colorState = color
        return .claimed
      }
      // A pressure belongs to the observation (trends forecast none) when the observation has
      // none in that unit and it agrees with the one in the other unit: `BECMG RA BKN015CB Q1023`,
      // sent after the trend of a report whose remarks hold A3020.
      if b[0] == asciiQ || b[0] == asciiA, let (unit, value) = TemperatureGroup.decodePressure(b), let value {
        if unit == .hectopascals, metar.qnh == nil, metar.altimeter.map({ METAR.settingsAgree(value, $0) }) ?? true {
          metar.qnh = value
          return .claimed
        }
        if unit == .inchesOfMercury, metar.altimeter == nil, metar.qnh.map({ METAR.settingsAgree($0, value) }) ?? true {
          metar.altimeter = value
          return .claimed
        }
      }
      // Runway states belong to the observation even when sent after the trend; so do cloud and
      // weather locations after `NOSIG` (`NOSIG VCSH-NE`), which forecasts nothing. After `TEMPO`
      // or `BECMG` a location may be part of the forecast: it stays unparsed.
      if let state = RunwayState.decode(b) {
        addExtra { $0.runwayStates.append(state) }
        return .claimed
      }
      guard metar.trends[last].kind == .noSignificantChange else { return .unclaimed }
      return claimLocation(b) ? .claimed : .unclaimed
    }
    if claimBody(token, b, into: &metar) {
      decodedAnything = true
      return .claimed
    }
    return .unclaimed
  }

  /// Adds a group to ``extras``, creating them on first use.
  mutating func addExtra(_ change: (inout _METARExtras) -> Void) {
    var added = extras ?? _METARExtras()
    extras = nil  // `added` is then the only reference to its arrays: no copy on append.
    change(&added)
    extras = added
  }

  /// Claims a token of the observation body.
  private mutating func claimBody(_ token: Token, _ b: _Bytes, into metar: inout METAR) -> Bool {
    // A colour state ends a military observation: wind, visibility, weather and sky groups after
    // it are a forecast sent without a change indicator (Dutch `… Q1009 REDZ YLO 23010KT 4000 BR
    // DZ …`), not the observation: they start a trend of unindicated kind, when they follow the
    // colour state directly (`AMB TTEMPO 0400 …` is a misspelt trend, not one without indicator).
    if let colorStateEnd {
      // Only once the observation is complete (temperature and pressure read): a colour state
      // amid the body (`23014KT BLU 9999`) leaves the groups after it unparsed.
      var forecast = Trend(kind: .unindicated)
      if sawTemperatureGroup, metar.qnh != nil || metar.altimeter != nil,
        onlySeparators(from: colorStateEnd, to: token.offset), forecast.conditions.claim(token, &stream)
      {
        metar.trends.append(forecast)
        trendOffset = token.offset
        return true
      }
    } else if metar.conditions.claim(token, &stream, isAutomated: metar.isAutomated, isObservation: true) {
      return true
    }
    switch b.count {
    case 3:
      if b.equals("NIL") {
        metar.isNil = true
        return true
      }
      if b.equals("COR") || (b.matches("CC", at: 0) && b[2].isASCIIUppercase) {
        metar.isCorrected = true
        return true
      }
      if b.equals("RTD") { return true }
    case 4:
      if b.equals("AUTO") {
        metar.isAutomated = true
        return true
      }
    default:
      break
    }
    let first = b[0]
    // `FEW` alone: a layer whose height was not reported, in a US report that marks its missing
    // values with `M` (`7SM FEW MM/MM`). Anywhere else a lone cover is a cut or split group
    // (`FEW 018CB`, `SCT BKN040`) and is not read as a layer.
    if !sawTemperatureGroup, b.count == 3, let cover = Self.coverWithoutHeight(b), let next = stream.peek(),
      Self.isUSMissingMark(stream.bytes(next))
    {
      metar.conditions.sky.append(SkyCondition(cover: cover))
      return true
    }
    if b.isAllSlashes() || b.equals("M") {
      // A group reported as missing (`///`, `/////`, US `M`): nothing to keep.
      return true
    }
    if !sawTemperatureGroup, first == asciiR, b.count >= 4, b.count <= 11, b.isAllSlashes(1, b.count) {
      // `R/////`: an RVR group (FM 15 15.7, `RDRDR/VRVRVRVRi`) with its runway and value sent as
      // missing, FM 15's solidi for an element not reported: nothing to keep.
      return true
    }
    if first == asciiR, extras?.rainfall == nil, let rainfall = Rainfall.decode(b) {
      addExtra { $0.rainfall = rainfall }
      return true
    }
    if first == asciiR {
      if let rvr = RunwayVisualRange.decode(b) {
        addExtra { $0.runwayVisualRanges.append(rvr) }
        return true
      }
      if let state = RunwayState.decode(b) {
        addExtra { $0.runwayStates.append(state) }
        return true
      }
      if b.count >= 4, b.matches("RE", at: 0), let recent = WeatherGroup.decode(b.dropFirst(2)) {
        addExtra { $0.recentWeather.append(recent) }
        return true
      }
    }
    if first == asciiA || first == asciiQ, let pressure = TemperatureGroup.decodePressure(b) {
      if pressure.unit == .inchesOfMercury, metar.altimeter == nil {
        metar.altimeter = pressure.value
        return true
      }
      if pressure.unit == .hectopascals, metar.qnh == nil {
        metar.qnh = pressure.value
        return true
      }
    }
    if first == asciiQ, metar.qnh == nil, let pair = TemperatureGroup.decodeQNHWithTenthsOrInches(b),
      pair.altimeter == nil || metar.altimeter == nil
    {
      metar.qnh = pair.qnh
      if let altimeter = pair.altimeter { metar.altimeter = altimeter }
      return true
    }
    if !sawTemperatureGroup,
      first.isASCIIDigit || first == asciiM || first == asciiSlash || first == asciiX,
      let pair = TemperatureGroup.decode(b)
    {
      metar.temperature = pair.temperature
      metar.dewPoint = pair.dewPoint
      sawTemperatureGroup = true
      temperatureRange = token.offset..<token.endOffset
      return true
    }
    if first == asciiQ, extras?.qfe == nil, let qfe = decodeQFE(b) {
      addExtra { $0.qfe = qfe }
      return true
    }
    if first == asciiW, extras?.seaState == nil, let sea = SeaState.decode(b) {
      addExtra { $0.seaState = sea }
      return true
    }
    if first.isASCIIDigit || first == asciiS, let state = RunwayState.decode(b) {
      addExtra { $0.runwayStates.append(state) }
      return true
    }
    if claimLocation(b) { return true }
    // Cloud layers by oktas, genus and base after the observation (Nicaraguan `2AC080`); a
    // weather code in the genus's place (`2RA080`) is no layer.
    if sawTemperatureGroup, first.isASCIIDigit, Remarks.CloudTypeAmount.isCloudGenus(b.slice(1, b.count - 3)),
      let cloud = Remarks.CloudTypeAmount.decodeWithHeight(b)
    {
      addExtra { $0.cloudTypes.append(cloud) }
      return true
    }
    if let color = ColorState.decode(b) {
      addExtra { $0.colorStates.append(color) }
      colorStateEnd = token.endOffset
      return true
    }
    return false
  }

  /// Claims a cloud location (`CB/NE/W`) or a weather location (`VCSH-NE`, `PCPN N W`): notes sent
  /// after the observation's groups, or after its trend.
  private mutating func claimLocation(_ b: _Bytes) -> Bool {
    if b[0] == asciiC || b[0] == asciiT, let location = CloudLocation.claim(b, &stream) {
      addExtra { $0.cloudLocations.append(location) }
      return true
    }
    if let location = WeatherLocation.claim(b, &stream) {
      addExtra { $0.weatherLocations.append(location) }
      return true
    }
    return false
  }

  /// `M`, `M/M` or `MM/MM`: a US report's marks for values not reported.
  private static func isUSMissingMark(_ b: _Bytes) -> Bool {
    b.equals("M") || b.equals("M/M") || b.equals("MM/MM")
  }

  /// `FEW`, `SCT`, `BKN` or `OVC` as a whole token.
  private static func coverWithoutHeight(_ b: _Bytes) -> SkyCover? {
    if b.equals("FEW") { return .few }
    if b.equals("SCT") { return .scattered }
    if b.equals("BKN") { return .broken }
    if b.equals("OVC") { return .overcast }
    return nil
  }

  /// `QFE871.6`, `QFE774/3`, or `QFE` followed by `871.6` (hPa, tenths after `.` or `/`).
  private mutating func decodeQFE(_ b: _Bytes) -> Pressure? {
    guard b.hasPrefix("QFE") else { return nil }
    if b.count > 3 { return Self.decodeTenths(b.dropFirst(3)) }
    guard let next = stream.peek(), let value = Self.decodeTenths(stream.bytes(next)) else { return nil }
    _ = stream.next()
    return value
  }

  /// `ddd.d` or `ddd/d` (3–4 whole digits) as hectopascals.
  private static func decodeTenths(_ b: _Bytes) -> Pressure? {
    guard b.count >= 5, b.count <= 6, b[b.count - 2] == asciiDot || b[b.count - 2] == asciiSlash,
      let whole = b.digits(at: 0, width: b.count - 2), let tenth = b.digits(at: b.count - 1, width: 1)
    else { return nil }
    return Pressure(Double(whole) + Double(tenth) / 10, .hectopascals)
  }
}
