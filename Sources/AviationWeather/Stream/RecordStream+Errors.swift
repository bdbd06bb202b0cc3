import Foundation

extension RecordStream {
  // MARK: - Warnings

  /// Counts a decoded report's data-quality warnings; with strict decoding, rejects the report:
  /// an error record with the first warning's code, token and offset (and true: nothing else is
  /// written for it).
  func _rejectsWarnings(_ warnings: [DecodeWarning], line: Int, raw: String) -> Bool {
    guard let first = warnings.first else { return false }
    counts.withWarnings += 1
    for warning in warnings { counts.warningsByCode[warning.code.description, default: 0] += 1 }
    guard options.decoding.isStrict else { return false }
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

  /// Writes an error record with `message` (one line) and the diagnostic.
  func writeError(line: Int, raw: String, message: String, code: String, offset: Int) {
    counts.errors += 1
    _diagnose(line: line, "error: \(message) (at byte \(offset))")
    guard options.writesRecords else { return }
    let record = ErrorRecord(
      source: RecordSource(file: inputName, line: line), raw: raw, error: message, code: code, offset: offset)
    switch options.format {
    case .arrow:
      _appendArrowRow { $0.append(record, into: out) }
      _appendArrowTimelineRow { $0.append(record, into: out) }
    case .json:
      _scratch.removeAll(keepingCapacity: true)
      record.writeJSON(into: &_scratch)
      _scratch.withUnsafeBufferPointer { out.append($0) }
      out.append(asciiLineFeed)
    case .text:
      let place = inputName.map { "\($0), line \(line)" } ?? "Line \(line)"
      let block =
        "\(place): not decoded\n  " + padded("Error", to: 12) + message + "\n  " + padded("Report", to: 12) + raw
      _writePlainBlock(block)
    }
  }

  /// Counts a report left out undecoded because ``Options/only`` does not want its kind (the
  /// reader tells the kind before handing the report on).
  package func countSkipped() {
    counts.reports += 1
    counts.skipped += 1
  }

  /// Writes the error record for a report folded from lines longer than
  /// ``ReportSplitter/maximumJoinedLength`` together (`text`, the part before the cut).
  func writeTooLong(_ text: String, line: Int, kind: ReportKind) {
    counts.reports += 1
    if let only = options.only, kind != only {
      counts.skipped += 1
      return
    }
    let start = String(decoding: text.utf8.prefix(200), as: UTF8.self) + "…"
    writeError(line: line, raw: start, error: DecodeError(code: .reportTooLong, token: "", offset: 0, report: start))
  }

  /// Writes the error record for a folded report cut at ``ReportSplitter/maximumJoinedLength``
  /// (its bytes before the cut, valid only during the call).
  package func writeTooLong(_ bytes: UnsafeBufferPointer<UInt8>, line: Int, kind: ReportKind) {
    counts.reports += 1
    if let only = options.only, kind != only {
      counts.skipped += 1
      return
    }
    let start = String(decoding: UnsafeBufferPointer(rebasing: bytes.prefix(200)), as: UTF8.self) + "…"
    writeError(line: line, raw: start, error: DecodeError(code: .reportTooLong, token: "", offset: 0, report: start))
  }

  /// Writes the error record for an input line longer than `limitMiB` MiB, of which `start`
  /// (valid only during the call) is the beginning: not a report, the rest of it skipped.
  package func writeOverlongLine(_ start: UnsafeBufferPointer<UInt8>, line: Int, limitMiB: Int) {
    counts.reports += 1
    let text = String(decoding: UnsafeBufferPointer(rebasing: start.prefix(200)), as: UTF8.self) + "…"
    writeError(
      line: line, raw: text,
      message: "line longer than \(limitMiB) MiB: not a report (the rest of the line was skipped)",
      code: "lineTooLong", offset: 0)
  }

  // MARK: - Diagnostics

  /// Keeps a diagnostic about the report on input line `line`.
  func _diagnose(line: Int, _ message: String) {
    _diagnostics.append(Diagnostic(source: RecordSource(file: inputName, line: line), message: message))
  }

  /// The diagnostics kept since they were last taken, in input order, with a warning for each
  /// station whose timeline had no sun times that this stream has not named before.
  public func takeDiagnostics() -> [Diagnostic] {
    takeDiagnostics(namingOnce: &_namedStations)
  }

  /// The diagnostics kept since they were last taken, in input order, with a warning for each
  /// station whose timeline had no sun times that is not in `named` yet (then added to it and
  /// counted in ``Counts/stationsWithoutPosition``): several streams of one run (one a batch of
  /// reports) share `named`, so each station is named once per run.
  public func takeDiagnostics(namingOnce named: inout Set<String>) -> [Diagnostic] {
    var taken = _diagnostics
    _diagnostics.removeAll(keepingCapacity: true)
    // From the last, so the earlier places stay where they were.
    var newlyNamed: [(station: String, source: RecordSource, at: Int)] = []
    for entry in _withoutPosition where named.insert(entry.station).inserted { newlyNamed.append(entry) }
    _withoutPosition.removeAll(keepingCapacity: true)
    counts.stationsWithoutPosition += newlyNamed.count
    for entry in newlyNamed.reversed() {
      taken.insert(.stationWithoutPosition(entry.station, source: entry.source), at: min(entry.at, taken.count))
    }
    return taken
  }
}
