// The rows of an Arrow IPC stream, counted from its messages' metadata (the benchmark's check of
// `wxparse --arrow`'s answer, outside the timed region): each message is 0xFFFFFFFF, the
// metadata's length, the metadata (a FlatBuffers `Message`), then `bodyLength` bytes of body;
// a RecordBatch's `length` is its row count. The stream must end with the end-of-stream marker.

enum ArrowStreamRows {
  /// The rows of every RecordBatch in `stream`.
  static func count(in stream: [UInt8]) throws -> Int {
    func int(_ at: Int, _ size: Int) throws -> Int {
      guard at >= 0, at + size <= stream.count else { throw BenchmarkError("Arrow stream cut short at byte \(at)") }
      var value: UInt64 = 0
      for i in 0..<size { value |= UInt64(stream[at + i]) << (8 * UInt64(i)) }
      if size == 4 { return Int(Int32(truncatingIfNeeded: value)) }
      return Int(Int64(bitPattern: value))
    }
    /// The position of a table field (`slot`), or nil when absent.
    func field(_ table: Int, _ slot: Int) throws -> Int? {
      let vtable = table - (try int(table, 4))
      let vtableSize = try int(vtable, 2) & 0xFFFF
      guard 4 + 2 * slot < vtableSize else { return nil }
      let offset = try int(vtable + 4 + 2 * slot, 2) & 0xFFFF
      return offset == 0 ? nil : table + offset
    }
    var rows = 0
    var position = 0
    while true {
      guard try int(position, 4) == -1 else { throw BenchmarkError("no continuation marker at byte \(position)") }
      let length = try int(position + 4, 4)
      if length == 0 { break }  // end of stream
      let metadata = position + 8
      let message = metadata + (try int(metadata, 4))
      var body = 0
      if let bodyLength = try field(message, 3) { body = try int(bodyLength, 8) }
      if let type = try field(message, 1), type < stream.count, stream[type] == 3, let header = try field(message, 2) {
        let batch = header + (try int(header, 4))
        if let count = try field(batch, 0) { rows += try int(count, 8) }
      }
      position = metadata + length + body
    }
    guard position + 8 == stream.count else { throw BenchmarkError("bytes after the end-of-stream marker") }
    return rows
  }
}
