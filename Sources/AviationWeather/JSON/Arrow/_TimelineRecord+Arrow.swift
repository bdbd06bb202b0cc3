// A timeline record's rows (`TimelineRecord`, `wxparse --json --timeline`) as the rows of an
// Arrow stream of their own (``ArrowTimelineWriter``): one row per forecast row, with the
// record's `schemaVersion`, `kind` (`timeline`), `station`, `line` and validity (`start`, `end`)
// (``_ArrowTimelineContext``) before the row's members. The row's columns are ``ForecastRow``'s
// own description (`TimelineRecord+Record.swift`), in its order, the row read where the record
// holds it: a member added there reaches this stream with no other edit. Its `kind` is the column
// `rowKind` (the top-level `kind` tells a timeline row from an error row, as in the JSON
// records). The columns come from the sinks every record's do (`_RecordDescription.swift`):
// dates as `Timestamp(MICROSECOND, "UTC")`, the prevailing conditions, an overlay's conditions
// and an unplaced group's conditions as the struct of the METAR stream's `conditions`, codes as
// plain text, overlays and unplaced groups as lists of structs of ``ForecastOverlay``'s and
// ``UnplacedChangeGroup``'s own descriptions. (The row's members were once copied into a struct
// of this stream's that listed them again: 95 M of the 798 M instructions of `wxparse --timeline
// --arrow --reference-date 2026-11-24 --threads 1` on the TAF corpus, 702 M without.)
//
// A member the JSON record leaves out when empty or false (a row's `unplacedGroups`, an
// overlay's `isWindowClamped`) is a value here (`[]`, `false`); one it leaves out when unknown
// (`isDaylight`, `flightCategory`, `probability`) is null.

import Foundation

/// The members of a timeline record every one of its rows shares, the first columns of a
/// timeline row (the forecast row's own follow: ``ArrowTimelineWriter``).
struct _ArrowTimelineContext: _DescribedRecord {
  var line: Int
  var station: String
  /// The timeline's validity, in seconds since the reference date.
  var start: Double?
  var end: Double?

  // Inlined into the Arrow sink's caller (as `METAR`'s): the sink's counters stay in registers.
  @inline(__always)
  static func _describeRecord<S: _RecordSink<Self>>(into s: inout S) {
    s.schemaVersion()
    s.constant("kind", "timeline")
    s.field("station", \.station)
    s.field("line", \.line)
    s.instant("start", \.start)
    s.instant("end", \.end)
  }

  static var _recordBlank: _ArrowTimelineContext { _ArrowTimelineContext(line: 0, station: "", start: nil, end: nil) }
}

// Outside the struct, so that the compiler still writes its memberwise initialiser.
extension _ArrowTimelineContext {
  /// The members `record`'s rows share.
  init(of record: TimelineRecord) {
    self.init(
      line: record.line, station: record.station, start: _finiteInterval(record.start), end: _finiteInterval(record.end))
  }
}

extension ForecastRow {
  /// The name of the column of each of the row's members whose name is not its own in the
  /// timeline stream: `kind` is the record's there.
  static let _arrowTimelineRenaming = ["kind": "rowKind"]
}

// A row's `kind` as its code, plain text (not the JSON record text, quoted, that a value with
// no Arrow form of its own is).
extension ForecastRow.Kind {
  /// A text column.
  static func _arrowColumn(isNullable: Bool) -> _ArrowColumn { _ArrowUtf8Column(isNullable: isNullable) }

  @inline(__always)
  static func _appendArrow(_ value: ForecastRow.Kind, to column: _ArrowColumn) {
    unsafeDowncast(column, to: _ArrowUtf8Column.self).append(value._jsonName)
  }
}
