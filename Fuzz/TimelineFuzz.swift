// libFuzzer harness: the forecast timeline built from any TAF the decoder accepts.
// Built by Scripts/fuzz.sh together with the library sources (not part of the package).
//
// The position and reference date come from the input's length (so the fuzzer explores
// polar day and night, both hemispheres and month ends); the TAF from its bytes.
// Checks: no trap; rows time-ordered and inside [start, end); at most `maximumRows` rows;
// the description does not trap.

import AviationWeather
import Foundation

private let positions: [(latitude: Double, longitude: Double)] = [
  (51.48, -0.46), (-33.95, 151.18), (78.25, 15.47), (-77.85, 166.67), (64.13, -21.94), (0, 0), (90, 180), (-90, -180),
]

// 2026-01-09 12:00Z, 2024-02-29 00:00Z, 2025-12-31 23:30Z, 2026-03-01 00:00Z.
private let references: [Date] = [
  Date(timeIntervalSince1970: 1_767_960_000), Date(timeIntervalSince1970: 1_709_164_800),
  Date(timeIntervalSince1970: 1_767_223_800), Date(timeIntervalSince1970: 1_772_323_200),
]

/// libFuzzer's entry point: runs the checks above on one input; returns 0 (a failed check aborts).
@_cdecl("LLVMFuzzerTestOneInput")
public func timelineFuzzTestOneInput(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
  let text = String(decoding: fuzzBytes(data, size), as: UTF8.self)
  guard let taf = try? TAF(text) else { return 0 }
  let position = positions[size % positions.count]
  let reference = references[(size / positions.count) % references.count]
  let located = ForecastTimeline(
    taf: taf, referenceDate: reference, latitude: position.latitude, longitude: position.longitude)
  let supplied = ForecastTimeline(
    taf: taf, referenceDate: reference, sunTransitions: [], daylightWithoutTransitions: size % 2 == 0,
    step: size % 3 == 0 ? 1800 : 3600)
  for timeline in [located, supplied].compactMap({ $0 }) {
    fuzzCheckTimeline(timeline, text)
    _ = timeline.description
  }
  return 0
}
