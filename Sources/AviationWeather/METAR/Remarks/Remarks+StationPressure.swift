extension Remarks {
  /// `QFE746/0995`, `QFE724` (CIS stations): pressure at aerodrome elevation, in millimetres of
  /// mercury and, when given, hectopascals.
  public struct StationPressure: Sendable, Hashable, Codable {
    /// Millimetres of mercury.
    public var millimetersOfMercury: Int
    /// Hectopascals, when reported after the slash.
    public var hectopascals: Int?

    /// Creates a station pressure.
    public init(millimetersOfMercury: Int, hectopascals: Int? = nil) {
      self.millimetersOfMercury = millimetersOfMercury
      self.hectopascals = hectopascals
    }
  }
}

extension Remarks.StationPressure: CustomStringConvertible {
  /// "QFE 746 mmHg (995 hPa)".
  public var description: String {
    "QFE \(millimetersOfMercury) mmHg" + (hectopascals.map { " (\($0) hPa)" } ?? "")
  }
}

extension Remarks.StationPressure {
  /// Decodes `QFEnnn` or `QFEnnn/nnnn`.
  static func decode(_ b: _Bytes) -> Remarks.StationPressure? {
    guard b.hasPrefix("QFE"), let mm = b.digits(at: 3, width: 3) else { return nil }
    if b.count == 6 { return Remarks.StationPressure(millimetersOfMercury: mm) }
    guard b.count == 11, b[6] == asciiSlash, let hPa = b.digits(at: 7, width: 4) else { return nil }
    return Remarks.StationPressure(millimetersOfMercury: mm, hectopascals: hPa)
  }
}
