/// Which decoder a report goes to: ``METAR`` or ``TAF``.
///
/// A report is a ``taf`` when it starts with the word `TAF`, or when the station (with optional
/// `AMD`/`COR`) and an optional issue time are followed by a validity period (`1812/1918`, old
/// `181218`), a group only a TAF header has; a METAR's time is followed by a wind, `AUTO`, `COR`
/// or `NIL`. Six digits straight after the station are either an old-form validity or a METAR
/// time sent without its `Z`: the rest of the report decides, a temperature group with a pressure
/// group, or `NOSIG`, making it a ``metar`` (FM 51 has neither). Everything else is a ``metar``:
/// a METAR or SPECI, but also a TAF without the word and without a validity (`SCBA 221900Z`, a
/// NIL TAF), and text that is no report at all (the METAR decoder then says why).
///
/// ```swift
/// ReportKind(detecting: "TAF KJFK 221130Z 2212/2318 31012KT P6SM FEW250")  // .taf
/// ReportKind(detecting: "EGLL 2212/2318 31012KT 9999 FEW040")              // .taf
/// ReportKind(detecting: "KJFK 221651Z 31012KT 10SM FEW250 22/08 A3012")    // .metar
/// ReportKind(detecting: "SXXX 151200 09006KT 9999 SCT025 30/22 Q1011")     // .metar
/// ```
///
/// ``ReportSplitter`` tells the kind of each report it cuts once, in ``ReportText/kind``.
public enum ReportKind: Sendable, Hashable, CaseIterable {
  /// METAR or SPECI (and anything that does not read as a TAF).
  case metar
  /// TAF.
  case taf

  /// The kind of a report, from its UTF-8 bytes.
  package init(detecting utf8: UnsafeBufferPointer<UInt8>) {
    self = ReportKind.decide(utf8, header: ReportKind.detect(utf8))
  }

  /// The kind of a report, from its text.
  public init(detecting text: String) {
    self = withUTF8Bytes(of: text) { ReportKind(detecting: $0) }
  }

  /// The kind of the whole report `bytes`, whose header showed `header` (``detect(_:)``).
  ///
  /// One header is ambiguous: a station followed straight by six digits, which are an old-form
  /// TAF validity (`151218`, FM 51 before 2008: day, first and last hour) or an observation time
  /// whose `Z` was left out (`151200`). FM 51 has neither an air temperature and dew point group
  /// with a pressure group (`30/22 Q1011`, FM 15's `T'T'/T'dT'd` and `QPHPHPHPH`) nor `NOSIG`;
  /// a report of that header that holds them is a ``metar`` (`SXXX 151200 09006KT 9999 SCT025
  /// 30/22 Q1011 NOSIG`). Every other report keeps its header's kind.
  static func decide(_ bytes: UnsafeBufferPointer<UInt8>, header: ReportKind?) -> ReportKind {
    guard header == .taf, readHeader(bytes)?.isAmbiguous == true else { return header ?? .metar }
    var stream = _TokenStream(bytes)
    var sawTemperature = false
    var sawPressure = false
    while let token = stream.next() {
      let b = stream.bytes(token)
      if b.equals("NOSIG") { return .metar }
      if b.count == 5, (b[0] == asciiQ || b[0] == asciiA), b.digits(at: 1, width: 4) != nil { sawPressure = true }
      if b.count >= 5, b[0] != asciiSlash, b[b.count - 1] != asciiSlash, TemperatureGroup.decode(b) != nil {
        sawTemperature = true
      }
      if sawTemperature && sawPressure { return .metar }
    }
    return .taf
  }

  /// The kind the header of `bytes` shows, or `nil` when the bytes end before it tells (no
  /// token, or a station and time with nothing after them): more tokens may still decide.
  /// What it decides on more tokens never changes: the tokens it read stay as they are.
  static func detect(_ bytes: UnsafeBufferPointer<UInt8>) -> ReportKind? {
    readHeader(bytes)?.kind
  }

  /// The header's kind (``detect(_:)``), and whether it is the ambiguous one of ``decide(_:header:)``:
  /// six digits straight after the station (no issue time) that read as an old-form validity.
  private static func readHeader(_ bytes: UnsafeBufferPointer<UInt8>) -> (kind: ReportKind, isAmbiguous: Bool)? {
    if isPlainMETARHeader(bytes) { return (.metar, false) }
    var stream = _TokenStream(bytes)
    guard var token = stream.next() else { return nil }
    var b = stream.bytes(token)
    if b.equals("TAF") { return (.taf, false) }
    while b.equals("AMD") || b.equals("COR") {
      guard let next = stream.next() else { return nil }
      token = next
      b = stream.bytes(token)
    }
    guard b.count == stationLength, b[0].isASCIIUppercase else { return (.metar, false) }
    guard var next = stream.next() else { return nil }
    b = stream.bytes(next)
    if b.equals("AMD") || b.equals("COR") {
      guard let after = stream.next() else { return nil }
      next = after
      b = stream.bytes(next)
    }
    let hasTime = DayTime.decodeObservationTime(b) != nil
    if hasTime {
      guard let after = stream.next() else { return nil }
      b = stream.bytes(after)
    }
    if TAFParser.decodeValidity(b) != nil { return (.taf, false) }
    if TAFParser.decodeOldValidity(b) != nil { return (.taf, !hasTime) }
    return (.metar, false)
  }

  /// The bytes of the station identifier a header without `TAF` starts with (`KJFK`).
  private static let stationLength = 4

  /// Whether `bytes` start like nearly every METAR, told from bytes at fixed places instead of
  /// tokens (the splitter tells the kind of every report; tokenizing its header was about 300
  /// instructions a report): a first token longer than a station (`METAR`, `SPECI`), or a
  /// station-long first token starting with a letter, an observation-time-long second
  /// (`DDHHMMZ`), and a third of neither validity length. The lengths are the ones
  /// ``readHeader(_:)``'s rules read (``stationLength``, `DayTime.observationTimeLength`,
  /// `TAFParser.validityLength` and `oldValidityLength`), so that it reads those headers as
  /// `.metar`, not ambiguous: `TAF`, `AMD` and `COR` are shorter than a station, the second
  /// token is neither validity form, and the third is none either, whether or not the second
  /// is an observation time. `false` leaves every other header to ``readHeader(_:)``.
  @inline(__always)
  private static func isPlainMETARHeader(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
    let count = bytes.count
    guard count > stationLength else { return false }
    for index in 0..<stationLength where bytes[index].isTokenSeparator { return false }
    // A first token longer than a station.
    if !bytes[stationLength].isTokenSeparator { return true }
    // `CCCC DDHHMMZ ` and the third token straight after it (a run of separators: the general
    // reading).
    let timeEnd = stationLength + 1 + DayTime.observationTimeLength
    guard count > timeEnd + 1, bytes[0].isASCIIUppercase, bytes[timeEnd].isTokenSeparator,
      !bytes[timeEnd + 1].isTokenSeparator
    else { return false }
    for index in (stationLength + 1)..<timeEnd where bytes[index].isTokenSeparator { return false }
    var end = timeEnd + 2
    while end < count, !bytes[end].isTokenSeparator { end += 1 }
    let thirdLength = end - (timeEnd + 1)
    return thirdLength != TAFParser.validityLength && thirdLength != TAFParser.oldValidityLength
  }
}
