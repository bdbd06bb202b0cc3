import Foundation

/// What the sun does on one day at one place: the UTC day of
/// ``SolarCalculator/events(latitude:longitude:on:)`` or the local day of
/// ``SolarCalculator/events(latitude:longitude:onDayOf:in:)``.
///
/// For the next sunrise and sunset after an instant, whatever the day, see ``NextSunEvents``.
public enum SunEvents: Sendable, Equatable, Codable {
  /// The sun crosses the horizon during the day.
  ///
  /// Either instant may be `nil`: near the poles on the days when the midnight sun
  /// or the polar night begins or ends, and occasionally at other latitudes when
  /// the day's only sunset (or sunrise) falls just outside the day.
  /// At least one of the two is non-`nil`.
  case riseAndSet(sunrise: Date?, sunset: Date?)
  /// The sun stays above the horizon for the whole day.
  case polarDay
  /// The sun stays below the horizon for the whole day.
  case polarNight
}

extension SunEvents {
  /// The sunrise, if the sun rises in the span; `nil` otherwise.
  public var sunrise: Date? {
    if case .riseAndSet(let sunrise, _) = self { return sunrise }
    return nil
  }

  /// The sunset, if the sun sets in the span; `nil` otherwise.
  public var sunset: Date? {
    if case .riseAndSet(_, let sunset) = self { return sunset }
    return nil
  }

  /// `.polarDay` or `.polarNight` when the sun stays on one side of the horizon all day.
  public var polarPeriod: PolarPeriod? {
    switch self {
    case .polarDay: return .polarDay
    case .polarNight: return .polarNight
    case .riseAndSet: return nil
    }
  }
}

/// One sunrise or sunset at a place.
public struct SunTransition: Sendable, Equatable, Codable {
  /// Whether the sun comes up or goes down.
  public enum Kind: String, Sendable, Codable {
    /// The upper edge of the sun rises above the horizon.
    case sunrise
    /// The upper edge of the sun sinks below the horizon.
    case sunset
  }

  /// Whether this is a sunrise or a sunset.
  public var kind: Kind
  /// The instant of the transition, to the whole second.
  public var date: Date

  /// Creates a transition of `kind` at `date`, to the whole second (a fraction is dropped, so
  /// that the ISO 8601 text of its `Codable` form holds the whole value).
  public init(kind: Kind, date: Date) {
    self.kind = kind
    self.date = _wholeSecond(date)
  }
}

/// Computes sunrise and sunset locally, without any network access.
///
/// The sun's position comes from the NOAA solar calculator equations (after
/// Meeus): declination and equation of time, evaluated at every instant examined.
/// Sunrise and sunset are the moments the sun's centre passes the standard
/// altitude of −0.833° (34′ of refraction plus 16′ of semi-diameter). They are
/// bracketed between the sun's upper and lower culminations, so the polar-day and
/// polar-night transitions are handled without special cases, and found from the
/// closed-form hour angle with a Newton step or two kept inside the bracket.
/// Accuracy is a few seconds against a full ephemeris at mid latitudes; the times it gives
/// are to the whole second (the fraction dropped), as their ISO 8601 text holds them.
///
/// Input handling: latitudes outside −90...90 are clamped to the nearest pole,
/// longitudes of any finite value are wrapped into −180..<180 (east positive).
/// A non-finite latitude, longitude or instant, or an instant more than about
/// 30,000 years from 1970, yields `.polarNight`, an empty list or `false`.
public struct SolarCalculator: Sendable, Equatable {
  /// The altitude of the sun's centre at sunrise and sunset, in degrees.
  public static let horizonAltitude = -0.833

  /// The longest window `transitions(latitude:longitude:from:to:)` examines;
  /// later parts of a longer window are ignored.
  public static let maximumTransitionWindow: TimeInterval = 366 * secondsPerDay

  static let secondsPerDay = 86_400.0
  private static let degrees = Double.pi / 180
  /// Seconds since 1970 of J2000.0 (2000-01-01 12:00).
  private static let j2000 = 946_728_000.0
  private static let sinHorizon = sin(horizonAltitude * degrees)
  /// Instants further than this from 1970 (in seconds) are treated as invalid.
  private static let instantLimit = 1e12

  /// Creates a calculator. It holds no state.
  public init() {}

  /// Sun events for the UTC calendar day containing `date`, at the position.
  /// Uses the standard -0.833° altitude (refraction + semi-diameter).
  ///
  /// Only instants within that UTC day are reported, so for places far from
  /// Greenwich the sunrise may belong to the previous or next local date.
  /// If the UTC day contains two sunrises (or sunsets), the earlier one is returned.
  /// Latitude, longitude and date are in degrees (north and east positive);
  /// invalid input yields `.polarNight` (see the type's documentation).
  public func events(latitude: Double, longitude: Double, on date: Date) -> SunEvents {
    guard let place = Place(latitude: latitude, longitude: longitude) else { return .polarNight }
    let instant = date.timeIntervalSince1970
    guard Self.isValid(instant) else { return .polarNight }
    let dayStart = (instant / Self.secondsPerDay).rounded(.down) * Self.secondsPerDay
    return Self.events(of: place, from: dayStart, to: dayStart + Self.secondsPerDay)
  }

  /// All sunrises and sunsets between two instants, time-ordered (for a forecast
  /// window spanning up to several days).
  ///
  /// Both ends are inclusive. An empty list means no transition in the window
  /// (polar day or night, `end` before `start`, or invalid input). Windows longer
  /// than `maximumTransitionWindow` are cut to that length.
  public func transitions(latitude: Double, longitude: Double, from start: Date, to end: Date) -> [SunTransition] {
    guard let place = Place(latitude: latitude, longitude: longitude) else { return [] }
    let first = start.timeIntervalSince1970
    var last = end.timeIntervalSince1970
    guard Self.isValid(first), Self.isValid(last), first <= last else { return [] }
    last = min(last, first + Self.maximumTransitionWindow)
    return Self.crossings(of: place, from: first, to: last)
  }

  /// Whether the sun's centre is above −0.833° (the sunrise/sunset altitude) at
  /// the instant. Invalid input yields `false`.
  public func isDaylight(latitude: Double, longitude: Double, at date: Date) -> Bool {
    guard let place = Place(latitude: latitude, longitude: longitude) else { return false }
    let instant = date.timeIntervalSince1970
    guard Self.isValid(instant) else { return false }
    return Self.horizonExcess(of: place, at: instant) > 0
  }

  // MARK: - Implementation

  /// A validated position, angles prepared for the altitude formula.
  struct Place {
    var sinLatitude: Double
    var cosLatitude: Double
    /// Degrees east, in −180..<180.
    var longitude: Double

    init?(latitude: Double, longitude: Double) {
      guard latitude.isFinite, longitude.isFinite else { return nil }
      let phi = min(max(latitude, -90), 90) * SolarCalculator.degrees
      sinLatitude = sin(phi)
      cosLatitude = cos(phi)
      var lambda = longitude.truncatingRemainder(dividingBy: 360)
      if lambda >= 180 { lambda -= 360 }
      if lambda < -180 { lambda += 360 }
      self.longitude = lambda
    }
  }

  static func isValid(_ instant: TimeInterval) -> Bool {
    instant.isFinite && abs(instant) <= instantLimit
  }

  /// Solar declination (radians) and equation of time (seconds) at an instant
  /// given in seconds since 1970, from the NOAA solar calculator equations.
  private static func sun(at instant: Double) -> (declination: Double, equationOfTime: Double) {
    let t = (instant - j2000) / (secondsPerDay * 36_525)  // Julian centuries since J2000.0
    let meanLongitude = (280.466_46 + t * (36_000.769_83 + t * 0.000_303_2)).truncatingRemainder(dividingBy: 360)
    let meanAnomaly = 357.529_11 + t * (35_999.050_29 - t * 0.000_153_7)
    let eccentricity = 0.016_708_634 - t * (0.000_042_037 + t * 0.000_000_126_7)
    let m = meanAnomaly * degrees
    let centre =
      sin(m) * (1.914_602 - t * (0.004_817 + t * 0.000_014))
      + sin(2 * m) * (0.019_993 - t * 0.000_101)
      + sin(3 * m) * 0.000_289
    let omega = (125.04 - 1_934.136 * t) * degrees
    let apparentLongitude = (meanLongitude + centre - 0.005_69 - 0.004_78 * sin(omega)) * degrees
    let meanObliquity = 23 + (26 + (21.448 - t * (46.815 + t * (0.000_59 - t * 0.001_813))) / 60) / 60
    let obliquity = (meanObliquity + 0.002_56 * cos(omega)) * degrees
    let declination = asin(sin(obliquity) * sin(apparentLongitude))

    let y = pow(tan(obliquity / 2), 2)
    let l = meanLongitude * degrees
    let e = eccentricity
    let equation =
      y * sin(2 * l) - 2 * e * sin(m) + 4 * e * y * sin(m) * cos(2 * l)
      - 0.5 * y * y * sin(4 * l) - 1.25 * e * e * sin(2 * m)
    // Radians of hour angle to seconds of time: 1° = 240 s.
    return (declination, equation / degrees * 240)
  }

  /// sin(altitude) − sin(−0.833°): positive while the sun is up.
  static func horizonExcess(of place: Place, at instant: Double) -> Double {
    horizon(of: place, at: instant).excess
  }

  /// sin(altitude) − sin(−0.833°) at an instant, its rate of change per second (from the
  /// turning Earth alone: the declination drifts a thousand times slower) and the instant's
  /// hour angle (radians), for the sun's declination (radians) and equation of time (seconds).
  private static func horizon(of place: Place, at instant: Double) -> (excess: Double, slope: Double, hourAngle: Double)
  {
    let (declination, equationOfTime) = sun(at: instant)
    return horizon(of: place, at: instant, declination: declination, equationOfTime: equationOfTime)
  }

  /// ``horizon(of:at:)`` with the sun's declination (radians) and equation of time (seconds) given.
  private static func horizon(of place: Place, at instant: Double, declination: Double, equationOfTime: Double)
    -> (excess: Double, slope: Double, hourAngle: Double)
  {
    let secondsOfDay = instant.truncatingRemainder(dividingBy: secondsPerDay)
    let hourAngle = ((secondsOfDay + equationOfTime) / 240 + place.longitude - 180) * degrees
    let cosines = place.cosLatitude * cos(declination)
    let sinAltitude = place.sinLatitude * sin(declination) + cosines * cos(hourAngle)
    // The hour angle turns 1° every 240 s.
    return (sinAltitude - sinHorizon, -cosines * sin(hourAngle) * degrees / 240, hourAngle)
  }

  /// A culmination of the sun (upper or lower): its instant, the sun there, and whether the
  /// sun is up.
  private struct Culmination {
    var instant: Double
    var declination: Double
    var equationOfTime: Double
    var isUp: Bool
    var isUpper: Bool
  }

  /// Sunrises and sunsets with `from <= instant <= to`, time-ordered.
  static func crossings(of place: Place, from: Double, to: Double) -> [SunTransition] {
    var result: [SunTransition] = []
    forEachCrossing(of: place, from: from, to: to) { transition in
      result.append(transition)
      return true
    }
    return result
  }

  /// The first sunrise (or sunset, or either when `kind` is `nil`) with `from <= instant <= to`.
  static func firstCrossing(of place: Place, from: Double, to: Double, kind: SunTransition.Kind? = nil)
    -> SunTransition?
  {
    var found: SunTransition?
    forEachCrossing(of: place, from: from, to: to) { transition in
      guard kind == nil || transition.kind == kind else { return true }
      found = transition
      return false
    }
    return found
  }

  /// Sun events between `from` (inclusive) and `to` (exclusive): the first sunrise and the first
  /// sunset, or polar day or night from the sun's altitude halfway when there is neither.
  static func events(of place: Place, from: Double, to: Double) -> SunEvents {
    var sunrise: Date?
    var sunset: Date?
    forEachCrossing(of: place, from: from, to: to) { transition in
      guard transition.date.timeIntervalSince1970 < to else { return false }
      switch transition.kind {
      case .sunrise: if sunrise == nil { sunrise = transition.date }
      case .sunset: if sunset == nil { sunset = transition.date }
      }
      return sunrise == nil || sunset == nil
    }
    if sunrise != nil || sunset != nil {
      return .riseAndSet(sunrise: sunrise, sunset: sunset)
    }
    // No crossing in the span: the sun is on the same side of the horizon throughout.
    return horizonExcess(of: place, at: from + (to - from) / 2) > 0 ? .polarDay : .polarNight
  }

  /// Calls `body` with each sunrise and sunset with `from <= instant <= to`, in time order,
  /// until it returns `false`. Allocates nothing.
  ///
  /// The sun's position is computed once per culmination (every 12 hours); between two, its
  /// declination and equation of time are interpolated linearly (good to a fraction of a second
  /// of sunrise or sunset: both change smoothly over days).
  private static func forEachCrossing(
    of place: Place, from: Double, to: Double, _ body: (SunTransition) -> Bool
  ) {
    // Alternating lower and upper culminations covering the window. Between two
    // neighbours the altitude changes monotonically, so a sign change of the
    // altitude above the horizon brackets exactly one sunrise or sunset. The real
    // culminations are within 17 minutes of the mean ones, every 12 hours from the
    // lower culmination of 1970-01-01 (`n` counts them): start at the last mean one
    // 20 minutes or more before `from`, stop at the first real one after `to`.
    let halfDay = secondsPerDay / 2
    let firstLower = (180 - place.longitude) * 240 - halfDay
    var n = ((from - 1200 - firstLower) / halfDay).rounded(.down)
    var previous: Culmination?
    while true {
      // The culmination's instant depends on its mean instant alone (whatever the window), so
      // every window finds the same crossing. The equation of time changes by less than a
      // second in the 17 minutes it moves the instant: two evaluations place it to a few
      // milliseconds, and the sun there stands for the sun at the culmination.
      let mean = firstLower + n * halfDay
      n += 1
      let near = sun(at: mean - sun(at: mean).equationOfTime)
      let equationOfTime = near.equationOfTime
      let instant = mean - equationOfTime
      let point = horizon(of: place, at: instant, declination: near.declination, equationOfTime: equationOfTime)
      let culmination = Culmination(
        instant: instant, declination: near.declination, equationOfTime: equationOfTime, isUp: point.excess > 0,
        isUpper: cos(point.hourAngle) > 0)
      defer { previous = culmination }
      if let before = previous, before.isUp != culmination.isUp, instant >= from, before.instant <= to {
        // To the whole second (the fraction dropped), as the times' ISO 8601 text holds them;
        // the window is compared with that second, so every query agrees on it.
        let crossing = self.crossing(of: place, between: before, and: culmination).rounded(.down)
        if crossing >= from, crossing <= to,
          !body(SunTransition(kind: culmination.isUp ? .sunrise : .sunset, date: Date(timeIntervalSince1970: crossing)))
        {
          return
        }
      }
      if instant > to { return }
    }
  }

  /// The sunrise or sunset between two neighbouring culminations on either side of the horizon,
  /// to a millisecond: from the closed-form guess, Newton steps kept inside the bracket, which
  /// every evaluation narrows; a step that would leave it bisects instead, so the search always
  /// ends (as bisection alone would, after at most 64 steps).
  private static func crossing(of place: Place, between low: Culmination, and high: Culmination) -> Double {
    let span = high.instant - low.instant
    /// The sun at `instant`, interpolated between the culminations.
    func horizon(at instant: Double) -> (excess: Double, slope: Double, hourAngle: Double) {
      let f = (instant - low.instant) / span
      return Self.horizon(
        of: place, at: instant, declination: low.declination + f * (high.declination - low.declination),
        equationOfTime: low.equationOfTime + f * (high.equationOfTime - low.equationOfTime))
    }
    let upper = high.isUpper ? high : low
    let guess = firstGuess(
      place: place, upperCulmination: upper.instant, declination: upper.declination, rising: high.isUp)
    var lowest = low.instant
    var highest = high.instant
    var instant = guess > lowest && guess < highest ? guess : (lowest + highest) / 2
    for _ in 0..<64 {
      let sun = horizon(at: instant)
      if (sun.excess > 0) == low.isUp {
        lowest = instant
      } else {
        highest = instant
      }
      var next = instant - sun.excess / sun.slope
      if !(next > lowest && next < highest) { next = (lowest + highest) / 2 }
      if abs(next - instant) <= 0.000_5 || highest - lowest <= 0.001 { return next }
      instant = next
    }
    return (lowest + highest) / 2
  }

  /// The closed-form sunrise or sunset (NOAA's hour-angle solution): the hour angle at which
  /// the sun's centre is at −0.833° with the declination of the culmination, before the upper
  /// culmination for a sunrise, after it for a sunset. Where the sun only grazes the horizon
  /// (the cosine beyond ±1, near the poles) the hour angle is clamped to 0 or 180°.
  private static func firstGuess(place: Place, upperCulmination: Double, declination: Double, rising: Bool)
    -> Double
  {
    let cosHourAngle =
      (sinHorizon - place.sinLatitude * sin(declination)) / (place.cosLatitude * cos(declination))
    let hourAngle = acos(min(max(cosHourAngle, -1), 1))
    let seconds = hourAngle / degrees * 240
    return rising ? upperCulmination - seconds : upperCulmination + seconds
  }
}
