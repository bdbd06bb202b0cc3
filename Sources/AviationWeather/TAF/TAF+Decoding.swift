extension TAF {
  /// Decodes a TAF.
  ///
  /// - Parameters:
  ///   - text: One forecast, with or without the leading `TAF` word, on one line or folded over
  ///     several (continuation lines start with spaces). A `=` ends the forecast.
  ///   - options: ``DecodingOptions/lenient`` (default) keeps unknown tokens in ``unparsed``;
  ///     ``DecodingOptions/strict`` throws on the first one.
  /// - Throws: ``DecodeError`` for empty input, input that is not a forecast (a METAR, no station),
  ///   or (strict) an unknown token.
  public init(_ text: String, options: DecodingOptions = .lenient) throws(DecodeError) {
    // Decode straight into `self`, as `METAR.init(_:options:)` does (see there): returning the
    // forecast out of the closure cost a copy of the whole `TAF` and a destroy (`Result.get()`),
    // and building it in the parser another.
    self.init(raw: text, station: "")
    try Self._decode(text, options: options, into: &self)
  }

  /// Decodes `text` into `taf` (an empty forecast of ``init(raw:station:)``), in place.
  static func _decode(_ text: String, options: DecodingOptions, into taf: inout TAF) throws(DecodeError) {
    try withUTF8Bytes(of: text) { (bytes) throws(DecodeError) in
      var parser = TAFParser(buffer: bytes, raw: text, options: options)
      try parser.parse(into: &taf)
    }
  }

  /// Decodes a TAF from UTF-8 bytes (invalid UTF-8 is kept, repaired, in ``raw``).
  public init(utf8 bytes: [UInt8], options: DecodingOptions = .lenient) throws(DecodeError) {
    try self.init(String(decoding: bytes, as: UTF8.self), options: options)
  }
}

/// Reads a TAF's tokens in order: header, base forecast, change groups, remarks.
struct TAFParser {
  let buffer: UnsafeBufferPointer<UInt8>
  let raw: String
  let options: DecodingOptions
  /// Offset of the `=` that ends the forecast (or the end of the input).
  let reportEnd: Int
  var stream: _TokenStream
  /// Set when the validity was written in the old `DDHHHH` form: change windows are then `HHHH`.
  var isOldFormat = false
  /// While a repair decodes its reading of a token (a buffer of its own), the offset of the token
  /// as sent: where a warning on a group of the reading points.
  var repairOffset: Int?
  /// How many more repairs may be checked against the rest of the forecast (the rest decoded with
  /// and without the repair, side by side; each decode copies the arrays it changes): bounds the
  /// repair work per forecast by a constant (Benchmarks/README.md, "Allocation bounds"). A repair
  /// that cannot be checked is not made.
  var restChecksLeft = 2

  init(buffer: UnsafeBufferPointer<UInt8>, raw: String, options: DecodingOptions) {
    self.buffer = buffer
    self.raw = raw
    self.options = options
    var end = 0
    while end < buffer.count, buffer[end] != asciiEquals { end += 1 }
    self.reportEnd = end
    self.stream = _TokenStream(UnsafeBufferPointer(rebasing: buffer[0..<end]))
  }

  private func error(_ code: DecodeError.Code, _ token: Token?) -> DecodeError {
    guard let token else { return DecodeError(code: code, token: "", offset: reportEnd, report: raw) }
    return DecodeError(code: code, token: stream.bytes(token).string, offset: token.offset, report: raw)
  }

  /// Decodes the forecast into `taf`, an empty forecast whose ``TAF/raw`` is the text.
  mutating func parse(into taf: inout TAF) throws(DecodeError) {
    guard var token = stream.next() else { throw error(.emptyInput, nil) }
    var b = stream.bytes(token)
    var isAmended = false
    var isCorrected = false
    if b.equals("METAR") || b.equals("SPECI") { throw error(.wrongReportType, token) }
    // `TAF` (sent twice when bulletins are joined, `TAF TAF EGLL …`: one header).
    var words = 0
    while b.equals("TAF"), words < 2 {
      words += 1
      guard let next = stream.next() else { throw error(.truncatedReport, nil) }
      token = next
      b = stream.bytes(token)
    }
    while b.equals("AMD") || b.equals("COR") {
      if b.equals("AMD") { isAmended = true } else { isCorrected = true }
      guard let next = stream.next() else { throw error(.truncatedReport, nil) }
      token = next
      b = stream.bytes(token)
    }
    guard b.isStationIdentifier else { throw error(.notAWeatherReport, token) }
    taf.station = b.string
    taf.isAmended = isAmended
    taf.isCorrected = isCorrected
    readHeader(into: &taf)
    var decodedAnything = taf.issueTime != nil || taf.validity != nil || taf.isNil || taf.isCancelled

    var current = TAFForecast(kind: .base)
    var repairsLeft = 8
    tokens: while let token = stream.next() {
      // `TEMPO 0320/0322 FM 1500`: four digits after a lone time mark are its time, never a
      // visibility (FM 51's `FMYYGGgg` has its time in the same group).
      // `VC TSRA`: a weather group after a lone `VC` is no weather at the station (issue 19, pattern 1).
      let isTimeAfterLoneMark =
        ChangeIndicator.isTimeAfterLoneMark(token, in: buffer, after: taf.unparsed.last)
        || WeatherGroup.followsLoneVicinity(token, in: buffer, after: taf.unparsed.last)
      switch isTimeAfterLoneMark ? .unclaimed : step(token, current: &current, taf: &taf) {
      case .claimed:
        decodedAnything = true
        continue
      case .end:
        decodedAnything = true
        break tokens
      case .unclaimed:
        if options.isStrict { throw error(.unexpectedToken, token) }
        // Bounded: on a long run of garbage every token would otherwise be tried at every split.
        if options.repairs, repairsLeft > 0, !isTimeAfterLoneMark {
          repairsLeft -= 1
          if repair(token, current: &current, taf: &taf) {
            decodedAnything = true
            continue
          }
        }
        taf.unparsed.append(UnparsedToken(text: stream.bytes(token).string, offset: token.offset))
      }
    }
    if current.hasContent { taf.forecasts.append(current) }
    // Anything after the `=` that ends the forecast is kept, not decoded.
    var rest = _TokenStream(buffer, from: reportEnd)
    while let token = rest.next() {
      let text = rest.bytes(token).string
      if options.isStrict {
        throw DecodeError(code: .unexpectedToken, token: text, offset: token.offset, report: raw)
      }
      taf.unparsed.append(UnparsedToken(text: text, offset: token.offset))
    }
    guard decodedAnything else {
      throw error(.notAWeatherReport, Token(offset: 0, length: taf.station.utf8.count))
    }
  }

  /// What ``step(_:current:taf:)`` made of a token.
  enum Step {
    /// Decoded: a group of the current forecast, a TAF-wide group, or the start of a change group.
    case claimed
    /// `RMK` or a forecaster's note: the rest of the forecast is kept as text.
    case end
    /// No decoder recognised the token.
    case unclaimed
  }

  /// Decodes one token (and any it needs after it): remarks, a change group's start (the forecast
  /// before it then goes into `taf`), or a group of `current`.
  mutating func step(_ token: Token, current: inout TAFForecast, taf: inout TAF) -> Step {
    let b = stream.bytes(token)
    if b.equals("RMK") {
      taf.remarks.append(text(from: token.endOffset))
      return .end
    }
    if isNoteStart(token, b) {
      taf.remarks.append(text(from: token.offset))
      return .end
    }
    if isNotAvailableStatement(b) {
      // `FCST NOT AVBL …`: the statement is kept as a note. Before any forecast group it says the
      // TAF has no forecast; after one (`… P6SM FEW030 FM040200 FCST NOT AVBL`, a North American
      // office's plain-language statement, no group of FM 51) it ends the forecast: the groups
      // before it are what was forecast and stand, and an `FM` group right before it says from
      // when nothing is.
      taf.isNotAvailable = taf.forecasts.isEmpty && !current.hasContent
      taf.remarks.append(text(from: token.offset))
      return .end
    }
    if claimNavyClosingGroup(b, current: current, taf: &taf) { return .claimed }
    if let next = startChangeGroup(token, b, taf: &taf) {
      if current.hasContent { taf.forecasts.append(current) }
      current = next
      return .claimed
    }
    return claim(token, b, into: &current, taf: &taf) ? .claimed : .unclaimed
  }

  /// Reads `AMD`/`COR` after the station, the issue time, the validity, `NIL` and `CNL`.
  private mutating func readHeader(into taf: inout TAF) {
    while let next = stream.peek() {
      let b = stream.bytes(next)
      if b.equals("AMD") {
        taf.isAmended = true
      } else if b.equals("COR") {
        taf.isCorrected = true
      } else if b.equals("NIL") {
        taf.isNil = true
      } else if b.equals("CNL") {
        taf.isCancelled = true
      } else if taf.issueTime == nil, taf.validity == nil, let time = DayTime.decodeObservationTime(b) {
        taf.issueTime = time
      } else if taf.validity == nil, let validity = TAFParser.decodeValidity(b) {
        taf.validity = validity
      } else if taf.validity == nil, let validity = TAFParser.decodeOldValidity(b) {
        taf.validity = validity
        isOldFormat = true
      } else {
        return
      }
      _ = stream.next()
    }
  }

  /// Starts a change group at `FM…`, `BECMG`, `TEMPO`, `INTER` or `PROBnn`, reading its time.
  /// A group whose time does not decode (`FM187200`) or is missing (`PROB30 4000 TSRA`) is still
  /// a change group, without a time, and flagged in `taf`'s warnings (pattern 6 of issue 19:
  /// never merged into the period before it).
  private mutating func startChangeGroup(_ token: Token, _ b: _Bytes, taf: inout TAF) -> TAFForecast? {
    if let from = ChangeIndicator.decodeFrom(b) {
      warnIfOutsideValidity(from: from, to: nil, token, taf: &taf)
      return TAFForecast(kind: .from, from: from)
    }
    if Self.isUndecodableFrom(b) {
      warn(.changeGroupTimeInvalid, token, taf: &taf)
      return TAFForecast(kind: .from)
    }
    var group: TAFForecast
    switch ChangeIndicator.decode(b) {
    case .becoming?:
      group = TAFForecast(kind: .becoming)
    case .temporary?:
      group = TAFForecast(kind: .temporary)
    case .intermittent?:
      group = TAFForecast(kind: .intermittent)
    case .noSignificantChange?, nil:
      guard let probability = ChangeIndicator.decodeProbability(b) else { return nil }
      group = TAFForecast(kind: .probable, probability: probability)
      if let next = stream.peek() {
        switch ChangeIndicator.decode(stream.bytes(next)) {
        case .temporary?:
          group.kind = .temporary
          _ = stream.next()
        case .intermittent?:
          group.kind = .intermittent
          _ = stream.next()
        default:
          break
        }
      }
    }
    if let next = stream.peek() {
      let nextBytes = stream.bytes(next)
      let window = TAFParser.decodeValidity(nextBytes) ?? (isOldFormat ? TAFParser.decodeHourWindow(nextBytes) : nil)
      if let window {
        group.from = window.from
        group.to = window.to
        _ = stream.next()
        warnIfOutsideValidity(from: window.from, to: window.to, next, taf: &taf)
        return group
      }
      if Self.isUndecodableWindow(nextBytes) {
        // `TEMPO 1825/1903`, `BECMG 1015/1`: a window whose time does not decode, read as the
        // group's time (the group has a window, a corrupt one: not `changeGroupWithoutTime`).
        _ = stream.next()
        warn(.changeGroupTimeInvalid, next, taf: &taf)
        return group
      }
    }
    warn(.changeGroupWithoutTime, token, taf: &taf)
    return group
  }

  /// Claims a token of a forecast group (or a TAF-wide group such as `TX15/1812Z`).
  mutating func claim(_ token: Token, _ b: _Bytes, into group: inout TAFForecast, taf: inout TAF) -> Bool {
    let before = group.conditions.decodedValues
    if group.conditions.claim(token, &stream) {
      if before != .all { warnOnNewValues(token, b, group.conditions, before: before, taf: &taf) }
      return true
    }
    let first = b[0]
    if first == asciiT, let temperature = TemperatureForecast.decode(b) {
      taf.temperatures.append(temperature)
      return true
    }
    if first == asciiQ, b.hasPrefix("QNH"), group.altimeter == nil, let pressure = claimQNH(b) {
      group.altimeter = pressure
      return true
    }
    if let icing = IcingForecast.decode(b) {
      group.icing.append(icing)
      return true
    }
    if let turbulence = TurbulenceForecast.decode(b) {
      group.turbulence.append(turbulence)
      return true
    }
    if b.equals("NIL") {
      taf.isNil = true
      return true
    }
    if b.equals("CNL") {
      taf.isCancelled = true
      return true
    }
    if let alternative = WeatherAlternative.decode(b) {
      // `BR/HZ`: one weather group or the other, kept apart from the weather forecast together.
      group.weatherAlternatives.append(alternative)
      return true
    }
    if b.isAllSlashes() {
      // A group reported as missing: nothing to keep.
      return true
    }
    if b.equals("AUTOMATED"), claimMetwatch(&taf) { return true }
    if b.equals("WND"), claimWindNote(&taf) { return true }
    return false
  }

  /// After `WND` (US Air Force): a variable sector `290V040`, or a wind `33009KT` with
  /// `AFT 1315` (after that time); kept as a note.
  private mutating func claimWindNote(_ taf: inout TAF) -> Bool {
    var lookahead = stream
    guard let first = lookahead.next() else { return false }
    let fb = lookahead.bytes(first)
    var words = ["WND", fb.string]
    if Wind.decodeVariableSector(fb) == nil {
      guard Wind.decode(fb) != nil else { return false }
      if let aft = lookahead.peek(), lookahead.bytes(aft).equals("AFT") {
        _ = lookahead.next()
        guard let time = lookahead.next(), lookahead.bytes(time).isAllDigits else { return false }
        words += ["AFT", lookahead.bytes(time).string]
      }
    }
    stream = lookahead
    taf.remarks.append(words.joined(separator: " "))
    return true
  }

  /// `QNH2992INS`, `QNH1013HPA`, or `QNH` followed by `2962INS`.
  private mutating func claimQNH(_ b: _Bytes) -> Pressure? {
    if b.count == 10 { return TAFParser.decodeQNHValue(b.dropFirst(3)) }
    guard b.count == 3, let next = stream.peek(), let value = TAFParser.decodeQNHValue(stream.bytes(next)) else {
      return nil
    }
    _ = stream.next()
    return value
  }

  /// `2992INS` or `1013HPA`.
  private static func decodeQNHValue(_ b: _Bytes) -> Pressure? {
    guard b.count == 7, let n = b.digits(at: 0, width: 4) else { return nil }
    if b.matches("INS", at: 4) { return Pressure(Double(n) / 100, .inchesOfMercury) }
    if b.matches("HPA", at: 4) { return Pressure(Double(n), .hectopascals) }
    return nil
  }

  /// After `AUTOMATED`: `SENSOR METWATCH DDHH TIL DDHH`, kept as a note.
  private mutating func claimMetwatch(_ taf: inout TAF) -> Bool {
    var lookahead = stream
    guard let sensor = lookahead.next(), lookahead.bytes(sensor).equals("SENSOR"),
      let metwatch = lookahead.next(), lookahead.bytes(metwatch).equals("METWATCH")
    else { return false }
    var words = ["AUTOMATED", "SENSOR", "METWATCH"]
    stream = lookahead
    // The watch period: `DDHH TIL DDHH` (or hours only).
    while let next = lookahead.peek() {
      let nb = lookahead.bytes(next)
      guard nb.equals("TIL") || ((nb.count == 4 || nb.count == 6) && nb.isAllDigits) else { break }
      words.append(nb.string)
      _ = lookahead.next()
      stream = lookahead
    }
    taf.remarks.append(words.joined(separator: " "))
    return true
  }

  /// Forecaster notes that run to the end: `NXT FCST …`, `LAST NO AMDS …`, `NO AMDS …`,
  /// `AMD LTD TO …`, `AMD NOT SKED …`, `AMD 1544`, `COR 1215`.
  private mutating func isNoteStart(_ token: Token, _ b: _Bytes) -> Bool {
    Self.isNoteStart(b) { stream.peek().map { stream.bytes($0) } }
  }

  /// Whether `b`, followed by the token `next` gives (asked for only when needed), starts a
  /// forecaster's note that runs to the end of the forecast (``isNoteStart(_:_:)``).
  static func isNoteStart(_ b: _Bytes, next: () -> _Bytes?) -> Bool {
    if b.equals("NXT") || b.equals("LAST") { return true }
    guard b.equals("AMD") || b.equals("COR") || b.equals("NO"), let nb = next() else { return false }
    if b.equals("NO") { return nb.equals("AMDS") }
    return nb.equals("LTD") || nb.equals("NOT") || nb.equals("AFT") || (nb.count == 4 && nb.isAllDigits)
  }

  /// The text from `offset` to the end of the forecast, runs of whitespace collapsed to one space.
  private func text(from offset: Int) -> String {
    var bytes: [UInt8] = []
    var pendingSpace = false
    var i = offset
    while i < reportEnd {
      let byte = buffer[i]
      if byte.isTokenSeparator {
        pendingSpace = !bytes.isEmpty
      } else {
        if pendingSpace { bytes.append(asciiSpace) }
        pendingSpace = false
        bytes.append(byte)
      }
      i += 1
    }
    return String(decoding: bytes, as: UTF8.self)
  }
}
