import Foundation

/// A value that can describe itself in a ``UnitSystem``: the input of ``UnitSystemFormatStyle``.
///
/// ``Speed``, ``Temperature``, ``Pressure``, ``Visibility``, ``Wind`` and ``SkyCondition``
/// conform; their `describe(in:)` is the one implementation behind both the method and the
/// format style.
public protocol UnitSystemDescribable: Sendable {
  /// The value in plain English with its numbers in `units` (as reported when `nil`).
  func describe(in units: UnitSystem?) -> String
}

extension Speed: UnitSystemDescribable {}
extension Temperature: UnitSystemDescribable {}
extension Pressure: UnitSystemDescribable {}
extension Visibility: UnitSystemDescribable {}
extension Wind: UnitSystemDescribable {}
extension SkyCondition: UnitSystemDescribable {}

/// A Foundation format style that shows a weather value in a ``UnitSystem``, rounded the way
/// reports round it: `temperature.formatted(.temperature(.metric))`,
/// `Text(wind, format: .wind(.imperial))`.
///
/// Get one through the static members named after the value: `.temperature(_:)`,
/// `.speed(_:)`, `.pressure(_:)`,
/// `.visibility(_:)`, `.wind(_:)`,
/// `.skyCondition(_:)`. The output is the value's `describe(in:)`.
public struct UnitSystemFormatStyle<Value: UnitSystemDescribable>: FormatStyle, Sendable {
  /// The unit system to show the value in; `nil` keeps the units the station reported.
  public var units: UnitSystem?

  /// A style that shows values in `units` (as reported when `nil`).
  public init(units: UnitSystem?) {
    self.units = units
  }

  /// The value in plain English, in ``units``.
  public func format(_ value: Value) -> String {
    value.describe(in: units)
  }
}

/// A Foundation format style that shows a ``Distance`` as a height (a cloud base, a vertical
/// visibility, an elevation) in a ``UnitSystem``: `1,800 ft`, `540 m`.
///
/// Heights in another unit are rounded to 100 ft or 30 m steps, as ``Distance/describeHeight(in:)``
/// explains. Get one with `.height(_:)`:
/// `layer.height?.formatted(.height(.metric))`.
public struct HeightFormatStyle: FormatStyle, Sendable {
  /// The unit system to show the height in; `nil` keeps the reported unit.
  public var units: UnitSystem?

  /// A style that shows heights in `units` (as reported when `nil`).
  public init(units: UnitSystem?) {
    self.units = units
  }

  /// The height with its unit, in ``units``.
  public func format(_ value: Distance) -> String {
    value.describeHeight(in: units)
  }
}

extension UnitSystemDescribable {
  /// The value formatted with `style`: `temperature.formatted(.temperature(.imperial))`.
  public func formatted<Style: FormatStyle>(_ style: Style) -> Style.FormatOutput where Style.FormatInput == Self {
    style.format(self)
  }
}

extension Distance {
  /// The distance formatted with `style`: `layer.height?.formatted(.height(.metric))`.
  public func formatted<Style: FormatStyle>(_ style: Style) -> Style.FormatOutput where Style.FormatInput == Distance {
    style.format(self)
  }
}

extension FormatStyle where Self == UnitSystemFormatStyle<Temperature> {
  /// A temperature in `units`, in whole degrees when converted: `-4 °C`, `25 °F`.
  public static func temperature(_ units: UnitSystem?) -> Self { Self(units: units) }
}

extension FormatStyle where Self == UnitSystemFormatStyle<Speed> {
  /// A speed in `units`, in whole knots, km/h, mph or m/s: `15 km/h`.
  public static func speed(_ units: UnitSystem?) -> Self { Self(units: units) }
}

extension FormatStyle where Self == UnitSystemFormatStyle<Pressure> {
  /// A pressure in `units`: whole hectopascals or hundredths of an inch of mercury (`1016 hPa`).
  public static func pressure(_ units: UnitSystem?) -> Self { Self(units: units) }
}

extension FormatStyle where Self == UnitSystemFormatStyle<Visibility> {
  /// A visibility in `units`, on the steps stations report: `800 m`, `1/2 SM`, `10 km or more`.
  public static func visibility(_ units: UnitSystem?) -> Self { Self(units: units) }
}

extension FormatStyle where Self == UnitSystemFormatStyle<Wind> {
  /// A wind as one phrase in `units`: "From the ENE (70°) at 15 km/h, gusting 30 km/h".
  public static func wind(_ units: UnitSystem?) -> Self { Self(units: units) }
}

extension FormatStyle where Self == UnitSystemFormatStyle<SkyCondition> {
  /// A cloud layer in `units`: "Broken at 540 m (cumulonimbus)".
  public static func skyCondition(_ units: UnitSystem?) -> Self { Self(units: units) }
}

extension FormatStyle where Self == HeightFormatStyle {
  /// A height in `units`, in 100 ft or 30 m steps when converted: `1,800 ft`, `540 m`.
  public static func height(_ units: UnitSystem?) -> Self { Self(units: units) }
}
