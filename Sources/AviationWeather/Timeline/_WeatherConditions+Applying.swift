extension WeatherConditions {
  /// These conditions with the elements `change` names put in place (BECMG and TEMPO semantics):
  /// wind, visibility, weather, sky and wind shear are each replaced only when `change` gives them.
  ///
  /// `CAVOK` in the change clears visibility, weather and sky; `NSW` ends the weather. When a
  /// change names visibility or sky while CAVOK prevails, CAVOK's other parts stay in force:
  /// visibility 10 km or more, no significant cloud, no weather.
  func applying(_ change: WeatherConditions) -> WeatherConditions {
    var result = self
    if let wind = change.wind { result.wind = wind }
    if change.isCAVOK {
      result.isCAVOK = true
      result.visibility = nil
      result.minimumVisibility = nil
      result.weather = []
      result.sky = []
      result.isNoSignificantWeather = false
    } else if change.visibility != nil || !change.sky.isEmpty || !change.weather.isEmpty {
      if result.isCAVOK {
        result.isCAVOK = false
        result.visibility = Visibility(distance: Distance(10_000, .meters), qualifier: .greaterThan)
        result.sky = [SkyCondition(cover: .noSignificantCloud)]
        result.weather = []
      }
      if let visibility = change.visibility {
        result.visibility = visibility
        result.minimumVisibility = change.minimumVisibility
      }
      if !change.sky.isEmpty { result.sky = change.sky }
    }
    if !change.weather.isEmpty {
      result.weather = change.weather
      result.isNoSignificantWeather = false
    } else if change.isNoSignificantWeather {
      result.weather = []
      result.isNoSignificantWeather = true
    }
    if !change.windShear.isEmpty { result.windShear = change.windShear }
    return result
  }
}
