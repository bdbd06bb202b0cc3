// The data API's CSV cache files (metars.cache.csv, tafs.cache.csv): a preamble, a column
// header starting `raw_text,`, then one report a row in the first column.

extension ReportSplitter {
  /// The CSV column header line: `raw_text,…`.
  static func isCSVHeader(_ line: UnsafeBufferPointer<UInt8>) -> Bool {
    _Bytes(buffer: line, start: 0, count: line.count).hasPrefix("raw_text,")
  }

  /// The CSV column header line, or a preamble line (a second cache file concatenated on).
  static func isCSVHeaderOrPreamble(_ line: UnsafeBufferPointer<UInt8>) -> Bool {
    isCSVHeader(line) || isCSVPreamble(line)
  }

  /// A line of the data API CSV preamble: `No errors`, `No warnings`, `171 ms`,
  /// `data source=metars`, `300 results`.
  static func isCSVPreamble(_ line: UnsafeBufferPointer<UInt8>) -> Bool {
    let b = _Bytes(buffer: line, start: 0, count: line.count)
    if b.equals("No errors") || b.equals("No warnings") || b.hasPrefix("data source=") { return true }
    // `<digits> ms` or `<digits> results`
    var index = 0
    while index < b.count, b[index].isASCIIDigit { index += 1 }
    guard index > 0, index < b.count else { return false }
    let rest = b.dropFirst(index)
    return rest.equals(" ms") || rest.equals(" results")
  }

  /// Hands out the first column of a CSV row as one report.
  static func emitCSVRow(
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
        let trimmed = trimmed(bytes)
        try emit(SplitReport(line: lineNumber, bytes: trimmed, kind: ReportKind(detecting: trimmed)))
      }
      return
    }
    var end = 0
    while end < row.count, row[end] != asciiComma { end += 1 }
    let field = trimmed(UnsafeBufferPointer(rebasing: row[0..<end]))
    try emit(SplitReport(line: lineNumber, bytes: field, kind: ReportKind(detecting: field)))
  }
}
