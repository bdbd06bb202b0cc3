import AviationWeather
import Foundation

/// Decodes each report the splitter cuts out and writes exactly one record for it.
final class ReportRunner {
  let options: CommandLineOptions
  let output: OutputWriter
  let encoder: FastJSONEncoder
  var counts = Counts()
  private let decodingOptions: DecodingOptions
  /// How the current input is named in diagnostics (empty for standard input).
  private var inputName = ""

  /// What the run has seen, for `--summary` and the exit status.
  struct Counts {
    /// Reports read (including skipped ones).
    var reports = 0
    /// Reports decoded.
    var decoded = 0
    /// Decoded reports with at least one unparsed token.
    var withUnparsed = 0
    /// Reports that could not be decoded.
    var errors = 0
    /// Reports left out by `--only`.
    var skipped = 0
  }

  init(options: CommandLineOptions, output: OutputWriter) {
    self.options = options
    self.output = output
    self.encoder = FastJSONEncoder(out: output.buffer)
    self.decodingOptions = options.strict ? .strict : .lenient
  }

  /// Reads every report of `reader`, writing records as it goes.
  func run(_ reader: LineReader) throws {
    inputName = reader.path == "-" ? "" : reader.path
    var splitter = ReportSplitter()
    try reader.forEachLine(
      { line, lineNumber, isCut in
        if isCut {
          try splitter.finish(handle)
          try handleOverlongLine(line, lineNumber: lineNumber)
          return
        }
        try splitter.push(line, lineNumber: lineNumber, handle)
      },
      beforeRead: {
        try output.flush()
        // A report may continue on the next line; if the input stalls, hand it out now.
        if splitter.hasPending && !reader.waitForInput(milliseconds: 200) {
          try splitter.finish(handle)
          try output.flush()
        }
      })
    try splitter.finish(handle)
  }

  /// Decodes one report and writes its record.
  func handle(_ report: SplitReport) throws {
    counts.reports += 1
    let text = makeString(report.bytes, line: report.line)
    // The library tells the report types apart by their headers.
    let kind: ReportKind = TAF.looksLikeTAF(text) ? .taf : .metar
    if let only = options.only {
      let wanted = only == .metar ? kind == .metar : kind == .taf
      if !wanted {
        counts.skipped += 1
        return
      }
    }
    switch kind {
    case .metar: try handleMETAR(text, line: report.line)
    case .taf: try handleTAF(text, line: report.line)
    }
    try output.flushIfFull()
  }

  private func handleMETAR(_ text: String, line: Int) throws {
    let metar: METAR
    do {
      metar = try METAR(text, options: decodingOptions)
    } catch {
      try writeError(line: line, raw: text, error: error)
      return
    }
    counts.decoded += 1
    if !metar.unparsed.isEmpty { counts.withUnparsed += 1 }
    let observedAt = options.referenceDate.flatMap { metar.time?.date(relativeTo: $0) }
    if options.json {
      if let observedAt {
        try encoder.encode(metar, appending: [("observedAt", ISO8601.format(observedAt))])
      } else {
        try encoder.encode(metar)
      }
      output.buffer.append(0x0A)
    } else {
      var block = metar.describe(in: options.units)
      if let observedAt { block = inserting(label: "Observed", ISO8601.format(observedAt), into: block) }
      writePlainBlock(block)
    }
  }

  /// Writes a record for a report that decoded to `value` (any Codable library type), with
  /// its plain-English `description`.
  func writeDecoded<T: Encodable>(_ value: T, unparsedCount: Int, plain: () -> String) throws {
    counts.decoded += 1
    if unparsedCount > 0 { counts.withUnparsed += 1 }
    if options.json {
      try encoder.encode(value)
      output.buffer.append(0x0A)
    } else {
      writePlainBlock(plain())
    }
  }

  // MARK: - Errors

  /// Writes the error record for a report that could not be decoded, and the diagnostic.
  func writeError(line: Int, raw: String, error: DecodeError) throws {
    var shown = error
    if shown.token.utf8.count > 60 {
      shown.token = String(decoding: shown.token.utf8.prefix(40), as: UTF8.self) + "…"
    }
    try writeError(line: line, raw: raw, message: shown.reason, code: error.code.description, offset: error.offset)
  }

  /// Writes an error record with `message` (one line) and the diagnostic on standard error.
  func writeError(line: Int, raw: String, message: String, code: String, offset: Int) throws {
    counts.errors += 1
    diagnose(line: line, "error: \(message) (at byte \(offset))")
    if options.json {
      try encoder.encode(ErrorRecord(line: line, raw: raw, error: message, code: code, offset: offset))
      output.buffer.append(0x0A)
    } else {
      let block = "Line \(line): not decoded\n  " + padded("Error", message) + "\n  " + padded("Report", raw)
      writePlainBlock(block)
    }
  }

  private func handleOverlongLine(_ line: UnsafeBufferPointer<UInt8>, lineNumber: Int) throws {
    counts.reports += 1
    let start = String(decoding: UnsafeBufferPointer(rebasing: line.prefix(200)), as: UTF8.self) + "…"
    let limit = LineReader.maximumLineLength >> 20
    try writeError(
      line: lineNumber, raw: start,
      message: "line longer than \(limit) MiB: not a report (the rest of the line was skipped)",
      code: "lineTooLong", offset: 0)
  }

  /// Writes `wxparse: [file, ]line N: message` to standard error.
  func diagnose(line: Int, _ message: String) {
    let place = inputName.isEmpty ? "line \(line)" : "\(inputName), line \(line)"
    StandardError.write("wxparse: \(place): \(message)\n")
  }

  // MARK: - Text

  /// The report as a `String`; invalid UTF-8 is replaced by U+FFFD, with a warning.
  private func makeString(_ bytes: UnsafeBufferPointer<UInt8>, line: Int) -> String {
    if let text = String(validating: bytes, as: UTF8.self) { return text }
    diagnose(line: line, "warning: invalid UTF-8 bytes replaced with U+FFFD")
    return String(decoding: bytes, as: UTF8.self)
  }

  /// Writes a plain-English block followed by a blank line; control characters (which could
  /// drive a terminal) are shown as U+FFFD.
  func writePlainBlock(_ block: String) {
    var copy = block
    copy.withUTF8 { bytes in
      var clean = true
      for byte in bytes where (byte < 0x20 && byte != 0x0A) || byte == 0x7F {
        clean = false
        break
      }
      if clean {
        output.buffer.append(bytes)
      } else {
        for byte in bytes {
          if (byte < 0x20 && byte != 0x0A) || byte == 0x7F {
            output.buffer.append(StaticString("\u{FFFD}"))
          } else {
            output.buffer.append(byte)
          }
        }
      }
    }
    output.buffer.append(0x0A, 0x0A)
  }

  /// `block` with an aligned `label  value` line after its first (header) line.
  func inserting(label: String, _ value: String, into block: String) -> String {
    guard let newline = block.firstIndex(of: "\n") else { return block + "\n  " + padded(label, value) }
    return block[..<newline] + "\n  " + padded(label, value) + block[newline...]
  }

  /// `label` padded to the library's 12-column label width, then `value`.
  private func padded(_ label: String, _ value: String) -> String {
    label.count >= 12 ? label + " " + value : label + String(repeating: " ", count: 12 - label.count) + value
  }
}

/// Which decoder a report goes to.
enum ReportKind: Sendable, Equatable {
  /// METAR or SPECI (and anything that does not read as a TAF).
  case metar
  /// TAF (``TAF/looksLikeTAF(_:)``).
  case taf
}

/// The JSON record for a report that could not be decoded.
struct ErrorRecord: Encodable {
  /// The input line the report starts on.
  var line: Int
  /// The report text.
  var raw: String
  /// Why it could not be decoded, in plain English.
  var error: String
  /// The reason as a stable code (`notAWeatherReport`, `unexpectedToken`, …).
  var code: String
  /// Byte offset of the offending token in `raw`.
  var offset: Int
}
