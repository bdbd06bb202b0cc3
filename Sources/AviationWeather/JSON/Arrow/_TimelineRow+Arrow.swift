// A timeline row's Arrow row, hand-written as the METAR's is (`_METAR+Arrow.swift`): through the
// description (`_TimelineRecord+Arrow.swift`), the record sink held a copy of the row, and of each
// overlay, copied again for every member (its conditions' arrays retained and released): two thirds
// of `wxparse --timeline --arrow`'s time; reading them in place, as the sink now does, still 3 %
// more instructions: `_RecordDescription.swift`). These read them in place, member by member in the
// descriptions' order; `ArrowTimelineStreamTests` checks that they write what the descriptions
// write, byte for byte, on the corpus.

extension _ArrowTimelineRow {
  /// Appends `r`'s members to `columns` (the timeline layout of the record table), as
  /// ``_DescribedRecord/_appendArrowMembers(_:to:)`` does.
  static func _appendArrowRow(_ r: _ArrowTimelineRow, to columns: _ArrowColumnRefs) {
    var row = _ArrowRowWriter(columns: columns)
    row.schemaVersion()
    row.constant("timeline")
    row.value(r.station)
    row.value(r.line)
    row.instant(r.start)
    row.instant(r.end)
    row.value(r.rowKind)
    row.instant(r.date)
    row.optional(r.isDaylight)
    row.value(r.isFromTime)
    row.optional(r.flightCategory)
    row.optional(r.ceilingFeet)
    row.value(r.prevailing)
    row.array(r.changesInProgress)
    row.array(r.overlays)
    row.array(r.unplacedGroups)
  }
}

extension _ArrowTimelineOverlay {
  /// Appends `o` as a struct of its described members, in their order, read in place.
  static func _appendArrow(_ o: _ArrowTimelineOverlay, to column: _ArrowColumn) {
    var row = _ArrowRowWriter.fields(ofStructAppendedTo: column)
    row.value(o.kind)
    row.optional(o.probability)
    row.instant(o.start)
    row.instant(o.end)
    row.value(o.isWindowClamped)
    row.value(o.conditions)
    row.value(o.resulting)
    row.optional(o.flightCategory)
  }
}
