extension Remarks {
  /// A wind measured somewhere other than the main sensor: per runway (`RWY17L 21017KT`,
  /// Turkey), at a threshold (`WIND THR14 18006KT`, Italy), at a height (`WIND 1200FT 12009KT`,
  /// Norway) or at a named place (`WIND SKEID 10015KT`).
  public struct LocalWind: Sendable, Hashable, Codable {
    /// Where, as reported: `RWY17L`, `THR14`, `1200FT`, `SKEID`.
    public var location: String
    /// The wind there, with its variable sector when one follows.
    public var wind: Wind

    /// Creates a local wind.
    public init(location: String, wind: Wind) {
      self.location = location
      self.wind = wind
    }
  }
}

extension Remarks.LocalWind: CustomStringConvertible {
  /// "Wind at RWY17L: 210° at 17 kt".
  public var description: String { "Wind at \(location): \(wind)" }
}

extension Remarks {
  /// `RWY17L`, `RWY36`: a runway designator in one token.
  static func isRunway(_ b: _Bytes) -> Bool {
    guard b.hasPrefix("RWY"), b.count == 5 || b.count == 6, b.digits(at: 3, width: 2) != nil else { return false }
    return b.count == 5 || b[5] == asciiL || b[5] == asciiR || b[5] == asciiC
  }

  /// After `WIND`: a place word (`THR14`, `1200FT`, `RWY36`, `SKEID`).
  static func isWindPlace(_ b: _Bytes) -> Bool {
    guard b.count >= 2, b.count <= 8 else { return false }
    if b.hasSuffix("FT") { return b.dropLast(2).isAllDigits }
    return b.isAllUppercase(0, 3) && b[0] != asciiSlash
  }

  /// Reads a wind (and a following `dddVddd`) from the stream; consumes them.
  static func readWind(_ stream: inout _TokenStream) -> Wind? {
    guard let next = stream.peek(), var wind = Wind.decode(stream.bytes(next)) else { return nil }
    _ = stream.next()
    if let sector = stream.peek(), let variable = Wind.decodeVariableSector(stream.bytes(sector)) {
      _ = stream.next()
      wind.variableSector = variable
    }
    return wind
  }

  /// `RWYnn[LRC] wind` or `WIND place wind`; `nil` (nothing consumed) otherwise.
  static func readLocalWind(_ b: _Bytes, _ stream: inout _TokenStream) -> LocalWind? {
    if isRunway(b) {
      guard let wind = readWind(&stream) else { return nil }
      return LocalWind(location: b.string, wind: wind)
    }
    guard b.equals("WIND") else { return nil }
    var lookahead = stream
    guard let place = lookahead.next(), isWindPlace(lookahead.bytes(place)), let wind = readWind(&lookahead)
    else { return nil }
    stream = lookahead
    return LocalWind(location: lookahead.bytes(place).string, wind: wind)
  }
}
