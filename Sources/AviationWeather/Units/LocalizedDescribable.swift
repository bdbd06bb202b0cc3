import Foundation

/// A value of a report that describes itself for a person: in POSIX English with its numbers in a
/// ``UnitSystem`` (`description`, `describe(in:)`), or in a locale's language and numbers with
/// ``DisplayUnits`` (`describe(in:locale:)`).
///
/// ``METAR``, ``TAF``, ``Wind``, ``Visibility``, ``SkyCondition``, ``SeaState``, ``IcingForecast``,
/// ``TurbulenceForecast``, ``WindShear``, ``RunwayVisualRange``, ``TemperatureForecast``, ``Trend``,
/// ``TAFForecast``, ``Speed``, ``Temperature`` and ``Pressure`` conform. A conforming type writes one
/// implementation, `_describe(in:locale:)`; the extension spells every public form around it,
/// so each form gives the same text in every type.
public protocol LocalizedDescribable: UnitSystemDescribable, CustomStringConvertible {
  /// The one implementation behind every form: the value in `locale`'s language and numbers, in
  /// POSIX English (the ``description``'s text, the same on every device) when `locale` is `nil`,
  /// with its numbers in `units`.
  ///
  /// Not API (its name starts with `_`): call `describe(in:locale:)`, `describe(in:)` or
  /// `description`.
  func _describe(in units: DisplayUnits, locale: Locale?) -> String
}

extension LocalizedDescribable {
  /// The value in POSIX English with its numbers as reported: the same text on every device,
  /// for a program to read.
  public var description: String { _describe(in: .asReported, locale: nil) }

  /// The value in POSIX English with its numbers in `units` (as reported when `nil`).
  public func describe(in units: UnitSystem?) -> String { _describe(in: DisplayUnits(units), locale: nil) }

  /// The value for a person in `locale`: its words in the locale's language, its numbers with
  /// the locale's separators and grouping, in `units`.
  public func describe(in units: DisplayUnits, locale: Locale) -> String { _describe(in: units, locale: locale) }

  /// The text for a person in `locale` with the units as a ``UnitSystem`` (as reported when `nil`):
  /// the earlier spelling, kept for source compatibility; pass ``DisplayUnits`` instead.
  @available(*, deprecated, message: "Pass DisplayUnits: describe(in: DisplayUnits(units), locale: locale)")
  public func describe(in units: UnitSystem?, locale: Locale) -> String {
    _describe(in: DisplayUnits(units), locale: locale)
  }
}
