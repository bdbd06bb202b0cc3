import Foundation

// Data-quality warnings for people, in the locale's language (the `Warnings` string table). The
// record format, `description` and `reason` stay POSIX English.

extension DecodeWarning {
  /// The reason in `locale`'s language, lower case, ready to embed in a sentence:
  /// ``Code/windDirectionNotInTens`` is "wind direction not in tens of degrees" in English,
  /// "Windrichtung nicht auf zehn Grad gerundet" in German. In English it is ``reason``; a code
  /// this version does not know (read from a later record) reads "a value breaks a rule of the
  /// report’s code form".
  public func localizedReason(locale: Locale) -> String {
    let key = "reason." + code.description
    guard _StringTable.warnings.text(key, language: "en") != nil else {
      return _L10n.text("reason.unknown", .warnings, locale: locale)
    }
    return _L10n.text(key, .warnings, locale: locale)
  }

  /// The warning for a person, in `locale`'s language: the token as sent and the reason,
  /// `253012KT: wind direction not in tens of degrees` (`18/20 : point de rosée supérieur à la
  /// température` in French). Unlike ``description``, it leaves out the byte offset.
  public func localizedDescription(locale: Locale) -> String {
    _L10n.text("warning", .warnings, locale: locale, token, localizedReason(locale: locale))
  }
}
