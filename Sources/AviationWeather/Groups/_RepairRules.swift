/// The rest of a report decoded without repairs, one token it leaves unparsed at a time (the
/// METAR and TAF parsers' checks of a repair against the rest of the report).
protocol _UnparsedWalk {
  /// The offset of the next token left unparsed (offsets grow); nil at the end of what is checked.
  mutating func nextUnparsed() -> Int?
}

/// What the METAR and TAF parsers both ask of a malformed group's repaired reading: whether its
/// parts may stand together as FM 15 and FM 51 have them, and whether the rest of the report reads
/// as well with it.
enum _RepairRules {
  /// Whether every token `after` (the rest decoded after a repair) leaves unparsed is one that
  /// `before` (the rest decoded without it) leaves unparsed too. The two walk side by side, so no
  /// set of offsets is kept (nothing allocated), and `after` stops at the first token that only it
  /// leaves unparsed.
  static func leavesNoOtherUnparsed<After: _UnparsedWalk, Before: _UnparsedWalk>(
    _ after: inout After, than before: inout Before
  ) -> Bool {
    while let offset = after.nextUnparsed() {
      var found = false
      while let earlier = before.nextUnparsed(), earlier <= offset {
        if earlier == offset {
          found = true
          break
        }
      }
      guard found else { return false }
    }
    return true
  }

  /// The one place to cut `sent` (a token of at least four bytes; two groups sent without the
  /// space between them) where both pieces decode: each cut that leaves at least two bytes a side,
  /// no piece of slashes alone (a group reported missing says nothing), no piece that
  /// `isHeaderWord` (`FEW035CCB` is no `FEW035 CCB`) and no lone descriptor is written into
  /// `candidate` as the first piece, `insert` of the two pieces (nothing when `nil`), a space and
  /// the second piece, and given to `decodes`. True, with `candidate` holding that reading, when
  /// exactly one cut decodes; false when none or several do. The METAR and TAF parsers' search.
  static func uniqueSplit(
    _ sent: UnsafeBufferPointer<UInt8>, into candidate: inout _RepairText,
    isHeaderWord: (Slice<UnsafeBufferPointer<UInt8>>) -> Bool,
    insert: ((Slice<UnsafeBufferPointer<UInt8>>, Slice<UnsafeBufferPointer<UInt8>>) -> Slice<UnsafeBufferPointer<UInt8>>)? =
      nil,
    decodes: (_RepairText) -> Bool
  ) -> Bool {
    guard sent.count >= 4 else { return false }
    func split(at cut: Int) {
      candidate.removeAll()
      candidate.append(contentsOf: sent[..<cut])
      if let insert { candidate.append(contentsOf: insert(sent[..<cut], sent[cut...])) }
      candidate.append(asciiSpace)
      candidate.append(contentsOf: sent[cut...])
    }
    var foundCut: Int?
    for cut in 2...(sent.count - 2) {
      if sent[..<cut].allSatisfy({ $0 == asciiSlash }) || sent[cut...].allSatisfy({ $0 == asciiSlash }) { continue }
      if isHeaderWord(sent[..<cut]) || isHeaderWord(sent[cut...]) { continue }
      if isLoneDescriptor(sent[..<cut]) || isLoneDescriptor(sent[cut...]) { continue }
      split(at: cut)
      guard decodes(candidate) else { continue }
      if foundCut != nil { return false }
      foundCut = cut
    }
    guard let foundCut else { return false }
    split(at: foundCut)
    return true
  }

  /// When a token may be read together with the next one as one group (a space too many).
  enum Join {
    /// Whenever the joined text decodes: a lone intensity or `VC` before weather it may qualify
    /// (`VC SH`, `- RA`), even though that weather decodes alone.
    case always
    /// Only when the next token decodes to nothing on its own (`Q10 10`, `T X33/1018Z`).
    case whenNextIsNoGroup
  }

  /// Whether `sent` may be joined to `next`, and when; `nil` if never: a number to what starts with
  /// a digit or `/` (`55002 904` is no runway state, `1 3/` no temperature, `2 1 /2SM` no 1/2 SM),
  /// a lone intensity or `VC` to weather FM 15 does not let it qualify, or anything into a group
  /// of fewer than four characters (`CB G S` is no `GS`).
  static func join<Sent: Collection<UInt8>, Next: Collection<UInt8>>(_ sent: Sent, _ next: Next) -> Join? {
    guard let first = next.first else { return nil }
    if sent.allSatisfy({ $0.isASCIIDigit }), first.isASCIIDigit || first == asciiSlash { return nil }
    // `TEMPO FM 1500`: a time mark's letters and its `hhmm` (FM 15's `TTGGgg`), even though the
    // number alone would decode as a visibility. The joined group decodes only where a trend time
    // may stand, and only as a valid time.
    if ChangeIndicator.isTimeMarkWord(sent), next.count == 4, next.allSatisfy({ $0.isASCIIDigit }) {
      return .always
    }
    if sent.elementsEqual(CollectionOfOne(asciiPlus)) || sent.elementsEqual(CollectionOfOne(asciiMinus))
      || sent.elementsEqual("VC".utf8)
    {
      return qualifierMayPrecede(next, isVicinity: sent.count == 2) ? .always : nil
    }
    return sent.count + next.count >= 4 ? .whenNextIsNoGroup : nil
  }

  /// Whether an intensity (`isVicinity` false) or `VC` may stand before `weather` (FM 15 table
  /// 4678): an intensity only before precipitation, `FC`, `SS` or `DS`, never before `VC`; `VC`
  /// only before `TS`, `SH`, `FG`, `PO`, `FC`, `DS`, `SS`, `VA` or `BL` and its phenomenon, alone.
  /// Compares the two-letter codes in place (no text is made of them).
  static func qualifierMayPrecede<Weather: Collection<UInt8>>(_ weather: Weather, isVicinity: Bool) -> Bool {
    guard weather.count >= 2, weather.count % 2 == 0 else { return false }
    /// The code at `index` (a letter pair) as one of `codes` (each `XY`).
    func code(at index: Weather.Index, isOneOf codes: [StaticString]) -> Bool {
      let second = weather.index(after: index)
      return codes.contains { code in
        code.withUTF8Buffer { $0[0] == weather[index] && $0[1] == weather[second] }
      }
    }
    // `VC` qualifies one phenomenon and says nothing of precipitation: `VC TSRA` could as well be
    // `VCTS RA` (a thunderstorm near, rain here), so it is no reading.
    if isVicinity {
      if weather.count == 4 { return weather.starts(with: "BL".utf8) }
      return weather.count == 2 && code(at: weather.startIndex, isOneOf: vicinityCodes)
    }
    var index = weather.startIndex
    while index != weather.endIndex {
      if code(at: index, isOneOf: intenseCodes) { return true }
      index = weather.index(index, offsetBy: 2)
    }
    return false
  }

  /// The phenomena `VC` may qualify (FM 15 table 4678).
  private static let vicinityCodes: [StaticString] = ["TS", "SH", "FG", "PO", "FC", "DS", "SS", "VA"]
  /// The phenomena an intensity may qualify: precipitation, `FC`, `SS` and `DS`.
  private static let intenseCodes: [StaticString] = [
    "DZ", "RA", "SN", "SG", "PL", "GR", "GS", "UP", "IC", "FC", "SS", "DS",
  ]

  /// Whether `piece` is a descriptor that is no group on its own (`SH`, `FZ`, `BL`…; `TS` alone
  /// is a thunderstorm): a split that leaves one is no reading (`+SNSH` is no `+SN SH`).
  static func isLoneDescriptor<Piece: Collection<UInt8>>(_ piece: Piece) -> Bool {
    guard piece.count == 2, let descriptor = WeatherDescriptor(rawValue: String(decoding: piece, as: UTF8.self))
    else { return false }
    return descriptor != .thunderstorm
  }

  /// False for conditions no station observes or forecasts together, or values no station sends,
  /// which a repair must not produce: CAVOK with a visibility, weather or cloud (`1500 BR FEW050 …
  /// CAVO`); a minimum visibility not below the prevailing one (`99999999` is no `9999 9999`); a
  /// visibility in metres off FM 15's steps (`3401234012KT` is no `3401 234012KT`); a wind
  /// direction that is not in tens of degrees.
  static func isPlausible(_ conditions: WeatherConditions) -> Bool {
    if conditions.isCAVOK, conditions.visibility != nil || !conditions.weather.isEmpty || !conditions.sky.isEmpty {
      return false
    }
    if let minimum = conditions.minimumVisibility?.distance?.meters,
      let prevailing = conditions.visibility?.distance?.meters, minimum >= prevailing
    {
      return false
    }
    if !isReportable(conditions.visibility) || !isReportable(conditions.minimumVisibility) { return false }
    if case .degrees(let degrees) = conditions.wind?.direction, degrees % 10 != 0 { return false }
    return true
  }

  /// Whether a visibility in metres is on FM 15's steps; any other (or none) is.
  private static func isReportable(_ visibility: Visibility?) -> Bool {
    guard let distance = visibility?.distance, distance.unit == .meters else { return true }
    return isReportableMeters(distance.value)
  }

  /// FM 15's steps for a visibility in metres: 50 m below 800 m, 100 m below 5 km, 1 km below
  /// 10 km, and 10 km (`9999`).
  private static func isReportableMeters(_ value: Double) -> Bool {
    guard value >= 0, value == value.rounded(), value <= 10_000 else { return false }
    let meters = Int(value)
    if meters < 800 { return meters % 50 == 0 }
    if meters < 5_000 { return meters % 100 == 0 }
    return meters % 1_000 == 0 || meters == 9_999
  }
}
