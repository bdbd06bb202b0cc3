// Shared helpers for the libFuzzer harnesses (one harness per binary; this file is in each).

import AviationWeather
import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The fuzzer's input as an array.
func fuzzBytes(_ data: UnsafePointer<UInt8>?, _ size: Int) -> [UInt8] {
  guard let data, size > 0 else { return [] }
  return Array(UnsafeBufferPointer(start: data, count: size))
}

/// Reports a broken property and aborts, so libFuzzer saves the input as a crash.
func fuzzFail(_ message: String, _ text: String) -> Never {
  let hex = text.utf8.map { String($0, radix: 16).count == 1 ? "0" + String($0, radix: 16) : String($0, radix: 16) }
    .joined()
  fputs("FUZZ PROPERTY FAILED: \(message)\n  input: \(text.debugDescription)\n  hex: \(hex)\n", stderr)
  abort()
}

/// Aborts with `message` when `condition` is false.
func fuzzCheck(_ condition: @autoclosure () -> Bool, _ message: @autoclosure () -> String, _ text: String) {
  if !condition() { fuzzFail(message(), text) }
}

/// Every unparsed token is the text of the input at its offset.
func fuzzCheckUnparsed(_ unparsed: [UnparsedToken], in text: String) {
  let bytes = Array(text.utf8)
  for token in unparsed {
    let length = token.text.utf8.count
    let ok =
      token.offset >= 0 && token.offset + length <= bytes.count
      && Array(bytes[token.offset..<(token.offset + length)]) == Array(token.text.utf8)
    fuzzCheck(ok, "unparsed token \(token.text.debugDescription) not at offset \(token.offset)", text)
  }
}

/// A timeline built from a TAF: start before end, at most `maximumRows` rows, in time order
/// and inside [start, end).
func fuzzCheckTimeline(_ timeline: ForecastTimeline, _ text: String) {
  fuzzCheck(timeline.start < timeline.end, "timeline start not before end", text)
  fuzzCheck(timeline.rows.count <= ForecastTimeline.maximumRows, "too many rows: \(timeline.rows.count)", text)
  fuzzCheck(
    zip(timeline.rows, timeline.rows.dropFirst()).allSatisfy { $0.date <= $1.date }, "rows out of order", text)
  fuzzCheck(
    timeline.rows.allSatisfy { $0.date >= timeline.start && $0.date < timeline.end }, "row outside validity", text)
}
