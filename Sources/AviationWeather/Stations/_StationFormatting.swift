import Foundation

/// A coordinate with at most 4 decimals and no trailing zeros (`-4.4331`, `56`), as query values take it.
func _formatCoordinate(_ value: Double) -> String {
  guard value.isFinite, abs(value) < 1e9 else { return "0" }
  let scaled = (value * 10_000).rounded()
  let negative = scaled < 0
  let magnitude = Int(abs(scaled))
  var text = String(magnitude / 10_000)
  let fraction = magnitude % 10_000
  if fraction != 0 {
    var digits = String(fraction)
    digits = String(repeating: "0", count: 4 - digits.count) + digits
    while digits.hasSuffix("0") { digits.removeLast() }
    text += "." + digits
  }
  return (negative && magnitude != 0 ? "-" : "") + text
}

/// `79.2 km`.
func _formatKilometers(_ distance: Distance) -> String {
  let tenths = distance.kilometers.isFinite ? Int(min(1e9, max(0, distance.kilometers * 10)).rounded()) : 0
  return "\(tenths / 10).\(tenths % 10) km"
}
