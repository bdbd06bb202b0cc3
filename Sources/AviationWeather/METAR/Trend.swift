/// A trend forecast appended to an ICAO METAR: `NOSIG`, `BECMG FM1200 25015KT`, `TEMPO TL1330 4000 SHRA`.
public struct Trend: Sendable, Hashable, Codable {
  /// The kind of trend.
  public enum Kind: String, Sendable, Hashable, Codable, CaseIterable {
    /// `NOSIG`: no significant change expected in the next two hours.
    case noSignificantChange = "NOSIG"
    /// `BECMG`: conditions becoming.
    case becoming = "BECMG"
    /// `TEMPO`: temporary fluctuations.
    case temporary = "TEMPO"
    /// `INTER`: intermittent changes, more frequent than TEMPO (Australian stations).
    case intermittent = "INTER"
    /// Forecast groups sent with no change indicator straight after a military colour state that
    /// follows the observation's temperature and pressure (Dutch
    /// `… 10/10 Q1006 GRN 23012KT 8000 SCT005 … TEMPO …`): what kind of change is meant is not said.
    case unindicated = "UNINDICATED"
    /// `FMhhmm` with no change indicator before it: from that time these conditions replace the
    /// observed ones, until the next `FM` (the Australian trend forecast, the Bureau of
    /// Meteorology's TTF: `… Q1012 FM0400 20012KT 9999 -SHRA SCT040`, where FM 15 would write
    /// `BECMG FM0400`).
    case from = "FM"
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
