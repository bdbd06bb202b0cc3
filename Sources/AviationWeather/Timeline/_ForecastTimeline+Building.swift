import Foundation

extension ForecastTimeline {
  /// Builds the rows for a validity period already placed in time, in one sweep: the change
  /// points (group starts and ends, sun events, step times) are put in time order once, and the
  /// rows are walked in that order, so the work is proportional to rows + groups. Times inside
  /// are whole seconds since 1970 (``_TimelineSweep``); `Date` appears only in what is returned.
  /// `nil` when the timeline would hold more than ``ForecastTimeline/maximumEntries`` entries.
  init?(
    taf: TAF, period: (from: Date, to: Date), step: TimeInterval, sun: _SunSchedule, polarPeriod: PolarPeriod?
  ) {
    guard let (rows, unplaced) = _TimelineSweep.rows(taf: taf, period: period, step: step, sun: sun) else {
      return nil
    }
    self.init(
      station: taf.station, start: period.from, end: period.to, rows: rows, polarPeriod: polarPeriod,
      unplacedGroups: unplaced)
  }
}
