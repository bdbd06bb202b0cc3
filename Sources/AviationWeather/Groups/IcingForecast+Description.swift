extension IcingForecast: CustomStringConvertible {
  /// "Moderate icing in cloud from 1,000 ft to 6,000 ft".
  public var description: String {
    var text: String
    switch intensity {
    case .none?: text = "No icing"
    case .light?: text = "Light icing"
    case .moderate?: text = "Moderate icing"
    case .severe?: text = "Severe icing"
    case nil: text = code.map { "Icing (type \($0) is not in the code table)" } ?? "Icing (type not reported)"
    }
    switch location {
    case .inCloud?: text += " in cloud"
    case .inPrecipitation?: text += " in precipitation"
    default: break
    }
    text += describeLayer(baseFeet: baseFeet, thicknessFeet: thicknessFeet)
    return text
  }
}

extension IcingForecast: ForecastLayer {}
