import Foundation

extension TAF {
  /// The issue time (``issueTime``) as an instant, when the month and year are known; `nil`
  /// otherwise.
  ///
  /// Decoding a forecast never sets it, nor ``validFrom`` and ``validTo``: a TAF carries only
  /// days of the month. They are set by ``AviationWeatherClient`` for the forecasts it fetches
  /// (from the time the answer was received), by ``resolveDates(relativeTo:)`` and
  /// ``resolveDates(receivedAt:)``, or by you. The `Codable` form keeps them as ISO 8601 UTC
  /// strings, to the second. A date that is not finite is kept as `nil`.
  public var issuedAt: Date? {
    get { issuedAtInterval.map(Date.init(timeIntervalSinceReferenceDate:)) }
    set { issuedAtInterval = _finiteInterval(newValue) }
  }

  /// The start of the period of validity (``validity``) as an instant, when the month and
  /// year are known; `nil` otherwise (see ``issuedAt``).
  public var validFrom: Date? {
    get { validFromInterval.map(Date.init(timeIntervalSinceReferenceDate:)) }
    set { validFromInterval = _finiteInterval(newValue) }
  }

  /// The end of the period of validity as an instant, after ``validFrom`` (`3018/0124` ends in
  /// the next month), when the month and year are known; `nil` otherwise (see ``issuedAt``).
  public var validTo: Date? {
    get { validToInterval.map(Date.init(timeIntervalSinceReferenceDate:)) }
    set { validToInterval = _finiteInterval(newValue) }
  }

  /// Sets ``issuedAt``, ``validFrom`` and ``validTo`` from `reference`, a date near the issue:
  /// each day in the month nearest to it (``DayTime/date(relativeTo:)``,
  /// ``TAFValidity/dates(relativeTo:)``), the rule `wxparse --reference-date` uses. A time
  /// that cannot be placed (a day no nearby month has) is `nil`.
  public mutating func resolveDates(relativeTo reference: Date) {
    issuedAt = issueTime?.date(relativeTo: reference)
    setValidity(relativeTo: reference)
  }

  /// Sets ``issuedAt``, ``validFrom`` and ``validTo`` for the forecast received at `receipt`:
  /// the issue time is the latest instant with its day and time not after `receipt` (give or
  /// take an hour of clock difference; ``DayTime/date(receivedAt:tolerance:)``), the validity
  /// is placed nearest the issue (or nearest `receipt` when the TAF gives no issue time).
  public mutating func resolveDates(receivedAt receipt: Date) {
    issuedAt = issueTime?.date(receivedAt: receipt)
    setValidity(relativeTo: issuedAt ?? receipt)
  }

  /// The instants a forecast group of this TAF starts and ends, placed from ``validFrom`` as
  /// ``ForecastTimeline`` places them: a start with a day in the month nearest the validity's
  /// start, a start without one (old `FMhhmm`) first at or after it, an end first after the
  /// start. The base forecast spans the validity; an `FM` group has no end.
  ///
  /// Returns `nil` before the dates are resolved (``validFrom`` is `nil`), and for a group
  /// without a time or with one that cannot be placed.
  public func dates(of forecast: TAFForecast) -> (from: Date, to: Date?)? {
    TAF.dates(of: forecast, validFrom: validFrom, validTo: validTo)
  }

  /// ``dates(of:)`` for a TAF valid from `validFrom` to `validTo`.
  static func dates(of forecast: TAFForecast, validFrom: Date?, validTo: Date?) -> (from: Date, to: Date?)? {
    guard let validFrom else { return nil }
    if forecast.kind == .base { return (validFrom, validTo) }
    guard let from = forecast.from else { return nil }
    return TAFValidity.place(from: from, to: forecast.kind == .from ? nil : forecast.to, after: validFrom)
  }

  private mutating func setValidity(relativeTo reference: Date) {
    let period = validity?.dates(relativeTo: reference)
    validFrom = period?.from
    validTo = period?.to
  }
}
