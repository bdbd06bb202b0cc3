extension _JSONWriter {
  mutating func remarks(_ box: _RemarksBox) {
    // Field by field from the box: a `Remarks` parameter made the caller copy the ~800-byte value.
    beginObject()
    member("text", box.value.text)
    member("undecoded", array: box.value.undecoded) { $0.unparsedToken($1) }
    if let stationType = box.value.stationType { member("stationType", static: stationType._jsonName) }
    member("seaLevelPressure", box.value.seaLevelPressure) { $0.pressure($1) }
    member("preciseTemperature", box.value.preciseTemperature) { $0.temperature($1) }
    member("preciseDewPoint", box.value.preciseDewPoint) { $0.temperature($1) }
    member("peakWind", box.value.peakWind) { $0.peakWind($1) }
    member("windShift", box.value.windShift) { $0.windShift($1) }
    member("sixHourMaximumTemperature", box.value.sixHourMaximumTemperature) { $0.temperature($1) }
    member("sixHourMinimumTemperature", box.value.sixHourMinimumTemperature) { $0.temperature($1) }
    member("twentyFourHourMaximumTemperature", box.value.twentyFourHourMaximumTemperature) { $0.temperature($1) }
    member("twentyFourHourMinimumTemperature", box.value.twentyFourHourMinimumTemperature) { $0.temperature($1) }
    member("pressureTendency", box.value.pressureTendency) { $0.pressureTendency($1) }
    member("rapidPressureChange", box.value.rapidPressureChange?.rawValue)
    member("hourlyPrecipitation", box.value.hourlyPrecipitation) { $0.precipitation($1) }
    member("threeOrSixHourPrecipitation", box.value.threeOrSixHourPrecipitation) { $0.precipitation($1) }
    member("twentyFourHourPrecipitation", box.value.twentyFourHourPrecipitation) { $0.precipitation($1) }
    member("snowDepth", box.value.snowDepth) { $0.precipitation($1) }
    member("snowWaterEquivalent", box.value.snowWaterEquivalent) { $0.precipitation($1) }
    member("oneHourIceAccretion", box.value.oneHourIceAccretion) { $0.precipitation($1) }
    member("threeHourIceAccretion", box.value.threeHourIceAccretion) { $0.precipitation($1) }
    member("sixHourIceAccretion", box.value.sixHourIceAccretion) { $0.precipitation($1) }
    member("sensorOutages", Int(box.value.sensorOutages.rawValue))
    member("visibilitySensorLocation", box.value.visibilitySensorLocation)
    member("ceilingSensorLocation", box.value.ceilingSensorLocation)
    // Runs that nearly always hold their defaults, as one literal then (`text` comes first).
    if !box.value.needsMaintenance && box.value.weatherEvents.isEmpty && box.value.lightning.isEmpty
      && box.value.phenomenonLocations.isEmpty && box.value.localWinds.isEmpty
    {
      literal(",\"needsMaintenance\":false,\"weatherEvents\":[],\"lightning\":[]")
      literal(",\"phenomenonLocations\":[],\"localWinds\":[]")
    } else {
      remarksEventMembers(box.value)
    }
    member("densityAltitude", box.value.densityAltitude) { $0.distance($1) }
    member("snowOnGroundCentimeters", box.value.snowOnGroundCentimeters)
    member("variableVisibility", box.value.variableVisibility) { $0.variableRange($1) }
    member("variableCeiling", box.value.variableCeiling) { $0.variableRange($1) }
    member("towerVisibility", box.value.towerVisibility) { $0.visibility($1) }
    member("surfaceVisibility", box.value.surfaceVisibility) { $0.visibility($1) }
    member("variableSky", box.value.variableSky) { writer, sky in
      writer.beginObject()
      writer.member("from", sky.from)
      writer.member("to", sky.to)
      writer.member("height", sky.height) { $0.distance($1) }
      writer.endObject()
    }
    member("snowIncrease", box.value.snowIncrease) { writer, increase in
      writer.beginObject()
      writer.member("pastHour", increase.pastHour)
      writer.member("onGround", increase.onGround)
      writer.endObject()
    }
    member("correctionTime", box.value.correctionTime) { $0.remarksTime($1) }
    if box.value.indicators.rawValue == 0 && box.value.cloudTypes.isEmpty {
      literal(",\"indicators\":0,\"cloudTypes\":[]")
    } else {
      member("indicators", Int(box.value.indicators.rawValue))
      member("cloudTypes", array: box.value.cloudTypes) { $0.cloudTypeAmount($1) }
    }
    member("cloudTypeCodes", box.value.cloudTypeCodes) { writer, codes in
      writer.beginObject()
      writer.member("low", codes.low)
      writer.member("middle", codes.middle)
      writer.member("high", codes.high)
      writer.endObject()
    }
    member("altimeter", box.value.altimeter) { $0.pressure($1) }
    member("qfe", box.value.qfe) { writer, qfe in
      writer.beginObject()
      writer.member("millimetersOfMercury", qfe.millimetersOfMercury)
      writer.member("hectopascals", qfe.hectopascals)
      writer.endObject()
    }
    member("cloudBaseMeters", box.value.cloudBaseMeters)
    member("reportedHumidity", box.value.reportedHumidity)
    endObject()
  }

  /// Maintenance, weather events, lightning, phenomenon locations and local winds, one by one.
  private mutating func remarksEventMembers(_ r: Remarks) {
    member("needsMaintenance", r.needsMaintenance)
    member("weatherEvents", array: r.weatherEvents) { $0.weatherEvent($1) }
    member("lightning", array: r.lightning) { $0.lightning($1) }
    member("phenomenonLocations", array: r.phenomenonLocations) { $0.phenomenonLocation($1) }
    member("localWinds", array: r.localWinds) { writer, local in
      writer.beginObject()
      writer.member("location", local.location)
      writer.key("wind")
      writer.wind(local.wind)
      writer.endObject()
    }
  }

  mutating func remarksTime(_ t: Remarks.Time) {
    beginObject()
    member("hour", t.hour)
    member("minute", t.minute)
    endObject()
  }

  mutating func peakWind(_ p: Remarks.PeakWind) {
    beginObject()
    member("direction", p.direction)
    key("speed")
    speed(p.speed)
    key("time")
    remarksTime(p.time)
    endObject()
  }

  mutating func windShift(_ w: Remarks.WindShift) {
    beginObject()
    key("time")
    remarksTime(w.time)
    member("isFrontalPassage", w.isFrontalPassage)
    endObject()
  }

  mutating func pressureTendency(_ p: Remarks.PressureTendency) {
    beginObject()
    member("character", p.character.rawValue)
    member("change", p.change)
    endObject()
  }

  mutating func precipitation(_ p: Remarks.PrecipitationAmount) {
    beginObject()
    member("inches", p.inches)
    endObject()
  }

  mutating func weatherEvent(_ e: Remarks.WeatherEvent) {
    beginObject()
    member("phenomenon", e.phenomenon)
    member("began", e.began) { $0.remarksTime($1) }
    member("ended", e.ended) { $0.remarksTime($1) }
    endObject()
  }

  mutating func lightning(_ l: Remarks.Lightning) {
    beginObject()
    member("frequency", l.frequency?.rawValue)
    member("types", Int(l.types.rawValue))
    member("location", l.location)
    endObject()
  }

  mutating func phenomenonLocation(_ p: Remarks.PhenomenonLocation) {
    beginObject()
    member("phenomenon", p.phenomenon)
    member("location", p.location)
    member("movement", p.movement)
    endObject()
  }

  mutating func variableRange(_ v: Remarks.VariableRange) {
    beginObject()
    key("minimum")
    distance(v.minimum)
    key("maximum")
    distance(v.maximum)
    endObject()
  }
}

extension _JSONWriter {
  mutating func cloudTypeAmount(_ amount: Remarks.CloudTypeAmount) {
    beginObject()
    member("type", amount.type)
    member("oktas", amount.oktas)
    member("height", amount.height) { $0.distance($1) }
    endObject()
  }
}
