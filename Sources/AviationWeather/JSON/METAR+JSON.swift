extension METAR {
  /// Appends this report as one compact JSON object to `buffer`: byte for byte what
  /// `JSONEncoder` (with `.withoutEscapingSlashes`, keys unsorted) writes for its `Codable`
  /// form, absent optionals left out, but written directly without the `Codable` machinery.
  ///
  /// Returns `false`, leaving `buffer` as it was, when the report holds a number JSON cannot
  /// express (not finite); encode it through `Codable` to get that error.
  @discardableResult
  public func writeJSON(into buffer: inout [UInt8]) -> Bool {
    _JSONWriter.append(to: &buffer, capacity: raw.utf8.count * 8 + 1024) { $0.metar(self) }
  }

  /// Writes this report's record as `writeJSON(into:)` does into an array, but
  /// straight into `memory`, without allocating when there is room to spare: for a pipeline
  /// that writes records into its own output buffer (as `wxparse --json` does).
  ///
  /// Returns the number of bytes written, or `nil` (leaving the contents of `memory`
  /// unspecified) when they do not fit or the report holds a number JSON cannot express; then
  /// give more room, or write into an array.
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
    literal("{\"schemaVersion\":", int: RecordFormat.schemaVersion, ",\"raw\":")
    string(m.raw)
    literal(",\"kind\":\"", m.kind._jsonName, "\",\"station\":")
    string(m.station)
    if let time = m.time { dayTime(time, prefix: ",\"time\":") }
    // Runs of members that nearly always hold their defaults are written as one literal then
    // (`raw` always comes first, so each of these follows a comma).
    if !m.isAutomated && !m.isCorrected && !m.isNil {
      literal(",\"isAutomated\":false,\"isCorrected\":false,\"isNil\":false")
    } else {
      member("isAutomated", m.isAutomated)
      member("isCorrected", m.isCorrected)
      member("isNil", m.isNil)
    }
    literal(",\"conditions\":")
    conditions(m.conditions)
    // Without the box of rarer groups (about 94 % of reports) every one of them is empty.
    let extras = m.extrasBox
    if extras == nil {
      literal(",\"runwayVisualRanges\":[]")
    } else {
      member("runwayVisualRanges", array: m.runwayVisualRanges) { $0.runwayVisualRange($1) }
    }
    // `conditions` comes before, so these follow a comma.
    if let temperature = m.temperature { self.temperature(temperature, prefix: ",\"temperature\":") }
    if let dewPoint = m.dewPoint { temperature(dewPoint, prefix: ",\"dewPoint\":") }
    if let altimeter = m.altimeter { pressure(altimeter, prefix: ",\"altimeter\":") }
    if let qnh = m.qnh { pressure(qnh, prefix: ",\"qnh\":") }
    if extras == nil {
      literal(",\"recentWeather\":[],\"runwayStates\":[],\"cloudLocations\":[],\"weatherLocations\":[]")
      literal(",\"cloudTypes\":[],\"colorStates\":[]")
    } else {
      member("qfe", m.qfe) { $0.pressure($1) }
      member("recentWeather", array: m.recentWeather) { $0.weatherGroup($1) }
      member("runwayStates", array: m.runwayStates) { $0.runwayState($1) }
      member("seaState", m.seaState) { $0.seaState($1) }
      member("rainfall", m.rainfall) { $0.rainfall($1) }
      member("reportedHumidity", m.reportedHumidity)
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
      literal(",\"repaired\":[],\"unparsed\":[],\"warnings\":[]")
    } else {
      member("plainLanguage", m.plainLanguage) {
        $0.beginObject()
        $0.member("text", $1.text)
        $0.member("offset", $1.offset)
        $0.endObject()
      }
      member("repaired", array: m.repaired) { $0.repairedToken($1) }
      member("unparsed", array: m.unparsed) { $0.unparsedToken($1) }
      member("warnings", array: m.warnings) { $0.warning($1) }
    }
    if let category = m.flightCategory {
      literal(",\"flightCategory\":\"", category._jsonName, "\"")
    } else {
      literal(",\"flightCategory\":null")
    }
    if let humidity = m.recordRelativeHumidity { member("relativeHumidity", humidity) } else {
      literal(",\"relativeHumidity\":null")
    }
    // Only reports whose month is known have it (none that were only decoded).
    date("observedAt", m.observedAt)
    endObject()
  }
}
