import Foundation

extension ForecastTimeline {
  /// The row in force at `instant`: the last forecast row (``ForecastRow/Kind/step`` or
  /// ``ForecastRow/Kind/change``) at or before it; `nil` before the validity starts and from
  /// its end on.
  public func row(at instant: Date) -> ForecastRow? {
    currentIndex(at: instant).map { rows[$0] }
  }

  /// The rows still to come at `instant`, for a list that starts now: the row in force
  /// (see ``row(at:)``) first, then every later row.
  ///
  /// Rows before the one in force are dropped, and so are sunrise and sunset rows between it
  /// and `instant` (they have happened). An amended TAF whose validity began an hour ago
  /// starts at the row of the current hour, not at the start of its validity. Before the
  /// validity starts every row is returned; from its end on, none.
  ///
  /// ```swift
  /// ForEach(timeline.rows(from: .now)) { row in ForecastLine(row: row) }
  /// ```
  public func rows(from instant: Date) -> [ForecastRow] {
    guard instant < end else { return [] }
    guard let current = currentIndex(at: instant) else { return instant < start ? rows : [] }
    var result: [ForecastRow] = []
    result.reserveCapacity(rows.count - current)
    result.append(rows[current])
    for row in rows[(current + 1)...] where !(row.isSunEvent && row.date < instant) {
      result.append(row)
    }
    return result
  }

  /// Index of the last step or change row at or before `instant`, inside the validity.
  private func currentIndex(at instant: Date) -> Int? {
    guard instant >= start, instant < end else { return nil }
    return rows.lastIndex { !$0.isSunEvent && $0.date <= instant }
  }
}
