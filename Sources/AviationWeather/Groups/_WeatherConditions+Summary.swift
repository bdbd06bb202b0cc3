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
    if let sky = summarySky(in: units, text: text) { parts.append(sky) }
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

  /// The sky by what matters to a person on the ground or in the air: the ceiling (the lowest
  /// broken, overcast or obscured layer) and any cumulonimbus or towering cumulus, the lowest
  /// first; CAVOK and a clear sky by name; `nil` when neither a ceiling, convective cloud nor a
  /// clear sky was reported (a few scattered layers say nothing a summary needs).
  func summarySky(in units: DisplayUnits, text: _UnitText) -> String? {
    if isCAVOK { return text.text("summary.cavok", .summary) }
    var parts: [String] = []
    var convective: SkyCondition?
    for layer in sky where layer.cloudType == .cumulonimbus || layer.cloudType == .toweringCumulus {
      if convective == nil || (layer.heightFeet ?? .max) < (convective?.heightFeet ?? .max) { convective = layer }
    }
    if let convective, let type = convective.cloudType {
      let key = type == .cumulonimbus ? "summary.cumulonimbus" : "summary.toweringCumulus"
      if let feet = convective.heightFeet {
        parts.append(text.text(key + "At", .summary, describeHeight(feet: feet, in: units, text: text)))
      } else {
        parts.append(text.text(key, .summary))
      }
    }
    if let ceiling = ceilingFeet {
      parts.append(text.text("summary.ceiling", .summary, describeHeight(feet: ceiling, in: units, text: text)))
    } else if parts.isEmpty, !sky.isEmpty, sky.allSatisfy({ [.skyClear, .clear, .noSignificantCloud, .noCloudDetected].contains($0.cover) }) {
      parts.append(text.text("summary.skyClear", .summary))
    }
    return parts.isEmpty ? nil : parts.joined(separator: text.text("summary.separator", .summary))
  }
}
