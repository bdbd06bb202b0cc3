// Claiming one token of the body: the observation's groups, a trend's start, `RMK`.

extension METARParser {
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
  mutating func claimBody(_ token: Token, _ b: _Bytes, into metar: inout METAR) -> Bool {
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
    // `RH93` where FM 15 puts its supplementary groups, after the temperature and pressure (a
    // station's national humidity group; before them it is no group of the observation).
    if first == asciiR, sawTemperatureGroup, metar.qnh != nil || metar.altimeter != nil,
      extras?.reportedHumidity == nil, let humidity = _ReportedHumidity.decode(b)
    {
      addExtra { $0.reportedHumidity = humidity }
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
  mutating func claimLocation(_ b: _Bytes) -> Bool {
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
  static func isUSMissingMark(_ b: _Bytes) -> Bool {
    b.equals("M") || b.equals("M/M") || b.equals("MM/MM")
  }

  /// `FEW`, `SCT`, `BKN` or `OVC` as a whole token.
  static func coverWithoutHeight(_ b: _Bytes) -> SkyCover? {
    if b.equals("FEW") { return .few }
    if b.equals("SCT") { return .scattered }
    if b.equals("BKN") { return .broken }
    if b.equals("OVC") { return .overcast }
    return nil
  }

  /// `QFE871.6`, `QFE774/3`, or `QFE` followed by `871.6` (hPa, tenths after `.` or `/`).
  mutating func decodeQFE(_ b: _Bytes) -> Pressure? {
    guard b.hasPrefix("QFE") else { return nil }
    if b.count > 3 { return Self.decodeTenths(b.dropFirst(3)) }
    guard let next = stream.peek(), let value = Self.decodeTenths(stream.bytes(next)) else { return nil }
    _ = stream.next()
    return value
  }

  /// `ddd.d` or `ddd/d` (3–4 whole digits) as hectopascals.
  static func decodeTenths(_ b: _Bytes) -> Pressure? {
    guard b.count >= 5, b.count <= 6, b[b.count - 2] == asciiDot || b[b.count - 2] == asciiSlash,
      let whole = b.digits(at: 0, width: b.count - 2), let tenth = b.digits(at: b.count - 1, width: 1)
    else { return nil }
    return Pressure(Double(whole) + Double(tenth) / 10, .hectopascals)
  }
}
