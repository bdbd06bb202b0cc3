import Foundation

// The one-line summary of conditions a person reads on a card or in a list: what falls or hides
// the view, the wind, the visibility when it is reduced, and the sky by its ceiling and its
// convective cloud. METAR and timeline rows add their own parts (the temperature) around it.

extension WeatherConditions {
  /// The parts of the summary, in order: weather, then `inserted` (a METAR's temperature), then
  /// wind, reduced visibility and sky; each part already in `text`'s language and numbers.
  func summaryParts(in units: DisplayUnits, text: _UnitText, inserted: [String] = []) -> [String] {
    var parts: [String] = []
    if !weather.isEmpty, let locale = text.locale {
      parts.append(capitalizedFirstLetter(weather.phrase(locale: locale)))
    } else if !weather.isEmpty {
      parts.append(capitalizedFirstLetter(weather.phrase(locale: Locale(identifier: "en_US_POSIX"))))
    }
    parts += inserted
    if let wind { parts.append(Self.summaryWind(wind, in: units, text: text)) }
    if let distance = visibility?.distance, !isCAVOK, distance.meters < 5_000 {
      parts.append(text.text("summary.visibility", .summary, visibility?.describe(in: units, text: text) ?? ""))
    }
    if let sky = summarySkyText(in: units, text: text) { parts.append(sky) }
    return parts
  }

  /// "wind WSW 15 km/h gusting 30", "calm", "wind variable 3 kt".
  static func summaryWind(_ wind: Wind, in units: DisplayUnits, text: _UnitText) -> String {
    if wind.isCalm { return text.text("summary.calm", .summary) }
    guard let speed = wind.speed else { return text.text("summary.windNotReported", .summary) }
    var phrase: String
    let shown = speed.describe(in: units, text: text)
    if let degrees = wind.degrees {
      phrase = text.text("summary.wind", .summary, localizedCompassName(degrees: degrees, text: text), shown)
    } else {
      phrase = text.text("summary.windVariable", .summary, shown)
    }
    if let gust = wind.gust {
      let value = gust.converted(to: units.speed ?? speed.unit).value.rounded()
      phrase = text.text("summary.gusting", .summary, phrase, text.number(value))
    }
    return phrase
  }

  /// The sky by what matters to a person on the ground or in the air: the layers
  /// ``summarySky`` names (the ceiling, then cumulonimbus and towering cumulus, lowest first,
  /// else the predominant layer): "ceiling 800 ft (CB)", "TCU at 1,800 ft"; CAVOK and a clear sky
  /// by name; `nil` when no sky group was reported.
  func summarySkyText(in units: DisplayUnits, text: _UnitText) -> String? {
    if isCAVOK { return text.text("summary.cavok", .summary) }
    let layers = summarySky
    guard let first = layers.first else { return nil }
    if layers.count == 1, [.skyClear, .clear, .noSignificantCloud, .noCloudDetected].contains(first.cover) {
      return text.text("summary.skyClear", .summary)
    }
    let ceiling = ceilingLayer
    var parts: [String] = []
    for layer in layers {
      let height = layer.heightFeet.map { describeHeight(feet: $0, in: units, text: text) }
      let type = layer.cloudType == .cumulonimbus || layer.cloudType == .toweringCumulus ? layer.cloudType : nil
      if let ceiling, layer == ceiling, let height {
        parts.append(
          type.map { text.text("summary.ceilingWithType", .summary, height, $0.rawValue) }
            ?? text.text("summary.ceiling", .summary, height))
      } else if let type {
        parts.append(height.map { text.text("summary.typeAt", .summary, type.rawValue, $0) } ?? type.rawValue)
      } else {
        // The predominant layer when there is no ceiling and no convective cloud: "scattered at 3,000 ft".
        parts.append(Self.inSentence(layer.describe(in: units, text: text), text: text))
      }
    }
    return parts.joined(separator: text.text("summary.separator", .summary))
  }

  /// `phrase` as it reads inside a sentence: its first letter in lower case, except in German,
  /// whose nouns keep their capital.
  static func inSentence(_ phrase: String, text: _UnitText) -> String {
    guard let first = phrase.first, text.locale.map({ _L10n.language(of: $0) }) != "de" else { return phrase }
    return first.lowercased() + phrase.dropFirst()
  }
}
