/// One value for each language of `_L10n.languages`, built once on first use and looked up
/// by language: the owner of the per-language caches of phrase tables (`_UnitPhrases`,
/// `_GroupPhrases`).
struct _PerLanguage<Value: Sendable>: Sendable {
  /// The values, in the order of `_L10n.languages`.
  private let all: [Value]

  /// Builds the value of each language with `make` (given the language's index).
  init(_ make: (Int) -> Value) {
    all = _L10n.languages.indices.map(make)
  }

  /// The value of the language at `languageIndex` (English's for an index out of range).
  subscript(languageIndex languageIndex: Int) -> Value {
    all.indices.contains(languageIndex) ? all[languageIndex] : all[0]
  }

  /// The value of `language` (a table language code; English's for one no table holds).
  subscript(language language: String) -> Value {
    self[languageIndex: _L10n.languageIndex(language)]
  }
}
