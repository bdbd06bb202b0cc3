/// Where a record's report was read: the input file and the line it starts on.
///
/// A record stream (``RecordStream``) knows it, a decoded report does not: the stream adds it to
/// the records it writes (an error record's `file` and `line`, a timeline record's `line`) and
/// to its diagnostics.
public struct RecordSource: Sendable, Hashable, Codable {
  /// The input file, as the reader named it (`nil` for standard input or an unnamed text).
  public var file: String?
  /// The input line the report starts on (1-based).
  public var line: Int

  /// The report starting on `line` of `file`.
  public init(file: String? = nil, line: Int) {
    self.file = file
    self.line = line
  }

  /// `line N` or `FILE, line N`, as diagnostics name the place.
  public var place: String {
    guard let file else { return "line \(line)" }
    return "\(file), line \(line)"
  }
}
