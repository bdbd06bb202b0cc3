import Foundation

/// Where a weather phenomenon is, as some stations add it after the observation without `RMK`:
/// `VCSH-NE` (Trinidad), `BR-ALQDS` (Guyana), `PCPN N W` and `4 KM ALL FU` (Honduras), `PCPN S/W`
/// (Guatemala), a lone `LTG` (Thailand).
public struct WeatherLocation: Sendable, Hashable, Codable {
  /// The phenomenon as reported: `PCPN` (precipitation), `LTG` (lightning) or a weather code
  /// (`VCSH`, `BR`, `FU`).
  public var phenomenon: String
  /// ``phenomenon`` decoded, when it is a weather code.
  public var weather: WeatherGroup?
  /// Directions as reported (`NE`, `ALQDS` or `ALL` for all quadrants), in order; empty when
  /// none is given.
  public var directions: [String]
  /// The distance given with it (`4 KM ALL FU`: 4 km), as reported.
  public var distance: Distance?

  /// Creates a weather location.
  public init(phenomenon: String, weather: WeatherGroup? = nil, directions: [String], distance: Distance? = nil) {
    self.phenomenon = phenomenon
    self.weather = weather
    self.directions = directions
    self.distance = distance
  }
}

extension WeatherLocation: CustomStringConvertible {
  /// "Showers in the vicinity to the NE", "Smoke in all quadrants, 4 km", "Lightning".
  public var description: String {
    var text: String
    switch phenomenon {
    case "PCPN": text = "Precipitation"
    case "LTG": text = "Lightning"
    default: text = weather?.description ?? phenomenon
    }
    if directions == ["ALL"] || directions == ["ALQDS"] {
      text += " in all quadrants"
    } else if !directions.isEmpty {
      text += " to the " + directions.joined(separator: ", ")
    }
    if let distance { text += ", \(distance)" }
    return text
  }

  /// ``description`` for a person (`text`'s locale): the phenomenon in its language, the
  /// directions as sent, the distance with its numbers.
  func describe(text values: _UnitText) -> String {
    var shown: String
    switch phenomenon {
    case "PCPN": shown = values.text("weatherLocation.precipitation", .report)
    case "LTG": shown = values.text("weatherLocation.lightning", .report)
    default: shown = weather.map { group in values.locale.map { capitalizedFirstLetter(group.phrase(locale: $0)) } ?? group.description } ?? phenomenon
    }
    shown = _located(shown, directions: directions, text: values)
    guard let distance else { return shown }
    return values.text("location.distance", .report, shown, values.measure(distance.value, unit: distance.unit.rawValue, maxFractionDigits: 1))
  }
}

extension WeatherLocation {
  /// Claims a weather location starting with `b` (and the tokens of it after `b`); `nil`, with
  /// nothing consumed, if `b` does not start one.
  static func claim(_ b: _Bytes, _ stream: inout _TokenStream) -> WeatherLocation? {
    if b.hasPrefix("PCPN") || b.hasPrefix("LTG") {
      return claimWord(b, isLightning: b[0] == asciiL, &stream)
    }
    // `VCSH-NE`, `BR-ALQDS`: a weather code, a hyphen and directions in one token.
    if let dash = b.firstIndex(of: asciiMinus, from: 1), let weather = WeatherGroup.decode(b.prefix(dash)),
      !weather.isMissing
    {
      var directions: [String] = []
      guard _DirectionList.append(b.dropFirst(dash + 1), to: &directions) else { return nil }
      return WeatherLocation(phenomenon: b.prefix(dash).string, weather: weather, directions: directions)
    }
    // `4 KM ALL FU`: a distance in kilometres, directions, then the weather code.
    if b.count <= 2, let kilometers = b.digits(at: 0, width: b.count) {
      var lookahead = stream
      guard let unit = lookahead.next(), lookahead.bytes(unit).equals("KM"), let directionToken = lookahead.next()
      else { return nil }
      var directions: [String] = []
      guard _DirectionList.append(lookahead.bytes(directionToken), to: &directions), let code = lookahead.next() else {
        return nil
      }
      let codeBytes = lookahead.bytes(code)
      guard let weather = WeatherGroup.decode(codeBytes), !weather.isMissing else { return nil }
      stream = lookahead
      return WeatherLocation(
        phenomenon: codeBytes.string, weather: weather, directions: directions,
        distance: Distance(Double(kilometers), .kilometers))
    }
    return nil
  }

  /// `PCPN S/W`, `PCPN/S`, `PCPN N W`, `LTG`, `LTG W`: precipitation needs a direction, lightning
  /// does not when nothing but `RMK` or a trend follows it.
  private static func claimWord(_ b: _Bytes, isLightning: Bool, _ stream: inout _TokenStream) -> WeatherLocation? {
    let wordLength = isLightning ? 3 : 4
    var location = WeatherLocation(phenomenon: b.prefix(wordLength).string, directions: [])
    if b.count > wordLength {
      guard b[wordLength] == asciiSlash, _DirectionList.append(b.dropFirst(wordLength + 1), to: &location.directions)
      else { return nil }
      return location
    }
    var lookahead = stream
    while let next = lookahead.peek(), _DirectionList.append(lookahead.bytes(next), to: &location.directions) {
      _ = lookahead.next()
    }
    if location.directions.isEmpty {
      // A lone `LTG` ends the groups (`CB W LTG`, then `RMK` or a trend at most); in `LTG DSNT W`
      // the words after it are a remark sent without `RMK`, left as sent.
      guard isLightning else { return nil }
      if let next = lookahead.peek() {
        let after = lookahead.bytes(next)
        guard after.equals("RMK") || ChangeIndicator.decode(after) != nil else { return nil }
      }
    }
    stream = lookahead
    return location
  }
}
