import Foundation

/// `11:23` in UTC.
func _formatUTCTime(_ date: Date) -> String {
  let interval = date.timeIntervalSince1970
  guard interval.isFinite, abs(interval) < 1e15 else { return "--:--" }
  let seconds = Int(interval.rounded(.down))
  let minuteOfDay = ((seconds / 60) % 1440 + 1440) % 1440
  let hours = minuteOfDay / 60
  let minutes = minuteOfDay % 60
  return (hours < 10 ? "0" : "") + "\(hours):" + (minutes < 10 ? "0" : "") + "\(minutes)"
}
