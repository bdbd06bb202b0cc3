/// Reads the direction lists that location notes after the observation use: `N/NE-SE,W`, `ALL`,
/// `ALQDS`, `OHD`.
enum _DirectionList {
  /// Appends the directions of `N/NE-SE,W` style text; false (nothing appended) if any part is
  /// not a direction.
  static func append(_ b: _Bytes, to directions: inout [String]) -> Bool {
    guard isList(b) else { return false }
    // Room for every part at once (doubling, as appending would): one allocation for the
    // list, not one for each direction the array outgrows.
    var parts = 1
    for i in 0..<b.count where isSeparator(b[i]) { parts += 1 }
    if directions.capacity - directions.count < parts {
      directions.reserveCapacity(Swift.max(directions.count + parts, 2 * directions.capacity))
    }
    var start = 0
    for i in 0...b.count where i == b.count || isSeparator(b[i]) {
      directions.append(b.slice(start, i).string)
      start = i + 1
    }
    return true
  }

  /// Whether every part of `b`, split at `/`, `,` and `-`, is a direction.
  static func isList(_ b: _Bytes) -> Bool {
    var start = 0
    for i in 0...b.count where i == b.count || isSeparator(b[i]) {
      guard isDirection(b.slice(start, i)) else { return false }
      start = i + 1
    }
    return b.count > 0
  }

  /// One of the 16 compass points (`N`, `NE`, `ENE`, `SSW`), `ALL`, `ALQDS` (all quadrants) or
  /// `OHD` (overhead). Not any run of compass letters: `SN`, `EW` and `SSS` are none.
  static func isDirection(_ b: _Bytes) -> Bool {
    switch b.count {
    case 1:
      return isCardinal(b[0])
    case 2:
      return isIntercardinal(b[0], b[1])
    case 3:
      // `NNE`, `ENE`, `WSW`: a cardinal point and the intercardinal point beside it that holds it.
      if b.equals("ALL") || b.equals("OHD") { return true }
      return isIntercardinal(b[1], b[2]) && (b[0] == b[1] || b[0] == b[2])
    case 5:
      return b.equals("ALQDS")
    default:
      return false
    }
  }

  private static func isCardinal(_ c: UInt8) -> Bool {
    c == asciiN || c == asciiE || c == asciiS || c == asciiW
  }

  /// `NE`, `SE`, `SW`, `NW`.
  private static func isIntercardinal(_ first: UInt8, _ second: UInt8) -> Bool {
    (first == asciiN || first == asciiS) && (second == asciiE || second == asciiW)
  }

  private static func isSeparator(_ byte: UInt8) -> Bool {
    byte == asciiSlash || byte == asciiComma || byte == asciiMinus
  }
}
