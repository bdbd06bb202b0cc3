/// Where convective clouds are, as Central American and some Asian stations add after the
/// sky groups without `RMK`: `CB/NE/W/N`, `CB SW`, `TCU ALL`, `CBRA/N/W`, `CB NE,S,WSW`, `CB TO N`,
/// `CB/PCPN/WSW/W`, `CB/TS/PCPN SE/SSE/S`, `CB TS NE`.
public struct CloudLocation: Sendable, Hashable, Codable {
  /// `CB` or `TCU`.
  public var cloudType: CloudType
  /// Directions as reported (`NE`, `SSW`, `ALL` for all quadrants, `OHD` for overhead), in order.
  public var directions: [String]
  /// Weather said of the cloud, as reported: `RA` of `CBRA`, `TS` of `CB TS NE`, `TS/PCPN`
  /// (precipitation) of `CB/TS/PCPN`.
  public var weatherCode: String?

  /// Creates a cloud location.
  public init(cloudType: CloudType, directions: [String], weatherCode: String? = nil) {
    self.cloudType = cloudType
    self.directions = directions
    self.weatherCode = weatherCode
  }
}

extension CloudLocation: CustomStringConvertible {
  /// "Cumulonimbus to the NE, W, N".
  public var description: String {
    let name = cloudType == .cumulonimbus ? "Cumulonimbus" : "Towering cumulus"
    let weather =
      weatherCode.map { code in
        " with "
          + code.split(separator: "/").map { $0 == "PCPN" ? "precipitation" : String($0) }.joined(separator: ", ")
      } ?? ""
    guard !directions.isEmpty else { return name + weather }
    if directions == ["ALL"] { return "\(name)\(weather) in all quadrants" }
    return "\(name)\(weather) to the \(directions.joined(separator: ", "))"
  }

  /// ``description`` for a person (`text`'s locale): the cloud's name and the words in its
  /// language, the directions and weather codes as sent ("Cumulonimbus im Nordosten" is not
  /// written: `NE` stays `NE`).
  func describe(text values: _UnitText) -> String {
    var shown = capitalizedFirstLetter(values.groupPhrases.clouds[cloudType] ?? cloudType.rawValue)
    if let weatherCode {
      let weather = weatherCode.split(separator: "/").map {
        $0 == "PCPN" ? values.text("location.precipitation", .report) : String($0)
      }
      shown = values.text("location.withWeather", .report, shown, weather.joined(separator: ", "))
    }
    return _located(shown, directions: directions, text: values)
  }
}

/// `shown` with the directions a cloud or weather location gives, in `values`' language: "… in
/// all quadrants" (`ALL`, `ALQDS`), "… to the NE, W" (directions as sent), or `shown` alone.
func _located(_ shown: String, directions: [String], text values: _UnitText) -> String {
  if directions.isEmpty { return shown }
  if directions == ["ALL"] || directions == ["ALQDS"] { return values.text("location.allQuadrants", .report, shown) }
  return values.text("location.toward", .report, shown, directions.joined(separator: ", "))
}

extension CloudLocation {
  /// Claims `CB…`/`TCU…` and the direction tokens after it; `nil` (nothing consumed) if `b` is
  /// not one.
  static func claim(_ b: _Bytes, _ stream: inout _TokenStream) -> CloudLocation? {
    let type: CloudType
    var index: Int
    if b.hasPrefix("CB") {
      type = .cumulonimbus
      index = 2
    } else if b.hasPrefix("TCU") {
      type = .toweringCumulus
      index = 3
    } else {
      return nil
    }
    var weatherEnd = index
    while b[weatherEnd].isASCIIUppercase { weatherEnd += 1 }
    let glued = b.slice(index, weatherEnd)
    // `CBRA`: the weather must be one a convective cloud brings (`CB TO N` is no `CBTO`).
    if !glued.isEmpty, glued.count != 2 || !isAttachedWeather(glued) { return nil }
    // The weather codes joined by `/` as they are read (no array of them is made).
    var weather = glued.isEmpty ? "" : glued.string
    func addWeather(_ code: _Bytes) {
      if !weather.isEmpty { weather += "/" }
      weather += code.string
    }
    var location = CloudLocation(cloudType: type, directions: [])
    if weatherEnd < b.count {
      // `CB/NE/W`, `CB/PCPN/WSW/W`, `CB/TS/PCPN` (directions in the next token).
      guard b[weatherEnd] == asciiSlash else { return nil }
      var parts = b.dropFirst(weatherEnd + 1)
      while true {
        let end = parts.firstIndex(of: asciiSlash) ?? parts.count
        guard end > 0, isAttachedWeather(parts.prefix(end)) else { break }
        addWeather(parts.prefix(end))
        parts = parts.dropFirst(end + 1)
      }
      if !parts.isEmpty {
        guard _DirectionList.append(parts, to: &location.directions) else { return nil }
        location.weatherCode = weather.isEmpty ? nil : weather
        return location
      }
      guard !weather.isEmpty else { return nil }
    } else if let next = stream.peek(), isAttachedWeather(stream.bytes(next)) {
      // `CB TS NE`: weather in its own token, taken only when directions follow it.
      var lookahead = stream
      _ = lookahead.next()
      if let direction = lookahead.peek(), _DirectionList.isList(lookahead.bytes(direction)) {
        addWeather(stream.bytes(next))
        stream = lookahead
      }
    }
    // Directions in the following token(s): `CB SW`, `TCU ALL`, `CB NE,S,WSW`, `CB TO N`.
    if let next = stream.peek(), stream.bytes(next).equals("TO") {
      var afterTo = stream
      _ = afterTo.next()
      if let direction = afterTo.peek(), _DirectionList.isList(afterTo.bytes(direction)) {
        _ = stream.next()
      }
    }
    while let next = stream.peek(), _DirectionList.append(stream.bytes(next), to: &location.directions) {
      _ = stream.next()
    }
    location.weatherCode = weather.isEmpty ? nil : weather
    return location.directions.isEmpty && weather.isEmpty ? nil : location
  }

  /// `PCPN` (precipitation), a thunderstorm, showers, or a precipitation code (`TS`, `SH`, `RA`,
  /// `SN`, `DZ`, `GR`, `GS`, `PL`) said of the cloud: what a convective cloud brings. Not haze,
  /// mist or smoke (`TCU HZ` is a cloud and the haze observed apart).
  private static func isAttachedWeather(_ b: _Bytes) -> Bool {
    if b.equals("PCPN") { return true }
    guard b.count == 2 else { return false }
    return b.equals("TS") || b.equals("SH") || b.equals("RA") || b.equals("SN") || b.equals("DZ")
      || b.equals("GR") || b.equals("GS") || b.equals("PL")
  }
}
