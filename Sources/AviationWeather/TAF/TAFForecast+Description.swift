extension TAFForecast: CustomStringConvertible {
  /// The heading ("Becoming from day 9 03:00Z to day 9 05:00Z") and one line per group.
  public var description: String { describe(in: nil) }

  /// The heading and one line per group, with values in `units` (or as reported when `nil`).
  public func describe(in units: UnitSystem?) -> String {
    ([heading] + describeLines(in: units).map { "  " + padded($0.0, to: 12) + $0.1 }).joined(separator: "\n")
  }

  /// "Base forecast", "From day 9 03:00Z", "Temporarily from … to …", "30% chance, temporarily from … to …".
  public var heading: String {
    var text: String
    switch kind {
    case .base: return "Base forecast"
    case .from: text = "From"
    case .becoming: text = "Becoming"
    case .temporary: text = "Temporarily"
    case .intermittent: text = "Intermittently"
    case .probable: text = ""
    }
    if let probability {
      text = text.isEmpty ? "\(probability)% chance" : "\(probability)% chance, \(text.lowercased())"
    }
    if let from {
      text += (kind == .from ? " " : " from ") + from.description
    } else if kind != .base {
      // A change group whose time did not decode or was not given (flagged in `TAF.warnings`).
      text += text.isEmpty ? "time unknown" : " (time unknown)"
    }
    if let to { text += " to \(to)" }
    return text
  }

  /// (label, text) pairs for the groups present.
  func describeLines(in units: UnitSystem?) -> [(String, String)] {
    var lines = conditions.describeLines(in: units)
    if let altimeter {
      lines.append(("Altimeter", "lowest \(altimeter.describe(in: units))"))
    }
    for layer in icing { lines.append(("Icing", layer.describe(in: units))) }
    for layer in turbulence { lines.append(("Turbulence", layer.describe(in: units))) }
    if kind == .base || kind == .from {
      lines.append(("Category", FlightCategory.describe(conditions.possibleFlightCategories)))
    }
    return lines
  }
}
