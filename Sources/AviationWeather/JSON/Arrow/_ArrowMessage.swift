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
    let children = root.children
    out += message(type: schemaHeader, bodyLength: 0, capacity: 512 * (children.count + 1)) { builder in
      builder.startTable()
      builder.add(0, int16: 0)  // endianness: Little
      builder.addReference(1)  // fields
      let (schema, references) = builder.endTable()
      let fields = writeFields(children, into: &builder)
      builder.point(references[0], to: fields)
      return schema
    }
  }

  /// The start of a RecordBatch message of `rows` rows whose columns `body` measured: the
  /// continuation marker, the metadata's length and the metadata. The body's buffers follow.
  static func recordBatchMetadata(rows: Int, body: _ArrowBody) -> [UInt8] {
    // The tables take under 160 bytes; the vectors 8 bytes a long, after their count and padding.
    let capacity = 160 + 8 * (body.nodes.count + body.buffers.count)
    return message(type: recordBatchHeader, bodyLength: body.length, capacity: capacity) { builder in
      builder.startTable()
      builder.add(0, int64: Int64(rows))  // length
      builder.addReference(1)  // nodes
      builder.addReference(2)  // buffers
      let (batch, references) = builder.endTable()
      let nodes = builder.write(longStructs: body.nodes, fields: 2)
      builder.point(references[0], to: nodes)
      let buffers = builder.write(longStructs: body.buffers, fields: 2)
      builder.point(references[1], to: buffers)
      return batch
    }
  }

  /// A message: the continuation marker, the metadata's length, then the metadata, a `Message`
  /// table whose header `writeHeader` writes (returning its position), padded to a multiple of
  /// 8 bytes; `capacity` bytes of metadata reserved.
  private static func message(
    type: UInt8, bodyLength: Int, capacity: Int, writeHeader: (inout _FlatBufferBuilder) -> Int
  ) -> [UInt8] {
    var builder = _FlatBufferBuilder(after: [0xFF, 0xFF, 0xFF, 0xFF, 0, 0, 0, 0], capacity: capacity)
    builder.startTable()
    builder.add(0, int16: metadataVersion)
    builder.add(1, uint8: type)
    builder.addReference(2)  // header
    builder.add(3, int64: Int64(bodyLength))
    let (message, references) = builder.endTable()
    let header = writeHeader(&builder)
    builder.point(references[0], to: header)
    var bytes = builder.finish(root: message)  // the metadata a multiple of 8 bytes
    let length = UInt32(truncatingIfNeeded: bytes.count - 8)
    bytes.withUnsafeMutableBytes { $0.storeBytes(of: length.littleEndian, toByteOffset: 4, as: UInt32.self) }
    return bytes
  }

  /// Writes a vector of `Field` tables, one per child; returns its position.
  private static func writeFields(
    _ children: [(name: String, column: _ArrowColumn)], into builder: inout _FlatBufferBuilder
  ) -> Int {
    let (vector, first) = builder.writeTableVector(count: children.count)
    for (i, child) in children.enumerated() {
      let field = writeField(named: child.name, child.column, into: &builder)
      builder.point(first + 4 * i, to: field)
    }
    return vector
  }

  /// Writes a `Field` table (name, nullability, type and children) and what it refers to;
  /// returns its position.
  private static func writeField(named name: String, _ column: _ArrowColumn, into builder: inout _FlatBufferBuilder) -> Int {
    builder.startTable()
    builder.addReference(0)  // name
    builder.add(1, bool: column.isNullable)
    builder.add(2, uint8: typeCode(column.type))
    builder.addReference(3)  // type
    // Readers want the children vector even when it is empty.
    builder.addReference(5)  // children
    let (field, references) = builder.endTable()
    let nameString = builder.write(string: name)
    builder.point(references[0], to: nameString)
    let type = writeType(column.type, into: &builder)
    builder.point(references[1], to: type)
    let children = writeFields(column.children, into: &builder)
    builder.point(references[2], to: children)
    return field
  }

  /// The `Type` union's code for `type`.
  private static func typeCode(_ type: _ArrowType) -> UInt8 {
    switch type {
    case .bool: return 6
    case .int32, .int64: return 2
    case .float64: return 3
    case .utf8: return 5
    case .timestampMicrosecondsUTC: return 10
    case .list: return 12
    case .structure: return 13
    }
  }

  /// Writes the `Type` union's table for `type` (and what it refers to); returns its position.
  private static func writeType(_ type: _ArrowType, into builder: inout _FlatBufferBuilder) -> Int {
    builder.startTable()
    switch type {
    case .bool, .utf8, .list, .structure:
      return builder.endTable().table
    case .int32, .int64:
      builder.add(0, int32: type == .int32 ? 32 : 64)  // bitWidth
      builder.add(1, bool: true)  // is_signed
      return builder.endTable().table
    case .float64:
      builder.add(0, int16: 2)  // precision: DOUBLE
      return builder.endTable().table
    case .timestampMicrosecondsUTC:
      builder.add(0, int16: 2)  // unit: MICROSECOND
      builder.addReference(1)  // timezone
      let (table, references) = builder.endTable()
      let zone = builder.write(string: "UTC")
      builder.point(references[0], to: zone)
      return table
    }
  }
}
