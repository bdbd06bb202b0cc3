/// One part of a TAF: the base forecast or a change group (`FM…`, `BECMG`, `TEMPO`,
/// `PROB30`/`PROB40`, `PROB30 TEMPO`, `INTER`), with the conditions it forecasts.
public struct TAFForecast: Sendable, Hashable, Codable {
  /// What kind of forecast group this is.
  ///
  /// A struct rather than an enum, as ``DecodeWarning/Code``, so that a code added later breaks no
  /// caller's `switch`: compare with the static members (`== .from`, or `case .from:` with a `default`).
  public struct Kind: RawRepresentable, Sendable, Hashable, Codable, CaseIterable, CustomStringConvertible {
    /// The code as the record writes it: the change indicator (`FM`, `BECMG`, `PROB`), `base` for the base forecast.
    public let rawValue: String
    /// The code `rawValue`: any text, since a record written by a later version may hold a code
    /// this version does not know (compare with the static members).
    public init(rawValue: String) { self.rawValue = rawValue }

    /// The forecast right after the validity period, prevailing until the first change.
    public static let base = Kind(rawValue: "base")
    /// `FMDDHHMM`: from this time, these conditions replace all others.
    public static let from = Kind(rawValue: "FM")
    /// `BECMG`: the named elements change gradually during the window and prevail after it.
    public static let becoming = Kind(rawValue: "BECMG")
    /// `TEMPO`: temporary fluctuations during the window, each under an hour, together
    /// less than half of it.
    public static let temporary = Kind(rawValue: "TEMPO")
    /// `INTER`: intermittent changes, each under 30 minutes (Australia).
    public static let intermittent = Kind(rawValue: "INTER")
    /// `PROB30` / `PROB40` alone: conditions with that probability during the window.
    public static let probable = Kind(rawValue: "PROB")

    /// The codes this version knows, in the order above.
    public static let allCases: [Kind] = [.base, .from, .becoming, .temporary, .intermittent, .probable]

    /// ``rawValue``.
    public var description: String { rawValue }
  }

  /// What kind of forecast group this is.
  public var kind: Kind
  /// `PROB30` → 30, `PROB40` → 40, also with `TEMPO` or `INTER`; `nil` when not given.
  public var probability: Int?
  /// When the group starts: the `FM` time, or the start of the window.
  /// `nil` for the base forecast (it starts with the validity), and for a change group whose time
  /// did not decode (`FM187200`) or was not written (`PROB30 4000 TSRA`): the group is kept, with
  /// a warning in ``TAF/warnings``, and ``ForecastTimeline`` applies it to no row and lists it in
  /// ``ForecastTimeline/unplacedGroups``.
  public var from: DayTime?
  /// When the window ends (`BECMG`, `TEMPO`, `PROB`, `INTER`); `nil` for `FM` and the base forecast.
  public var to: DayTime?
  /// Wind, visibility, weather, sky, CAVOK, NSW, wind shear.
  public var conditions: WeatherConditions
  /// Lowest altimeter setting (US military `QNH2992INS`).
  public var altimeter: Pressure?
  /// Icing layers (`6…` groups, US military).
  public var icing: [IcingForecast]
  /// Turbulence layers (`5…` groups, US military).
  public var turbulence: [TurbulenceForecast]
  /// Weather forecast as one of two (`BR/HZ`: mist or haze), not in ``weather``, which lists
  /// weather forecast together; see ``WeatherAlternative``.
  public var weatherAlternatives: [WeatherAlternative]

  /// Creates a forecast group.
  public init(
    kind: Kind, probability: Int? = nil, from: DayTime? = nil, to: DayTime? = nil,
    conditions: WeatherConditions = WeatherConditions()
  ) {
    self.kind = kind
    self.probability = probability
    self.from = from
    self.to = to
    self.conditions = conditions
    self.altimeter = nil
    self.icing = []
    self.turbulence = []
    self.weatherAlternatives = []
  }

  /// The window as a period, when the group has both ends.
  public var window: TAFValidity? {
    guard let from, let to else { return nil }
    return TAFValidity(from: from, to: to)
  }

  /// Whether the group says anything: a change group always does (its kind and window); the base
  /// forecast when it holds a group.
  var hasContent: Bool {
    kind != .base || !conditions.isEmpty || altimeter != nil || !icing.isEmpty || !turbulence.isEmpty
      || !weatherAlternatives.isEmpty
  }

  /// Whether the group's conditions are temporary (TEMPO, INTER, PROB): they do not change what prevails.
  public var isTemporary: Bool {
    kind == .temporary || kind == .intermittent || kind == .probable
  }

  /// Surface wind.
  public var wind: Wind? { conditions.wind }
  /// Prevailing visibility.
  public var visibility: Visibility? { conditions.visibility }
  /// Forecast weather.
  public var weather: SmallArray<WeatherGroup> { conditions.weather }
  /// Sky layers, vertical visibility or a clear-sky statement.
  public var sky: SmallArray<SkyCondition> { conditions.sky }
}
