import AviationWeather

/// Writes text to standard error (diagnostics, unbuffered) or standard output, whole, through
/// the library's writer (the one ``RecordPipeline`` writes records with).
enum StandardError {
  /// Writes `text` to standard error; a failure is ignored (there is nowhere to tell it).
  static func write(_ text: String) {
    try? write(text, to: 2)
  }

  /// Writes `text` to `descriptor`; throws the output error when it cannot.
  static func write(_ text: String, to descriptor: Int32) throws(RecordPipeline.OutputError) {
    var copy = text
    var failure: RecordPipeline.OutputError?
    copy.withUTF8 { bytes in
      guard let base = bytes.baseAddress else { return }
      do throws(RecordPipeline.OutputError) {
        try writeAll(base, count: bytes.count, to: descriptor)
      } catch {
        failure = error
      }
    }
    if let failure { throw failure }
  }
}
