import Foundation

// Localized text: the one lookup every person-facing string goes through. Records,
// `description` and logs never call it (they stay POSIX English).

/// The lookup of localized text in the compiled string tables.
enum _L10n {
  /// The languages every table holds, English first (the fallback).
  static let languages = ["en", "fr", "de", "es", "pt"]

  /// The table language for `locale`: its language code when a table holds it, else English.
  /// `de_DE`, `de-AT` and `de` give `de`; `pt_BR` and `pt_PT` give `pt`; `ja_JP` gives `en`.
  static func language(of locale: Locale) -> String {
    let code = locale.language.languageCode?.identifier ?? "en"
    return languages.contains(code) ? code : "en"
  }

  /// ``language(of:)``, English for `nil` (POSIX English, without reading a locale).
  static func language(of locale: Locale?) -> String {
    guard let locale else { return "en" }
    return language(of: locale)
  }

  /// The index of `language` in ``languages`` (English, 0, for a language no table holds): where
  /// ``_StringTable/templates`` keeps its texts.
  static func languageIndex(_ language: String) -> Int {
    languages.firstIndex(of: language) ?? 0
  }

  /// The text of `key` in `table`, in `locale`'s language, with `arguments` filled into its
  /// placeholders (`%@` in order, `%1$@` by position, `%%` a percent sign).
  ///
  /// Falls back to English, then to the key itself; never traps. A placeholder without an
  /// argument is left out.
  static func text(_ key: String, _ table: _StringTable, locale: Locale, _ arguments: String...) -> String {
    text(key, table, language: language(of: locale), arguments)
  }

  /// ``text(_:_:locale:_:)`` with the arguments as an array.
  static func text(_ key: String, _ table: _StringTable, locale: Locale, arguments: [String]) -> String {
    text(key, table, language: language(of: locale), arguments)
  }

  /// ``text(_:_:locale:_:)`` in a language already resolved (``language(of:)``; `en` for POSIX
  /// English): the lookup descriptions use, which reads no locale.
  static func text(_ key: String, _ table: _StringTable, language: String, _ arguments: String...) -> String {
    text(key, table, language: language, arguments)
  }

  /// The plural variant of `key` for `count` in `locale`'s language (`key#one`, `key#other`),
  /// with `arguments` filled in. The caller formats the count itself (for the locale's digits and
  /// separators) and passes it as an argument where the text shows it.
  static func plural(
    _ key: String, _ table: _StringTable, count: Int, locale: Locale, _ arguments: String...
  ) -> String {
    let language = language(of: locale)
    let category = _PluralCategory(count: count, language: language)
    let variant = "\(key)#\(category.rawValue)"
    if table.text(variant, language: language) != nil || table.text(variant, language: "en") != nil {
      return text(variant, table, language: language, arguments)
    }
    return text("\(key)#other", table, language: language, arguments)
  }

  /// `items` joined as a list in `locale`'s language: "rain, mist and haze".
  static func list(_ items: [String], locale: Locale) -> String {
    list(items, language: language(of: locale))
  }

  /// ``list(_:locale:)`` in a language already resolved (``language(of:)``).
  static func list(_ items: [String], language: String) -> String {
    switch items.count {
    case 0: return ""
    case 1: return items[0]
    default:
      let head = items.dropLast().joined(separator: text("list.separator", .common, language: language))
      return text("list.last", .common, language: language, head, items[items.count - 1])
    }
  }

  /// The lookup itself, in a resolved language.
  static func text(_ key: String, _ table: _StringTable, language: String, _ arguments: [String]) -> String {
    guard let template = table.template(key, languageIndex: languageIndex(language)) else { return key }
    return template.filled(arguments)
  }

  /// `template` with its `%@`, `%n$@` and `%%` placeholders replaced.
  static func fill(_ template: String, with arguments: [String]) -> String {
    _TextTemplate(template).filled(arguments)
  }
}
