// `TimelineRecord`'s record form (`RecordFormat`'s `timeline` record), described once, with its
// rows' (`ForecastRow`), their overlays' (`ForecastOverlay`) and the unplaced change groups'
// (`UnplacedChangeGroup`): the fast writer (`wxparse --json --timeline`,
// `TimelineRecord+JSON.swift`), `Codable` (both ways) and the schema read these descriptions.
// `schemaVersion`, `kind` (`"timeline"`), then the members under their own names in declaration
// order: `nil` values left out, dates as ISO 8601 UTC strings whatever the encoder's date
// strategy, an overlay's `isWindowClamped` only when true, `unplacedGroups` only when there are
// any (`_RecordSink.flag`, `nonEmptyArray`).

import Foundation

extension TimelineRecord: _DescribedRecord {
  static func _describeRecord<S: _RecordSink<Self>>(into s: inout S) {
    s.schemaVersion()
    s.constant("kind", "timeline")
    s.field("station", \.station)
    s.optionalDate("start", \.start)
    s.optionalDate("end", \.end)
    s.field("isNil", \.isNil)
    s.field("isCancelled", \.isCancelled)
    // Absent in records written before it existed.
    s.addedField("isNotAvailable", \.isNotAvailable, schema: nil, required: false)
    s.array("rows", \.rows)
    s.nonEmptyArray(
      "unplacedGroups", \.unplacedGroups,
      schema: _TimelineRecordSchema.unplacedGroups(
        "Change groups that could not be placed in time; absent when there are none."))
    s.field("raw", \.raw)
    s.array("unparsed", \.unparsed)
    s.array("repaired", \.repaired)
    s.addedArray("warnings", \.warnings, required: false)
    s.field("line", \.line, schema: .object([("type", .string("integer")), ("minimum", .int(1))]))
  }

  static var _recordBlank: TimelineRecord {
    TimelineRecord(
      station: "", start: nil, end: nil, isNil: false, isCancelled: false, rows: [], raw: "", unparsed: [],
      repaired: [], line: 0)
  }

  static var _schemaTitle: String? { "TAF timeline record (wxparse --timeline)" }

  /// Decodes a `timeline` record (one written before `isNotAvailable`, `warnings` and
  /// `unplacedGroups` existed has `false` and none; `unplacedGroups` is also absent when there are
  /// none); another `kind` or a newer `schemaVersion` throws `DecodingError.dataCorrupted`.
  public init(from decoder: any Decoder) throws { try self.init(_recordFrom: decoder) }

  /// Encodes `schemaVersion`, `kind` (`"timeline"`), then the members in order; `start` and
  /// `end` only when known, `unplacedGroups` only when there are any.
  public func encode(to encoder: any Encoder) throws { try _encodeRecord(to: encoder) }
}

extension ForecastRow: _DescribedRecord {
  @inline(__always)
  static func _describeRecord<S: _RecordSink<Self>>(into s: inout S) {
    s.field("kind", \.kind)
    s.date("date", \.date)
    // Absent, not null, without sun times (a station whose position is not known), as the
    // record leaves out every missing value.
    s.optional(
      "isDaylight", \.isDaylight,
      schema: .object([
        ("type", .string("boolean")),
        (
          "description",
          .string(
            "Whether the sun is up; absent when the timeline has no sun times (a station whose position is not known).")
        ),
      ]))
    s.field("isFromTime", \.isFromTime)
    s.field("prevailing", \.prevailing)
    s.array("changesInProgress", \.changesInProgress)
    s.array("overlays", \.overlays)
    s.optional("ceilingFeet", \.ceilingFeet)
    s.optional("flightCategory", \.flightCategory)
    s.nonEmptyArray(
      "unplacedGroups", \.unplacedGroups,
      schema: _TimelineRecordSchema.unplacedGroups("The timeline's unplacedGroups; absent when there are none."))
  }

  static var _recordBlank: ForecastRow {
    ForecastRow(kind: .step, date: Date(timeIntervalSinceReferenceDate: 0), isDaylight: nil, prevailing: WeatherConditions())
  }

  static var _schemaName: String? { "row" }

  /// Decodes a row from its record form (one without `unplacedGroups`, as written before they
  /// existed and whenever there are none, has none; one without `isDaylight`, a timeline without
  /// sun times, has `nil`); a malformed `date` throws `DecodingError.dataCorrupted`.
  public init(from decoder: any Decoder) throws { try self.init(_recordFrom: decoder) }

  /// Encodes every property under its own name, in declaration order (`nil` values left out,
  /// `unplacedGroups` only when there are any), `date` as an ISO 8601 UTC string
  /// (`2026-11-09T19:00:00Z`); a date outside the years 1000–9999 throws
  /// `EncodingError.invalidValue`.
  public func encode(to encoder: any Encoder) throws { try _encodeRecord(to: encoder) }
}

extension ForecastOverlay: _DescribedRecord {
  @inline(__always)
  static func _describeRecord<S: _RecordSink<Self>>(into s: inout S) {
    s.field("kind", \.kind)
    s.optional("probability", \.probability)
    s.date("start", \.start)
    s.date("end", \.end)
    s.flag("isWindowClamped", \.isWindowClamped)
    s.field("conditions", \.conditions)
    s.field("resulting", \.resulting)
    s.optional("flightCategory", \.flightCategory)
  }

  static var _recordBlank: ForecastOverlay {
    let instant = Date(timeIntervalSinceReferenceDate: 0)
    return ForecastOverlay(
      kind: .base, probability: nil, start: instant, end: instant, conditions: WeatherConditions(),
      resulting: WeatherConditions())
  }

  static var _schemaName: String? { "overlay" }

  /// Decodes an overlay from its record form (one without `isWindowClamped` is not clamped); a
  /// malformed date throws `DecodingError.dataCorrupted`.
  public init(from decoder: any Decoder) throws { try self.init(_recordFrom: decoder) }

  /// Encodes every property under its own name, in declaration order (`nil` values left out,
  /// `isWindowClamped` only when true), `start` and `end` as ISO 8601 UTC strings; a date outside
  /// the years 1000–9999 throws `EncodingError.invalidValue`.
  public func encode(to encoder: any Encoder) throws { try _encodeRecord(to: encoder) }
}

extension UnplacedChangeGroup: _DescribedRecord {
  static func _describeRecord<S: _RecordSink<Self>>(into s: inout S) {
    s.field(
      "index", \.index,
      schema: .object([
        ("type", .string("integer")), ("minimum", .int(0)),
        ("description", .string("The group's position in the TAF's forecasts (0 is the base forecast).")),
      ]))
    s.field("kind", \.kind, schema: .enumOf(TAFForecast.Kind.allCases.filter { $0 != .base }.map(\.rawValue)))
    s.optional("probability", \.probability)
    s.optional(
      "text", \.text,
      schema: .object([
        ("type", .string("string")), ("description", .string("The group as written, tokens joined by single spaces.")),
      ]))
    s.optional(
      "offset", \.offset,
      schema: .object([
        ("type", .string("integer")), ("minimum", .int(0)),
        ("description", .string("Byte offset of the group's first token in raw.")),
      ]))
    s.field("reason", \.reason)
    s.field("conditions", \.conditions)
  }

  static var _recordBlank: UnplacedChangeGroup {
    UnplacedChangeGroup(index: 0, kind: .base, reason: .timeMissing, conditions: WeatherConditions())
  }

  static var _schemaName: String? { "unplacedGroup" }

  static var _schemaDescription: String? {
    "A change group the timeline could not place in time: applied to no row, "
      + "and listed on every row since it may apply at any time within the validity."
  }

  /// Decodes an unplaced group from its record form (`nil` values absent).
  public init(from decoder: any Decoder) throws { try self.init(_recordFrom: decoder) }

  /// Encodes every property under its own name, in declaration order; `nil` values left out.
  public func encode(to encoder: any Encoder) throws { try _encodeRecord(to: encoder) }
}

extension UnplacedChangeGroup.Reason: _RecordRawCode {}

// Written as its code, a static string; its schema lists the codes (the type is not
// `CaseIterable`, as `_RecordCode` would need).
extension ForecastRow.Kind: _RecordValue {
  @inline(__always)
  static func _writeRecord(_ value: ForecastRow.Kind, to writer: inout _JSONWriter) {
    writer.literal("\"", value._jsonName, "\"")
  }

  @inline(__always)
  static func _writeRecordMember(_ name: StaticString, _ value: ForecastRow.Kind, comma: Bool, to writer: inout _JSONWriter) {
    writer.member(name, static: value._jsonName, comma: comma)
  }

  static var _recordSchema: _JSONValue { .enumOf(["step", "change", "sunrise", "sunset"]) }
}

/// The schema parts the timeline's descriptions share.
enum _TimelineRecordSchema {
  /// An `unplacedGroups` member (absent when empty, so never empty when present), described by
  /// `description`.
  static func unplacedGroups(_ description: String) -> _JSONValue {
    .object([
      ("type", .string("array")), ("items", .ref("unplacedGroup")), ("minItems", .int(1)),
      ("description", .string(description)),
    ])
  }
}
