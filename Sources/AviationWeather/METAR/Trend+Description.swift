extension Trend {
  /// "Becoming from 12:00Z: wind …; visibility …".
  public func describe(in units: UnitSystem?) -> String {
    var text: String
    switch kind {
    case .noSignificantChange: return "No significant change expected"
    case .becoming: text = "Becoming"
    case .temporary: text = "Temporarily"
    case .intermittent: text = "Intermittently"
    case .unindicated: text = "Forecast (no change indicator)"
    case .from: text = "Changing"
    }
    if let from { text += " from \(from)" }
    if let until { text += " until \(until)" }
    if let at { text += " at \(at)" }
    let parts = conditions.describeLines(in: units, capitalizingWeather: false).map { "\($0.0.lowercased()) \($0.1)" }
    if !parts.isEmpty { text += ": " + parts.joined(separator: "; ") }
    if let colorState { text += (parts.isEmpty ? ": " : "; ") + "colour \(colorState.code)" }
    return text
  }
}
