// The layer of an icing (`6IhhhT`) or turbulence (`5BhhhT`) group, read and described once for both.

/// The heights of an icing or turbulence group (`6IhhhT`, `5BhhhT`): three digits of base
/// in hundreds of feet at index 2, one digit of thickness in thousands of feet at index 5;
/// slashes for missing parts.
func decodeLayerHeights(_ b: _Bytes) -> (baseFeet: Int?, thicknessFeet: Int?)? {
  var base: Int?
  if let h = b.digits(at: 2, width: 3) {
    base = h * 100
  } else if !b.isAllSlashes(2, 5) {
    return nil
  }
  var thickness: Int?
  if let t = b.digits(at: 5, width: 1) {
    thickness = t * 1000
  } else if b[5] != asciiSlash {
    return nil
  }
  return (base, thickness)
}

/// " from 1,000 ft to 6,000 ft", " from 1,000 ft", or "" for a layer of an icing or turbulence group.
func describeLayer(baseFeet: Int?, thicknessFeet: Int?) -> String {
  guard let baseFeet else { return "" }
  let base = baseFeet == 0 ? "the surface" : "\(groupThousands(baseFeet)) ft"
  // Values decoded from JSON are not range-checked: a top that overflows is left out, never trapped on.
  guard let thicknessFeet, case (let top, false) = baseFeet.addingReportingOverflow(thicknessFeet) else {
    return " from \(base)"
  }
  return " from \(base) to \(groupThousands(top)) ft"
}

/// An icing or turbulence group: a description that ends with its layer, and the layer's heights.
protocol ForecastLayer: CustomStringConvertible {
  /// Base of the layer in feet; `nil` when not reported.
  var baseFeet: Int? { get }
  /// Thickness of the layer in feet; `nil` when not reported.
  var thicknessFeet: Int? { get }
}

extension ForecastLayer {
  /// The description with the layer's heights in `units`' height unit (as reported when `nil`).
  func describe(in units: UnitSystem?) -> String {
    let text = description
    let reported = describeLayer(baseFeet: baseFeet, thicknessFeet: thicknessFeet)
    guard let units, units.heightUnit != .feet, let baseFeet, text.hasSuffix(reported) else { return text }
    let base = baseFeet == 0 ? "the surface" : describeHeight(feet: baseFeet, in: units)
    var layer = " from \(base)"
    if let thicknessFeet, case (let top, false) = baseFeet.addingReportingOverflow(thicknessFeet) {
      layer += " to \(describeHeight(feet: top, in: units))"
    }
    return text.dropLast(reported.count) + layer
  }
}
