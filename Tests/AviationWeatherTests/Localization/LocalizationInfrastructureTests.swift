import Foundation
import Testing
import TestSupport

@testable import AviationWeather

/// The compiled string tables and their lookup: every table complete in every language, the
/// compiled form the same as the translators' files, placeholders filled, plural categories right,
/// no trap on any key or locale.
@Suite("Localization infrastructure")
struct LocalizationInfrastructureTests {
  @Test("every table holds every English key in every language, with the same placeholders")
  func tablesComplete() {
    #expect(!_StringTable.all.isEmpty)
    for table in _StringTable.all {
      let english = table.entries["en"] ?? [:]
      #expect(!english.isEmpty, "\(table.name): no English entries")
      for language in _L10n.languages {
        let entries = table.entries[language] ?? [:]
        for (key, text) in english where !key.contains("#") {
          let translated = entries[key]
          #expect(translated != nil, "\(table.name).\(language): missing \(key)")
          if let translated { #expect(placeholders(translated) == placeholders(text), "\(table.name).\(language): \(key)") }
        }
        for key in english.keys where key.hasSuffix("#other") {
          #expect(entries[key] != nil, "\(table.name).\(language): missing plural \(key)")
        }
      }
    }
  }

  @Test("the compiled tables are what the translators' files say (a key read back from each .strings file)")
  func compiledMatchesSource() throws {
    for table in _StringTable.all {
      for language in _L10n.languages {
        let path = "Sources/AviationWeather/Localization/Strings/\(language).lproj/\(table.name).strings"
        guard let source = try? Repository.text(path) else { continue }
        // Every `"key" = "value";` line of the file, value unescaped for the common escapes.
        for line in source.split(separator: "\n") where line.hasPrefix("\"") && line.hasSuffix("\";") {
          let parts = line.dropLast(2).components(separatedBy: "\" = \"")
          guard parts.count == 2 else { continue }
          let key = String(parts[0].dropFirst())
          let value = parts[1].replacingOccurrences(of: "\\\"", with: "\"").replacingOccurrences(of: "\\n", with: "\n")
          #expect(table.text(key, language: language) == value, "\(table.name).\(language): \(key)")
        }
      }
    }
  }

  @Test(
    "the language of a locale: its language code when a table holds it, else English",
    arguments: [
      ("de_DE", "de"), ("de-AT", "de"), ("de", "de"), ("fr_CA", "fr"), ("es_MX", "es"), ("pt_BR", "pt"),
      ("pt_PT", "pt"), ("en_GB", "en"), ("ja_JP", "en"), ("", "en"), ("x-invalid-🙂", "en"),
    ])
  func languageOfLocale(_ identifier: String, _ language: String) {
    expectEqual(_L10n.language(of: Locale(identifier: identifier)), language)
  }

  @Test("lists join as a sentence in each language")
  func lists() {
    expectEqual(_L10n.list(["rain", "mist", "haze"], locale: Locale(identifier: "en_US")), "rain, mist and haze")
    expectEqual(_L10n.list(["Regen", "Dunst"], locale: Locale(identifier: "de_DE")), "Regen und Dunst")
    expectEqual(_L10n.list(["pluie", "brume"], locale: Locale(identifier: "fr_FR")), "pluie et brume")
    expectEqual(_L10n.list(["lluvia"], locale: Locale(identifier: "es_ES")), "lluvia")
    expectEqual(_L10n.list([], locale: Locale(identifier: "pt_BR")), "")
  }

  @Test("placeholders: in order, by position, %%, missing arguments left out, stray % kept")
  func placeholdersFilled() {
    expectEqual(_L10n.fill("%@ at %@", with: ["a", "b"]), "a at b")
    expectEqual(_L10n.fill("%2$@ von %1$@", with: ["a", "b"]), "b von a")
    expectEqual(_L10n.fill("40%% of %@", with: ["x"]), "40% of x")
    expectEqual(_L10n.fill("%@ and %@", with: ["only"]), "only and ")
    expectEqual(_L10n.fill("%9$@|%0$@|%", with: ["a"]), "||%")
    expectEqual(_L10n.fill("100 % sure %x", with: []), "100 % sure %x")
  }

  @Test("an unknown key falls back to the key itself, never traps")
  func unknownKey() {
    expectEqual(_L10n.text("no.such.key", .common, locale: Locale(identifier: "de_DE")), "no.such.key")
    expectEqual(_L10n.plural("no.such.key", .common, count: 3, locale: Locale(identifier: "fr_FR")), "no.such.key#other")
  }

  @Test(
    "CLDR plural categories for whole numbers",
    arguments: [
      ("en", 0, _PluralCategory.other), ("en", 1, .one), ("en", 2, .other), ("de", 1, .one), ("de", 0, .other),
      ("es", 1, .one), ("es", 1_000_000, .other), ("fr", 0, .one), ("fr", 1, .one), ("fr", 2, .other),
      ("pt", 0, .one), ("pt", 1, .one), ("pt", 2, .other), ("en", Int.min, .other), ("fr", Int.max, .other),
    ])
  func pluralCategories(_ language: String, _ count: Int, _ category: _PluralCategory) {
    expectEqual(_PluralCategory(count: count, language: language), category)
  }

  @Test("numbers in a locale take its separators; without one they stay POSIX English")
  func localeNumbers() {
    expectEqual(formatNumber(1200, locale: Locale(identifier: "de_DE")), "1.200")
    expectEqual(formatNumber(1200, locale: Locale(identifier: "en_US")), "1,200")
    expectEqual(formatNumber(1200, locale: Locale(identifier: "fr_FR")), "1\u{202F}200")
    expectEqual(formatNumber(29.92, maxFractionDigits: 2, minFractionDigits: 2, locale: Locale(identifier: "pt_BR")), "29,92")
    expectEqual(formatNumber(0.5, maxFractionDigits: 1, locale: Locale(identifier: "es_ES")), "0,5")
    expectEqual(formatNumber(1013, grouping: false, locale: Locale(identifier: "de_DE")), "1013")
    expectEqual(formatNumber(1200, locale: nil), "1,200")
    expectEqual(formatNumber(.nan, locale: Locale(identifier: "de_DE")), formatNumber(.nan))
  }

  /// The placeholders of `text` as positions.
  private func placeholders(_ text: String) -> Set<Int> {
    var found = Set<Int>()
    var sequential = 0
    var rest = Substring(text)
    while let percent = rest.firstIndex(of: "%") {
      rest = rest[rest.index(after: percent)...]
      if rest.hasPrefix("@") {
        sequential += 1
        found.insert(sequential)
      } else if let dollar = rest.firstIndex(of: "$"), let n = Int(rest[..<dollar]), rest[dollar...].dropFirst().hasPrefix("@") {
        found.insert(n)
      }
    }
    return found
  }
}
