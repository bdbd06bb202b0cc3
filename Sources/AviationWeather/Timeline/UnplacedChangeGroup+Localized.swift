import Foundation

// The timeline's notes on change groups it could not place, for people, in the locale's language
// (the `Forecast` table). `description` stays POSIX English.

extension UnplacedChangeGroup.Reason {
  /// The reason in `locale`'s language, lower case: ``timeMissing`` is "written without its time"
  /// in English (``description``), "ohne Zeitangabe geschrieben" in German.
  public func localizedDescription(locale: Locale) -> String {
    // Each known reason's text is under `unplaced.` and its code; an unknown one is its code.
    guard Self.allCases.contains(self) else { return rawValue }
    return _L10n.text("unplaced.\(rawValue)", .forecast, locale: locale)
  }
}

extension UnplacedChangeGroup {
  /// The note in `locale`'s language: the group as written (codes stay as sent) and why it was
  /// not placed, `PROB30 4000 TSRA SCT020CB (written without its time)`, `PROB30 4000 TSRA SCT020CB
  /// (écrit sans son heure)`. In English it is ``description``.
  public func localizedDescription(locale: Locale) -> String {
    _L10n.text("unplaced.note", .forecast, locale: locale, label, reason.localizedDescription(locale: locale))
  }
}
