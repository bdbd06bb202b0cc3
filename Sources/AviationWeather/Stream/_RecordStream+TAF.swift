import Foundation

extension RecordStream {
  /// Decodes one TAF and writes its record: the TAF, or with ``Options/timeline`` its forecast
  /// timeline.
  func _writeTAF(_ text: String, line: Int) {
    let taf: TAF
    do {
      taf = try TAF(text, options: options.decoding)
    } catch {
      writeError(line: line, raw: text, error: error)
      return
    }
    if _rejectsWarnings(taf.warnings, line: line, raw: taf.raw) { return }
    if !taf.repaired.isEmpty { counts.withRepairs += 1 }
    let hasUnparsed = !taf.unparsed.isEmpty
    guard _writeRecord(of: consume taf, line: line) else { return }
    // The one place a TAF counts as decoded, once its record is written (`_writeJSON` takes the
    // count back when JSON cannot hold the record: the same sum, taken back before it is added).
    counts.decoded += 1
    if hasUnparsed { counts.withUnparsed += 1 }
  }

  /// Writes the record of `taf`: with ``Options/timeline`` its forecast timeline, else the TAF.
  /// `false` when it has none (a TAF that gives no timeline): its error record is written.
  /// Inlined: a call of its own was ~12 instructions a TAF.
  @inline(__always)
  private func _writeRecord(of taf: consuming TAF, line: Int) -> Bool {
    guard options.writesRecords else { return true }
    if options.timeline { return _writeTimeline(taf, line: line) }
    if case .text(let units) = options.format {
      _writeDescription(of: taf, in: units)
      return true
    }
    // With a reference date, the day-of-month times resolved to instants (the library's rule,
    // `TAF.resolveDates(relativeTo:)`), written by the TAF's own record form. The decoded value
    // is resolved in place and read in place: a copy of it, and a list of the resolved dates
    // that only the plain text reads, were about 2,000 instructions a TAF.
    var placed = consume taf
    if let reference = options.referenceDate { placed.resolveDates(relativeTo: reference) }
    let record = consume placed
    if options.format == .arrow {
      _appendArrowRow { $0.append(record, line: line, into: out) }
      return true
    }
    _writeJSON(record, line: line, raw: record.raw, unparsedCount: record.unparsed.count) { record.writeJSON(into: &$0) }
    return true
  }

  /// Writes a decoded TAF in plain English; with a reference date, the resolved issue and
  /// validity instants are inserted after its header line.
  private func _writeDescription(of taf: TAF, in units: UnitSystem?) {
    var placed = taf
    var resolved: [(label: String, date: Date)] = []
    if let reference = options.referenceDate {
      placed.resolveDates(relativeTo: reference)
      if let issued = placed.issuedAt { resolved.append(("Issued", issued)) }
      if let from = placed.validFrom, let to = placed.validTo {
        resolved.append(("Valid from", from))
        resolved.append(("Valid to", to))
      }
    }
    var block = taf.describe(in: units)
    // Inserted after the header in reverse, so they read in order.
    for (label, date) in resolved.reversed() {
      block = _inserting(label: label, _CivilDate.iso8601(date), into: block)
    }
    _writePlainBlock(block)
  }

  /// Writes the TAF's forecast timeline (rows across its validity, with sunrise and sunset);
  /// a NIL or cancelled TAF gives a record with no rows that says so (one that says no forecast is
  /// available, `FCST NOT AVBL`, a record with no rows too). `false` when it gives none: its
  /// error record is written.
  private func _writeTimeline(_ taf: TAF, line: Int) -> Bool {
    let reference = options.referenceDate ?? Date()
    let record: TimelineRecord
    let source = RecordSource(line: line)
    // A station the directory does not know gets the rows without sun times (counted, and named
    // once on the diagnostics, by `takeDiagnostics`).
    let position = options.timelinePosition(station: taf.station)
    let timeline = options.timeline(of: taf, referenceDate: reference)
    if taf.isNil || taf.isCancelled || taf.isNotAvailable {
      record = TimelineRecord(taf: taf, timeline: nil, referenceDate: reference, source: source)
    } else if let timeline {
      record = TimelineRecord(taf: taf, timeline: timeline, referenceDate: reference, source: source)
      if position == nil { _noteWithoutPosition(taf.station, line: line) }
    } else if taf.validity?.dates(relativeTo: reference) == nil {
      writeError(
        line: line, raw: taf.raw, message: "no timeline: it has no validity period", code: "noTimeline", offset: 0)
      return false
    } else {
      writeError(
        line: line, raw: taf.raw,
        message: "no timeline: it would hold more than \(ForecastTimeline.maximumEntries) rows and overlays"
          + " (ForecastTimeline.maximumEntries)",
        code: "timelineTooLarge", offset: 0)
      return false
    }
    switch options.format {
    case .arrow:
      _appendArrowTimelineRow { $0.append(record, into: out) }
    case .json:
      _writeJSON(record, line: line, raw: taf.raw, unparsedCount: taf.unparsed.count) { record.writeJSON(into: &$0) }
    case .text(let units):
      // Times in the options' zone, else the station's own zone from the directory, else UTC
      // (also for a station the directory does not know).
      _writePlainBlock(
        record.describe(in: units, timeZone: options.timeZone ?? options.directoryStation(taf.station)?.timeZone))
    }
    return true
  }

  /// Counts a timeline written without sun times and keeps its station for
  /// ``takeDiagnostics(namingOnce:)``, which names each station once.
  private func _noteWithoutPosition(_ station: String, line: Int) {
    counts.withoutSunTimes += 1
    _withoutPosition.append((station, RecordSource(file: inputName, line: line), _diagnostics.count))
  }
}
