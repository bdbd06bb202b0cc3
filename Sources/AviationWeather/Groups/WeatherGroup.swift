/// A present or recent weather group: `-SHRASN`, `+TSRAGR`, `VCFG`, `FZDZ`, `//`.
///
/// Up to four phenomena are stored inline, so a weather group costs no allocation.
public struct WeatherGroup: Sendable, Hashable {
  /// Light, moderate, heavy or in the vicinity.
  public var intensity: WeatherIntensity
  /// The descriptor (`SH`, `TS`, `FZ`, ...), if any.
  public var descriptor: WeatherDescriptor?
  /// True for `//`: present weather not observable (automatic stations).
  public var isMissing: Bool
  private var packedPhenomena: UInt32

  /// Creates a weather group. Phenomena beyond the fourth are dropped.
  public init(
    intensity: WeatherIntensity = .moderate, descriptor: WeatherDescriptor? = nil,
    phenomena: [WeatherPhenomenon] = [], isMissing: Bool = false
  ) {
    self.intensity = intensity
    self.descriptor = descriptor
    self.isMissing = isMissing
    self.packedPhenomena = 0
    for phenomenon in phenomena.prefix(4).reversed() {
      packedPhenomena = packedPhenomena << 8 | phenomenon.packedCode
    }
  }

  /// The phenomena in the order reported (the first predominates).
  public var phenomena: [WeatherPhenomenon] {
    var result: [WeatherPhenomenon] = []
    var packed = packedPhenomena
    while packed != 0 {
      if let phenomenon = WeatherPhenomenon(packedCode: packed & 0xFF) { result.append(phenomenon) }
      packed >>= 8
    }
    return result
  }

  /// Calls `body` with each phenomenon in the order reported, without building an array.
  @inline(__always)
  func forEachPhenomenon(_ body: (WeatherPhenomenon) -> Void) {
    var packed = packedPhenomena
    while packed != 0 {
      if let phenomenon = WeatherPhenomenon(packedCode: packed & 0xFF) { body(phenomenon) }
      packed >>= 8
    }
  }

  /// Whether `phenomenon` is part of the group.
  public func contains(_ phenomenon: WeatherPhenomenon) -> Bool {
    let code = phenomenon.packedCode
    var packed = packedPhenomena
    while packed != 0 {
      if packed & 0xFF == code { return true }
      packed >>= 8
    }
    return false
  }

  /// Number of phenomena stored.
  var phenomenaCount: Int { (packedPhenomena.bitWidth - packedPhenomena.leadingZeroBitCount + 7) / 8 }

  /// Appends a phenomenon; false when four are already stored.
  mutating func append(_ phenomenon: WeatherPhenomenon) -> Bool {
    let n = phenomenaCount
    guard n < 4 else { return false }
    packedPhenomena |= phenomenon.packedCode << UInt32(8 * n)
    return true
  }

  /// Whether the group reports precipitation (WMO No. 306 code table 4678, precipitation: `DZ`
  /// `RA` `SN` `SG` `IC` `PL` `GR` `GS` `UP`), or showers with no precipitation named (`SH`,
  /// `VCSH`): `-SHRA`, `+TSRA`, `FZDZ`, `RASN` yes; `TS`, `BR`, `FZFG` no.
  ///
  /// Says what the weather is, not where: `VCSH` (showers 8 to 16 km away) is precipitation too;
  /// ``intensity`` is ``WeatherIntensity/inVicinity`` when it is not at the station. `false` for
  /// `//` (not observed).
  public var isPrecipitation: Bool {
    if isMissing { return false }
    if descriptor == .showers, phenomenaCount == 0 { return true }
    var found = false
    forEachPhenomenon { if $0.isPrecipitation { found = true } }
    return found
  }

  /// Whether the group reports a thunderstorm (descriptor `TS`): `TS`, `+TSRA`, `VCTS`, `TSGR`.
  /// `VCTS` is a thunderstorm in the vicinity (see ``intensity``).
  public var isThunderstorm: Bool { !isMissing && descriptor == .thunderstorm }

  /// Whether the group reports an obscuration (WMO No. 306 code table 4678, obscuration: `BR`
  /// `FG` `FU` `VA` `DU` `SA` `HZ`, and `PY` spray, which FMH-1 lists with them): `BR`, `FZFG`,
  /// `BCFG`, `VCFG`, `BLDU`, `HZ`; `RA BR` is two groups, and `-RABR` (a group naming both)
  /// is precipitation and obscuration.
  public var isObscuration: Bool {
    if isMissing { return false }
    var found = false
    forEachPhenomenon { if $0.isObscuration { found = true } }
    return found
  }

  /// Whether the group is freezing (descriptor `FZ`: supercooled drizzle, rain or fog):
  /// `FZRA`, `-FZDZ`, `FZFG`, `FZUP`.
  public var isFreezing: Bool { !isMissing && descriptor == .freezing }

  /// Whether the group reports showers (descriptor `SH`): `-SHRA`, `SHGS`, `VCSH`, `+SHSN`.
  /// A thunderstorm with precipitation (`TSRA`) has descriptor `TS` and is not counted here
  /// (see ``isThunderstorm``).
  public var isShowery: Bool { !isMissing && descriptor == .showers }

  /// The code as reports write it (`-SHRASN`).
  public var code: String {
    if isMissing { return "//" }
    var text = intensity.rawValue
    if let descriptor { text += descriptor.rawValue }
    for phenomenon in phenomena { text += phenomenon.rawValue }
    return text
  }
}

extension WeatherGroup: Codable {
  private enum CodingKeys: String, CodingKey { case intensity, descriptor, phenomena, isMissing, code }

  /// Decodes from the JSON form.
  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    self.init(
      intensity: try container.decode(WeatherIntensity.self, forKey: .intensity),
      descriptor: try container.decodeIfPresent(WeatherDescriptor.self, forKey: .descriptor),
      phenomena: try container.decode([WeatherPhenomenon].self, forKey: .phenomena),
      isMissing: try container.decodeIfPresent(Bool.self, forKey: .isMissing) ?? false)
  }

  /// Encodes as `{"code", "intensity", "descriptor", "phenomena", "isMissing"}`.
  public func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: CodingKeys.self)
    try container.encode(code, forKey: .code)
    try container.encode(intensity, forKey: .intensity)
    try container.encodeIfPresent(descriptor, forKey: .descriptor)
    try container.encode(phenomena, forKey: .phenomena)
    if isMissing { try container.encode(true, forKey: .isMissing) }
  }
}

extension WeatherGroup {
  /// Whether `token` (of `buffer`) is a weather group sent straight after a lone `VC` left
  /// unparsed, `last` (`VC RA`, `VC TSRA`): the vicinity belongs to it, so it is no weather at
  /// the station; FM 15 and FMH-1 write `VC` and its phenomenon as one group (`VCSH`, `VCTS`), and
  /// which one a split `VC` meant is a guess, so both tokens stay unparsed. `last` is asked for
  /// only when `token` may be a weather group.
  static func followsLoneVicinity(
    _ token: Token, in buffer: UnsafeBufferPointer<UInt8>, after last: @autoclosure () -> UnparsedToken?
  ) -> Bool {
    guard token.length >= 2, token.length <= 10, let last = last(), last.text == "VC" else { return false }
    let lastEnd = last.offset &+ 2
    guard last.offset >= 0, lastEnd < token.offset, token.offset <= buffer.count &- token.length else { return false }
    for offset in lastEnd..<token.offset where !Tokenizer.isSeparator(buffer[offset]) { return false }
    return decode(_Bytes(buffer: buffer, start: token.offset, count: token.length)) != nil
  }

  /// Decodes a weather group (with `RE` already removed for recent weather); `nil` if not one.
  static func decode(_ b: _Bytes) -> WeatherGroup? {
    if b.equals("//") { return WeatherGroup(isMissing: true) }
    var index = 0
    var group = WeatherGroup()
    switch b[0] {
    case asciiMinus, asciiPlus:
      group.intensity = b[0] == asciiMinus ? .light : .heavy
      index = 1
      // `-VCTSRA`, `+VCTSRA`, `-VCTSDZ`: no published form writes an intensity with VC, and one
      // `intensity` cannot hold both, so such a group is not decoded (it stays unparsed) rather
      // than read as weather at the station. FMH-1 (present weather qualifiers), as restated in
      // AFMAN 15-111 §10.3.2: "VC ... will only be encoded in combination with FG, SH, PO, BLDU,
      // BLSA, BLSN, SS, DS and TS. Intensity qualifiers will not be encoded with VC."; and
      // §10.3.3.3: "When showery-type precipitation is encoded with VC (VCSH), the intensity and
      // type of precipitation is not encoded." WMO No. 306 Code table 4678 likewise has one
      // qualifier column, "Intensity or proximity": -, +, or VC.
      if b[1] == asciiV, b[2] == asciiC { return nil }
    case asciiV where b[1] == asciiC:
      group.intensity = .inVicinity
      index = 2
    default:
      break
    }
    let remaining = b.count - index
    guard remaining >= 2, remaining % 2 == 0 else { return nil }
    if let descriptor = decodeDescriptor(b, at: index) {
      group.descriptor = descriptor
      index += 2
      // A second descriptor (`TSSH`, `SHTS` as some stations write it) folds into thunderstorm.
      if let second = decodeDescriptor(b, at: index), second != descriptor,
        second == .thunderstorm || descriptor == .thunderstorm || second == .showers
      {
        group.descriptor = .thunderstorm
        index += 2
      }
    }
    while index < b.count {
      guard let phenomenon = decodePhenomenon(b, at: index), !group.contains(phenomenon),
        group.append(phenomenon)
      else { return nil }
      index += 2
    }
    let count = group.phenomenaCount
    if count == 0 {
      // A descriptor alone: only TS, and SH in the vicinity or alone.
      guard group.descriptor == .thunderstorm || group.descriptor == .showers else { return nil }
    }
    return group
  }

  private static func decodeDescriptor(_ b: _Bytes, at i: Int) -> WeatherDescriptor? {
    switch (b[i], b[i + 1]) {
    case (asciiM, asciiI): return .shallow
    case (asciiB, asciiC): return .patches
    case (asciiP, asciiR): return .partial
    case (asciiD, asciiR): return .lowDrifting
    case (asciiB, asciiL): return .blowing
    case (asciiS, asciiH): return .showers
    case (asciiT, asciiS): return .thunderstorm
    case (asciiF, asciiZ): return .freezing
    default: return nil
    }
  }

  private static func decodePhenomenon(_ b: _Bytes, at i: Int) -> WeatherPhenomenon? {
    let i_ = asciiI
    let o = asciiO
    let y = asciiY
    switch (b[i], b[i + 1]) {
    case (asciiD, asciiZ): return .drizzle
    case (asciiR, asciiA): return .rain
    case (asciiS, asciiN): return .snow
    case (asciiS, asciiG): return .snowGrains
    case (i_, asciiC): return .iceCrystals
    case (asciiP, asciiL): return .icePellets
    case (asciiG, asciiR): return .hail
    case (asciiG, asciiS): return .smallHail
    case (asciiU, asciiP): return .unknownPrecipitation
    case (asciiB, asciiR): return .mist
    case (asciiF, asciiG): return .fog
    case (asciiF, asciiU): return .smoke
    case (asciiV, asciiA): return .volcanicAsh
    case (asciiD, asciiU): return .dust
    case (asciiS, asciiA): return .sand
    case (asciiH, asciiZ): return .haze
    case (asciiP, y): return .spray
    case (asciiP, o): return .dustWhirls
    case (asciiS, asciiQ): return .squalls
    case (asciiF, asciiC): return .funnelCloud
    case (asciiS, asciiS): return .sandstorm
    case (asciiD, asciiS): return .duststorm
    default: return nil
    }
  }
}
