extension Remarks {
  /// `PK WND dddff(f)/(hh)mm`: the highest instantaneous wind since the last routine report.
  public struct PeakWind: Sendable, Hashable, Codable {
    /// Direction the wind blew from, degrees true.
    public var direction: Int
    /// Speed in knots.
    public var speed: Speed
    /// When it occurred.
    public var time: Time

    /// Creates a peak wind.
    public init(direction: Int, speed: Speed, time: Time) {
      self.direction = direction
      self.speed = speed
      self.time = time
    }
  }
}

extension Remarks.PeakWind: CustomStringConvertible {
  /// "Peak wind 280° at 45 kt at 19:55Z".
  public var description: String { "Peak wind \(direction)° at \(speed) at \(time)" }
}

extension Remarks.PeakWind {
  /// Decodes the `dddff(f)/(hh)mm` token that follows `PK WND`.
  static func decode(_ b: _Bytes) -> Remarks.PeakWind? {
    guard let slash = b.firstIndex(of: asciiSlash), slash == 5 || slash == 6,
      let direction = b.digits(at: 0, width: 3), direction <= 360,
      let speed = b.digits(at: 3, width: slash - 3),
      let time = Remarks.Time.decode(b.dropFirst(slash + 1))
    else { return nil }
    return Remarks.PeakWind(direction: direction, speed: Speed(Double(speed), .knots), time: time)
  }
}
