/// A decoded METAR or SPECI observation.
///
/// ```swift
/// // A real report from the corpus.
/// let metar = try METAR("CYAM 272207Z 34022G29KT 2SM -SN BLSN FEW007 SCT014 OVC022 M03/M04 A2928")
/// metar.station            // "CYAM"
/// metar.wind?.gust?.knots  // 29
/// metar.flightCategory     // .ifr
/// ```
///
/// Values keep the units the station reported; convert on access (`metar.temperature?.fahrenheit`).
/// Tokens no decoder recognised are kept in ``unparsed`` with their byte offsets; typing slips
/// read as the groups they stand for are listed in ``repaired``.
public struct METAR: Sendable, Hashable, Codable {
  /// Routine report or special observation.
  public enum Kind: String, Sendable, Hashable, Codable, CaseIterable {
    /// `METAR`: routine observation (also when the word is absent).
    case metar = "METAR"
    /// `SPECI`: special observation.
    case speci = "SPECI"
  }

  /// The report text as given.
  public var raw: String
  /// METAR or SPECI.
  public var kind: Kind
  /// ICAO station identifier (`KJFK`).
  public var station: String
  /// Observation day and time (`221651Z`); `nil` if the report has none.
  public var time: DayTime?
  /// `AUTO`: fully automated report.
  public var isAutomated: Bool
  /// `COR` (or `CCA`…): a corrected report.
  public var isCorrected: Bool
  /// `NIL`: the report is missing; a NIL report has no body.
  public var isNil: Bool
  /// Wind, visibility, weather, sky, CAVOK and wind shear.
  public var conditions: WeatherConditions
  /// Runway visual range groups.
  public var runwayVisualRanges: [RunwayVisualRange] {
    get { extrasBox?.value.runwayVisualRanges ?? [] }
    set { updateExtras { $0.runwayVisualRanges = newValue } }
  }
  /// Air temperature.
  public var temperature: Temperature?
  /// Dew point.
  public var dewPoint: Temperature?
  /// Altimeter setting in inches of mercury (`A2992`).
  public var altimeter: Pressure?
  /// QNH in hectopascals (`Q1013`).
  public var qnh: Pressure?
  /// QFE (pressure at aerodrome elevation) in hectopascals, as some stations add it (`QFE871.6`).
  public var qfe: Pressure? {
    get { extrasBox?.value.qfe }
    set { updateExtras { $0.qfe = newValue } }
  }
  /// Recent weather (`RERA`, `RETSRA`).
  public var recentWeather: [WeatherGroup] {
    get { extrasBox?.value.recentWeather ?? [] }
    set { updateExtras { $0.recentWeather = newValue } }
  }
  /// Runway state groups.
  public var runwayStates: [RunwayState] {
    get { extrasBox?.value.runwayStates ?? [] }
    set { updateExtras { $0.runwayStates = newValue } }
  }
  /// Sea-surface temperature and state of the sea (`W15/S3`).
  public var seaState: SeaState? {
    get { extrasBox?.value.seaState }
    set { updateExtras { $0.seaState = newValue } }
  }
  /// Rainfall (`RF00.0/000.0`, Australian automatic stations).
  public var rainfall: Rainfall? {
    get { extrasBox?.value.rainfall }
    set { updateExtras { $0.rainfall = newValue } }
  }
  /// Relative humidity in percent (0–100) sent as a group of national practice after the
  /// pressure (`RH93`; no group of FM 15), as the station reported it: not ``relativeHumidity``,
  /// which is computed from the temperature and dew point. After `RMK` it is
  /// ``Remarks/reportedHumidity``.
  public var reportedHumidity: Int? {
    get { extrasBox?.value.reportedHumidity }
    set { updateExtras { $0.reportedHumidity = newValue } }
  }
  /// Convective cloud locations added without `RMK` (`CB/NE/W`, `TCU ALL`), in the body or after
  /// `NOSIG` (after `TEMPO` or `BECMG` one may be forecast, and stays in ``unparsed``).
  public var cloudLocations: [CloudLocation] {
    get { extrasBox?.value.cloudLocations ?? [] }
    set { updateExtras { $0.cloudLocations = newValue } }
  }
  /// Where weather is, added without `RMK` (`VCSH-NE`, `PCPN N W`, `4 KM ALL FU`, `LTG`), in the
  /// body or after `NOSIG`.
  public var weatherLocations: [WeatherLocation] {
    get { extrasBox?.value.weatherLocations ?? [] }
    set { updateExtras { $0.weatherLocations = newValue } }
  }
  /// Cloud layers by type, amount in oktas and base, added without `RMK` (Nicaraguan `2AC080`;
  /// after `RMK` they are in ``Remarks/cloudTypes``).
  public var cloudTypes: [Remarks.CloudTypeAmount] {
    get { extrasBox?.value.cloudTypes ?? [] }
    set { updateExtras { $0.cloudTypes = newValue } }
  }
  /// Military colour states (`BLU`, `WHT`, `GRN`, `YLO1`, `AMB`, `RED`, with `BLACK`).
  public var colorStates: [ColorState] {
    get { extrasBox?.value.colorStates ?? [] }
    set { updateExtras { $0.colorStates = newValue } }
  }
  /// Trend forecasts (`NOSIG`, `BECMG …`, `TEMPO …`).
  public var trends: [Trend]
  /// The remarks after `RMK`.
  public var remarks: Remarks? {
    get { remarksBox?.value }
    set { remarksBox = newValue.map(_RemarksBox.init) }
  }
  /// ``remarks`` behind one reference: `Remarks` is about 800 bytes and most reports have none,
  /// so boxing it keeps `METAR` small and cheap to copy (a copy retains the box once).
  var remarksBox: _RemarksBox? = nil
  /// The groups most reports do not have (runway visual ranges, QFE, recent weather, runway and
  /// sea states, rainfall, reported humidity, cloud and weather locations, cloud types, colour states, plain language, repaired and unparsed tokens, warnings); `nil` when all are
  /// empty. One reference instead of nine arrays keeps copies and destroys cheap.
  var extrasBox: _METARExtrasBox? = nil
  /// Whether the report holds none of the rarer groups, and so no repaired or unparsed token and
  /// no warning (nine reports in ten): a tool that counts those (wxparse) skips reading the lists.
  package var holdsOnlyCommonGroups: Bool { extrasBox == nil }
  /// Plain-language text a station added after its last group without `RMK`, with its offset
  /// (`VOL. SANTA MARIA Y SANTIAGUITO EN ACTIVIDAD`, `UNMONITORED`, `INFO H RWY 04`).
  public var plainLanguage: PlainLanguage? {
    get { extrasBox?.value.plainLanguage }
    set { updateExtras { $0.plainLanguage = newValue } }
  }
  /// Malformed groups read as the groups they evidently stand for (`0VC003` as `OVC003`), each
  /// with what was sent; empty unless ``DecodingOptions/repairsMalformedGroups`` repaired one.
  public var repaired: [RepairedToken] {
    get { extrasBox?.value.repaired ?? [] }
    set { updateExtras { $0.repaired = newValue } }
  }
  /// Tokens no decoder claimed, with their byte offsets.
  public var unparsed: [UnparsedToken] {
    get { extrasBox?.value.unparsed ?? [] }
    set { updateExtras { $0.unparsed = newValue } }
  }
  /// Values kept as decoded that break their code form's rules (a dew point above the
  /// temperature, a wind direction not in tens of degrees, a visibility off the reporting steps…),
  /// each with its code, token and byte offset; empty for most reports. See ``DecodeWarning``.
  public var warnings: [DecodeWarning] {
    get { extrasBox?.value.warnings ?? [] }
    set { updateExtras { $0.warnings = newValue } }
  }
  /// ``observedAt`` in seconds since Foundation's reference date (1 January 2001 UTC), kept as
  /// a number so that this file needs no Foundation; `nil` until a date is resolved.
  var observedAtInterval: Double?

  /// Creates an empty report for `station`; the decoder fills it in.
  public init(raw: String, kind: Kind = .metar, station: String) {
    self.raw = raw
    self.kind = kind
    self.station = station
    self.time = nil
    self.isAutomated = false
    self.isCorrected = false
    self.isNil = false
    self.conditions = WeatherConditions()
    self.temperature = nil
    self.dewPoint = nil
    self.altimeter = nil
    self.qnh = nil
    self.trends = []
    // `remarksBox` and `extrasBox` start as `nil` from their declarations: set here as well,
    // this initialiser built the report twice and copied one into the other (a retain and a
    // release of every field, per decoded report).
    self.observedAtInterval = nil
  }

  /// Surface wind.
  public var wind: Wind? { conditions.wind }
  /// Prevailing visibility.
  public var visibility: Visibility? { conditions.visibility }
  /// Present weather.
  public var weather: SmallArray<WeatherGroup> { conditions.weather }
  /// Sky layers, vertical visibility or clear-sky statement.
  public var sky: SmallArray<SkyCondition> { conditions.sky }
  /// `CAVOK`.
  public var isCAVOK: Bool { conditions.isCAVOK }
  /// The pressure: QNH when given, else the altimeter setting.
  public var pressure: Pressure? { qnh ?? altimeter }

  /// Changes the boxed groups: a new box with the change, or none when all are then empty.
  private mutating func updateExtras(_ change: (inout _METARExtras) -> Void) {
    var extras = extrasBox?.value ?? _METARExtras()
    change(&extras)
    extrasBox = extras.isEmpty ? nil : _METARExtrasBox(extras)
  }

}
