import AviationWeather
import Foundation

/// Decodes reports and writes exactly one record for each into its own buffer, with the
/// diagnostics into another; one per thread.
final class RecordWriter {
  let options: CommandLineOptions
  /// Where the records go.
  let out: ByteBuffer
  // One thread at a time (a batch's writer is used by the thread decoding the batch, then read
  // by the one writing it out), so no dynamic exclusivity checks, one for each report.
  @exclusivity(unchecked) var counts = Counts()
  let decodingOptions: DecodingOptions
  /// How the current input is named in diagnostics (empty for standard input).
  var inputName = ""
  /// Diagnostics waiting to go to standard error.
  var diagnostics = ""
  /// Stations of timelines written without sun times since the diagnostics were last written:
  /// the station, its input line and input name, and where in ``diagnostics`` its warning goes.
  var withoutPosition: [(station: String, line: Int, input: String, at: Int)] = []
  /// Scratch space for one record's JSON, reused from report to report.
  private var scratch: [UInt8] = []
  /// With `--arrow`, the rows of the reports decoded since the last ``flushArrow()``.
  @exclusivity(unchecked) private var arrow: ArrowRecordWriter?
  /// A record batch on its way to ``out``.
  private var arrowBytes: [UInt8] = []

  /// What the run has seen, for `--summary` and the exit status.
  struct Counts {
    /// Reports read (including skipped ones).
    var reports = 0
    /// Reports decoded.
    var decoded = 0
    /// Decoded reports with at least one unparsed token.
    var withUnparsed = 0
    /// Decoded METARs with at least one typing slip read as a group (`METAR.repaired`).
    var withRepairs = 0
    /// Reports that could not be decoded.
    var errors = 0
    /// Reports left out by `--only`.
    var skipped = 0
    /// Decoded reports with at least one data-quality warning (`METAR.warnings`, `TAF.warnings`;
    /// with `--strict` they are errors, and counted here too).
    var withWarnings = 0
    /// The warnings by code (`windDirectionNotInTens`…).
    var warningsByCode: [String: Int] = [:]
    /// With `--timeline`, timelines written without sun times (their station is not in the
    /// station directory and no `--lat`/`--lon` was given).
    var withoutSunTimes = 0
    /// The distinct stations of those timelines (set by the runner, which sees every batch).
    var stationsWithoutPosition = 0
  }

  init(options: CommandLineOptions, out: ByteBuffer) {
    self.options = options
    self.out = out
    self.decodingOptions = DecodingOptions(isStrict: options.strict, repairsMalformedGroups: !options.noRepairs)
    if options.arrow { arrow = ArrowRecordWriter(rowsPerBatch: Self.arrowRowsPerBatch) }
  }

  /// The most rows an Arrow record batch holds: more than a batch of the pipeline
  /// (``ReportRunner/arrowBatchLimit``), which ``flushArrow()`` ends, so a batch is never cut.
  static let arrowRowsPerBatch = 1 << 16

  /// Writes the Arrow rows not yet written as a record batch into ``out`` (with `--arrow`).
  func flushArrow() {
    arrow?.flush(into: &arrowBytes)
    moveArrowBytes()
  }

  /// Moves a finished record batch, if any, into ``out``.
  private func moveArrowBytes() {
    guard !arrowBytes.isEmpty else { return }
    out.append(arrowBytes)
    arrowBytes.removeAll(keepingCapacity: true)
  }

  /// Decodes one report of `kind` (told by the splitter, ``SplitReport/kind``) and writes its record.
  func write(_ bytes: UnsafeBufferPointer<UInt8>, line: Int, kind: ReportKind) {
    counts.reports += 1
    let text = makeString(bytes, line: line)
    switch kind {
    case .metar: writeMETAR(text, line: line)
    case .taf: writeTAF(text, line: line)
    }
  }

  private func writeMETAR(_ text: String, line: Int) {
    // The decoded value goes straight to `writeDecoded` as an argument, read in place: held in a
    // local `let` assigned inside the `do` it was copied twice (two `memcpy` of the whole METAR
    // per report), and a `var` copies it for each call. Only the initializer throws here.
    do {
      try writeDecoded(METAR(text, options: decodingOptions), line: line)
    } catch {
      writeError(line: line, raw: text, error: error)
    }
  }

  /// Counts a decoded METAR and writes its record (unless its warnings reject it).
  private func writeDecoded(_ metar: METAR, line: Int) {
    // Most reports have no warning, unparsed or repaired token: then the lists are not read.
    if !metar.holdsOnlyCommonGroups {
      if rejectsWarnings(metar.warnings, line: line, raw: metar.raw) { return }
      if !metar.unparsed.isEmpty { counts.withUnparsed += 1 }
      if !metar.repaired.isEmpty { counts.withRepairs += 1 }
    }
    counts.decoded += 1
    // The library's rule and field (`observedAt`, last in the record), as an app's
    // `JSONEncoder().encode(metar)` gives them after `resolveDates(relativeTo:)`.
    if let reference = options.referenceDate {
      var placed = metar
      placed.resolveDates(relativeTo: reference)
      writeRecord(of: placed, line: line)
    } else {
      writeRecord(of: metar, line: line)
    }
  }

  /// Writes a decoded METAR's record: JSON or plain English.
  private func writeRecord(of metar: METAR, line: Int) {
    if options.arrow {
      arrow?.append(metar, line: line, into: &arrowBytes)
      moveArrowBytes()
    } else if options.json {
      // The library's record writer, straight into the output buffer; a record that does not
      // fit in this much room (none in the corpus comes near), or one holding a value JSON
      // cannot hold, goes through the array path below.
      let room = 1 << 16
      let start = out.reserve(room)
      if let written = metar.writeJSON(into: UnsafeMutableRawBufferPointer(start: start, count: room)) {
        out.count += written
        out.append(asciiLineFeed)
        return
      }
      writeJSON(metar, line: line, raw: metar.raw, unparsedCount: metar.unparsed.count) { metar.writeJSON(into: &$0) }
    } else {
      var block = metar.describe(in: options.units)
      if let observedAt = metar.observedAt {
        block = inserting(label: "Observed", _CivilDate.iso8601(observedAt), into: block)
      }
      writePlainBlock(block)
    }
  }

  /// Writes a record for a report that decoded to `value` (a record of the library's record
  /// format, which `write` appends to an array), or its plain-English `description`.
  func writeDecoded<T: Encodable>(
    _ value: T, unparsedCount: Int, line: Int, raw: String, write: (inout [UInt8]) -> Bool,
    plain: () -> String
  ) {
    counts.decoded += 1
    if unparsedCount > 0 { counts.withUnparsed += 1 }
    if options.arrow {
      if let taf = value as? TAF { arrow?.append(taf, line: line, into: &arrowBytes) }
      moveArrowBytes()
    } else if options.json {
      writeJSON(value, line: line, raw: raw, unparsedCount: unparsedCount, write: write)
    } else {
      writePlainBlock(plain())
    }
  }

  /// Writes `value`'s record as one JSON line through the library's writer (`write`); a value
  /// the record cannot hold (a non-finite number) gives an error record instead, with the
  /// reason its `Codable` form gives.
  private func writeJSON<T: Encodable>(
    _ value: T, line: Int, raw: String, unparsedCount: Int, write: (inout [UInt8]) -> Bool
  ) {
    scratch.removeAll(keepingCapacity: true)
    if write(&scratch) {
      scratch.withUnsafeBufferPointer { out.append($0) }
      out.append(asciiLineFeed)
      return
    }
    counts.decoded -= 1
    if unparsedCount > 0 { counts.withUnparsed -= 1 }
    let reason: String
    do {
      _ = try JSONEncoder().encode(value)
      reason = "a value JSON cannot hold"
    } catch {
      reason = "\(error)"
    }
    writeError(
      line: line, raw: raw, message: "cannot write the record as JSON: \(reason)", code: "jsonEncoding", offset: 0)
  }

  // MARK: - Warnings

  /// Counts a decoded report's data-quality warnings; with `--strict`, rejects the report: an
  /// error record with the first warning's code, token and offset (and true: nothing else is
  /// written for it).
  func rejectsWarnings(_ warnings: [DecodeWarning], line: Int, raw: String) -> Bool {
    guard let first = warnings.first else { return false }
    counts.withWarnings += 1
    for warning in warnings { counts.warningsByCode[warning.code.description, default: 0] += 1 }
    guard options.strict else { return false }
    writeError(
      line: line, raw: raw, message: "\(first.reason): '\(first.token)'", code: first.code.description,
      offset: first.offset)
    return true
  }

  // MARK: - Errors

  /// Writes the error record for a report that could not be decoded, and the diagnostic.
  func writeError(line: Int, raw: String, error: DecodeError) {
    var shown = error
    if shown.token.utf8.count > 60 {
      shown.token = String(decoding: shown.token.utf8.prefix(40), as: UTF8.self) + "…"
    }
    writeError(line: line, raw: raw, message: shown.reason, code: error.code.description, offset: error.offset)
  }

  /// Writes an error record with `message` (one line) and the diagnostic on standard error.
  func writeError(line: Int, raw: String, message: String, code: String, offset: Int) {
    counts.errors += 1
    diagnose(line: line, "error: \(message) (at byte \(offset))")
    if options.arrow {
      let file = inputName.isEmpty ? nil : inputName
      arrow?.append(
        ErrorRecord(file: file, line: line, raw: raw, error: message, code: code, offset: offset), into: &arrowBytes)
      moveArrowBytes()
    } else if options.json {
      let file = inputName.isEmpty ? nil : inputName
      scratch.removeAll(keepingCapacity: true)
      ErrorRecord(file: file, line: line, raw: raw, error: message, code: code, offset: offset).writeJSON(into: &scratch)
      scratch.withUnsafeBufferPointer { out.append($0) }
      out.append(asciiLineFeed)
    } else {
      let place = inputName.isEmpty ? "Line \(line)" : "\(inputName), line \(line)"
      let block = "\(place): not decoded\n  " + padded("Error", to: 12) + message + "\n  " + padded("Report", to: 12) + raw
      writePlainBlock(block)
    }
  }

  func writeOverlongLine(_ line: UnsafeBufferPointer<UInt8>, lineNumber: Int) {
    counts.reports += 1
    let start = String(decoding: UnsafeBufferPointer(rebasing: line.prefix(200)), as: UTF8.self) + "…"
    let limit = LineReader.maximumLineLength >> 20
    writeError(
      line: lineNumber, raw: start,
      message: "line longer than \(limit) MiB: not a report (the rest of the line was skipped)",
      code: "lineTooLong", offset: 0)
  }

  /// Queues `wxparse: [file, ]line N: message` for standard error.
  func diagnose(line: Int, _ message: String) {
    let place = inputName.isEmpty ? "line \(line)" : "\(inputName), line \(line)"
    diagnostics += "wxparse: \(place): \(message)\n"
  }

  // MARK: - Text

  /// The report as a `String`; invalid UTF-8 is replaced by U+FFFD, with a warning.
  private func makeString(_ bytes: UnsafeBufferPointer<UInt8>, line: Int) -> String {
    // Nearly every report is ASCII: tell that eight bytes at a time, and skip the general
    // validation (about 1,000 instructions a report).
    if Self.isASCII(bytes) { return String(decoding: bytes, as: UTF8.self) }
    // Otherwise decode, repairing ill-formed sequences with U+FFFD: the bytes were well-formed
    // exactly when the result's code units equal them (the standard library's validating
    // initialiser would need macOS 15 / iOS 18; this is as fast). Equal lengths are not enough: a truncated four-byte
    // sequence of three bytes becomes one three-byte U+FFFD.
    var text = String(decoding: bytes, as: UTF8.self)
    let repaired = text.withUTF8 { decoded -> Bool in
      guard decoded.count == bytes.count else { return true }
      var difference: UInt8 = 0
      for index in 0..<decoded.count { difference |= decoded[index] ^ bytes[index] }
      return difference != 0
    }
    if repaired { diagnose(line: line, "warning: invalid UTF-8 bytes replaced with U+FFFD") }
    return text
  }

  /// Whether every byte is below 0x80.
  static func isASCII(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
    guard let base = bytes.baseAddress else { return true }
    let raw = UnsafeRawPointer(base)
    var index = 0
    var highBits: UInt64 = 0
    while index + 8 <= bytes.count {
      highBits |= raw.loadUnaligned(fromByteOffset: index, as: UInt64.self)
      index += 8
    }
    while index < bytes.count {
      highBits |= UInt64(bytes[index])
      index += 1
    }
    return highBits & 0x8080_8080_8080_8080 == 0
  }

  /// Writes a plain-English block followed by a blank line; control characters (which could
  /// drive a terminal) are shown as U+FFFD.
  func writePlainBlock(_ block: String) {
    var copy = block
    copy.withUTF8 { bytes in
      /// The length of the control sequence starting at `i` that must not reach a terminal raw:
      /// a C0 control but LF, DEL, a C1 control (U+0080-U+009F, UTF-8 C2 80-9F: a terminal may
      /// take U+009B for CSI), a bidirectional override or isolate (U+202A-U+202E,
      /// U+2066-U+2069, UTF-8 E2 80 AA-AE and E2 81 A6-A9); 0 for anything else.
      func controlLength(at i: Int) -> Int {
        let byte = bytes[i]
        if (byte < asciiSpace && byte != asciiLineFeed) || byte == asciiDelete { return 1 }
        if byte == 0xC2, i + 1 < bytes.count, (0x80...0x9F).contains(bytes[i + 1]) { return 2 }
        if byte == 0xE2, i + 2 < bytes.count {
          let (second, third) = (bytes[i + 1], bytes[i + 2])
          if second == 0x80, (0xAA...0xAE).contains(third) { return 3 }
          if second == 0x81, (0xA6...0xA9).contains(third) { return 3 }
        }
        return 0
      }
      var clean = true
      for i in bytes.indices where controlLength(at: i) > 0 {
        clean = false
        break
      }
      if clean {
        out.append(bytes)
      } else {
        var i = 0
        while i < bytes.count {
          let length = controlLength(at: i)
          if length > 0 {
            out.append(StaticString("\u{FFFD}"))
            i += length
          } else {
            out.append(bytes[i])
            i += 1
          }
        }
      }
    }
    out.append(asciiLineFeed, asciiLineFeed)
  }

  /// `block` with an aligned `label  value` line after its first (header) line.
  func inserting(label: String, _ value: String, into block: String) -> String {
    let line = padded(label, to: 12) + value
    guard let newline = block.firstIndex(of: "\n") else { return block + "\n  " + line }
    return block[..<newline] + "\n  " + line + block[newline...]
  }
}
