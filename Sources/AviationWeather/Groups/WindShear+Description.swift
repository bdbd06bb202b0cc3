extension WindShear: CustomStringConvertible {
  /// "Wind shear on all runways", "Wind shear on runway 24", "Wind shear at 2,000 ft".
  public var description: String {
    switch location {
    case .allRunways: return "Wind shear on all runways"
    case .runway(let runway): return "Wind shear on runway \(runway)"
    case .aloft(let height, let wind): return "Wind shear at \(groupThousands(height)) ft, wind \(wind)"
    }
  }
}

extension WindShear {
  /// The wind shear with the height and wind of a layer aloft in `units` (as reported when `nil`).
  public func describe(in units: UnitSystem?) -> String {
    guard case .aloft(let height, let wind) = location else { return description }
    return "Wind shear at \(describeHeight(feet: height, in: units)), wind \(wind.describe(in: units))"
  }
}
