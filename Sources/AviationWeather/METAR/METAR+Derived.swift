// The derived facts of a report (flight category, ceiling, humidity): the report's conditions'
// own facts (Derived/), given on the report for convenience.

extension METAR {
  /// FAA flight category (VFR, MVFR, IFR, LIFR); `nil` when it is unknown: when a ceiling or
  /// visibility that is not reported could change it (see ``WeatherConditions/flightCategory``).
  public var flightCategory: FlightCategory? { conditions.flightCategory }

  /// The flight categories the reported ceiling and visibility allow
  /// (see ``WeatherConditions/possibleFlightCategories``).
  public var possibleFlightCategories: ClosedRange<FlightCategory> { conditions.possibleFlightCategories }

  /// The ceiling in feet: the lowest BKN, OVC or VV layer.
  public var ceilingFeet: Int? { conditions.ceilingFeet }

  /// The predominant sky condition (OVC > BKN > SCT > FEW > clear).
  public var predominantSky: SkyCondition? { conditions.predominantSky }

  /// Relative humidity in percent from temperature and dew point (Magnus formula); `nil` if either
  /// is missing or not physical (not finite, or outside -100 °C ... 100 °C, far beyond any
  /// surface observation and the formula's range).
  @inline(__always)
  public var relativeHumidity: Double? {
    guard let t = temperature?.celsius, let d = dewPoint?.celsius else { return nil }
    return relativeHumidityPercent(temperatureCelsius: t, dewPointCelsius: d)
  }
}
