/// A trend forecast appended to an ICAO METAR: `NOSIG`, `BECMG FM1200 25015KT`, `TEMPO TL1330 4000 SHRA`.
public struct Trend: Sendable, Hashable, Codable {
  /// The kind of trend.
  ///
  /// A struct rather than an enum, as ``DecodeWarning/Code``, so that a code added later breaks no
  /// caller's `switch`: compare with the static members (`== .from`, or `case .from:` with a `default`).
  public struct Kind: RawRepresentable, Sendable, Hashable, Codable, CaseIterable, CustomStringConvertible {
    /// The code as the record writes it: the change indicator (`BECMG`, `NOSIG`).
    public let rawValue: String
    /// The code `rawValue`: any text, since a record written by a later version may hold a code
    /// this version does not know (compare with the static members).
    public init(rawValue: String) { self.rawValue = rawValue }

    /// `NOSIG`: no significant change expected in the next two hours.
    public static let noSignificantChange = Kind(rawValue: "NOSIG")
    /// `BECMG`: conditions becoming.
    public static let becoming = Kind(rawValue: "BECMG")
    /// `TEMPO`: temporary fluctuations.
    public static let temporary = Kind(rawValue: "TEMPO")
    /// `INTER`: intermittent changes, more frequent than TEMPO (Australian stations).
    public static let intermittent = Kind(rawValue: "INTER")
    /// Forecast groups sent with no change indicator straight after a military colour state that
    /// follows the observation's temperature and pressure (Dutch
    /// `… 10/10 Q1006 GRN 23012KT 8000 SCT005 … TEMPO …`): what kind of change is meant is not said.
    public static let unindicated = Kind(rawValue: "UNINDICATED")
    /// `FMhhmm` with no change indicator before it: from that time these conditions replace the
    /// observed ones, until the next `FM` (the Australian trend forecast, the Bureau of
    /// Meteorology's TTF: `… Q1012 FM0400 20012KT 9999 -SHRA SCT040`, where FM 15 would write
    /// `BECMG FM0400`).
    public static let from = Kind(rawValue: "FM")

    /// The codes this version knows, in the order above.
    public static let allCases: [Kind] = [.noSignificantChange, .becoming, .temporary, .intermittent, .unindicated, .from]

    /// ``rawValue``.
    public var description: String { rawValue }
  }

  /// The kind of trend.
  public var kind: Kind
  /// `FMhhmm`: from.
  public var from: DayTime?
  /// `TLhhmm`: until.
  public var until: DayTime?
  /// `AThhmm`: at.
  public var at: DayTime?
  /// The expected conditions.
  public var conditions: WeatherConditions
  /// The expected military colour state (`BECMG WHT`).
  public var colorState: ColorState?

  /// Creates a trend.
  public init(
    kind: Kind, from: DayTime? = nil, until: DayTime? = nil, at: DayTime? = nil,
    conditions: WeatherConditions = WeatherConditions()
  ) {
    self.kind = kind
    self.from = from
    self.until = until
    self.at = at
    self.conditions = conditions
    self.colorState = nil
  }
}

extension Trend {
  /// `[Trend(kind: .noSignificantChange)]`, made once: the decoder's `trends` for a lone `NOSIG`.
  static let noSignificantChangeOnly = [Trend(kind: .noSignificantChange)]

  /// Decodes the trend keyword (`NOSIG`, `BECMG`, `TEMPO`, `INTER`).
  static func decodeKind(_ b: _Bytes) -> Kind? {
    switch ChangeIndicator.decode(b) {
    case .noSignificantChange?: .noSignificantChange
    case .becoming?: .becoming
    case .temporary?: .temporary
    case .intermittent?: .intermittent
    case nil: nil
    }
  }

  /// Claims `FMhhmm`, `TLhhmm`, `AThhmm` or an Australian period `hhmm/hhmm` (from and until).
  mutating func claimTime(_ b: _Bytes) -> Bool {
    if b.count == 9, b[4] == asciiSlash, from == nil, until == nil, let start = DayTime.decodeHourMinute(b, at: 0),
      let end = DayTime.decodeHourMinute(b, at: 5)
    {
      // `0000/0300`: Australian trend period, from and until.
      from = start
      until = end
      return true
    }
    guard let (mark, time) = ChangeIndicator.decodeTimeMark(b) else { return false }
    switch mark {
    case .from where from == nil: from = time
    case .until where until == nil: until = time
    case .at where at == nil: at = time
    default: return false
    }
    return true
  }
}
