/// A forecast turbulence layer (US military TAFs): `5BhhhT`, e.g. `520003`.
///
/// `5`, then the turbulence type `B` (code 0–9 or `X`), the base `hhh` in hundreds of feet
/// and the thickness `T` in thousands of feet (AFMAN 15-124).
public struct TurbulenceForecast: Sendable, Hashable, Codable {
  /// How severe the turbulence is.
  public enum Intensity: String, Sendable, Hashable, Codable {
    /// Code 0: none.
    case none
    /// Code 1: light.
    case light
    /// Codes 2–5: moderate.
    case moderate
    /// Codes 6–9: severe.
    case severe
    /// Code `X`: extreme.
    case extreme
  }

  /// The turbulence type code: 0–9, or 10 for `X` (extreme); `nil` when not reported.
  public var code: Int?
  /// Base of the layer in feet above ground; `nil` when not reported.
  public var baseFeet: Int?
  /// Thickness of the layer in feet; `nil` when not reported.
  public var thicknessFeet: Int?

  /// Creates a turbulence forecast.
  public init(code: Int?, baseFeet: Int?, thicknessFeet: Int?) {
    self.code = code
    self.baseFeet = baseFeet
    self.thicknessFeet = thicknessFeet
  }

  /// The intensity from ``code``; `nil` when the code is missing.
  public var intensity: Intensity? {
    guard let code else { return nil }
    switch code {
    case 0: return Intensity.none
    case 1: return .light
    case 2...5: return .moderate
    case 6...9: return .severe
    default: return .extreme
    }
  }

  /// True for codes 4, 5, 8, 9 (in cloud); false for 2, 3, 6, 7 (clear air); `nil` otherwise.
  public var isInCloud: Bool? {
    guard let code else { return nil }
    switch code {
    case 4, 5, 8, 9: return true
    case 2, 3, 6, 7: return false
    default: return nil
    }
  }

  /// True for codes 3, 5, 7, 9 (frequent); false for 2, 4, 6, 8 (occasional); `nil` otherwise.
  public var isFrequent: Bool? {
    guard let code, (2...9).contains(code) else { return nil }
    return code % 2 == 1
  }

  /// Top of the layer in feet, when base and thickness are known.
  public var topFeet: Int? { _layerTopFeet(baseFeet: baseFeet, thicknessFeet: thicknessFeet) }
}

extension TurbulenceForecast: _ForecastLayerGroup {
  static var _marker: UInt8 { asciiFive }
  /// `X`: extreme.
  static var _codeForX: Int? { 10 }
}
