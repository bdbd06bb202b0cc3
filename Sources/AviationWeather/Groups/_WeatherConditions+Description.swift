extension WeatherConditions {
  /// (label, text) pairs for the groups present; the weather list starts with a capital letter
  /// unless `capitalizingWeather` is false (inside a sentence: "weather thunderstorm with rain").
  func describeLines(in units: UnitSystem?, capitalizingWeather: Bool = true) -> [(String, String)] {
    var lines: [(String, String)] = []
    if let wind { lines.append(("Wind", wind.describe(in: units))) }
    if isCAVOK {
      let tenKilometers = Visibility(distance: Distance(9999, .meters)).describe(in: units)
      lines.append(("Visibility", "CAVOK (\(tenKilometers), no significant cloud or weather)"))
    } else if let visibility {
      var text = visibility.describe(in: units)
      if visibility.noDirectionalVariation { text += " (no directional variation)" }
      if let minimumVisibility { text += ", minimum \(minimumVisibility.describe(in: units))" }
      lines.append(("Visibility", text))
    }
    if !weather.isEmpty {
      let text = weather.map(\.phrase).joined(separator: ", ")
      lines.append(("Weather", capitalizingWeather ? capitalizedFirstLetter(text) : text))
    }
    if isNoSignificantWeather { lines.append(("Weather", "No significant weather")) }
    if !sky.isEmpty { lines.append(("Sky", sky.map { $0.describe(in: units) }.joined(separator: "; "))) }
    for shear in windShear { lines.append(("Wind shear", shear.describe(in: units))) }
    return lines
  }
}
