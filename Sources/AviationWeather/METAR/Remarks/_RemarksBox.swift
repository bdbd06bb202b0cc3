/// Holds a METAR's ``Remarks`` behind one reference. Immutable: setting ``METAR/remarks`` makes a
/// new box, so `METAR` keeps value semantics. Equality and hashing are those of the remarks.
///
/// `Sendable` is checked by the compiler for the class; only ``value`` opts out, below.
final class _RemarksBox: Sendable, Hashable {
  /// The remarks; never written after `init`. A `var` only so that ``withValue(_:)`` can lend
  /// its address: a `let` is lent through a copy of its ~800 bytes on every read (the borrow is
  /// materialised on the stack: +3.9 M instructions of `memcpy` on `wxparse --json` over
  /// Fixtures/metar_corpus.txt). Nothing writes it after `init` (`private(set)`, and this class
  /// has no mutating member), so sending the box between threads is safe as for a `let`.
  @exclusivity(unchecked) nonisolated(unsafe) private(set) var value: Remarks

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
