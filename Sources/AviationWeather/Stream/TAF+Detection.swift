extension TAF {
  /// Whether `text` reads as a TAF rather than a METAR, looking only at its header.
  @available(*, deprecated, message: "Use ReportKind(detecting:) == .taf")
  public static func looksLikeTAF(_ text: String) -> Bool { ReportKind(detecting: text) == .taf }

  /// Whether a report's UTF-8 bytes read as a TAF, looking only at its header.
  @available(*, deprecated, message: "Use ReportKind(detecting:) == .taf")
  package static func looksLikeTAF(utf8 bytes: UnsafeBufferPointer<UInt8>) -> Bool {
    ReportKind(detecting: bytes) == .taf
  }
}
