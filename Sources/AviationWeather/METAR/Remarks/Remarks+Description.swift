extension Remarks: CustomStringConvertible {
  /// The decoded remarks in plain English, one per line, then the undecoded text.
  public var description: String { summaryLines.joined(separator: "\n") }

  /// One plain-English line per decoded remark, in the reported units, followed by one line
  /// with the undecoded tokens (`Other remarks: …`) when there are any.
  public var summaryLines: [String] { summaryLines(in: nil) }

  /// One plain-English line per decoded remark, with values shown in `units` (or as reported
  /// when `nil`), followed by one line with the undecoded tokens when there are any.
  public func summaryLines(in units: UnitSystem?) -> [String] {
    var lines: [String] = []
    if let stationType { lines.append(stationType.description) }
    if let seaLevelPressure { lines.append("Sea-level pressure \(seaLevelPressure.describe(in: units))") }
    if let preciseTemperature {
      var line = "Temperature \(preciseTemperature.describe(in: units))"
      if let preciseDewPoint { line += ", dew point \(preciseDewPoint.describe(in: units))" }
      lines.append(line)
    }
    if let peakWind { lines.append(peakWind.describe(in: units)) }
    if let windShift { lines.append(windShift.description) }
    for (label, value) in [
      ("6-hour maximum temperature", sixHourMaximumTemperature),
      ("6-hour minimum temperature", sixHourMinimumTemperature),
      ("24-hour maximum temperature", twentyFourHourMaximumTemperature),
      ("24-hour minimum temperature", twentyFourHourMinimumTemperature),
    ] {
      if let value { lines.append("\(label) \(value.describe(in: units))") }
    }
    if let pressureTendency { lines.append(pressureTendency.describe(in: units)) }
    if let rapidPressureChange { lines.append(rapidPressureChange.description) }
    for (label, value) in [
      ("Precipitation in the last hour", hourlyPrecipitation),
      ("Precipitation in the last 3 or 6 hours", threeOrSixHourPrecipitation),
      ("Precipitation in the last 24 hours", twentyFourHourPrecipitation),
      ("Snow depth", snowDepth),
      ("Water equivalent of snow on the ground", snowWaterEquivalent),
      ("Ice accretion in the last hour", oneHourIceAccretion),
      ("Ice accretion in the last 3 hours", threeHourIceAccretion),
      ("Ice accretion in the last 6 hours", sixHourIceAccretion),
    ] {
      let metric: MetricDepth = label == "Snow depth" ? .centimeters : .millimeters
      if let value { lines.append("\(label): \(value.describe(in: units, metric: metric))") }
    }
    for event in weatherEvents { lines.append(event.description) }
    for flash in lightning { lines.append(flash.description) }
    for located in phenomenonLocations { lines.append(located.description) }
    for local in localWinds { lines.append("Wind at \(local.location): \(local.wind.describe(in: units))") }
    if let densityAltitude {
      let shown =
        units == nil || units?.heightUnit == .feet
        ? "\(formatNumber(densityAltitude.value)) ft" : densityAltitude.describeHeight(in: units)
      lines.append("Density altitude \(shown)")
    }
    if let snowOnGroundCentimeters {
      lines.append("Snow on the ground \(describeDepth(centimeters: snowOnGroundCentimeters, in: units))")
    }
    if let variableVisibility {
      lines.append("Visibility variable from \(variableVisibility.describe(in: units, asHeight: false))")
    }
    if let variableSky { lines.append(variableSky.describe(in: units)) }
    if let snowIncrease { lines.append(snowIncrease.describe(in: units)) }
    if let correctionTime { lines.append("Corrected at \(correctionTime)") }
    if let variableCeiling {
      lines.append("Ceiling variable from \(variableCeiling.describe(in: units, asHeight: true))")
    }
    if let towerVisibility { lines.append("Tower visibility \(towerVisibility.describe(in: units))") }
    if let surfaceVisibility { lines.append("Surface visibility \(surfaceVisibility.describe(in: units))") }
    if !cloudTypes.isEmpty {
      lines.append("Cloud types: " + cloudTypes.map { $0.description }.joined(separator: ", "))
    }
    if let cloudTypeCodes { lines.append(cloudTypeCodes.description) }
    if let altimeter { lines.append("Altimeter \(altimeter.describe(in: units))") }
    if let qfe { lines.append(qfe.describe(in: units)) }
    if let cloudBaseMeters {
      let shown = units == nil ? "\(cloudBaseMeters) m" : describeHeight(meters: cloudBaseMeters, in: units)
      lines.append("Lowest cloud base \(shown)")
    }
    if !sensorOutages.isEmpty {
      var line = sensorOutages.description
      if let visibilitySensorLocation { line += "; visibility sensor at \(visibilitySensorLocation)" }
      if let ceilingSensorLocation { line += "; ceiling sensor at \(ceilingSensorLocation)" }
      lines.append(line)
    }
    if !indicators.isEmpty {
      let text = indicators.description
      lines.append(capitalizedFirstLetter(text))
    }
    if needsMaintenance { lines.append("Station needs maintenance ($)") }
    if !undecoded.isEmpty {
      lines.append("Other remarks: " + undecoded.map { $0.text }.joined(separator: " "))
    }
    return lines
  }
}

extension Remarks.PeakWind {
  /// "Peak wind 280° at 42 kt at 17:15Z", the speed in `units` (as reported when `nil`).
  public func describe(in units: UnitSystem?) -> String {
    "Peak wind \(direction)° at \(speed.describe(in: units)) at \(time)"
  }
}

extension Remarks.PrecipitationAmount {
  /// `0.15 in` (`3.8 mm` in metric units, snow `30.5 cm`), `trace`, or `indeterminate`.
  public func describe(in units: UnitSystem?) -> String {
    describe(in: units, metric: .millimeters)
  }

  /// The amount in `units`, shown in metric units as `metric` says (millimetres or centimetres).
  func describe(in units: UnitSystem?, metric: MetricDepth) -> String {
    guard let inches, inches != 0 else { return description }
    return describeDepth(inches: inches, in: units, metric: metric)
  }
}

extension Remarks.PressureTendency {
  /// "3-hour pressure tendency: increasing, 3.2 hPa higher", the change in `units` (as reported when `nil`).
  public func describe(in units: UnitSystem?) -> String {
    guard let units, units.pressureUnit != .hectopascals else { return description }
    // The description ends with the amount in hPa, then " higher", " lower" or nothing.
    let reported = "\(formatNumber(change, maxFractionDigits: 1)) hPa"
    let shown = Pressure(change, .hectopascals).converted(to: units.pressureUnit).description
    let text = description
    for ending in [" higher", " lower", ""] where text.hasSuffix(reported + ending) {
      return text.dropLast(reported.count + ending.count) + shown + ending
    }
    return text
  }
}

extension Remarks.StationPressure {
  /// "QFE 746 mmHg (995 hPa)" as reported; in `units`, the pressure in its pressure unit
  /// ("QFE 994.6 hPa", "QFE 29.37 inHg").
  public func describe(in units: UnitSystem?) -> String {
    guard let units else { return description }
    let pressure =
      hectopascals.map { Pressure(Double($0), .hectopascals) }
      ?? Pressure(Double(millimetersOfMercury) * 1.333_223_874, .hectopascals)
    return "QFE \(pressure.describe(in: units))"
  }
}

extension Remarks.VariableRange {
  /// "1/2 SM to 2 SM" (`VIS 1/2V2`) or "1,200 ft to 1,800 ft" (`CIG 012V018`), both ends in
  /// `units` as a visibility or a height (as reported when `nil`).
  func describe(in units: UnitSystem?, asHeight: Bool) -> String {
    guard units != nil else { return description }
    func show(_ d: Distance) -> String { asHeight ? d.describeHeight(in: units) : d.describeVisibility(in: units) }
    return "\(show(minimum)) to \(show(maximum))"
  }
}

extension Remarks.VariableSky {
  /// "Sky variable between BKN and OVC at 1,200 ft", the height in `units` (as reported when `nil`).
  public func describe(in units: UnitSystem?) -> String {
    guard let units, let height, units.heightUnit != height.unit else { return description }
    return "Sky variable between \(from) and \(to) at \(height.describeHeight(in: units))"
  }
}

extension Remarks.SnowIncrease {
  /// "Snow increasing rapidly: 2 in in the past hour, 10 in on the ground", in `units`
  /// (centimetres in metric units; as reported when `nil`).
  public func describe(in units: UnitSystem?) -> String {
    guard units == .metric else { return description }
    let hour = describeDepth(inches: Double(pastHour), in: units, metric: .centimeters)
    let ground = describeDepth(inches: Double(onGround), in: units, metric: .centimeters)
    return "Snow increasing rapidly: \(hour) in the past hour, \(ground) on the ground"
  }
}
