// The Arrow record sink's side of a description's blocks (`_RecordSink.block(_:isDefault:)`): a
// run of members nearly always at their defaults, which the fast JSON writer writes as a literal.
// The Arrow sink appends their defaults (nulls, empty lists, `false`) without reading them: read
// through their key paths, METAR's members kept in the box of rarer groups are computed, and a
// computed key path copied the whole report first (361 bytes moved, its references retained and
// released), fifteen times a row. Which columns a block covers and what each takes is found once
// per type, from the description itself, by the sink below.

/// The blocks of a described type whose members the Arrow sink can append as their defaults
/// (each a flag, `false`; an optional, null; or an array, an empty list): for each block, in the
/// description's order, how many members it has.
struct _ArrowBlockDefaults: @unchecked Sendable {
  // Sendable: the buffer is written in `init` only, and never freed (one value per type, a
  // `static let`). A buffer and not an array, so that reading the value retains nothing.

  /// For each block, its number of members; -1 for a block with a member of another kind (a
  /// number, a text, a derived member: read as usual).
  let counts: UnsafeBufferPointer<Int>

  /// The blocks of `Root`'s description. A block's members are those a run of the description
  /// that skips the blocks does not see: the members before block `k` that the skipping run
  /// missed are those of the blocks before it.
  init<Root: _DescribedRecord>(of type: Root.Type) {
    var all = _ArrowBlockSink<Root>(skipsBlocks: false)
    Root._describeRecord(into: &all)
    var outside = _ArrowBlockSink<Root>(skipsBlocks: true)
    Root._describeRecord(into: &outside)
    var counts: [Int] = []
    if all.blockStarts.count == outside.blockStarts.count {
      let skippedBefore =
        zip(all.blockStarts, outside.blockStarts).map { $0 - $1 } + [all.members.count - outside.members.count]
      for (k, start) in all.blockStarts.enumerated() {
        let members = all.members[start..<start + skippedBefore[k + 1] - skippedBefore[k]]
        counts.append(members.allSatisfy { $0 } ? members.count : -1)
      }
    }
    let buffer = UnsafeMutableBufferPointer<Int>.allocate(capacity: counts.count)
    _ = buffer.initialize(from: counts)
    self.counts = UnsafeBufferPointer(buffer)
  }

  /// The number of members of block `index`; `nil` when the sink reads them.
  @inline(__always)
  func count(ofBlock index: Int) -> Int? {
    guard index < counts.count, counts[index] >= 0 else { return nil }
    return counts[index]
  }
}

/// Lists a description's members, each as whether the Arrow sink can append its default (a flag,
/// an optional, an array), and where each block starts, seeing the blocks' members or not.
private struct _ArrowBlockSink<Root>: _RecordSink {
  let skipsBlocks: Bool
  var members: [Bool] = []
  var blockStarts: [Int] = []

  init(skipsBlocks: Bool) { self.skipsBlocks = skipsBlocks }

  mutating func field<V: _RecordValue>(_ name: StaticString, _ path: WritableKeyPath<Root, V>, schema: @autoclosure () -> _JSONValue?) {
    members.append(V.self == Bool.self)
  }

  mutating func optional<V: _RecordValue>(_ name: StaticString, _ path: WritableKeyPath<Root, V?>, schema: @autoclosure () -> _JSONValue?) {
    members.append(true)
  }

  mutating func array<C: _RecordArray>(_ name: StaticString, _ path: WritableKeyPath<Root, C>, schema: @autoclosure () -> _JSONValue?) {
    members.append(true)
  }

  mutating func constant(_ name: StaticString, _ value: StaticString) { members.append(false) }
  mutating func schemaVersion() { members.append(false) }

  mutating func derived<V: _RecordValue>(
    _ name: StaticString, _ value: (inout Root) -> V?, schema: @autoclosure () -> _JSONValue
  ) {
    members.append(false)
  }

  mutating func instant(_ name: StaticString, _ path: WritableKeyPath<Root, Double?>) { members.append(false) }

  mutating func block(_ literal: StaticString, isDefault: (inout Root) -> Bool) -> Bool {
    blockStarts.append(members.count)
    return !skipsBlocks
  }
}

extension _DescribedRecord {
  /// No blocks skipped: the sink reads their members (stored members cost no more read).
  static var _arrowBlockDefaults: _ArrowBlockDefaults? { nil }
}

extension WeatherConditions {
  /// `isCAVOK`, `isNoSignificantWeather` and `windShear`, appended as their defaults without
  /// being read when the conditions hold none.
  static let _arrowBlockDefaults: _ArrowBlockDefaults? = _ArrowBlockDefaults(of: WeatherConditions.self)
}

extension METAR {
  /// The flags and the groups kept in the box of rarer groups (computed members), appended as
  /// their defaults without being read when the report holds none.
  static let _arrowBlockDefaults: _ArrowBlockDefaults? = _ArrowBlockDefaults(of: METAR.self)
}
