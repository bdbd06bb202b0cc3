/// Rainfall reported by Australian automatic stations: `RF02.5/010.4` (last ten minutes / since 09 local time), in millimetres.
public struct Rainfall: Sendable, Hashable, Codable {
  /// Rain in the last ten minutes, mm; `nil` when not reported.
  public var lastTenMinutes: Double?
  /// Rain since 09 local time, mm; `nil` when not reported.
  public var sinceNineAM: Double?

  /// Creates a rainfall group.
  public init(lastTenMinutes: Double?, sinceNineAM: Double?) {
    self.lastTenMinutes = lastTenMinutes
    self.sinceNineAM = sinceNineAM
  }
}

extension Rainfall {
  /// Decodes `RFdd.d/ddd.d`; `nil` if the token is not one.
  static func decode(_ b: _Bytes) -> Rainfall? {
    // `RF00/0/000/0`: the decimal points sent as slashes (as CIS stations write QFE `774/3`); the
    // widths, `dd.d/ddd.d`, leave one reading.
    if b.count == 12, b.hasPrefix("RF"), b[4] == asciiSlash, b[6] == asciiSlash, b[10] == asciiSlash,
      let recent = b.digits(at: 2, width: 2), let recentTenth = b.digits(at: 5, width: 1),
      let total = b.digits(at: 7, width: 3), let totalTenth = b.digits(at: 11, width: 1)
    {
      return Rainfall(
        lastTenMinutes: Double(recent) + Double(recentTenth) / 10, sinceNineAM: Double(total) + Double(totalTenth) / 10)
    }
    guard b.hasPrefix("RF"), let slash = b.firstIndex(of: asciiSlash),
      let recent = decodeMillimetres(b.slice(2, slash)), let total = decodeMillimetres(b.dropFirst(slash + 1))
    else { return nil }
    return Rainfall(lastTenMinutes: recent, sinceNineAM: total)
  }

  /// `dd.d` / `ddd.d` → millimetres; slashes → `.some(nil)`.
  private static func decodeMillimetres(_ b: _Bytes) -> Double?? {
    if b.isAllSlashes() { return .some(nil) }
    guard b.count >= 3, b.count <= 6, b[b.count - 2] == asciiDot,
      let whole = b.digits(at: 0, width: b.count - 2), let tenth = b.digits(at: b.count - 1, width: 1)
    else { return nil }
    return .some(Double(whole) + Double(tenth) / 10)
  }
}
