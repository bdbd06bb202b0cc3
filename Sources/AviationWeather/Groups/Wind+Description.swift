extension Wind: CustomStringConvertible {
  /// "From the WNW (290°) at 12 kt, gusting 25 kt", "Variable at 3 kt", "Calm", "Wind not reported".
  public var description: String { describe(in: nil) }

  /// The description with speeds in `units` (or as reported when `nil`).
  public func describe(in units: UnitSystem?) -> String {
    if isCalm { return "Calm" }
    guard let speed else { return "Wind not reported" }
    var text: String
    switch direction {
    case .degrees(let d): text = "From the \(compassName(degrees: d)) (\(d)°) at "
    case .variable: text = "Variable at "
    case .missing: text = "Direction not reported, "
    }
    text += (speedExceedsValue ? "more than " : "") + speed.describe(in: units)
    if let gust { text += ", gusting \(gust.describe(in: units))" }
    if let variableSector { text += ", varying \(variableSector.from)° to \(variableSector.to)°" }
    if isEstimated { text += " (estimated)" }
    return text
  }
}
