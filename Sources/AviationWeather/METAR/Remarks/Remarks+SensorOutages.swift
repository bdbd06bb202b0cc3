extension Remarks {
  /// Sensors or values that are not available (`RVRNO`, `PWINO`, `PNO`, `FZRANO`, `TSNO`,
  /// `VISNO`, `CHINO`, `SLPNO`).
  public struct SensorOutages: OptionSet, Sendable, Hashable, Codable {
    /// The bits.
    public var rawValue: UInt16

    /// Creates a set from its bits.
    public init(rawValue: UInt16) { self.rawValue = rawValue }

    /// `RVRNO`: runway visual range should be reported but is missing.
    public static let runwayVisualRange = SensorOutages(rawValue: 1 << 0)
    /// `PWINO`: the present weather identifier is not available.
    public static let presentWeather = SensorOutages(rawValue: 1 << 1)
    /// `PNO`: the precipitation gauge is not available.
    public static let precipitation = SensorOutages(rawValue: 1 << 2)
    /// `FZRANO`: the freezing rain sensor is not available.
    public static let freezingRain = SensorOutages(rawValue: 1 << 3)
    /// `TSNO`: the lightning detection sensor is not available.
    public static let lightning = SensorOutages(rawValue: 1 << 4)
    /// `VISNO`: the second-location visibility sensor is not available.
    public static let secondaryVisibility = SensorOutages(rawValue: 1 << 5)
    /// `CHINO`: the second-location ceiling height indicator is not available.
    public static let secondaryCeiling = SensorOutages(rawValue: 1 << 6)
    /// `SLPNO`: sea-level pressure is not available.
    public static let seaLevelPressure = SensorOutages(rawValue: 1 << 7)

    /// Each member with its remark code and meaning, in code order.
    static let all: [(SensorOutages, String, String)] = [
      (.runwayVisualRange, "RVRNO", "runway visual range"),
      (.presentWeather, "PWINO", "present weather sensor"),
      (.precipitation, "PNO", "precipitation gauge"),
      (.freezingRain, "FZRANO", "freezing rain sensor"),
      (.lightning, "TSNO", "lightning detector"),
      (.secondaryVisibility, "VISNO", "second visibility sensor"),
      (.secondaryCeiling, "CHINO", "second ceiling sensor"),
      (.seaLevelPressure, "SLPNO", "sea-level pressure"),
    ]

    /// The member a remark token names (`TSNO` → `.lightning`), or `nil`.
    static func decode(_ b: _Bytes) -> SensorOutages? {
      guard b.hasSuffix("NO") else { return nil }
      if b.equals("RVRNO") { return .runwayVisualRange }
      if b.equals("PWINO") { return .presentWeather }
      if b.equals("PNO") { return .precipitation }
      if b.equals("FZRANO") { return .freezingRain }
      if b.equals("TSNO") { return .lightning }
      if b.equals("VISNO") { return .secondaryVisibility }
      if b.equals("CHINO") { return .secondaryCeiling }
      if b.equals("SLPNO") { return .seaLevelPressure }
      return nil
    }
  }
}

extension Remarks.SensorOutages: CustomStringConvertible {
  /// "Not available: lightning detector (TSNO), freezing rain sensor (FZRANO)"; empty when none.
  public var description: String {
    let names = Self.all.filter { contains($0.0) }.map { "\($0.2) (\($0.1))" }
    return names.isEmpty ? "" : "Not available: " + names.joined(separator: ", ")
  }
}
