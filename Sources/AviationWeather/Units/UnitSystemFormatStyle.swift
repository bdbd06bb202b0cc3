import Foundation

/// A value that can describe itself in a ``UnitSystem``: the input of ``UnitSystemFormatStyle``.
///
/// ``Speed``, ``Temperature``, ``Pressure``, ``Visibility``, ``Wind`` and ``SkyCondition``
/// conform (the groups beside their types, in `Groups+UnitSystemFormatStyle.swift`); their `describe(in:)` is the one implementation behind both the method and the
/// format style.
public protocol UnitSystemDescribable: Sendable {
  /// The value in plain English with its numbers in `units` (as reported when `nil`).
  func describe(in units: UnitSystem?) -> String

  /// The value for a person in `locale`: its words in the locale's language, its numbers with the
  /// locale's separators and grouping, in `units`.
  ///
  /// The default implementation, for conforming types of other modules, is
  /// ``describe(in:)`` in the unit system `units` stands for.
  func describe(in units: DisplayUnits, locale: Locale) -> String
}

extension UnitSystemDescribable {
  /// ``describe(in:)`` in the unit system `units` stands for (as reported when it
  /// stands for none), in English: the fallback for types that do not localize themselves.
  ///
  /// Left out of the documentation (the requirement's page says it): a ``LocalizedDescribable``
  /// type's own form shadows it, and DocC would list both under the type.
  @_documentation(visibility: internal)
  public func describe(in units: DisplayUnits, locale: Locale) -> String {
    describe(in: units.unitSystem)
  }
}

extension Speed: UnitSystemDescribable {}
extension Temperature: UnitSystemDescribable {}
extension Pressure: UnitSystemDescribable {}

/// A Foundation format style that shows a weather value in chosen units for a person's locale,
/// rounded the way reports round it: `temperature.formatted(.temperature(.metric))`,
/// `Text(wind, format: .wind(.imperial).locale(locale))`.
///
/// Get one through the static members named after the value: `.temperature(_:)`,
/// `.speed(_:)`, `.pressure(_:)`, `.visibility(_:)`, `.wind(_:)`, `.skyCondition(_:)` with a
/// ``UnitSystem``; the same with `units:` and ``DisplayUnits`` (`.wind(units: .aviation)`); or
/// without arguments (`.wind`) for the units of the style's locale (``DisplayUnits/init(locale:)``).
///
/// The locale is the current one unless `.locale(_:)` sets another, as with Foundation's styles:
/// numbers take its separators and grouping, and words its language
/// (`visibility.formatted(.visibility(.metric).locale(Locale(identifier: "de_DE")))` is
/// `1.200 m`). For text a program reads, use the value's `description` instead, which is the same
/// on every device.
/// What ``UnitSystemFormatStyle`` and ``HeightFormatStyle`` share: the units and the locale,
/// and the members built on them (``units``, ``init(units:)``, ``locale(_:)``).
///
/// Not API (its name starts with `_`): use the two styles.
public protocol _UnitsFormatStyle: FormatStyle where FormatOutput == String {
  /// The units to show the value in; `nil` for the units of ``locale``
  /// (``DisplayUnits/init(locale:)``), looked up when formatting.
  var displayUnits: DisplayUnits? { get set }
  /// The locale whose numbers, words and (when ``displayUnits`` is `nil`) units are used.
  var locale: Locale { get set }
  /// A style that shows values in `displayUnits` (the locale's when `nil`) for `locale`.
  init(displayUnits: DisplayUnits?, locale: Locale)
}

extension _UnitsFormatStyle {
  /// The unit system to show the value in, `nil` for as reported: ``displayUnits`` as a
  /// ``UnitSystem``. Reads `nil` too when the units are a mix (``DisplayUnits/aviation``) or
  /// follow the locale.
  public var units: UnitSystem? {
    get { displayUnits?.unitSystem }
    set { displayUnits = DisplayUnits(newValue) }
  }

  /// A style that shows values in `units` (as reported when `nil`), for the current locale.
  public init(units: UnitSystem?) {
    self.init(displayUnits: DisplayUnits(units), locale: .current)
  }

  /// The same style for `locale`: its numbers, words and, when no units were chosen, its units.
  public func locale(_ locale: Locale) -> Self {
    var copy = self
    copy.locale = locale
    return copy
  }

  /// ``displayUnits``, or the units of ``locale`` when `nil`: the units to format in.
  var _shownUnits: DisplayUnits { displayUnits ?? DisplayUnits(locale: locale) }
}

/// A Foundation format style that shows a weather value in chosen units for a person's locale,
/// rounded the way reports round it: `temperature.formatted(.temperature(.metric))`,
/// `Text(wind, format: .wind(.imperial).locale(locale))`.
///
/// Get one through the static members named after the value: `.temperature(_:)`,
/// `.speed(_:)`, `.pressure(_:)`, `.visibility(_:)`, `.wind(_:)`, `.skyCondition(_:)` with a
/// ``UnitSystem``; the same with `units:` and ``DisplayUnits`` (`.wind(units: .aviation)`); or
/// without arguments (`.wind`) for the units of the style's locale (``DisplayUnits/init(locale:)``).
///
/// The locale is the current one unless `.locale(_:)` sets another, as with Foundation's styles:
/// numbers take its separators and grouping, and words its language
/// (`visibility.formatted(.visibility(.metric).locale(Locale(identifier: "de_DE")))` is
/// `1.200 m`). For text a program reads, use the value's `description` instead, which is the same
/// on every device.
public struct UnitSystemFormatStyle<Value: UnitSystemDescribable>: _UnitsFormatStyle, Sendable {
  /// The units to show the value in; `nil` for the units of ``locale``
  /// (``DisplayUnits/init(locale:)``), looked up when formatting.
  public var displayUnits: DisplayUnits?
  /// The locale whose numbers, words and (when ``displayUnits`` is `nil`) units are used.
  public var locale: Locale

  /// A style that shows values in `displayUnits` (the locale's when `nil`) for `locale`.
  public init(displayUnits: DisplayUnits?, locale: Locale = .current) {
    self.displayUnits = displayUnits
    self.locale = locale
  }

  /// The value in ``displayUnits`` for ``locale``.
  public func format(_ value: Value) -> String { value.describe(in: _shownUnits, locale: locale) }
}

/// A Foundation format style that shows a ``Distance`` as a height (a cloud base, a vertical
/// visibility, an elevation) in chosen units for a person's locale: `1,800 ft`, `540 m`.
///
/// Heights in another unit are rounded to 100 ft or 30 m steps, as
/// ``Distance/describeHeight(in:)`` explains. Get one with `.height(_:)`:
/// `layer.height?.formatted(.height(.metric))`, `.height(units: .aviation)`, or `.height` for the
/// locale's units; `.locale(_:)` sets the locale (the current one by default).
public struct HeightFormatStyle: _UnitsFormatStyle, Sendable {
  /// The units to show the height in; `nil` for the units of ``locale``.
  public var displayUnits: DisplayUnits?
  /// The locale whose numbers, unit symbols and (when ``displayUnits`` is `nil`) units are used.
  public var locale: Locale

  /// A style that shows heights in `displayUnits` (the locale's when `nil`) for `locale`.
  public init(displayUnits: DisplayUnits?, locale: Locale = .current) {
    self.displayUnits = displayUnits
    self.locale = locale
  }

  /// The height with its unit, in ``displayUnits`` for ``locale``.
  public func format(_ value: Distance) -> String { value.describeHeight(in: _shownUnits, locale: locale) }
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
  /// A temperature in `units` (`.temperature(units: .aviation)`).
  public static func temperature(units: DisplayUnits) -> Self { Self(displayUnits: units) }
  /// A temperature in the units of the style's locale.
  public static var temperature: Self { Self(displayUnits: nil) }
}

extension FormatStyle where Self == UnitSystemFormatStyle<Speed> {
  /// A speed in `units`, in whole knots, km/h, mph or m/s: `15 km/h`.
  public static func speed(_ units: UnitSystem?) -> Self { Self(units: units) }
  /// A speed in `units` (`.speed(units: .aviation)`: knots).
  public static func speed(units: DisplayUnits) -> Self { Self(displayUnits: units) }
  /// A speed in the units of the style's locale.
  public static var speed: Self { Self(displayUnits: nil) }
}

extension FormatStyle where Self == UnitSystemFormatStyle<Pressure> {
  /// A pressure in `units`: whole hectopascals or hundredths of an inch of mercury (`1016 hPa`).
  public static func pressure(_ units: UnitSystem?) -> Self { Self(units: units) }
  /// A pressure in `units`.
  public static func pressure(units: DisplayUnits) -> Self { Self(displayUnits: units) }
  /// A pressure in the units of the style's locale.
  public static var pressure: Self { Self(displayUnits: nil) }
}

extension FormatStyle where Self == HeightFormatStyle {
  /// A height in `units`, in 100 ft or 30 m steps when converted: `1,800 ft`, `540 m`.
  public static func height(_ units: UnitSystem?) -> Self { Self(units: units) }
  /// A height in `units` (`.height(units: .aviation)`: feet).
  public static func height(units: DisplayUnits) -> Self { Self(displayUnits: units) }
  /// A height in the units of the style's locale.
  public static var height: Self { Self(displayUnits: nil) }
}
