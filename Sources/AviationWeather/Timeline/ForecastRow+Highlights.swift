extension ForecastRow {
  /// The wind speed above which a row is highlighted, in knots: 20, the running app's rule
  /// ("if the winds exceed 20 knots or there is a probability associated with the
  /// forecasted line, that information is displayed").
  public static let strongWindKnots = 20.0

  /// Whether this is a sunrise or sunset row.
  public var isSunEvent: Bool { kind == .sunrise || kind == .sunset }

  /// The strongest prevailing wind in knots: the gust when there is one, else the mean speed;
  /// `nil` when the wind or its speed is not forecast.
  public var strongestWindKnots: Double? { Self.strongestKnots(of: prevailing.wind) }

  /// Whether the prevailing wind, sustained or in gusts, is over ``strongWindKnots``.
  /// `false` when the wind is not forecast.
  public var hasStrongWind: Bool { (strongestWindKnots ?? 0) > Self.strongWindKnots }

  /// Whether the wind may be over ``strongWindKnots``: prevailing, or in one of the
  /// ``overlays`` (a `TEMPO` or `PROB` gust) or ``changesInProgress`` (a `BECMG` wind).
  public var mayHaveStrongWind: Bool {
    if hasStrongWind { return true }
    for overlay in overlays where (Self.strongestKnots(of: overlay.resulting.wind) ?? 0) > Self.strongWindKnots {
      return true
    }
    for change in changesInProgress where (Self.strongestKnots(of: change.resulting.wind) ?? 0) > Self.strongWindKnots {
      return true
    }
    return false
  }

  /// Whether the running app highlights the row: a forecast row (not a sunrise or sunset)
  /// where the wind may be over ``strongWindKnots`` (``mayHaveStrongWind``: a runner wants
  /// to hear of a `TEMPO` gust too) or an overlay carries a probability (``highestProbability``).
  public var isHighlighted: Bool { !isSunEvent && (mayHaveStrongWind || highestProbability != nil) }

  private static func strongestKnots(of wind: Wind?) -> Double? {
    guard let wind else { return nil }
    switch (wind.speed?.knots, wind.gust?.knots) {
    case let (speed?, gust?): return max(speed, gust)
    case let (speed?, nil): return speed
    case let (nil, gust?): return gust
    case (nil, nil): return nil
    }
  }
}
