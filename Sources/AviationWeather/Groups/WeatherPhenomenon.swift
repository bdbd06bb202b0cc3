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
}

/// The descriptor that qualifies the phenomena of a weather group.
public enum WeatherDescriptor: String, Sendable, Hashable, Codable, CaseIterable {
  case shallow = "MI", patches = "BC", partial = "PR", lowDrifting = "DR"
  case blowing = "BL", showers = "SH", thunderstorm = "TS", freezing = "FZ"

  /// Plain-English name ("Showers").
  public var name: String {
    switch self {
    case .shallow: return "Shallow"
    case .patches: return "Patches"
    case .partial: return "Partial"
    case .lowDrifting: return "Low Drifting"
    case .blowing: return "Blowing"
    case .showers: return "Showers"
    case .thunderstorm: return "Thunderstorm"
    case .freezing: return "Freezing"
    }
  }
}

/// A weather phenomenon code: precipitation, obscuration or other.
public enum WeatherPhenomenon: String, Sendable, Hashable, Codable, CaseIterable {
  case drizzle = "DZ", rain = "RA", snow = "SN", snowGrains = "SG", iceCrystals = "IC"
  case icePellets = "PL", hail = "GR", smallHail = "GS", unknownPrecipitation = "UP"
  case mist = "BR", fog = "FG", smoke = "FU", volcanicAsh = "VA", dust = "DU", sand = "SA"
  case haze = "HZ", spray = "PY", dustWhirls = "PO", squalls = "SQ", funnelCloud = "FC"
  case sandstorm = "SS", duststorm = "DS"

  /// Plain-English name ("Rain", "Funnel Cloud").
  public var name: String {
    switch self {
    case .drizzle: return "Drizzle"
    case .rain: return "Rain"
    case .snow: return "Snow"
    case .snowGrains: return "Snow Grains"
    case .iceCrystals: return "Ice Crystals"
    case .icePellets: return "Ice Pellets"
    case .hail: return "Hail"
    case .smallHail: return "Small Hail"
    case .unknownPrecipitation: return "Unknown Precipitation"
    case .mist: return "Mist"
    case .fog: return "Fog"
    case .smoke: return "Smoke"
    case .volcanicAsh: return "Volcanic Ash"
    case .dust: return "Widespread Dust"
    case .sand: return "Sand"
    case .haze: return "Haze"
    case .spray: return "Spray"
    case .dustWhirls: return "Dust Whirls"
    case .squalls: return "Squalls"
    case .funnelCloud: return "Funnel Cloud"
    case .sandstorm: return "Sandstorm"
    case .duststorm: return "Duststorm"
    }
  }

  /// True for precipitation (DZ RA SN SG IC PL GR GS UP).
  public var isPrecipitation: Bool {
    switch self {
    case .drizzle, .rain, .snow, .snowGrains, .iceCrystals, .icePellets, .hail, .smallHail, .unknownPrecipitation:
      return true
    default:
      return false
    }
  }

  /// Index + 1 in `allCases`, for packing into `WeatherGroup`'s storage (0 means none).
  var packedCode: UInt32 {
    UInt32((WeatherPhenomenon.allCases.firstIndex(of: self) ?? 0) + 1)
  }

  /// The phenomenon for a packed code.
  init?(packedCode: UInt32) {
    let index = Int(packedCode) - 1
    guard index >= 0, index < WeatherPhenomenon.allCases.count else { return nil }
    self = WeatherPhenomenon.allCases[index]
  }
}
