// The record format's leaf values: numbers, text, flags, measurements, day-times and codes, each
// with its fast form, its `Codable` form (the type's own) and its schema.

import Foundation

extension Int: _RecordValue {
  @inline(__always)
  static func _writeRecord(_ value: Int, to writer: inout _JSONWriter) { writer.int(value) }
  @inline(__always)
  static func _writeRecordMember(_ name: StaticString, _ value: Int, comma: Bool, to writer: inout _JSONWriter) {
    writer.member(name, value, comma: comma)
  }
  static var _recordSchema: _JSONValue { .type("integer") }
}

extension Double: _RecordValue {
  @inline(__always)
  static func _writeRecord(_ value: Double, to writer: inout _JSONWriter) { writer.double(value) }
  @inline(__always)
  static func _writeRecordMember(_ name: StaticString, _ value: Double, comma: Bool, to writer: inout _JSONWriter) {
    writer.member(name, value, comma: comma)
  }
  static var _recordSchema: _JSONValue { .type("number") }
}

extension Bool: _RecordValue {
  @inline(__always)
  static func _writeRecord(_ value: Bool, to writer: inout _JSONWriter) { writer.bool(value) }
  @inline(__always)
  static func _writeRecordMember(_ name: StaticString, _ value: Bool, comma: Bool, to writer: inout _JSONWriter) {
    writer.member(name, value, comma: comma)
  }
  static var _recordSchema: _JSONValue { .type("boolean") }
}

extension String: _RecordValue {
  @inline(__always)
  static func _writeRecord(_ value: String, to writer: inout _JSONWriter) { writer.string(value) }
  @inline(__always)
  static func _writeRecordMember(_ name: StaticString, _ value: String, comma: Bool, to writer: inout _JSONWriter) {
    writer.member(name, value, comma: comma)
  }
  /// A stored text member written where it is: read as a value it was retained and released.
  @inline(__always)
  static func _writeRecordMember<Root>(
    _ name: StaticString, of root: inout Root, _ path: WritableKeyPath<Root, String>, comma: Bool,
    to writer: inout _JSONWriter
  ) {
    _writeRecordMember(name, of: &root, path, comma: comma, to: &writer) { $0.string(inPlace: &$1) }
  }
  static var _recordSchema: _JSONValue { .type("string") }
}

/// A measure the record writes as `{"value":x,"unit":"u"}`, its unit's code a static string.
protocol _RecordMeasure: _RecordValue, _Measure where _Unit: _RecordUnit {}

/// A measure's unit, with its code (``rawValue``) as a static string (`_UnitJSONNames.swift`).
protocol _RecordUnit {
  /// The unit's code as a static string.
  var _jsonName: StaticString { get }
}

extension _RecordMeasure {
  @inline(__always)
  static func _writeRecord(_ value: Self, to writer: inout _JSONWriter) {
    writer.measurement(value.value, unit: value.unit._jsonName)
  }
  @inline(__always)
  static func _writeRecordMember(_ name: StaticString, _ value: Self, comma: Bool, to writer: inout _JSONWriter) {
    writer.measurement(value.value, unit: value.unit._jsonName, key: name, comma: comma)
  }
}

extension Speed: _RecordMeasure {
  static var _recordSchema: _JSONValue { .ref("speed") }
}

extension Distance: _RecordMeasure {
  static var _recordSchema: _JSONValue { .ref("distance") }
}

extension Temperature: _RecordMeasure {
  static var _recordSchema: _JSONValue { .ref("temperature") }
}

// Written with its value in hectopascals beside it (`_JSONWriter.pressure`).
extension Pressure: _RecordValue {
  @inline(__always)
  static func _writeRecord(_ value: Pressure, to writer: inout _JSONWriter) { writer.pressure(value) }
  @inline(__always)
  static func _writeRecordMember(_ name: StaticString, _ value: Pressure, comma: Bool, to writer: inout _JSONWriter) {
    writer.pressure(
      value.value, unit: value.unit._jsonName, hectopascals: value.recordHectopascals, key: name, comma: comma)
  }
  static var _recordSchema: _JSONValue { .ref("pressure") }
}

extension DayTime: _RecordValue {
  @inline(__always)
  static func _writeRecord(_ value: DayTime, to writer: inout _JSONWriter) { writer.dayTime(value) }
  @inline(__always)
  static func _writeRecordMember(_ name: StaticString, _ value: DayTime, comma: Bool, to writer: inout _JSONWriter) {
    writer.dayTime(day: value.day, hour: value.hour, minute: value.minute, key: name, comma: comma)
  }
  static var _recordSchema: _JSONValue { .ref("dayTime") }
}

/// An enumeration the record writes as its code (its `rawValue`, which `_jsonName` spells as a
/// static string).
protocol _RecordCode: _RecordValue, CaseIterable, RawRepresentable where RawValue == String {
  /// ``rawValue`` as a static string.
  var _jsonName: StaticString { get }
}

extension _RecordCode {
  @inline(__always)
  static func _writeRecord(_ value: Self, to writer: inout _JSONWriter) {
    writer.literal("\"", value._jsonName, "\"")
  }

  @inline(__always)
  static func _writeRecordMember(_ name: StaticString, _ value: Self, comma: Bool, to writer: inout _JSONWriter) {
    writer.member(name, static: value._jsonName, comma: comma)
  }

  /// Every code, in declaration order.
  static var _recordSchema: _JSONValue { .enumOf(allCases.map(\.rawValue)) }
}

extension SkyCover: _RecordCode {}
extension CloudType: _RecordCode {}
