// libFuzzer harness: the library's report splitter (Stream/ReportSplitter.swift), used by
// wxparse and by the fetching client. Built by Scripts/fuzz.sh against the library (not part of
// the package).
//
// The input is cut into lines as wxparse's LineReader does (at LF, CR LF or a bare CR, after a
// leading byte-order mark) and pushed through the splitter twice: once as a stream, once with
// `finish` after every line (a stalled pipe). Checks: no trap; reports are handed out in line
// order, with line numbers of the input; each report's kind (told once, while it was built) is
// the kind its final bytes tell; outside CSV mode each report is trimmed, holds a `=` only as its
// last byte, and the reports hold exactly the input's non-blank bytes other than `=` in order
// (after any leading CSV preamble; a `=` with nothing before it is dropped, and a report cut for
// length keeps only its start); every report decodes (as its kind tells) or throws DecodeError.
// `ReportSplitter.reports(in:)` (the client's path) on the whole input gives the streamed reports.

@testable import AviationWeather

/// libFuzzer's entry point: runs the checks above on one input; returns 0 (a failed check aborts).
@_cdecl("LLVMFuzzerTestOneInput")
public func splitterFuzzTestOneInput(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
  let bytes = fuzzBytes(data, size)
  let text = String(decoding: bytes, as: UTF8.self)
  var lines: [[UInt8]] = []
  var start = bytes.starts(with: [0xEF, 0xBB, 0xBF]) ? 3 : 0
  while start <= bytes.count {
    var end = start
    while end < bytes.count, bytes[end] != 10, bytes[end] != 13 { end += 1 }
    if end == bytes.count, start == end { break }
    lines.append(Array(bytes[start..<end]))
    if end + 1 < bytes.count, bytes[end] == 13, bytes[end + 1] == 10 { end += 1 }
    start = end + 1
  }

  for stallAfterEveryLine in [false, true] {
    var splitter = ReportSplitter()
    var reports: [(line: Int, bytes: [UInt8], kind: ReportKind, isTooLong: Bool)] = []
    var cutForLength = false
    let collect: (SplitReport) -> Void = {
      reports.append(($0.line, Array($0.bytes), $0.kind, $0.isTooLong))
      if $0.isTooLong { cutForLength = true }
    }
    for (index, line) in lines.enumerated() {
      line.withUnsafeBufferPointer { splitter.push($0, lineNumber: index + 1, collect) }
      if stallAfterEveryLine { splitter.finish(collect) }
    }
    splitter.finish(collect)
    fuzzCheck(!splitter.hasPending, "pending report after finish", text)

    var previousLine = 0
    for report in reports {
      fuzzCheck(report.line >= 1 && report.line <= lines.count, "report line \(report.line) not in the input", text)
      fuzzCheck(report.line >= previousLine, "reports out of line order", text)
      previousLine = report.line
      let told = report.bytes.withUnsafeBufferPointer { ReportKind(detecting: $0) }
      fuzzCheck(report.kind == told, "kind \(report.kind) told while splitting, \(told) on the report", text)
    }
    if !stallAfterEveryLine {
      let whole = ReportSplitter.reports(in: bytes)
      let streamed = reports.map {
        ReportText(
          text: String(decoding: $0.bytes, as: UTF8.self), line: $0.line, kind: $0.kind, isTooLong: $0.isTooLong)
      }
      fuzzCheck(whole == streamed, "reports(in:) differs from the streamed reports", text)
    }
    if !splitter.isCSV {
      for report in reports {
        fuzzCheck(!report.bytes.isEmpty, "empty report", text)
        fuzzCheck(
          !isBlank(report.bytes.first ?? 0x41) && !isBlank(report.bytes.last ?? 0x41), "report not trimmed", text)
        fuzzCheck(!report.bytes.dropLast().contains(0x3D), "'=' inside a report", text)
      }
      // Lines before the first report that are blank or CSV preamble are skipped.
      var first = 0
      while first < lines.count {
        let content = trimmedLine(lines[first])
        let skipped = content.isEmpty || content.withUnsafeBufferPointer { ReportSplitter.isCSVPreamble($0) }
        if !skipped { break }
        first += 1
      }
      let expected = lines[first...].joined().filter { !isBlank($0) && $0 != 0x3D }
      let got = reports.flatMap(\.bytes).filter { !isBlank($0) && $0 != 0x3D }
      fuzzCheck(cutForLength || expected == got, "reports do not hold the input's non-blank bytes", text)
    }
    for report in reports.prefix(8) {
      let reportText = String(decoding: report.bytes, as: UTF8.self)
      switch report.kind {
      case .taf: _ = try? TAF(reportText)
      case .metar: _ = try? METAR(reportText)
      }
    }
  }

  return 0
}

/// The splitter's blanks: space, tab, LF, VT, FF, CR.
private func isBlank(_ byte: UInt8) -> Bool { byte == 0x20 || (byte >= 9 && byte <= 13) }

private func trimmedLine(_ line: [UInt8]) -> [UInt8] {
  var start = 0
  var end = line.count
  while end > start, isBlank(line[end - 1]) { end -= 1 }
  while start < end, isBlank(line[start]) { start += 1 }
  return Array(line[start..<end])
}
