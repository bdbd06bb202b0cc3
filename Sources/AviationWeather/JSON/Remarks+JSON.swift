extension _JSONWriter {
  mutating func remarks(_ r: Remarks) {
    beginObject()
    member("text", r.text)
    member("undecoded", array: r.undecoded) { $0.unparsedToken($1) }
    if let stationType = r.stationType { member("stationType", static: stationType._jsonName) }
    member("seaLevelPressure", r.seaLevelPressure) { $0.pressure($1) }
    member("preciseTemperature", r.preciseTemperature) { $0.temperature($1) }
    member("preciseDewPoint", r.preciseDewPoint) { $0.temperature($1) }
    member("peakWind", r.peakWind) { $0.peakWind($1) }
    member("windShift", r.windShift) { $0.windShift($1) }
    member("sixHourMaximumTemperature", r.sixHourMaximumTemperature) { $0.temperature($1) }
    member("sixHourMinimumTemperature", r.sixHourMinimumTemperature) { $0.temperature($1) }
    member("twentyFourHourMaximumTemperature", r.twentyFourHourMaximumTemperature) { $0.temperature($1) }
    member("twentyFourHourMinimumTemperature", r.twentyFourHourMinimumTemperature) { $0.temperature($1) }
    member("pressureTendency", r.pressureTendency) { $0.pressureTendency($1) }
    member("rapidPressureChange", r.rapidPressureChange?.rawValue)
    member("hourlyPrecipitation", r.hourlyPrecipitation) { $0.precipitation($1) }
    member("threeOrSixHourPrecipitation", r.threeOrSixHourPrecipitation) { $0.precipitation($1) }
    member("twentyFourHourPrecipitation", r.twentyFourHourPrecipitation) { $0.precipitation($1) }
    member("snowDepth", r.snowDepth) { $0.precipitation($1) }
    member("snowWaterEquivalent", r.snowWaterEquivalent) { $0.precipitation($1) }
    member("oneHourIceAccretion", r.oneHourIceAccretion) { $0.precipitation($1) }
    member("threeHourIceAccretion", r.threeHourIceAccretion) { $0.precipitation($1) }
    member("sixHourIceAccretion", r.sixHourIceAccretion) { $0.precipitation($1) }
    member("sensorOutages", Int(r.sensorOutages.rawValue))
    member("visibilitySensorLocation", r.visibilitySensorLocation)
    member("ceilingSensorLocation", r.ceilingSensorLocation)
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
    member("densityAltitude", r.densityAltitude) { $0.distance($1) }
    member("snowOnGroundCentimeters", r.snowOnGroundCentimeters)
    member("variableVisibility", r.variableVisibility) { $0.variableRange($1) }
    member("variableCeiling", r.variableCeiling) { $0.variableRange($1) }
    member("towerVisibility", r.towerVisibility) { $0.visibility($1) }
    member("surfaceVisibility", r.surfaceVisibility) { $0.visibility($1) }
    member("variableSky", r.variableSky) { writer, sky in
      writer.beginObject()
      writer.member("from", sky.from)
      writer.member("to", sky.to)
      writer.member("height", sky.height) { $0.distance($1) }
      writer.endObject()
    }
    member("snowIncrease", r.snowIncrease) { writer, increase in
      writer.beginObject()
      writer.member("pastHour", increase.pastHour)
      writer.member("onGround", increase.onGround)
      writer.endObject()
    }
    member("correctionTime", r.correctionTime) { $0.remarksTime($1) }
    member("indicators", Int(r.indicators.rawValue))
    member("cloudTypes", array: r.cloudTypes) { writer, amount in
      writer.beginObject()
      writer.member("type", amount.type)
      writer.member("oktas", amount.oktas)
      writer.member("height", amount.height) { $0.distance($1) }
      writer.endObject()
    }
    member("cloudTypeCodes", r.cloudTypeCodes) { writer, codes in
      writer.beginObject()
      writer.member("low", codes.low)
      writer.member("middle", codes.middle)
      writer.member("high", codes.high)
      writer.endObject()
    }
    member("altimeter", r.altimeter) { $0.pressure($1) }
    member("qfe", r.qfe) { writer, qfe in
      writer.beginObject()
      writer.member("millimetersOfMercury", qfe.millimetersOfMercury)
      writer.member("hectopascals", qfe.hectopascals)
      writer.endObject()
    }
    member("cloudBaseMeters", r.cloudBaseMeters)
    endObject()
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
