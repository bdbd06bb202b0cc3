extension Remarks {
  /// An amount of precipitation, snow or ice in inches, as US remarks report it
  /// (`P0015`, `60123`, `6////`, `70086`, `4/012`, `933036`, `I1001`).
  public struct PrecipitationAmount: Sendable, Hashable, Codable {
    /// The amount in inches; `nil` when the station reported it indeterminate (`6////`).
    public var inches: Double?

    /// Creates an amount.
    public init(inches: Double?) {
      self.inches = inches
    }

    /// Whether the amount could not be determined (`6////`).
    public var isIndeterminate: Bool { inches == nil }

    /// Whether only a trace fell (`P0000`, `60000`: less than 0.01 in).
    public var isTrace: Bool { inches == 0 }

    /// The amount in millimetres, `nil` when indeterminate.
    public var millimeters: Double? { inches.map { $0 * 25.4 } }
  }
}

extension Remarks.PrecipitationAmount: CustomStringConvertible {
  /// `0.15 in`, `trace`, or `indeterminate`.
  public var description: String {
    guard let inches else { return "indeterminate" }
    if inches == 0 { return "trace" }
    return "\(formatNumber(inches, maxFractionDigits: 2)) in"
  }
}

extension Remarks.PrecipitationAmount {
  /// Decodes `width` digits at `index` in units of `1/divisor` inch, or all slashes (indeterminate).
  static func decode(_ b: _Bytes, at index: Int, width: Int, divisor: Double) -> Remarks.PrecipitationAmount? {
    guard b.count == index + width else { return nil }
    if b.isAllSlashes(index, index + width) { return Remarks.PrecipitationAmount(inches: nil) }
    guard let n = b.digits(at: index, width: width) else { return nil }
    return Remarks.PrecipitationAmount(inches: Double(n) / divisor)
  }
}
