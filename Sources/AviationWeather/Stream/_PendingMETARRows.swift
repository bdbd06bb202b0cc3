// Decoded METARs waiting for their Arrow rows, so that a record stream writes the rows of a few
// reports one after another instead of one between each two decodes (issue 33).

/// Up to ``capacity`` decoded METARs and their input lines, in input order, whose Arrow rows
/// are not written yet.
///
/// Why: a METAR's row writes about 55 values into as many columns, and the decoder's working
/// set (about 16 KiB) and the columns' state and tails do not fit a 32 KiB L1 data cache
/// together: written between two decodes, most of a row's columns had been evicted by the
/// decode before it. The held METARs' rows are written together, member by member
/// (``ArrowRecordWriter/append(_:lines:count:into:)``, ``_ArrowMemberwiseSink``), so that each
/// column is reached once for all of them (cachegrind, `wxparse --arrow --threads 1` on the
/// METAR fixtures, L1 data misses: 7.32 M with rows written one at a time; 5.90 M with eight
/// held and written row by row; member by member 4.43 M with eight held, 4.04 M with sixteen,
/// 3.95 M with 32, for 0.2 % more instructions each time).
///
/// The values are moved in (no copy, no retain), read in place and destroyed after their rows:
/// a decoded METAR is 384 bytes or fewer, sixteen 6 KiB. The memory is made at the first METAR
/// held (a stream that holds none makes none).
struct _PendingMETARRows: ~Copyable {
  /// The METARs a stream holds before it writes their rows.
  static let defaultCapacity = 16

  /// The most METARs held: when this many are, the stream writes their rows.
  let capacity: Int
  /// The values, initialized up to ``count``.
  private var values: UnsafeMutablePointer<METAR>?
  /// Each value's input line.
  private var lines: UnsafeMutablePointer<Int>?
  /// The METARs held.
  private(set) var count = 0

  /// Holds up to `capacity` METARs (at least one).
  init(capacity: Int = Self.defaultCapacity) {
    self.capacity = max(1, capacity)
  }

  deinit {
    values?.deinitialize(count: count)
    values?.deallocate()
    lines?.deallocate()
  }

  /// Whether no METAR is held.
  var isEmpty: Bool { count == 0 }

  /// Whether ``capacity`` METARs are held (the stream writes their rows before the next).
  var isFull: Bool { count >= capacity }

  /// Holds `metar`, from input line `line`, after the others. The room must not be full
  /// (``isFull``): its owner writes the held rows before it holds another.
  mutating func append(_ metar: consuming METAR, line: Int) {
    assert(count < capacity, "a METAR held in a full room")
    let values = values ?? .allocate(capacity: capacity)
    let lines = lines ?? .allocate(capacity: capacity)
    self.values = values
    self.lines = lines
    (values + count).initialize(to: metar)
    lines[count] = line
    count += 1
  }

  /// Hands the METARs held to `body` (where they are, in input order, with their lines and
  /// their count; read in place, never written), then destroys them: holds none after. `body`
  /// must not hold METARs in this room.
  mutating func removeAll(_ body: (UnsafeMutablePointer<METAR>, UnsafePointer<Int>, Int) -> Void) {
    guard let values, let lines, count > 0 else { return }
    let held = count
    body(values, lines, held)
    count = 0
    values.deinitialize(count: held)
  }
}
