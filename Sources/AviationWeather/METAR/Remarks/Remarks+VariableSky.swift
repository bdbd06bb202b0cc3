extension Remarks {
  /// `BKN014 V OVC`, `BKN V SCT`: a sky cover varying between two amounts.
  public struct VariableSky: Sendable, Hashable, Codable {
    /// The first cover as reported: `FEW`, `SCT`, `BKN` or `OVC`.
    public var from: String
    /// The second cover as reported.
    public var to: String
    /// Height of the layer, when given with the first cover (`BKN014` → 1,400 ft).
    public var height: Distance?

    /// Creates a variable sky condition.
    public init(from: String, to: String, height: Distance? = nil) {
      self.from = from
      self.to = to
      self.height = height
    }
  }
}

extension Remarks.VariableSky: CustomStringConvertible {
  /// "Sky variable between BKN and OVC at 1,400 ft".
  public var description: String {
    "Sky variable between \(from) and \(to)" + (height.map { " at \(formatNumber($0.value)) ft" } ?? "")
  }
}

extension Remarks {
  /// `FEW`, `SCT`, `BKN`, `OVC` at the start of `b`.
  static func isCover(_ b: _Bytes) -> Bool {
    b.hasPrefix("FEW") || b.hasPrefix("SCT") || b.hasPrefix("BKN") || b.hasPrefix("OVC")
  }

  /// Reads `cover[hhh] V cover` from `b` and the stream; `nil` (nothing consumed) otherwise.
  static func readVariableSky(_ b: _Bytes, _ stream: inout _TokenStream) -> VariableSky? {
    guard isCover(b), b.count == 3 || b.count == 6, nextIs("V", &stream) else { return nil }
    var height: Distance? = nil
    if b.count == 6 {
      guard let hundreds = b.digits(at: 3, width: 3) else { return nil }
      height = Distance(Double(hundreds * 100), .feet)
    }
    var lookahead = stream
    _ = lookahead.next()
    guard let second = lookahead.next() else { return nil }
    let sb = lookahead.bytes(second)
    guard sb.count == 3, isCover(sb) else { return nil }
    stream = lookahead
    return VariableSky(from: b.prefix(3).string, to: sb.string, height: height)
  }
}
