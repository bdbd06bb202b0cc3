// An error record (``ErrorRecord``) as a row of an Arrow stream: its members as its JSON record
// (`ErrorRecord.writeJSON(into:)`) writes them, described here for the Arrow sinks only (the
// JSON record stays hand-written).

/// An error record with a description, for the Arrow sinks.
struct _ArrowErrorRow: _DescribedRecord {
  var record: ErrorRecord

  static func _describeRecord<S: _RecordSink<Self>>(into s: inout S) {
    s.field("schemaVersion", \.schemaVersion)
    s.constant("kind", "error")
    s.optional("file", \.record.file)
    s.field("line", \.record.line)
    s.field("raw", \.record.raw)
    s.field("error", \.record.error)
    s.field("code", \.record.code)
    s.field("offset", \.record.offset)
  }

  /// ``RecordFormat/schemaVersion``, as every record starts with.
  var schemaVersion: Int {
    get { RecordFormat.schemaVersion }
    set {}
  }

  static var _recordBlank: _ArrowErrorRow {
    _ArrowErrorRow(record: ErrorRecord(file: nil, line: 0, raw: "", error: "", code: "", offset: 0))
  }

  init(record: ErrorRecord) { self.record = record }
  init(from decoder: any Decoder) throws { record = try ErrorRecord(from: decoder) }
  func encode(to encoder: any Encoder) throws { try record.encode(to: encoder) }
}
