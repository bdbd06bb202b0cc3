import Foundation

// The layer of an icing (`6IhhhT`) or turbulence (`5BhhhT`) group, read and described once for both.

/// An icing or turbulence forecast (``IcingForecast``, ``TurbulenceForecast``): a type code and
/// a layer, read from its group by one ``decode(_:)``.
protocol _ForecastLayerGroup {
  /// The type code; `nil` when not reported.
  var code: Int? { get set }
  /// Base of the layer in feet above ground; `nil` when not reported.
  var baseFeet: Int? { get set }
  /// Thickness of the layer in feet; `nil` when not reported.
  var thicknessFeet: Int? { get set }
  /// The forecast from its parts.
  init(code: Int?, baseFeet: Int?, thicknessFeet: Int?)
  /// The group's first byte (`6`, `5`).
  static var _marker: UInt8 { get }
  /// The code an `X` in the type's place stands for; `nil` when `X` is not a code.
  static var _codeForX: Int? { get }
}

extension _ForecastLayerGroup {
  static var _codeForX: Int? { nil }

  /// Decodes the group (slashes for missing parts); `nil` if the token is not one.
  static func decode(_ b: _Bytes) -> Self? {
    guard let layer = decodeLayerGroup(b, marker: _marker, codeForX: _codeForX) else { return nil }
    return Self(code: layer.code, baseFeet: layer.baseFeet, thicknessFeet: layer.thicknessFeet)
  }
}

/// An icing or turbulence group (`6IhhhT`, `5BhhhT`): six bytes, `marker` first, then the
/// type code (one digit; `X` as `codeForX` when given), three digits of base in hundreds of
/// feet and one digit of thickness in thousands of feet; slashes for missing parts. `nil` if
/// the token is not one.
func decodeLayerGroup(
  _ b: _Bytes, marker: UInt8, codeForX: Int? = nil
) -> (code: Int?, baseFeet: Int?, thicknessFeet: Int?)? {
  guard b.count == 6, b[0] == marker else { return nil }
  var code: Int?
  if let c = b.digits(at: 1, width: 1) {
    code = c
  } else if let codeForX, b[1] == asciiX {
    code = codeForX
  } else if b[1] != asciiSlash {
    return nil
  }
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
  return (code, base, thickness)
}

/// The top of a layer in feet, when base and thickness are known. Values decoded from JSON are
/// not range-checked: a sum that overflows gives `nil`, never a trap.
func _layerTopFeet(baseFeet: Int?, thicknessFeet: Int?) -> Int? {
  guard let baseFeet, let thicknessFeet else { return nil }
  let (top, overflow) = baseFeet.addingReportingOverflow(thicknessFeet)
  return overflow ? nil : top
}

/// `phrase` followed by the layer of an icing or turbulence group, in `locale`'s language
/// (POSIX English when `nil`) with the heights in `units` (as reported when `nil`): "… from 1,000 ft
/// to 6,000 ft", "… from the surface", or `phrase` alone when no base is reported.
func describeLayer(
  _ phrase: String, baseFeet: Int?, thicknessFeet: Int?, in units: DisplayUnits, locale: Locale?
) -> String {
  guard let baseFeet else { return phrase }
  let language = _L10n.language(of: locale)
  let base =
    baseFeet == 0
    ? _L10n.text("layer.surface", .forecast, language: language) : _layerHeight(feet: baseFeet, in: units, locale: locale)
  // A top that overflows is left out, never trapped on.
  guard let top = _layerTopFeet(baseFeet: baseFeet, thicknessFeet: thicknessFeet) else {
    return _L10n.text("layer.from", .forecast, language: language, phrase, base)
  }
  return _L10n.text(
    "layer.fromTo", .forecast, language: language, phrase, base, _layerHeight(feet: top, in: units, locale: locale))
}

/// A height reported in feet, in `units` (as reported when `nil`), through the unit formatting
/// in `locale`'s numbers and words (POSIX when `nil`): `5,000 ft`, `5.000 ft` (de), `1,500 m`.
func _layerHeight(feet: Int, in units: DisplayUnits, locale: Locale?) -> String {
  describeHeight(feet: feet, in: units, text: _UnitText.of(locale))
}
