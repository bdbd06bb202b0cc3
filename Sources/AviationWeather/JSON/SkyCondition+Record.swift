// `SkyCondition`'s record form, described once: the fast writer, `Codable` and the schema read it.

extension SkyCondition: _DescribedRecord {
  // Inlined into each sink's caller (as `METAR`'s).
  @inline(__always)
  static func _describeRecord<S: _RecordSink<Self>>(into s: inout S) {
    s.field("cover", \.cover)
    s.optional("heightFeet", \.heightFeet)
    s.optional("cloudType", \.cloudType, schema: .type("string"))
  }

  static var _recordBlank: SkyCondition { SkyCondition(cover: .missing) }
  static var _schemaName: String? { "skyCondition" }

  /// Decodes `{"cover", "heightFeet", "cloudType"}` (the form ``encode(to:)`` writes).
  public init(from decoder: any Decoder) throws { try self.init(_recordFrom: decoder) }

  /// Encodes `{"cover", "heightFeet", "cloudType"}`, absent values left out.
  public func encode(to encoder: any Encoder) throws { try _encodeRecord(to: encoder) }
}
