// Rows of several records of one type written member by member: each member's column takes the
// rows' values one after another before the next member's column is reached (issue 33).

/// Appends the rows of `count` records of `Root` (at `roots`, read in place, never written) to
/// `columns`, rows `firstRow` to `firstRow + count - 1`: for each member of the description, in
/// order, each record's value as ``_ArrowRecordSink`` appends it for a row of its own (the
/// same values, nulls and block defaults, so the same columns).
///
/// Why: a METAR's row reaches about 55 columns, each a state and a tail in its own cache lines;
/// written row by row, the rows of a block touch them all once per row, and with the decoder's
/// own working set they do not fit a 32 KiB L1 data cache. Member by member, a column's state
/// and tail are touched once per block while the block's records (384 bytes each) stay in the
/// cache.
///
/// Within a column the rows still come in order, so a null left unwritten (the column one row
/// short) gets its slot before the column's next value (``_ArrowColumn/appendNulls(upTo:)``)
/// as in a row written alone. At most ``maxCount`` records a block (their block defaults are
/// bits of one word).
struct _ArrowMemberwiseSink<Root: _DescribedRecord>: _RecordSink {
  /// The most records in a block.
  static var maxCount: Int { UInt64.bitWidth }

  let roots: UnsafeMutablePointer<Root>
  let count: Int
  let columns: _ArrowColumnRefs
  let firstRow: Int
  /// The column of the next member.
  private var next = 0
  /// The index of the next block the description opens (in `Root._arrowBlockDefaults`).
  private var nextBlock = 0
  /// How many of the next members are in a block opened with defaults (for the records whose
  /// bit ``defaultRecords`` sets).
  private var defaultsLeft = 0
  /// Bit `i`: record `i` holds the defaults of the block ``defaultsLeft`` counts down.
  private var defaultRecords: UInt64 = 0

  /// A sink of the `count` records at `roots` (1 to ``maxCount``), to `columns` from row `firstRow`.
  @inline(__always)
  init(roots: UnsafeMutablePointer<Root>, count: Int, columns: _ArrowColumnRefs, firstRow: Int) {
    assert(count > 0 && count <= Self.maxCount, "a block of \(count) records")
    self.roots = roots
    self.count = count
    self.columns = columns
    self.firstRow = firstRow
  }

  // Each member below loops over the records itself, with no closure between the description
  // and the row sink's member: a closure was compiled apart from its key path (projected for
  // every value, its metadata looked up), where written out the key path is a constant offset.

  /// The records whose next member is appended as its default (bit `i`: record `i`), for a
  /// member of the kind a block's defaults count (a field, an optional or an array: those
  /// ``_ArrowRecordSink`` appends as defaults).
  @inline(__always)
  private var defaulted: UInt64 { defaultsLeft > 0 ? defaultRecords : 0 }

  /// Record `index`'s row sink at the member's column; `defaulted`: the member is appended as
  /// its default for the records whose bit is set.
  @inline(__always)
  private func rowSink(_ index: Int, defaulted: UInt64 = 0) -> _ArrowRecordSink<Root> {
    var sink = _ArrowRecordSink(
      root: roots + index, row: _ArrowRowWriter(columns: columns, row: firstRow &+ index, next: next))
    if defaulted & (1 &<< UInt64(truncatingIfNeeded: index)) != 0 { sink.defaultsLeft = 1 }
    return sink
  }

  /// Moves to the next member's column, counting down the block's defaults after a member that
  /// takes one.
  @inline(__always)
  private mutating func endMember(takesDefault: Bool) {
    next += 1
    if takesDefault && defaultsLeft > 0 { defaultsLeft -= 1 }
  }

  @inline(__always)
  mutating func field<V: _RecordValue>(_ name: StaticString, _ path: WritableKeyPath<Root, V>, schema: @autoclosure () -> _JSONValue?) {
    let defaulted = defaulted
    for index in 0..<count {
      var sink = rowSink(index, defaulted: defaulted)
      sink.field(name, path, schema: nil)
    }
    endMember(takesDefault: true)
  }

  @inline(__always)
  mutating func optional<V: _RecordValue>(_ name: StaticString, _ path: WritableKeyPath<Root, V?>, schema: @autoclosure () -> _JSONValue?) {
    let defaulted = defaulted
    for index in 0..<count {
      var sink = rowSink(index, defaulted: defaulted)
      sink.optional(name, path, schema: nil)
    }
    endMember(takesDefault: true)
  }

  @inline(__always)
  mutating func array<C: _RecordArray>(_ name: StaticString, _ path: WritableKeyPath<Root, C>, schema: @autoclosure () -> _JSONValue?) {
    let defaulted = defaulted
    for index in 0..<count {
      var sink = rowSink(index, defaulted: defaulted)
      sink.array(name, path, schema: nil)
    }
    endMember(takesDefault: true)
  }

  @inline(__always)
  mutating func constant(_ name: StaticString, _ value: StaticString) {
    for index in 0..<count {
      var sink = rowSink(index)
      sink.constant(name, value)
    }
    endMember(takesDefault: false)
  }

  @inline(__always)
  mutating func schemaVersion() {
    for index in 0..<count {
      var sink = rowSink(index)
      sink.schemaVersion()
    }
    endMember(takesDefault: false)
  }

  @inline(__always)
  mutating func derived<V: _RecordValue>(
    _ name: StaticString, _ value: (inout Root) -> V?, schema: @autoclosure () -> _JSONValue
  ) {
    for index in 0..<count {
      var sink = rowSink(index)
      sink.derived(name, value, schema: schema())
    }
    endMember(takesDefault: false)
  }

  @inline(__always)
  mutating func instant(_ name: StaticString, _ path: WritableKeyPath<Root, Double?>) {
    for index in 0..<count {
      var sink = rowSink(index)
      sink.instant(name, path)
    }
    endMember(takesDefault: false)
  }

  /// As ``_ArrowRecordSink/block(_:isDefault:)``, for each record: the block's members are
  /// appended as their defaults for the records that hold them.
  @inline(__always)
  mutating func block(_ literal: StaticString, isDefault: (inout Root) -> Bool) -> Bool {
    let index = nextBlock
    nextBlock += 1
    defaultsLeft = 0
    defaultRecords = 0
    if let members = Root._arrowBlockDefaults?.count(ofBlock: index) {
      for record in 0..<count where isDefault(&roots[record]) { defaultRecords |= 1 &<< UInt64(truncatingIfNeeded: record) }
      if defaultRecords != 0 { defaultsLeft = members }
    }
    return true
  }
}

extension _DescribedRecord {
  /// Appends the `count` records at `roots` (read in place, never written) as rows `firstRow`
  /// on of `columns`, member by member (``_ArrowMemberwiseSink``).
  @inline(__always)
  static func _appendArrowMembers(
    ofRecords roots: UnsafeMutablePointer<Self>, count: Int, to columns: _ArrowColumnRefs, firstRow: Int
  ) {
    var sink = _ArrowMemberwiseSink(roots: roots, count: count, columns: columns, firstRow: firstRow)
    _describeRecord(into: &sink)
  }
}
