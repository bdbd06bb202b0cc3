// The little of FlatBuffers that Arrow's IPC metadata needs, written by hand: tables of scalars
// and references, strings, vectors of tables and vectors of structs.
//
// A buffer is written front to back: the root offset, then each table's vtable and table, then
// the objects the table refers to (after it, so every offset points forward). Every scalar sits
// at an address that is a multiple of its size, from the start of the buffer, which is what
// readers that verify the buffer (Arrow C++'s) check.

/// A FlatBuffers table under construction: scalars and references by field slot (the order of
/// the fields in the `.fbs` file, from 0).
struct _FlatTable {
  /// Scalars: slot, size in bytes (1, 2, 4 or 8) and value (little-endian when written).
  var scalars: [(slot: Int, size: Int, bits: UInt64)] = []
  /// References to objects written after the table.
  var references: [(slot: Int, value: _FlatObject)] = []

  /// A `bool` or `ubyte` field.
  mutating func add(_ slot: Int, uint8 value: UInt8) { scalars.append((slot, 1, UInt64(value))) }
  /// A `bool` field.
  mutating func add(_ slot: Int, bool value: Bool) { scalars.append((slot, 1, value ? 1 : 0)) }
  /// A `short` field (an enumeration of the Arrow metadata).
  mutating func add(_ slot: Int, int16 value: Int16) {
    scalars.append((slot, 2, UInt64(UInt16(bitPattern: value))))
  }
  /// An `int` field.
  mutating func add(_ slot: Int, int32 value: Int32) {
    scalars.append((slot, 4, UInt64(UInt32(bitPattern: value))))
  }
  /// A `long` field.
  mutating func add(_ slot: Int, int64 value: Int64) { scalars.append((slot, 8, UInt64(bitPattern: value))) }
  /// A reference to a table, string or vector.
  mutating func add(_ slot: Int, _ object: _FlatObject) { references.append((slot, object)) }
}

/// An object a table refers to.
indirect enum _FlatObject {
  case table(_FlatTable)
  case string(String)
  case tables([_FlatTable])
  /// A vector of structs whose fields are all `long`s: `count` structs of `fields` longs each,
  /// `values` in order.
  case longStructs(fields: Int, values: [Int64])
}

/// Writes a FlatBuffers buffer whose root is a table.
struct _FlatBufferBuilder {
  private(set) var bytes: [UInt8] = []

  /// The buffer holding `root`, padded with zeros to a multiple of 8 bytes.
  static func finish(_ root: _FlatTable) -> [UInt8] {
    var builder = _FlatBufferBuilder()
    builder.putLittleEndian(0, size: 4)
    let rootPosition = builder.write(root)
    builder.patchOffset(at: 0, to: rootPosition)
    builder.pad(toMultipleOf: 8)
    return builder.bytes
  }

  /// Appends the low `size` bytes of `bits` (1 to 8), least significant first.
  private mutating func putLittleEndian(_ bits: UInt64, size: Int) {
    withUnsafeBytes(of: bits.littleEndian) { bytes.append(contentsOf: UnsafeRawBufferPointer(rebasing: $0[0..<size])) }
  }

  /// Zeros until the size plus `extra` is a multiple of `alignment`.
  private mutating func pad(toMultipleOf alignment: Int, after extra: Int = 0) {
    while (bytes.count + extra) % alignment != 0 { bytes.append(0) }
  }

  private mutating func patch(at position: Int, _ bits: UInt64, size: Int) {
    for i in 0..<size { bytes[position + i] = UInt8(truncatingIfNeeded: bits >> (8 * i)) }
  }

  /// Sets the `uoffset` at `position` to point at `target` (later in the buffer).
  private mutating func patchOffset(at position: Int, to target: Int) {
    patch(at: position, UInt64(target - position), size: 4)
  }

  /// Writes `table` (its vtable just before it) and the objects it refers to; returns the
  /// table's position.
  private mutating func write(_ table: _FlatTable) -> Int {
    let slotCount = max(
      table.scalars.map { $0.slot + 1 }.max() ?? 0,
      table.references.map { $0.slot + 1 }.max() ?? 0)
    // The vtable: its own size, the table's size, then each slot's offset in the table (0: absent).
    pad(toMultipleOf: 2)
    let vtable = bytes.count
    putLittleEndian(UInt64(4 + 2 * slotCount), size: 2)
    putLittleEndian(0, size: 2)
    for _ in 0..<slotCount { putLittleEndian(0, size: 2) }
    // The table starts with its signed offset back to the vtable; the 8-byte fields come right
    // after it, so it starts 4 bytes before a multiple of 8.
    pad(toMultipleOf: 8, after: 4)
    let start = bytes.count
    putLittleEndian(UInt64(start - vtable), size: 4)
    // Fields from the widest down, each at a multiple of its size.
    var fields: [(slot: Int, size: Int, bits: UInt64, reference: Int?)] = table.scalars.map {
      ($0.slot, $0.size, $0.bits, nil)
    }
    fields += table.references.indices.map { (table.references[$0].slot, 4, 0, $0) }
    fields.sort { $0.size > $1.size }
    var referencePositions: [(position: Int, reference: Int)] = []
    for field in fields {
      pad(toMultipleOf: field.size)
      patch(at: vtable + 4 + 2 * field.slot, UInt64(bytes.count - start), size: 2)
      if let reference = field.reference { referencePositions.append((bytes.count, reference)) }
      putLittleEndian(field.bits, size: field.size)
    }
    patch(at: vtable + 2, UInt64(bytes.count - start), size: 2)
    for (position, reference) in referencePositions {
      let target = write(table.references[reference].value)
      patchOffset(at: position, to: target)
    }
    return start
  }

  /// Writes `object`; returns its position (where an offset to it points).
  private mutating func write(_ object: _FlatObject) -> Int {
    switch object {
    case .table(let table):
      return write(table)
    case .string(let text):
      pad(toMultipleOf: 4)
      let start = bytes.count
      putLittleEndian(UInt64(text.utf8.count), size: 4)
      bytes.append(contentsOf: text.utf8)
      bytes.append(0)
      return start
    case .tables(let tables):
      pad(toMultipleOf: 4)
      let start = bytes.count
      putLittleEndian(UInt64(tables.count), size: 4)
      let first = bytes.count
      for _ in tables { putLittleEndian(0, size: 4) }
      for (i, table) in tables.enumerated() {
        let target = write(table)
        patchOffset(at: first + 4 * i, to: target)
      }
      return start
    case .longStructs(let fields, let values):
      // The structs start at a multiple of 8, right after the 4-byte count.
      pad(toMultipleOf: 8, after: 4)
      let start = bytes.count
      putLittleEndian(UInt64(fields == 0 ? 0 : values.count / fields), size: 4)
      // Little-endian, as every platform the package supports holds them: copied as they are.
      values.withUnsafeBytes { bytes.append(contentsOf: $0) }
      return start
    }
  }
}
