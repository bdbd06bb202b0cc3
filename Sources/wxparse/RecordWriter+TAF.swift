import AviationWeather
import Foundation

extension RecordWriter {
  /// Decodes one TAF and writes its record: the TAF, or with `--timeline` its forecast timeline.
  func writeTAF(_ text: String, line: Int) {
    let taf: TAF
    do {
      taf = try TAF(text, options: decodingOptions)
    } catch {
      writeError(line: line, raw: text, error: error)
      return
    }
    if rejectsWarnings(taf.warnings, line: line, raw: taf.raw) { return }
    if !taf.repaired.isEmpty { counts.withRepairs += 1 }
    if options.timeline {
      writeTimeline(taf, line: line)
      return
    }
    // With a reference date, the day-of-month times resolved to instants (the library's rule,
    // `TAF.resolveDates(relativeTo:)`), written by the TAF's own record form.
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
    writeDecoded(
      placed, unparsedCount: taf.unparsed.count, line: line, raw: taf.raw, write: { placed.writeJSON(into: &$0) }
    ) {
      var block = taf.describe(in: options.units)
      // Inserted after the header in reverse, so they read in order.
      for (label, date) in resolved.reversed() {
        block = inserting(label: label, _CivilDate.iso8601(date), into: block)
      }
      return block
    }
  }

  /// Writes the TAF's forecast timeline (rows across its validity, with sunrise and sunset);
  /// a NIL or cancelled TAF gives a record with no rows that says so (one that says no forecast is
  /// available, `FCST NOT AVBL`, a record with no rows too).
  private func writeTimeline(_ taf: TAF, line: Int) {
    let reference = options.referenceDate ?? Date()
    let record: TimelineRecord
    // A station the directory does not know gets the rows without sun times (counted, and named
    // once per run on standard error, by the runner).
    let position = options.timelinePosition(station: taf.station)
    let timeline: ForecastTimeline? =
      if let (latitude, longitude) = position {
        ForecastTimeline(taf: taf, referenceDate: reference, latitude: latitude, longitude: longitude)
      } else {
        ForecastTimeline(taf: taf, referenceDate: reference)
      }
    if taf.isNil || taf.isCancelled || taf.isNotAvailable {
      record = TimelineRecord(taf: taf, timeline: nil, referenceDate: reference, line: line)
    } else if let timeline {
      record = TimelineRecord(taf: taf, timeline: timeline, referenceDate: reference, line: line)
      if position == nil { noteWithoutPosition(taf.station, line: line) }
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
    writeDecoded(
      record, unparsedCount: taf.unparsed.count, line: line, raw: taf.raw, write: { record.writeJSON(into: &$0) }
    ) {
      // Times in --time-zone, else the station's own zone from the directory, else UTC (also for
      // a station the directory does not know).
      record.describe(in: options.units, timeZone: options.timeZone ?? options.directoryStation(taf.station)?.timeZone)
    }
  }

  /// Counts a timeline written without sun times and queues its station for the runner, which
  /// names each station once per run on standard error (in input order whatever the threads).
  private func noteWithoutPosition(_ station: String, line: Int) {
    counts.withoutSunTimes += 1
    withoutPosition.append((station, line, inputName, diagnostics.utf8.count))
  }
}
