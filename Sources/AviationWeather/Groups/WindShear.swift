/// A wind shear report: `WS R24`, `WS RWY24L`, `WS ALL RWY`; in TAFs also `WS020/24045KT`.
public struct WindShear: Sendable, Hashable, Codable {
  /// Where the wind shear is.
  public enum Location: Sendable, Hashable, Codable {
    /// `WS ALL RWY`: every runway.
    case allRunways
    /// One runway (`24`, `09L`).
    case runway(String)
    /// `WShhh/dddffKT` (TAF, US): shear at a height in feet with the wind there.
    case aloft(heightFeet: Int, wind: Wind)
  }

  /// Where the wind shear is.
  public var location: Location

  /// Creates a wind shear report.
  public init(location: Location) {
    self.location = location
  }
}

extension WindShear {
  /// Decodes the runway part after `WS`: `R24`, `R24L`, `RWY24`; `nil` if not a runway.
  static func decodeRunway(_ b: _Bytes) -> String? {
    var index = 0
    if b.hasPrefix("RWY") {
      index = 3
    } else if b[0] == asciiR {
      index = 1
    } else {
      return nil
    }
    guard let length = runwayDesignatorLength(b, at: index), index + length == b.count else { return nil }
    return b.slice(index, index + length).string
  }

  /// Decodes the aloft form `WShhh/dddffKT` in one token.
  static func decodeAloft(_ b: _Bytes) -> WindShear? {
    guard b.hasPrefix("WS"), b[5] == asciiSlash, let hundreds = b.digits(at: 2, width: 3),
      let wind = Wind.decode(b.dropFirst(6))
    else { return nil }
    return WindShear(location: .aloft(heightFeet: hundreds * 100, wind: wind))
  }
}
