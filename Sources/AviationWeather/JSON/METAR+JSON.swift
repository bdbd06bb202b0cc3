extension METAR {
  /// Appends this report as one compact JSON object to `buffer`: byte for byte what
  /// `JSONEncoder` (with `.withoutEscapingSlashes`, keys unsorted) writes for its `Codable`
  /// form, absent optionals left out, but written directly without the `Codable` machinery.
  ///
  /// Returns `false`, leaving `buffer` as it was, when the report holds a number JSON cannot
  /// express (not finite); encode it through `Codable` to get that error.
  @discardableResult
  public func writeJSON(into buffer: inout [UInt8]) -> Bool {
    var writer = _JSONWriter(capacity: raw.utf8.count * 8 + 1024)
    writer.metar(self)
    if writer.failed {
      writer.discard()
      return false
    }
    writer.finish(into: &buffer)
    return true
  }

  /// Writes this report as `writeJSON(into:)` does into an array, but straight into `memory`,
  /// without allocating when there is room to spare; returns the number of bytes written, or
  /// `nil` (leaving the contents of `memory` unspecified) when they do not fit or the report
  /// holds a number JSON cannot express.
  package func writeJSON(into memory: UnsafeMutableRawBufferPointer) -> Int? {
    var writer = _JSONWriter(borrowing: memory)
    writer.metar(self)
    defer { writer.discard() }
    guard !writer.failed else { return nil }
    if writer.outgrewBorrowedMemory {
      // The writer makes room for the worst case of each value, so near the end of a tight
      // buffer it moves to storage of its own though the record may still fit.
      guard writer.writtenCount <= memory.count, let target = memory.baseAddress else { return nil }
      writer.copyWritten(to: target)
    }
    return writer.writtenCount
  }
}

extension _JSONWriter {
  mutating func metar(_ m: METAR) {
    beginObject()
    member("schemaVersion", RecordFormat.schemaVersion)
    member("raw", m.raw)
    member("kind", static: m.kind._jsonName)
    member("station", m.station)
    member("time", m.time) { $0.dayTime($1) }
    // Runs of members that nearly always hold their defaults are written as one literal then
    // (`raw` always comes first, so each of these follows a comma).
    if !m.isAutomated && !m.isCorrected && !m.isNil {
      literal(",\"isAutomated\":false,\"isCorrected\":false,\"isNil\":false")
    } else {
      member("isAutomated", m.isAutomated)
      member("isCorrected", m.isCorrected)
      member("isNil", m.isNil)
    }
    key("conditions")
    conditions(m.conditions)
    // Without the box of rarer groups (about 94 % of reports) every one of them is empty.
    let extras = m.extrasBox
    if extras == nil {
      literal(",\"runwayVisualRanges\":[]")
    } else {
      member("runwayVisualRanges", array: m.runwayVisualRanges) { $0.runwayVisualRange($1) }
    }
    member("temperature", m.temperature) { $0.temperature($1) }
    member("dewPoint", m.dewPoint) { $0.temperature($1) }
    member("altimeter", m.altimeter) { $0.pressure($1) }
    member("qnh", m.qnh) { $0.pressure($1) }
    if extras == nil {
      literal(",\"recentWeather\":[],\"runwayStates\":[],\"cloudLocations\":[],\"weatherLocations\":[]")
      literal(",\"cloudTypes\":[],\"colorStates\":[]")
    } else {
      member("qfe", m.qfe) { $0.pressure($1) }
      member("recentWeather", array: m.recentWeather) { $0.weatherGroup($1) }
      member("runwayStates", array: m.runwayStates) { $0.runwayState($1) }
      member("seaState", m.seaState) { $0.seaState($1) }
      member("rainfall", m.rainfall) { $0.rainfall($1) }
      member("cloudLocations", array: m.cloudLocations) { $0.cloudLocation($1) }
      member("weatherLocations", array: m.weatherLocations) { $0.weatherLocation($1) }
      member("cloudTypes", array: m.cloudTypes) { $0.cloudTypeAmount($1) }
      member("colorStates", array: m.colorStates) { $0.colorState($1) }
    }
    member("trends", array: m.trends) { $0.trend($1) }
    // From the box itself: `m.remarks` would copy the ~800-byte value out of it first.
    if let box = m.remarksBox {
      key("remarks")
      remarks(box)
    }
    if extras == nil {
      literal(",\"repaired\":[],\"unparsed\":[]")
    } else {
      member("plainLanguage", m.plainLanguage) {
        $0.beginObject()
        $0.member("text", $1.text)
        $0.member("offset", $1.offset)
        $0.endObject()
      }
      member("repaired", array: m.repaired) { $0.repairedToken($1) }
      member("unparsed", array: m.unparsed) { $0.unparsedToken($1) }
    }
    if let category = m.flightCategory {
      member("flightCategory", static: category._jsonName)
    } else {
      literal(",\"flightCategory\":null")
    }
    if let humidity = m.recordRelativeHumidity { member("relativeHumidity", humidity) } else {
      literal(",\"relativeHumidity\":null")
    }
    // Only reports whose month is known have it (none that were only decoded); one the text
    // form cannot hold fails, as a non-finite number does.
    if let observedAt = m.observedAt {
      if let text = _formatISO8601(observedAt) {
        member("observedAt", text)
      } else {
        failed = true
      }
    }
    endObject()
  }

  mutating func conditions(_ c: WeatherConditions) {
    beginObject()
    member("wind", c.wind) { $0.wind($1) }
    member("visibility", c.visibility) { $0.visibility($1) }
    member("minimumVisibility", c.minimumVisibility) { $0.visibility($1) }
    member("weather", array: c.weather) { $0.weatherGroup($1) }
    member("sky", array: c.sky) { $0.skyCondition($1) }
    if !c.isCAVOK && !c.isNoSignificantWeather && c.windShear.isEmpty {
      // `weather` always comes before, so these follow a comma.
      literal(",\"isCAVOK\":false,\"isNoSignificantWeather\":false,\"windShear\":[]")
    } else {
      member("isCAVOK", c.isCAVOK)
      member("isNoSignificantWeather", c.isNoSignificantWeather)
      member("windShear", array: c.windShear) { $0.windShear($1) }
    }
    endObject()
  }

  mutating func wind(_ w: Wind) {
    beginObject()
    switch w.direction {
    case .degrees(let degrees):
      key("direction")
      int(degrees)
      literal(",\"variable\":false")
    case .variable: literal("\"direction\":null,\"variable\":true")
    case .missing: literal("\"direction\":null,\"variable\":false")
    }
    member("speed", w.speed) { $0.speed($1) }
    member("gust", w.gust) { $0.speed($1) }
    // `direction` comes first, so the flags follow a comma; false nearly always.
    if w.speedExceedsValue { member("speedExceedsValue", true) } else { literal(",\"speedExceedsValue\":false") }
    member("variableSector", w.variableSector) { writer, sector in
      writer.beginObject()
      writer.member("from", sector.from)
      writer.member("to", sector.to)
      writer.endObject()
    }
    if w.isEstimated { member("isEstimated", true) } else { literal(",\"isEstimated\":false") }
    endObject()
  }

  mutating func speed(_ s: Speed) {
    measurement(s.value, unit: s.unit._jsonName)
  }

  mutating func distance(_ d: Distance) {
    measurement(d.value, unit: d.unit._jsonName)
  }

  mutating func temperature(_ t: Temperature) {
    measurement(t.value, unit: t.unit._jsonName)
  }

  mutating func pressure(_ p: Pressure) {
    literal("{\"value\":")
    double(p.value)
    literal(",\"unit\":\"")
    literal(p.unit._jsonName)
    literal("\",\"hPa\":")
    double(p.recordHectopascals)
    literal("}")
  }

  mutating func visibility(_ v: Visibility) {
    beginObject()
    member("distance", v.distance) { $0.distance($1) }
    member("qualifier", static: v.qualifier._jsonName)
    if let direction = v.direction { member("direction", static: direction._jsonName) }
    // `qualifier` always comes before, so this follows a comma.
    if v.noDirectionalVariation {
      member("noDirectionalVariation", true)
      endObject()
    } else {
      literal(",\"noDirectionalVariation\":false}")
    }
  }

  mutating func weatherGroup(_ g: WeatherGroup) {
    beginObject()
    // `code` is built from the parts here (as `WeatherGroup.code` does) without building a
    // String: every part is a fixed ASCII code with nothing to escape.
    key("code")
    quote()
    if g.isMissing {
      literal("//")
    } else {
      literal(g.intensity._jsonName)
      if let descriptor = g.descriptor { literal(descriptor._jsonName) }
      g.forEachPhenomenon { literal($0._jsonName) }
    }
    quote()
    member("intensity", static: g.intensity._recordName)
    if let descriptor = g.descriptor { member("descriptor", static: descriptor._jsonName) }
    key("phenomena")
    beginArray()
    g.forEachPhenomenon { phenomenon in
      element()
      quote()
      literal(phenomenon._jsonName)
      quote()
    }
    endArray()
    if g.isMissing { member("isMissing", true) }
    endObject()
  }

  mutating func skyCondition(_ s: SkyCondition) {
    beginObject()
    member("cover", static: s.cover._jsonName)
    member("heightFeet", s.heightFeet)
    if let cloudType = s.cloudType { member("cloudType", static: cloudType._jsonName) }
    endObject()
  }

  mutating func windShear(_ w: WindShear) {
    beginObject()
    key("location")
    beginObject()
    switch w.location {
    case .allRunways:
      member("kind", "allRunways")
    case .runway(let runway):
      member("kind", "runway")
      member("runway", runway)
    case .aloft(let height, let shearWind):
      member("kind", "aloft")
      member("heightFeet", height)
      key("wind")
      wind(shearWind)
    }
    endObject()
    endObject()
  }

  mutating func dayTime(_ t: DayTime) {
    // The day is absent from some times (`FM1200` in old TAFs): then no member.
    if let day = t.day {
      literal("{\"day\":")
      int(day)
      literal(",\"hour\":")
    } else {
      literal("{\"hour\":")
    }
    int(t.hour)
    literal(",\"minute\":")
    int(t.minute)
    literal("}")
  }

  mutating func runwayVisualRange(_ r: RunwayVisualRange) {
    beginObject()
    member("runway", r.runway)
    member("visualRange", r.visualRange) { $0.runwayVisualRangeValue($1) }
    member("variableMaximum", r.variableMaximum) { $0.runwayVisualRangeValue($1) }
    member("tendency", r.tendency?.rawValue)
    endObject()
  }

  mutating func runwayVisualRangeValue(_ v: RunwayVisualRange.Value) {
    beginObject()
    key("distance")
    distance(v.distance)
    member("qualifier", static: v.qualifier._jsonName)
    endObject()
  }

  mutating func runwayState(_ s: RunwayState) {
    beginObject()
    member("runway", s.runway)
    member("deposit", s.deposit)
    member("extent", s.extent)
    member("depth", s.depth)
    member("friction", s.friction)
    member("isCleared", s.isCleared)
    member("isClosedBySnow", s.isClosedBySnow)
    endObject()
  }

  mutating func seaState(_ s: SeaState) {
    beginObject()
    member("surfaceTemperature", s.surfaceTemperature) { $0.temperature($1) }
    member("stateOfSea", s.stateOfSea)
    member("waveHeightDecimeters", s.waveHeightDecimeters)
    endObject()
  }

  mutating func rainfall(_ r: Rainfall) {
    beginObject()
    member("lastTenMinutes", r.lastTenMinutes)
    member("sinceNineAM", r.sinceNineAM)
    member("unit", static: "mm")
    endObject()
  }

  mutating func cloudLocation(_ c: CloudLocation) {
    beginObject()
    member("cloudType", static: c.cloudType._jsonName)
    member("directions", array: c.directions) { $0.string($1) }
    member("weatherCode", c.weatherCode)
    endObject()
  }

  mutating func weatherLocation(_ w: WeatherLocation) {
    beginObject()
    member("phenomenon", w.phenomenon)
    member("weather", w.weather) { $0.weatherGroup($1) }
    member("directions", array: w.directions) { $0.string($1) }
    member("distance", w.distance) { $0.distance($1) }
    endObject()
  }

  mutating func colorState(_ c: ColorState) {
    beginObject()
    member("code", c.code)
    member("isBlack", c.isBlack)
    endObject()
  }

  mutating func trend(_ t: Trend) {
    beginObject()
    member("kind", static: t.kind._jsonName)
    member("from", t.from) { $0.dayTime($1) }
    member("until", t.until) { $0.dayTime($1) }
    member("at", t.at) { $0.dayTime($1) }
    key("conditions")
    conditions(t.conditions)
    member("colorState", t.colorState) { $0.colorState($1) }
    endObject()
  }

  mutating func repairedToken(_ r: RepairedToken) {
    beginObject()
    member("text", r.text)
    member("offset", r.offset)
    member("readAs", r.readAs)
    member("reason", r.reason.rawValue)
    endObject()
  }

  mutating func unparsedToken(_ u: UnparsedToken) {
    beginObject()
    member("text", u.text)
    member("offset", u.offset)
    endObject()
  }
}
