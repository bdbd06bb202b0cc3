import Foundation

// Unit symbols for a person's locale, from the `Units` string table (`kt`, `km/h`, `hPa` stay as
// they are in every language; statute miles are `SM` in English and `mi` elsewhere).

extension SpeedUnit {
  /// The unit's symbol in `locale`'s language: `kt`, `km/h`, `m/s`, `mph` (`mi/h` in French,
  /// German, Spanish and Portuguese).
  public func symbol(locale: Locale) -> String { _UnitText(locale: locale).text("unit.\(rawValue)", .units) }
}

extension DistanceUnit {
  /// The unit's symbol in `locale`'s language: `m`, `km`, `ft`, and `SM` for statute miles (`mi`
  /// in French, German, Spanish and Portuguese; German `SM` would read as nautical miles).
  public func symbol(locale: Locale) -> String { _UnitText(locale: locale).text("unit.\(rawValue)", .units) }
}

extension PressureUnit {
  /// The unit's symbol in `locale`'s language: `hPa`, `inHg`.
  public func symbol(locale: Locale) -> String { _UnitText(locale: locale).text("unit.\(rawValue)", .units) }
}

extension TemperatureUnit {
  /// The unit's symbol in `locale`'s language: `°C`, `°F`.
  public func symbol(locale: Locale) -> String { _UnitText(locale: locale).text("unit.\(rawValue)", .units) }
}
