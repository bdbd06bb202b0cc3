import Foundation

/// The record of one TAF laid out as a timeline (`wxparse --json --timeline`): the
/// ``ForecastTimeline``'s members, then the TAF's text, its unparsed and repaired tokens and
/// the input line it starts on. A NIL or cancelled TAF, or one that says no forecast is available,
/// gives a record with no rows.
///
/// Its `Codable` form is the record format's `timeline` record (``RecordFormat``): `start`,
/// `end` and every row's dates as ISO 8601 UTC strings whatever the encoder's date strategy.
public struct TimelineRecord: Sendable, Hashable, Codable {
  /// The station the TAF is for.
  public var station: String
  /// Start of the validity period (`nil` when a NIL TAF has none).
  public var start: Date?
  /// End of the validity period.
  public var end: Date?
  /// The TAF is NIL (missing): no rows.
  public var isNil: Bool
  /// The TAF is cancelled (`CNL`): no rows.
  public var isCancelled: Bool
  /// The TAF says no forecast is available (`FCST NOT AVBL`, ``TAF/isNotAvailable``): no rows.
  public var isNotAvailable: Bool
  /// The timeline's rows (``ForecastTimeline/rows``); empty for a NIL or cancelled TAF.
  public var rows: [ForecastRow]
  /// The change groups the timeline could not place in time (``ForecastTimeline/unplacedGroups``):
  /// every row lists them too; written only when there are any.
  public var unplacedGroups: [UnplacedChangeGroup]
  /// The TAF's text.
  public var raw: String
  /// The TAF's unparsed tokens, as in its TAF record.
  public var unparsed: [UnparsedToken]
  /// The TAF's spacing slips read as groups, as in its TAF record.
  public var repaired: [RepairedToken]
  /// The TAF's data-quality warnings, as in its TAF record (``TAF/warnings``).
  public var warnings: [DecodeWarning]
  /// Where the TAF was, as the stream that read it (``RecordStream``) knows it; the record
  /// holds its `line` (a timeline record has no `file` member: ``RecordSource/file`` is not
  /// written).
  public var source: RecordSource
  /// The input line the TAF starts on, 1-based (``source``'s).
  public var line: Int {
    get { source.line }
    set { source.line = newValue }
  }

  /// Creates a record from its members.
  public init(
    station: String, start: Date?, end: Date?, isNil: Bool, isCancelled: Bool, isNotAvailable: Bool = false,
    rows: [ForecastRow], unplacedGroups: [UnplacedChangeGroup] = [], raw: String, unparsed: [UnparsedToken],
    repaired: [RepairedToken], warnings: [DecodeWarning] = [], line: Int
  ) {
    self.station = station
    self.start = start
    self.end = end
    self.isNil = isNil
    self.isCancelled = isCancelled
    self.isNotAvailable = isNotAvailable
    self.rows = rows
    self.unplacedGroups = unplacedGroups
    self.raw = raw
    self.unparsed = unparsed
    self.repaired = repaired
    self.warnings = warnings
    self.source = RecordSource(line: line)
  }

  /// The record of `taf`, read on input line `line`, laid out by `timeline`; `timeline` is
  /// `nil` for a NIL or cancelled TAF, whose record has no rows (and its validity, if any,
  /// placed by `referenceDate`).
  public init(taf: TAF, timeline: ForecastTimeline?, referenceDate: Date, line: Int) {
    self.init(taf: taf, timeline: timeline, referenceDate: referenceDate, source: RecordSource(line: line))
  }

  /// The record of `taf`, read at `source`, laid out by `timeline` (as
  /// ``init(taf:timeline:referenceDate:line:)``).
  public init(taf: TAF, timeline: ForecastTimeline?, referenceDate: Date, source: RecordSource) {
    let period = timeline.map { (from: $0.start, to: $0.end) } ?? taf.validity?.dates(relativeTo: referenceDate)
    self.init(
      station: timeline?.station ?? taf.station, start: period?.from, end: period?.to, isNil: taf.isNil,
      isCancelled: taf.isCancelled, isNotAvailable: taf.isNotAvailable, rows: timeline?.rows ?? [],
      unplacedGroups: timeline?.unplacedGroups ?? [], raw: taf.raw, unparsed: taf.unparsed, repaired: taf.repaired,
      warnings: taf.warnings, line: source.line)
    self.source = source
  }
}
