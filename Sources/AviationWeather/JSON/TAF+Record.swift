// `TAF`'s record form (`RecordFormat`), described once: `Codable` (both ways), the schema and
// the generic sinks read this description. The fast writer (`wxparse --json`) is still the
// hand-written `_JSONWriter.taf(_:)` (`TAF+JSON.swift`), for the reason `_RecordDescription.swift`
// gives; `RecordDescriptionTests` checks that it writes what the description writes. `schemaVersion`, `raw`, `kind`
// (`"TAF"`), then the other stored properties under their own names in declaration order
// (`nil` values left out), then the resolved dates, when known, as ISO 8601 UTC strings under
// the names `wxparse --json --reference-date` gives them (`issuedAt`, `validFrom`, `validTo`).

import Foundation

extension TAF: _DescribedRecord {
  static func _describeRecord<S: _RecordSink<Self>>(into s: inout S) {
    s.schemaVersion()
    s.field("raw", \.raw)
    // Absent in records written before schema version 1.
    s.constant("kind", "TAF")
    s.field("station", \.station)
    s.optional("issueTime", \.issueTime)
    s.optional("validity", \.validity)
    s.field("isAmended", \.isAmended)
    s.field("isCorrected", \.isCorrected)
    s.field("isNil", \.isNil)
    s.field("isCancelled", \.isCancelled)
    s.addedField(
      "isNotAvailable", \.isNotAvailable,
      schema: .object([
        ("type", .string("boolean")),
        ("description", .string("FCST NOT AVBL: no forecast is available (absent before it existed).")),
      ]), required: false)
    // Each forecast group with its window as instants (`validFrom`, `validTo`), when placed.
    s.array("forecasts", \.placedForecasts)
    s.array("temperatures", \.temperatures)
    s.array("remarks", \.remarks)
    s.optional(
      "forecasterIdentifier", \.forecasterIdentifier,
      schema: .object([
        ("type", .string("string")),
        ("description", .string("A US Navy TAF's closing group as sent (FN20007): the forecaster's number; absent when none.")),
      ]))
    s.array("unparsed", \.unparsed)
    s.addedArray("repaired", \.repaired, required: true)
    s.addedArray("warnings", \.warnings, required: false)
    // Absent in records of forecasts whose month was not known.
    s.instant("issuedAt", \.issuedAtInterval)
    s.instant("validFrom", \.validFromInterval)
    s.instant("validTo", \.validToInterval)
  }

  static var _recordBlank: TAF { TAF(raw: "", station: "") }
  static var _schemaTitle: String? { "TAF record" }

  /// The forecasts with the TAF's resolved validity, as the record writes them.
  var placedForecasts: _PlacedForecasts {
    get { _PlacedForecasts(forecasts: forecasts, validFrom: validFrom, validTo: validTo) }
    set { forecasts = newValue.forecasts }
  }

  /// Decodes a forecast from its `Codable` form; a record written before ``repaired`` existed
  /// has none (nor warnings, nor `isNotAvailable`, then false), and one without `issuedAt`,
  /// `validFrom` or `validTo` has no such date. A malformed date throws
  /// `DecodingError.dataCorrupted`.
  public init(from decoder: any Decoder) throws { try self.init(_recordFrom: decoder) }

  /// Encodes `schemaVersion` (``RecordFormat/schemaVersion``), `raw`, `kind` (`"TAF"`), every
  /// other property under its own name, in declaration order, then ``issuedAt``,
  /// ``validFrom`` and ``validTo`` as ISO 8601 UTC strings (`2026-11-13T05:30:00Z`, whatever the
  /// encoder's date strategy); `nil` values are left out. A date outside the years 1000–9999
  /// throws `EncodingError.invalidValue`.
  public func encode(to encoder: any Encoder) throws { try _encodeRecord(to: encoder) }
}

extension TAFValidity: _DescribedRecord {
  static func _describeRecord<S: _RecordSink<Self>>(into s: inout S) {
    s.field("from", \.from)
    s.field("to", \.to)
  }

  static var _recordBlank: TAFValidity {
    TAFValidity(from: DayTime(day: nil, hour: 0, minute: 0), to: DayTime(day: nil, hour: 0, minute: 0))
  }

  /// Decodes the form ``encode(to:)`` writes.
  public init(from decoder: any Decoder) throws { try self.init(_recordFrom: decoder) }
  /// Encodes `{"from", "to"}`.
  public func encode(to encoder: any Encoder) throws { try _encodeRecord(to: encoder) }
}

/// A forecast group as the TAF record writes it: the group's members, then its window as ISO
/// 8601 UTC instants (`validFrom`, and `validTo` unless it is an `FM` group) once the TAF's
/// dates are resolved (``TAF/dates(of:)``). A group alone (`TAFForecast`'s `Codable` form) has
/// no window.
struct _PlacedForecast: _DescribedRecord {
  var forecast: TAFForecast
  /// The window's ends in seconds since the reference date, as the TAF keeps its dates.
  var validFrom: Double?
  var validTo: Double?

  static func _describeRecord<S: _RecordSink<Self>>(into s: inout S) {
    s.field("kind", \.forecast.kind)
    s.optional("probability", \.forecast.probability)
    s.optional("from", \.forecast.from)
    s.optional("to", \.forecast.to)
    s.field("conditions", \.forecast.conditions)
    s.optional("altimeter", \.forecast.altimeter)
    s.array("icing", \.forecast.icing)
    s.array("turbulence", \.forecast.turbulence)
    s.addedArray("weatherAlternatives", \.forecast.weatherAlternatives, required: false)
    s.instant("validFrom", \.validFrom)
    s.instant("validTo", \.validTo)
  }

  static var _recordBlank: _PlacedForecast { _PlacedForecast(forecast: TAFForecast(kind: .base)) }
  static var _schemaName: String? { "tafForecast" }

  init(forecast: TAFForecast, validFrom: Double? = nil, validTo: Double? = nil) {
    self.forecast = forecast
    self.validFrom = validFrom
    self.validTo = validTo
  }

  init(from decoder: any Decoder) throws { try self.init(_recordFrom: decoder) }
  func encode(to encoder: any Encoder) throws { try _encodeRecord(to: encoder) }
}

/// A TAF's forecasts placed in its resolved validity: written as the list of their
/// ``_PlacedForecast`` forms, read back as the forecasts alone (their windows follow from the
/// TAF's dates).
struct _PlacedForecasts: RandomAccessCollection, _RecordArray {
  var forecasts: [TAFForecast]
  var validFrom: Date?
  var validTo: Date?

  var startIndex: Int { forecasts.startIndex }
  var endIndex: Int { forecasts.endIndex }

  subscript(position: Int) -> _PlacedForecast { placed(forecasts[position]) }

  @inline(__always)
  func _forEach(_ body: (_PlacedForecast) -> Void) {
    for forecast in forecasts { body(placed(forecast)) }
  }

  @inline(__always)
  private func placed(_ forecast: TAFForecast) -> _PlacedForecast {
    let dates = TAF.dates(of: forecast, validFrom: validFrom, validTo: validTo)
    return _PlacedForecast(
      forecast: forecast, validFrom: _finiteInterval(dates?.from), validTo: _finiteInterval(dates?.to))
  }

  init(forecasts: [TAFForecast], validFrom: Date?, validTo: Date?) {
    self.forecasts = forecasts
    self.validFrom = validFrom
    self.validTo = validTo
  }

  init(from decoder: any Decoder) throws {
    self.init(forecasts: try [TAFForecast](from: decoder), validFrom: nil, validTo: nil)
  }

  func encode(to encoder: any Encoder) throws {
    var container = encoder.unkeyedContainer()
    for forecast in self { try container.encode(forecast) }
  }
}

extension TAFForecast: _RecordValue {
  @inline(__always)
  static func _writeRecord(_ value: TAFForecast, to writer: inout _JSONWriter) {
    _PlacedForecast._writeRecord(_PlacedForecast(forecast: value), to: &writer)
  }
  static var _recordSchema: _JSONValue { .ref("tafForecast") }

  /// Decodes the form ``encode(to:)`` writes (a `validFrom` and `validTo` the TAF's record adds
  /// are checked, not kept: the window follows from the TAF's dates).
  public init(from decoder: any Decoder) throws { self = try _PlacedForecast(_recordFrom: decoder).forecast }
  /// Encodes every property under its own name, in declaration order; `nil` values left out.
  public func encode(to encoder: any Encoder) throws { try _PlacedForecast(forecast: self)._encodeRecord(to: encoder) }
}

extension TAFForecast.Kind: _RecordRawCode {}
