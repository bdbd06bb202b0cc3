// Groups not yet described member by member: each is a leaf of the descriptions that hold it,
// written by its hand-written writer, with its schema under `$defs`.

extension Wind: _RecordValue {
  @inline(__always)
  static func _writeRecord(_ value: Wind, to writer: inout _JSONWriter) { writer.wind(value) }
  static var _recordSchema: _JSONValue { .ref("wind") }
}

extension WindShear: _RecordValue {
  @inline(__always)
  static func _writeRecord(_ value: WindShear, to writer: inout _JSONWriter) { writer.windShear(value) }
  static var _recordSchema: _JSONValue { .ref("windShear") }
}

extension WeatherGroup: _RecordValue {
  @inline(__always)
  static func _writeRecord(_ value: WeatherGroup, to writer: inout _JSONWriter) { writer.weatherGroup(value) }
  static var _recordSchema: _JSONValue { .ref("weatherGroup") }
}

extension Trend.Kind: _RecordRawCode {}

/// An enumeration the record writes as its `rawValue` text (rare values: no static name).
protocol _RecordRawCode: _RecordValue, CaseIterable, RawRepresentable where RawValue == String {}

extension _RecordRawCode {
  @inline(__always)
  static func _writeRecord(_ value: Self, to writer: inout _JSONWriter) { writer.string(value.rawValue) }

  @inline(__always)
  static func _writeRecordMember(_ name: StaticString, _ value: Self, comma: Bool, to writer: inout _JSONWriter) {
    writer.member(name, value.rawValue, comma: comma)
  }

  /// Every code, in declaration order.
  static var _recordSchema: _JSONValue { .enumOf(allCases.map(\.rawValue)) }
}

extension RepairedToken.Reason: _RecordRawCode {}
extension RunwayVisualRange.Tendency: _RecordRawCode {}
extension ValueQualifier: _RecordCode {}
extension TemperatureForecast.Kind: _RecordCode {}
