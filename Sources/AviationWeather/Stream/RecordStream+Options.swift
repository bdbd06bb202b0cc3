import Foundation

extension RecordStream {
  /// What a ``RecordStream`` writes and how it decodes.
  public struct Options: Sendable {
    /// The form of the records.
    public enum Format: Sendable, Hashable {
      /// Plain English, one block a report followed by a blank line, values in `units` (`nil`:
      /// as reported); `wxparse`'s default.
      case text(UnitSystem?)
      /// One JSON object a line, the record format (``RecordFormat``; `wxparse --json`).
      case json
      /// Arrow IPC record batches of ``ArrowRecordWriter`` (`wxparse --arrow`); with
      /// ``RecordStream/Options/timeline``, of ``ArrowTimelineWriter`` (one row per forecast
      /// row, error rows among them; a METAR is decoded and counted as skipped, that schema has
      /// no row for it).
      case arrow
    }

    /// The form of the records (plain English by default).
    public var format: Format
    /// How reports are decoded; when strict, a report with a data-quality warning is rejected
    /// too (an error record with the warning's code).
    public var decoding: DecodingOptions
    /// The date the day-of-month times are resolved against (`wxparse --date`): a METAR's
    /// `observedAt`, a TAF's issue and validity; `nil` leaves them unresolved (a timeline then
    /// uses the current date).
    public var referenceDate: Date?
    /// Only reports of this kind are decoded; the others are counted as skipped (`--only`).
    public var only: ReportKind?
    /// Writes each TAF's forecast timeline (``TimelineRecord``) instead of the TAF.
    public var timeline: Bool
    /// Where timelines find a station's position for sunrise and sunset, and its time zone for
    /// the plain-English form; a station it does not know gets rows without sun times.
    public var stations: StationDirectory?
    /// The position of every timeline's sun times (`--lat`/`--lon`); when set, ``stations`` is
    /// not consulted.
    public var position: (latitude: Double, longitude: Double)?
    /// The time zone of the plain-English timeline (`nil`: the station's, else UTC).
    public var timeZone: TimeZone?
    /// Whether a report's record is written (`wxparse --check`: `false`, every report decoded
    /// and counted, a report that does not decode diagnosed, nothing written to the output).
    package var writesRecords = true

    /// Options; by default plain English, lenient decoding, no reference date, every kind.
    public init(
      format: Format = .text(nil), decoding: DecodingOptions = DecodingOptions(), referenceDate: Date? = nil,
      only: ReportKind? = nil, timeline: Bool = false, stations: StationDirectory? = nil,
      position: (latitude: Double, longitude: Double)? = nil, timeZone: TimeZone? = nil
    ) {
      self.format = format
      self.decoding = decoding
      self.referenceDate = referenceDate
      self.only = only
      self.timeline = timeline
      self.stations = stations
      self.position = position
      self.timeZone = timeZone
    }

    /// Where a timeline of `station` computes its sunrise and sunset: ``position`` when given,
    /// else the station's position in ``stations``; `nil` when neither knows it.
    public func timelinePosition(station: String) -> (latitude: Double, longitude: Double)? {
      if let position { return position }
      guard let known = stations?[station] else { return nil }
      return (known.latitude, known.longitude)
    }

    /// The forecast timeline of `taf` as a stream lays it out: with sunrise and sunset at
    /// ``timelinePosition(station:)`` when known, else without sun times; `nil` when the TAF has
    /// no validity period or its timeline would be too large (``ForecastTimeline/maximumEntries``).
    public func timeline(of taf: TAF, referenceDate: Date) -> ForecastTimeline? {
      if let (latitude, longitude) = timelinePosition(station: taf.station) {
        return ForecastTimeline(taf: taf, referenceDate: referenceDate, latitude: latitude, longitude: longitude)
      }
      return ForecastTimeline(taf: taf, referenceDate: referenceDate)
    }

    /// The station ``stations`` knows for `station`; `nil` when ``position`` says where every
    /// timeline is (the directory is then not consulted at all) or the directory does not know it.
    public func directoryStation(_ station: String) -> Station? {
      if position != nil { return nil }
      return stations?[station]
    }
  }

  /// What a stream has seen: what `wxparse --summary` prints and its exit status tells.
  public struct Counts: Sendable, Hashable {
    /// Reports read (including skipped ones).
    public var reports = 0
    /// Reports decoded.
    public var decoded = 0
    /// Decoded reports with at least one unparsed token.
    public var withUnparsed = 0
    /// Decoded reports with at least one typing slip read as a group (`repaired`).
    public var withRepairs = 0
    /// Reports that could not be decoded (each has an error record).
    public var errors = 0
    /// Reports left out by ``Options/only``.
    public var skipped = 0
    /// Decoded reports with at least one data-quality warning (`METAR.warnings`,
    /// `TAF.warnings`; rejected ones, with strict decoding, are counted here too).
    public var withWarnings = 0
    /// The warnings by code (`windDirectionNotInTens`…).
    public var warningsByCode: [String: Int] = [:]
    /// Timelines written without sun times (their station's position is not known).
    public var withoutSunTimes = 0
    /// The distinct stations of those timelines, counted as ``RecordStream/takeDiagnostics()``
    /// names them.
    public var stationsWithoutPosition = 0

    /// No report seen.
    public init() {}

    /// Adds `other`'s counts (those of another stream of the same run).
    public mutating func add(_ other: Counts) {
      reports += other.reports
      decoded += other.decoded
      withUnparsed += other.withUnparsed
      withRepairs += other.withRepairs
      errors += other.errors
      skipped += other.skipped
      withWarnings += other.withWarnings
      warningsByCode.merge(other.warningsByCode, uniquingKeysWith: +)
      withoutSunTimes += other.withoutSunTimes
      stationsWithoutPosition += other.stationsWithoutPosition
    }
  }

  /// A message about one report for the reader (`wxparse` prints it on standard error as
  /// `wxparse: <place>: <message>`).
  public struct Diagnostic: Sendable, Hashable {
    /// Where the report was.
    public var source: RecordSource
    /// `error: …` or `warning: …`, one line of POSIX English.
    public var message: String
    /// For the warning that a station is not in the station directory (its timelines have no
    /// sun times), the station; `nil` for other diagnostics.
    public var stationWithoutPosition: String?

    /// The warning that `station` (a decoded report's) is not in the station directory: the
    /// timelines of its TAFs have no sunrise or sunset rows.
    public static func stationWithoutPosition(_ station: String, source: RecordSource) -> Diagnostic {
      Diagnostic(
        source: source,
        message: "warning: station \(_printable(station)) is not in the station directory: its timelines"
          + " have no sunrise or sunset rows",
        stationWithoutPosition: station)
    }

    /// A diagnostic about the report at `source`.
    public init(source: RecordSource, message: String, stationWithoutPosition: String? = nil) {
      self.source = source
      self.message = message
      self.stationWithoutPosition = stationWithoutPosition
    }
  }
}
