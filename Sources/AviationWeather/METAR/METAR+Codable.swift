// `METAR`'s `Codable` form: the record format (`RecordFormat`). `schemaVersion` first, then the
// stored properties under their own names in declaration order (`nil` values left out, every
// array written; some are kept in boxes, `remarksBox` and `extrasBox`, hence written out here),
// then the derived `flightCategory` and `relativeHumidity` (always present, `null` when
// unknown), and the resolved observation time, when known, as `observedAt` (an ISO 8601 string,
// where `wxparse --json --reference-date` writes it).

import Foundation

extension METAR {
  private enum CodingKeys: String, CodingKey {
    case schemaVersion, raw, kind, station, time, isAutomated, isCorrected, isNil, conditions, runwayVisualRanges
    case temperature, dewPoint, altimeter, qnh, qfe, recentWeather, runwayStates, seaState, rainfall
    case cloudLocations, weatherLocations, cloudTypes, colorStates, trends, remarks, plainLanguage, repaired, unparsed, warnings
    case flightCategory, relativeHumidity, observedAt
  }

  /// The relative humidity as the record format writes it: percent to a tenth; `nil` when
  /// temperature or dew point is missing (or the value is not finite).
  package var recordRelativeHumidity: Double? {
    guard let humidity = relativeHumidity, humidity.isFinite else { return nil }
    return (humidity * 10).rounded() / 10
  }

  /// Decodes a report from its keyed form (the form ``encode(to:)`` writes), with or without
  /// `observedAt`; a malformed `observedAt` throws `DecodingError.dataCorrupted`.
  public init(from decoder: any Decoder) throws {
    let c = try decoder.container(keyedBy: CodingKeys.self)
    try c.checkSchemaVersion(forKey: .schemaVersion)
    self.init(
      raw: try c.decode(String.self, forKey: .raw), kind: try c.decode(Kind.self, forKey: .kind),
      station: try c.decode(String.self, forKey: .station))
    time = try c.decodeIfPresent(DayTime.self, forKey: .time)
    isAutomated = try c.decode(Bool.self, forKey: .isAutomated)
    isCorrected = try c.decode(Bool.self, forKey: .isCorrected)
    isNil = try c.decode(Bool.self, forKey: .isNil)
    conditions = try c.decode(WeatherConditions.self, forKey: .conditions)
    var extras = _METARExtras()
    extras.runwayVisualRanges = try c.decode([RunwayVisualRange].self, forKey: .runwayVisualRanges)
    temperature = try c.decodeIfPresent(Temperature.self, forKey: .temperature)
    dewPoint = try c.decodeIfPresent(Temperature.self, forKey: .dewPoint)
    altimeter = try c.decodeIfPresent(Pressure.self, forKey: .altimeter)
    qnh = try c.decodeIfPresent(Pressure.self, forKey: .qnh)
    extras.qfe = try c.decodeIfPresent(Pressure.self, forKey: .qfe)
    extras.recentWeather = try c.decode([WeatherGroup].self, forKey: .recentWeather)
    extras.runwayStates = try c.decode([RunwayState].self, forKey: .runwayStates)
    extras.seaState = try c.decodeIfPresent(SeaState.self, forKey: .seaState)
    extras.rainfall = try c.decodeIfPresent(Rainfall.self, forKey: .rainfall)
    extras.cloudLocations = try c.decode([CloudLocation].self, forKey: .cloudLocations)
    // Absent in records written before these groups were decoded.
    extras.weatherLocations = try c.decodeIfPresent([WeatherLocation].self, forKey: .weatherLocations) ?? []
    extras.cloudTypes = try c.decodeIfPresent([Remarks.CloudTypeAmount].self, forKey: .cloudTypes) ?? []
    extras.colorStates = try c.decode([ColorState].self, forKey: .colorStates)
    trends = try c.decode([Trend].self, forKey: .trends)
    remarks = try c.decodeIfPresent(Remarks.self, forKey: .remarks)
    extras.plainLanguage = try c.decodeIfPresent(PlainLanguage.self, forKey: .plainLanguage)
    // Absent in records written before repairs existed.
    extras.repaired = try c.decodeIfPresent([RepairedToken].self, forKey: .repaired) ?? []
    extras.unparsed = try c.decode([UnparsedToken].self, forKey: .unparsed)
    // Absent in records written before warnings existed.
    extras.warnings = try c.decodeIfPresent([DecodeWarning].self, forKey: .warnings) ?? []
    extrasBox = extras.isEmpty ? nil : _METARExtrasBox(extras)
    // Absent in records of reports whose month was not known, and in records written before
    // resolved dates existed.
    observedAt = try c.decodeISO8601IfPresent(forKey: .observedAt)
  }

  /// Encodes `schemaVersion` (``RecordFormat/schemaVersion``), every property under its own
  /// name, in declaration order, then ``flightCategory`` and the ``relativeHumidity`` to a tenth
  /// of a percent (each `null` when unknown), then ``observedAt`` as an ISO 8601 UTC string (`2026-12-01T01:51:00Z`, whatever the encoder's date strategy); `nil`
  /// values are left out. An `observedAt` outside the years 1000–9999 throws
  /// `EncodingError.invalidValue`.
  public func encode(to encoder: any Encoder) throws {
    var c = encoder.container(keyedBy: CodingKeys.self)
    try c.encode(RecordFormat.schemaVersion, forKey: .schemaVersion)
    try c.encode(raw, forKey: .raw)
    try c.encode(kind, forKey: .kind)
    try c.encode(station, forKey: .station)
    try c.encodeIfPresent(time, forKey: .time)
    try c.encode(isAutomated, forKey: .isAutomated)
    try c.encode(isCorrected, forKey: .isCorrected)
    try c.encode(isNil, forKey: .isNil)
    try c.encode(conditions, forKey: .conditions)
    try c.encode(runwayVisualRanges, forKey: .runwayVisualRanges)
    try c.encodeIfPresent(temperature, forKey: .temperature)
    try c.encodeIfPresent(dewPoint, forKey: .dewPoint)
    try c.encodeIfPresent(altimeter, forKey: .altimeter)
    try c.encodeIfPresent(qnh, forKey: .qnh)
    try c.encodeIfPresent(qfe, forKey: .qfe)
    try c.encode(recentWeather, forKey: .recentWeather)
    try c.encode(runwayStates, forKey: .runwayStates)
    try c.encodeIfPresent(seaState, forKey: .seaState)
    try c.encodeIfPresent(rainfall, forKey: .rainfall)
    try c.encode(cloudLocations, forKey: .cloudLocations)
    try c.encode(weatherLocations, forKey: .weatherLocations)
    try c.encode(cloudTypes, forKey: .cloudTypes)
    try c.encode(colorStates, forKey: .colorStates)
    try c.encode(trends, forKey: .trends)
    try c.encodeIfPresent(remarks, forKey: .remarks)
    try c.encodeIfPresent(plainLanguage, forKey: .plainLanguage)
    try c.encode(repaired, forKey: .repaired)
    try c.encode(unparsed, forKey: .unparsed)
    try c.encode(warnings, forKey: .warnings)
    if let category = flightCategory {
      try c.encode(category, forKey: .flightCategory)
    } else {
      try c.encodeNil(forKey: .flightCategory)
    }
    if let humidity = recordRelativeHumidity {
      try c.encode(humidity, forKey: .relativeHumidity)
    } else {
      try c.encodeNil(forKey: .relativeHumidity)
    }
    try c.encodeISO8601IfPresent(observedAt, forKey: .observedAt)
  }
}
