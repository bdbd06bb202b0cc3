extension TAF: CustomStringConvertible {
  /// A plain-English block: a header line, the base forecast, then each change group, in the reported units.
  public var description: String { describe(in: nil) }

  /// A plain-English block with values shown in `units` (or as reported when `nil`).
  ///
  /// ```
  /// TAF EGLL issued day 8 22:57Z, valid from day 9 00:00Z to day 10 06:00Z
  ///   Wind        From the SSW (200°) at 6 kt
  ///   Visibility  10 km or more
  ///   Sky         Few clouds at 4,500 ft
  ///   Category    VFR
  ///   30% chance from day 9 03:00Z to day 9 07:00Z:
  ///     Visibility  9,000 m
  /// ```
  public func describe(in units: UnitSystem?) -> String {
    var header = "TAF \(station)"
    if let issueTime { header += " issued \(issueTime)" }
    if let validity { header += (issueTime == nil ? " " : ", ") + "valid \(validity)" }
    if isAmended { header += ", amended" }
    if isCorrected { header += ", corrected" }
    var lines = [header]
    if isNil { lines.append("  Forecast missing (NIL)") }
    if isCancelled { lines.append("  Forecast cancelled (CNL)") }
    for forecast in forecasts {
      let indent: String
      if forecast.kind == .base {
        indent = "  "
      } else {
        lines.append("  " + forecast.heading + ":")
        indent = "    "
      }
      lines.append(contentsOf: forecast.describeLines(in: units).map { indent + padded($0.0, to: 12) + $0.1 })
    }
    for temperature in temperatures {
      lines.append("  " + padded("Temperature", to: 12) + temperature.describe(in: units))
    }
    for remark in remarks { lines.append("  " + padded("Remarks", to: 12) + remark) }
    if !repaired.isEmpty {
      lines.append("  " + padded("Repaired", to: 12) + repaired.map { $0.description }.joined(separator: ", "))
    }
    if !unparsed.isEmpty {
      lines.append("  " + padded("Unparsed", to: 12) + unparsed.map { $0.description }.joined(separator: ", "))
    }
    return lines.joined(separator: "\n")
  }
}

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
    if let from { text += (kind == .from ? " " : " from ") + from.description }
    if let to { text += " to \(to)" }
    return text
  }

  /// (label, text) pairs for the groups present.
  func describeLines(in units: UnitSystem?) -> [(String, String)] {
    var lines = conditions.describeLines(in: units)
    if let altimeter {
      lines.append(("Altimeter", "lowest \(altimeter.describe(in: units))"))
    }
    for layer in icing {
      let text = describe(layer.description, baseFeet: layer.baseFeet, thicknessFeet: layer.thicknessFeet, in: units)
      lines.append(("Icing", text))
    }
    for layer in turbulence {
      let text = describe(layer.description, baseFeet: layer.baseFeet, thicknessFeet: layer.thicknessFeet, in: units)
      lines.append(("Turbulence", text))
    }
    if kind == .base || kind == .from {
      lines.append(("Category", FlightCategory.describe(conditions.possibleFlightCategories)))
    }
    return lines
  }
}

extension TAFForecast {
  /// An icing or turbulence `text` whose layer (`baseFeet`, `thicknessFeet`) ends it, with the
  /// layer's heights in `units`' height unit (as reported when `nil`).
  func describe(_ text: String, baseFeet: Int?, thicknessFeet: Int?, in units: UnitSystem?) -> String {
    let reported = describeLayer(baseFeet: baseFeet, thicknessFeet: thicknessFeet)
    guard let units, units.heightUnit != .feet, let baseFeet, text.hasSuffix(reported) else { return text }
    let base = baseFeet == 0 ? "the surface" : describeHeight(feet: baseFeet, in: units)
    var layer = " from \(base)"
    if let thicknessFeet { layer += " to \(describeHeight(feet: baseFeet + thicknessFeet, in: units))" }
    return text.dropLast(reported.count) + layer
  }
}
