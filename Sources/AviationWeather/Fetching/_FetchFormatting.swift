import Foundation

/// `11:23` in UTC.
func _formatUTCTime(_ date: Date) -> String {
  guard let (_, second) = _CivilDate.dayAndSecond(of: date) else { return "--:--" }
  let (hours, minutes) = _CivilDate.hourAndMinute(ofSecond: second)
  return (hours < 10 ? "0" : "") + "\(hours):" + (minutes < 10 ? "0" : "") + "\(minutes)"
}

/// A number of seconds for a technical text, rounded up to a whole second with its unit
/// (`120 s`); "out of range" for one no clock can wait (not finite, or a billion seconds or more).
func _wholeSecondsText(_ seconds: Double) -> String {
  guard _UnitText.isShown(seconds) else { return _UnitText.posix.outOfRange }
  return "\(Int(seconds.rounded(.up))) s"
}

/// The query parameters whose values place the user: redacted from texts.
private let _positionParameters: Set<String> = ["bbox", "lat", "lon", "latitude", "longitude", "distance"]

/// `url` with the values of the query parameters that hold a position (`bbox`, `lat`, `lon`)
/// replaced by `redacted`, and any fragment dropped, for texts that reach logs and crash reports:
/// `…/stationinfo?bbox=redacted&format=json`.
func _redactedURL(_ url: String) -> String {
  let withoutFragment = url.split(separator: "#", maxSplits: 1, omittingEmptySubsequences: false).first ?? ""
  let parts = withoutFragment.split(separator: "?", maxSplits: 1, omittingEmptySubsequences: false)
  guard parts.count == 2 else { return String(withoutFragment) }
  let items = parts[1].split(separator: "&", omittingEmptySubsequences: false).map { item -> String in
    let pair = item.split(separator: "=", maxSplits: 1, omittingEmptySubsequences: false)
    let name = (pair.first.map(String.init) ?? "").removingPercentEncoding ?? ""
    guard _positionParameters.contains(name.lowercased()) else { return String(item) }
    return (pair.first.map(String.init) ?? "") + "=redacted"
  }
  return parts[0] + "?" + items.joined(separator: "&")
}
