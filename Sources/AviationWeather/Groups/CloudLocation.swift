/// Where convective clouds are, as Central American and some Asian stations add after the
/// sky groups without `RMK`: `CB/NE/W/N`, `CB SW`, `TCU ALL`, `CBRA/N/W`, `CB NE,S,WSW`, `CB TO N`.
public struct CloudLocation: Sendable, Hashable, Codable {
  /// `CB` or `TCU`.
  public var cloudType: CloudType
  /// Directions as reported (`NE`, `SSW`, `ALL` for all quadrants, `OHD` for overhead), in order.
  public var directions: [String]
  /// Weather attached to the cloud (`CBRA` → `RA`), as reported.
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
    let weather = weatherCode.map { " with \($0)" } ?? ""
    guard !directions.isEmpty else { return name + weather }
    if directions == ["ALL"] { return "\(name)\(weather) in all quadrants" }
    return "\(name)\(weather) to the \(directions.joined(separator: ", "))"
  }
}

extension CloudLocation {
  /// Claims `CB…`/`TCU…` and the direction tokens after it; false if `b` is not one.
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
    let weather: String? = weatherEnd > index ? b.slice(index, weatherEnd).string : nil
    // `CBRA`: the weather must be a weather code (`CB TO N` is no `CBTO`).
    if weather != nil, weatherEnd - index != 2 || WeatherGroup.decode(b.slice(index, weatherEnd)) == nil { return nil }
    var location = CloudLocation(cloudType: type, directions: [], weatherCode: weather)
    if weatherEnd < b.count {
      guard b[weatherEnd] == asciiSlash, appendDirections(b.dropFirst(weatherEnd + 1), to: &location.directions)
      else { return nil }
      return location
    }
    // Directions in the following token(s): `CB SW`, `TCU ALL`, `CB NE,S,WSW`, `CB TO N`.
    if let next = stream.peek(), stream.bytes(next).equals("TO") {
      var afterTo = stream
      _ = afterTo.next()
      var directions: [String] = []
      if let direction = afterTo.peek(), appendDirections(afterTo.bytes(direction), to: &directions) {
        _ = stream.next()
      }
    }
    while let next = stream.peek() {
      var directions: [String] = []
      guard appendDirections(stream.bytes(next), to: &directions) else { break }
      location.directions.append(contentsOf: directions)
      _ = stream.next()
    }
    return location.directions.isEmpty && weather == nil ? nil : location
  }

  /// Appends the directions of `N/NE-SE,W` style text; false if any part is not a direction.
  private static func appendDirections(_ b: _Bytes, to directions: inout [String]) -> Bool {
    var start = 0
    var appended = 0
    var i = 0
    while i <= b.count {
      let byte = b[i]
      if i == b.count || byte == asciiSlash || byte == UInt8(ascii: ",") || byte == asciiMinus {
        let part = b.slice(start, i)
        guard isDirection(part) else { return false }
        directions.append(part.string)
        appended += 1
        start = i + 1
      }
      i += 1
    }
    return appended > 0
  }

  private static func isDirection(_ b: _Bytes) -> Bool {
    if b.equals("ALL") || b.equals("OHD") { return true }
    guard b.count >= 1, b.count <= 3 else { return false }
    for i in 0..<b.count {
      let c = b[i]
      guard c == asciiN || c == asciiE || c == asciiS || c == asciiW else { return false }
    }
    return true
  }
}
