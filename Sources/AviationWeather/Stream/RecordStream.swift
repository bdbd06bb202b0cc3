import Foundation

/// Turns reports into records, one record for each: the pipeline `wxparse` runs for every report,
/// for an app or a server that reads reports in bulk.
///
/// For each report: the kind (told by the splitter, or detected), the decoder (``METAR`` or
/// ``TAF``), the data-quality warnings (counted; with ``Options/decoding`` strict, a report with
/// a warning is rejected with an error record), the day-of-month times resolved against
/// ``Options/referenceDate``, the record (JSON, Arrow or plain English, ``Options/Format``) or,
/// with ``Options/timeline``, the TAF's forecast timeline, and an error record for a report that
/// could not be decoded. It counts what it saw (``counts``) and keeps diagnostics for the
/// reader (``takeDiagnostics()``): invalid UTF-8 replaced, errors, and once per station a
/// warning that a timeline has no sun times because the station directory does not know it.
///
/// ```swift
/// let stream = RecordStream(options: .init(format: .json))
/// for report in ReportSplitter.reports(in: text.utf8) { stream.write(report) }
/// let jsonLines = stream.takeOutput()   // one record a line, as `wxparse --json` prints them
/// print(stream.counts.decoded, stream.counts.errors)
/// ```
///
/// A stream is used by one thread at a time; `wxparse --threads N` gives each batch of reports a
/// stream of its own and writes their output in input order.
public final class RecordStream {
  /// What a stream writes and how it decodes.
  public let options: Options
  /// What the stream has seen so far (one thread at a time, so no dynamic exclusivity checks,
  /// one for each report).
  @exclusivity(unchecked) public var counts = Counts()
  /// The name of the input being read: the `file` of error records and diagnostics (`nil` for
  /// standard input or an unnamed text).
  public var inputName: String?
  /// The records written and not yet taken (``takeOutput()``).
  package let out: ByteBuffer
  /// Diagnostics waiting to be taken.
  @exclusivity(unchecked) var _diagnostics: [Diagnostic] = []
  /// Stations of timelines written without sun times since the diagnostics were last taken:
  /// the station, where its report was, and where in `_diagnostics` its warning goes.
  @exclusivity(unchecked) var _withoutPosition: [(station: String, source: RecordSource, at: Int)] = []
  /// The stations ``takeDiagnostics()`` has named as not in the station directory.
  var _namedStations = Set<String>()
  /// Scratch space for one record's JSON, reused from report to report.
  @exclusivity(unchecked) var _scratch: [UInt8] = []
  /// With `.arrow`, the rows of the reports written since the last ``flush()``, if the writer
  /// is made: rows are written through ``_appendArrowRow(_:)``, which makes it; a flush, and a
  /// batch held and released, take the writer as it is (no writer, no row).
  @exclusivity(unchecked) private var _arrowIfMade: ArrowRecordWriter?
  /// With `.arrow` and ``Options/timeline``, the timeline rows (and error rows) written since
  /// the last ``flush()``, if the writer is made: a stream of ``ArrowTimelineWriter``'s schema,
  /// its rows written through ``_appendArrowTimelineRow(_:)``, which makes it.
  @exclusivity(unchecked) private var _arrowTimelineIfMade: ArrowTimelineWriter?

  /// With `.arrow`, the record writer, read only (its schema, its copies): rows are written
  /// through ``_appendArrowRow(_:)``.
  var _arrow: ArrowRecordWriter? { _read { yield _arrowIfMade } }

  /// With `.arrow` and ``Options/timeline``, the timeline writer, read only: rows are written
  /// through ``_appendArrowTimelineRow(_:)``.
  var _arrowTimeline: ArrowTimelineWriter? { _read { yield _arrowTimelineIfMade } }

  /// Writes a row with `append` through the Arrow record writer (none without `.arrow`, or with
  /// ``Options/timeline``): the one way a row of any kind reaches it, which makes the writer
  /// first when the stream was made lazily (``_makeArrowWritersIfNeeded()``), so that no row
  /// finds no writer. Inlined with `append`: a call of an accessor (`_modify`) for every row was
  /// ~18 instructions a METAR.
  @inline(__always)
  func _appendArrowRow(_ append: (inout ArrowRecordWriter) -> Void) {
    _makeArrowWritersIfNeeded()
    if !_pendingMETARRows.isEmpty { _writePendingMETARRows() }
    _arrowIfMade?._update(append)
  }

  /// With `.arrow`, the decoded METARs whose rows are not written yet: written a few at a time
  /// (``_PendingMETARRows``), before any other row, and before a batch is ended or the output
  /// taken, so that the rows stay in input order.
  @exclusivity(unchecked) var _pendingMETARRows = _PendingMETARRows()

  /// Writes the rows of the METARs held (``_pendingMETARRows``), in input order.
  @inline(never)
  func _writePendingMETARRows() {
    _makeArrowWritersIfNeeded()
    let out = out
    _arrowIfMade?._update { writer in
      _pendingMETARRows.removeAll { metars, lines, count in writer.append(metars, lines: lines, count: count, into: out) }
    }
  }

  /// As ``_appendArrowRow(_:)``, through the timeline writer (with `.arrow` and
  /// ``Options/timeline``).
  @inline(__always)
  func _appendArrowTimelineRow(_ append: (inout ArrowTimelineWriter) -> Void) {
    // A timeline stream holds no METAR (it counts them as skipped): no held row comes first.
    assert(_pendingMETARRows.isEmpty, "a timeline row written while METARs are held")
    _makeArrowWritersIfNeeded()
    _arrowTimelineIfMade?._update(append)
  }

  /// A stream writing records as `options` say.
  public convenience init(options: Options = Options()) {
    self.init(options: options, capacity: 1 << 16)
  }

  /// A stream whose output buffer holds `capacity` bytes before it grows.
  package init(options: Options, capacity: Int) {
    self.options = options
    self.out = ByteBuffer(capacity: capacity)
    if options.format == .arrow { _makeArrowWriters(copying: nil) }
  }

  /// A stream of the same options as `shape`, whose Arrow writer (with `.arrow`) has the same
  /// columns as `shape`'s, copied from them (``ArrowRecordWriter/emptyCopy()``) instead
  /// of built from the record descriptions again: a pipeline's further streams (issue 33). With
  /// `lazily`, the writer is made only when a row is first written (``_appendArrowRow(_:)``):
  /// the pipeline's stream of records written outside batches, which most runs never fill;
  /// `shape`'s writers must not change their columns then (the pipeline writes that stream's
  /// rows only when no batch is being decoded).
  package init(options: Options, capacity: Int, copyingArrowWritersOf shape: RecordStream, lazily: Bool = false) {
    self.options = options
    self.out = ByteBuffer(capacity: capacity)
    guard options.format == .arrow else { return }
    if lazily {
      _arrowShape = shape
    } else {
      _makeArrowWriters(copying: shape)
    }
  }

  /// With `.arrow`, the stream whose writers this one's are copied from at its first row
  /// (``init(options:capacity:copyingArrowWritersOf:lazily:)``), until then.
  @exclusivity(unchecked) private var _arrowShape: RecordStream?

  /// Makes the Arrow writers a stream made lazily has not made yet, before its first row (only
  /// ``_appendArrowRow(_:)`` and ``_appendArrowTimelineRow(_:)`` call it, for every row).
  @inline(__always)
  private func _makeArrowWritersIfNeeded() {
    guard let shape = _arrowShape else { return }
    _arrowShape = nil
    _makeArrowWriters(copying: shape)
  }

  /// Makes the Arrow writer ``options`` call for: copied from `shape`'s, or (without one) from
  /// the record descriptions.
  private func _makeArrowWriters(copying shape: RecordStream?) {
    if let shape {
      _arrowIfMade = shape._arrow?.emptyCopy()
      _arrowTimelineIfMade = shape._arrowTimeline?.emptyCopy()
    } else if options.timeline {
      _arrowTimelineIfMade = ArrowTimelineWriter(rowsPerBatch: Self.arrowRowsPerBatch)
    } else {
      _arrowIfMade = ArrowRecordWriter(rowsPerBatch: Self.arrowRowsPerBatch)
    }
    // The columns' first memory: the batches the pipeline ends (``flush()``).
    _arrowIfMade?.rows.stream.reserveAtFirstUse(rows: _PipelineRun.arrowBatchLimit)
    _arrowTimelineIfMade?.rows.stream.reserveAtFirstUse(rows: _PipelineRun.arrowBatchLimit)
  }

  /// The most rows an Arrow record batch holds; a reader that wants smaller batches calls
  /// ``flush()`` more often.
  package static let arrowRowsPerBatch = 1 << 16

  // MARK: - Reports

  /// Decodes one report and writes its record; a report flagged too long
  /// (``ReportText/isTooLong``) gets an error record.
  public func write(_ report: ReportText) {
    if report.isTooLong {
      writeTooLong(report.text, line: report.line, kind: report.kind)
      return
    }
    var text = report.text
    text.withUTF8 { write($0, line: report.line, kind: report.kind) }
  }

  /// Decodes one report starting on input line `line` (its kind detected, ``ReportKind``) and
  /// writes its record.
  public func write(_ text: String, line: Int) {
    write(ReportText(text: text, line: line, kind: ReportKind(detecting: text)))
  }

  /// Decodes one report of `kind` from its bytes (valid only during the call) and writes its
  /// record: the pipeline's hot path.
  package func write(_ bytes: UnsafeBufferPointer<UInt8>, line: Int, kind: ReportKind) {
    counts.reports += 1
    if let only = options.only, kind != only {
      counts.skipped += 1
      return
    }
    let text = _makeString(bytes, line: line)
    switch kind {
    case .metar: _writeMETAR(text, line: line)
    case .taf: _writeTAF(text, line: line)
    }
  }

  private func _writeMETAR(_ text: String, line: Int) {
    // A stream of timeline rows (Arrow) has no row for a METAR: a METAR is decoded and counted
    // as skipped (JSON and plain timelines write its own record among them); a line that is no
    // report still gets its error row.
    if options.timeline, options.format == .arrow {
      do {
        _ = try METAR(text, options: options.decoding)
        counts.skipped += 1
      } catch {
        writeError(line: line, raw: text, error: error)
      }
      return
    }
    // The decoded value goes straight to `_writeDecoded` as an argument, read in place: held in
    // a local `let` assigned inside the `do` it was copied twice (two `memcpy` of the whole METAR
    // per report), and a `var` copies it for each call. Only the initializer throws here.
    // (`METAR.init(_:options:)` decodes straight into its result: no copy of the value either.)
    do {
      try _writeDecoded(METAR(text, options: options.decoding), line: line)
    } catch {
      writeError(line: line, raw: text, error: error)
    }
  }

  /// Counts a decoded METAR and writes its record (unless its warnings reject it). `metar` is
  /// consumed: with a reference date its dates are resolved in it, not in a copy (borrowed, it
  /// was copied whole and the copy destroyed, per report).
  private func _writeDecoded(_ metar: consuming METAR, line: Int) {
    // Most reports have no warning, unparsed or repaired token: then the lists are not read.
    if !metar.holdsOnlyCommonGroups {
      if _rejectsWarnings(metar.warnings, line: line, raw: metar.raw) { return }
      if !metar.unparsed.isEmpty { counts.withUnparsed += 1 }
      if !metar.repaired.isEmpty { counts.withRepairs += 1 }
    }
    counts.decoded += 1
    guard options.writesRecords else { return }
    // The library's rule and field (`observedAt`, last in the record), as an app's
    // `JSONEncoder().encode(metar)` gives them after `resolveDates(relativeTo:)`.
    if let reference = options.referenceDate {
      var placed = consume metar
      placed.resolveDates(relativeTo: reference)
      _writeRecord(of: placed, line: line)
    } else {
      _writeRecord(of: metar, line: line)
    }
  }

  /// Writes a decoded METAR's record: JSON, Arrow or plain English.
  private func _writeRecord(of metar: consuming METAR, line: Int) {
    switch options.format {
    case .arrow:
      // Held, and written with the ones before it when the room is full
      // (``_pendingMETARRows``); a full batch's RecordBatch message goes straight into the output.
      if _pendingMETARRows.isFull { _writePendingMETARRows() }
      _pendingMETARRows.append(metar, line: line)
    case .json:
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
      _writeJSON(metar, line: line, raw: metar.raw, unparsedCount: metar.unparsed.count) { metar.writeJSON(into: &$0) }
    case .text(let units):
      var block = metar.describe(in: units)
      if let observedAt = metar.observedAt {
        block = _inserting(label: "Observed", _CivilDate.iso8601(observedAt), into: block)
      }
      _writePlainBlock(block)
    }
  }

  /// Writes `value`'s record as one JSON line through the library's writer (`write`); a value
  /// the record cannot hold (a non-finite number) gives an error record instead, with the
  /// reason its `Codable` form gives.
  func _writeJSON<T: Encodable>(
    _ value: T, line: Int, raw: String, unparsedCount: Int, write: (inout [UInt8]) -> Bool
  ) {
    _scratch.removeAll(keepingCapacity: true)
    if write(&_scratch) {
      _scratch.withUnsafeBufferPointer { out.append($0) }
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

  // MARK: - Output

  /// The records written since the output was last taken, and forgets them.
  public func takeOutput() -> [UInt8] {
    if !_pendingMETARRows.isEmpty { _writePendingMETARRows() }
    _arrowIfMade?.rows.stream.writeHeldBatch(into: out)
    _arrowTimelineIfMade?.rows.stream.writeHeldBatch(into: out)
    defer { out.removeAll() }
    return Array(UnsafeBufferPointer(start: out.base, count: out.count))
  }

  /// With `.arrow`, ends the current record batch: the rows written since the last flush go to
  /// the output as one batch (between the schema, ``ArrowRecordWriter/schema()`` or with
  /// ``Options/timeline`` ``ArrowTimelineWriter/schema()``, and ``ArrowRecordWriter/endOfStream``,
  /// which the reader writes once). Other formats: nothing.
  public func flush() {
    if !_pendingMETARRows.isEmpty { _writePendingMETARRows() }
    _arrowIfMade?.flush(into: out)
    _arrowTimelineIfMade?.flush(into: out)
  }

  /// With `.arrow`, ends the current record batch without writing it: its message waits,
  /// its body in the writer's columns, for ``_heldArrowBatch`` to be written from there and
  /// ``_releaseHeldArrowBatch()`` (the pipeline's batches); anything written to the stream
  /// before that copies it into the output first. Other formats: nothing.
  func _holdArrowBatch() {
    if !_pendingMETARRows.isEmpty { _writePendingMETARRows() }
    _arrowIfMade?.rows.stream.holdBatch()
    _arrowTimelineIfMade?.rows.stream.holdBatch()
  }

  /// The record batch ``_holdArrowBatch()`` held, if it is not written yet: valid until
  /// ``_releaseHeldArrowBatch()`` or the next write to the stream.
  var _heldArrowBatch: _ArrowBatchMessage? {
    _arrowIfMade?.rows.stream.heldBatch ?? _arrowTimelineIfMade?.rows.stream.heldBatch
  }

  /// Forgets the record batch held (written from the columns), emptying them for the next.
  func _releaseHeldArrowBatch() {
    _arrowIfMade?.rows.stream.releaseHeldBatch()
    _arrowTimelineIfMade?.rows.stream.releaseHeldBatch()
  }
}

@available(*, unavailable, message: "A RecordStream is used by one thread at a time")
extension RecordStream: Sendable {}
