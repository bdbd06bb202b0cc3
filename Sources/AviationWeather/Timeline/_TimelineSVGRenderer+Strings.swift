import Foundation

// The picture's words, in the language of the renderer's locale: every label, `<title>` and
// `<desc>` sentence is looked up by its key in the translators' `SVG` table
// (Localization/Strings/<lang>.lproj/SVG.strings).

extension _TimelineSVGRenderer {
  /// The text of `key` in the picture's language, `%@` and `%1$@`… filled with `arguments`.
  func svgText(_ key: String, _ arguments: String...) -> String {
    _L10n.text(key, .svg, locale: locale, arguments: arguments)
  }

  /// The `one` or `other` form of `key` for `count` (CLDR rules of the picture's language),
  /// `argument` (the count, formatted) filled in.
  func svgPlural(_ key: String, count: Int, _ argument: String) -> String {
    _L10n.plural(key, .svg, count: count, locale: locale, argument)
  }
}
