import Foundation

/// Cuts input lines into reports, one at a time, holding nothing but the report being built;
/// tells each report's ``ReportKind`` once.
///
/// Rules, in order, for each line (without its line ending):
/// - A blank line (only spaces, tabs, CR, VT, FF) ends the report being built.
/// - The data API's CSV cache preamble (`No errors`, `No warnings`, `171 ms`,
///   `data source=metars`, `300 results`) is skipped at the start of an input, and a
///   `raw_text,…` column header switches the input to CSV: each later row is one report,
///   its first column (quotes allowed).
/// - A line that starts with whitespace continues the report being built (TAF change groups
///   on their own lines), unless it starts like a report itself (`METAR`, `SPECI` or `TAF`
///   word, or a station identifier followed by a `DDHHMMZ` time).
/// - A line that starts with a TAF change group (`FMddhhmm`, `BECMG`, `TEMPO`, `INTER`, `PROBnn`,
///   as the TAF decoder reads them) continues the TAF being built, indented or not.
/// - A line holding only a header (`TAF`, `TAF AMD`, `TAF COR`, `METAR`, `SPECI`) starts a
///   report that the next line joins, unless that line starts with a report-type word itself
///   (bulletin layout).
/// - Any other line starts a new report.
/// - A `=` ends a report; text after it on the same line starts the next one. A `=` with
///   nothing before it (`==`, a line holding only `=`) ends the report being built, if any,
///   and is otherwise ignored.
/// - A report longer than ``maximumJoinedLength``, one line or lines folded together, is handed
///   out flagged (``ReportText/isTooLong``) holding only what came before the cut; the rest of
///   its line and its later continuation lines are skipped. Decoding, records and timelines are
///   bounded by that length, whatever the input.
///
/// A report is handed out when the next report starts, when the input ends (`finish`),
/// or at its closing `=`; a reader calls `finish` too when input stalls for
/// `stallMilliseconds`, so a slow pipe still sees reports promptly.
///
/// ```swift
/// let reports = ReportSplitter.reports(in: text.utf8)  // [ReportText], in input order
/// ```
///
/// ``reports(in:)`` cuts a whole text's lines and copies the reports out; a stream of lines
/// goes through `RecordStream`, which cuts, decodes and writes records as the lines come.
/// (The line-by-line API over buffer pointers, `push(_:lineNumber:_:)` and `finish(_:)`, is
/// `package`: the views it hands out are valid only during the call.)
public struct ReportSplitter: Sendable {
  /// The report being built (empty when none).
  private var pending = _ReportBytes(capacity: 1024)
  /// The line the pending report started on.
  private var pendingLine = 0
  /// The pending report's kind, once its header tells (`nil` before, and when none is pending).
  private var pendingKind: ReportKind?
  /// True once a `raw_text,` header line has been seen: each later line is a CSV row.
  public private(set) var isCSV = false
  /// True until the first report (or CSV header) of the input.
  private var atStart = true
  /// True once the pending report went over ``maximumJoinedLength``: further text is skipped.
  private var pendingIsTooLong = false

  /// The longest report kept, one line or lines folded together (64 KiB; real TAFs are under
  /// 3 KB, real METARs under 1 KB).
  public static let maximumJoinedLength = _maximumReportLength

  /// How long a reader waits for more input before handing out the pending report (`nil`
  /// when there is none): a TAF waits 2 s, as its change groups may follow a second apart;
  /// anything else 200 ms; a report closed by `=` is complete and goes at once.
  package var stallMilliseconds: Int? {
    guard let last = pending.last else { return nil }
    if last == asciiEquals { return 0 }
    return pendingKind == .taf ? 2000 : 200
  }

  /// A splitter at the start of an input.
  public init() {}

  /// Whether a report is being built and would be handed out by `finish`.
  public var hasPending: Bool { !pending.isEmpty }

  /// Takes one input line (without its line ending) and hands out the reports it completes.
  ///
  /// - Parameters:
  ///   - line: The line's bytes, without LF or CR.
  ///   - lineNumber: The line's number in the input (1-based), carried by the reports it starts.
  ///   - emit: Called with each report completed, in input order; its bytes are valid only
  ///     during the call.
  package mutating func push(
    _ line: UnsafeBufferPointer<UInt8>, lineNumber: Int, _ emit: (SplitReport) throws -> Void
  ) rethrows {
    var start = 0
    var end = line.count
    while end > start, line[end - 1].isLineBlank { end -= 1 }
    while start < end, line[start].isLineBlank { start += 1 }
    if start == end {
      try finish(emit)
      return
    }
    let content = UnsafeBufferPointer(rebasing: line[start..<end])
    if isCSV {
      if ReportSplitter.isCSVHeaderOrPreamble(content) { return }
      try finish(emit)
      try ReportSplitter.emitCSVRow(content, lineNumber: lineNumber, emit)
      return
    }
    if atStart && pending.isEmpty {
      if ReportSplitter.isCSVHeader(content) {
        isCSV = true
        atStart = false
        return
      }
      if ReportSplitter.isCSVPreamble(content) { return }
    }
    atStart = false
    if !continues(content, indented: start > 0) { try finish(emit) }
    try appendSegments(content, lineNumber: lineNumber, emit)
  }

  /// Hands out the report being built, if any.
  ///
  /// Call it at the end of the input, and when the input stalls (`stallMilliseconds`).
  @inline(__always)
  package mutating func finish(_ emit: (SplitReport) throws -> Void) rethrows {
    guard !pending.isEmpty else { return }
    let isTooLong = pendingIsTooLong
    // The header told the kind while lines were joined; the whole report settles an old-form
    // TAF validity that may be a METAR time without its `Z`.
    let kind = pendingKind == .taf ? pending.withBytesInPlace { ReportKind.decide($0, header: .taf) } : pendingKind ?? .metar
    defer {
      pending.removeAll(keepingCapacity: pending.capacity <= ReportSplitter.maximumJoinedLength * 2)
      pendingIsTooLong = false
      pendingKind = nil
    }
    let line = pendingLine
    try pending.withBytesInPlace { bytes in
      try emit(SplitReport(line: line, bytes: bytes, isTooLong: isTooLong, kind: kind))
    }
  }

  /// Whether the line `content` (trimmed) joins the pending report.
  private mutating func continues(_ content: UnsafeBufferPointer<UInt8>, indented: Bool) -> Bool {
    guard !pending.isEmpty else { return false }
    // `=` cannot start a report: it closes the pending one.
    if content.first == asciiEquals { return true }
    let isTAF = pendingKind == .taf
    return pending.withBytesInPlace { pending in
      if ReportSplitter.isHeaderOnly(pending) { return !ReportSplitter.startsWithReportWord(content) }
      if indented && !ReportSplitter.startsLikeAReport(content) { return true }
      return isTAF && ReportSplitter.startsWithChangeGroup(content)
    }
  }

  /// Appends `content` to the pending report, cutting it at each `=`.
  private mutating func appendSegments(
    _ content: UnsafeBufferPointer<UInt8>, lineNumber: Int, _ emit: (SplitReport) throws -> Void
  ) rethrows {
    var index = 0
    let count = content.count
    while index < count {
      var segmentEnd = count
      if let base = content.baseAddress, let found = memchr(base + index, Int32(asciiEquals), count - index) {
        segmentEnd = base.distance(to: found.assumingMemoryBound(to: UInt8.self))
      }
      let ended = segmentEnd < count
      if ended { segmentEnd += 1 }  // keep the `=`
      var segmentStart = index
      while segmentStart < segmentEnd, content[segmentStart].isLineBlank { segmentStart += 1 }
      if segmentStart < segmentEnd && content[segmentStart] == asciiEquals {
        // An empty segment (`==`, a lone `=`): it closes the pending report, if any.
        if !pending.isEmpty && !pendingIsTooLong { pending.append(asciiEquals) }
      } else if segmentStart < segmentEnd {
        let segment = UnsafeBufferPointer(rebasing: content[segmentStart..<segmentEnd])
        if pending.isEmpty {
          pendingLine = lineNumber
          if segment.count > ReportSplitter.maximumJoinedLength {
            pending.append(contentsOf: UnsafeBufferPointer(rebasing: segment.prefix(ReportSplitter.maximumJoinedLength)))
            pendingIsTooLong = true
          } else {
            pending.append(contentsOf: segment)
          }
          tellPendingKind()
        } else if pendingIsTooLong || pending.count + 1 + segment.count > ReportSplitter.maximumJoinedLength {
          pendingIsTooLong = true
        } else {
          pending.append(asciiSpace)
          pending.append(contentsOf: segment)
          tellPendingKind()
        }
      }
      if ended { try finish(emit) }
      index = segmentEnd
    }
  }

  /// Tells the pending report's kind, unless its header told already. Appending keeps the
  /// tokens read so far (a segment joins after a space), so a kind once told stays.
  @inline(__always)
  private mutating func tellPendingKind() {
    guard pendingKind == nil else { return }
    pendingKind = pending.withBytesInPlace { ReportKind.detect($0) }
  }
}
