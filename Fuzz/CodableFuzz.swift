// libFuzzer harness: values decoded from JSON (the record format, issue 19 item 9).
// Built by Scripts/fuzz.sh together with the library sources (not part of the package).
//
// `Codable` checks shapes, not ranges: a decoded value may hold any Int, Double or Date. The
// input's bytes are decoded as a `Record` and directly as `METAR`, `TAF` and `TimelineRecord`;
// every value decoded must, without trapping: describe itself (as reported, metric, imperial),
// give its flight category and relative humidity, encode (the hand-written writer and
// `JSONEncoder`), and for a TAF build a timeline (at a position and reference date chosen from
// the input's length, with computed and supplied sun times and a step that may be absurd) and
// describe it; timeline records become timelines by the public initialiser; each timeline
// gives its row at and rows from a few instants. Checks: the timeline's start is before its end, it has at most `maximumRows`
// rows, in order and inside [start, end). Timelines are also drawn as SVG (three unit systems and
// languages) and summed up in three languages; `FetchError`, `DecodeError`, `NearbyWeather` and
// `Station` decoded from the input describe themselves and give their texts for people.

import AviationWeather
import Foundation

private let positions: [(latitude: Double, longitude: Double)] = [
  (51.5, 0), (-33.95, 151.18), (78.25, 15.47), (90, 180), (.nan, .infinity),
]

// 2026-11-24 00:00Z, 2024-02-29 00:00Z, the year 1, the year 4001.
private let references: [Date] = [
  Date(timeIntervalSince1970: 1_795_478_400), Date(timeIntervalSince1970: 1_709_164_800), .distantPast, .distantFuture,
]

private let steps: [TimeInterval] = [3600, 1800, 0, -3600, 1e300, .nan, .infinity]

private let unitSystems: [UnitSystem?] = [nil, .metric, .imperial]

/// Encodes `value` with `JSONEncoder`; an error is printed into a string, as an app would.
private func encodePrintingErrors<T: Encodable>(_ value: T) {
  do { _ = try JSONEncoder().encode(value) } catch { _ = String(describing: error) }
}

/// Every derived value and text of a METAR.
private func exercise(_ metar: METAR) {
  _ = metar.description
  for units in unitSystems { _ = metar.describe(in: units) }
  _ = metar.flightCategory
  _ = metar.possibleFlightCategories
  _ = metar.relativeHumidity
  _ = metar.observedAt
  for reference in references {
    var resolved = metar
    resolved.resolveDates(relativeTo: reference)
    resolved.resolveDates(receivedAt: reference)
  }
  var json: [UInt8] = []
  _ = metar.writeJSON(into: &json)
  encodePrintingErrors(metar)
}

/// Every derived value and text of a TAF, and its timeline.
private func exercise(_ taf: TAF, size: Int, text: String) {
  _ = taf.description
  for units in unitSystems { _ = taf.describe(in: units) }
  for forecast in taf.forecasts {
    _ = forecast.conditions.flightCategory
    _ = forecast.conditions.possibleFlightCategories
  }
  _ = (taf.issuedAt, taf.validFrom, taf.validTo)
  for forecast in taf.forecasts { _ = taf.dates(of: forecast) }
  for reference in references {
    var resolved = taf
    resolved.resolveDates(relativeTo: reference)
    resolved.resolveDates(receivedAt: reference)
    for forecast in resolved.forecasts { _ = resolved.dates(of: forecast) }
  }
  var json: [UInt8] = []
  _ = taf.writeJSON(into: &json)
  encodePrintingErrors(taf)
  let position = positions[size % positions.count]
  let reference = references[(size / positions.count) % references.count]
  let step = steps[size % steps.count]
  let located = ForecastTimeline(
    taf: taf, referenceDate: reference, latitude: position.latitude, longitude: position.longitude, step: step)
  let supplied = ForecastTimeline(
    taf: taf, referenceDate: reference, sunTransitions: [], daylightWithoutTransitions: size % 2 == 0, step: step)
  for timeline in [located, supplied].compactMap({ $0 }) {
    fuzzCheckTimeline(timeline, text)
    // A step of a minute gives thousands of rows: their texts cost seconds under the sanitizer
    // and add no path a short timeline lacks, so only the hourly and half-hourly ones are described.
    guard step >= 1800 else { continue }
    exercise(timeline)
    let record = TimelineRecord(taf: taf, timeline: timeline, referenceDate: reference, line: size)
    exercise(record)
  }
}

/// Every text and encoding of a timeline record.
private func exercise(_ record: TimelineRecord) {
  for units in unitSystems { _ = record.describe(in: units) }
  for row in record.rows {
    for units in unitSystems { _ = row.describe(in: units) }
  }
  var json: [UInt8] = []
  _ = record.writeJSON(into: &json)
  encodePrintingErrors(record)
  // Its rows as a timeline (public initialiser: rows in any order, at any dates).
  if let start = record.start, let end = record.end {
    exercise(ForecastTimeline(station: record.station, start: start, end: end, rows: record.rows))
  }
}

/// The locales the picture and the people's texts are drawn in (issue 30: the SVG and the
/// localized texts are part of what a decoded value must survive).
private let locales = [Locale(identifier: "en_US"), Locale(identifier: "de_DE"), Locale(identifier: "fr_FR")]

/// A timeline's texts, its picture and its rows from a few instants.
private func exercise(_ timeline: ForecastTimeline) {
  _ = timeline.description
  for units in unitSystems { _ = timeline.describe(in: units) }
  _ = timeline.svg()
  for (units, locale) in zip(unitSystems, locales) { _ = timeline.svg(units: units, locale: locale) }
  for row in timeline.rows.prefix(4) {
    for locale in locales { _ = row.summary(locale: locale) }
  }
  let middle = Date(timeIntervalSince1970: timeline.start.timeIntervalSince1970 / 2 + timeline.end.timeIntervalSince1970 / 2)
  for instant in [timeline.start, middle, timeline.end.addingTimeInterval(-1), timeline.end] + references {
    _ = timeline.row(at: instant)
    _ = timeline.rows(from: instant)
  }
}

/// libFuzzer's entry point: runs the checks above on one input; returns 0 (a failed check aborts).
@_cdecl("LLVMFuzzerTestOneInput")
public func codableFuzzTestOneInput(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
  let bytes = fuzzBytes(data, size)
  let text = String(decoding: bytes, as: UTF8.self)
  let json = Data(bytes)
  let decoder = JSONDecoder()
  switch try? decoder.decode(Record.self, from: json) {
  case .metar(let metar): exercise(metar)
  case .taf(let taf): exercise(taf, size: size, text: text)
  case .timeline(let record): exercise(record)
  case .error(let record):
    var out: [UInt8] = []
    record.writeJSON(into: &out)
    encodePrintingErrors(record)
  case nil: break
  }
  // Directly as each type too: no `kind` needed, so the fuzzer reaches them from any object.
  if let metar = try? decoder.decode(METAR.self, from: json) { exercise(metar) }
  if let taf = try? decoder.decode(TAF.self, from: json) { exercise(taf, size: size, text: text) }
  if let record = try? decoder.decode(TimelineRecord.self, from: json) { exercise(record) }
  // The fetch types as an app keeps and shows them: descriptions (technical, escaped) and the
  // texts for people in each language.
  if let error = try? decoder.decode(FetchError.self, from: json) {
    _ = (error.description, error.errorDescription, error.failureReason, error.recoverySuggestion)
    for locale in locales { _ = error.localizedDescription(locale: locale) }
  }
  if let error = try? decoder.decode(DecodeError.self, from: json) {
    _ = (error.description, error.errorDescription)
    for locale in locales { _ = error.localizedDescription(locale: locale) }
  }
  if let near = try? decoder.decode(NearbyWeather.self, from: json) {
    _ = near.description
    if let timeline = near.timeline { exercise(timeline) }
    for locale in locales { _ = near.metar?.report.summary(locale: locale) }
  }
  if let station = try? decoder.decode(Station.self, from: json) { _ = (station.description, station.timeZone) }
  return 0
}
