/// One report cut out of the input by a ``ReportSplitter``: a view of its bytes, valid only
/// during the call that hands it out.
///
/// Not `Sendable`: its bytes belong to the splitter and change once the call returns; copy them
/// (`Array(report.bytes)`, `String(decoding: report.bytes, as: UTF8.self)`) to keep them.
package struct SplitReport {
  /// The input line the report starts on (1-based, as counted by the caller).
  package var line: Int
  /// The report's bytes: lines of a folded report are joined with one space; leading and
  /// trailing whitespace is removed; a `=` that ends the report is kept.
  /// For a report cut at ``ReportSplitter/maximumJoinedLength``, the bytes kept before the cut.
  package var bytes: UnsafeBufferPointer<UInt8>
  /// True when the lines of a folded report added up to more than
  /// ``ReportSplitter/maximumJoinedLength``: not a report; its later lines were skipped.
  package var isTooLong: Bool
  /// The report's kind, told once by its header (the rule of ``ReportKind``).
  package var kind: ReportKind

  /// A report starting on input line `line`, of `kind`.
  package init(line: Int, bytes: UnsafeBufferPointer<UInt8>, isTooLong: Bool = false, kind: ReportKind) {
    self.line = line
    self.bytes = bytes
    self.isTooLong = isTooLong
    self.kind = kind
  }
}

@available(*, unavailable, message: "A SplitReport's bytes are valid only during the call that hands it out")
extension SplitReport: Sendable {}
