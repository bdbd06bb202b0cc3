/// The sun staying on one side of the horizon for a day or more, north of the Arctic
/// Circle and south of the Antarctic Circle.
public enum PolarPeriod: String, Sendable, Hashable, Codable, CaseIterable {
  /// The midnight sun: the sun stays above the horizon.
  case polarDay
  /// The polar night: the sun stays below the horizon.
  case polarNight

  /// Whether the sun is up throughout (`true` for ``polarDay``).
  public var isDaylight: Bool { self == .polarDay }
}
