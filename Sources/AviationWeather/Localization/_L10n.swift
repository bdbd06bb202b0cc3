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
    switch items.count {
    case 0: return ""
    case 1: return items[0]
    default:
      let head = items.dropLast().joined(separator: text("list.separator", .common, locale: locale))
      return text("list.last", .common, locale: locale, head, items[items.count - 1])
    }
  }

  /// The lookup itself, in a resolved language.
  private static func text(_ key: String, _ table: _StringTable, language: String, _ arguments: [String]) -> String {
    guard let template = table.text(key, language: language) ?? table.text(key, language: "en") else {
      return key
    }
    return fill(template, with: arguments)
  }

  /// `template` with its `%@`, `%n$@` and `%%` placeholders replaced.
  static func fill(_ template: String, with arguments: [String]) -> String {
    // Over the UTF-8 bytes, copying the text between placeholders in one piece: every byte the
    // scan stops at is an ASCII `%`, `@`, `$` or digit, so each cut is at a character boundary.
    let utf8 = template.utf8
    guard utf8.contains(asciiPercent) else { return template }
    let end = utf8.endIndex
    var result = ""
    result.reserveCapacity(utf8.count + 16)
    var next = 0
    var i = utf8.startIndex
    var runStart = i
    while i != end {
      guard utf8[i] == asciiPercent else {
        i = utf8.index(after: i)
        continue
      }
      result += template[runStart..<i]
      let j = utf8.index(after: i)
      if j != end, utf8[j] == asciiPercent {
        result.append("%")
        i = utf8.index(after: j)
        runStart = i
        continue
      }
      if j != end, utf8[j] == asciiAt {
        if next < arguments.count { result += arguments[next] }
        next += 1
        i = utf8.index(after: j)
        runStart = i
        continue
      }
      // `%n$@`: one or two ASCII digits, `$`, `@`.
      var position = 0
      var digits = 0
      var k = j
      while k != end, digits < 2, utf8[k].isASCIIDigit {
        position = position * 10 + utf8[k].digitValue
        digits += 1
        k = utf8.index(after: k)
      }
      if digits > 0, k != end, utf8[k] == asciiDollar {
        let m = utf8.index(after: k)
        if m != end, utf8[m] == asciiAt {
          if position >= 1, position <= arguments.count { result += arguments[position - 1] }
          i = utf8.index(after: m)
          runStart = i
          continue
        }
      }
      // A stray `%` stays as it is.
      result.append("%")
      i = j
      runStart = i
    }
    result += template[runStart..<end]
    return result
  }
}
