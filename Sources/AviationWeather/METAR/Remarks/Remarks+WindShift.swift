extension Remarks {
  /// `WSHFT (hh)mm [FROPA]`: a wind shift, and whether a front passing caused it.
  public struct WindShift: Sendable, Hashable, Codable {
    /// When the shift began.
    public var time: Time
    /// `FROPA`: the shift came with a frontal passage.
    public var isFrontalPassage: Bool

    /// Creates a wind shift.
    public init(time: Time, isFrontalPassage: Bool = false) {
      self.time = time
      self.isFrontalPassage = isFrontalPassage
    }
  }
}

extension Remarks.WindShift: CustomStringConvertible {
  /// "Wind shift at 17:15Z (frontal passage)".
  public var description: String {
    "Wind shift at \(time)" + (isFrontalPassage ? " (frontal passage)" : "")
  }
}
