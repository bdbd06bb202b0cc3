// `WeatherConditions`' record form, described once: `Codable`, the schema (`conditions` under
// `$defs`) and the Arrow columns and rows read it. The fast JSON writer
// (`_JSONWriter.conditions(_:)`) is written by hand in the same order: through the description's
// sink the conditions were copied for every one written. `RecordDescriptionTests` checks it
// against the description.

extension WeatherConditions: _DescribedRecord {
  // Inlined into each sink's caller, as `METAR`'s (`METAR+Record.swift`).
  @inline(__always)
  static func _describeRecord<S: _RecordSink<Self>>(into s: inout S) {
    s.optional("wind", \.wind)
    s.optional("visibility", \.visibility)
    s.optional("minimumVisibility", \.minimumVisibility)
    s.array("weather", \.weather)
    s.array("sky", \.sky)
    // Nearly always at their defaults; `weather` always comes before, so they follow a comma.
    if s.block(
      ",\"isCAVOK\":false,\"isNoSignificantWeather\":false,\"windShear\":[]",
      isDefault: { !$0.isCAVOK && !$0.isNoSignificantWeather && $0.windShear.isEmpty })
    {
      s.field("isCAVOK", \.isCAVOK)
      s.field("isNoSignificantWeather", \.isNoSignificantWeather)
      s.array("windShear", \.windShear)
    }
  }

  @inline(__always)
  static func _writeRecord(_ value: WeatherConditions, to writer: inout _JSONWriter) { writer.conditions(value) }

  @inline(__always)
  static func _writeRecordMember<Root>(
    _ name: StaticString, of root: inout Root, _ path: WritableKeyPath<Root, WeatherConditions>, comma: Bool,
    to writer: inout _JSONWriter
  ) {
    _writeRecordMember(name, of: &root, path, comma: comma, to: &writer) { $0.conditions(inPlace: &$1) }
  }

  static var _recordBlank: WeatherConditions { WeatherConditions() }
  static var _schemaName: String? { "conditions" }

  /// Decodes the record form ``encode(to:)`` writes.
  public init(from decoder: any Decoder) throws { try self.init(_recordFrom: decoder) }

  /// Encodes `wind`, `visibility`, `minimumVisibility` (each left out when absent), `weather`,
  /// `sky`, `isCAVOK`, `isNoSignificantWeather` and `windShear`.
  public func encode(to encoder: any Encoder) throws { try _encodeRecord(to: encoder) }
}
