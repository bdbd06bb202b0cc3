// `TAF`'s `Codable` form, the record format (`RecordFormat`): `schemaVersion`, `raw`, `kind`
// (`"TAF"`), then the other stored properties under their own names in declaration order
// (`nil` values left out), then the resolved dates, when known, as ISO 8601 UTC strings under
// the names `wxparse --json --reference-date` gives them (`issuedAt`, `validFrom`, `validTo`).

import Foundation

extension TAF {
  private enum CodingKeys: String, CodingKey {
    case schemaVersion, raw, kind, station, issueTime, validity, isAmended, isCorrected, isNil, isCancelled, isNotAvailable, forecasts
    case temperatures, remarks, unparsed, repaired, warnings, issuedAt, validFrom, validTo
  }

  /// Decodes a forecast from its `Codable` form; a record written before ``repaired`` existed
  /// has none (nor warnings, nor `isNotAvailable`, then false), and one without `issuedAt`, `validFrom` or `validTo` has no such date. A
  /// malformed date throws `DecodingError.dataCorrupted`.
  public init(from decoder: any Decoder) throws {
    let c = try decoder.container(keyedBy: CodingKeys.self)
    try c.checkSchemaVersion(forKey: .schemaVersion)
    // Absent in records written before schema version 1.
    try c.checkKind(forKey: .kind, is: "TAF", required: false)
    self.raw = try c.decode(String.self, forKey: .raw)
    self.station = try c.decode(String.self, forKey: .station)
    self.issueTime = try c.decodeIfPresent(DayTime.self, forKey: .issueTime)
    self.validity = try c.decodeIfPresent(TAFValidity.self, forKey: .validity)
    self.isAmended = try c.decode(Bool.self, forKey: .isAmended)
    self.isCorrected = try c.decode(Bool.self, forKey: .isCorrected)
    self.isNil = try c.decode(Bool.self, forKey: .isNil)
    self.isCancelled = try c.decode(Bool.self, forKey: .isCancelled)
    // Absent in records written before these existed.
    self.isNotAvailable = try c.decodeIfPresent(Bool.self, forKey: .isNotAvailable) ?? false
    self.forecasts = try c.decode([TAFForecast].self, forKey: .forecasts)
    self.temperatures = try c.decode([TemperatureForecast].self, forKey: .temperatures)
    self.remarks = try c.decode([String].self, forKey: .remarks)
    self.unparsed = try c.decode([UnparsedToken].self, forKey: .unparsed)
    self.repaired = try c.decodeIfPresent([RepairedToken].self, forKey: .repaired) ?? []
    self.warnings = try c.decodeIfPresent([DecodeWarning].self, forKey: .warnings) ?? []
    // Absent in records of forecasts whose month was not known, and in records written
    // before resolved dates existed.
    self.issuedAtInterval = try c.decodeISO8601IfPresent(forKey: .issuedAt)?.timeIntervalSinceReferenceDate
    self.validFromInterval = try c.decodeISO8601IfPresent(forKey: .validFrom)?.timeIntervalSinceReferenceDate
    self.validToInterval = try c.decodeISO8601IfPresent(forKey: .validTo)?.timeIntervalSinceReferenceDate
  }

  /// Encodes `schemaVersion` (``RecordFormat/schemaVersion``), `raw`, `kind` (`"TAF"`), every
  /// other property under its own name, in declaration order, then ``issuedAt``,
  /// ``validFrom`` and ``validTo`` as ISO 8601 UTC strings (`2026-11-13T05:30:00Z`, whatever the
  /// encoder's date strategy); `nil` values are left out. A date outside the years 1000–9999
  /// throws `EncodingError.invalidValue`.
  public func encode(to encoder: any Encoder) throws {
    var c = encoder.container(keyedBy: CodingKeys.self)
    try c.encode(RecordFormat.schemaVersion, forKey: .schemaVersion)
    try c.encode(raw, forKey: .raw)
    try c.encode("TAF", forKey: .kind)
    try c.encode(station, forKey: .station)
    try c.encodeIfPresent(issueTime, forKey: .issueTime)
    try c.encodeIfPresent(validity, forKey: .validity)
    try c.encode(isAmended, forKey: .isAmended)
    try c.encode(isCorrected, forKey: .isCorrected)
    try c.encode(isNil, forKey: .isNil)
    try c.encode(isCancelled, forKey: .isCancelled)
    try c.encode(isNotAvailable, forKey: .isNotAvailable)
    // Each forecast group with its window as instants (`validFrom`, `validTo`), when placed.
    try c.encode(forecasts.map { _PlacedForecast(forecast: $0, dates: dates(of: $0)) }, forKey: .forecasts)
    try c.encode(temperatures, forKey: .temperatures)
    try c.encode(remarks, forKey: .remarks)
    try c.encode(unparsed, forKey: .unparsed)
    try c.encode(repaired, forKey: .repaired)
    try c.encode(warnings, forKey: .warnings)
    try c.encodeISO8601IfPresent(issuedAt, forKey: .issuedAt)
    try c.encodeISO8601IfPresent(validFrom, forKey: .validFrom)
    try c.encodeISO8601IfPresent(validTo, forKey: .validTo)
  }
}

/// A forecast group as the TAF record writes it: its own `Codable` form, then its window as ISO
/// 8601 UTC instants (`validFrom`, and `validTo` unless it is an `FM` group) once the TAF's dates
/// are resolved (``TAF/dates(of:)``). Reading a record back, the forecast ignores them.
private struct _PlacedForecast: Encodable {
  var forecast: TAFForecast
  var dates: (from: Date, to: Date?)?

  private enum CodingKeys: String, CodingKey { case validFrom, validTo }

  func encode(to encoder: any Encoder) throws {
    try forecast.encode(to: encoder)
    guard let dates else { return }
    var c = encoder.container(keyedBy: CodingKeys.self)
    try c.encodeISO8601IfPresent(dates.from, forKey: .validFrom)
    try c.encodeISO8601IfPresent(dates.to, forKey: .validTo)
  }
}
