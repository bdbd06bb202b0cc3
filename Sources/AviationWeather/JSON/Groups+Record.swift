// The record forms of the small groups METARs and TAFs share, described once each: the fast
// writer, `Codable` (both ways) and the schema read these descriptions.

extension RunwayState: _DescribedRecord {
  static func _describeRecord<S: _RecordSink<Self>>(into s: inout S) {
    s.optional("runway", \.runway)
    s.optional("deposit", \.deposit)
    s.optional("extent", \.extent)
    s.optional("depth", \.depth)
    s.optional("friction", \.friction)
    s.field("isCleared", \.isCleared)
    s.field("isClosedBySnow", \.isClosedBySnow)
  }

  static var _recordBlank: RunwayState { RunwayState(runway: nil) }
  static var _schemaName: String? { "runwayState" }

  /// Decodes the form ``encode(to:)`` writes.
  public init(from decoder: any Decoder) throws { try self.init(_recordFrom: decoder) }
  /// Encodes every property under its own name, in declaration order; `nil` values left out.
  public func encode(to encoder: any Encoder) throws { try _encodeRecord(to: encoder) }
}

extension SeaState: _DescribedRecord {
  static func _describeRecord<S: _RecordSink<Self>>(into s: inout S) {
    s.optional("surfaceTemperature", \.surfaceTemperature)
    s.optional("stateOfSea", \.stateOfSea)
    s.optional("waveHeightDecimeters", \.waveHeightDecimeters)
  }

  static var _recordBlank: SeaState { SeaState(surfaceTemperature: nil) }

  /// Decodes the form ``encode(to:)`` writes.
  public init(from decoder: any Decoder) throws { try self.init(_recordFrom: decoder) }
  /// Encodes every property under its own name, in declaration order; `nil` values left out.
  public func encode(to encoder: any Encoder) throws { try _encodeRecord(to: encoder) }
}

extension WeatherAlternative: _DescribedRecord {
  static func _describeRecord<S: _RecordSink<Self>>(into s: inout S) {
    s.field("first", \.first)
    s.field("second", \.second)
  }

  static var _recordBlank: WeatherAlternative { WeatherAlternative(first: WeatherGroup(), second: WeatherGroup()) }
  static var _schemaDescription: String? { "BR/HZ: one weather group or the other is forecast, not both." }

  /// Decodes the form ``encode(to:)`` writes.
  public init(from decoder: any Decoder) throws { try self.init(_recordFrom: decoder) }
  /// Encodes `{"first", "second"}`, each a weather group.
  public func encode(to encoder: any Encoder) throws { try _encodeRecord(to: encoder) }
}

extension Rainfall: _DescribedRecord {
  static func _describeRecord<S: _RecordSink<Self>>(into s: inout S) {
    s.optional("lastTenMinutes", \.lastTenMinutes)
    s.optional("sinceNineAM", \.sinceNineAM)
    s.constant("unit", "mm")
  }

  static var _recordBlank: Rainfall { Rainfall(lastTenMinutes: nil, sinceNineAM: nil) }

  /// Decodes the record form ``encode(to:)`` writes; `unit`, when present, must be `mm`
  /// (records written before schema version 1 have none).
  public init(from decoder: any Decoder) throws { try self.init(_recordFrom: decoder) }
  /// Encodes both amounts (each left out when not reported) and their unit, `"unit":"mm"`.
  public func encode(to encoder: any Encoder) throws { try _encodeRecord(to: encoder) }
}

extension CloudLocation: _DescribedRecord {
  static func _describeRecord<S: _RecordSink<Self>>(into s: inout S) {
    s.field("cloudType", \.cloudType, schema: .type("string"))
    s.array("directions", \.directions)
    s.optional("weatherCode", \.weatherCode)
  }

  static var _recordBlank: CloudLocation { CloudLocation(cloudType: .cumulonimbus, directions: []) }

  /// Decodes the form ``encode(to:)`` writes.
  public init(from decoder: any Decoder) throws { try self.init(_recordFrom: decoder) }
  /// Encodes every property under its own name, in declaration order; `nil` values left out.
  public func encode(to encoder: any Encoder) throws { try _encodeRecord(to: encoder) }
}

extension WeatherLocation: _DescribedRecord {
  static func _describeRecord<S: _RecordSink<Self>>(into s: inout S) {
    s.field("phenomenon", \.phenomenon)
    s.optional("weather", \.weather)
    s.array("directions", \.directions)
    s.optional("distance", \.distance)
  }

  static var _recordBlank: WeatherLocation { WeatherLocation(phenomenon: "", directions: []) }

  /// Decodes the form ``encode(to:)`` writes.
  public init(from decoder: any Decoder) throws { try self.init(_recordFrom: decoder) }
  /// Encodes every property under its own name, in declaration order; `nil` values left out.
  public func encode(to encoder: any Encoder) throws { try _encodeRecord(to: encoder) }
}

extension ColorState: _DescribedRecord {
  static func _describeRecord<S: _RecordSink<Self>>(into s: inout S) {
    s.field("code", \.code)
    s.field("isBlack", \.isBlack)
  }

  static var _recordBlank: ColorState { ColorState(code: "") }
  static var _schemaName: String? { "colorState" }

  /// Decodes the form ``encode(to:)`` writes.
  public init(from decoder: any Decoder) throws { try self.init(_recordFrom: decoder) }
  /// Encodes every property under its own name, in declaration order.
  public func encode(to encoder: any Encoder) throws { try _encodeRecord(to: encoder) }
}

extension Trend: _DescribedRecord {
  // Inlined into each sink's caller (as `METAR`'s).
  @inline(__always)
  static func _describeRecord<S: _RecordSink<Self>>(into s: inout S) {
    s.field("kind", \.kind)
    s.optional("from", \.from)
    s.optional("until", \.until)
    s.optional("at", \.at)
    s.field("conditions", \.conditions)
    s.optional("colorState", \.colorState)
  }

  static var _recordBlank: Trend { Trend(kind: .noSignificantChange) }
  static var _schemaName: String? { "trend" }

  /// Decodes the form ``encode(to:)`` writes.
  public init(from decoder: any Decoder) throws { try self.init(_recordFrom: decoder) }
  /// Encodes every property under its own name, in declaration order; `nil` values left out.
  public func encode(to encoder: any Encoder) throws { try _encodeRecord(to: encoder) }
}

extension UnparsedToken: _DescribedRecord {
  static func _describeRecord<S: _RecordSink<Self>>(into s: inout S) {
    s.field("text", \.text)
    s.field("offset", \.offset, schema: .nonNegativeInteger)
  }

  static var _recordBlank: UnparsedToken { UnparsedToken(text: "", offset: 0) }
  static var _schemaName: String? { "unparsedToken" }

  /// Decodes the form ``encode(to:)`` writes.
  public init(from decoder: any Decoder) throws { try self.init(_recordFrom: decoder) }
  /// Encodes `{"text", "offset"}`.
  public func encode(to encoder: any Encoder) throws { try _encodeRecord(to: encoder) }
}

extension RepairedToken: _DescribedRecord {
  static func _describeRecord<S: _RecordSink<Self>>(into s: inout S) {
    s.field("text", \.text)
    s.field("offset", \.offset, schema: .nonNegativeInteger)
    s.field("readAs", \.readAs)
    s.field("reason", \.reason, schema: .type("string"))
  }

  static var _recordBlank: RepairedToken { RepairedToken(text: "", offset: 0, readAs: "", reason: .letterForDigit) }
  static var _schemaName: String? { "repairedToken" }

  /// Decodes the form ``encode(to:)`` writes.
  public init(from decoder: any Decoder) throws { try self.init(_recordFrom: decoder) }
  /// Encodes `{"text", "offset", "readAs", "reason"}`.
  public func encode(to encoder: any Encoder) throws { try _encodeRecord(to: encoder) }
}

extension RunwayVisualRange: _DescribedRecord {
  static func _describeRecord<S: _RecordSink<Self>>(into s: inout S) {
    s.field("runway", \.runway)
    s.optional("visualRange", \.visualRange)
    s.optional("variableMaximum", \.variableMaximum)
    s.optional("tendency", \.tendency)
  }

  static var _recordBlank: RunwayVisualRange { RunwayVisualRange(runway: "", visualRange: nil) }
  static var _schemaName: String? { "runwayVisualRange" }

  /// Decodes the form ``encode(to:)`` writes.
  public init(from decoder: any Decoder) throws { try self.init(_recordFrom: decoder) }
  /// Encodes every property under its own name, in declaration order; `nil` values left out.
  public func encode(to encoder: any Encoder) throws { try _encodeRecord(to: encoder) }
}

extension RunwayVisualRange.Value: _DescribedRecord {
  static func _describeRecord<S: _RecordSink<Self>>(into s: inout S) {
    s.field("distance", \.distance)
    s.field("qualifier", \.qualifier, schema: .type("string"))
  }

  static var _recordBlank: RunwayVisualRange.Value { RunwayVisualRange.Value(distance: Distance(0, .meters)) }

  /// Decodes the form ``encode(to:)`` writes.
  public init(from decoder: any Decoder) throws { try self.init(_recordFrom: decoder) }
  /// Encodes `{"distance", "qualifier"}`.
  public func encode(to encoder: any Encoder) throws { try _encodeRecord(to: encoder) }
}

// Icing and turbulence: one description for both.
extension _ForecastLayerGroup where Self: _DescribedRecord {
  static func _describeRecord<S: _RecordSink<Self>>(into s: inout S) {
    s.optional("code", \.code)
    s.optional("baseFeet", \.baseFeet)
    s.optional("thicknessFeet", \.thicknessFeet)
  }

  static var _recordBlank: Self { Self(code: nil, baseFeet: nil, thicknessFeet: nil) }
}

extension IcingForecast: _DescribedRecord {
  static var _schemaName: String? { "icing" }

  /// Decodes the form ``encode(to:)`` writes.
  public init(from decoder: any Decoder) throws { try self.init(_recordFrom: decoder) }
  /// Encodes `{"code", "baseFeet", "thicknessFeet"}`, each left out when not reported.
  public func encode(to encoder: any Encoder) throws { try _encodeRecord(to: encoder) }
}

extension TurbulenceForecast: _DescribedRecord {
  static var _schemaName: String? { "turbulence" }

  /// Decodes the form ``encode(to:)`` writes.
  public init(from decoder: any Decoder) throws { try self.init(_recordFrom: decoder) }
  /// Encodes `{"code", "baseFeet", "thicknessFeet"}`, each left out when not reported.
  public func encode(to encoder: any Encoder) throws { try _encodeRecord(to: encoder) }
}

extension TemperatureForecast: _DescribedRecord {
  static func _describeRecord<S: _RecordSink<Self>>(into s: inout S) {
    s.field("kind", \.kind)
    s.field("temperature", \.temperature)
    s.field("time", \.time)
  }

  static var _recordBlank: TemperatureForecast {
    TemperatureForecast(kind: .atTime, temperature: Temperature(0, .celsius), time: DayTime(day: nil, hour: 0, minute: 0))
  }
  static var _schemaName: String? { "temperatureForecast" }

  /// Decodes the form ``encode(to:)`` writes.
  public init(from decoder: any Decoder) throws { try self.init(_recordFrom: decoder) }
  /// Encodes `{"kind", "temperature", "time"}`.
  public func encode(to encoder: any Encoder) throws { try _encodeRecord(to: encoder) }
}

extension Visibility: _DescribedRecord {
  // Inlined into each sink's caller (as `METAR`'s).
  @inline(__always)
  static func _describeRecord<S: _RecordSink<Self>>(into s: inout S) {
    s.optional("distance", \.distance)
    s.field("qualifier", \.qualifier)
    s.optional("direction", \.direction)
    s.field("noDirectionalVariation", \.noDirectionalVariation)
  }

  static var _recordBlank: Visibility { Visibility(distance: nil) }
  static var _schemaName: String? { "visibility" }

  /// Decodes the form ``encode(to:)`` writes.
  public init(from decoder: any Decoder) throws { try self.init(_recordFrom: decoder) }
  /// Encodes every property under its own name, in declaration order; `nil` values left out.
  public func encode(to encoder: any Encoder) throws { try _encodeRecord(to: encoder) }
}

extension CompassDirection: _RecordCode {}

extension DecodeWarning: _DescribedRecord {
  static func _describeRecord<S: _RecordSink<Self>>(into s: inout S) {
    s.field("code", \.code)
    s.field("token", \.token)
    s.field("offset", \.offset, schema: .nonNegativeInteger)
  }

  static var _recordBlank: DecodeWarning { DecodeWarning(code: .dewPointAboveTemperature, token: "", offset: 0) }
  static var _schemaName: String? { "warning" }
  static var _schemaDescription: String? { "A value kept as decoded that breaks its code form's rules." }

  /// Decodes the form ``encode(to:)`` writes (a code this version does not know is kept).
  public init(from decoder: any Decoder) throws { try self.init(_recordFrom: decoder) }
  /// Encodes `{"code", "token", "offset"}`.
  public func encode(to encoder: any Encoder) throws { try _encodeRecord(to: encoder) }
}

// A warning's code: its name, as a string (any name: later versions may add codes).
extension DecodeWarning.Code: _RecordValue {
  @inline(__always)
  static func _writeRecord(_ value: DecodeWarning.Code, to writer: inout _JSONWriter) { writer.string(value.description) }
  @inline(__always)
  static func _writeRecordMember(
    _ name: StaticString, _ value: DecodeWarning.Code, comma: Bool, to writer: inout _JSONWriter
  ) {
    writer.member(name, value.description, comma: comma)
  }
  static var _recordSchema: _JSONValue {
    .object([
      ("type", .string("string")),
      (
        "description",
        .string(
          "A DecodeWarning code: dewPointAboveTemperature, dewPointWithoutTemperature, "
            + "windDirectionNotInTens, visibilityOffReportingSteps, minimumVisibilityNotBelowPrevailing, "
            + "minimumVisibilityWithoutDirection, gustNotAboveMeanSpeed, changeGroupOutsideValidity, "
            + "changeGroupTimeInvalid, changeGroupWithoutTime (later versions may add codes).")
      ),
    ])
  }
}
