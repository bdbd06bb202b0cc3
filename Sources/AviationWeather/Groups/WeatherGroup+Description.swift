// Weather groups in the words a pilot would use (WMO No. 306 code table 4678; FMH-1 §12.6.8):
// "light rain showers", "thunderstorm with heavy rain", "freezing fog", "tornado or waterspout".

extension WeatherGroup {
  /// The group as a lower-case English phrase, ready to embed in a sentence:
  /// `-SHRA` "light rain showers", `+TSRA` "thunderstorm with heavy rain", `VCTS`
  /// "thunderstorm in the vicinity", `FZFG` "freezing fog", `DRSA` "low drifting sand",
  /// `+RASN` "heavy rain and snow", `+FC` "tornado or waterspout", `//` "weather not observed".
  ///
  /// The intensity qualifies the precipitation (under a thunderstorm, "thunderstorm with
  /// light rain"); `VC` places the whole group in the vicinity (8 to 16 km from the station).
  /// ``description`` is the same phrase with a capital first letter.
  public var phrase: String {
    if isMissing { return "weather not observed" }
    var nouns: [String] = []
    var showerNouns: [String] = []
    var everyPhenomenonHasShowerForm = true
    forEachPhenomenon { phenomenon in
      // `DU` alone is widespread dust; raised by the wind it is dust (`BLDU` "blowing dust").
      nouns.append(phenomenon == .dust && descriptor != nil ? "dust" : phenomenon.phrase)
      if let form = phenomenon.showerForm { showerNouns.append(form) } else { everyPhenomenonHasShowerForm = false }
    }
    let intensityWord: String
    switch intensity {
    case .light: intensityWord = "light "
    case .heavy: intensityWord = "heavy "
    case .moderate, .inVicinity: intensityWord = ""
    }
    var text: String
    switch descriptor {
    case .thunderstorm?:
      text = nouns.isEmpty ? intensityWord + "thunderstorm" : "thunderstorm with " + intensityWord + listed(nouns)
    case .showers?:
      if nouns.isEmpty {
        text = intensityWord + "showers"
      } else if everyPhenomenonHasShowerForm {
        text = intensityWord + listed(showerNouns) + " showers"
      } else {
        text = intensityWord + "showers of " + listed(nouns)
      }
    case .patches?:
      text = intensityWord + "patches of " + listed(nouns)
    case .some(let descriptor):
      text = intensityWord + descriptor.phrase + " " + listed(nouns)
    case nil:
      // `+FC` is the code for a tornado or waterspout (FMH-1; WMO No. 306, table 4678).
      if intensity == .heavy, nouns.count == 1, contains(.funnelCloud) {
        text = "tornado or waterspout"
      } else {
        text = intensityWord + listed(nouns)
      }
    }
    if intensity == .inVicinity { text += " in the vicinity" }
    return text
  }

  /// The phrase for the group reported as recent weather (`RETSRA`): "recent thunderstorm
  /// with rain", "recent snow showers".
  public var recentPhrase: String { "recent " + phrase }
}

extension WeatherGroup: CustomStringConvertible {
  /// ``phrase`` with a capital first letter, for a label or a list on its own:
  /// "Light rain showers", "Thunderstorm with heavy rain", "Freezing fog".
  public var description: String { capitalizedFirstLetter(phrase) }
}

extension WeatherDescriptor {
  /// The descriptor in lower-case English: "shallow", "patches", "low drifting", "showers".
  public var phrase: String {
    switch self {
    case .shallow: return "shallow"
    case .patches: return "patches"
    case .partial: return "partial"
    case .lowDrifting: return "low drifting"
    case .blowing: return "blowing"
    case .showers: return "showers"
    case .thunderstorm: return "thunderstorm"
    case .freezing: return "freezing"
    }
  }

  /// The descriptor with a capital first letter ("Showers", "Low drifting").
  @available(*, deprecated, message: "Use phrase (lower case) or WeatherGroup.phrase for the whole group.")
  public var name: String { capitalizedFirstLetter(phrase) }
}

extension WeatherPhenomenon {
  /// The phenomenon as a lower-case noun, as WMO No. 306 code table 4678 names it: "rain",
  /// "ice pellets", "small hail" (`GS`: small hail or snow pellets), "widespread dust",
  /// "dust or sand whirls", "funnel cloud" (`+FC`, a tornado or waterspout, is phrased by
  /// ``WeatherGroup/phrase``).
  public var phrase: String {
    switch self {
    case .drizzle: return "drizzle"
    case .rain: return "rain"
    case .snow: return "snow"
    case .snowGrains: return "snow grains"
    case .iceCrystals: return "ice crystals"
    case .icePellets: return "ice pellets"
    case .hail: return "hail"
    case .smallHail: return "small hail"
    case .unknownPrecipitation: return "unknown precipitation"
    case .mist: return "mist"
    case .fog: return "fog"
    case .smoke: return "smoke"
    case .volcanicAsh: return "volcanic ash"
    case .dust: return "widespread dust"
    case .sand: return "sand"
    case .haze: return "haze"
    case .spray: return "spray"
    case .dustWhirls: return "dust or sand whirls"
    case .squalls: return "squalls"
    case .funnelCloud: return "funnel cloud"
    case .sandstorm: return "sandstorm"
    case .duststorm: return "duststorm"
    }
  }

  /// The phenomenon with a capital first letter ("Snow grains", "Funnel cloud").
  @available(*, deprecated, message: "Use phrase (lower case) or WeatherGroup.phrase for the whole group.")
  public var name: String { capitalizedFirstLetter(phrase) }

  /// The word before "showers" for the precipitation English names its showers by ("rain
  /// showers", "snow showers", "hail showers"); `nil` for the rest ("showers of small hail").
  var showerForm: String? {
    switch self {
    case .rain: return "rain"
    case .snow: return "snow"
    case .hail: return "hail"
    default: return nil
    }
  }
}

/// "a", "a and b", "a, b and c".
private func listed(_ words: [String]) -> String {
  guard let last = words.last else { return "" }
  guard words.count > 1 else { return last }
  return words.dropLast().joined(separator: ", ") + " and " + last
}
