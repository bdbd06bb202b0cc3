extension ErrorRecord {
  /// Appends this record (``RecordFormat``, `kind` `"error"`) as one compact JSON object to
  /// `buffer`: the members of its `Codable` form in order (what `wxparse --json` prints for a
  /// report that could not be decoded). It holds only strings and integers: it always writes.
  public func writeJSON(into buffer: inout [UInt8]) {
    _ = _JSONWriter.append(to: &buffer, capacity: raw.utf8.count * 2 + error.utf8.count + 256) { writer in
      writer.beginObject()
      writer.member("schemaVersion", RecordFormat.schemaVersion)
      writer.member("kind", static: "error")
      writer.member("file", file)
      writer.member("line", line)
      writer.member("raw", raw)
      writer.member("error", error)
      writer.member("code", code)
      writer.member("offset", offset)
      writer.endObject()
    }
  }
}
