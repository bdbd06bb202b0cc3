// `METAR`'s Arrow row, hand-written (its fast JSON writer, `METAR+JSON.swift`, is now its description): driven by the
// description (`METAR+Record.swift`), the record sink held a copy of the report (a retain and a
// release of each of its references, and its hundreds of bytes moved, for every row: a third of
// `wxparse --arrow`'s time; reading it in place, as the sink now does, still 15 % more
// instructions: `_RecordDescription.swift`). This reads the report in place, member by member in
// the description's order; `ArrowRecordWriterTests` checks that it writes what the description
// writes, byte for byte, on the corpus.

extension METAR {
  /// Appends `m`'s members to `columns` (the METAR layout of the record table), as
  /// ``_DescribedRecord/_appendArrowMembers(_:to:)`` does.
  static func _appendArrowRow(_ m: METAR, to columns: _ArrowColumnRefs) {
    var row = _ArrowRowWriter(columns: columns)
    row.schemaVersion()
    row.value(m.raw)
    row.value(m.kind)
    row.value(m.station)
    row.optional(m.time)
    row.value(m.isAutomated)
    row.value(m.isCorrected)
    row.value(m.isNil)
    row.value(m.conditions)
    // Without the box of rarer groups (about 94 % of reports) every one of them is empty.
    let extras = m.extrasBox
    if extras == nil { row.emptyArray() } else { row.array(m.runwayVisualRanges) }
    row.optional(m.temperature)
    row.optional(m.dewPoint)
    row.optional(m.altimeter)
    row.optional(m.qnh)
    if extras == nil {
      row.null()  // qfe
      row.emptyArray()  // recentWeather
      row.emptyArray()  // runwayStates
      row.null()  // seaState
      row.null()  // rainfall
      row.null()  // reportedHumidity
      row.emptyArray()  // cloudLocations
      row.emptyArray()  // weatherLocations
      row.emptyArray()  // cloudTypes
      row.emptyArray()  // colorStates
    } else {
      row.optional(m.qfe)
      row.array(m.recentWeather)
      row.array(m.runwayStates)
      row.optional(m.seaState)
      row.optional(m.rainfall)
      row.optional(m.reportedHumidity)
      row.array(m.cloudLocations)
      row.array(m.weatherLocations)
      row.array(m.cloudTypes)
      row.array(m.colorStates)
    }
    row.array(m.trends)
    // From the box itself: `m.remarks` would copy the ~800-byte value out of it first.
    row.optional(m.remarksBox)
    if extras == nil {
      row.null()  // plainLanguage
      row.emptyArray()  // repaired
      row.emptyArray()  // unparsed
      row.emptyArray()  // warnings
    } else {
      row.optional(m.plainLanguage)
      row.array(m.repaired)
      row.array(m.unparsed)
      row.array(m.warnings)
    }
    row.optional(m.flightCategory)
    row.optional(m.recordRelativeHumidity)
    row.instant(m.observedAtInterval)
  }
}

extension Trend {
  /// Appends `t` as a struct of its described members (`Groups+Record.swift`), in their order,
  /// read in place: the description's sink holds a copy of each trend (its conditions' arrays
  /// retained and released, a few hundred bytes moved). `ArrowStreamTests` checks that both
  /// write the same bytes.
  static func _appendArrow(_ t: Trend, to column: _ArrowColumn) {
    var row = _ArrowRowWriter.fields(ofStructAppendedTo: column)
    row.value(t.kind)
    row.optional(t.from)
    row.optional(t.until)
    row.optional(t.at)
    row.value(t.conditions)
    row.optional(t.colorState)
  }
}
