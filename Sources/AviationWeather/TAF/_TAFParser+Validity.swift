// The validity period and change windows: `DDHH/DDHH`, the old `HHHH` forms.

extension TAFParser {
  /// The bytes of `DDHH/DDHH`.
  static let validityLength = 9
  /// The bytes of the old `DDHHHH`.
  static let oldValidityLength = 6

  /// `DDHH/DDHH`: a validity period or a change window.
  static func decodeValidity(_ b: _Bytes) -> TAFValidity? {
    guard b.count == validityLength, b[4] == asciiSlash, let fromDay = b.digits(at: 0, width: 2),
      let fromHour = b.digits(at: 2, width: 2), let toDay = b.digits(at: 5, width: 2),
      let toHour = b.digits(at: 7, width: 2), (1...31).contains(fromDay), (1...31).contains(toDay),
      fromHour <= 24, toHour <= 24
    else { return nil }
    return TAFValidity(
      from: DayTime(day: fromDay, hour: fromHour, minute: 0), to: DayTime(day: toDay, hour: toHour, minute: 0))
  }

  /// The old `DDHHHH` validity: a day, then the first and last hour (the end may be on the next day).
  static func decodeOldValidity(_ b: _Bytes) -> TAFValidity? {
    guard b.count == oldValidityLength, let day = b.digits(at: 0, width: 2), let fromHour = b.digits(at: 2, width: 2),
      let toHour = b.digits(at: 4, width: 2), (1...31).contains(day), fromHour <= 24, toHour <= 24
    else { return nil }
    // The end day is left open: it is the first `toHour` after the start.
    return TAFValidity(
      from: DayTime(day: day, hour: fromHour, minute: 0), to: DayTime(day: nil, hour: toHour, minute: 0))
  }

  /// The old `HHHH` change window: first and last hour.
  static func decodeHourWindow(_ b: _Bytes) -> TAFValidity? {
    guard b.count == 4, let fromHour = b.digits(at: 0, width: 2), let toHour = b.digits(at: 2, width: 2),
      fromHour <= 24, toHour <= 24
    else { return nil }
    return TAFValidity(
      from: DayTime(day: nil, hour: fromHour, minute: 0), to: DayTime(day: nil, hour: toHour, minute: 0))
  }
}
