import Foundation

/// A TAF laid out in time: rows across its validity period, one per step (an hour by
/// default), plus a row at each `FM` time between steps and at each sunrise and sunset.
///
/// ```swift
/// let taf = try TAF(text)
/// if let timeline = ForecastTimeline(taf: taf, referenceDate: .now, latitude: 51.48, longitude: -0.46) {
///   for row in timeline.rows {
///     print(row.describe(in: .metric))
///   }
/// }
/// ```
///
/// What prevails at a row follows the TAF's rules: `FM` replaces all conditions from its
/// time; `BECMG` changes only the elements it names, and they prevail from the end of its
/// window (rows inside the window list the change in ``ForecastRow/changesInProgress``);
/// `TEMPO`, `PROB30`/`PROB40`, `PROB TEMPO` and `INTER` attach ``ForecastRow/overlays`` to
/// every row their window covers (start inclusive, end exclusive) without changing what prevails.
/// A change group whose time is unknown is applied to no row; it is listed in ``unplacedGroups``
/// and on every row (``ForecastRow/unplacedGroups``).
public struct ForecastTimeline: Sendable, Hashable, Codable {
  /// The station the TAF is for.
  public var station: String
  /// Start of the validity period.
  public var start: Date
  /// End of the validity period (no row is at or after it).
  public var end: Date
  /// The rows, time-ordered; at equal times a forecast row comes before a sunrise or sunset row.
  public var rows: [ForecastRow]
  /// `.polarDay` or `.polarNight` when the sun neither rises nor sets during the validity
  /// because it stays on one side of the horizon (there are no sunrise or sunset rows, and
  /// every row's ``ForecastRow/isDaylight`` says so); `nil` otherwise, and when not known.
  ///
  /// With sun times computed for a position, it is set when there is no sunrise or sunset
  /// in the validity nor in the 24 hours from its start (a short validity between sunrise
  /// and sunset is not polar day). With sun times from the caller, it is set when they
  /// give none at all, from `daylightWithoutTransitions`.
  public var polarPeriod: PolarPeriod?
  /// The TAF's change groups that could not be placed in time, in TAF order, each with its text
  /// and why: a time that does not decode (`FM187200`), no time written (`PROB30 4000 TSRA`), or
  /// written after an `FM` group that could not be placed (up to the next `FM`). None of them is
  /// applied to any row (that would put conditions where the forecaster did not); since their
  /// time is unknown, each may apply at any time within the validity, so every row lists them
  /// all (``ForecastRow/unplacedGroups``). Empty for nearly every TAF; the warnings
  /// ``DecodeWarning/Code/changeGroupTimeInvalid`` and ``DecodeWarning/Code/changeGroupWithoutTime``
  /// on ``TAF/warnings`` flag the same groups.
  public var unplacedGroups: [UnplacedChangeGroup]

  /// Whether the rows know day and night: false for a timeline built without sun times
  /// (``init(taf:referenceDate:step:)``, or a station the directory does not know), whose rows'
  /// ``ForecastRow/isDaylight`` are `nil` and which has no sunrise or sunset rows. True for a
  /// timeline with no rows.
  public var hasSunTimes: Bool { rows.first.map { $0.isDaylight != nil } ?? true }

  /// The shortest step accepted; smaller steps are raised to it.
  public static let minimumStep: TimeInterval = 60
  /// The most rows a timeline holds (a guard against absurd validity periods).
  public static let maximumRows = 5_000
  /// The most entries a timeline holds: its rows plus, on every row, the overlays, changes in
  /// progress and unplaced groups listed there (each row lists them with their resulting
  /// conditions, so a TAF of many `TEMPO` groups spanning many `FM` rows would otherwise give
  /// rows × groups entries: work, memory and output quadratic in the TAF).
  ///
  /// A TAF whose timeline would hold more gets none: the initialisers return `nil`, having built
  /// no more than this many entries, and `wxparse --timeline` writes an error record
  /// (`timelineTooLarge`) that names the limit. Real TAFs at the default hourly step hold a few
  /// hundred at most (the corpus's largest: 104); at the one-minute ``minimumStep`` a 30-hour
  /// TAF with ten groups in force holds under 20,000. One entry is at most a few hundred bytes of
  /// JSON, so a timeline record stays under about 16 MB.
  public static let maximumEntries = 32_768

  /// Builds the timeline with sun times computed locally for a position.
  ///
  /// - Parameters:
  ///   - taf: The forecast.
  ///   - referenceDate: A date near the issue time, to place the TAF's days in a month and year.
  ///   - latitude: Station latitude in degrees, north positive.
  ///   - longitude: Station longitude in degrees, east positive.
  ///   - step: Time between regular rows (default one hour; at least ``minimumStep``).
  /// - Returns: `nil` for NIL and CNL reports, for a TAF that says no forecast is available
  ///   (``TAF/isNotAvailable``), when the TAF has no validity period or it cannot be placed, and
  ///   when the timeline would hold more than ``maximumEntries`` entries.
  public init?(
    taf: TAF, referenceDate: Date, latitude: Double, longitude: Double, step: TimeInterval = 3600
  ) {
    guard !taf.isNil, !taf.isCancelled, !taf.isNotAvailable,
      let period = taf.validity?.dates(relativeTo: referenceDate)
    else { return nil }
    let calculator = SolarCalculator()
    let transitions = calculator.transitions(
      latitude: latitude, longitude: longitude, from: period.from, to: period.to)
    // Polar only if the sun also stays put for a day: a short validity may fall between
    // a sunrise and a sunset.
    let polarPeriod =
      transitions.isEmpty ? calculator.polarPeriod(latitude: latitude, longitude: longitude, after: period.from) : nil
    // Day and night are read from the transitions; with none, from the sun at the start.
    let daylight =
      transitions.isEmpty
      && (polarPeriod?.isDaylight ?? calculator.isDaylight(latitude: latitude, longitude: longitude, at: period.from))
    self.init(
      taf: taf, period: period, step: step,
      sun: _SunSchedule(transitions: transitions, daylightWithoutTransitions: daylight), polarPeriod: polarPeriod)
  }

  /// Builds the timeline with sun times the caller supplies (from any source).
  ///
  /// - Parameters:
  ///   - taf: The forecast.
  ///   - referenceDate: A date near the issue time, to place the TAF's days in a month and year.
  ///   - sunTransitions: Sunrises and sunsets; those inside the validity become rows, and
  ///     each row is day or night after the last transition before it.
  ///   - daylightWithoutTransitions: Whether it is day when `sunTransitions` is empty
  ///     (polar day: true; polar night: false); it also sets ``polarPeriod`` then.
  ///   - step: Time between regular rows (default one hour; at least ``minimumStep``).
  /// - Returns: `nil` for NIL and CNL reports, for a TAF that says no forecast is available
  ///   (``TAF/isNotAvailable``), when the TAF has no validity period or it cannot be placed, and
  ///   when the timeline would hold more than ``maximumEntries`` entries.
  public init?(
    taf: TAF, referenceDate: Date, sunTransitions: [SunTransition], daylightWithoutTransitions: Bool = true,
    step: TimeInterval = 3600
  ) {
    guard !taf.isNil, !taf.isCancelled, !taf.isNotAvailable,
      let period = taf.validity?.dates(relativeTo: referenceDate)
    else { return nil }
    self.init(
      taf: taf, period: period, step: step,
      sun: _SunSchedule(transitions: sunTransitions, daylightWithoutTransitions: daylightWithoutTransitions),
      polarPeriod: sunTransitions.isEmpty ? (daylightWithoutTransitions ? .polarDay : .polarNight) : nil)
  }

  /// Builds the timeline without sun times: the same forecast rows as with them, but no sunrise
  /// or sunset rows, and no row says whether it is day (``ForecastRow/isDaylight`` is `nil`,
  /// ``hasSunTimes`` is false, ``polarPeriod`` is `nil`). For a station whose position is not
  /// known; ``init(taf:referenceDate:stations:step:)`` uses it for a station its directory lacks.
  ///
  /// - Parameters:
  ///   - taf: The forecast.
  ///   - referenceDate: A date near the issue time, to place the TAF's days in a month and year.
  ///   - step: Time between regular rows (default one hour; at least ``minimumStep``).
  /// - Returns: `nil` for NIL and CNL reports, for a TAF that says no forecast is available
  ///   (``TAF/isNotAvailable``), when the TAF has no validity period or it cannot be placed, and
  ///   when the timeline would hold more than ``maximumEntries`` entries.
  public init?(taf: TAF, referenceDate: Date, step: TimeInterval = 3600) {
    guard !taf.isNil, !taf.isCancelled, !taf.isNotAvailable,
      let period = taf.validity?.dates(relativeTo: referenceDate)
    else { return nil }
    self.init(taf: taf, period: period, step: step, sun: .unknown, polarPeriod: nil)
  }

  /// Creates a timeline from rows already built.
  public init(
    station: String, start: Date, end: Date, rows: [ForecastRow], polarPeriod: PolarPeriod? = nil,
    unplacedGroups: [UnplacedChangeGroup] = []
  ) {
    self.station = station
    self.start = start
    self.end = end
    self.rows = rows
    self.polarPeriod = polarPeriod
    self.unplacedGroups = unplacedGroups
  }
}

extension ForecastTimeline: CustomStringConvertible {
  /// One line per row (with indented lines for overlays), values as reported.
  public var description: String { describe(in: nil) }

  /// One line per row (with indented lines for overlays), values in `units` (or as reported when
  /// `nil`); after the header, a line per change group that could not be placed
  /// (`  Not placed  PROB30 4000 TSRA SCT020CB (written without its time)`).
  public func describe(in units: UnitSystem?) -> String { describe(in: units, timeZone: nil) }

  /// The lines of ``describe(in:)`` with every time in `timeZone` and its offset from UTC
  /// (`2026-01-09 04:00+01:00`), the zone named in the header (`… (Europe/Paris)`); in UTC
  /// (`2026-01-09 03:00Z`) when `nil`. The text stays POSIX English whatever the zone.
  public func describe(in units: UnitSystem?, timeZone: TimeZone?) -> String {
    var header =
      "Timeline for \(station) from \(formatTimelineDate(start, in: timeZone)) to \(formatTimelineDate(end, in: timeZone))"
    if let timeZone { header += " (\(_printable(timeZone.identifier)))" }
    if !hasSunTimes { header += " (no sun times: the station's position is not known)" }
    switch polarPeriod {
    case .polarDay: header += " (polar day: the sun stays up)"
    case .polarNight: header += " (polar night: the sun stays down)"
    case nil: break
    }
    let notes = unplacedGroups.map { "  Not placed  \($0)" }
    return ([header] + notes + rows.map { $0.describe(in: units, timeZone: timeZone) }).joined(separator: "\n")
  }
}
