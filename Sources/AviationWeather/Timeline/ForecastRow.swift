import Foundation

/// One row of a ``ForecastTimeline``: the conditions prevailing at an instant, the
/// temporary conditions and changes in progress around them, and whether it is day.
///
/// Rows are `Identifiable` for SwiftUI's `ForEach`: the ``id`` is the row's date and kind,
/// unique within a timeline and the same when the same TAF is laid out again.
public struct ForecastRow: Sendable, Hashable, Codable, Identifiable {
  /// A row's identity: its date and kind. Two values, no allocation.
  public struct ID: Sendable, Hashable, Codable {
    /// The row's instant.
    public var date: Date
    /// Why the row is there.
    public var kind: Kind

    /// Creates the identity of the row of `kind` at `date`.
    public init(date: Date, kind: Kind) {
      self.date = date
      self.kind = kind
    }
  }

  /// Why the row is there.
  public enum Kind: String, Sendable, Hashable, Codable {
    /// A regular row, one per step (an hour by default) from the start of the validity.
    case step
    /// An `FM` time that falls between two regular rows.
    case change
    /// Sunrise.
    case sunrise
    /// Sunset.
    case sunset
  }

  /// Why the row is there.
  public var kind: Kind
  /// The instant the row describes.
  public var date: Date
  /// Whether the sun is up (true on sunrise rows, false on sunset rows); `nil` when the timeline
  /// has no sun times (built without a position, or for a station its directory does not know:
  /// ``ForecastTimeline/hasSunTimes``).
  public var isDaylight: Bool?
  /// Whether an `FM` group takes effect at this instant.
  public var isFromTime: Bool
  /// The conditions that prevail: the base forecast, or the last `FM`, with every completed `BECMG` applied.
  public var prevailing: WeatherConditions
  /// `BECMG` groups whose window contains this instant: the change is in progress.
  public var changesInProgress: [ForecastOverlay]
  /// `TEMPO`, `PROB`, `PROB TEMPO` and `INTER` groups whose window contains this instant, in TAF order.
  public var overlays: [ForecastOverlay]
  /// The lowest broken, overcast or vertical-visibility layer of the prevailing conditions with a
  /// height, in feet; `nil` when there is none. A layer whose height was not observed is not
  /// counted, so the true ceiling may be lower: ``flightCategory`` accounts for that.
  public var ceilingFeet: Int?
  /// The flight category of the prevailing conditions; `nil` when it is unknown: a ceiling or
  /// visibility that is not forecast could change it (see
  /// ``WeatherConditions/possibleFlightCategories``).
  public var flightCategory: FlightCategory?
  /// The TAF's change groups that could not be placed in time (their time did not decode or was
  /// not written, or they follow an `FM` group that could not be placed): none of them is applied
  /// to the row, and since their time is unknown each may apply at any time within the validity,
  /// so every row of a timeline lists all of them, the same as ``ForecastTimeline/unplacedGroups``.
  /// Empty for nearly every TAF.
  public var unplacedGroups: [UnplacedChangeGroup]

  /// Creates a row; ``ceilingFeet`` and ``flightCategory`` are derived from `prevailing`
  /// (`isDaylight` `nil` when day and night are not known).
  public init(
    kind: Kind, date: Date, isDaylight: Bool?, isFromTime: Bool = false, prevailing: WeatherConditions,
    changesInProgress: [ForecastOverlay] = [], overlays: [ForecastOverlay] = [],
    unplacedGroups: [UnplacedChangeGroup] = []
  ) {
    self.kind = kind
    self.date = date
    self.isDaylight = isDaylight
    self.isFromTime = isFromTime
    self.prevailing = prevailing
    self.changesInProgress = changesInProgress
    self.overlays = overlays
    self.ceilingFeet = prevailing.ceilingFeet
    self.flightCategory = prevailing.flightCategory
    self.unplacedGroups = unplacedGroups
  }

  /// The row's identity within its timeline: its date and kind.
  ///
  /// A timeline has at most one row of each kind at an instant, and rebuilding it from the
  /// same TAF and reference date gives the same identities, so SwiftUI keeps a row's state
  /// across refreshes.
  public var id: ID { ID(date: date, kind: kind) }

  /// Whether a `BECMG` change is in progress at this instant.
  public var isChangeInProgress: Bool { !changesInProgress.isEmpty }
  /// Prevailing surface wind.
  public var wind: Wind? { prevailing.wind }
  /// Prevailing visibility.
  public var visibility: Visibility? { prevailing.visibility }
  /// Prevailing weather.
  public var weather: SmallArray<WeatherGroup> { prevailing.weather }
  /// Prevailing sky layers.
  public var sky: SmallArray<SkyCondition> { prevailing.sky }
  /// The predominant sky condition (OVC > BKN > SCT > FEW > clear).
  public var predominantSky: SkyCondition? { prevailing.predominantSky }
  /// The highest probability among the overlays (`PROB30`, `PROB40`), if any carries one.
  public var highestProbability: Int? { overlays.lazy.compactMap(\.probability).max() }
}

extension ForecastRow: CustomStringConvertible {
  /// The row on one line (and one more per overlay), values as reported.
  public var description: String { describe(in: nil) }

  /// The row on one line (and one more per overlay and change in progress, and one naming the
  /// ``unplacedGroups`` when there are any), values in `units` (or as reported when `nil`).
  public func describe(in units: UnitSystem?) -> String { describe(in: units, timeZone: nil) }

  /// The row's lines as ``describe(in:)`` writes them, the times in `timeZone` with their offset
  /// (`2026-01-09 04:00+01:00`), in UTC (`…Z`) when `nil`.
  public func describe(in units: UnitSystem?, timeZone: TimeZone?) -> String {
    let time = formatTimelineDate(date, in: timeZone)
    switch kind {
    case .sunrise: return "\(time)  Sunrise"
    case .sunset: return "\(time)  Sunset"
    case .step, .change: break
    }
    var parts = prevailing.describeLines(in: units, capitalizingWeather: false).map { $0.1 }
    if !parts.isEmpty { parts.append(FlightCategory.describe(prevailing.possibleFlightCategories)) }
    // Without sun times the day/night column is blank, so the conditions stay in their column.
    let daylight = isDaylight.map { $0 ? "day  " : "night" } ?? "     "
    var line = "\(time)  \(daylight)  "
    if isFromTime { line += "From now: " }
    line += parts.isEmpty ? "no conditions forecast" : parts.joined(separator: ", ")
    var lines = [line]
    for change in changesInProgress {
      lines.append("    change in progress: " + change.describe(in: units, timeZone: timeZone))
    }
    for overlay in overlays { lines.append("    " + overlay.describe(in: units, timeZone: timeZone)) }
    if !unplacedGroups.isEmpty {
      lines.append("    time unknown, may apply: " + unplacedGroups.map(\.label).joined(separator: "; "))
    }
    return lines.joined(separator: "\n")
  }
}
