import Foundation

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
    if let reportedHumidity { lines.append("Relative humidity \(reportedHumidity)%") }
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

// MARK: - Localized

extension Remarks {
  /// The lines for a person in `locale` with the units as a ``UnitSystem`` (as reported when
  /// `nil`): the earlier spelling, kept for source compatibility; pass ``DisplayUnits`` instead.
  @available(*, deprecated, message: "Pass DisplayUnits: summaryLines(in: DisplayUnits(units), locale: locale)")
  public func summaryLines(in units: UnitSystem?, locale: Locale) -> [String] {
    summaryLines(in: DisplayUnits(units), locale: locale)
  }

  /// One line per decoded remark in `locale`'s language, with values shown in `units` (or as
  /// reported when `nil`), followed by one line with the undecoded tokens when there are any:
  /// "Sea-level pressure 1016.5 hPa" in English (the lines of ``summaryLines(in:)``),
  /// "Luftdruck auf Meereshöhe 1016,5 hPa" in German. Codes stay as sent (`AO2`, `RVRNO`, `BKN`,
  /// locations such as `DSNT NW`).
  public func summaryLines(in units: DisplayUnits, locale: Locale) -> [String] {
    let l = _RemarkWords(locale: locale)
    var lines: [String] = []
    if let stationType { lines.append(l["station." + stationType.rawValue]) }
    if let seaLevelPressure { lines.append(l["seaLevelPressure", l.pressure(seaLevelPressure, units)]) }
    if let preciseTemperature {
      let temperature = l.temperature(preciseTemperature, units)
      lines.append(
        preciseDewPoint.map { l["temperatureDewPoint", temperature, l.temperature($0, units)] }
          ?? l["temperature", temperature])
    }
    if let peakWind {
      lines.append(
        l["peakWind", l.number(Double(peakWind.direction)), peakWind.speed.describe(in: units, text: l.unitText), peakWind.time.description])
    }
    if let windShift {
      lines.append(l[windShift.isFrontalPassage ? "windShift.frontal" : "windShift", windShift.time.description])
    }
    for (key, value) in [
      ("max6h", sixHourMaximumTemperature), ("min6h", sixHourMinimumTemperature),
      ("max24h", twentyFourHourMaximumTemperature), ("min24h", twentyFourHourMinimumTemperature),
    ] {
      if let value { lines.append(l[key, l.temperature(value, units)]) }
    }
    if let pressureTendency { lines.append(l.tendency(pressureTendency, units)) }
    if let rapidPressureChange {
      lines.append(l[rapidPressureChange == .risingRapidly ? "pressure.risingRapidly" : "pressure.fallingRapidly"])
    }
    for (key, value) in [
      ("hourlyPrecipitation", hourlyPrecipitation), ("threeOrSixHourPrecipitation", threeOrSixHourPrecipitation),
      ("twentyFourHourPrecipitation", twentyFourHourPrecipitation), ("snowDepth", snowDepth),
      ("snowWaterEquivalent", snowWaterEquivalent), ("oneHourIceAccretion", oneHourIceAccretion),
      ("threeHourIceAccretion", threeHourIceAccretion), ("sixHourIceAccretion", sixHourIceAccretion),
    ] {
      guard let value else { continue }
      let metric: MetricDepth = key == "snowDepth" ? .centimeters : .millimeters
      lines.append(l["amount." + key, l.amount(value, units, metric: metric)])
    }
    for event in weatherEvents { lines.append(l.event(event)) }
    for flash in lightning { lines.append(l.lightning(flash)) }
    for located in phenomenonLocations { lines.append(l.located(located)) }
    for local in localWinds { lines.append(l["localWind", local.location, local.wind.describe(in: units, text: l.unitText)]) }
    if let densityAltitude {
      let shown =
        units.heightKind == nil || units.heightKind == .feet
        ? "\(l.number(densityAltitude.value)) ft" : l.height(densityAltitude, units)
      lines.append(l["densityAltitude", shown])
    }
    if let snowOnGroundCentimeters {
      lines.append(l["snowOnGround", l.depth(centimeters: snowOnGroundCentimeters, units)])
    }
    if let variableVisibility {
      let ends = l.range(variableVisibility, units, asHeight: false)
      lines.append(l["visibilityVariable", ends.0, ends.1])
    }
    if let variableSky {
      if let height = variableSky.height {
        let shown =
          units.heightKind == nil || units.heightKind == height.unit
          ? "\(l.number(height.value)) \(height.unit.rawValue)" : l.height(height, units)
        lines.append(l["skyVariableAt", variableSky.from, variableSky.to, shown])
      } else {
        lines.append(l["skyVariable", variableSky.from, variableSky.to])
      }
    }
    if let snowIncrease {
      let metric = units.heightKind == .meters
      func depth(_ inches: Int) -> String {
        metric ? l.depth(inches: Double(inches), units, metric: .centimeters) : "\(l.number(Double(inches))) in"
      }
      lines.append(l["snowIncrease", depth(snowIncrease.pastHour), depth(snowIncrease.onGround)])
    }
    if let correctionTime { lines.append(l["corrected", correctionTime.description]) }
    if let variableCeiling {
      let ends = l.range(variableCeiling, units, asHeight: true)
      lines.append(l["ceilingVariable", ends.0, ends.1])
    }
    if let towerVisibility { lines.append(l["towerVisibility", l.visibility(towerVisibility, units)]) }
    if let surfaceVisibility { lines.append(l["surfaceVisibility", l.visibility(surfaceVisibility, units)]) }
    if !cloudTypes.isEmpty {
      lines.append(l["cloudTypes", cloudTypes.map { $0.describe(words: l) }.joined(separator: ", ")])
    }
    if let cloudTypeCodes {
      func show(_ n: Int?) -> String { n.map { l.number(Double($0)) } ?? l["cloudTypeCodes.notObservable"] }
      lines.append(l["cloudTypeCodes", show(cloudTypeCodes.low), show(cloudTypeCodes.middle), show(cloudTypeCodes.high)])
    }
    if let altimeter { lines.append(l["altimeter", l.pressure(altimeter, units)]) }
    if let qfe {
      if units.pressure == nil {
        let hectopascals = qfe.hectopascals.map { " (\(l.number(Double($0), grouping: false)) hPa)" } ?? ""
        lines.append("QFE \(l.number(Double(qfe.millimetersOfMercury), grouping: false)) mmHg" + hectopascals)
      } else {
        lines.append(qfe.describe(in: units.unitSystem ?? (units.pressure == .inchesOfMercury ? .imperial : .metric)))
      }
    }
    if let cloudBaseMeters {
      let shown =
        units.heightKind == nil || units.heightKind == .meters
        ? "\(l.number(Double(cloudBaseMeters))) m" : describeHeight(meters: cloudBaseMeters, in: units, text: l.unitText)
      lines.append(l["lowestCloudBase", shown])
    }
    if let reportedHumidity { lines.append(l["reportedHumidity", l.number(Double(reportedHumidity))]) }
    if !sensorOutages.isEmpty {
      let names = SensorOutages.all.filter { sensorOutages.contains($0.0) }.map { l["sensor.code", l["sensor." + $0.1], $0.1] }
      var line = names.isEmpty ? "" : l["notAvailable", l.list(names)]
      if let visibilitySensorLocation { line = l["sensor.visibilityAt", line, visibilitySensorLocation] }
      if let ceilingSensorLocation { line = l["sensor.ceilingAt", line, ceilingSensorLocation] }
      lines.append(line)
    }
    if !indicators.isEmpty {
      let names = Indicators.all.filter { indicators.contains($0.0) }.map { l["sensor.code", l["indicator." + $0.1], $0.1] }
      lines.append(capitalizedFirstLetter(names.joined(separator: ", ")))
    }
    if needsMaintenance { lines.append(l["maintenance"]) }
    if !undecoded.isEmpty { lines.append(l["other", undecoded.map { $0.text }.joined(separator: " ")]) }
    return lines
  }
}
