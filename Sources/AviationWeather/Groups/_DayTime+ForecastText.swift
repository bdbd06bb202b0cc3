import Foundation

// A day and time of a report (a TAF's issue time, validity and change groups, a METAR's
// observation time, a temperature forecast's time) as a person reads it.

/// A change group's day and time as a TAF writes it (`day 9 03:00Z`), the words and the day's
/// digits in `locale`'s language (``DayTime/description`` when `nil`).
///
/// The time stays UTC on the 24-hour clock with its `Z` in every locale, as ICAO Annex 3 and
/// every aviation briefing write forecast times: the group has a day of the month but no month,
/// so it cannot be moved into a time zone without the TAF's issue time (the timeline's rows,
/// which have it, are written in the caller's zone and clock).
func _forecastTime(_ time: DayTime, locale: Locale?) -> String {
  guard let locale, let day = time.day else { return time.description }
  let clock = "\(twoDigits(time.hour)):\(twoDigits(time.minute))Z"
  return _L10n.text("dayTime", .forecast, locale: locale, formatNumber(Double(day), locale: locale), clock)
}
