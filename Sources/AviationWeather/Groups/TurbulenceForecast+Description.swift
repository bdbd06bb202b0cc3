extension TurbulenceForecast: CustomStringConvertible {
  /// "Occasional moderate turbulence in clear air from the surface to 3,000 ft".
  public var description: String {
    var text: String
    switch isFrequent {
    case true?: text = "Frequent "
    case false?: text = "Occasional "
    case nil: text = ""
    }
    let name: String
    switch intensity {
    case .none?: name = "no"
    case .light?: name = "light"
    case .moderate?: name = "moderate"
    case .severe?: name = "severe"
    case .extreme?: name = "extreme"
    case nil: name = "unknown"
    }
    text += (text.isEmpty ? name.prefix(1).uppercased() + name.dropFirst() : name) + " turbulence"
    switch isInCloud {
    case true?: text += " in cloud"
    case false?: text += " in clear air"
    case nil: break
    }
    text += describeLayer(baseFeet: baseFeet, thicknessFeet: thicknessFeet)
    return text
  }
}

extension TurbulenceForecast: ForecastLayer {}
