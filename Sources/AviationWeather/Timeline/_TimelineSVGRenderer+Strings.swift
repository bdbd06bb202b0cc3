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

  /// A number as the picture's language writes it: the POSIX text of the unit formatting
  /// (`4,000 m`, `1.5 km`) with the grouping comma dropped and the locale's decimal separator,
  /// in languages other than English (`4000 m`, `1,5 km`), so that `4,000 m` is never read as
  /// 4 m. (To be replaced by the locale-aware unit formatting of the `units` work.)
  func localizedNumbers(_ text: String) -> String {
    guard language != "en" else { return text }
    let decimal = locale.decimalSeparator ?? "."
    var result = ""
    let scalars = Array(text.unicodeScalars)
    for (index, scalar) in scalars.enumerated() {
      let digitBefore = index > 0 && ("0"..."9").contains(scalars[index - 1])
      let digitAfter = index + 1 < scalars.count && ("0"..."9").contains(scalars[index + 1])
      if scalar == ",", digitBefore, digitAfter { continue }
      if scalar == ".", digitBefore, digitAfter {
        result += decimal
        continue
      }
      result.unicodeScalars.append(scalar)
    }
    return result
  }
}
