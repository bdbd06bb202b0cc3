/// Which decoder a report goes to, told by its header: ``METAR`` or ``TAF``.
///
/// A report is a ``taf`` when it starts with the word `TAF`, or when the station (with optional
/// `AMD`/`COR`) and an optional issue time are followed by a validity period (`1812/1918`, old
/// `181218`), a group only a TAF header has; a METAR's time is followed by a wind, `AUTO`, `COR`
/// or `NIL`. Everything else is a ``metar``: a METAR or SPECI, but also a TAF without the word
/// and without a validity (`SCBA 221900Z`, a NIL TAF), and text that is no report at all (the
/// METAR decoder then says why).
///
/// ```swift
/// ReportKind(detecting: "TAF KJFK 221130Z 2212/2318 31012KT P6SM FEW250")  // .taf
/// ReportKind(detecting: "EGLL 2212/2318 31012KT 9999 FEW040")              // .taf
/// ReportKind(detecting: "KJFK 221651Z 31012KT 10SM FEW250 22/08 A3012")    // .metar
/// ```
///
/// ``ReportSplitter`` tells the kind of each report it cuts once, in ``SplitReport/kind``.
public enum ReportKind: Sendable, Hashable, CaseIterable {
  /// METAR or SPECI (and anything that does not read as a TAF).
  case metar
  /// TAF.
  case taf

  /// The kind of a report, from its UTF-8 bytes (looking only at its header).
  public init(detecting utf8: UnsafeBufferPointer<UInt8>) {
    self = ReportKind.detect(utf8) ?? .metar
  }

  /// The kind of a report, from its text (looking only at its header).
  public init(detecting text: String) {
    self = withUTF8Bytes(of: text) { ReportKind(detecting: $0) }
  }

  /// The kind the header of `bytes` shows, or `nil` when the bytes end before it tells (no
  /// token, or a station and time with nothing after them): more tokens may still decide.
  /// What it decides on more tokens never changes: the tokens it read stay as they are.
  static func detect(_ bytes: UnsafeBufferPointer<UInt8>) -> ReportKind? {
    var stream = _TokenStream(bytes)
    guard var token = stream.next() else { return nil }
    var b = stream.bytes(token)
    if b.equals("TAF") { return .taf }
    while b.equals("AMD") || b.equals("COR") {
      guard let next = stream.next() else { return nil }
      token = next
      b = stream.bytes(token)
    }
    guard b.count == 4, b[0].isASCIIUppercase else { return .metar }
    guard var next = stream.next() else { return nil }
    b = stream.bytes(next)
    if b.equals("AMD") || b.equals("COR") {
      guard let after = stream.next() else { return nil }
      next = after
      b = stream.bytes(next)
    }
    if DayTime.decodeObservationTime(b) != nil {
      guard let after = stream.next() else { return nil }
      b = stream.bytes(after)
    }
    return TAFParser.decodeValidity(b) != nil || TAFParser.decodeOldValidity(b) != nil ? .taf : .metar
  }
}
