import AviationWeather

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// One report cut out of the input.
struct SplitReport {
  /// The input line the report starts on (1-based).
  var line: Int
  /// The report's bytes: lines of a folded report are joined with one space; leading and
  /// trailing whitespace is removed; a `=` that ends the report is kept.
  /// For a report cut at ``ReportSplitter/maximumJoinedLength``, the bytes kept before the cut.
  var bytes: UnsafeBufferPointer<UInt8>
  /// True when the lines of a folded report added up to more than
  /// ``ReportSplitter/maximumJoinedLength``: not a report; its later lines were skipped.
  var isTooLong = false
}

/// Cuts input lines into reports, one at a time, holding nothing but the report being built.
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
/// - A line that starts with a TAF change group (`FMddhhmm`, `BECMG`, `TEMPO`, `PROB30`,
///   `PROB40`, `INTER`) continues the TAF being built, indented or not.
/// - A line holding only a header (`TAF`, `TAF AMD`, `TAF COR`, `METAR`, `SPECI`) starts a
///   report that the next line joins, unless that line starts with a report-type word itself
///   (bulletin layout).
/// - Any other line starts a new report.
/// - A `=` ends a report; text after it on the same line starts the next one. A `=` with
///   nothing before it (`==`, a line holding only `=`) ends the report being built, if any,
///   and is otherwise ignored.
/// - A folded report longer than ``maximumJoinedLength`` is handed out flagged
///   (``SplitReport/isTooLong``) holding only what came before the cut; its later
///   continuation lines are skipped.
///
/// A report is handed out when the next report starts, when the input ends (``finish(_:)``),
/// or at its closing `=`; the reader calls ``finish(_:)`` too when input stalls for
/// ``stallMilliseconds``, so a slow pipe still sees records promptly.
struct ReportSplitter {
  /// The report being built (empty when none).
  private var pending: [UInt8] = []
  /// The line the pending report started on.
  private var pendingLine = 0
  /// True once a `raw_text,` header line has been seen.
  private(set) var isCSV = false
  /// True until the first report (or CSV header) of the input.
  private var atStart = true
  /// True once the pending report went over ``maximumJoinedLength``: further text is skipped.
  private var pendingIsTooLong = false

  /// The longest folded report kept (64 KiB; real TAFs are under 3 KB). A single line may be
  /// longer (up to ``LineReader/maximumLineLength``): the cap is on lines joined together.
  static let maximumJoinedLength = 1 << 16

  /// How long the reader waits for more input before handing out the pending report (`nil`
  /// when there is none): a TAF waits 2 s, as its change groups may follow a second apart;
  /// anything else 200 ms; a report closed by `=` is complete and goes at once.
  var stallMilliseconds: Int32? {
    guard let last = pending.last else { return nil }
    if last == asciiEquals { return 0 }
    return pending.withUnsafeBufferPointer { TAF.looksLikeTAF(utf8: $0) } ? 2000 : 200
  }

  init() {
    pending.reserveCapacity(1024)
  }

  /// Whether a report is being built and would be handed out by ``finish(_:)``.
  var hasPending: Bool { !pending.isEmpty }

  /// Takes one input line (without its line ending) and hands out the reports it completes.
  mutating func push(
    _ line: UnsafeBufferPointer<UInt8>, lineNumber: Int, _ emit: (SplitReport) throws -> Void
  ) rethrows {
    var start = 0
    var end = line.count
    while end > start, ReportSplitter.isBlank(line[end - 1]) { end -= 1 }
    while start < end, ReportSplitter.isBlank(line[start]) { start += 1 }
    if start == end {
      try finish(emit)
      return
    }
    let content = UnsafeBufferPointer(rebasing: line[start..<end])
    if isCSV {
      if ReportSplitter.isCSVHeaderOrPreamble(content) { return }
      try finish(emit)
      try emitCSVRow(content, lineNumber: lineNumber, emit)
      return
    }
    if atStart && pending.isEmpty {
      if ReportSplitter.startsWith(content, "raw_text,") {
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

  /// Whether the line `content` (trimmed) joins the pending report.
  private func continues(_ content: UnsafeBufferPointer<UInt8>, indented: Bool) -> Bool {
    guard !pending.isEmpty else { return false }
    // `=` cannot start a report: it closes the pending one.
    if content.first == asciiEquals { return true }
    return pending.withUnsafeBufferPointer { pending in
      if ReportSplitter.isHeaderOnly(pending) { return !ReportSplitter.startsWithReportWord(content) }
      if indented && !ReportSplitter.startsLikeAReport(content) { return true }
      return ReportSplitter.startsWithChangeGroup(content) && TAF.looksLikeTAF(utf8: pending)
    }
  }

  /// Hands out the report being built, if any.
  mutating func finish(_ emit: (SplitReport) throws -> Void) rethrows {
    guard !pending.isEmpty else { return }
    let isTooLong = pendingIsTooLong
    defer {
      pending.removeAll(keepingCapacity: pending.capacity <= ReportSplitter.maximumJoinedLength * 2)
      pendingIsTooLong = false
    }
    try pending.withUnsafeBufferPointer { bytes in
      try emit(SplitReport(line: pendingLine, bytes: bytes, isTooLong: isTooLong))
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
      while segmentStart < segmentEnd, ReportSplitter.isBlank(content[segmentStart]) { segmentStart += 1 }
      if segmentStart < segmentEnd && content[segmentStart] == asciiEquals {
        // An empty segment (`==`, a lone `=`): it closes the pending report, if any.
        if !pending.isEmpty && !pendingIsTooLong { pending.append(asciiEquals) }
      } else if segmentStart < segmentEnd {
        let segment = UnsafeBufferPointer(rebasing: content[segmentStart..<segmentEnd])
        if pending.isEmpty {
          pendingLine = lineNumber
          pending.append(contentsOf: segment)
        } else if pendingIsTooLong || pending.count + 1 + segment.count > ReportSplitter.maximumJoinedLength {
          pendingIsTooLong = true
        } else {
          pending.append(asciiSpace)
          pending.append(contentsOf: segment)
        }
      }
      if ended { try finish(emit) }
      index = segmentEnd
    }
  }

  /// Hands out the first column of a CSV row as one report.
  private func emitCSVRow(
    _ row: UnsafeBufferPointer<UInt8>, lineNumber: Int, _ emit: (SplitReport) throws -> Void
  ) rethrows {
    if row.first == asciiQuote {
      // A quoted field: `""` is a quote; the field ends at the lone closing quote.
      var field: [UInt8] = []
      var index = 1
      while index < row.count {
        let byte = row[index]
        if byte == asciiQuote {
          if index + 1 < row.count, row[index + 1] == asciiQuote {
            field.append(asciiQuote)
            index += 2
            continue
          }
          break
        }
        field.append(byte)
        index += 1
      }
      try field.withUnsafeBufferPointer { bytes in
        let trimmed = ReportSplitter.trimmed(bytes)
        try emit(SplitReport(line: lineNumber, bytes: trimmed))
      }
      return
    }
    var end = 0
    while end < row.count, row[end] != asciiComma { end += 1 }
    let field = ReportSplitter.trimmed(UnsafeBufferPointer(rebasing: row[0..<end]))
    try emit(SplitReport(line: lineNumber, bytes: field))
  }

  // MARK: - Byte classes and shapes

  /// Space, tab, CR, VT, FF: what counts as blank around and between lines.
  @inline(__always)
  static func isBlank(_ byte: UInt8) -> Bool {
    byte == asciiSpace || (byte >= 9 && byte <= 13)
  }

  /// `bytes` without leading and trailing blanks.
  static func trimmed(_ bytes: UnsafeBufferPointer<UInt8>) -> UnsafeBufferPointer<UInt8> {
    var start = 0
    var end = bytes.count
    while end > start, isBlank(bytes[end - 1]) { end -= 1 }
    while start < end, isBlank(bytes[start]) { start += 1 }
    return UnsafeBufferPointer(rebasing: bytes[start..<end])
  }

  static func startsWith(_ bytes: UnsafeBufferPointer<UInt8>, _ prefix: StaticString) -> Bool {
    let count = prefix.utf8CodeUnitCount
    guard bytes.count >= count else { return false }
    let p = prefix.utf8Start
    for i in 0..<count where bytes[i] != p[i] { return false }
    return true
  }

  static func equals(_ bytes: UnsafeBufferPointer<UInt8>, _ text: StaticString) -> Bool {
    bytes.count == text.utf8CodeUnitCount && startsWith(bytes, text)
  }

  /// The CSV column header line, or a preamble line (a second cache file concatenated on).
  static func isCSVHeaderOrPreamble(_ line: UnsafeBufferPointer<UInt8>) -> Bool {
    startsWith(line, "raw_text,") || isCSVPreamble(line)
  }

  /// A line of the data API CSV preamble: `No errors`, `No warnings`, `171 ms`,
  /// `data source=metars`, `300 results`.
  static func isCSVPreamble(_ line: UnsafeBufferPointer<UInt8>) -> Bool {
    if equals(line, "No errors") || equals(line, "No warnings") || startsWith(line, "data source=") {
      return true
    }
    // `<digits> ms` or `<digits> results`
    var index = 0
    while index < line.count, line[index] >= asciiZero, line[index] <= asciiNine { index += 1 }
    guard index > 0, index < line.count else { return false }
    let rest = UnsafeBufferPointer(rebasing: line[index...])
    return equals(rest, " ms") || equals(rest, " results")
  }

  /// The library tokenizer's separators: bytes up to space, `=`, DEL.
  @inline(__always)
  static func isSeparator(_ byte: UInt8) -> Bool {
    byte <= asciiSpace || byte == asciiEquals || byte == 0x7F
  }

  /// Whether `line` starts with a `METAR`, `SPECI` or `TAF` word.
  static func startsWithReportWord(_ line: UnsafeBufferPointer<UInt8>) -> Bool {
    withTokens(line) { tokens in
      guard let first = tokens.first else { return false }
      let word = UnsafeBufferPointer(rebasing: line[first])
      return equals(word, "TAF") || equals(word, "METAR") || equals(word, "SPECI")
    }
  }

  /// Whether `bytes` hold only a report header: `TAF`, `TAF AMD`, `TAF COR`, `METAR`, `SPECI`
  /// (anything over 32 bytes is not: the check runs on every line).
  static func isHeaderOnly(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
    guard bytes.count <= 32 else { return false }
    return withTokens(bytes) { tokens in
      guard let first = tokens.first, tokens.count <= 2 else { return false }
      let word = UnsafeBufferPointer(rebasing: bytes[first])
      if tokens.count == 1 { return equals(word, "TAF") || equals(word, "METAR") || equals(word, "SPECI") }
      let second = UnsafeBufferPointer(rebasing: bytes[tokens[1]])
      return equals(word, "TAF") && (equals(second, "AMD") || equals(second, "COR"))
    }
  }

  /// Whether `line` starts with a TAF change group, which never starts a report: `FMddhhmm`,
  /// `BECMG`, `TEMPO`, `PROB30`, `PROB40`, `INTER`.
  static func startsWithChangeGroup(_ line: UnsafeBufferPointer<UInt8>) -> Bool {
    guard let lead = line.first, lead == asciiF || lead == 0x42 || lead == 0x54 || lead == 0x50 || lead == 0x49 else {
      return false  // not F, B, T, P or I
    }
    return withTokens(line) { tokens in
      guard let first = tokens.first else { return false }
      let word = UnsafeBufferPointer(rebasing: line[first])
      if equals(word, "BECMG") || equals(word, "TEMPO") || equals(word, "INTER") { return true }
      if equals(word, "PROB30") || equals(word, "PROB40") { return true }
      return word.count == 8 && word[0] == asciiF && word[1] == asciiM && allDigits(word, 2..<8)
    }
  }

  /// Whether a continuation-looking line actually begins a report of its own.
  static func startsLikeAReport(_ line: UnsafeBufferPointer<UInt8>) -> Bool {
    withTokens(line) { tokens in
      guard let first = tokens.first else { return false }
      let word = UnsafeBufferPointer(rebasing: line[first])
      if equals(word, "TAF") || equals(word, "METAR") || equals(word, "SPECI") { return true }
      guard tokens.count >= 2 else { return false }
      return isStation(word) && isObservationTime(UnsafeBufferPointer(rebasing: line[tokens[1]]))
    }
  }

  /// Calls `body` with the ranges of the first (up to three) tokens, without allocating.
  private static func withTokens<R>(_ bytes: UnsafeBufferPointer<UInt8>, _ body: (TokenRanges) -> R) -> R {
    var ranges = TokenRanges()
    var index = 0
    while ranges.count < 3 {
      while index < bytes.count, isSeparator(bytes[index]) { index += 1 }
      guard index < bytes.count else { break }
      let start = index
      while index < bytes.count, !isSeparator(bytes[index]) { index += 1 }
      ranges.append(start..<index)
    }
    return body(ranges)
  }

  /// `KJFK`: four letters or digits, the first a letter.
  static func isStation(_ b: UnsafeBufferPointer<UInt8>) -> Bool {
    guard b.count == 4, isUpper(b[0]) else { return false }
    return (isUpper(b[1]) || isDigit(b[1])) && (isUpper(b[2]) || isDigit(b[2])) && (isUpper(b[3]) || isDigit(b[3]))
  }

  /// `221651Z`.
  static func isObservationTime(_ b: UnsafeBufferPointer<UInt8>) -> Bool {
    b.count == 7 && b[6] == asciiZ && allDigits(b, 0..<6)
  }

  private static func allDigits(_ b: UnsafeBufferPointer<UInt8>, _ range: Range<Int>) -> Bool {
    for i in range where !isDigit(b[i]) { return false }
    return true
  }

  @inline(__always) private static func isDigit(_ byte: UInt8) -> Bool { byte >= asciiZero && byte <= asciiNine }
  @inline(__always) private static func isUpper(_ byte: UInt8) -> Bool { byte >= 0x41 && byte <= 0x5A }
}

/// Up to three token ranges, stored inline.
struct TokenRanges {
  private var storage: (Range<Int>, Range<Int>, Range<Int>) = (0..<0, 0..<0, 0..<0)
  private(set) var count = 0

  mutating func append(_ range: Range<Int>) {
    switch count {
    case 0: storage.0 = range
    case 1: storage.1 = range
    default: storage.2 = range
    }
    count += 1
  }

  var first: Range<Int>? { count > 0 ? storage.0 : nil }

  subscript(index: Int) -> Range<Int> {
    switch index {
    case 0: return storage.0
    case 1: return storage.1
    default: return storage.2
    }
  }
}

let asciiSpace: UInt8 = 0x20
let asciiEquals: UInt8 = 0x3D
let asciiQuote: UInt8 = 0x22
let asciiComma: UInt8 = 0x2C
let asciiZero: UInt8 = 0x30
let asciiNine: UInt8 = 0x39
let asciiZ: UInt8 = 0x5A
let asciiSlash: UInt8 = 0x2F
/// `F`, of `FMddhhmm`.
let asciiF: UInt8 = 0x46
/// `M`, of `FMddhhmm`.
let asciiM: UInt8 = 0x4D
