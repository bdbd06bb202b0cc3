/// Holds a METAR's ``Remarks`` behind one reference. Immutable: setting ``METAR/remarks`` makes a
/// new box, so `METAR` keeps value semantics. Equality and hashing are those of the remarks.
final class _RemarksBox: Sendable, Hashable {
  let value: Remarks

  init(_ value: Remarks) { self.value = value }

  static func == (lhs: _RemarksBox, rhs: _RemarksBox) -> Bool { lhs.value == rhs.value }

  func hash(into hasher: inout Hasher) { value.hash(into: &hasher) }
}
