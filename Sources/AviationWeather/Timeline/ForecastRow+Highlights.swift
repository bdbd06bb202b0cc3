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
  public var hasStrongWind: Bool { hasStrongWind(overKnots: Self.strongWindKnots) }

  /// Whether the prevailing wind, sustained or in gusts, is over `threshold` knots (an app's own
  /// limit: a runner's 20, a pilot's crosswind 15). `false` when the wind is not forecast.
  public func hasStrongWind(overKnots threshold: Double) -> Bool { (strongestWindKnots ?? 0) > threshold }

  /// Whether the wind may be over ``strongWindKnots``: prevailing, or in one of the
  /// ``overlays`` (a `TEMPO` or `PROB` gust) or ``changesInProgress`` (a `BECMG` wind).
  public var mayHaveStrongWind: Bool { mayHaveStrongWind(overKnots: Self.strongWindKnots) }

  /// Whether the wind may be over `threshold` knots: prevailing, or in one of the ``overlays``
  /// or ``changesInProgress``.
  public func mayHaveStrongWind(overKnots threshold: Double) -> Bool {
    if hasStrongWind(overKnots: threshold) { return true }
    for overlay in overlays where (Self.strongestKnots(of: overlay.resulting.wind) ?? 0) > threshold {
      return true
    }
    for change in changesInProgress where (Self.strongestKnots(of: change.resulting.wind) ?? 0) > threshold {
      return true
    }
    return false
  }

  /// Whether the running app highlights the row: a forecast row (not a sunrise or sunset)
  /// where the wind may be over ``strongWindKnots`` (``mayHaveStrongWind``: a runner wants
  /// to hear of a `TEMPO` gust too) or an overlay carries a probability (``highestProbability``).
  public var isHighlighted: Bool { isHighlighted(strongWindKnots: Self.strongWindKnots) }

  /// ``isHighlighted`` with the app's own strong-wind threshold in knots.
  public func isHighlighted(strongWindKnots threshold: Double) -> Bool {
    !isSunEvent && (mayHaveStrongWind(overKnots: threshold) || highestProbability != nil)
  }

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
