// The texts written for every quantity, in one language, looked up once: a description writes a
// few quantities for every report, and finding each text by its key in the tables (building the
// key, hashing it, a dictionary per language) cost more than writing the value. The groups' own
// words (wind, sky, visibility, the line labels) are `_GroupPhrases`, beside the groups.

/// The texts of the `Units` table that every value with a unit writes, in one table language,
/// with their placeholders found.
///
/// A key the table lacks reads as the key itself, as ``_L10n`` and ``_UnitText/text(_:_:_:)`` do.
final class _UnitPhrases: Sendable {
  /// Unit code (`kt`, `SM`, `°C`'s `C`) → `unit.value` with the unit's symbol in place (`%1$@ kt`).
  let quantities: [String: _TextTemplate]

  /// `value.outOfRange`.
  let outOfRange: String

  /// The texts of the language at `languageIndex` in `_L10n.languages`.
  private init(languageIndex: Int) {
    func template(_ key: String, _ table: _StringTable = .units) -> _TextTemplate {
      table.template(key, languageIndex: languageIndex) ?? _TextTemplate(key)
    }
    func text(_ key: String, _ table: _StringTable = .units) -> String { template(key, table).filled() }

    var quantities: [String: _TextTemplate] = [:]
    if let value = _StringTable.units.template("unit.value", languageIndex: languageIndex) {
      let keys = _StringTable.units.entries["en"].map { Array($0.keys) } ?? []
      for key in keys where key.hasPrefix("unit.") && key != "unit.value" {
        // A symbol with a placeholder of its own (none has one) is left to the lookup.
        guard let symbol = template(key).constant else { continue }
        quantities[String(key.dropFirst("unit.".count))] = value.binding(1, to: symbol)
      }
    }
    self.quantities = quantities
    outOfRange = text("value.outOfRange")
  }

  /// One for each language of `_L10n.languages`: built once, on first use.
  private static let all = _PerLanguage { _UnitPhrases(languageIndex: $0) }

  /// The texts of the language at `languageIndex` (English for an index out of range).
  static func of(languageIndex: Int) -> _UnitPhrases { all[languageIndex: languageIndex] }
}
