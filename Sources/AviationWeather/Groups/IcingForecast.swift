/// A forecast icing layer (US military TAFs): `6IhhhT`, e.g. `620105`.
///
/// `6`, then the icing type `I` (code 0–9), the base `hhh` in hundreds of feet and the
/// thickness `T` in thousands of feet (AFMAN 15-124, the icing table of WMO FM 51 before 2008).
public struct IcingForecast: Sendable, Hashable, Codable {
  /// How severe the icing is.
  public enum Intensity: String, Sendable, Hashable, Codable {
    /// Code 0: no icing.
    case none
    /// Codes 1–3.
    case light
    /// Codes 4–6.
    case moderate
    /// Codes 7–9.
    case severe
  }

  /// Where the icing occurs.
  public enum Location: String, Sendable, Hashable, Codable {
    /// Codes 0, 1, 4, 7: not specified.
    case unspecified
    /// Codes 2, 5, 8: in cloud.
    case inCloud
    /// Codes 3, 6, 9: in precipitation.
    case inPrecipitation
  }

  /// The icing type code (0–9); `nil` when not reported (`6/////`).
  public var code: Int?
  /// Base of the layer in feet above ground; `nil` when not reported.
  public var baseFeet: Int?
  /// Thickness of the layer in feet; `nil` when not reported.
  public var thicknessFeet: Int?

  /// Creates an icing forecast.
  public init(code: Int?, baseFeet: Int?, thicknessFeet: Int?) {
    self.code = code
    self.baseFeet = baseFeet
    self.thicknessFeet = thicknessFeet
  }

  /// The intensity from ``code``; `nil` when the code is missing or outside the code table's
  /// 0–9 (a value built or decoded from JSON).
  public var intensity: Intensity? {
    guard let code else { return nil }
    switch code {
    case 0: return Intensity.none
    case 1...3: return .light
    case 4...6: return .moderate
    case 7...9: return .severe
    default: return nil
    }
  }

  /// The location from ``code``; `nil` when the code is missing or outside the code table's 0–9.
  public var location: Location? {
    guard let code else { return nil }
    switch code {
    case 2, 5, 8: return .inCloud
    case 3, 6, 9: return .inPrecipitation
    case 0, 1, 4, 7: return .unspecified
    default: return nil
    }
  }

  /// Top of the layer in feet, when base and thickness are known.
  public var topFeet: Int? { _layerTopFeet(baseFeet: baseFeet, thicknessFeet: thicknessFeet) }
}

extension IcingForecast: _ForecastLayerGroup {
  static var _marker: UInt8 { asciiSix }
}
