/// Holds a METAR's ``Remarks`` behind one reference. Immutable: setting ``METAR/remarks`` makes a
/// new box, so `METAR` keeps value semantics. Equality, hashing and the `Codable` form are those of
/// the remarks themselves.
final class _RemarksBox: Sendable, Hashable, Codable {
  let value: Remarks

  init(_ value: Remarks) { self.value = value }

  init(from decoder: any Decoder) throws { value = try Remarks(from: decoder) }

  func encode(to encoder: any Encoder) throws { try value.encode(to: encoder) }

  static func == (lhs: _RemarksBox, rhs: _RemarksBox) -> Bool { lhs.value == rhs.value }

  func hash(into hasher: inout Hasher) { value.hash(into: &hasher) }
}
