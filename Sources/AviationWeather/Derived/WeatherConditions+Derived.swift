import Foundation

extension WeatherConditions {
  /// The lowest broken, overcast or obscured layer with a reported height (the ceiling), in
  /// feet; `nil` when no such layer was reported.
  ///
  /// A layer whose height or cover is not reported (`VV///`, `BKN///`, `//////CB`) has no
  /// height to give, so the true ceiling may be lower than this value or present when it is
  /// `nil`; ``flightCategory`` and ``possibleFlightCategories`` take that into account.
  public var ceilingFeet: Int? {
    var lowest: Int?
    sky._forEach { layer in
      if layer.cover.formsCeiling, let h = layer.heightFeet, h < (lowest ?? Int.max) { lowest = h }
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

  /// The layer that forms the ceiling: the lowest broken, overcast or obscured layer with a
  /// reported height (the layer of ``ceilingFeet``); `nil` when there is none.
  public var ceilingLayer: SkyCondition? {
    var lowest: SkyCondition?
    sky._forEach { layer in
      guard layer.cover.formsCeiling, let h = layer.heightFeet else { return }
      if h < (lowest?.heightFeet ?? Int.max) { lowest = layer }
    }
    return lowest
  }

  /// The layers a one-line summary names, most important first: the ceiling (``ceilingLayer``),
  /// then every cumulonimbus or towering cumulus layer, lowest first; the ``predominantSky``
  /// when there are none of these.
  ///
  /// `BKN008CB OVC020` gives the broken cumulonimbus at 800 ft, which ``predominantSky``
  /// (the overcast at 2,000 ft, as the original app showed it) hides; `FEW018TCU SCT030 BKN041`
  /// gives the ceiling at 4,100 ft, then the towering cumulus at 1,800 ft.
  public var summarySky: [SkyCondition] {
    let ceiling = ceilingLayer
    var layers: [SkyCondition] = ceiling.map { [$0] } ?? []
    var convective: [SkyCondition] = []
    sky._forEach { layer in
      if layer.cloudType == .cumulonimbus || layer.cloudType == .toweringCumulus, layer != ceiling {
        convective.append(layer)
      }
    }
    layers += convective.sorted { ($0.heightFeet ?? Int.max) < ($1.heightFeet ?? Int.max) }
    if layers.isEmpty, let predominant = predominantSky { layers.append(predominant) }
    return layers
  }

  /// FAA flight category from the ceiling and the visibility; `nil` when it is unknown.
  ///
  /// It is unknown when an element that is not reported could change it: a missing ceiling
  /// (`VV///`, `//////`, `//////CB`, `BKN///` below any known ceiling, no sky group at all)
  /// or a missing visibility (`////`, none reported, only runway visual ranges). An element
  /// that decides the category alone still gives it: a visibility below 1 SM or a ceiling below
  /// 500 ft is LIFR whatever the other. ``possibleFlightCategories`` tells which categories an
  /// unknown one could be.
  public var flightCategory: FlightCategory? {
    let possible = possibleFlightCategories
    return possible.lowerBound == possible.upperBound ? possible.lowerBound : nil
  }

  /// The flight categories the reported ceiling and visibility allow, least restrictive first:
  /// one category when it is known (``flightCategory``), `.vfr ... .lifr` when nothing is.
  ///
  /// `BKN009 //////CB` with 9999 gives `.ifr ... .lifr`: the ceiling is 900 ft or lower, since
  /// the cumulonimbus, of unknown cover and height, may be a lower ceiling.
  ///
  /// How each sky group counts (the ceiling is the lowest layer reported as broken or overcast,
  /// or the vertical visibility into an obscured sky: FAA FMH-1, 9.3):
  /// - `BKN`, `OVC` and `VV` with a height form a ceiling; `FEW` and `SCT` do not.
  /// - `BKN///`, `OVC///` and `VV///` (a height not determined; at US mountain stations a layer
  ///   below the station) form a ceiling at some height no lower than the layer reported
  ///   before it, as layers are reported in ascending order of height; so one reported after
  ///   a known ceiling does not change it.
  /// - A group whose cover is not reported (`//////`, `//////CB`, `///CB`, `///015///`) may be
  ///   a ceiling at its height, or at any height when that is missing too, wherever it stands:
  ///   automatic systems add the cumulonimbus and towering cumulus they detect without cover
  ///   or height (ICAO Annex 3, Appendix 3, 4.5.4.5) after the measured layers
  ///   (`BKN009/// OVC013/// //////CB`).
  /// - `SKC`, `CLR`, `NSC`, `NCD` and `CAVOK` rule out a ceiling at or below 3,000 ft, the only
  ///   heights that change the category: `CLR` is no cloud at or below 12,000 ft, the least an
  ///   automatic station evaluates (FMH-1, 9.4.1); `NSC` and `CAVOK` are no cloud below
  ///   5,000 ft (Annex 3, Appendix 3); `NCD` is no cloud detected by a ceilometer, whose range
  ///   reaches well above 3,000 ft. A group of unknown cover beside them still counts
  ///   (`CAVOK //////`, sent by some automatic stations, leaves the ceiling unknown).
  /// - No sky group at all (and no `CAVOK`) leaves the ceiling unknown.
  public var possibleFlightCategories: ClosedRange<FlightCategory> {
    FlightCategory.combining(
      possibleCeilingCategories, FlightCategory.possible(visibility: visibility, isCAVOK: isCAVOK))
  }

  /// The categories the sky groups allow the ceiling alone (see ``possibleFlightCategories``).
  var possibleCeilingCategories: ClosedRange<FlightCategory> {
    if sky.isEmpty { return isCAVOK ? .vfr ... .vfr : FlightCategory.anyCategory }
    let reported = ceilingFeet
    // The lowest height a group of unknown height or cover could put the ceiling at.
    var lowestPossible = reported ?? Int.max
    // The height of the last layer of known cover and height: a later one is no lower.
    var floor = 0
    sky._forEach { layer in
      switch layer.cover {
      case .skyClear, .clear, .noSignificantCloud, .noCloudDetected:
        break
      case .few, .scattered:
        if let height = layer.heightFeet { floor = max(floor, height) }
      case .broken, .overcast, .verticalVisibility:
        if let height = layer.heightFeet {
          floor = max(floor, height)
        } else {
          lowestPossible = min(lowestPossible, floor)
        }
      case .missing:
        lowestPossible = min(lowestPossible, layer.heightFeet ?? 0)
      }
    }
    let best = reported.map(FlightCategory.ofCeiling(feet:)) ?? .vfr
    let worst = lowestPossible == Int.max ? .vfr : FlightCategory.ofCeiling(feet: lowestPossible)
    return best...worst
  }
}

/// Relative humidity (%) by the Magnus–Tetens formula (Alduchov & Eskridge coefficients); `nil`
/// when either input is not a physical surface temperature (not finite, or outside ±100 °C).
func relativeHumidityPercent(temperatureCelsius t: Double, dewPointCelsius d: Double) -> Double? {
  let physical = -100.0...100.0
  guard physical.contains(t), physical.contains(d) else { return nil }
  let b = 17.625
  let c = 243.04
  let gammaDew = b * d / (c + d)
  let gammaAir = b * t / (c + t)
  return min(100, 100 * exp(gammaDew - gammaAir))
}
