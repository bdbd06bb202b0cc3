// The little of FlatBuffers that Arrow's IPC metadata needs, written by hand: tables of scalars
// and references, strings, vectors of tables and vectors of structs.
//
// A buffer is written front to back, straight into its bytes (no tree of objects first): the
// root offset, then each table's vtable and table, then the objects the table refers to (after
// it, so every offset points forward), in the order the references were added. Every scalar
// sits at an address that is a multiple of its size, from the start of the buffer, which is
// what readers that verify the buffer (Arrow C++'s) check.

/// A field of the table being written: a scalar (1, 2, 4 or 8 bytes) or a reference (4 bytes,
/// to an object written after the table).
struct _FlatField {
  let slot: Int
  let size: Int
  let bits: UInt64
  let isReference: Bool

  /// Where the field goes in its table: 8-byte scalars (0), 4-byte scalars (1), references (2),
  /// then 2-byte (3) and 1-byte scalars (4).
  var rank: Int { isReference ? 2 : size == 8 ? 0 : size == 4 ? 1 : size == 2 ? 3 : 4 }
}

/// The positions of a table's references (at most four), in the order they were added: where
/// each `uoffset` sits, to point at its object once written (``_FlatBufferBuilder/point(_:to:)``).
struct _FlatReferences {
  private var positions: (Int, Int, Int, Int) = (0, 0, 0, 0)
  private(set) var count = 0

  mutating func append(_ position: Int) {
    switch count {
    case 0: positions.0 = position
    case 1: positions.1 = position
    case 2: positions.2 = position
    default: positions.3 = position
    }
    count = min(count + 1, 4)
  }

  subscript(index: Int) -> Int {
    switch index {
    case 0: return positions.0
    case 1: return positions.1
    case 2: return positions.2
    default: return positions.3
    }
  }
}

/// Writes a FlatBuffers buffer after the bytes it starts with (an IPC message's prefix):
/// ``startTable()``, the `add` calls, ``endTable()``, then each referenced object, in order,
/// pointed at with ``point(_:to:)``; the root with ``finish(root:)``. Positions count from the
/// buffer's start.
struct _FlatBufferBuilder {
  /// The prefix, the buffer so far, then zeros: the bytes past ``end`` are all 0, so padding and
  /// the slots patched later cost no stores.
  private var storage: [UInt8]
  /// Where the buffer starts in ``storage``.
  private let base: Int
  /// The end of what is written, in ``storage``.
  private var end: Int
  /// The fields of the table being written.
  private var fields: [_FlatField] = []

  /// A builder whose buffer follows `prefix`, with room made for `capacity` bytes of it (more
  /// as needed); the root offset is written by ``finish(root:)``.
  init(after prefix: [UInt8], capacity: Int) {
    storage = prefix
    storage.reserveCapacity(prefix.count + capacity)
    storage.append(contentsOf: repeatElement(0, count: Self.zerosAhead))
    base = prefix.count
    end = base + 4  // the root offset
    fields.reserveCapacity(8)
  }

  /// The position the next byte takes.
  var position: Int { end - base }

  /// Points the root offset at `root`, pads the buffer with zeros to a multiple of 8 bytes and
  /// returns the bytes (the prefix and the buffer).
  mutating func finish(root: Int) -> [UInt8] {
    point(0, to: root)
    skip(toMultipleOf: 8)
    storage.removeLast(storage.count - end)
    return storage
  }

  /// Makes room for `count` more bytes (zeros).
  @inline(__always)
  private mutating func reserve(_ count: Int) {
    if end + count > storage.count { grow(end + count) }
  }

  private mutating func grow(_ needed: Int) {
    storage.append(contentsOf: repeatElement(0, count: needed - storage.count + Self.zerosAhead))
  }

  /// The zeros kept past ``end`` when the storage grows: a few tables' worth (appending zeros
  /// goes byte by byte, so the long vectors are copied in instead, ``put(_:)``).
  private static let zerosAhead = 256

  /// Appends `value`, least significant byte first.
  @inline(__always)
  private mutating func put<T: FixedWidthInteger>(_ value: T) {
    reserve(MemoryLayout<T>.size)
    let offset = end
    storage.withUnsafeMutableBytes { $0.storeBytes(of: value.littleEndian, toByteOffset: offset, as: T.self) }
    end += MemoryLayout<T>.size
  }

  /// Appends the bytes of `raw`.
  private mutating func put(_ raw: UnsafeRawBufferPointer) {
    guard let source = raw.baseAddress, raw.count > 0 else { return }
    if raw.count > Self.zerosAhead {
      // In bulk (a copy of memory) at the end of what is written.
      storage.removeLast(storage.count - end)
      raw.withMemoryRebound(to: UInt8.self) { storage.append(contentsOf: $0) }
      end += raw.count
      return
    }
    reserve(raw.count)
    let offset = end
    storage.withUnsafeMutableBytes { $0.baseAddress?.advanced(by: offset).copyMemory(from: source, byteCount: raw.count) }
    end += raw.count
  }

  /// Appends `count` zeros.
  @inline(__always)
  private mutating func skip(_ count: Int) {
    reserve(count)
    end += count
  }

  /// Zeros until the position plus `extra` is a multiple of `alignment` (a power of 2).
  @inline(__always)
  private mutating func skip(toMultipleOf alignment: Int, after extra: Int = 0) {
    skip((0 &- (position + extra)) & (alignment - 1))
  }

  @inline(__always)
  private mutating func patch<T: FixedWidthInteger>(at position: Int, _ value: T) {
    let offset = base + position
    storage.withUnsafeMutableBytes { $0.storeBytes(of: value.littleEndian, toByteOffset: offset, as: T.self) }
  }

  /// Sets the `uoffset` at `position` to point at `target` (later in the buffer).
  mutating func point(_ position: Int, to target: Int) {
    patch(at: position, UInt32(truncatingIfNeeded: target - position))
  }

  // MARK: Tables

  /// Starts a table: its fields are the `add` calls up to ``endTable()``.
  mutating func startTable() { fields.removeAll(keepingCapacity: true) }

  /// A `bool` or `ubyte` field.
  mutating func add(_ slot: Int, uint8 value: UInt8) { fields.append(_FlatField(slot: slot, size: 1, bits: UInt64(value), isReference: false)) }
  /// A `bool` field.
  mutating func add(_ slot: Int, bool value: Bool) { add(slot, uint8: value ? 1 : 0) }
  /// A `short` field (an enumeration of the Arrow metadata).
  mutating func add(_ slot: Int, int16 value: Int16) {
    fields.append(_FlatField(slot: slot, size: 2, bits: UInt64(UInt16(bitPattern: value)), isReference: false))
  }
  /// An `int` field.
  mutating func add(_ slot: Int, int32 value: Int32) {
    fields.append(_FlatField(slot: slot, size: 4, bits: UInt64(UInt32(bitPattern: value)), isReference: false))
  }
  /// A `long` field.
  mutating func add(_ slot: Int, int64 value: Int64) {
    fields.append(_FlatField(slot: slot, size: 8, bits: UInt64(bitPattern: value), isReference: false))
  }
  /// A reference to a table, string or vector, written after the table.
  mutating func addReference(_ slot: Int) { fields.append(_FlatField(slot: slot, size: 4, bits: 0, isReference: true)) }

  /// Writes the table started (its vtable just before it): the fields from the widest down
  /// (scalars before references of the same width, otherwise in the order added), each at a
  /// multiple of its size. Returns the table's position and its references' positions.
  mutating func endTable() -> (table: Int, references: _FlatReferences) {
    var slotCount = 0
    for field in fields { slotCount = max(slotCount, field.slot + 1) }
    // The order the fields take: 8-byte scalars, 4-byte scalars, references, 2-byte then 1-byte
    // scalars, each group in the order added (a stable insertion sort of a few fields).
    for i in fields.indices.dropFirst() {
      var j = i
      while j > 0 && fields[j - 1].rank > fields[j].rank {
        fields.swapAt(j - 1, j)
        j -= 1
      }
    }
    // Room for the vtable, the table and their padding, made once: the stores below go
    // straight into the memory.
    reserve(16 + 2 * slotCount + 16 * fields.count)
    let base = self.base
    var end = self.end
    var start = 0
    var references = _FlatReferences()
    let fields = self.fields
    storage.withUnsafeMutableBytes { raw in
      // The vtable: its own size, the table's size, then each slot's offset in the table (0: absent).
      end += (end - base) & 1
      let vtable = end
      raw.storeBytes(of: UInt16(truncatingIfNeeded: 4 + 2 * slotCount).littleEndian, toByteOffset: vtable, as: UInt16.self)
      end += 4 + 2 * slotCount
      // The table starts with its signed offset back to the vtable; the 8-byte fields come right
      // after it, so it starts 4 bytes before a multiple of 8.
      end += (0 &- (end - base + 4)) & 7
      start = end
      raw.storeBytes(of: UInt32(truncatingIfNeeded: start - vtable).littleEndian, toByteOffset: start, as: UInt32.self)
      end += 4
      for field in fields {
        let size = field.size
        end += (0 &- (end - base)) & (size - 1)
        raw.storeBytes(
          of: UInt16(truncatingIfNeeded: end - start).littleEndian, toByteOffset: vtable + 4 + 2 * field.slot,
          as: UInt16.self)
        if field.isReference { references.append(end - base) }
        switch size {
        case 8: raw.storeBytes(of: field.bits.littleEndian, toByteOffset: end, as: UInt64.self)
        case 4: raw.storeBytes(of: UInt32(truncatingIfNeeded: field.bits).littleEndian, toByteOffset: end, as: UInt32.self)
        case 2: raw.storeBytes(of: UInt16(truncatingIfNeeded: field.bits).littleEndian, toByteOffset: end, as: UInt16.self)
        default: raw.storeBytes(of: UInt8(truncatingIfNeeded: field.bits), toByteOffset: end, as: UInt8.self)
        }
        end += size
      }
      raw.storeBytes(of: UInt16(truncatingIfNeeded: end - start).littleEndian, toByteOffset: vtable + 2, as: UInt16.self)
    }
    self.end = end
    self.fields.removeAll(keepingCapacity: true)
    return (start - base, references)
  }

  // MARK: Strings and vectors

  /// Writes `text` (its length, its bytes and a 0); returns its position.
  mutating func write(string text: String) -> Int {
    skip(toMultipleOf: 4)
    let start = position
    var text = text
    text.withUTF8 {
      put(UInt32(truncatingIfNeeded: $0.count))
      put(UnsafeRawBufferPointer($0))
    }
    skip(1)
    return start
  }

  /// Writes a vector of `count` references to tables, each 0 until pointed at its table
  /// (`first + 4 * i`, with ``point(_:to:)``); returns the vector's position and `first`.
  mutating func writeTableVector(count: Int) -> (vector: Int, first: Int) {
    skip(toMultipleOf: 4)
    let start = position
    put(UInt32(truncatingIfNeeded: count))
    skip(4 * count)
    return (start, start + 4)
  }

  /// Writes a vector of structs whose fields are all `long`s: `fields` longs each, `values` in
  /// order; returns its position.
  mutating func write(longStructs values: [Int64], fields: Int) -> Int {
    // The structs start at a multiple of 8, right after the 4-byte count.
    skip(toMultipleOf: 8, after: 4)
    let start = position
    put(UInt32(truncatingIfNeeded: fields == 0 ? 0 : values.count / fields))
    // Little-endian, as every platform the package supports holds them: copied as they are.
    values.withUnsafeBytes { put($0) }
    return start
  }
}
