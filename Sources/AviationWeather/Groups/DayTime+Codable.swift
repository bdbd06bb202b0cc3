extension DayTime {
  private enum Keys: String, CodingKey { case day, hour, minute }

  /// Decodes `{"day", "hour", "minute"}`, rejecting values no report can hold
  /// (day outside 1–31, hour outside 0–24, minute outside 0–59).
  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: Keys.self)
    let day = try container.decodeIfPresent(Int.self, forKey: .day)
    let hour = try container.decode(Int.self, forKey: .hour)
    let minute = try container.decode(Int.self, forKey: .minute)
    if let day, !(1...31).contains(day) {
      throw DecodingError.dataCorruptedError(forKey: .day, in: container, debugDescription: "day \(day) is not 1–31")
    }
    guard (0...24).contains(hour) else {
      throw DecodingError.dataCorruptedError(forKey: .hour, in: container, debugDescription: "hour \(hour) is not 0–24")
    }
    guard (0...59).contains(minute) else {
      throw DecodingError.dataCorruptedError(
        forKey: .minute, in: container, debugDescription: "minute \(minute) is not 0–59")
    }
    self.init(day: day, hour: hour, minute: minute)
  }

  /// Encodes `{"day", "hour", "minute"}` (`day` omitted when there is none).
  public func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: Keys.self)
    try container.encodeIfPresent(day, forKey: .day)
    try container.encode(hour, forKey: .hour)
    try container.encode(minute, forKey: .minute)
  }
}
