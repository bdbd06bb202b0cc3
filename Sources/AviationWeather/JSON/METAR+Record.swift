// `METAR`'s record form (`RecordFormat`), described once: the fast writer (`wxparse --json`,
// `METAR+JSON.swift`), `Codable` (both ways), the schema and the Arrow columns and rows read this
// description. `schemaVersion` first, then the
// stored properties under their own names in declaration order (`nil` values left out, every
// array written), then the derived `flightCategory` and `relativeHumidity` (always present,
// `null` when unknown), and the resolved observation time, when known, as `observedAt` (an ISO
// 8601 string, where `wxparse --json --reference-date` writes it).

import Foundation

extension METAR: _DescribedRecord {
  // Inlined into each sink's caller: the Arrow row sink's column index and block countdown
  // then stay in registers (the index a constant at each member), not in memory.
  @inline(__always)
  static func _describeRecord<S: _RecordSink<Self>>(into s: inout S) {
    s.schemaVersion()
    s.field("raw", \.raw)
    s.field("kind", \.kind)
    s.field("station", \.station)
    s.optional("time", \.time)
    if s.block(",\"isAutomated\":false,\"isCorrected\":false,\"isNil\":false", isDefault: { $0.holdsNoFlags }) {
      s.field("isAutomated", \.isAutomated)
      s.field("isCorrected", \.isCorrected)
      s.field("isNil", \.isNil)
    }
    s.field("conditions", \.conditions)
    // Without the box of rarer groups (about 94 % of reports) every one of them is empty.
    if s.block(",\"runwayVisualRanges\":[]", isDefault: { $0.holdsOnlyCommonGroups }) {
      s.array("runwayVisualRanges", \.runwayVisualRanges)
    }
    s.optional("temperature", \.temperature)
    s.optional("dewPoint", \.dewPoint)
    s.optional("altimeter", \.altimeter)
    s.optional("qnh", \.qnh)
    if s.block(
      ",\"recentWeather\":[],\"runwayStates\":[],\"cloudLocations\":[],\"weatherLocations\":[],\"cloudTypes\":[],\"colorStates\":[]",
      isDefault: { $0.holdsOnlyCommonGroups }
    ) {
      s.optional("qfe", \.qfe)
      s.array("recentWeather", \.recentWeather)
      s.array("runwayStates", \.runwayStates)
      s.optional("seaState", \.seaState)
      s.optional("rainfall", \.rainfall)
      s.optional(
        "reportedHumidity", \.reportedHumidity,
        schema: .object([
          ("type", .string("integer")), ("minimum", .int(0)), ("maximum", .int(100)),
          ("description", .string("Percent, as sent in a national group (RH93); absent when none was sent.")),
        ]))
      s.array("cloudLocations", \.cloudLocations)
      s.addedArray("weatherLocations", \.weatherLocations, required: true)
      s.addedArray("cloudTypes", \.cloudTypes, required: true)
      s.array("colorStates", \.colorStates)
    }
    s.array("trends", \.trends)
    // From the box itself: `remarks` would copy the ~800-byte value out of it first.
    s.optional("remarks", \.remarksBox)
    if s.block(",\"repaired\":[],\"unparsed\":[],\"warnings\":[]", isDefault: { $0.holdsOnlyCommonGroups }) {
      s.optional("plainLanguage", \.plainLanguage)
      s.addedArray("repaired", \.repaired, required: true)
      s.array("unparsed", \.unparsed)
      s.addedArray("warnings", \.warnings, required: false)
    }
    s.derived(
      "flightCategory", { $0.flightCategory },
      schema: .object([
        ("enum", .array(FlightCategory.allCases.map { .string($0.rawValue) } + [.null])),
        ("description", .string("FAA flight category; null when an element not reported could change it.")),
      ]))
    s.derived(
      "relativeHumidity", { $0.recordRelativeHumidity },
      schema: .object([
        ("type", .array([.string("number"), .string("null")])), ("minimum", .int(0)), ("maximum", .int(100)),
        ("description", .string("Percent, to a tenth; null without temperature and dew point.")),
      ]))
    // Only reports whose month is known have it (none that were only decoded).
    s.instant("observedAt", \.observedAtInterval)
  }

  static var _recordBlank: METAR { METAR(raw: "", station: "") }
  static var _schemaTitle: String? { "METAR or SPECI record" }

  /// Whether the report is neither automated, corrected nor `NIL` (nearly all are).
  private var holdsNoFlags: Bool { !isAutomated && !isCorrected && !isNil }

  /// The relative humidity as the record format writes it: percent to a tenth; `nil` when
  /// temperature or dew point is missing (or the value is not finite).
  @inline(__always)
  package var recordRelativeHumidity: Double? {
    guard let humidity = relativeHumidity, humidity.isFinite else { return nil }
    return (humidity * 10).rounded() / 10
  }

  /// Decodes a report from its keyed form (the form ``encode(to:)`` writes), with or without
  /// `observedAt`; a malformed `observedAt` throws `DecodingError.dataCorrupted`.
  public init(from decoder: any Decoder) throws { try self.init(_recordFrom: decoder) }

  /// Encodes `schemaVersion` (``RecordFormat/schemaVersion``), every property under its own
  /// name, in declaration order, then ``flightCategory`` and the ``relativeHumidity`` to a tenth
  /// of a percent (each `null` when unknown), then ``observedAt`` as an ISO 8601 UTC string
  /// (`2026-12-01T01:51:00Z`, whatever the encoder's date strategy); `nil` values are left out.
  /// An `observedAt` outside the years 1000–9999 throws `EncodingError.invalidValue`.
  public func encode(to encoder: any Encoder) throws { try _encodeRecord(to: encoder) }
}

extension METAR.Kind: _RecordCode {}
extension FlightCategory: _RecordCode {}

extension PlainLanguage: _DescribedRecord {
  static func _describeRecord<S: _RecordSink<Self>>(into s: inout S) {
    s.field("text", \.text)
    s.field("offset", \.offset)
  }

  static var _recordBlank: PlainLanguage { PlainLanguage(text: "", offset: 0) }

  /// Decodes the form ``encode(to:)`` writes.
  public init(from decoder: any Decoder) throws { try self.init(_recordFrom: decoder) }
  /// Encodes `{"text", "offset"}`.
  public func encode(to encoder: any Encoder) throws { try _encodeRecord(to: encoder) }
}
