// Arrow IPC messages (the streaming format): a Schema message, RecordBatch messages and the
// end-of-stream marker. Each message is the continuation marker 0xFFFFFFFF, the length of the
// metadata (a FlatBuffers `Message`, padded to a multiple of 8 bytes), the metadata, then the
// body (the batch's buffers, each at a multiple of 8 bytes).
//
// Slots and codes follow the format's `Schema.fbs` and `Message.fbs` (metadata version V5).

enum _ArrowMessage {
  /// `MetadataVersion.V5`.
  private static let metadataVersion: Int16 = 4
  /// `MessageHeader` codes.
  private static let schemaHeader: UInt8 = 1
  private static let recordBatchHeader: UInt8 = 3

  /// The end-of-stream marker: the continuation marker and a metadata length of 0.
  static var endOfStream: [UInt8] { [0xFF, 0xFF, 0xFF, 0xFF, 0, 0, 0, 0] }

  /// Appends the Schema message of a stream whose rows have `root`'s fields as columns.
  static func writeSchema(of root: _ArrowStructColumn, into out: inout [UInt8]) {
    var schema = _FlatTable()
    schema.add(0, int16: 0)  // endianness: Little
    schema.add(1, .tables(root.children.map { field(named: $0.name, $0.column) }))
    write(header: .table(schema), type: schemaHeader, bodyLength: 0, into: &out)
  }

  /// The start of a RecordBatch message of `rows` rows whose columns `body` measured: the
  /// continuation marker, the metadata's length and the metadata. The body's buffers follow.
  static func recordBatchMetadata(rows: Int, body: _ArrowBody) -> [UInt8] {
    var batch = _FlatTable()
    batch.add(0, int64: Int64(rows))
    batch.add(1, .longStructs(fields: 2, values: body.nodes))
    batch.add(2, .longStructs(fields: 2, values: body.buffers))
    var out: [UInt8] = []
    write(header: .table(batch), type: recordBatchHeader, bodyLength: body.length, into: &out)
    return out
  }

  private static func write(header: _FlatObject, type: UInt8, bodyLength: Int, into out: inout [UInt8]) {
    var message = _FlatTable()
    message.add(0, int16: metadataVersion)
    message.add(1, uint8: type)
    message.add(2, header)
    message.add(3, int64: Int64(bodyLength))
    let metadata = _FlatBufferBuilder.finish(message)  // a multiple of 8 bytes
    out.reserveCapacity(out.count + 8 + metadata.count)
    out.append(contentsOf: [0xFF, 0xFF, 0xFF, 0xFF])
    let length = UInt32(metadata.count)
    for i in 0..<4 { out.append(UInt8(truncatingIfNeeded: length >> (8 * UInt32(i)))) }
    out.append(contentsOf: metadata)
  }

  /// A `Field` table: name, nullability, type and children.
  private static func field(named name: String, _ column: _ArrowColumn) -> _FlatTable {
    var field = _FlatTable()
    field.add(0, .string(name))
    field.add(1, bool: column.isNullable)
    let (code, type) = typeTable(column.type)
    field.add(2, uint8: code)
    field.add(3, .table(type))
    // Readers want the children vector even when it is empty.
    field.add(5, .tables(column.children.map { self.field(named: $0.name, $0.column) }))
    return field
  }

  /// The `Type` union's code and table for `type`.
  private static func typeTable(_ type: _ArrowType) -> (UInt8, _FlatTable) {
    var table = _FlatTable()
    switch type {
    case .bool:
      return (6, table)
    case .int32, .int64:
      table.add(0, int32: type == .int32 ? 32 : 64)  // bitWidth
      table.add(1, bool: true)  // is_signed
      return (2, table)
    case .float64:
      table.add(0, int16: 2)  // precision: DOUBLE
      return (3, table)
    case .utf8:
      return (5, table)
    case .timestampMicrosecondsUTC:
      table.add(0, int16: 2)  // unit: MICROSECOND
      table.add(1, .string("UTC"))
      return (10, table)
    case .list:
      return (12, table)
    case .structure:
      return (13, table)
    }
  }
}
