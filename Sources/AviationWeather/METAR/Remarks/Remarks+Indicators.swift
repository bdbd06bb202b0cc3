extension Remarks {
  /// Plain indicators a remark may carry.
  public struct Indicators: OptionSet, Sendable, Hashable, Codable {
    /// The bits.
    public var rawValue: UInt16
    /// Creates a set from its bits.
    public init(rawValue: UInt16) { self.rawValue = rawValue }

    /// `NOSPECI`: the station issues no SPECI reports.
    public static let noSpecials = Indicators(rawValue: 1 << 0)
    /// `FROIN`: frost on the indicator (the instrument may read wrong).
    public static let frostOnIndicator = Indicators(rawValue: 1 << 1)
    /// `VIRGA`: precipitation falling but not reaching the ground.
    public static let virga = Indicators(rawValue: 1 << 2)
    /// `ACFT MSHP`: taken to document the weather after an aircraft mishap.
    public static let aircraftMishap = Indicators(rawValue: 1 << 3)
    /// `FIRST`: first report after a break in the station's coverage.
    public static let firstReport = Indicators(rawValue: 1 << 4)
    /// `LAST`: last report before a break in the station's coverage.
    public static let lastReport = Indicators(rawValue: 1 << 5)
    /// `WND DATA ESTMD` (or `WIND DATA ESTMD`): the wind is estimated.
    public static let windEstimated = Indicators(rawValue: 1 << 6)
    /// `ALSTG ESTMD` or `ALSTG/SLP ESTMD`: the altimeter setting (and sea-level pressure) is estimated.
    public static let altimeterEstimated = Indicators(rawValue: 1 << 7)

    /// Each member with its remark code and meaning.
    static let all: [(Indicators, String, String)] = [
      (.noSpecials, "NOSPECI", "no special reports issued"),
      (.frostOnIndicator, "FROIN", "frost on the indicator"),
      (.virga, "VIRGA", "virga"),
      (.aircraftMishap, "ACFT MSHP", "aircraft mishap report"),
      (.firstReport, "FIRST", "first report after a break"),
      (.lastReport, "LAST", "last report before a break"),
      (.windEstimated, "WND DATA ESTMD", "wind estimated"),
      (.altimeterEstimated, "ALSTG ESTMD", "altimeter setting estimated"),
    ]

    /// The one-token indicator `b` names, or `nil`.
    static func decode(_ b: _Bytes) -> Indicators? {
      if b.equals("NOSPECI") { return .noSpecials }
      if b.equals("FROIN") { return .frostOnIndicator }
      if b.equals("VIRGA") { return .virga }
      if b.equals("FIRST") { return .firstReport }
      if b.equals("LAST") { return .lastReport }
      return nil
    }
  }
}

extension Remarks.Indicators: CustomStringConvertible {
  /// "virga, frost on the indicator (FROIN)"; empty when none.
  public var description: String {
    Self.all.filter { contains($0.0) }.map { "\($0.2) (\($0.1))" }.joined(separator: ", ")
  }
}

extension Remarks {
  /// `PRESRR` / `PRESFR`: pressure rising or falling rapidly.
  public enum RapidPressureChange: String, Sendable, Hashable, Codable, CaseIterable {
    /// `PRESRR`: rising rapidly.
    case risingRapidly = "PRESRR"
    /// `PRESFR`: falling rapidly.
    case fallingRapidly = "PRESFR"
  }
}

extension Remarks.RapidPressureChange: CustomStringConvertible {
  /// "Pressure rising rapidly".
  public var description: String {
    self == .risingRapidly ? "Pressure rising rapidly" : "Pressure falling rapidly"
  }
}
