// `METAR`'s fast JSON writer: its description (`METAR+Record.swift`), written by the description's
// fast sink (`_JSONRecordSink`), which reads the report in place.

extension METAR {
  /// Appends this report as one compact JSON object to `buffer`: byte for byte what
  /// `JSONEncoder` (with `.withoutEscapingSlashes`, keys unsorted) writes for its `Codable`
  /// form, absent optionals left out, but written directly without the `Codable` machinery.
  ///
  /// Returns `false`, leaving `buffer` as it was, when the report holds a number JSON cannot
  /// express (not finite); encode it through `Codable` to get that error.
  @discardableResult
  public func writeJSON(into buffer: inout [UInt8]) -> Bool {
    _JSONWriter.append(to: &buffer, capacity: raw.utf8.count * 8 + 1024) { METAR._writeRecord(self, to: &$0) }
  }

  /// Writes this report's record as `writeJSON(into:)` does into an array, but
  /// straight into `memory`, without allocating when there is room to spare: for a pipeline
  /// that writes records into its own output buffer (as `wxparse --json` does).
  ///
  /// Returns the number of bytes written, or `nil` (leaving the contents of `memory`
  /// unspecified) when they do not fit or the report holds a number JSON cannot express; then
  /// give more room, or write into an array.
  package func writeJSON(into memory: UnsafeMutableRawBufferPointer) -> Int? {
    var writer = _JSONWriter(borrowing: memory)
    METAR._writeRecord(self, to: &writer)
    defer { writer.discard() }
    guard !writer.failed else { return nil }
    if writer.outgrewBorrowedMemory {
      // The writer makes room for the worst case of each value, so near the end of a tight
      // buffer it moves to storage of its own though the record may still fit.
      guard writer.writtenCount <= memory.count, let target = memory.baseAddress else { return nil }
      writer.copyWritten(to: target)
    }
    return writer.writtenCount
  }
}
