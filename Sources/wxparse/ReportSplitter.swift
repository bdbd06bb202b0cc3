/// One report cut out of the input.
struct SplitReport {
  /// The input line the report starts on (1-based).
  var line: Int
  /// The report's bytes: lines of a folded report are joined with one space; leading and
  /// trailing whitespace is removed; a `=` that ends the report is kept.
  var bytes: UnsafeBufferPointer<UInt8>
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
/// - Any other line starts a new report.
/// - A `=` ends a report; text after it on the same line starts the next one.
///
/// A report is handed out when the next report starts, when the input ends (``finish(_:)``),
/// or at its closing `=`; the reader calls ``finish(_:)`` too when input stalls, so a slow pipe
/// still sees records promptly.
struct ReportSplitter {
  /// The report being built (empty when none).
  private var pending: [UInt8] = []
  /// The line the pending report started on.
  private var pendingLine = 0
  /// True once a `raw_text,` header line has been seen.
  private(set) var isCSV = false
  /// True until the first report (or CSV header) of the input.
  private var atStart = true

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
    let continues = start > 0 && !pending.isEmpty && !ReportSplitter.startsLikeAReport(content)
    if !continues { try finish(emit) }
    try appendSegments(content, lineNumber: lineNumber, emit)
  }

  /// Hands out the report being built, if any.
  mutating func finish(_ emit: (SplitReport) throws -> Void) rethrows {
    guard !pending.isEmpty else { return }
    defer { pending.removeAll(keepingCapacity: true) }
    try pending.withUnsafeBufferPointer { bytes in
      try emit(SplitReport(line: pendingLine, bytes: bytes))
    }
  }

  /// Appends `content` to the pending report, cutting it at each `=`.
  private mutating func appendSegments(
    _ content: UnsafeBufferPointer<UInt8>, lineNumber: Int, _ emit: (SplitReport) throws -> Void
  ) rethrows {
    var index = 0
    let count = content.count
    while index < count {
      var segmentEnd = index
      while segmentEnd < count, content[segmentEnd] != asciiEquals { segmentEnd += 1 }
      let ended = segmentEnd < count
      if ended { segmentEnd += 1 }  // keep the `=`
      var segmentStart = index
      while segmentStart < segmentEnd, ReportSplitter.isBlank(content[segmentStart]) { segmentStart += 1 }
      if segmentStart < segmentEnd {
        if pending.isEmpty {
          pendingLine = lineNumber
        } else {
          pending.append(asciiSpace)
        }
        pending.append(contentsOf: UnsafeBufferPointer(rebasing: content[segmentStart..<segmentEnd]))
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

  /// Calls `body` with the ranges of the first (up to four) tokens, without allocating.
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
