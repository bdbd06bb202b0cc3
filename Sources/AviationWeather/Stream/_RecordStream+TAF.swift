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
    if options.timeline {
      _writeTimeline(taf, line: line)
      return
    }
    if case .text(let units) = options.format {
      _writeDescription(of: taf, in: units)
      return
    }
    _countDecoded(unparsedCount: taf.unparsed.count)
    // With a reference date, the day-of-month times resolved to instants (the library's rule,
    // `TAF.resolveDates(relativeTo:)`), written by the TAF's own record form. The decoded value
    // is resolved in place and read in place: a copy of it, and a list of the resolved dates
    // that only the plain text reads, were about 2,000 instructions a TAF.
    var placed = consume taf
    if let reference = options.referenceDate { placed.resolveDates(relativeTo: reference) }
    let record = consume placed
    if options.format == .arrow {
      _arrow?.append(record, line: line, into: out)
      return
    }
    _writeJSON(record, line: line, raw: record.raw, unparsedCount: record.unparsed.count) { record.writeJSON(into: &$0) }
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
    _countDecoded(unparsedCount: taf.unparsed.count)
    var block = taf.describe(in: units)
    // Inserted after the header in reverse, so they read in order.
    for (label, date) in resolved.reversed() {
      block = _inserting(label: label, _CivilDate.iso8601(date), into: block)
    }
    _writePlainBlock(block)
  }

  /// Counts a decoded report.
  private func _countDecoded(unparsedCount: Int) {
    counts.decoded += 1
    if unparsedCount > 0 { counts.withUnparsed += 1 }
  }

  /// Writes the TAF's forecast timeline (rows across its validity, with sunrise and sunset);
  /// a NIL or cancelled TAF gives a record with no rows that says so (one that says no forecast is
  /// available, `FCST NOT AVBL`, a record with no rows too).
  private func _writeTimeline(_ taf: TAF, line: Int) {
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
      return
    } else {
      writeError(
        line: line, raw: taf.raw,
        message: "no timeline: it would hold more than \(ForecastTimeline.maximumEntries) rows and overlays"
          + " (ForecastTimeline.maximumEntries)",
        code: "timelineTooLarge", offset: 0)
      return
    }
    _countDecoded(unparsedCount: taf.unparsed.count)
    switch options.format {
    case .arrow:
      _arrowTimeline?.append(record, into: out)
    case .json:
      _writeJSON(record, line: line, raw: taf.raw, unparsedCount: taf.unparsed.count) { record.writeJSON(into: &$0) }
    case .text(let units):
      // Times in the options' zone, else the station's own zone from the directory, else UTC
      // (also for a station the directory does not know).
      _writePlainBlock(
        record.describe(in: units, timeZone: options.timeZone ?? options.directoryStation(taf.station)?.timeZone))
    }
  }

  /// Counts a timeline written without sun times and keeps its station for
  /// ``takeDiagnostics(namingOnce:)``, which names each station once.
  private func _noteWithoutPosition(_ station: String, line: Int) {
    counts.withoutSunTimes += 1
    _withoutPosition.append((station, RecordSource(file: inputName, line: line), _diagnostics.count))
  }
}
