import Foundation

// Weather groups in the words a pilot would use (WMO No. 306 code table 4678; FMH-1 §12.6.8):
// "light rain showers", "thunderstorm with heavy rain", "freezing fog", "tornado or waterspout".
// The words come from the `Weather` string table (Localization/Strings/<lang>.lproj), where each
// phenomenon carries its own forms with the intensity agreeing with the noun ("leichter Regen",
// "leichte Schauer", "pluie faible", "forte pluie"): no adjective is glued onto a noun in code.
// English is the same lookup with an English locale, so `phrase` and `description` are that table.

extension WeatherGroup {
  /// The group as a lower-case English phrase, ready to embed in a sentence:
  /// `-SHRA` "light rain showers", `+TSRA` "thunderstorm with heavy rain", `VCTS`
  /// "thunderstorm in the vicinity", `FZFG` "freezing fog", `DRSA` "low drifting sand",
  /// `+RASN` "heavy rain and snow", `+FC` "tornado or waterspout", `//` "weather not observed".
  ///
  /// The intensity qualifies the precipitation (under a thunderstorm, "thunderstorm with
  /// light rain"); `VC` places the whole group in the vicinity (8 to 16 km from the station).
  /// ``description`` is the same phrase with a capital first letter.
  public var phrase: String { phrase(words: .english) }

  /// The group as a phrase in `locale`'s language, lower case where the language writes its
  /// nouns so, ready to embed in a sentence: `-SHRA` is "light rain showers" in English,
  /// "faibles averses de pluie" in French, "leichte Regenschauer" in German, "chubascos de lluvia
  /// débiles" in Spanish, "pancadas de chuva fracas" in Portuguese.
  ///
  /// Terms follow WMO No. 306 code table 4678 in each language; the intensity agrees with the
  /// noun it qualifies. A language without a table reads English.
  public func phrase(locale: Locale) -> String {
    phrase(words: _WeatherWords(locale: locale))
  }

  /// The one implementation of ``phrase(locale:)`` and ``phrase``, in the language of `words`.
  func phrase(words: _WeatherWords) -> String {
    if isMissing { return words["missing"] }
    let intensitySuffix: String
    switch intensity {
    case .light: intensitySuffix = ".light"
    case .heavy: intensitySuffix = ".heavy"
    case .moderate, .inVicinity: intensitySuffix = ""
    }
    let codes = phenomena.map(\.rawValue)
    /// The key of a phenomenon's noun: `DU` alone is widespread dust; raised by the wind (under a
    /// descriptor) it is dust (`BLDU` "blowing dust").
    func nounKey(_ code: String) -> String { code == "DU" && descriptor != nil ? "DU.raised" : code }
    /// The nouns listed, the first with the intensity (it qualifies the group's precipitation).
    func listed(_ prefix: String, intensityOnFirst: Bool) -> String {
      var items: [String] = []
      for (i, code) in codes.enumerated() {
        items.append(words[prefix + nounKey(code) + (i == 0 && intensityOnFirst ? intensitySuffix : "")])
      }
      return words.list(items)
    }
    var text: String
    switch descriptor {
    case .thunderstorm?:
      text = codes.isEmpty ? words["TS" + intensitySuffix] : words["TS.with", listed("with.", intensityOnFirst: true)]
    case .showers?:
      if codes.isEmpty {
        text = words["SH" + intensitySuffix]
      } else if codes.count == 1 {
        text = words["showers." + codes[0] + intensitySuffix]
      } else {
        let compound = codes.map { words["compound." + $0] }
        if compound.allSatisfy({ !$0.isEmpty }) {
          text = words["showers.compound" + intensitySuffix, words.list(compound)]
        } else {
          text = words["showers.of" + intensitySuffix, listed("with.", intensityOnFirst: false)]
        }
      }
    case .some(let descriptor):
      let combination = descriptor.rawValue + "." + (codes.first ?? "")
      if codes.count == 1, words.has(combination) {
        text = words[combination + intensitySuffix]
      } else {
        text = words["desc." + descriptor.rawValue + intensitySuffix, listed("", intensityOnFirst: false)]
      }
    case nil:
      // `+FC` is the code for a tornado or waterspout (FMH-1; WMO No. 306, table 4678).
      if intensity == .heavy, codes == ["FC"] {
        text = words["tornado"]
      } else {
        text = listed("", intensityOnFirst: true)
      }
    }
    if intensity == .inVicinity { text = words["vicinity", text] }
    return text
  }

  /// The phrase for the group reported as recent weather (`RETSRA`): "recent thunderstorm
  /// with rain", "recent snow showers".
  public var recentPhrase: String { _WeatherWords.english["recent", phrase(words: .english)] }

  /// The phrase for the group reported as recent weather (`RETSRA`) in `locale`'s language:
  /// "recent thunderstorm with rain", "orage avec pluie (récemment)".
  public func recentPhrase(locale: Locale) -> String {
    let words = _WeatherWords(locale: locale)
    return words["recent", phrase(words: words)]
  }
}

extension WeatherGroup: CustomStringConvertible {
  /// ``phrase`` with a capital first letter, for a label or a list on its own:
  /// "Light rain showers", "Thunderstorm with heavy rain", "Freezing fog".
  public var description: String { capitalizedFirstLetter(phrase) }
}

extension Sequence where Element == WeatherGroup {
  /// The groups joined as one phrase in `locale`'s language, as a sentence lists them:
  /// `+TSRA BR` is "thunderstorm with heavy rain and mist" in English, "orage avec forte pluie et
  /// brume" in French. Empty for no groups.
  public func phrase(locale: Locale) -> String {
    _L10n.list(map { $0.phrase(locale: locale) }, locale: locale)
  }

  /// The groups reported as recent weather joined as one phrase in `locale`'s language:
  /// `RETSRA RESN` is "recent thunderstorm with rain and recent snow".
  public func recentPhrase(locale: Locale) -> String {
    _L10n.list(map { $0.recentPhrase(locale: locale) }, locale: locale)
  }
}

extension WeatherDescriptor {
  /// The descriptor in lower-case English: "shallow", "patches", "low drifting", "showers".
  public var phrase: String { _WeatherWords.english["descriptor." + rawValue] }

  /// The descriptor as WMO No. 306 code table 4678 names it in `locale`'s language, on its own
  /// (for a legend): `FZ` "freezing", "se congelant", "gefrierend", "engelante", "congelante".
  public func phrase(locale: Locale) -> String {
    _WeatherWords(locale: locale)["descriptor." + rawValue]
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
  public var phrase: String { _WeatherWords.english["phenomenon." + rawValue] }

  /// The phenomenon as WMO No. 306 code table 4678 names it in `locale`'s language: `RA` "rain",
  /// "pluie", "Regen", "lluvia", "chuva"; `BR` "mist", "brume", "feuchter Dunst", "neblina",
  /// "névoa úmida".
  public func phrase(locale: Locale) -> String {
    _WeatherWords(locale: locale)["phenomenon." + rawValue]
  }

  /// The phenomenon with a capital first letter ("Snow grains", "Funnel cloud").
  @available(*, deprecated, message: "Use phrase (lower case) or WeatherGroup.phrase for the whole group.")
  public var name: String { capitalizedFirstLetter(phrase) }
}

/// The `Weather` table read in one language: `words["RA.light"]`, `words["TS.with", list]`.
struct _WeatherWords: Sendable {
  /// The table language the words are read in (`_L10n.language(of:)`), resolved once.
  let language: String

  /// The words of `locale`'s language.
  init(locale: Locale) { language = _L10n.language(of: locale) }

  /// The words of `language` (a table language).
  private init(language: String) { self.language = language }

  /// English: the words of `phrase` and `description` (no locale read).
  static let english = _WeatherWords(language: "en")

  /// The text of `key` with `arguments` filled in.
  subscript(_ key: String, _ arguments: String...) -> String {
    _L10n.text(key, .weather, language: language, arguments)
  }

  /// Whether the table holds `key` (in English, which every language completes).
  func has(_ key: String) -> Bool { _StringTable.weather.text(key, language: "en") != nil }

  /// `items` joined as a list in the locale's language.
  func list(_ items: [String]) -> String { _L10n.list(items, language: language) }
}
