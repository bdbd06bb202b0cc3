import Foundation

extension SolarCalculator {
  /// How far ahead ``nextEvents(latitude:longitude:after:)`` looks for a sunrise or sunset
  /// (a year and a day: every place off the exact poles has both within it).
  public static let maximumSearch: TimeInterval = 366 * 86_400

  /// The next sunrise and sunset after `instant` at a position, or the polar day or night
  /// that holds there.
  ///
  /// The sun is in polar day (or night) when it stays above (or below) the horizon for the
  /// 24 hours after `instant`; the sunset (or sunrise) that ends it is searched for up to
  /// ``maximumSearch`` ahead, and is `nil` beyond, so the search always ends. Instants are
  /// strictly after `instant`, to the whole second. Latitude and longitude are in degrees, north and east
  /// positive, handled as in ``events(latitude:longitude:on:)``; invalid input yields
  /// `.polarNight(sunrise: nil)`.
  ///
  /// ```swift
  /// // Denver at 6 am local time (12:00 UTC) on 15 July 2026
  /// let next = SolarCalculator().nextEvents(latitude: 39.86, longitude: -104.67, after: sixAM)
  /// next.sunset     // 02:26 UTC on the 16th: 8:26 pm local, this evening
  /// next.sunrise    // 11:43 UTC on the 16th: 5:43 am local, tomorrow
  /// next.isDaylight // true: the sun rose at 5:43
  /// ```
  public func nextEvents(latitude: Double, longitude: Double, after instant: Date) -> NextSunEvents {
    guard let place = Place(latitude: latitude, longitude: longitude) else { return .polarNight(sunrise: nil) }
    let start = instant.timeIntervalSince1970
    guard Self.isValid(start), Self.isValid(start + Self.maximumSearch) else { return .polarNight(sunrise: nil) }
    let day = start + Self.secondsPerDay
    let last = start + Self.maximumSearch
    /// The first `kind` after `start`, looking one day ahead first.
    func next(_ kind: SunTransition.Kind) -> Date? {
      var from = start
      // Crossings are inclusive of `from`: ask for the first one after `start` by skipping it.
      while let found = Self.firstCrossing(of: place, from: from, to: last, kind: kind) {
        if found.date.timeIntervalSince1970 > start { return found.date }
        from = found.date.timeIntervalSince1970.nextUp
      }
      return nil
    }
    guard let first = Self.firstCrossing(of: place, from: start.nextUp, to: day) else {
      return Self.horizonExcess(of: place, at: start) > 0
        ? .polarDay(sunset: next(.sunset)) : .polarNight(sunrise: next(.sunrise))
    }

    switch first.kind {
    case .sunrise: return .riseAndSet(sunrise: first.date, sunset: next(.sunset))
    case .sunset: return .riseAndSet(sunrise: next(.sunrise), sunset: first.date)
    }
  }

  /// `.polarDay` or `.polarNight` when the sun neither rises nor sets in the 24 hours after
  /// `instant` (as ``nextEvents(latitude:longitude:after:)`` says, without searching for
  /// the end); `nil` when it does, and for invalid input.
  func polarPeriod(latitude: Double, longitude: Double, after instant: Date) -> PolarPeriod? {
    guard let place = Place(latitude: latitude, longitude: longitude) else { return nil }
    let start = instant.timeIntervalSince1970
    guard Self.isValid(start), Self.isValid(start + Self.secondsPerDay),
      Self.firstCrossing(of: place, from: start.nextUp, to: start + Self.secondsPerDay) == nil
    else { return nil }
    return Self.horizonExcess(of: place, at: start) > 0 ? .polarDay : .polarNight
  }
}
