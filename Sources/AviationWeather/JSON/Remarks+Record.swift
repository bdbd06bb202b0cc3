// `Remarks`' record form (`RecordFormat`), described once with its groups: the fast writer
// (`wxparse --json`), `Codable` (both ways), the schema (`$defs/remarks`) and the Arrow struct
// column all read these descriptions. The members in declaration order, `nil` values left out,
// every array and flag set written (`[]`, `false`, `0` when empty). A METAR holds its remarks in
// a box (`_RemarksBox`): the box's record form is the remarks', read in place in the box
// (`_RemarksBox.withValue`). Against the hand-written writer it replaced (release, one thread,
// callgrind, `wxparse --json` on the METAR corpus): 711.0 M instructions against 708.9 M; read
// from a copy of the remarks, and with `schema:` arguments (built for every remarks written),
// 740.5 M.

extension Remarks: _DescribedRecord {
  // Inlined into each sink's caller (as `METAR`'s).
  @inline(__always)
  static func _describeRecord<S: _RecordSink<Self>>(into s: inout S) {
    s.field("text", \.text)
    s.array("undecoded", \.undecoded)
    s.optional("stationType", \.stationType)
    s.optional("seaLevelPressure", \.seaLevelPressure)
    s.optional("preciseTemperature", \.preciseTemperature)
    s.optional("preciseDewPoint", \.preciseDewPoint)
    s.optional("peakWind", \.peakWind)
    s.optional("windShift", \.windShift)
    s.optional("sixHourMaximumTemperature", \.sixHourMaximumTemperature)
    s.optional("sixHourMinimumTemperature", \.sixHourMinimumTemperature)
    s.optional("twentyFourHourMaximumTemperature", \.twentyFourHourMaximumTemperature)
    s.optional("twentyFourHourMinimumTemperature", \.twentyFourHourMinimumTemperature)
    s.optional("pressureTendency", \.pressureTendency)
    s.optional("rapidPressureChange", \.rapidPressureChange)
    s.optional("hourlyPrecipitation", \.hourlyPrecipitation)
    s.optional("threeOrSixHourPrecipitation", \.threeOrSixHourPrecipitation)
    s.optional("twentyFourHourPrecipitation", \.twentyFourHourPrecipitation)
    s.optional("snowDepth", \.snowDepth)
    s.optional("snowWaterEquivalent", \.snowWaterEquivalent)
    s.optional("oneHourIceAccretion", \.oneHourIceAccretion)
    s.optional("threeHourIceAccretion", \.threeHourIceAccretion)
    s.optional("sixHourIceAccretion", \.sixHourIceAccretion)
    s.field("sensorOutages", \.sensorOutages)
    s.optional("visibilitySensorLocation", \.visibilitySensorLocation)
    s.optional("ceilingSensorLocation", \.ceilingSensorLocation)
    // Members that nearly always hold their defaults (`text` comes first).
    if s.block(
      ",\"needsMaintenance\":false,\"weatherEvents\":[],\"lightning\":[],\"phenomenonLocations\":[],\"localWinds\":[]",
      isDefault: { $0.holdsNoEvents })
    {
      s.field("needsMaintenance", \.needsMaintenance)
      s.array("weatherEvents", \.weatherEvents)
      s.array("lightning", \.lightning)
      s.array("phenomenonLocations", \.phenomenonLocations)
      s.array("localWinds", \.localWinds)
    }
    s.optional("densityAltitude", \.densityAltitude)
    s.optional("snowOnGroundCentimeters", \.snowOnGroundCentimeters)
    s.optional("variableVisibility", \.variableVisibility)
    s.optional("variableCeiling", \.variableCeiling)
    s.optional("towerVisibility", \.towerVisibility)
    s.optional("surfaceVisibility", \.surfaceVisibility)
    s.optional("variableSky", \.variableSky)
    s.optional("snowIncrease", \.snowIncrease)
    s.optional("correctionTime", \.correctionTime)
    if s.block(",\"indicators\":0,\"cloudTypes\":[]", isDefault: { $0.indicators.rawValue == 0 && $0.cloudTypes.isEmpty }) {
      s.field("indicators", \.indicators)
      s.array("cloudTypes", \.cloudTypes)
    }
    s.optional("cloudTypeCodes", \.cloudTypeCodes)
    s.optional("altimeter", \.altimeter)
    s.optional("qfe", \.qfe)
    s.optional("cloudBaseMeters", \.cloudBaseMeters)
    s.optional("reportedHumidity", \.reportedHumidity)
  }

  static var _recordBlank: Remarks { Remarks(text: "") }
  static var _schemaName: String? { "remarks" }
  static var _schemaDescription: String? { "The remarks after RMK: every group decoded, undecoded ones listed." }

  /// Whether no maintenance flag, weather event, lightning, phenomenon location or local wind
  /// was reported (nearly all remarks).
  private var holdsNoEvents: Bool {
    !needsMaintenance && weatherEvents.isEmpty && lightning.isEmpty && phenomenonLocations.isEmpty
      && localWinds.isEmpty
  }

  /// Decodes the form ``encode(to:)`` writes.
  public init(from decoder: any Decoder) throws { try self.init(_recordFrom: decoder) }
  /// Encodes every property under its own name, in declaration order; `nil` values left out,
  /// the option sets (``sensorOutages``, ``indicators``) as their bits.
  public func encode(to encoder: any Encoder) throws { try _encodeRecord(to: encoder) }
}

extension Remarks.StationType: _RecordCode {}
extension Remarks.RapidPressureChange: _RecordRawCode {}
extension Remarks.Lightning.Frequency: _RecordRawCode {}
extension Remarks.SensorOutages: _RecordInteger {}
extension Remarks.Indicators: _RecordInteger {}
extension Remarks.Lightning.Types: _RecordInteger {}
extension Remarks.PressureTendency.Character: _RecordInteger {}

extension Remarks.Time: _DescribedRecord {
  static func _describeRecord<S: _RecordSink<Self>>(into s: inout S) {
    s.optional("hour", \.hour)
    s.field("minute", \.minute)
  }

  static var _recordBlank: Remarks.Time { Remarks.Time(hour: nil, minute: 0) }
  static var _schemaName: String? { "remarkTime" }
  static var _schemaDescription: String? { "A time in a remark (UTC); hour absent when only minutes were reported." }

  /// Decodes the form ``encode(to:)`` writes.
  public init(from decoder: any Decoder) throws { try self.init(_recordFrom: decoder) }
  /// Encodes `{"hour", "minute"}`, `hour` left out when not reported.
  public func encode(to encoder: any Encoder) throws { try _encodeRecord(to: encoder) }
}

extension Remarks.PeakWind: _DescribedRecord {
  static func _describeRecord<S: _RecordSink<Self>>(into s: inout S) {
    s.field("direction", \.direction)
    s.field("speed", \.speed)
    s.field("time", \.time)
  }

  static var _recordBlank: Remarks.PeakWind {
    Remarks.PeakWind(direction: 0, speed: Speed(0, .knots), time: Remarks.Time._recordBlank)
  }

  /// Decodes the form ``encode(to:)`` writes.
  public init(from decoder: any Decoder) throws { try self.init(_recordFrom: decoder) }
  /// Encodes `{"direction", "speed", "time"}`.
  public func encode(to encoder: any Encoder) throws { try _encodeRecord(to: encoder) }
}

extension Remarks.WindShift: _DescribedRecord {
  static func _describeRecord<S: _RecordSink<Self>>(into s: inout S) {
    s.field("time", \.time)
    s.field("isFrontalPassage", \.isFrontalPassage)
  }

  static var _recordBlank: Remarks.WindShift { Remarks.WindShift(time: Remarks.Time._recordBlank) }

  /// Decodes the form ``encode(to:)`` writes.
  public init(from decoder: any Decoder) throws { try self.init(_recordFrom: decoder) }
  /// Encodes `{"time", "isFrontalPassage"}`.
  public func encode(to encoder: any Encoder) throws { try _encodeRecord(to: encoder) }
}

extension Remarks.PressureTendency: _DescribedRecord {
  static func _describeRecord<S: _RecordSink<Self>>(into s: inout S) {
    s.field("character", \.character)
    s.field("change", \.change)
  }

  static var _recordBlank: Remarks.PressureTendency { Remarks.PressureTendency(character: .steady, change: 0) }

  /// Decodes the form ``encode(to:)`` writes.
  public init(from decoder: any Decoder) throws { try self.init(_recordFrom: decoder) }
  /// Encodes `{"character", "change"}`, the character as its code figure.
  public func encode(to encoder: any Encoder) throws { try _encodeRecord(to: encoder) }
}

extension Remarks.PrecipitationAmount: _DescribedRecord {
  static func _describeRecord<S: _RecordSink<Self>>(into s: inout S) {
    s.optional("inches", \.inches)
  }

  static var _recordBlank: Remarks.PrecipitationAmount { Remarks.PrecipitationAmount(inches: nil) }
  static var _schemaName: String? { "precipitation" }
  static var _schemaDescription: String? {
    "An amount in inches; no inches when the station reported it indeterminate."
  }

  /// Decodes the form ``encode(to:)`` writes.
  public init(from decoder: any Decoder) throws { try self.init(_recordFrom: decoder) }
  /// Encodes `{"inches"}`, left out (`{}`) when indeterminate.
  public func encode(to encoder: any Encoder) throws { try _encodeRecord(to: encoder) }
}

extension Remarks.WeatherEvent: _DescribedRecord {
  static func _describeRecord<S: _RecordSink<Self>>(into s: inout S) {
    s.field("phenomenon", \.phenomenon)
    s.optional("began", \.began)
    s.optional("ended", \.ended)
  }

  static var _recordBlank: Remarks.WeatherEvent { Remarks.WeatherEvent(phenomenon: "") }

  /// Decodes the form ``encode(to:)`` writes.
  public init(from decoder: any Decoder) throws { try self.init(_recordFrom: decoder) }
  /// Encodes `{"phenomenon", "began", "ended"}`, the times left out when not reported.
  public func encode(to encoder: any Encoder) throws { try _encodeRecord(to: encoder) }
}

extension Remarks.Lightning: _DescribedRecord {
  static func _describeRecord<S: _RecordSink<Self>>(into s: inout S) {
    s.optional("frequency", \.frequency)
    s.field("types", \.types)
    s.optional("location", \.location)
  }

  static var _recordBlank: Remarks.Lightning { Remarks.Lightning() }

  /// Decodes the form ``encode(to:)`` writes.
  public init(from decoder: any Decoder) throws { try self.init(_recordFrom: decoder) }
  /// Encodes `{"frequency", "types", "location"}`, the types as their bits; `nil` values left out.
  public func encode(to encoder: any Encoder) throws { try _encodeRecord(to: encoder) }
}

extension Remarks.PhenomenonLocation: _DescribedRecord {
  static func _describeRecord<S: _RecordSink<Self>>(into s: inout S) {
    s.field("phenomenon", \.phenomenon)
    s.optional("location", \.location)
    s.optional("movement", \.movement)
  }

  static var _recordBlank: Remarks.PhenomenonLocation { Remarks.PhenomenonLocation(phenomenon: "") }

  /// Decodes the form ``encode(to:)`` writes.
  public init(from decoder: any Decoder) throws { try self.init(_recordFrom: decoder) }
  /// Encodes `{"phenomenon", "location", "movement"}`; `nil` values left out.
  public func encode(to encoder: any Encoder) throws { try _encodeRecord(to: encoder) }
}

extension Remarks.LocalWind: _DescribedRecord {
  static func _describeRecord<S: _RecordSink<Self>>(into s: inout S) {
    s.field("location", \.location)
    s.field("wind", \.wind)
  }

  static var _recordBlank: Remarks.LocalWind {
    Remarks.LocalWind(location: "", wind: Wind(direction: .missing, speed: nil))
  }

  /// Decodes the form ``encode(to:)`` writes.
  public init(from decoder: any Decoder) throws { try self.init(_recordFrom: decoder) }
  /// Encodes `{"location", "wind"}`.
  public func encode(to encoder: any Encoder) throws { try _encodeRecord(to: encoder) }
}

extension Remarks.VariableRange: _DescribedRecord {
  static func _describeRecord<S: _RecordSink<Self>>(into s: inout S) {
    s.field("minimum", \.minimum)
    s.field("maximum", \.maximum)
  }

  static var _recordBlank: Remarks.VariableRange {
    Remarks.VariableRange(minimum: Distance(0, .feet), maximum: Distance(0, .feet))
  }

  /// Decodes the form ``encode(to:)`` writes.
  public init(from decoder: any Decoder) throws { try self.init(_recordFrom: decoder) }
  /// Encodes `{"minimum", "maximum"}`.
  public func encode(to encoder: any Encoder) throws { try _encodeRecord(to: encoder) }
}

extension Remarks.VariableSky: _DescribedRecord {
  static func _describeRecord<S: _RecordSink<Self>>(into s: inout S) {
    s.field("from", \.from)
    s.field("to", \.to)
    s.optional("height", \.height)
  }

  static var _recordBlank: Remarks.VariableSky { Remarks.VariableSky(from: "", to: "") }

  /// Decodes the form ``encode(to:)`` writes.
  public init(from decoder: any Decoder) throws { try self.init(_recordFrom: decoder) }
  /// Encodes `{"from", "to", "height"}`, `height` left out when not given.
  public func encode(to encoder: any Encoder) throws { try _encodeRecord(to: encoder) }
}

extension Remarks.SnowIncrease: _DescribedRecord {
  static func _describeRecord<S: _RecordSink<Self>>(into s: inout S) {
    s.field("pastHour", \.pastHour)
    s.field("onGround", \.onGround)
  }

  static var _recordBlank: Remarks.SnowIncrease { Remarks.SnowIncrease(pastHour: 0, onGround: 0) }

  /// Decodes the form ``encode(to:)`` writes.
  public init(from decoder: any Decoder) throws { try self.init(_recordFrom: decoder) }
  /// Encodes `{"pastHour", "onGround"}`.
  public func encode(to encoder: any Encoder) throws { try _encodeRecord(to: encoder) }
}

extension Remarks.CloudTypeAmount: _DescribedRecord {
  static func _describeRecord<S: _RecordSink<Self>>(into s: inout S) {
    s.field("type", \.type)
    s.field("oktas", \.oktas)
    s.optional("height", \.height)
  }

  static var _recordBlank: Remarks.CloudTypeAmount { Remarks.CloudTypeAmount(type: "", oktas: 0) }

  /// Decodes the form ``encode(to:)`` writes.
  public init(from decoder: any Decoder) throws { try self.init(_recordFrom: decoder) }
  /// Encodes `{"type", "oktas", "height"}`, `height` left out when not given.
  public func encode(to encoder: any Encoder) throws { try _encodeRecord(to: encoder) }
}

extension Remarks.CloudTypeCodes: _DescribedRecord {
  static func _describeRecord<S: _RecordSink<Self>>(into s: inout S) {
    s.optional("low", \.low)
    s.optional("middle", \.middle)
    s.optional("high", \.high)
  }

  static var _recordBlank: Remarks.CloudTypeCodes { Remarks.CloudTypeCodes(low: nil, middle: nil, high: nil) }

  /// Decodes the form ``encode(to:)`` writes.
  public init(from decoder: any Decoder) throws { try self.init(_recordFrom: decoder) }
  /// Encodes `{"low", "middle", "high"}`, each left out when not observable.
  public func encode(to encoder: any Encoder) throws { try _encodeRecord(to: encoder) }
}

extension Remarks.StationPressure: _DescribedRecord {
  static func _describeRecord<S: _RecordSink<Self>>(into s: inout S) {
    s.field("millimetersOfMercury", \.millimetersOfMercury)
    s.optional("hectopascals", \.hectopascals)
  }

  static var _recordBlank: Remarks.StationPressure { Remarks.StationPressure(millimetersOfMercury: 0) }

  /// Decodes the form ``encode(to:)`` writes.
  public init(from decoder: any Decoder) throws { try self.init(_recordFrom: decoder) }
  /// Encodes `{"millimetersOfMercury", "hectopascals"}`, `hectopascals` left out when not reported.
  public func encode(to encoder: any Encoder) throws { try _encodeRecord(to: encoder) }
}

/// A value the record writes as its integer `rawValue`: an option set's bits, a code figure.
protocol _RecordInteger: _RecordValue, RawRepresentable where RawValue: FixedWidthInteger {}

extension _RecordInteger {
  @inline(__always)
  static func _writeRecord(_ value: Self, to writer: inout _JSONWriter) { writer.int(Int(value.rawValue)) }

  @inline(__always)
  static func _writeRecordMember(_ name: StaticString, _ value: Self, to writer: inout _JSONWriter) {
    writer.member(name, Int(value.rawValue))
  }

  static var _recordSchema: _JSONValue { .nonNegativeInteger }
}

// The remarks as a METAR holds them, boxed: written, encoded and decoded as `Remarks`.
extension _RemarksBox: _RecordValue {
  @inline(__always)
  static func _writeRecord(_ value: _RemarksBox, to writer: inout _JSONWriter) {
    // In place: `value.value` would copy the ~800-byte remarks first.
    value.withValue { Remarks._writeRecord(at: $0, to: &writer) }
  }
  static var _recordSchema: _JSONValue { Remarks._recordSchema }

  convenience init(from decoder: any Decoder) throws { self.init(try Remarks(from: decoder)) }
  func encode(to encoder: any Encoder) throws { try value.encode(to: encoder) }
}
