import Foundation

/// Which unit to show each kind of value in: one choice per dimension, each `nil` for "as the
/// station reported it".
///
/// ``UnitSystem`` picks every unit at once (metric or imperial); `DisplayUnits` can also follow a
/// locale's measurement system (``init(locale:)``: `en_US` imperial, `de_DE` metric, `en_GB` °C
/// with mph and statute miles) or the aviation choice (``aviation``: knots and feet, visibility and
/// pressure as reported).
///
/// ```swift
/// wind.formatted(.wind(units: .aviation))                  // "From the WNW (290°) at 12 kt"
/// visibility.describe(in: DisplayUnits(locale: locale), locale: locale)
/// ```
public struct DisplayUnits: Sendable, Hashable, Codable {
  /// The unit for temperatures; `nil` as reported (always °C in METAR and TAF).
  public var temperature: TemperatureUnit?
  /// The unit for wind and other speeds; `nil` as reported (knots, m/s or km/h).
  public var speed: SpeedUnit?
  /// The unit for horizontal visibility; `nil` as reported. `.meters` and `.kilometers` both mean
  /// FM 15's metric steps (metres below 5 km, kilometres from 5 km); `.statuteMiles` and `.feet`
  /// mean statute miles.
  public var visibility: DistanceUnit?
  /// The unit for cloud heights, vertical visibility and runway visual range; `nil` as reported.
  /// `.meters` and `.kilometers` mean metres, `.feet` and `.statuteMiles` feet.
  public var height: DistanceUnit?
  /// The unit for pressure; `nil` as reported (hPa or inHg).
  public var pressure: PressureUnit?

  /// Units chosen one by one; a `nil` keeps that dimension as reported.
  public init(
    temperature: TemperatureUnit? = nil, speed: SpeedUnit? = nil, visibility: DistanceUnit? = nil,
    height: DistanceUnit? = nil, pressure: PressureUnit? = nil
  ) {
    self.temperature = temperature
    self.speed = speed
    self.visibility = visibility
    self.height = height
    self.pressure = pressure
  }

  /// The units of `system`: every dimension in it, or every dimension as reported when `nil`.
  public init(_ system: UnitSystem?) {
    guard let system else {
      self.init()
      return
    }
    self.init(
      temperature: system.temperatureUnit, speed: system.speedUnit, visibility: system.visibilityUnit,
      height: system.heightUnit, pressure: system.pressureUnit)
  }

  /// The units a person in `locale` expects, as Foundation's measurement formatting picks them from
  /// the locale's measurement system (`Locale.measurementSystem`):
  /// - metric (`de_DE`, `fr_FR`, `es_ES`, `pt_BR`): °C, km/h, metres and kilometres, metres, hPa;
  /// - US (`en_US`): °F, mph, statute miles, feet, inHg;
  /// - UK (`en_GB`): °C, mph, statute miles, feet (UK aviation and Foundation's person heights), hPa.
  ///
  /// A locale that names its system (`de_DE@measure=ussystem`) gets that system.
  public init(locale: Locale) {
    switch locale.measurementSystem {
    case .us:
      self = .imperial
    case .uk:
      self.init(temperature: .celsius, speed: .milesPerHour, visibility: .statuteMiles, height: .feet, pressure: .hectopascals)
    default:
      self = .metric
    }
  }

  /// Every value as the station reported it (``UnitSystem`` `nil`).
  public static let asReported = DisplayUnits()
  /// °C, km/h, metres and kilometres, metres, hPa (``UnitSystem/metric``).
  public static let metric = DisplayUnits(UnitSystem.metric)
  /// °F, mph, statute miles, feet, inHg (``UnitSystem/imperial``).
  public static let imperial = DisplayUnits(UnitSystem.imperial)
  /// The pilot's units: °C, wind in knots, heights in feet, visibility and pressure as the station
  /// reported them (metres or statute miles; hPa or inHg).
  public static let aviation = DisplayUnits(temperature: .celsius, speed: .knots, height: .feet)

  /// The ``UnitSystem`` these units are, or `nil` when they are as reported or a mix.
  var unitSystem: UnitSystem? {
    if self == .metric { return .metric }
    if self == .imperial { return .imperial }
    return nil
  }

  /// The visibility unit as shown: kilometres (FM 15's metric steps) or statute miles.
  var visibilityKind: DistanceUnit? {
    switch visibility {
    case nil: return nil
    case .meters?, .kilometers?: return .kilometers
    case .statuteMiles?, .feet?: return .statuteMiles
    }
  }

  /// The height unit as shown: metres or feet.
  var heightKind: DistanceUnit? {
    switch height {
    case nil: return nil
    case .meters?, .kilometers?: return .meters
    case .statuteMiles?, .feet?: return .feet
    }
  }
}
