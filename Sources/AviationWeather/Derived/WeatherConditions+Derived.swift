import Foundation

extension WeatherConditions {
  /// The lowest broken, overcast or obscured layer (the ceiling), in feet; `nil` when none.
  public var ceilingFeet: Int? {
    var lowest: Int?
    for layer in sky where layer.cover.formsCeiling {
      if let h = layer.heightFeet, h < (lowest ?? Int.max) { lowest = h }
    }
    return lowest
  }

  /// The predominant sky condition: the layer with the most cover (OVC > BKN > SCT > FEW > clear),
  /// the lowest of equals, as the original app showed it. `nil` when no sky group was reported.
  public var predominantSky: SkyCondition? {
    var best: SkyCondition?
    for layer in sky where layer.cover != .missing {
      guard let current = best else {
        best = layer
        continue
      }
      if layer.cover.rank > current.cover.rank { best = layer }
    }
    if best == nil, isCAVOK { return SkyCondition(cover: .noSignificantCloud) }
    return best
  }

  /// FAA flight category from ``ceilingFeet`` and the visibility; `nil` when neither is known.
  public var flightCategory: FlightCategory? {
    let hasClearSky = sky.contains { $0.cover.rank == 0 && $0.cover != .missing }
    guard ceilingFeet != nil || visibility != nil || isCAVOK else { return nil }
    if ceilingFeet == nil, visibility == nil, !isCAVOK, !hasClearSky { return nil }
    return FlightCategory(ceilingFeet: ceilingFeet, visibility: visibility, isCAVOK: isCAVOK)
  }
}

extension METAR {
  /// FAA flight category (VFR, MVFR, IFR, LIFR); `nil` when neither ceiling nor visibility was reported.
  public var flightCategory: FlightCategory? { conditions.flightCategory }

  /// The ceiling in feet: the lowest BKN, OVC or VV layer.
  public var ceilingFeet: Int? { conditions.ceilingFeet }

  /// The predominant sky condition (OVC > BKN > SCT > FEW > clear).
  public var predominantSky: SkyCondition? { conditions.predominantSky }

  /// Relative humidity in percent from temperature and dew point (Magnus formula); `nil` if either is missing.
  public var relativeHumidity: Double? {
    guard let t = temperature?.celsius, let d = dewPoint?.celsius else { return nil }
    return relativeHumidityPercent(temperatureCelsius: t, dewPointCelsius: d)
  }
}

/// Relative humidity (%) by the Magnus–Tetens formula (Alduchov & Eskridge coefficients).
func relativeHumidityPercent(temperatureCelsius t: Double, dewPointCelsius d: Double) -> Double {
  let b = 17.625
  let c = 243.04
  let gammaDew = b * d / (c + d)
  let gammaAir = b * t / (c + t)
  return min(100, 100 * exp(gammaDew - gammaAir))
}
