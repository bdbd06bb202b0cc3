/// Intensity or proximity of a weather group.
public enum WeatherIntensity: String, Sendable, Hashable, Codable, CaseIterable {
  /// `-`
  case light = "-"
  /// No sign.
  case moderate = ""
  /// `+`
  case heavy = "+"
  /// `VC`: in the vicinity (8–16 km), not at the station.
  case inVicinity = "VC"

  /// The intensity as the record format writes it: the sign (`-`, `+`), `VC`, or `moderate`
  /// for no sign.
  public var recordName: String { self == .moderate ? "moderate" : rawValue }

  /// Decodes ``recordName``, or the empty string that records written before schema version 1
  /// hold for moderate intensity.
  public init(from decoder: any Decoder) throws {
    let container = try decoder.singleValueContainer()
    let text = try container.decode(String.self)
    guard let intensity = text == "moderate" ? .moderate : WeatherIntensity(rawValue: text) else {
      throw DecodingError.dataCorruptedError(in: container, debugDescription: "unknown intensity \(text)")
    }
    self = intensity
  }

  /// Encodes ``recordName``.
  public func encode(to encoder: any Encoder) throws {
    var container = encoder.singleValueContainer()
    try container.encode(recordName)
  }
}

/// The descriptor that qualifies the phenomena of a weather group.
public enum WeatherDescriptor: String, Sendable, Hashable, Codable, CaseIterable {
  /// `MI`: shallow.
  case shallow = "MI"
  /// `BC`: patches.
  case patches = "BC"
  /// `PR`: partial.
  case partial = "PR"
  /// `DR`: low drifting.
  case lowDrifting = "DR"
  /// `BL`: blowing.
  case blowing = "BL"
  /// `SH`: showers.
  case showers = "SH"
  /// `TS`: thunderstorm.
  case thunderstorm = "TS"
  /// `FZ`: freezing.
  case freezing = "FZ"
}

/// A weather phenomenon code: precipitation, obscuration or other.
public enum WeatherPhenomenon: String, Sendable, Hashable, Codable, CaseIterable {
  /// `DZ`: drizzle.
  case drizzle = "DZ"
  /// `RA`: rain.
  case rain = "RA"
  /// `SN`: snow.
  case snow = "SN"
  /// `SG`: snow grains.
  case snowGrains = "SG"
  /// `IC`: ice crystals (diamond dust).
  case iceCrystals = "IC"
  /// `PL`: ice pellets.
  case icePellets = "PL"
  /// `GR`: hail.
  case hail = "GR"
  /// `GS`: small hail or snow pellets.
  case smallHail = "GS"
  /// `UP`: unknown precipitation (automatic stations).
  case unknownPrecipitation = "UP"
  /// `BR`: mist.
  case mist = "BR"
  /// `FG`: fog.
  case fog = "FG"
  /// `FU`: smoke.
  case smoke = "FU"
  /// `VA`: volcanic ash.
  case volcanicAsh = "VA"
  /// `DU`: widespread dust.
  case dust = "DU"
  /// `SA`: sand.
  case sand = "SA"
  /// `HZ`: haze.
  case haze = "HZ"
  /// `PY`: spray.
  case spray = "PY"
  /// `PO`: dust or sand whirls.
  case dustWhirls = "PO"
  /// `SQ`: squalls.
  case squalls = "SQ"
  /// `FC`: funnel cloud, tornado or waterspout.
  case funnelCloud = "FC"
  /// `SS`: sandstorm.
  case sandstorm = "SS"
  /// `DS`: duststorm.
  case duststorm = "DS"

  /// True for precipitation (DZ RA SN SG IC PL GR GS UP).
  public var isPrecipitation: Bool {
    switch self {
    case .drizzle, .rain, .snow, .snowGrains, .iceCrystals, .icePellets, .hail, .smallHail, .unknownPrecipitation:
      return true
    default:
      return false
    }
  }

  /// True for obscurations (WMO No. 306 code table 4678: BR FG FU VA DU SA HZ, and PY spray,
  /// which FMH-1 lists with them).
  public var isObscuration: Bool {
    switch self {
    case .mist, .fog, .smoke, .volcanicAsh, .dust, .sand, .haze, .spray: return true
    default: return false
    }
  }

  /// True for the other phenomena of WMO No. 306 code table 4678 (PO SQ FC SS DS): neither
  /// precipitation nor obscuration.
  public var isOther: Bool { !isPrecipitation && !isObscuration }

  /// All phenomena in declaration order, computed once (`allCases` builds a new array per call).
  private static let ordered: [WeatherPhenomenon] = allCases

  /// Index + 1 in declaration order, for packing into `WeatherGroup`'s storage (0 means none).
  var packedCode: UInt32 {
    switch self {
    case .drizzle: return 1
    case .rain: return 2
    case .snow: return 3
    case .snowGrains: return 4
    case .iceCrystals: return 5
    case .icePellets: return 6
    case .hail: return 7
    case .smallHail: return 8
    case .unknownPrecipitation: return 9
    case .mist: return 10
    case .fog: return 11
    case .smoke: return 12
    case .volcanicAsh: return 13
    case .dust: return 14
    case .sand: return 15
    case .haze: return 16
    case .spray: return 17
    case .dustWhirls: return 18
    case .squalls: return 19
    case .funnelCloud: return 20
    case .sandstorm: return 21
    case .duststorm: return 22
    }
  }

  /// The phenomenon for a packed code.
  init?(packedCode: UInt32) {
    let index = Int(packedCode) - 1
    guard index >= 0, index < WeatherPhenomenon.ordered.count else { return nil }
    self = WeatherPhenomenon.ordered[index]
  }
}
