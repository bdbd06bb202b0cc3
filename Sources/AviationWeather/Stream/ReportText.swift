/// One report cut out of a whole text by ``ReportSplitter/reports(in:)``, copied out.
public struct ReportText: Sendable, Hashable, CustomStringConvertible {
  /// The report: lines of a folded report joined with one space, leading and trailing
  /// whitespace removed, a closing `=` kept (invalid UTF-8 is replaced by U+FFFD).
  public var text: String
  /// The input line the report starts on (1-based).
  public var line: Int
  /// The report's kind, told by its header (the rule of ``ReportKind``).
  public var kind: ReportKind
  /// True when the lines of a folded report added up to more than
  /// ``ReportSplitter/maximumJoinedLength``: not a report; ``text`` holds what came before the cut.
  public var isTooLong: Bool

  /// A report of `kind` starting on input line `line`.
  public init(text: String, line: Int, kind: ReportKind, isTooLong: Bool = false) {
    self.text = text
    self.line = line
    self.kind = kind
    self.isTooLong = isTooLong
  }

  /// The report's text.
  public var description: String { text }
}
