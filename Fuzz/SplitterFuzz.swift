// libFuzzer harness: wxparse's report splitter (Sources/wxparse/ReportSplitter.swift, compiled
// into this harness) and the library's raw-answer splitter (`_splitReports`, Fetching/).
// Built by Scripts/fuzz.sh together with the library sources (not part of the package).
//
// The input is cut into lines as wxparse's LineReader does (at LF, CR LF or a bare CR) and
// pushed through the splitter twice: once as a stream, once with `finish` after every line (a
// stalled pipe). Checks: no trap; reports are handed out in line order, with line numbers of the
// input; outside CSV mode each report is trimmed, holds a `=` only as its last byte, and the
// reports hold exactly the input's non-blank bytes other than `=` in order (after any leading CSV
// preamble; a `=` with nothing before it is dropped, and a report cut for length keeps only its
// start);
// every report decodes (as a TAF or a METAR) or throws DecodeError.
// `_splitReports`: no trap; no empty report; the non-blank bytes are kept in order.

@testable import AviationWeather

/// libFuzzer's entry point: runs the checks above on one input; returns 0 (a failed check aborts).
@_cdecl("LLVMFuzzerTestOneInput")
public func splitterFuzzTestOneInput(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
  let bytes = fuzzBytes(data, size)
  let text = String(decoding: bytes, as: UTF8.self)
  var lines: [[UInt8]] = []
  var start = 0
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
    var reports: [(line: Int, bytes: [UInt8])] = []
    var cutForLength = false
    let collect: (SplitReport) -> Void = {
      reports.append(($0.line, Array($0.bytes)))
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
      if TAF.looksLikeTAF(reportText) {
        _ = try? TAF(reportText)
      } else {
        _ = try? METAR(reportText)
      }
    }
  }

  let answers = _splitReports(bytes)
  fuzzCheck(answers.allSatisfy { !$0.isEmpty }, "_splitReports gave an empty report", text)
  let kept = Array(answers.joined(separator: "\n").utf8).filter { !isLineBlank($0) }
  let input = Array(String(decoding: bytes, as: UTF8.self).utf8).filter { !isLineBlank($0) }
  fuzzCheck(kept == input, "_splitReports does not keep the input's non-blank bytes", text)
  return 0
}

/// The splitter's blanks: space, tab, LF, VT, FF, CR.
private func isBlank(_ byte: UInt8) -> Bool { byte == 0x20 || (byte >= 9 && byte <= 13) }

/// What `_splitReports` may drop: space, tab, LF, CR.
private func isLineBlank(_ byte: UInt8) -> Bool { byte == 0x20 || byte == 9 || byte == 10 || byte == 13 }

private func trimmedLine(_ line: [UInt8]) -> [UInt8] {
  var start = 0
  var end = line.count
  while end > start, isBlank(line[end - 1]) { end -= 1 }
  while start < end, isBlank(line[start]) { start += 1 }
  return Array(line[start..<end])
}
