/// A decoded terminal aerodrome forecast (TAF).
///
/// ```swift
/// let taf = try TAF("TAF EGLL 082257Z 0900/1006 20006KT 9999 FEW045 PROB30 0903/0907 9000")
/// taf.station                 // "EGLL"
/// taf.validity?.from          // day 9 00:00Z
/// taf.changeGroups.first?.kind         // .probable
/// taf.changeGroups.first?.probability  // 30
/// ```
///
/// ``forecasts`` holds the base forecast first, then the change groups in the order written.
/// Tokens no decoder recognised are kept in ``unparsed`` with their byte offsets; spacing slips
/// read as the groups they stand for are listed in ``repaired``.
public struct TAF: Sendable, Hashable, Codable {
  /// The report text as given.
  public var raw: String
  /// ICAO station identifier.
  public var station: String
  /// Issue day and time (`082257Z`); `nil` when the TAF has none.
  public var issueTime: DayTime?
  /// Period of validity (`0900/1006`); `nil` for NIL reports and TAFs without one.
  public var validity: TAFValidity?
  /// `AMD`: an amended forecast.
  public var isAmended: Bool
  /// `COR`: a corrected forecast.
  public var isCorrected: Bool
  /// `NIL`: the forecast is missing.
  public var isNil: Bool
  /// `CNL`: the forecast for the period is cancelled.
  public var isCancelled: Bool
  /// The base forecast first, then each change group in order.
  public var forecasts: [TAFForecast]
  /// Forecast maximum and minimum temperatures (`TX15/1812Z`, `TNM02/1906Z`), wherever written.
  public var temperatures: [TemperatureForecast]
  /// The free text after `RMK`, and forecaster notes such as `NXT FCST BY 261200Z`,
  /// `LAST NO AMDS AFT 1215`, `AMD LTD TO CLD VIS AND WIND`, `AUTOMATED SENSOR METWATCH 0512 TIL 0521`.
  public var remarks: [String]
  /// Tokens no decoder claimed, with their byte offsets.
  public var unparsed: [UnparsedToken]
  /// Spacing slips read as the groups they stand for (`T X33/1018Z` as `TX33/1018Z`,
  /// `543802QNH2974INS` as `543802 QNH2974INS`), with what was sent and where; empty when
  /// ``DecodingOptions/repairsMalformedGroups`` is false.
  public var repaired: [RepairedToken]

  /// Creates an empty forecast for `station`; the decoder fills it in.
  public init(raw: String, station: String) {
    self.raw = raw
    self.station = station
    self.issueTime = nil
    self.validity = nil
    self.isAmended = false
    self.isCorrected = false
    self.isNil = false
    self.isCancelled = false
    self.forecasts = []
    self.temperatures = []
    self.remarks = []
    self.unparsed = []
    self.repaired = []
  }

  /// Decodes a forecast from its `Codable` form; a record written before ``repaired`` existed
  /// has none.
  public init(from decoder: any Decoder) throws {
    let c = try decoder.container(keyedBy: CodingKeys.self)
    self.raw = try c.decode(String.self, forKey: .raw)
    self.station = try c.decode(String.self, forKey: .station)
    self.issueTime = try c.decodeIfPresent(DayTime.self, forKey: .issueTime)
    self.validity = try c.decodeIfPresent(TAFValidity.self, forKey: .validity)
    self.isAmended = try c.decode(Bool.self, forKey: .isAmended)
    self.isCorrected = try c.decode(Bool.self, forKey: .isCorrected)
    self.isNil = try c.decode(Bool.self, forKey: .isNil)
    self.isCancelled = try c.decode(Bool.self, forKey: .isCancelled)
    self.forecasts = try c.decode([TAFForecast].self, forKey: .forecasts)
    self.temperatures = try c.decode([TemperatureForecast].self, forKey: .temperatures)
    self.remarks = try c.decode([String].self, forKey: .remarks)
    self.unparsed = try c.decode([UnparsedToken].self, forKey: .unparsed)
    self.repaired = try c.decodeIfPresent([RepairedToken].self, forKey: .repaired) ?? []
  }

  /// The base forecast (the conditions right after the validity period); `nil` for NIL and CNL reports.
  public var base: TAFForecast? {
    guard let first = forecasts.first, first.kind == .base else { return nil }
    return first
  }

  /// The change groups (`FM`, `BECMG`, `TEMPO`, `PROB`, `INTER`), in order (indexed from 0).
  public var changeGroups: [TAFForecast] {
    guard let first = forecasts.first, first.kind == .base else { return forecasts }
    return Array(forecasts.dropFirst())
  }

  /// The forecast maximum temperatures.
  public var maximumTemperatures: [TemperatureForecast] { temperatures.filter { $0.kind == .maximum } }
  /// The forecast minimum temperatures.
  public var minimumTemperatures: [TemperatureForecast] { temperatures.filter { $0.kind == .minimum } }
}
