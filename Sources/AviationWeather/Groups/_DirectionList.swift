/// Reads the direction lists that location notes after the observation use: `N/NE-SE,W`, `ALL`,
/// `ALQDS`, `OHD`.
enum _DirectionList {
  /// Appends the directions of `N/NE-SE,W` style text; false (nothing appended) if any part is
  /// not a direction.
  static func append(_ b: _Bytes, to directions: inout [String]) -> Bool {
    guard isList(b) else { return false }
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

  /// `N`, `NE`, `SSW` (1–3 compass letters), `ALL`, `ALQDS` (all quadrants), `OHD` (overhead).
  static func isDirection(_ b: _Bytes) -> Bool {
    if b.equals("ALL") || b.equals("OHD") || b.equals("ALQDS") { return true }
    guard b.count >= 1, b.count <= 3 else { return false }
    for i in 0..<b.count {
      let c = b[i]
      guard c == asciiN || c == asciiE || c == asciiS || c == asciiW else { return false }
    }
    return true
  }

  private static func isSeparator(_ byte: UInt8) -> Bool {
    byte == asciiSlash || byte == UInt8(ascii: ",") || byte == asciiMinus
  }
}
