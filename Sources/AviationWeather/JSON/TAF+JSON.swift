import Foundation

extension TAF {
  /// Appends this forecast's record (``RecordFormat``) as one compact JSON object to `buffer`:
  /// the members of its `Codable` form in the order it encodes them, written directly without
  /// the `Codable` machinery (what `wxparse --json` prints).
  ///
  /// Returns `false`, leaving `buffer` as it was, when the forecast holds a value the record
  /// cannot express (a number that is not finite, a date outside the years 1000–9999); encode
  /// it through `Codable` to get that error.
  @discardableResult
  public func writeJSON(into buffer: inout [UInt8]) -> Bool {
    _JSONWriter.append(to: &buffer, capacity: raw.utf8.count * 12 + 1024) { $0.taf(self) }
  }
}

extension _JSONWriter {
  mutating func taf(_ t: TAF) {
    beginObject()
    member("schemaVersion", RecordFormat.schemaVersion)
    member("raw", t.raw)
    member("kind", static: "TAF")
    member("station", t.station)
    member("issueTime", t.issueTime) { $0.dayTime($1) }
    member("validity", t.validity) { writer, validity in
      writer.literal("{\"from\":")
      writer.dayTime(validity.from)
      writer.literal(",\"to\":")
      writer.dayTime(validity.to)
      writer.literal("}")
    }
    member("isAmended", t.isAmended)
    member("isCorrected", t.isCorrected)
    member("isNil", t.isNil)
    member("isCancelled", t.isCancelled)
    member("isNotAvailable", t.isNotAvailable)
    member("forecasts", array: t.forecasts) { $0.tafForecast($1, dates: t.dates(of: $1)) }
    member("temperatures", array: t.temperatures) { TemperatureForecast._writeRecord($1, to: &$0) }
    member("remarks", array: t.remarks) { $0.string($1) }
    member("forecasterIdentifier", t.forecasterIdentifier)
    member("unparsed", array: t.unparsed) { $0.unparsedToken($1) }
    member("repaired", array: t.repaired) { $0.repairedToken($1) }
    member("warnings", array: t.warnings) { $0.warning($1) }
    date("issuedAt", t.issuedAt)
    date("validFrom", t.validFrom)
    date("validTo", t.validTo)
    endObject()
  }

  /// A forecast group, then its window as instants when the TAF's dates are resolved.
  mutating func tafForecast(_ f: TAFForecast, dates: (from: Date, to: Date?)?) {
    beginObject()
    member("kind", f.kind.rawValue)
    member("probability", f.probability)
    member("from", f.from) { $0.dayTime($1) }
    member("to", f.to) { $0.dayTime($1) }
    key("conditions")
    conditions(f.conditions)
    member("altimeter", f.altimeter) { $0.pressure($1) }
    member("icing", array: f.icing) { IcingForecast._writeRecord($1, to: &$0) }
    member("turbulence", array: f.turbulence) { TurbulenceForecast._writeRecord($1, to: &$0) }
    member("weatherAlternatives", array: f.weatherAlternatives) { WeatherAlternative._writeRecord($1, to: &$0) }
    if let dates {
      date("validFrom", dates.from)
      date("validTo", dates.to)
    }
    endObject()
  }
}
