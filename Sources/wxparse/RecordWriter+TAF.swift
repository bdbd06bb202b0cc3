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
    writeDecoded(placed, unparsedCount: taf.unparsed.count, line: line, raw: taf.raw) {
      var block = taf.describe(in: options.units)
      // Inserted after the header in reverse, so they read in order.
      for (label, date) in resolved.reversed() {
        block = inserting(label: label, ISO8601.format(date), into: block)
      }
      return block
    }
  }

  /// Writes the TAF's forecast timeline (rows across its validity, with sunrise and sunset);
  /// a NIL or cancelled TAF gives a record with no rows that says so.
  private func writeTimeline(_ taf: TAF, line: Int) {
    guard let latitude = options.latitude, let longitude = options.longitude else { return }
    let reference = options.referenceDate ?? Date()
    let period = taf.validity?.dates(relativeTo: reference)
    let record: TimelineRecord
    if taf.isNil || taf.isCancelled {
      record = TimelineRecord(
        station: taf.station, start: period?.from, end: period?.to, isNil: taf.isNil, isCancelled: taf.isCancelled,
        rows: [], raw: taf.raw, unparsed: taf.unparsed, repaired: taf.repaired, line: line)
    } else if let timeline = ForecastTimeline(
      taf: taf, referenceDate: reference, latitude: latitude, longitude: longitude)
    {
      record = TimelineRecord(
        station: timeline.station, start: timeline.start, end: timeline.end, isNil: false, isCancelled: false,
        rows: timeline.rows, raw: taf.raw, unparsed: taf.unparsed, repaired: taf.repaired, line: line)
    } else {
      writeError(
        line: line, raw: taf.raw, message: "no timeline: it has no validity period", code: "noTimeline", offset: 0)
      return
    }
    writeDecoded(record, unparsedCount: taf.unparsed.count, line: line, raw: taf.raw) {
      record.describe(in: options.units)
    }
  }
}

/// The `--timeline` record of one TAF: its timeline (``ForecastTimeline``'s members), then the
/// TAF's raw text, its unparsed and repaired tokens and the input line it starts on.
struct TimelineRecord: Encodable {
  /// The record format's version (``RecordFormat/schemaVersion``).
  var schemaVersion = RecordFormat.schemaVersion
  /// `timeline`: tells timeline records from report records.
  var kind = "timeline"
  /// The station the TAF is for.
  var station: String
  /// Start of the validity period (`nil` when a NIL TAF has none).
  var start: Date?
  /// End of the validity period.
  var end: Date?
  /// The TAF is NIL (missing): no rows.
  var isNil: Bool
  /// The TAF is cancelled (`CNL`): no rows.
  var isCancelled: Bool
  /// The timeline's rows (``ForecastTimeline/rows``); empty for a NIL or cancelled TAF.
  var rows: [ForecastRow]
  /// The TAF's text.
  var raw: String
  /// The TAF's unparsed tokens, as in its TAF record.
  var unparsed: [UnparsedToken]
  /// The TAF's spacing slips read as groups, as in its TAF record.
  var repaired: [RepairedToken]
  /// The input line the TAF starts on.
  var line: Int

  /// The JSON members, in the order written.
  private enum CodingKeys: String, CodingKey {
    case schemaVersion, kind, station, start, end, isNil, isCancelled, rows, raw, unparsed, repaired, line
  }

  /// Writes the members in order; `start` and `end` only when known.
  func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: CodingKeys.self)
    try container.encode(schemaVersion, forKey: .schemaVersion)
    try container.encode(kind, forKey: .kind)
    try container.encode(station, forKey: .station)
    try container.encodeIfPresent(start, forKey: .start)
    try container.encodeIfPresent(end, forKey: .end)
    try container.encode(isNil, forKey: .isNil)
    try container.encode(isCancelled, forKey: .isCancelled)
    try container.encode(rows, forKey: .rows)
    try container.encode(raw, forKey: .raw)
    try container.encode(unparsed, forKey: .unparsed)
    try container.encode(repaired, forKey: .repaired)
    try container.encode(line, forKey: .line)
  }

  /// The plain-English block: the timeline's header and rows (or why there are none), with a
  /// line for the repaired and one for the unparsed tokens after the header.
  func describe(in units: UnitSystem?) -> String {
    var lines: [String] = []
    if isNil || isCancelled {
      lines.append("Timeline for \(station): none, " + (isNil ? "forecast missing (NIL)" : "forecast cancelled (CNL)"))
    } else if let start, let end {
      let timeline = ForecastTimeline(station: station, start: start, end: end, rows: rows)
      lines.append(timeline.describe(in: units))
    }
    var notes: [String] = []
    if !repaired.isEmpty { notes.append("  Repaired    " + repaired.map { $0.description }.joined(separator: ", ")) }
    if !unparsed.isEmpty { notes.append("  Unparsed    " + unparsed.map { $0.description }.joined(separator: ", ")) }
    if !notes.isEmpty {
      let text = notes.joined(separator: "\n")
      if lines.isEmpty {
        lines.append(text)
      } else if let newline = lines[0].firstIndex(of: "\n") {
        lines[0] = lines[0][..<newline] + "\n" + text + lines[0][newline...]
      } else {
        lines.append(text)
      }
    }
    return lines.joined(separator: "\n")
  }
}
