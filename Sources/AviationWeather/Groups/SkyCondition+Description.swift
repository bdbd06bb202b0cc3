import Foundation

extension SkyCondition: LocalizedDescribable {
  /// The layer for a person in `locale` (POSIX English when `nil`), its height in `units`:
  /// "Broken clouds at 2,500 ft", "Few clouds at 1,800 ft (cumulonimbus)", "Sky obscured,
  /// vertical visibility 200 ft"; "Nuages fragmentés à 540 m (cumulonimbus)" in French.
  public func _describe(in units: DisplayUnits, locale: Locale?) -> String {
    describe(in: units, text: _UnitText.of(locale))
  }

  /// The one implementation, for a language already looked up.
  func describe(in units: DisplayUnits, text: _UnitText) -> String {
    // The `sky.*` and `cloud.*` texts of the `Units` table, found once per language.
    let phrases = text.groupPhrases
    var phrase = phrases.skyCovers[cover] ?? "sky." + cover.rawValue
    if let height {
      let shown = height.describeHeight(in: units, text: text)
      phrase = (cover == .verticalVisibility ? phrases.skyVerticalVisibility : phrases.skyAt).filled(phrase, shown)
    }
    if let type = cloudType, type != .missing {
      phrase = phrases.skyWithType.filled(phrase, phrases.clouds[type] ?? "cloud." + type.rawValue)
    }
    return phrase
  }
}

extension SkyCover {
  /// The cover's name in `locale`'s language: "Broken clouds", "Nuages fragmentés".
  public func name(locale: Locale) -> String {
    _UnitText(locale: locale).groupPhrases.skyCovers[self] ?? "sky." + rawValue
  }
}

extension CloudType {
  /// The cloud's name in lower case in `locale`'s language ("towering cumulus", "cumulus
  /// bourgeonnant"); `nil` for ``missing``.
  public func name(locale: Locale) -> String? {
    self == .missing ? nil : _UnitText(locale: locale).groupPhrases.clouds[self] ?? "cloud." + rawValue
  }
}
