extension Remarks {
  /// `SNINCR 2/10`: snow depth increasing rapidly, in whole inches.
  public struct SnowIncrease: Sendable, Hashable, Codable {
    /// Increase in depth over the past hour, in inches.
    public var pastHour: Int
    /// Total depth on the ground, in inches.
    public var onGround: Int

    /// Creates a snow increase.
    public init(pastHour: Int, onGround: Int) {
      self.pastHour = pastHour
      self.onGround = onGround
    }
  }
}

extension Remarks.SnowIncrease: CustomStringConvertible {
  /// "Snow increasing rapidly: 2 in in the past hour, 10 in on the ground".
  public var description: String {
    "Snow increasing rapidly: \(pastHour) in in the past hour, \(onGround) in on the ground"
  }
}

extension Remarks.SnowIncrease {
  /// Decodes the `h/t` token after `SNINCR`.
  static func decode(_ b: _Bytes) -> Remarks.SnowIncrease? {
    guard let slash = b.firstIndex(of: asciiSlash), slash >= 1, slash <= 2, b.count - slash - 1 >= 1,
      b.count - slash - 1 <= 3, let hour = b.digits(at: 0, width: slash),
      let total = b.digits(at: slash + 1, width: b.count - slash - 1)
    else { return nil }
    return Remarks.SnowIncrease(pastHour: hour, onGround: total)
  }
}
