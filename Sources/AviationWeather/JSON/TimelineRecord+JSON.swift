// `TimelineRecord`'s fast JSON writer: its description (`TimelineRecord+Record.swift`), written
// by the description's fast sink (`_JSONRecordSink`), which reads the record in place.

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
      TimelineRecord._writeRecord(self, to: &$0)
    }
  }
}
