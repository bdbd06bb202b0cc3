import Foundation
import TestSupport
import Testing

@testable import AviationWeather

/// The texts of the tables with their placeholders found once (`_TextTemplate`) and the texts
/// every description writes found once per language (`_UnitPhrases`), issue 28: both must give
/// exactly what the lookup by key and the placeholder scan gave, in every language.
@Suite("Localization templates")
struct LocalizationTemplateTests {
  /// The placeholder scan as ``_L10n/fill(_:with:)`` did it before templates: the reference.
  static func referenceFill(_ template: String, with arguments: [String]) -> String {
    let utf8 = Array(template.utf8)
    guard utf8.contains(UInt8(ascii: "%")) else { return template }
    var result: [UInt8] = []
    var next = 0
    var i = 0
    func isDigit(_ byte: UInt8) -> Bool { byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9") }
    while i < utf8.count {
      guard utf8[i] == UInt8(ascii: "%") else {
        result.append(utf8[i])
        i += 1
        continue
      }
      let j = i + 1
      if j < utf8.count, utf8[j] == UInt8(ascii: "%") {
        result.append(UInt8(ascii: "%"))
        i = j + 1
        continue
      }
      if j < utf8.count, utf8[j] == UInt8(ascii: "@") {
        if next < arguments.count { result += Array(arguments[next].utf8) }
        next += 1
        i = j + 1
        continue
      }
      var position = 0
      var digits = 0
      var k = j
      while k < utf8.count, digits < 2, isDigit(utf8[k]) {
        position = position * 10 + Int(utf8[k] - UInt8(ascii: "0"))
        digits += 1
        k += 1
      }
      if digits > 0, k + 1 < utf8.count, utf8[k] == UInt8(ascii: "$"), utf8[k + 1] == UInt8(ascii: "@") {
        if position >= 1, position <= arguments.count { result += Array(arguments[position - 1].utf8) }
        i = k + 2
        continue
      }
      result.append(UInt8(ascii: "%"))
      i = j
    }
    return String(decoding: result, as: UTF8.self)
  }

  static let arguments = ["ä1", "second argument, longer than fifteen bytes", "3"]

  @Test("every text of every table and language fills as the placeholder scan does, with 0 to 3 arguments")
  func tablesFillAsScanned() {
    var checked = 0
    for table in _StringTable.all {
      for (index, language) in _L10n.languages.enumerated() {
        for (key, text) in table.entries[language] ?? [:] {
          guard let template = table.template(key, languageIndex: index) else {
            Issue.record("\(table.name).\(language): no template for \(key)")
            continue
          }
          let a = Self.arguments
          #expect(template.filled() == Self.referenceFill(text, with: []), "\(table.name).\(language).\(key)")
          #expect(template.filled(a[0]) == Self.referenceFill(text, with: [a[0]]), "\(table.name).\(language).\(key)")
          #expect(template.filled(a[0], a[1]) == Self.referenceFill(text, with: [a[0], a[1]]), "\(table.name).\(key)")
          #expect(template.filled(a[0], a[1], a[2]) == Self.referenceFill(text, with: a), "\(table.name).\(key)")
          #expect(template.filled(a) == Self.referenceFill(text, with: a), "\(table.name).\(language).\(key)")
          checked += 1
        }
      }
    }
    #expect(checked > 1000)
  }

  @Test(
    "placeholder edge cases read as the scan reads them",
    arguments: [
      "%@ at %@", "%2$@ von %1$@", "40%% of %@", "%@ and %@", "%9$@|%0$@|%", "100 % sure %x", "%", "%%", "%1$",
      "%1$x", "%123$@", "%12$@", "é %@ ü", "%@%@%@%@", "%3$@ %3$@", "", "no placeholder",
    ])
  func edgeCases(_ text: String) {
    let template = _TextTemplate(text)
    for count in 0...3 {
      let arguments = Array(Self.arguments.prefix(count))
      #expect(template.filled(arguments) == Self.referenceFill(text, with: arguments), "\(text) with \(count)")
    }
    expectEqual(_L10n.fill(text, with: ["x", "y"]), Self.referenceFill(text, with: ["x", "y"]))
  }

  @Test("a bound argument reads as the text filled with it: %1$@ %2$@ with kt")
  func binding() {
    let value = _TextTemplate("%1$@ %2$@ (%3$@)")
    let bound = value.binding(1, to: "kt")
    expectEqual(bound.filled("12"), "12 kt ()")
    expectEqual(bound.filled(["12", "x"]), "12 kt (x)")
    expectEqual(_TextTemplate("%@ only").binding(0, to: "all").constant, "all only")
  }

  @Test("the texts found once per language are the table's texts by key", arguments: _L10n.languages)
  func phrasesAreTheTables(_ language: String) {
    let text = _UnitText(locale: Locale(identifier: language))
    expectEqual(text.language, language)
    let phrases = text.groupPhrases
    func units(_ key: String, _ arguments: String...) -> String {
      _L10n.text(key, .units, language: language, arguments)
    }
    func forecast(_ key: String) -> String { _L10n.text(key, .forecast, language: language) }
    let unitKeys = (_StringTable.units.entries["en"] ?? [:]).keys.filter { $0.hasPrefix("unit.") && $0 != "unit.value" }
    #expect(unitKeys.count >= 10)
    for key in unitKeys {
      let code = String(key.dropFirst("unit.".count))
      #expect(text.quantity("1,200", unit: code) == units("unit.value", "1,200", units(key)), "\(key)")
    }
    expectEqual(text.quantity("3", unit: "no-such-unit"), units("unit.value", "3", "unit.no-such-unit"))
    expectEqual(text.phrases.outOfRange, units("value.outOfRange"))
    expectEqual(phrases.windCalm, units("wind.calm"))
    expectEqual(phrases.windNotReported, units("wind.notReported"))
    expectEqual(phrases.windFrom.filled("WNW", "290", "12 kt"), units("wind.from", "WNW", "290", "12 kt"))
    expectEqual(phrases.windMoreThan.filled("99 kt"), units("wind.moreThan", "99 kt"))
    expectEqual(phrases.windVariable.filled("3 kt"), units("wind.variable", "3 kt"))
    expectEqual(phrases.windDirectionMissing.filled("3 kt"), units("wind.directionMissing", "3 kt"))
    expectEqual(phrases.windGusting.filled("a", "25 kt"), units("wind.gusting", "a", "25 kt"))
    expectEqual(phrases.windVarying.filled("a", "250", "310"), units("wind.varying", "a", "250", "310"))
    expectEqual(phrases.windEstimated.filled("a"), units("wind.estimated", "a"))
    for degrees in stride(from: 0, through: 360, by: 10) {
      expectEqual(localizedCompassName(degrees: degrees, text: text), units("compass.\(compassName(degrees: degrees))"))
    }
    for direction in CompassDirection.allCases {
      expectEqual(direction.abbreviation(locale: Locale(identifier: language)), units("compass.\(direction.rawValue)"))
    }
    for cover in SkyCover.allCases { expectEqual(phrases.skyCovers[cover], units("sky.\(cover.rawValue)")) }
    for type in CloudType.allCases { expectEqual(phrases.clouds[type], units("cloud.\(type.rawValue)")) }
    expectEqual(phrases.skyAt.filled("a", "1,200 ft"), units("sky.at", "a", "1,200 ft"))
    expectEqual(phrases.skyVerticalVisibility.filled("a", "200 ft"), units("sky.verticalVisibility", "a", "200 ft"))
    expectEqual(phrases.skyWithType.filled("a", "b"), units("sky.withType", "a", "b"))
    expectEqual(phrases.visibilityNotReported, units("visibility.notReported"))
    expectEqual(phrases.visibilityOrMore.filled("10 km"), units("visibility.orMore", "10 km"))
    expectEqual(phrases.visibilityLessThan.filled("1/4 SM"), units("visibility.lessThan", "1/4 SM"))
    expectEqual(phrases.visibilityMoreThan.filled("6 SM"), units("visibility.moreThan", "6 SM"))
    expectEqual(phrases.visibilityToward.filled("800 m", "NE"), units("visibility.toward", "800 m", "NE"))
    let labels = ["wind", "visibility", "weather", "sky", "windShear"]
    let found = [phrases.labelWind, phrases.labelVisibility, phrases.labelWeather, phrases.labelSky, phrases.labelWindShear]
    for (name, label) in zip(labels, found) {
      expectEqual(label, forecast("label.\(name)"))
      expectEqual(phrases.lowerLabel(label), forecast("label.\(name).lower"))
    }
    expectEqual(phrases.lowerLabel("Something else"), "Something else")
  }

  @Test("POSIX English reads no locale and is the English table")
  func posixIsEnglish() {
    expectNil(_UnitText.posix.locale)
    expectEqual(_UnitText.posix.language, "en")
    expectEqual(_UnitText.posix.languageIndex, 0)
    expectEqual(_L10n.language(of: nil as Locale?), "en")
    expectEqual(_UnitText.posix.groupPhrases.windCalm, _StringTable.units.entries["en"]?["wind.calm"])
    expectEqual(_UnitText.posix.quantity("12", unit: "kt"), "12 kt")
  }
}
