import Foundation

extension DayTime {
  /// The instant this day-time names, in the month nearest to `reference`.
  ///
  /// Reports give only the day of the month; the month and year come from the
  /// reference date (usually "now" or the time the report was received). The
  /// candidate in the reference month, the month before and the month after that
  /// lies nearest to `reference` wins, so a report from the 31st read on the 1st
  /// belongs to the previous month, across year ends too. Hour `24` is midnight
  /// at the end of the day. Without a day, the nearest such time to `reference` is used.
  /// Returns `nil` if no nearby month has the day (never for days 1–28), and for values no
  /// report holds (a day outside 1–31, an hour outside 0–24, a minute outside 0–59) or a
  /// reference that is not a finite date.
  ///
  /// This is the rule `wxparse --reference-date` uses; ``METAR/resolveDates(relativeTo:)`` and
  /// ``TAF/resolveDates(relativeTo:)`` use it too.
  public func date(relativeTo reference: Date) -> Date? {
    guard isValid, let (year, month, refDay) = DayTime.civilDate(of: reference).map({ ($0.year, $0.month, $0.day) })
    else { return nil }
    var best: Date?
    if let day {
      for monthOffset in -1...1 {
        let (y, m) = _CivilDate.month(month, of: year, adding: monthOffset)
        guard let candidate = _CivilDate.date(year: y, month: m, day: day, hour: hour, minute: minute) else { continue }
        if let current = best, abs(current.timeIntervalSince(reference)) <= abs(candidate.timeIntervalSince(reference))
        {
          continue
        }
        best = candidate
      }
    } else {
      for dayOffset in -1...1 {
        guard let midnight = _CivilDate.date(year: year, month: month, day: refDay, hour: 0, minute: 0) else { continue }
        let candidate = midnight.addingTimeInterval(
          Double(dayOffset) * 86_400 + Double(hour) * 3600 + Double(minute) * 60)
        if let current = best, abs(current.timeIntervalSince(reference)) <= abs(candidate.timeIntervalSince(reference))
        {
          continue
        }
        best = candidate
      }
    }
    return best
  }

  /// The latest instant this day-time names that is not later than `receipt` plus
  /// `tolerance`: the observation time of a report received at `receipt`.
  ///
  /// A report is received after it was made, so its day of the month lies in the month of
  /// `receipt` (plus the tolerance) or the month before: a report from the 31st received on
  /// the 1st belongs to the previous month, across year ends too, and however old the report
  /// is (unlike ``date(relativeTo:)``, which takes the nearest month and would place a report
  /// more than half a month old in the next one). The tolerance allows for clocks that
  /// differ (the station's, the server's, the device's).
  ///
  /// Returns `nil` for a day that neither month has (a report from the 31st received on
  /// 1 May: April has no 31st, so it is no report of the last month), for a day-time without
  /// a day, for values no report holds and for a `receipt` that is not a finite date.
  public func date(receivedAt receipt: Date, tolerance: TimeInterval = 3600) -> Date? {
    guard let day, isValid, tolerance.isFinite, tolerance >= 0 else { return nil }
    let bound = receipt.addingTimeInterval(min(tolerance, 86_400 * 7))
    guard let (year, month) = DayTime.civilDate(of: bound).map({ ($0.year, $0.month) }) else { return nil }
    for monthOffset in [0, -1] {
      let (y, m) = _CivilDate.month(month, of: year, adding: monthOffset)
      if let candidate = _CivilDate.date(year: y, month: m, day: day, hour: hour, minute: minute), candidate <= bound {
        return candidate
      }
    }
    return nil
  }

  /// Whether every part holds a value a report can hold (day 1–31, hour 0–24, minute 0–59).
  var isValid: Bool {
    (day.map { (1...31).contains($0) } ?? true) && (0...24).contains(hour) && (0...59).contains(minute)
  }

  /// The UTC year, month and day of `date`; `nil` for a date too far from now to be a
  /// report's (not finite, or beyond ±100,000 years).
  private static func civilDate(of date: Date) -> (year: Int, month: Int, day: Int)? {
    _CivilDate.dayAndSecond(of: date, within: 3e15).map { _CivilDate.civil(days: $0.days) }
  }
}

/// `2026-12-01T01:51:00Z`: the library's one text form of an instant (UTC, to the second), as
/// `wxparse --json` writes resolved times and the `Codable` forms hold them; `nil` for an
/// instant outside the years 1000–9999 (not finite, or one no report names), which this form
/// cannot hold.
func _formatISO8601(_ date: Date) -> String? {
  // 1000-01-01T00:00:00Z and 10000-01-01T00:00:00Z, in seconds since 1970.
  guard date.timeIntervalSince1970 >= -30_610_224_000, date.timeIntervalSince1970 < 253_402_300_800 else {
    return nil
  }
  return _CivilDate.iso8601(date)
}

/// `date` with its fraction of a second dropped (as ``_formatISO8601(_:)`` drops it), so that
/// the text form holds the whole value and a `Codable` round trip gives an equal date; a date
/// that is not finite comes back as it is.
func _wholeSecond(_ date: Date) -> Date {
  let interval = date.timeIntervalSince1970
  guard interval.isFinite else { return date }
  let whole = interval.rounded(.down)
  return whole == interval ? date : Date(timeIntervalSince1970: whole)
}

/// `date` in seconds since Foundation's reference date, as reports store resolved dates; `nil`
/// for no date or one that is not finite (a stored NaN would make a report unequal to itself).
func _finiteInterval(_ date: Date?) -> Double? {
  guard let interval = date?.timeIntervalSinceReferenceDate, interval.isFinite else { return nil }
  return interval
}

extension KeyedEncodingContainer {
  /// Writes `date` under `key` as ``_formatISO8601(_:)`` does (nothing when it is `nil`); an
  /// instant that form cannot hold throws `EncodingError.invalidValue` naming the key, with the
  /// seconds since 1970 as its value: not the `Date`, whose `description` traps when it is NaN
  /// or far out of range, so printing the error would trap.
  mutating func encodeISO8601IfPresent(_ date: Date?, forKey key: Key) throws {
    guard let date else { return }
    guard let text = _formatISO8601(date) else {
      throw EncodingError.invalidValue(
        date.timeIntervalSince1970,
        EncodingError.Context(
          codingPath: codingPath + [key],
          debugDescription: "\(key.stringValue) is not an instant of the years 1000–9999"))
    }
    try encode(text, forKey: key)
  }
}

/// The instant `text` names in ``_formatISO8601(_:)``'s form; `nil` for any other text.
func _parseISO8601(_ text: String) -> Date? {
  // Only the canonical form is taken: no 30 February, no 24:00, no year before 1000.
  _CivilDate.parseISO8601(text)
}

extension KeyedDecodingContainer {
  /// The instant under `key`, written as ``_formatISO8601(_:)`` writes it; `nil` when the key
  /// is absent or null. Any other text throws `DecodingError.dataCorrupted` naming the key.
  func decodeISO8601IfPresent(forKey key: Key) throws -> Date? {
    guard let text = try decodeIfPresent(String.self, forKey: key) else { return nil }
    guard let date = _parseISO8601(text) else {
      throw DecodingError.dataCorruptedError(
        forKey: key, in: self,
        debugDescription: "\(key.stringValue) '\(text.prefix(40))' is not a UTC time such as 2026-12-01T01:51:00Z")
    }
    return date
  }

  /// The instant under `key`: an ISO 8601 string as ``decodeISO8601IfPresent(forKey:)`` reads
  /// it, or, in a document written before dates were always strings, a number read by the
  /// decoder's date strategy (as that strategy wrote it); `nil` when the key is absent or null.
  func decodeInstantIfPresent(forKey key: Key) throws -> Date? {
    guard contains(key), try !decodeNil(forKey: key) else { return nil }
    if (try? decode(String.self, forKey: key)) != nil { return try decodeISO8601IfPresent(forKey: key) }
    return try decode(Date.self, forKey: key)
  }

  /// The instant under `key`, as ``decodeInstantIfPresent(forKey:)`` reads it; an absent key
  /// throws `DecodingError.keyNotFound`.
  func decodeInstant(forKey key: Key) throws -> Date {
    guard let date = try decodeInstantIfPresent(forKey: key) else {
      throw DecodingError.keyNotFound(
        key, DecodingError.Context(codingPath: codingPath, debugDescription: "\(key.stringValue) is missing"))
    }
    return date
  }

  /// The instant under `key`, as ``decodeISO8601IfPresent(forKey:)`` reads it; an absent key
  /// throws `DecodingError.keyNotFound`.
  func decodeISO8601(forKey key: Key) throws -> Date {
    guard let date = try decodeISO8601IfPresent(forKey: key) else {
      throw DecodingError.keyNotFound(
        key, DecodingError.Context(codingPath: codingPath, debugDescription: "\(key.stringValue) is missing"))
    }
    return date
  }
}
