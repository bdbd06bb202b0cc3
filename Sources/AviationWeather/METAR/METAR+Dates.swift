import Foundation

extension METAR {
  /// The observation time (``time``) as an instant, when the month and year are known; `nil`
  /// otherwise.
  ///
  /// Decoding a report never sets it: a report carries only the day of the month. It is set by
  /// ``AviationWeatherClient`` for the reports it fetches (from the time the answer was
  /// received), by ``resolveDates(relativeTo:)`` and ``resolveDates(receivedAt:)``, or by you.
  /// The `Codable` form keeps it as `observedAt`, an ISO 8601 UTC string, to the second. A
  /// date that is not finite is kept as `nil`.
  public var observedAt: Date? {
    get { observedAtInterval.map(Date.init(timeIntervalSinceReferenceDate:)) }
    set { observedAtInterval = _finiteInterval(newValue) }
  }

  /// Sets ``observedAt`` to the observation time in the month nearest to `reference` (a date
  /// near the observation: ``DayTime/date(relativeTo:)``), the rule `wxparse --reference-date`
  /// uses; `nil` when the report has no time or the day is in no nearby month.
  public mutating func resolveDates(relativeTo reference: Date) {
    observedAt = time?.date(relativeTo: reference)
  }

  /// Sets ``observedAt`` to the observation time of the report received at `receipt`: the
  /// latest instant with its day and time not after `receipt` (give or take an hour of clock
  /// difference; ``DayTime/date(receivedAt:tolerance:)``); `nil` when the report has no time or
  /// the day is in neither that month nor the one before.
  public mutating func resolveDates(receivedAt receipt: Date) {
    observedAt = time?.date(receivedAt: receipt)
  }
}
