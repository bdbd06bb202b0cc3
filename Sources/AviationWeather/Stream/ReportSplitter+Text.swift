extension ReportSplitter {
  /// The reports in a whole text, cut by the splitter's rules and copied out, in input order.
  ///
  /// Lines end at LF, CR LF or a bare CR, as `wxparse` reads them, and a UTF-8 byte-order
  /// mark at the start is skipped: the same bytes split the same way in a stream and here.
  ///
  /// ```swift
  /// let answer = "TAF KOAJ 131724Z 1318/1418 01032G45KT 3SM +SHRA OVC025\n      FM140200 03048G63KT 3SM +SHRA OVC020\n"
  /// let reports = ReportSplitter.reports(in: answer.utf8)
  /// // one report, .taf: "TAF KOAJ 131724Z 1318/1418 01032G45KT 3SM +SHRA OVC025 FM140200 03048G63KT 3SM +SHRA OVC020"
  /// ```
  public static func reports(in bytes: some Collection<UInt8>) -> [ReportText] {
    var reports: [ReportText] = []
    let collect: (SplitReport) -> Void = { report in
      reports.append(
        ReportText(
          text: String(decoding: report.bytes, as: UTF8.self), line: report.line, kind: report.kind,
          isTooLong: report.isTooLong))
    }
    var splitter = ReportSplitter()
    let run: (UnsafeBufferPointer<UInt8>) -> Void = { body in
      var lineNumber = 0
      forEachLine(of: body) { line in
        lineNumber += 1
        splitter.push(line, lineNumber: lineNumber, collect)
      }
    }
    if bytes.withContiguousStorageIfAvailable(run) == nil {
      Array(bytes).withUnsafeBufferPointer(run)
    }
    splitter.finish(collect)
    return reports
  }

  /// Calls `body` with each line of `text`, without its line ending (LF, CR LF or a bare CR),
  /// after a leading UTF-8 byte-order mark; a last line without an ending counts.
  private static func forEachLine(
    of text: UnsafeBufferPointer<UInt8>, _ body: (UnsafeBufferPointer<UInt8>) -> Void
  ) {
    var start = 0
    let byteOrderMark = "\u{FEFF}".utf8
    if text.starts(with: byteOrderMark) { start = byteOrderMark.count }
    var index = start
    while index < text.count {
      let byte = text[index]
      if byte == asciiLineFeed || byte == asciiCarriageReturn {
        body(UnsafeBufferPointer(rebasing: text[start..<index]))
        index += 1
        if byte == asciiCarriageReturn, index < text.count, text[index] == asciiLineFeed { index += 1 }
        start = index
      } else {
        index += 1
      }
    }
    if start < text.count { body(UnsafeBufferPointer(rebasing: text[start..<text.count])) }
  }
}
