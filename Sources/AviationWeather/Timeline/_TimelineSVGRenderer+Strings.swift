import Foundation

// The picture's words, in the language of the renderer's locale: every label, `<title>` and
// `<desc>` sentence is looked up here by the key the translators' `SVG` table
// (Localization/Strings/<lang>.lproj/SVG.strings) gives it.
//
// Until the localization infrastructure lands on main, `svgText` reads the interim table below,
// which mirrors SVG.strings key for key; then its body becomes the one line
// `_L10n.text(key, .svg, locale: locale, arguments)` (and `svgPlural` `_L10n.plural(…)`), and the
// table goes.

extension _TimelineSVGRenderer {
  /// The language the picture is written in: the locale's language code when the picture has
  /// its words (`en`, `fr`, `de`, `es`, `pt`), else English.
  static func language(of locale: Locale) -> String {
    var code = ""
    for scalar in locale.identifier.unicodeScalars {
      if scalar == "_" || scalar == "-" || scalar == "@" { break }
      code.unicodeScalars.append(scalar)
    }
    code = code.lowercased()
    return _SVGStrings.table[code] == nil ? "en" : code
  }

  /// The text of `key` in the picture's language, `%@` and `%1$@`… filled with `arguments`.
  func svgText(_ key: String, _ arguments: String...) -> String {
    Self.fill(_SVGStrings.text(key, language: language), arguments)
  }

  /// The `one` or `other` form of `key` for `count` (CLDR: French and Portuguese count 0 as one).
  func svgPlural(_ key: String, count: Int, _ arguments: String...) -> String {
    let one = count == 1 || (count == 0 && (language == "fr" || language == "pt"))
    return Self.fill(_SVGStrings.text(key + (one ? "#one" : "#other"), language: language), arguments)
  }

  /// `format` with `%@` (in turn) and `%1$@`, `%2$@`… (by position) replaced by `arguments`.
  static func fill(_ format: String, _ arguments: [String]) -> String {
    var result = ""
    var next = 0
    var scalars = Array(format.unicodeScalars)[...]
    while let scalar = scalars.popFirst() {
      guard scalar == "%" else {
        result.unicodeScalars.append(scalar)
        continue
      }
      if scalars.first == "@" {
        scalars.removeFirst()
        if next < arguments.count { result += arguments[next] }
        next += 1
        continue
      }
      // `%n$@`
      var digits = 0
      var count = 0
      for s in scalars {
        guard count < 2, s.value >= 48, s.value <= 57 else { break }
        digits = digits * 10 + Int(s.value - 48)
        count += 1
      }
      let rest = scalars.dropFirst(count)
      if count > 0, rest.first == "$", rest.dropFirst().first == "@" {
        if digits >= 1, digits <= arguments.count { result += arguments[digits - 1] }
        scalars = rest.dropFirst(2)
      } else {
        result.unicodeScalars.append(scalar)
      }
    }
    return result
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
