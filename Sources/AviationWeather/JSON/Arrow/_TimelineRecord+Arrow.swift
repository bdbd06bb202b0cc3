// A timeline record's rows (`TimelineRecord`, `wxparse --json --timeline`) as the rows of an
// Arrow stream of their own (``ArrowTimelineWriter``): one row per forecast row, with the
// record's `schemaVersion`, `kind` (`timeline`), `station`, `line` and validity (`start`, `end`)
// beside the row's members, the row's own `kind` as `rowKind` (the top-level `kind` tells a
// timeline row from an error row, as in the JSON records). Described as the other records are
// (`_RecordDescription.swift`), so the columns come from the same sinks: dates as
// `Timestamp(MICROSECOND, "UTC")`, the prevailing conditions, an overlay's conditions and an
// unplaced group's conditions as the struct of the METAR stream's `conditions`, codes as plain
// text, overlays and unplaced groups as lists of structs.
//
// A member the JSON record leaves out when empty or false (a row's `unplacedGroups`, an
// overlay's `isWindowClamped`) is a value here (`[]`, `false`); one it leaves out when unknown
// (`isDaylight`, `flightCategory`, `probability`) is null.

import Foundation

/// One forecast row of a timeline record, with the record's members every row shares.
struct _ArrowTimelineRow: _DescribedRecord {
  var line: Int
  var station: String
  /// The timeline's validity, in seconds since the reference date.
  var start: Double?
  var end: Double?
  /// ``ForecastRow/Kind``'s code (the row's `kind` in its JSON object).
  var rowKind: String
  var date: Double?
  var isDaylight: Bool?
  var isFromTime: Bool
  var flightCategory: FlightCategory?
  var ceilingFeet: Int?
  var prevailing: WeatherConditions
  var changesInProgress: [_ArrowTimelineOverlay]
  var overlays: [_ArrowTimelineOverlay]
  var unplacedGroups: [_ArrowUnplacedGroup]

  // Inlined into the Arrow sink's caller (as `METAR`'s): the sink's counters stay in registers.
  @inline(__always)
  static func _describeRecord<S: _RecordSink<Self>>(into s: inout S) {
    s.schemaVersion()
    s.constant("kind", "timeline")
    s.field("station", \.station)
    s.field("line", \.line)
    s.instant("start", \.start)
    s.instant("end", \.end)
    s.field("rowKind", \.rowKind)
    s.instant("date", \.date)
    s.optional("isDaylight", \.isDaylight)
    s.field("isFromTime", \.isFromTime)
    s.optional("flightCategory", \.flightCategory)
    s.optional("ceilingFeet", \.ceilingFeet)
    s.field("prevailing", \.prevailing)
    s.array("changesInProgress", \.changesInProgress)
    s.array("overlays", \.overlays)
    s.array("unplacedGroups", \.unplacedGroups)
  }

  static var _recordBlank: _ArrowTimelineRow {
    _ArrowTimelineRow(
      line: 0, station: "", start: nil, end: nil, rowKind: "", date: nil, isDaylight: nil, isFromTime: false,
      flightCategory: nil, ceilingFeet: nil, prevailing: WeatherConditions(), changesInProgress: [], overlays: [],
      unplacedGroups: [])
  }
}

// Outside the struct, so that the compiler still writes its memberwise initialiser (one list
// of members to keep in order).
extension _ArrowTimelineRow {
  /// `row` of `record`.
  init(_ row: ForecastRow, of record: TimelineRecord) {
    self.init(
      line: record.line, station: record.station, start: _finiteInterval(record.start),
      end: _finiteInterval(record.end), rowKind: row.kind.rawValue, date: _finiteInterval(row.date),
      isDaylight: row.isDaylight, isFromTime: row.isFromTime, flightCategory: row.flightCategory,
      ceilingFeet: row.ceilingFeet, prevailing: row.prevailing,
      changesInProgress: row.changesInProgress.map(_ArrowTimelineOverlay.init),
      overlays: row.overlays.map(_ArrowTimelineOverlay.init), unplacedGroups: row.unplacedGroups.map(_ArrowUnplacedGroup.init))
  }
}

/// A ``ForecastOverlay`` as a struct of a row's `overlays` or `changesInProgress`.
struct _ArrowTimelineOverlay: _DescribedRecord {
  var kind: TAFForecast.Kind
  var probability: Int?
  var start: Double?
  var end: Double?
  var isWindowClamped: Bool
  var conditions: WeatherConditions
  var resulting: WeatherConditions
  var flightCategory: FlightCategory?

  // Inlined into the Arrow sink's caller (as `METAR`'s): the sink's counters stay in registers.
  @inline(__always)
  static func _describeRecord<S: _RecordSink<Self>>(into s: inout S) {
    s.field("kind", \.kind)
    s.optional("probability", \.probability)
    s.instant("start", \.start)
    s.instant("end", \.end)
    s.field("isWindowClamped", \.isWindowClamped)
    s.field("conditions", \.conditions)
    s.field("resulting", \.resulting)
    s.optional("flightCategory", \.flightCategory)
  }

  static var _recordBlank: _ArrowTimelineOverlay {
    _ArrowTimelineOverlay(
      kind: .base, probability: nil, start: nil, end: nil, isWindowClamped: false, conditions: WeatherConditions(),
      resulting: WeatherConditions(), flightCategory: nil)
  }
}

// Outside the struct, as above.
extension _ArrowTimelineOverlay {
  init(_ overlay: ForecastOverlay) {
    self.init(
      kind: overlay.kind, probability: overlay.probability, start: _finiteInterval(overlay.start),
      end: _finiteInterval(overlay.end), isWindowClamped: overlay.isWindowClamped, conditions: overlay.conditions,
      resulting: overlay.resulting, flightCategory: overlay.flightCategory)
  }
}

/// An ``UnplacedChangeGroup`` as a struct of a row's `unplacedGroups`.
struct _ArrowUnplacedGroup: _DescribedRecord {
  var index: Int
  var kind: TAFForecast.Kind
  var probability: Int?
  var text: String?
  var offset: Int?
  /// ``UnplacedChangeGroup/Reason``'s code.
  var reason: String
  var conditions: WeatherConditions

  static func _describeRecord<S: _RecordSink<Self>>(into s: inout S) {
    s.field("index", \.index)
    s.field("kind", \.kind)
    s.optional("probability", \.probability)
    s.optional("text", \.text)
    s.optional("offset", \.offset)
    s.field("reason", \.reason)
    s.field("conditions", \.conditions)
  }

  static var _recordBlank: _ArrowUnplacedGroup {
    _ArrowUnplacedGroup(
      index: 0, kind: .base, probability: nil, text: nil, offset: nil, reason: "", conditions: WeatherConditions())
  }
}

// Outside the struct, as above.
extension _ArrowUnplacedGroup {
  init(_ group: UnplacedChangeGroup) {
    self.init(
      index: group.index, kind: group.kind, probability: group.probability, text: group.text, offset: group.offset,
      reason: group.reason.rawValue, conditions: group.conditions)
  }
}
