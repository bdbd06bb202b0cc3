// A timeline record's rows (`TimelineRecord`, `wxparse --json --timeline`) as the rows of an
// Arrow stream of their own (``ArrowTimelineWriter``): one row per forecast row, with the
// record's `schemaVersion`, `kind` (`timeline`), `station`, `line` and validity (`start`, `end`)
// beside the row's members, the row's own `kind` as `rowKind` (the top-level `kind` tells a
// timeline row from an error row, as in the JSON records). Described as the other records are
// (`_RecordDescription.swift`), so the columns come from the same sinks: dates as
// `Timestamp(MICROSECOND, "UTC")`, the prevailing conditions, an overlay's conditions and an
// unplaced group's conditions as the struct of the METAR stream's `conditions`, codes as plain
// text, overlays and unplaced groups as lists of structs: the structs of ``ForecastOverlay``'s
// and ``UnplacedChangeGroup``'s own descriptions (`TimelineRecord+Record.swift`), the row's
// arrays taken as they are. Copied into structs of their own whose members were listed again
// here, they cost 95 M of the 798 M instructions of `wxparse --timeline --arrow --reference-date
// 2026-11-24 --threads 1` on the TAF corpus (702 M without).
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
  /// The row's own, described where they are defined (`TimelineRecord+Record.swift`): their
  /// structs' fields are their records' members (a date a timestamp, `isWindowClamped` always a
  /// value), so a member added there reaches this stream too.
  var changesInProgress: [ForecastOverlay]
  var overlays: [ForecastOverlay]
  var unplacedGroups: [UnplacedChangeGroup]

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
      changesInProgress: row.changesInProgress, overlays: row.overlays, unplacedGroups: row.unplacedGroups)
  }
}
