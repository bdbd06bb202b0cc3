import TestSupport
import Testing

@testable import AviationWeather

/// The FlatBuffers metadata of the Arrow IPC messages (`_ArrowMessage`, written straight into the
/// message's bytes by `_FlatBufferBuilder`), read back with a small FlatBuffers reader of the
/// test's own: every message's metadata is a multiple of 8 bytes, every scalar read sits at a
/// multiple of its size, the schema names the writer's columns and the record batches' field
/// nodes and buffers describe their rows and fit in their bodies.
@Suite struct ArrowMessageTests {
  /// A FlatBuffers buffer: reads that check the alignment of what they read.
  struct Reader {
    let bytes: [UInt8]

    func scalar<T: FixedWidthInteger>(_ type: T.Type, at position: Int) -> T {
      #expect(position % MemoryLayout<T>.size == 0, "a \(T.self) at \(position)")
      var value = T.zero
      for i in 0..<MemoryLayout<T>.size { value |= T(truncatingIfNeeded: bytes[position + i]) << (8 * i) }
      return value
    }

    /// The position of `slot`'s field in the table at `table`, nil when absent.
    func field(_ slot: Int, of table: Int) -> Int? {
      let vtable = table - Int(scalar(Int32.self, at: table))
      let size = Int(scalar(UInt16.self, at: vtable))
      guard 4 + 2 * slot < size else { return nil }
      let offset = Int(scalar(UInt16.self, at: vtable + 4 + 2 * slot))
      return offset == 0 ? nil : table + offset
    }

    /// The object the `uoffset` at `position` points at.
    func target(of position: Int) -> Int { position + Int(scalar(UInt32.self, at: position)) }

    func reference(_ slot: Int, of table: Int) -> Int? { field(slot, of: table).map(target(of:)) }

    func string(at position: Int) -> String {
      let count = Int(scalar(UInt32.self, at: position))
      #expect(bytes[position + 4 + count] == 0)
      return String(decoding: bytes[(position + 4)..<(position + 4 + count)], as: UTF8.self)
    }

    /// The tables of the vector at `position`.
    func tables(at position: Int) -> [Int] {
      (0..<Int(scalar(UInt32.self, at: position))).map { target(of: position + 4 + 4 * $0) }
    }

    /// The `long` pairs of the vector of structs at `position`.
    func longPairs(at position: Int) -> [(Int64, Int64)] {
      (0..<Int(scalar(UInt32.self, at: position))).map {
        (scalar(Int64.self, at: position + 4 + 16 * $0), scalar(Int64.self, at: position + 12 + 16 * $0))
      }
    }
  }

  /// The names of the `Field` tables of the vector at `vector`, depth first (a child's as
  /// `parent.child`), with their type codes.
  static func fields(_ reader: Reader, _ vector: Int, prefix: String = "") -> [String] {
    reader.tables(at: vector).flatMap { field -> [String] in
      let name = prefix + (reader.reference(0, of: field).map(reader.string(at:)) ?? "?")
      let code = reader.field(2, of: field).map { reader.scalar(UInt8.self, at: $0) } ?? 0
      #expect(reader.reference(3, of: field) != nil, "\(name) has a type table")
      let children = reader.reference(5, of: field).map { fields(reader, $0, prefix: name + ".") } ?? ["?"]
      return ["\(name):\(code)"] + children
    }
  }

  @Test func metadataReadsBackAsTheStreamsSchemaAndBatches() throws {
    var writer = ArrowRecordWriter(rowsPerBatch: 700)
    var stream: [UInt8] = []
    writer.writeSchema(into: &stream)
    let metars = try Fixture.lines("metar_corpus.txt").prefix(1_500)
    var appended = 0
    for (index, text) in metars.enumerated() {
      guard let metar = try? METAR(text, options: .lenient) else { continue }
      writer.append(metar, line: index + 1, into: &stream)
      appended += 1
    }
    writer.finish(into: &stream)

    var position = 0
    var schemas: [[String]] = []
    var topLevel: [String] = []
    var rows: [Int64] = []
    while position + 8 <= stream.count {
      #expect(Array(stream[position..<(position + 4)]) == [0xFF, 0xFF, 0xFF, 0xFF])
      let length = Reader(bytes: Array(stream[(position + 4)..<(position + 8)])).scalar(UInt32.self, at: 0)
      if length == 0 { break }  // the end of the stream
      #expect(length % 8 == 0)
      let reader = Reader(bytes: Array(stream[(position + 8)..<(position + 8 + Int(length))]))
      let message = reader.target(of: 0)
      #expect(reader.field(0, of: message).map { reader.scalar(Int16.self, at: $0) } == 4)  // V5
      let type = reader.field(1, of: message).map { reader.scalar(UInt8.self, at: $0) }
      let bodyLength = Int(reader.field(3, of: message).map { reader.scalar(Int64.self, at: $0) } ?? 0)
      let header = try #require(reader.reference(2, of: message))
      if type == 1 {
        let vector = try #require(reader.reference(1, of: header))
        schemas.append(Self.fields(reader, vector))
        topLevel = reader.tables(at: vector).map { reader.reference(0, of: $0).map(reader.string(at:)) ?? "?" }
      } else {
        #expect(type == 3)
        let batchRows = try #require(reader.field(0, of: header).map { reader.scalar(Int64.self, at: $0) })
        rows.append(batchRows)
        let nodes = try reader.longPairs(at: #require(reader.reference(1, of: header)))
        let buffers = try reader.longPairs(at: #require(reader.reference(2, of: header)))
        #expect(nodes.count == schemas.first?.count)
        // The top-level columns: as long as the batch.
        #expect(nodes.first?.0 == batchRows)
        var end: Int64 = 0
        for (offset, count) in buffers {
          #expect(offset % 8 == 0 && offset >= end && count >= 0)
          end = offset + count
        }
        #expect(end <= Int64(bodyLength))
      }
      position += 8 + Int(length) + bodyLength
    }
    #expect(position + 8 == stream.count)
    #expect(schemas.count == 1)
    #expect(topLevel == writer.columnNames)
    #expect(rows.reduce(0, +) == Int64(appended))
    #expect(rows.dropLast().allSatisfy { $0 == 700 })
  }
}
