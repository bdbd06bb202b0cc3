// `TAF`'s record form (`RecordFormat`), described once: the fast writer (`wxparse --json`,
// `TAF+JSON.swift`), `Codable` (both ways), the schema and the Arrow columns read this
// description, and its forecast groups' (`TAFForecast`, placed in the TAF's validity:
// `_PlacedRecord.swift`). `schemaVersion`, `raw`, `kind`
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
    s.placedArray("forecasts", \.forecasts, context: { ($0.validFrom, $0.validTo) })
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

/// A forecast group's record: its members, then, in a TAF's record, its window as ISO 8601 UTC
/// instants (`validFrom`, and `validTo` unless it is an `FM` group) once the TAF's dates are
/// resolved (``TAF/dates(of:)``). A group alone (its `Codable` form) has no window.
extension TAFForecast: _PlacedRecord {
  static func _describeRecord<S: _RecordSink<Self>>(into s: inout S, placement window: (from: Double?, to: Double?)?) {
    s.field("kind", \.kind)
    s.optional("probability", \.probability)
    s.optional("from", \.from)
    s.optional("to", \.to)
    s.field("conditions", \.conditions)
    s.optional("altimeter", \.altimeter)
    s.array("icing", \.icing)
    s.array("turbulence", \.turbulence)
    s.addedArray("weatherAlternatives", \.weatherAlternatives, required: false)
    s.instant("validFrom", value: window?.from)
    s.instant("validTo", value: window?.to)
  }

  /// The window of `forecast` in a TAF valid from `taf.validFrom` to `taf.validTo`.
  @inline(__always)
  static func _placement(
    of forecast: inout TAFForecast, in taf: (validFrom: Date?, validTo: Date?)
  ) -> (from: Double?, to: Double?) {
    let dates = TAF.dates(of: forecast, validFrom: taf.validFrom, validTo: taf.validTo)
    return (_finiteInterval(dates?.from), _finiteInterval(dates?.to))
  }

  static var _recordBlank: TAFForecast { TAFForecast(kind: .base) }
  static var _schemaName: String? { "tafForecast" }

  /// Decodes the form ``encode(to:)`` writes (a `validFrom` and `validTo` the TAF's record adds
  /// are checked, not kept: the window follows from the TAF's dates).
  public init(from decoder: any Decoder) throws { try self.init(_recordFrom: decoder) }
  /// Encodes every property under its own name, in declaration order; `nil` values left out.
  public func encode(to encoder: any Encoder) throws { try _encodeRecord(to: encoder) }
}

extension TAFForecast.Kind: _RecordRawCode {}
