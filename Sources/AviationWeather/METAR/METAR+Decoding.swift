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
    // about 4% of `wxparse --json`'s instructions.
    try withUTF8Bytes(of: text) { (bytes) throws(DecodeError) in
      var parser = METARParser(buffer: bytes, raw: text, options: options)
      try parser.parse(into: &self)
    }
  }

  /// Decodes a METAR from UTF-8 bytes (invalid UTF-8 is kept, repaired, in ``raw``).
  public init(utf8 bytes: [UInt8], options: DecodingOptions = .lenient) throws(DecodeError) {
    try self.init(String(decoding: bytes, as: UTF8.self), options: options)
  }
}
