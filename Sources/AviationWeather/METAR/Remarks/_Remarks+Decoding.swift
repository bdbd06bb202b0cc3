extension Remarks {
  /// Decodes the remarks that start at `offset` (the first byte after `RMK`) and run to the end.
  ///
  /// Every token is either decoded into a field or kept in ``undecoded``; nothing traps.
  static func decode(_ buffer: UnsafeBufferPointer<UInt8>, from offset: Int) -> Remarks {
    var stream = _TokenStream(buffer, from: offset)
    let textStart = stream.peek()?.offset ?? buffer.count
    // The text runs to the last token's end: trim trailing separators (spaces, `=`).
    var end = buffer.count
    while end > textStart, buffer[end - 1].isTokenSeparator { end -= 1 }
    var remarks = Remarks(text: _Bytes(buffer: buffer, start: textStart, count: end - textStart).string)
    while let token = stream.next() {
      if !remarks.claim(token, &stream) { remarks.keep(token, stream) }
    }
    return remarks
  }

  /// Keeps `token` in ``undecoded``.
  private mutating func keep(_ token: Token, _ stream: _TokenStream) {
    // One allocation for the usual few undecoded tokens instead of a growth chain.
    if undecoded.isEmpty { undecoded.reserveCapacity(8) }
    undecoded.append(UnparsedToken(text: stream.bytes(token).string, offset: token.offset))
  }

  /// Whether the next token is exactly `literal`.
  static func nextIs(_ literal: StaticString, _ stream: inout _TokenStream) -> Bool {
    guard let next = stream.peek() else { return false }
    return stream.bytes(next).equals(literal)
  }

  /// Decodes `token` (and the tokens it owns after it) into a field; false if it is not a remark
  /// this decoder knows, or if its field is already set (a repeat stays undecoded).
  private mutating func claim(_ token: Token, _ stream: inout _TokenStream) -> Bool {
    let b = stream.bytes(token)
    let first = b[0]
    if first.isASCIIDigit { return claimNumeric(b) }
    switch first {
    case asciiDollar:
      guard b.count == 1, !needsMaintenance else { return false }
      needsMaintenance = true
      return true
    case asciiA:
      if stationType == nil, let type = Self.decodeStationType(b) {
        stationType = type
        return true
      }
      if b.count == 5, altimeter == nil, let n = b.digits(at: 1, width: 4) {
        altimeter = Pressure(Double(n) / 100, .inchesOfMercury)
        return true
      }
      if b.equals("ALSTG") || b.equals("ALSTG/SLP"), Self.nextIs("ESTMD", &stream) {
        _ = stream.next()
        indicators.insert(.altimeterEstimated)
        return true
      }
      if b.equals("ACFT"), Self.nextIs("MSHP", &stream) {
        _ = stream.next()
        indicators.insert(.aircraftMishap)
        return true
      }
    case asciiS:
      if b.hasPrefix("SLP") {
        if b.count == 6, seaLevelPressure == nil, let n = b.digits(at: 3, width: 3) {
          // SLPppp: tens, units and tenths of hPa; below 500 means above 1000 hPa.
          seaLevelPressure = Pressure(Double(n < 500 ? 10_000 + n : 9_000 + n) / 10, .hectopascals)
          return true
        }
      } else if b.equals("SNINCR"), snowIncrease == nil, let next = stream.peek(),
        let increase = SnowIncrease.decode(stream.bytes(next))
      {
        _ = stream.next()
        snowIncrease = increase
        return true
      } else if b.equals("SFC"), surfaceVisibility == nil, let miles = Self.claimVisibility(after: &stream) {
        surfaceVisibility = miles
        return true
      }
    case asciiT:
      if preciseTemperature == nil, let t = Self.tenthsCelsius(b, at: 1) {
        if b.count == 5 {
          preciseTemperature = t
          return true
        }
        if b.count == 9, let d = Self.tenthsCelsius(b, at: 5) {
          preciseTemperature = t
          preciseDewPoint = d
          return true
        }
        if b.count == 9, b.isAllSlashes(5, 9) {
          // `T0089////`: dew point missing.
          preciseTemperature = t
          return true
        }
      }
      if b.equals("TWR"), towerVisibility == nil, let miles = Self.claimVisibility(after: &stream) {
        towerVisibility = miles
        return true
      }
    case asciiP:
      if b.count == 5, hourlyPrecipitation == nil,
        let amount = PrecipitationAmount.decode(b, at: 1, width: 4, divisor: 100)
      {
        hourlyPrecipitation = amount
        return true
      }
      if b.equals("PK"), peakWind == nil, Self.nextIs("WND", &stream) {
        guard let wnd = stream.next() else { return false }
        if let next = stream.peek(), let wind = PeakWind.decode(stream.bytes(next)) {
          _ = stream.next()
          peakWind = wind
          return true
        }
        keep(token, stream)
        keep(wnd, stream)
        return true
      }
      if b.equals("PRESRR") || b.equals("PRESFR"), rapidPressureChange == nil {
        rapidPressureChange = b.equals("PRESRR") ? .risingRapidly : .fallingRapidly
        return true
      }
    case asciiW:
      if b.equals("WND") || b.equals("WIND"), Self.nextIs("DATA", &stream) {
        var lookahead = stream
        _ = lookahead.next()
        if let next = lookahead.next(), lookahead.bytes(next).equals("ESTMD") {
          stream = lookahead
          indicators.insert(.windEstimated)
          return true
        }
      }
      if b.equals("WSHFT"), windShift == nil, let next = stream.peek(),
        let time = Time.decode(stream.bytes(next))
      {
        _ = stream.next()
        let fropa = Self.nextIs("FROPA", &stream)
        if fropa { _ = stream.next() }
        windShift = WindShift(time: time, isFrontalPassage: fropa)
        return true
      }
    case asciiI:
      if b.count == 5, b[0] == asciiI, let hours = b.digits(at: 1, width: 1),
        let amount = PrecipitationAmount.decode(b, at: 2, width: 3, divisor: 100)
      {
        switch hours {
        case 1 where oneHourIceAccretion == nil: oneHourIceAccretion = amount
        case 3 where threeHourIceAccretion == nil: threeHourIceAccretion = amount
        case 6 where sixHourIceAccretion == nil: sixHourIceAccretion = amount
        default: return false
        }
        return true
      }
    case asciiV:
      if b.equals("VIS"), variableVisibility == nil, let range = Self.readVariableVisibility(&stream) {
        variableVisibility = range
        return true
      }
    case asciiC:
      if b.equals("COR"), correctionTime == nil, let next = stream.peek(), stream.bytes(next).count == 4,
        let time = Time.decode(stream.bytes(next))
      {
        _ = stream.next()
        correctionTime = time
        return true
      }
      if b.equals("CIG"), variableCeiling == nil, let next = stream.peek(),
        let range = Self.decodeVariableCeiling(stream.bytes(next))
      {
        _ = stream.next()
        variableCeiling = range
        return true
      }
    case asciiR:
      // `RH93`: relative humidity in percent, a national remark (Portuguese stations).
      if reportedHumidity == nil, let humidity = _ReportedHumidity.decode(b) {
        reportedHumidity = humidity
        return true
      }
    case asciiQ:
      if qfe == nil, let pressure = StationPressure.decode(b) {
        qfe = pressure
        return true
      }
      if b.count == 6, b.hasPrefix("QBB"), cloudBaseMeters == nil, let m = b.digits(at: 3, width: 3) {
        cloudBaseMeters = m
        return true
      }
    default:
      break
    }
    if let outage = SensorOutages.decode(b) {
      guard !sensorOutages.contains(outage) else { return false }
      sensorOutages.insert(outage)
      if outage == .secondaryVisibility || outage == .secondaryCeiling, let next = stream.peek() {
        let nb = stream.bytes(next)
        if nb.hasPrefix("RWY") || Self.isDirectionRange(nb) {
          _ = stream.next()
          if outage == .secondaryVisibility {
            visibilitySensorLocation = nb.string
          } else {
            ceilingSensorLocation = nb.string
          }
        }
      }
      return true
    }
    // Before the indicators: `VIRGA OHD` is a location, plain `VIRGA` an indicator.
    if Self.isLocatedPhenomenon(b), let located = Self.readPhenomenonLocation(b, &stream) {
      phenomenonLocations.append(located)
      return true
    }
    if let indicator = Indicators.decode(b), !indicators.contains(indicator) {
      indicators.insert(indicator)
      return true
    }
    if claimLightning(b, &stream) { return true }
    if variableSky == nil, let sky = Self.readVariableSky(b, &stream) {
      variableSky = sky
      return true
    }
    if let local = Self.readLocalWind(b, &stream) {
      if localWinds.isEmpty { localWinds.reserveCapacity(6) }
      localWinds.append(local)
      return true
    }
    if b.equals("DENSITY"), densityAltitude == nil, Self.nextIs("ALT", &stream) {
      var lookahead = stream
      _ = lookahead.next()
      if let next = lookahead.next(), let feet = Self.decodeSignedFeet(lookahead.bytes(next)) {
        stream = lookahead
        densityAltitude = Distance(Double(feet), .feet)
        return true
      }
    }
    if b.equals("SOG"), snowOnGroundCentimeters == nil, let next = stream.peek() {
      let nb = stream.bytes(next)
      if nb.count >= 1, nb.count <= 3, let cm = nb.digits(at: 0, width: nb.count) {
        _ = stream.next()
        snowOnGroundCentimeters = cm
        return true
      }
    }
    if WeatherEvent.decode(b, into: &weatherEvents) { return true }
    if CloudTypeAmount.decode(b, into: &cloudTypes) { return true }
    return false
  }

  /// `AO1`, `AO2`, `AO1A`, `AO2A`; also `A01`/`A02` written with a zero for the letter O, a
  /// common typo (hundreds of corpus reports).
  private static func decodeStationType(_ b: _Bytes) -> StationType? {
    guard b.count == 3 || b.count == 4, b[1] == asciiO || b[1] == asciiZero else { return nil }
    guard b[0] == asciiA, let n = b.digits(at: 2, width: 1), n == 1 || n == 2 else { return nil }
    let augmented: Bool
    if b.count == 4 {
      guard b[3] == asciiA else { return nil }
      augmented = true
    } else {
      augmented = false
    }
    switch (n, augmented) {
    case (1, false): return .withoutPrecipitationDiscriminator
    case (2, false): return .withPrecipitationDiscriminator
    case (1, true): return .augmentedWithoutPrecipitationDiscriminator
    default: return .augmentedWithPrecipitationDiscriminator
    }
  }

  /// `1snTTT`, `2snTTT`, `4snTTTsnTTT`, `5appp`, `6RRRR`, `7RRRR`, `4/sss`, `933RRR`.
  private mutating func claimNumeric(_ b: _Bytes) -> Bool {
    if let cloud = CloudTypeAmount.decodeWithHeight(b) {
      if cloudTypes.isEmpty { cloudTypes.reserveCapacity(4) }
      cloudTypes.append(cloud)
      return true
    }
    switch (b[0], b.count) {
    case (asciiEight, 5):
      guard cloudTypeCodes == nil, let codes = CloudTypeCodes.decode(b) else { return false }
      cloudTypeCodes = codes
    case (asciiOne, 5):
      guard sixHourMaximumTemperature == nil, let t = Self.tenthsCelsius(b, at: 1) else { return false }
      sixHourMaximumTemperature = t
    case (asciiTwo, 5):
      guard sixHourMinimumTemperature == nil, let t = Self.tenthsCelsius(b, at: 1) else { return false }
      sixHourMinimumTemperature = t
    case (asciiFour, 9):
      guard twentyFourHourMaximumTemperature == nil, let high = Self.tenthsCelsius(b, at: 1),
        let low = Self.tenthsCelsius(b, at: 5)
      else { return false }
      twentyFourHourMaximumTemperature = high
      twentyFourHourMinimumTemperature = low
    case (asciiFour, 5):
      guard snowDepth == nil, b[1] == asciiSlash,
        let amount = PrecipitationAmount.decode(b, at: 2, width: 3, divisor: 1)
      else { return false }
      snowDepth = amount
    case (asciiFive, 5):
      guard pressureTendency == nil, let tendency = PressureTendency.decode(b) else { return false }
      pressureTendency = tendency
    case (asciiSix, 5):
      guard threeOrSixHourPrecipitation == nil,
        let amount = PrecipitationAmount.decode(b, at: 1, width: 4, divisor: 100)
      else { return false }
      threeOrSixHourPrecipitation = amount
    case (asciiSeven, 5):
      guard twentyFourHourPrecipitation == nil,
        let amount = PrecipitationAmount.decode(b, at: 1, width: 4, divisor: 100)
      else { return false }
      twentyFourHourPrecipitation = amount
    case (asciiNine, 6):
      guard snowWaterEquivalent == nil, b.hasPrefix("933"),
        let amount = PrecipitationAmount.decode(b, at: 3, width: 3, divisor: 10)
      else { return false }
      snowWaterEquivalent = amount
    default:
      return false
    }
    return true
  }

  /// `2500FT`, `-200FT`.
  private static func decodeSignedFeet(_ b: _Bytes) -> Int? {
    guard b.hasSuffix("FT") else { return nil }
    let negative = b[0] == asciiMinus
    let digits = b.dropLast(2).dropFirst(negative ? 1 : 0)
    guard digits.count >= 1, digits.count <= 5, let n = digits.digits(at: 0, width: digits.count) else { return nil }
    return negative ? -n : n
  }

  /// `snTTT` at `index`: sign digit (`0` above or at zero, `1` below) and tenths of a degree Celsius.
  private static func tenthsCelsius(_ b: _Bytes, at index: Int) -> Temperature? {
    guard let sign = b.digits(at: index, width: 1), sign <= 1, let tenths = b.digits(at: index + 1, width: 3)
    else { return nil }
    let value = Double(tenths) / 10
    return Temperature(sign == 1 ? -value : value, .celsius)
  }

  /// After `SFC`/`TWR`: `VIS` and a visibility in miles (`2`, `1/2`, `1 1/2`, `M1/4`); consumes them.
  private static func claimVisibility(after stream: inout _TokenStream) -> Visibility? {
    guard nextIs("VIS", &stream) else { return nil }
    var lookahead = stream
    _ = lookahead.next()
    guard let token = lookahead.peek() else { return nil }
    let (qualifier, rest) = lookahead.bytes(token).splittingBound()
    let miles: Double
    if qualifier == .exactly {
      guard let value = readMiles(&lookahead) else { return nil }
      miles = value
    } else {
      guard let value = decodeMiles(rest) else { return nil }
      _ = lookahead.next()
      miles = value
    }
    stream = lookahead
    return Visibility(distance: Distance(miles, .statuteMiles), qualifier: qualifier)
  }

  /// `[OCNL|FRQ|CONS] LTG[IC|CC|CG|CA…] [location]`.
  private mutating func claimLightning(_ b: _Bytes, _ stream: inout _TokenStream) -> Bool {
    var frequency: Lightning.Frequency? = nil
    var types: Lightning.Types
    if let f = Self.decodeFrequency(b) {
      guard let next = stream.peek(), let t = Lightning.decodeTypes(stream.bytes(next)) else { return false }
      _ = stream.next()
      frequency = f
      types = t
    } else if let t = Lightning.decodeTypes(b) {
      types = t
    } else {
      return false
    }
    lightning.append(Lightning(frequency: frequency, types: types, location: Self.readLocation(&stream)))
    return true
  }

  private static func decodeFrequency(_ b: _Bytes) -> Lightning.Frequency? {
    Lightning.decodeFrequency(b)
  }
}
