import Foundation

// The groups' conformance to the units' format style, beside the groups (the style itself knows
// no group: Units/ sits below Groups/).

extension Visibility: UnitSystemDescribable {}
extension Wind: UnitSystemDescribable {}
extension SkyCondition: UnitSystemDescribable {}

extension FormatStyle where Self == UnitSystemFormatStyle<Visibility> {
  /// A visibility in `units`, on the steps stations report: `800 m`, `1/2 SM`, `10 km or more`.
  public static func visibility(_ units: UnitSystem?) -> Self { Self(units: units) }
  /// A visibility in `units`.
  public static func visibility(units: DisplayUnits) -> Self { Self(displayUnits: units) }
  /// A visibility in the units of the style's locale.
  public static var visibility: Self { Self(displayUnits: nil) }
}

extension FormatStyle where Self == UnitSystemFormatStyle<Wind> {
  /// A wind as one phrase in `units`: "From the ENE (70°) at 15 km/h, gusting 30 km/h".
  public static func wind(_ units: UnitSystem?) -> Self { Self(units: units) }
  /// A wind as one phrase in `units` (`.wind(units: .aviation)`: knots).
  public static func wind(units: DisplayUnits) -> Self { Self(displayUnits: units) }
  /// A wind as one phrase in the units of the style's locale.
  public static var wind: Self { Self(displayUnits: nil) }
}

extension FormatStyle where Self == UnitSystemFormatStyle<SkyCondition> {
  /// A cloud layer in `units`: "Broken clouds at 540 m (cumulonimbus)".
  public static func skyCondition(_ units: UnitSystem?) -> Self { Self(units: units) }
  /// A cloud layer in `units` (`.skyCondition(units: .aviation)`: feet).
  public static func skyCondition(units: DisplayUnits) -> Self { Self(displayUnits: units) }
  /// A cloud layer in the units of the style's locale.
  public static var skyCondition: Self { Self(displayUnits: nil) }
}
