// The groups METARs, TAFs and timelines share, as the record format writes them (each its
// `Codable` form, byte for byte).

import Foundation

extension _JSONWriter {
  /// Writes one record with `body` and appends it to `buffer`; returns `false`, leaving
  /// `buffer` as it was, when the record held a value JSON cannot hold. Every record type's
  /// `writeJSON(into:)` goes through here.
  static func append(to buffer: inout [UInt8], capacity: Int, _ body: (inout _JSONWriter) -> Void) -> Bool {
    var writer = _JSONWriter(capacity: capacity)
    body(&writer)
    if writer.failed {
      writer.discard()
      return false
    }
    writer.finish(into: &buffer)
    return true
  }

  /// `"name":"2026-11-09T19:00:00Z"` when `date` is present; a date the form cannot hold fails
  /// the record, as a non-finite number does.
  mutating func date(_ name: StaticString, _ date: Date?, comma: Bool? = nil) {
    guard let date else { return }
    if let text = _formatISO8601(date) { member(name, text, comma: comma) } else { failed = true }
  }

  /// Conditions, member by member as their description (`WeatherConditions+Record.swift`)
  /// lists them, hand-written: through the description's sink the conditions were copied for
  /// every one written (9 % of `wxparse --json`'s instructions). `RecordDescriptionTests` checks
  /// it against the description (`Codable`) on the corpora.
  @inline(never)
  mutating func conditions(_ c: WeatherConditions) { conditionsBody(c) }

  /// ``conditions(_:)`` of conditions read where they are (a member of a record read in place;
  /// never written): passed by value they were copied first. Not inlined, so that the
  /// description's member that calls it is (its key path then folds into an address).
  @inline(never)
  mutating func conditions(inPlace c: inout WeatherConditions) { conditionsBody(c) }

  @inline(__always)
  private mutating func conditionsBody(_ c: WeatherConditions) {
    if let wind = c.wind {
      literal("{\"wind\":")
      self.wind(wind)
    } else {
      beginObject()
    }
    member("visibility", c.visibility) { Visibility._writeRecord($1, to: &$0) }
    member("minimumVisibility", c.minimumVisibility) { Visibility._writeRecord($1, to: &$0) }
    member("weather", array: c.weather) { $0.weatherGroup($1) }
    member("sky", array: c.sky) { SkyCondition._writeRecord($1, to: &$0) }
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
    switch w.direction {
    case .degrees(let degrees): literal("{\"direction\":", int: degrees, ",\"variable\":false")
    case .variable: literal("{\"direction\":null,\"variable\":true")
    case .missing: literal("{\"direction\":null,\"variable\":false")
    }
    // `direction` comes first, so everything after follows a comma.
    if let speed = w.speed { self.speed(speed, prefix: ",\"speed\":") }
    if let gust = w.gust { speed(gust, prefix: ",\"gust\":") }
    // The flags are false nearly always.
    if w.speedExceedsValue { literal(",\"speedExceedsValue\":true") } else { literal(",\"speedExceedsValue\":false") }
    if let sector = w.variableSector {
      literal(",\"variableSector\":{\"from\":", int: sector.from, ",\"to\":")
      literal("", int: sector.to, "}")
    }
    if w.isEstimated { literal(",\"isEstimated\":true}") } else { literal(",\"isEstimated\":false}") }
  }

  /// A speed, after `prefix` (as ``measurement(_:unit:prefix:)`` writes it).
  @inline(__always)
  mutating func speed(_ s: Speed, prefix: StaticString = "") {
    measurement(s.value, unit: s.unit._jsonName, prefix: prefix)
  }

  /// A pressure, after `prefix` (as ``measurement(_:unit:prefix:)`` writes it).
  @inline(__always)
  mutating func pressure(_ p: Pressure, prefix: StaticString = "") {
    pressure(p.value, unit: p.unit._jsonName, hectopascals: p.recordHectopascals, prefix: prefix)
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
      name(g.intensity._jsonName)
      if let descriptor = g.descriptor { name(descriptor._jsonName) }
      g.forEachPhenomenon { name($0._jsonName) }
    }
    quote()
    member("intensity", static: g.intensity._recordName)
    if let descriptor = g.descriptor { member("descriptor", static: descriptor._jsonName) }
    key("phenomena")
    beginArray()
    g.forEachPhenomenon { phenomenon in
      element()
      quote()
      name(phenomenon._jsonName)
      quote()
    }
    endArray()
    if g.isMissing { member("isMissing", true) }
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

  /// A time, after `prefix` (as ``measurement(_:unit:prefix:)`` writes it).
  @inline(__always)
  mutating func dayTime(_ t: DayTime, prefix: StaticString = "") {
    // The day is absent from some times (`FM1200` in old TAFs): then no member.
    dayTime(day: t.day, hour: t.hour, minute: t.minute, prefix: prefix)
  }

  /// `RepairedToken`'s record form, as its description (`Groups+Record.swift`) writes it.
  @inline(__always)
  mutating func repairedToken(_ r: RepairedToken) { RepairedToken._writeRecord(r, to: &self) }

  /// `UnparsedToken`'s record form, as its description (`Groups+Record.swift`) writes it.
  @inline(__always)
  mutating func unparsedToken(_ u: UnparsedToken) { UnparsedToken._writeRecord(u, to: &self) }

  /// A data-quality warning, as its description (`Groups+Record.swift`) writes it.
  @inline(__always)
  mutating func warning(_ w: DecodeWarning) { DecodeWarning._writeRecord(w, to: &self) }
}
