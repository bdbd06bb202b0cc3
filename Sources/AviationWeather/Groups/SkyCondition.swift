/// How much of the sky a layer covers, or a clear-sky statement.
public enum SkyCover: String, Sendable, Hashable, Codable, CaseIterable {
  /// `SKC`: sky clear (human observer).
  case skyClear = "SKC"
  /// `CLR`: no clouds below 12,000 ft (automatic station).
  case clear = "CLR"
  /// `NSC`: no significant cloud.
  case noSignificantCloud = "NSC"
  /// `NCD`: no cloud detected (automatic station).
  case noCloudDetected = "NCD"
  /// `FEW`: 1–2 oktas.
  case few = "FEW"
  /// `SCT`: 3–4 oktas.
  case scattered = "SCT"
  /// `BKN`: 5–7 oktas.
  case broken = "BKN"
  /// `OVC`: 8 oktas.
  case overcast = "OVC"
  /// `VV`: sky obscured; the height is the vertical visibility.
  case verticalVisibility = "VV"
  /// `///`: cover not observable.
  case missing = "///"

  /// Rank for the predominant condition: OVC > BKN > SCT > FEW > clear, as the original app ordered them.
  /// An obscured sky (`VV`) ranks with overcast.
  public var rank: Int {
    switch self {
    case .overcast, .verticalVisibility: return 4
    case .broken: return 3
    case .scattered: return 2
    case .few: return 1
    case .skyClear, .clear, .noSignificantCloud, .noCloudDetected, .missing: return 0
    }
  }

  /// True for BKN, OVC and VV: the layers that form a ceiling.
  public var formsCeiling: Bool { rank >= 3 }

  /// Plain-English name ("Broken clouds").
  public var name: String {
    switch self {
    case .skyClear: return "Sky clear"
    case .clear: return "Clear"
    case .noSignificantCloud: return "No significant cloud"
    case .noCloudDetected: return "No cloud detected"
    case .few: return "Few clouds"
    case .scattered: return "Scattered clouds"
    case .broken: return "Broken clouds"
    case .overcast: return "Overcast"
    case .verticalVisibility: return "Sky obscured"
    case .missing: return "Clouds not observed"
    }
  }
}

/// The cloud type appended to a layer: `CB` or `TCU` as FM 15 has it, or the genus some
/// national practices add to every layer (Austrian `FEW010ST SCT060SC`).
public enum CloudType: String, Sendable, Hashable, Codable, CaseIterable {
  /// `CB`
  case cumulonimbus = "CB"
  /// `TCU`
  case toweringCumulus = "TCU"
  /// `///`: type not observable.
  case missing = "///"
  /// `CU` (national practice).
  case cumulus = "CU"
  /// `SC` (national practice).
  case stratocumulus = "SC"
  /// `ST` (national practice).
  case stratus = "ST"
  /// `NS` (national practice).
  case nimbostratus = "NS"
  /// `AS` (national practice).
  case altostratus = "AS"
  /// `AC` (national practice).
  case altocumulus = "AC"
  /// `CI` (national practice).
  case cirrus = "CI"
  /// `CS` (national practice).
  case cirrostratus = "CS"
  /// `CC` (national practice).
  case cirrocumulus = "CC"

  /// Plain-English name in lower case ("towering cumulus"); `nil` for ``missing``.
  public var name: String? {
    switch self {
    case .cumulonimbus: return "cumulonimbus"
    case .toweringCumulus: return "towering cumulus"
    case .missing: return nil
    case .cumulus: return "cumulus"
    case .stratocumulus: return "stratocumulus"
    case .stratus: return "stratus"
    case .nimbostratus: return "nimbostratus"
    case .altostratus: return "altostratus"
    case .altocumulus: return "altocumulus"
    case .cirrus: return "cirrus"
    case .cirrostratus: return "cirrostratus"
    case .cirrocumulus: return "cirrocumulus"
    }
  }

  /// The genus after a layer's height: `CU`, `SC`, ... (two letters; `CB`/`TCU` are read apart).
  static func decodeGenus(_ b: _Bytes) -> CloudType? {
    guard b.count == 2 else { return nil }
    switch (b[0], b[1]) {
    case (asciiC, asciiU): return .cumulus
    case (asciiS, asciiC): return .stratocumulus
    case (asciiS, asciiT): return .stratus
    case (asciiN, asciiS): return .nimbostratus
    case (asciiA, asciiS): return .altostratus
    case (asciiA, asciiC): return .altocumulus
    case (asciiC, asciiI): return .cirrus
    case (asciiC, asciiS): return .cirrostratus
    case (asciiC, asciiC): return .cirrocumulus
    default: return nil
    }
  }
}

/// One sky group: `BKN025`, `FEW018CB`, `OVC///`, `//////TCU`, `VV002`, `SKC`, `NSC`.
public struct SkyCondition: Sendable, Hashable, Codable {
  /// The cover.
  public var cover: SkyCover
  /// Height of the base (or the vertical visibility) in feet above ground; `nil` when
  /// not reported or not applicable.
  public var heightFeet: Int?
  /// `CB` or `TCU` (or a national genus such as `ST`), if reported.
  public var cloudType: CloudType?

  /// Creates a sky condition.
  public init(cover: SkyCover, heightFeet: Int? = nil, cloudType: CloudType? = nil) {
    self.cover = cover
    self.heightFeet = heightFeet
    self.cloudType = cloudType
  }

  /// The height as a distance in feet.
  public var height: Distance? { heightFeet.map { Distance(Double($0), .feet) } }
}

extension SkyCondition {
  /// Decodes a sky group; `nil` if the token is not one.
  static func decode(_ b: _Bytes) -> SkyCondition? {
    switch b.count {
    case 3:
      if b.equals("SKC") { return SkyCondition(cover: .skyClear) }
      if b.equals("CLR") { return SkyCondition(cover: .clear) }
      if b.equals("NSC") { return SkyCondition(cover: .noSignificantCloud) }
      if b.equals("NCD") { return SkyCondition(cover: .noCloudDetected) }
    default:
      break
    }
    let cover: SkyCover
    if b.hasPrefix("VV") {
      cover = .verticalVisibility
    } else if b.hasPrefix("FEW") {
      cover = .few
    } else if b.hasPrefix("SCT") {
      cover = .scattered
    } else if b.hasPrefix("BKN") {
      cover = .broken
    } else if b.hasPrefix("OVC") {
      cover = .overcast
    } else if b.isAllSlashes(0, 3) {
      cover = .missing
    } else {
      return nil
    }
    // `VV` is two letters; every other cover (and `///`) three.
    let coverLength = cover == .verticalVisibility ? 2 : 3
    let rest = b.dropFirst(coverLength)
    if cover == .missing, rest.equals("CB") || rest.equals("TCU") {
      // `///CB`, `///TCU`: a convective cloud with cover and height not observable.
      return SkyCondition(cover: .missing, cloudType: rest.equals("CB") ? .cumulonimbus : .toweringCumulus)
    }
    guard rest.count >= 3 else { return nil }
    var height: Int?
    if let h = rest.digits(at: 0, width: 3) {
      height = h * 100
    } else if !rest.isAllSlashes(0, 3) {
      return nil
    }
    let suffix = rest.dropFirst(3)
    var cloudType: CloudType?
    if suffix.isEmpty {
      cloudType = nil
    } else if cover == .verticalVisibility {
      return nil
    } else if suffix.equals("CB") {
      cloudType = .cumulonimbus
    } else if suffix.equals("TCU") {
      cloudType = .toweringCumulus
    } else if suffix.equals("///") {
      cloudType = .missing
    } else if let genus = CloudType.decodeGenus(suffix), height != nil {
      cloudType = genus
    } else {
      return nil
    }
    // `//////` alone (cover and height both missing) is a missing layer; `///` alone is not sky.
    return SkyCondition(cover: cover, heightFeet: height, cloudType: cloudType)
  }
}
