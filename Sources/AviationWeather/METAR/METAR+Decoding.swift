extension METAR {
  /// Decodes a METAR or SPECI.
  ///
  /// - Parameters:
  ///   - text: One report, with or without the leading `METAR`/`SPECI` word and trailing `=`.
  ///   - options: ``DecodingOptions/lenient`` (default) keeps unknown tokens in ``unparsed``;
  ///     ``DecodingOptions/strict`` throws on the first one.
  /// - Throws: ``DecodeError`` for empty input, input that is not a report, or (strict) an unknown token.
  public init(_ text: String, options: DecodingOptions = .lenient) throws(DecodeError) {
    self.init(raw: text, station: "")
    // Decode straight into `self`: a METAR is a few hundred bytes, and copying it is the
    // largest cost of a decode after the decoding itself. Keep it so: `RecordStream` (every
    // `wxparse` report) decodes through here, and routing through an intermediate value cost
    // about 4% of `wxparse --json`'s instructions. `self` goes to `_decode` as an `inout`
    // argument: a closure here that captured `self` (or a local `var`) itself made the compiler
    // copy the whole value out of the capture and destroy the original (a retain and a release
    // of every field, per report); a closure that captures an `inout` parameter does not.
    try Self._decode(text, options: options, into: &self)
  }

  /// Decodes `text` into `metar` (an empty report of ``init(raw:kind:station:)``), in place.
  static func _decode(_ text: String, options: DecodingOptions, into metar: inout METAR) throws(DecodeError) {
    try withUTF8Bytes(of: text) { (bytes) throws(DecodeError) in
      var parser = METARParser(buffer: bytes, raw: text, options: options)
      try parser.parse(into: &metar)
    }
  }

  /// Decodes a METAR from UTF-8 bytes (invalid UTF-8 is kept, repaired, in ``raw``).
  public init(utf8 bytes: [UInt8], options: DecodingOptions = .lenient) throws(DecodeError) {
    try self.init(String(decoding: bytes, as: UTF8.self), options: options)
  }
}
