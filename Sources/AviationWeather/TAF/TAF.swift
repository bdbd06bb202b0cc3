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
  /// `FCST NOT AVBL` (or `FCST NOT AVAILABLE`): the office says no forecast is available; like
  /// ``isNil``, the TAF then forecasts nothing (the words and what follows them are kept in
  /// ``remarks``).
  public var isNotAvailable: Bool
  /// The base forecast first, then each change group in order.
  public var forecasts: [TAFForecast]
  /// Forecast maximum and minimum temperatures (`TX15/1812Z`, `TNM02/1906Z`), wherever written.
  public var temperatures: [TemperatureForecast]
  /// The free text after `RMK`, and forecaster notes such as `NXT FCST BY 261200Z`,
  /// `LAST NO AMDS AFT 1215`, `AMD LTD TO CLD VIS AND WIND`, `AUTOMATED SENSOR METWATCH 0512 TIL 0521`.
  public var remarks: [String]
  /// A US Navy TAF's closing group, `FN` or `FS` and five digits (`FN20007`), as sent: the
  /// issuing forecaster's number (an identifier, no value), read only as the TAF's last group.
  public var forecasterIdentifier: String? = nil
  /// Tokens no decoder claimed, with their byte offsets.
  public var unparsed: [UnparsedToken]
  /// Spacing slips read as the groups they stand for (`T X33/1018Z` as `TX33/1018Z`,
  /// `543802QNH2974INS` as `543802 QNH2974INS`), with what was sent and where; empty when
  /// ``DecodingOptions/repairsMalformedGroups`` is false.
  public var repaired: [RepairedToken]
  /// Values kept as decoded that break the code form's rules (a change group whose time does not
  /// decode or is missing, a window outside the validity, a wind direction not in tens of
  /// degrees, a visibility off the reporting steps…), each with its code, token and byte offset.
  /// See ``DecodeWarning``.
  public var warnings: [DecodeWarning]
  /// ``issuedAt``, ``validFrom`` and ``validTo`` in seconds since Foundation's reference date
  /// (1 January 2001 UTC), kept as numbers so that this file needs no Foundation; `nil` until
  /// the dates are resolved.
  var issuedAtInterval: Double?
  var validFromInterval: Double?
  var validToInterval: Double?

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
    self.isNotAvailable = false
    self.forecasts = []
    self.temperatures = []
    self.remarks = []
    // `forecasterIdentifier` starts as `nil` from its declaration: set here as well, this
    // initialiser built the forecast twice and copied one into the other (a retain and a release
    // of every field, per decoded forecast).
    self.unparsed = []
    self.repaired = []
    self.warnings = []
    self.issuedAtInterval = nil
    self.validFromInterval = nil
    self.validToInterval = nil
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
