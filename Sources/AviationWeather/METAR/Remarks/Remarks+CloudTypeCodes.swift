extension Remarks {
  /// `8/CLCMCH`: the WMO code figures of the low, middle and high cloud types
  /// (code tables 0513, 0515, 0509); `/` (not observable, hidden by lower cloud) is `nil`.
  public struct CloudTypeCodes: Sendable, Hashable, Codable {
    /// Low cloud type, 0–9 (0: none).
    public var low: Int?
    /// Middle cloud type, 0–9 (0: none).
    public var middle: Int?
    /// High cloud type, 0–9 (0: none).
    public var high: Int?

    /// Creates cloud type codes.
    public init(low: Int?, middle: Int?, high: Int?) {
      self.low = low
      self.middle = middle
      self.high = high
    }
  }
}

extension Remarks.CloudTypeCodes: CustomStringConvertible {
  /// "Cloud types (WMO codes): low 5, middle 0, high 8".
  public var description: String {
    func show(_ n: Int?) -> String { n.map(String.init) ?? "not observable" }
    return "Cloud types (WMO codes): low \(show(low)), middle \(show(middle)), high \(show(high))"
  }
}

extension Remarks.CloudTypeCodes {
  /// Decodes `8/CLCMCH` (`8/508`, `8/37/`, `8/7//`).
  static func decode(_ b: _Bytes) -> Remarks.CloudTypeCodes? {
    guard b.count == 5, b[0] == asciiEight, b[1] == asciiSlash else { return nil }
    // One figure: a digit, or `/` for not observable (`.some(nil)`); `nil` if neither.
    func figure(_ c: UInt8) -> Int?? {
      if c.isASCIIDigit { return .some(c.digitValue) }
      return c == asciiSlash ? .some(nil) : nil
    }
    guard let low = figure(b[2]), let middle = figure(b[3]), let high = figure(b[4]) else { return nil }
    return Remarks.CloudTypeCodes(low: low, middle: middle, high: high)
  }
}
