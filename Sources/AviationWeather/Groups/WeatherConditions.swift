/// The groups a METAR body, a METAR trend and a TAF forecast have in common:
/// wind, visibility, weather, sky, CAVOK, NSW and wind shear.
public struct WeatherConditions: Sendable, Hashable, Codable {
  /// Surface wind.
  public var wind: Wind?
  /// Prevailing visibility.
  public var visibility: Visibility?
  /// Minimum visibility in one direction (`4000NE` after the prevailing value).
  public var minimumVisibility: Visibility?
  /// Present (METAR) or forecast (TAF) weather groups (the first two stored inline).
  public var weather: SmallArray<WeatherGroup>
  /// Sky layers, vertical visibility or a clear-sky statement, lowest first as reported (the
  /// first two stored inline).
  public var sky: SmallArray<SkyCondition>
  /// `CAVOK`: visibility 10 km or more, no cloud below 5,000 ft or the highest minimum
  /// sector altitude, no cumulonimbus or towering cumulus, no significant weather.
  public var isCAVOK: Bool
  /// `NSW`: the end of significant weather (trends and TAF change groups).
  public var isNoSignificantWeather: Bool
  /// Wind shear reports.
  public var windShear: [WindShear]

  /// Creates conditions; everything defaults to "not reported".
  public init(
    wind: Wind? = nil, visibility: Visibility? = nil, minimumVisibility: Visibility? = nil,
    weather: SmallArray<WeatherGroup> = [], sky: SmallArray<SkyCondition> = [], isCAVOK: Bool = false,
    isNoSignificantWeather: Bool = false, windShear: [WindShear] = []
  ) {
    self.wind = wind
    self.visibility = visibility
    self.minimumVisibility = minimumVisibility
    self.weather = weather
    self.sky = sky
    self.isCAVOK = isCAVOK
    self.isNoSignificantWeather = isNoSignificantWeather
    self.windShear = windShear
  }

  /// True when no group was decoded.
  public var isEmpty: Bool {
    wind == nil && visibility == nil && minimumVisibility == nil && weather.isEmpty && sky.isEmpty
      && !isCAVOK && !isNoSignificantWeather && windShear.isEmpty
  }
}

extension WeatherConditions {
  /// Tries to claim `token` (and, for `1 1/2SM` and `WS ALL RWY`, the tokens after it; for a
  /// prevailing visibility, the minimum visibility right after it).
  ///
  /// `isAutomated`: the report is from an automatic station (`AUTO`), whose minimum visibility
  /// may come without a direction. `isObservation`: the groups are a METAR's observation, the
  /// only place FM 15 has a minimum visibility (trends and TAFs have none).
  ///
  /// Returns false, consuming nothing, when the token is not a conditions group.
  mutating func claim(
    _ token: Token, _ stream: inout _TokenStream, isAutomated: Bool = false, isObservation: Bool = false
  ) -> Bool {
    let b = stream.bytes(token)
    guard b.count >= 1 else { return false }
    let first = b[0]

    if first.isASCIIDigit || first == asciiSlash || first == asciiV {
      if wind == nil, let decoded = Wind.decode(b) {
        wind = decoded
        return true
      }
      if wind != nil, wind?.variableSector == nil, let sector = Wind.decodeVariableSector(b) {
        wind?.variableSector = sector
        return true
      }
      if wind != nil, b.equals("///V///") {
        return true  // variable sector not reported: nothing to keep
      }
    }
    if first.isASCIIDigit || first == asciiSlash || first == asciiM || first == asciiP {
      if let decoded = Visibility.decodeMetric(b) {
        if visibility == nil, !isCAVOK {
          visibility = decoded
          claimMinimumVisibility(after: decoded, &stream, isAutomated: isAutomated, isObservation: isObservation)
          return true
        }
        return false
      }
    }
    if first.isASCIIDigit || first == asciiM || first == asciiP || first == asciiSlash, visibility == nil {
      if let decoded = Visibility.decodeStatuteMiles(b) {
        visibility = decoded
        return true
      }
      if let whole = Visibility.decodeWholeMiles(b), let next = stream.peek() {
        let nextBytes = stream.bytes(next)
        if nextBytes.equals("SM") {
          // `10 SM`: the unit as its own token.
          _ = stream.next()
          visibility = Visibility(distance: Distance(Double(whole), .statuteMiles))
          return true
        }
        if whole < 10, let decoded = Visibility.decodeStatuteMiles(nextBytes, wholeMiles: whole) {
          _ = stream.next()
          visibility = decoded
          return true
        }
      }
    }
    if first == asciiE, wind == nil, var estimated = Wind.decode(b.dropFirst(1)) {
      estimated.isEstimated = true
      wind = estimated
      return true
    }
    if b.equals("CAVOK") {
      isCAVOK = true
      return true
    }
    if b.equals("S/VIS"), visibility == nil, !isCAVOK, let next = stream.peek(),
      let decoded = Visibility.decodeSurfaceVisibility(stream.bytes(next))
    {
      _ = stream.next()
      visibility = decoded
      return true
    }
    if b.equals("NSW") {
      isNoSignificantWeather = true
      return true
    }
    if let layer = SkyCondition.decode(b) {
      sky.append(layer)
      return true
    }
    if let group = WeatherGroup.decode(b) {
      weather.append(group)
      return true
    }
    if b.equals("WS") {
      return claimWindShear(&stream)
    }
    if first == asciiW, let aloft = WindShear.decodeAloft(b) {
      windShear.append(aloft)
      return true
    }
    return false
  }

  /// Claims the group after a metric prevailing visibility when it is a minimum visibility: FM 15's
  /// `VNVNVNVNDv` (WMO No. 306, FM 15 15.6.2) follows `VVVV` directly and carries its direction
  /// `Dv` (`4000 1200NE`); an automatic station cannot tell the direction and sends none
  /// (`9999 3300`, FM 15 15.6.2 and ICAO Annex 3 Appendix 3 4.2.4.4 b: "when the minimum visibility
  /// cannot be given with its direction"). A staffed station that leaves the direction out
  /// (`3000 0700 BR`, `1400 0900`) sends the same group without `Dv`: in an observation a number on
  /// the reporting steps below the prevailing visibility, right after it, is read as the minimum
  /// visibility (the report's warnings flag the missing direction,
  /// ``DecodeWarning/Code/minimumVisibilityWithoutDirection``); `0900 0400//` sends `Dv` as missing
  /// (FM 15's slashes for an element not observed): a minimum visibility of unknown direction. Any
  /// other number (`0800 R05 800`, text about runways, `9999 9999`) is no minimum visibility. One
  /// with a direction that is not below the prevailing one breaks FM 15's rule but is what the
  /// station sent: it is kept, and flagged by the report's warnings.
  private mutating func claimMinimumVisibility(
    after prevailing: Visibility, _ stream: inout _TokenStream, isAutomated: Bool, isObservation: Bool
  ) {
    guard let high = prevailing.distance, let next = stream.peek() else { return }
    var b = stream.bytes(next)
    let directionMissing = isObservation && b.count == 6 && b.isAllSlashes(4, 6)
    if directionMissing { b = b.prefix(4) }
    guard let decoded = Visibility.decodeMetric(b), let low = decoded.distance, decoded.qualifier == .exactly,
      !decoded.noDirectionalVariation
    else { return }
    if decoded.direction == nil, !isAutomated {
      guard isObservation, high.unit == .meters, low.unit == .meters, low.value < high.value,
        !DecodeWarning.visibilityIsOffReportingSteps(decoded)
      else { return }
    }
    minimumVisibility = decoded
    _ = stream.next()
  }

  /// After `WS`: `ALL RWY`, `R24`, `RWY24`, and the older `TKOF RWY24` / `LDG RWY24`.
  private mutating func claimWindShear(_ stream: inout _TokenStream) -> Bool {
    var lookahead = stream
    guard let next = lookahead.next() else { return false }
    var b = lookahead.bytes(next)
    if b.equals("TKOF") || b.equals("LDG") {
      guard let runwayToken = lookahead.next() else { return false }
      b = lookahead.bytes(runwayToken)
    }
    if b.equals("ALL") {
      guard let rwy = lookahead.next(), lookahead.bytes(rwy).equals("RWY") || lookahead.bytes(rwy).equals("RWYS")
      else { return false }
      windShear.append(WindShear(location: .allRunways))
      stream = lookahead
      return true
    }
    if let runway = WindShear.decodeRunway(b) {
      windShear.append(WindShear(location: .runway(runway)))
      stream = lookahead
      return true
    }
    return false
  }
}
