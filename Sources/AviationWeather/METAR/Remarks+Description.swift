extension Remarks: CustomStringConvertible {
  /// The decoded remarks in plain English, one per line, then the undecoded text.
  public var description: String { summaryLines.joined(separator: "\n") }

  /// One plain-English line per decoded remark, in the reported units, followed by one line
  /// with the undecoded tokens (`Other remarks: …`) when there are any.
  public var summaryLines: [String] {
    var lines: [String] = []
    if let stationType { lines.append(stationType.description) }
    if let seaLevelPressure { lines.append("Sea-level pressure \(seaLevelPressure)") }
    if let preciseTemperature {
      var line = "Temperature \(preciseTemperature)"
      if let preciseDewPoint { line += ", dew point \(preciseDewPoint)" }
      lines.append(line)
    }
    if let peakWind { lines.append(peakWind.description) }
    if let windShift { lines.append(windShift.description) }
    for (label, value) in [
      ("6-hour maximum temperature", sixHourMaximumTemperature),
      ("6-hour minimum temperature", sixHourMinimumTemperature),
      ("24-hour maximum temperature", twentyFourHourMaximumTemperature),
      ("24-hour minimum temperature", twentyFourHourMinimumTemperature),
    ] {
      if let value { lines.append("\(label) \(value)") }
    }
    if let pressureTendency { lines.append(pressureTendency.description) }
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
      if let value { lines.append("\(label): \(value)") }
    }
    for event in weatherEvents { lines.append(event.description) }
    for flash in lightning { lines.append(flash.description) }
    for located in phenomenonLocations { lines.append(located.description) }
    for local in localWinds { lines.append(local.description) }
    if let densityAltitude { lines.append("Density altitude \(formatNumber(densityAltitude.value)) ft") }
    if let snowOnGroundCentimeters { lines.append("Snow on the ground \(snowOnGroundCentimeters) cm") }
    if let variableVisibility { lines.append("Visibility variable from \(variableVisibility)") }
    if let variableSky { lines.append(variableSky.description) }
    if let snowIncrease { lines.append(snowIncrease.description) }
    if let correctionTime { lines.append("Corrected at \(correctionTime)") }
    if let variableCeiling { lines.append("Ceiling variable from \(variableCeiling)") }
    if let towerVisibility { lines.append("Tower visibility \(towerVisibility)") }
    if let surfaceVisibility { lines.append("Surface visibility \(surfaceVisibility)") }
    if !cloudTypes.isEmpty {
      lines.append("Cloud types: " + cloudTypes.map { $0.description }.joined(separator: ", "))
    }
    if let cloudTypeCodes { lines.append(cloudTypeCodes.description) }
    if let altimeter { lines.append("Altimeter \(altimeter)") }
    if let qfe { lines.append(qfe.description) }
    if let cloudBaseMeters { lines.append("Lowest cloud base \(cloudBaseMeters) m") }
    if !sensorOutages.isEmpty {
      var line = sensorOutages.description
      if let visibilitySensorLocation { line += "; visibility sensor at \(visibilitySensorLocation)" }
      if let ceilingSensorLocation { line += "; ceiling sensor at \(ceilingSensorLocation)" }
      lines.append(line)
    }
    if !indicators.isEmpty {
      let text = indicators.description
      lines.append(text.prefix(1).uppercased() + text.dropFirst())
    }
    if needsMaintenance { lines.append("Station needs maintenance ($)") }
    if !undecoded.isEmpty {
      lines.append("Other remarks: " + undecoded.map { $0.text }.joined(separator: " "))
    }
    return lines
  }
}
