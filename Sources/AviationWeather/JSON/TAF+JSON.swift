// `TAF`'s fast JSON writer: its description (`TAF+Record.swift`), written by the description's
// fast sink (`_JSONRecordSink`), which reads the report in place, its forecast groups too
// (`_PlacedRecord.swift`).

extension TAF {
  /// Appends this forecast's record (``RecordFormat``) as one compact JSON object to `buffer`:
  /// the members of its `Codable` form in the order it encodes them, written directly without
  /// the `Codable` machinery (what `wxparse --json` prints).
  ///
  /// Returns `false`, leaving `buffer` as it was, when the forecast holds a value the record
  /// cannot express (a number that is not finite, a date outside the years 1000–9999); encode
  /// it through `Codable` to get that error.
  @discardableResult
  public func writeJSON(into buffer: inout [UInt8]) -> Bool {
    _JSONWriter.append(to: &buffer, capacity: raw.utf8.count * 12 + 1024) { TAF._writeRecord(self, to: &$0) }
  }
}
