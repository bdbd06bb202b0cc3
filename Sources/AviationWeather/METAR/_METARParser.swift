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

  func error(_ code: DecodeError.Code, _ token: Token?) -> DecodeError {
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
}
