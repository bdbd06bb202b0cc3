/// The record of a report that could not be decoded (`wxparse --json`): where it was, its
/// text, and why, as one line of the record format (``RecordFormat``, `kind` `"error"`).
public struct ErrorRecord: Sendable, Hashable, Codable {
  /// Where the report was: the record's `file` (only when known) and `line`, as the stream that
  /// read the report (``RecordStream``) knows them.
  public var source: RecordSource
  /// The input file (``source``'s), as the reader named it (`nil` for standard input).
  public var file: String? {
    get { source.file }
    set { source.file = newValue }
  }
  /// The input line the report starts on, 1-based (``source``'s).
  public var line: Int {
    get { source.line }
    set { source.line = newValue }
  }
  /// The report text.
  public var raw: String
  /// Why it could not be decoded, in plain English.
  public var error: String
  /// The reason as a stable code: a ``DecodeError/Code`` (`notAWeatherReport`,
  /// `unexpectedToken`, …), a ``DecodeWarning/Code`` (`wxparse --strict` rejects a report with a
  /// warning) or one of the reader's (`lineTooLong`, `reportTooLong`, `noTimeline`, `timelineTooLarge`,
  /// `jsonEncoding`).
  public var code: String
  /// Byte offset of the offending token in ``raw``.
  public var offset: Int

  /// Creates an error record for the report at `source`.
  public init(source: RecordSource, raw: String, error: String, code: String, offset: Int) {
    self.source = source
    self.raw = raw
    self.error = error
    self.code = code
    self.offset = offset
  }

  /// Creates an error record for the report on line `line` of `file`.
  public init(file: String?, line: Int, raw: String, error: String, code: String, offset: Int) {
    self.init(source: RecordSource(file: file, line: line), raw: raw, error: error, code: code, offset: offset)
  }

  private enum CodingKeys: String, CodingKey { case schemaVersion, kind, file, line, raw, error, code, offset }

  /// Decodes an `error` record; another `kind` or a newer `schemaVersion` throws
  /// `DecodingError.dataCorrupted`.
  public init(from decoder: any Decoder) throws {
    let c = try decoder.container(keyedBy: CodingKeys.self)
    try c.checkSchemaVersion(forKey: .schemaVersion)
    try c.checkKind(forKey: .kind, is: "error")
    self.init(
      file: try c.decodeIfPresent(String.self, forKey: .file), line: try c.decode(Int.self, forKey: .line),
      raw: try c.decode(String.self, forKey: .raw), error: try c.decode(String.self, forKey: .error),
      code: try c.decode(String.self, forKey: .code), offset: try c.decode(Int.self, forKey: .offset))
  }

  /// Encodes `schemaVersion`, `kind` (`"error"`), then the members in order (`file` only when
  /// known).
  public func encode(to encoder: any Encoder) throws {
    var c = encoder.container(keyedBy: CodingKeys.self)
    try c.encode(RecordFormat.schemaVersion, forKey: .schemaVersion)
    try c.encode("error", forKey: .kind)
    try c.encodeIfPresent(file, forKey: .file)
    try c.encode(line, forKey: .line)
    try c.encode(raw, forKey: .raw)
    try c.encode(error, forKey: .error)
    try c.encode(code, forKey: .code)
    try c.encode(offset, forKey: .offset)
  }
}
