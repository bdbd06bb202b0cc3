extension TimelineRecord {
  /// Appends this record (``RecordFormat``, `kind` `"timeline"`) as one compact JSON object to
  /// `buffer`: the members of its `Codable` form in order, written directly (what
  /// `wxparse --json --timeline` prints).
  ///
  /// Returns `false`, leaving `buffer` as it was, when it holds a value the record cannot
  /// express (a number that is not finite, a date outside the years 1000–9999).
  @discardableResult
  public func writeJSON(into buffer: inout [UInt8]) -> Bool {
    _JSONWriter.append(to: &buffer, capacity: rows.count * 1024 + raw.utf8.count * 2 + 1024) {
      $0.timelineRecord(self)
    }
  }
}

extension _JSONWriter {
  mutating func timelineRecord(_ r: TimelineRecord) {
    beginObject()
    member("schemaVersion", RecordFormat.schemaVersion)
    member("kind", static: "timeline")
    member("station", r.station)
    date("start", r.start)
    date("end", r.end)
    member("isNil", r.isNil)
    member("isCancelled", r.isCancelled)
    member("isNotAvailable", r.isNotAvailable)
    member("rows", array: r.rows) { $0.forecastRow($1) }
    if !r.unplacedGroups.isEmpty { member("unplacedGroups", array: r.unplacedGroups) { $0.unplacedChangeGroup($1) } }
    member("raw", r.raw)
    member("unparsed", array: r.unparsed) { $0.unparsedToken($1) }
    member("repaired", array: r.repaired) { $0.repairedToken($1) }
    member("warnings", array: r.warnings) { $0.warning($1) }
    member("line", r.line)
    endObject()
  }

  mutating func forecastRow(_ row: ForecastRow) {
    beginObject()
    member("kind", static: row.kind._jsonName)
    date("date", row.date)
    // Absent, not null, without sun times (a station whose position is not known), as the
    // record leaves out every missing value.
    if let isDaylight = row.isDaylight { member("isDaylight", isDaylight) }
    member("isFromTime", row.isFromTime)
    key("prevailing")
    conditions(row.prevailing)
    member("changesInProgress", array: row.changesInProgress) { $0.forecastOverlay($1) }
    member("overlays", array: row.overlays) { $0.forecastOverlay($1) }
    member("ceilingFeet", row.ceilingFeet)
    if let category = row.flightCategory { member("flightCategory", static: category._jsonName) }
    if !row.unplacedGroups.isEmpty {
      member("unplacedGroups", array: row.unplacedGroups) { $0.unplacedChangeGroup($1) }
    }
    endObject()
  }

  mutating func unplacedChangeGroup(_ group: UnplacedChangeGroup) {
    beginObject()
    member("index", group.index)
    member("kind", group.kind.rawValue)
    member("probability", group.probability)
    member("text", group.text)
    member("offset", group.offset)
    member("reason", group.reason.rawValue)
    key("conditions")
    conditions(group.conditions)
    endObject()
  }

  mutating func forecastOverlay(_ overlay: ForecastOverlay) {
    beginObject()
    member("kind", overlay.kind.rawValue)
    member("probability", overlay.probability)
    date("start", overlay.start)
    date("end", overlay.end)
    if overlay.isWindowClamped { member("isWindowClamped", true) }
    key("conditions")
    conditions(overlay.conditions)
    key("resulting")
    conditions(overlay.resulting)
    if let category = overlay.flightCategory { member("flightCategory", static: category._jsonName) }
    endObject()
  }
}
