import AviationWeather
import Foundation

extension RecordWriter {
  /// Decodes one TAF and writes its record: the TAF, or with `--timeline` its forecast timeline.
  func writeTAF(_ text: String, line: Int) {
    let taf: TAF
    do {
      taf = try TAF(text, options: options.strict ? .strict : .lenient)
    } catch {
      writeError(line: line, raw: text, error: error)
      return
    }
    if options.timeline {
      writeTimeline(taf, line: line)
      return
    }
    // With a reference date, the day-of-month times resolved to instants.
    var resolved: [(StaticString, String)] = []
    if let reference = options.referenceDate {
      if let issued = taf.issueTime?.date(relativeTo: reference) {
        resolved.append(("issuedAt", ISO8601.format(issued)))
      }
      if let period = taf.validity?.dates(relativeTo: reference) {
        resolved.append(("validFrom", ISO8601.format(period.from)))
        resolved.append(("validTo", ISO8601.format(period.to)))
      }
    }
    writeDecoded(taf, unparsedCount: taf.unparsed.count, appending: resolved, line: line, raw: taf.raw) {
      var block = taf.describe(in: options.units)
      // Inserted after the header in reverse, so they read in order.
      for (label, value) in resolved.reversed() {
        let name: String
        switch label.description {
        case "issuedAt": name = "Issued"
        case "validFrom": name = "Valid from"
        default: name = "Valid to"
        }
        block = inserting(label: name, value, into: block)
      }
      return block
    }
  }

  /// Writes the TAF's forecast timeline (rows across its validity, with sunrise and sunset).
  private func writeTimeline(_ taf: TAF, line: Int) {
    guard let latitude = options.latitude, let longitude = options.longitude else { return }
    let reference = options.referenceDate ?? Date()
    guard
      let timeline = ForecastTimeline(taf: taf, referenceDate: reference, latitude: latitude, longitude: longitude)
    else {
      let why =
        taf.isNil ? "the forecast is NIL" : taf.isCancelled ? "the forecast is cancelled" : "it has no validity period"
      writeError(line: line, raw: taf.raw, message: "no timeline: \(why)", code: "noTimeline", offset: 0)
      return
    }
    writeDecoded(timeline, unparsedCount: taf.unparsed.count, line: line, raw: taf.raw) {
      timeline.describe(in: options.units)
    }
  }
}
