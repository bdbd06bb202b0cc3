extension TAF {
  /// Whether `text` reads as a TAF rather than a METAR, looking only at its header.
  ///
  /// True when it starts with the word `TAF`, or when the station (with optional `AMD`/`COR`)
  /// and an optional issue time are followed by a validity period (`1812/1918`, old `181218`),
  /// a group only a TAF header has; a METAR's time is followed by a wind, `AUTO`, `COR` or `NIL`.
  /// A TAF without the word and without a validity (`SCBA 221900Z`, a NIL TAF) reads as a METAR.
  /// For telling reports apart in a mixed stream (`wxparse`).
  public static func looksLikeTAF(_ text: String) -> Bool {
    withUTF8Bytes(of: text) { looksLikeTAF(utf8: $0) }
  }

  /// Whether a report's UTF-8 bytes read as a TAF: ``looksLikeTAF(_:)`` without building a
  /// `String` (for a reader that holds reports as bytes, such as `wxparse`'s report splitter).
  public static func looksLikeTAF(utf8 bytes: UnsafeBufferPointer<UInt8>) -> Bool {
    var stream = _TokenStream(bytes)
    guard var token = stream.next() else { return false }
    var b = stream.bytes(token)
    if b.equals("TAF") { return true }
    while b.equals("AMD") || b.equals("COR") {
      guard let next = stream.next() else { return false }
      token = next
      b = stream.bytes(token)
    }
    guard b.count == 4, b[0].isASCIIUppercase else { return false }
    guard var next = stream.next() else { return false }
    b = stream.bytes(next)
    if b.equals("AMD") || b.equals("COR") {
      guard let after = stream.next() else { return false }
      next = after
      b = stream.bytes(next)
    }
    if DayTime.decodeObservationTime(b) != nil {
      guard let after = stream.next() else { return false }
      b = stream.bytes(after)
    }
    return TAFParser.decodeValidity(b) != nil || TAFParser.decodeOldValidity(b) != nil
  }
}
