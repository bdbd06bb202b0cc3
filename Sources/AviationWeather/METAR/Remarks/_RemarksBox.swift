/// Holds a METAR's ``Remarks`` behind one reference. Immutable: setting ``METAR/remarks`` makes a
/// new box, so `METAR` keeps value semantics. Equality and hashing are those of the remarks.
final class _RemarksBox: @unchecked Sendable, Hashable {
  /// The remarks; never written after `init` (a `var` only so that ``withValue(_:)`` can lend
  /// its address: sending the box between threads is safe as for a `let`).
  @exclusivity(unchecked) private(set) var value: Remarks

  init(_ value: Remarks) { self.value = value }

  static func == (lhs: _RemarksBox, rhs: _RemarksBox) -> Bool { lhs.value == rhs.value }

  func hash(into hasher: inout Hasher) { value.hash(into: &hasher) }

  /// Lends `body` the address of the remarks in the box, to read them in place (the record
  /// writers: passing `value` copied its ~800 bytes first). `body` must not write through it.
  @inline(__always)
  func withValue<R>(_ body: (UnsafeMutablePointer<Remarks>) -> R) -> R {
    withUnsafeMutablePointer(to: &value, body)
  }
}
