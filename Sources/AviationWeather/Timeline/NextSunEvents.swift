import Foundation

/// The next sunrise and sunset after an instant at a place, or the midnight sun or polar
/// night that holds there; from ``SolarCalculator/nextEvents(latitude:longitude:after:)``.
///
/// Unlike ``SunEvents``, which covers one calendar day, this answers the question an app
/// asks at any moment: at 6 am in Colorado the next sunset is this evening's, not
/// yesterday's.
public enum NextSunEvents: Sendable, Hashable, Codable {
  /// The sun crosses the horizon within 24 hours of the instant: the first sunrise and
  /// the first sunset after it (either may come first: the sun is up when the sunset does).
  ///
  /// An instant is `nil` only when it is more than ``SolarCalculator/maximumSearch`` away
  /// (near the poles, on the day the midnight sun or the polar night begins).
  case riseAndSet(sunrise: Date?, sunset: Date?)
  /// The sun is up and does not set in the 24 hours after the instant (midnight sun).
  /// `sunset` ends it; `nil` when it is more than ``SolarCalculator/maximumSearch`` away.
  case polarDay(sunset: Date?)
  /// The sun is down and does not rise in the 24 hours after the instant (polar night).
  /// `sunrise` ends it; `nil` when it is more than ``SolarCalculator/maximumSearch`` away.
  case polarNight(sunrise: Date?)

  /// The first sunrise after the instant, if one comes within ``SolarCalculator/maximumSearch``.
  public var sunrise: Date? {
    switch self {
    case .riseAndSet(let sunrise, _), .polarNight(let sunrise): return sunrise
    case .polarDay: return nil
    }
  }

  /// The first sunset after the instant, if one comes within ``SolarCalculator/maximumSearch``.
  public var sunset: Date? {
    switch self {
    case .riseAndSet(_, let sunset), .polarDay(let sunset): return sunset
    case .polarNight: return nil
    }
  }

  /// Whether the sun is up at the instant: the next event is a sunset, or it is polar day.
  public var isDaylight: Bool {
    switch self {
    case .polarDay: return true
    case .polarNight: return false
    case .riseAndSet(let sunrise, let sunset):
      guard let sunset else { return false }
      guard let sunrise else { return true }
      return sunset < sunrise
    }
  }

  /// `.polarDay` or `.polarNight` when the sun stays on one side of the horizon for the
  /// 24 hours after the instant; `nil` when it rises or sets within them.
  public var polarPeriod: PolarPeriod? {
    switch self {
    case .polarDay: return .polarDay
    case .polarNight: return .polarNight
    case .riseAndSet: return nil
    }
  }
}
