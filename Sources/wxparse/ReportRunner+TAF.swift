import AviationWeather
import Foundation

/// Where TAF decoding plugs into wxparse: the one place to switch when the library's `TAF`
/// decoder lands (branch `taf`). Until then a TAF gives an error record, so every input
/// report still has its record and the exit status says not everything decoded.
enum TAFSupport {
  // SWITCH: set to true (and fill in `handleTAF` below) once `TAF` exists in the library.
  /// Whether this build decodes TAFs.
  static let available = false
  /// Whether this build can lay a TAF out as a forecast timeline (`--timeline`).
  static let timelineAvailable = false
}

extension ReportRunner {
  /// Decodes one TAF and writes its record.
  func handleTAF(_ text: String, line: Int) throws {
    // SWITCH: replace with `try TAF(text, options:)` and `writeDecoded(taf, …)`.
    try writeError(
      line: line, raw: text, message: "TAF decoding not available", code: "tafNotAvailable", offset: 0)
  }
}
