// A table of localized text compiled into the binary: the translators' `.strings` and
// `.stringsdict` files of one table (Localization/Strings/<lang>.lproj/<Table>.*), turned by
// Scripts/generate-localization.py into one string literal that is parsed when the table is first
// used. No resource bundle: the single-file, statically linked wxparse finds its text, and a
// missing key never traps (``_L10n`` falls back to English, then to the key).

/// One localized string table: language → key → text.
///
/// The generated `_StringTable+<Table>.swift` files declare one `static let` each; Swift runs
/// their initialiser once, on first use, and thread-safely.
struct _StringTable: Sendable {
  /// The table's name, as its file is named (`Errors` for `Errors.strings`).
  let name: String
  /// Language code (`en`, `de`) → key → text. Plural variants are stored under `key#one`,
  /// `key#other` (and `#zero`, `#two`, `#few`, `#many` when a language has them).
  let entries: [String: [String: String]]
  /// The texts with their placeholders found (``_TextTemplate``), one dictionary per language of
  /// ``_L10n/languages`` in its order (English first): what lookups read.
  let templates: [[String: _TextTemplate]]

  /// The field separator of the compiled form (U+001F, unit separator: `asciiUnitSeparator`).
  static let fieldSeparator: Unicode.Scalar = "\u{1F}"
  /// The record separator of the compiled form (U+001E, record separator: `asciiRecordSeparator`).
  static let recordSeparator: Unicode.Scalar = "\u{1E}"

  /// A table from its compiled form: records `language US key US text` separated by RS.
  /// A record without three fields is skipped (the generator writes none).
  init(name: String, compiled: String) {
    self.name = name
    var entries: [String: [String: String]] = [:]
    // Over the UTF-8 bytes: the separators are ASCII control bytes, which never occur inside a
    // multi-byte character, so every cut is at a character boundary.
    let field = asciiUnitSeparator
    let record = asciiRecordSeparator
    var text = compiled
    text.withUTF8 { bytes in
      var fields: [String] = []
      var start = 0
      func endField(_ end: Int) {
        fields.append(String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<end]), as: UTF8.self))
        start = end + 1
      }
      func endRecord(_ end: Int) {
        endField(end)
        if fields.count == 3 { entries[fields[0], default: [:]][fields[1]] = fields[2] }
        fields.removeAll(keepingCapacity: true)
      }
      for i in 0..<bytes.count {
        switch bytes[i] {
        case field: endField(i)
        case record: endRecord(i)
        default: break
        }
      }
      if !fields.isEmpty || start < bytes.count { endRecord(bytes.count) }
    }
    self.entries = entries
    self.templates = _L10n.languages.map { language in
      (entries[language] ?? [:]).mapValues { _TextTemplate($0) }
    }
  }

  /// The template of `key` in the language at `languageIndex` (``_L10n/languageIndex(_:)``),
  /// else in English, else `nil`.
  func template(_ key: String, languageIndex: Int) -> _TextTemplate? {
    if languageIndex > 0, languageIndex < templates.count, let found = templates[languageIndex][key] { return found }
    return templates.first?[key]
  }

  /// The text of `key` in `language`, or `nil` when the table has none.
  func text(_ key: String, language: String) -> String? {
    entries[language]?[key]
  }

  /// The languages the table holds (each holds every key of English; the generator checks).
  var languages: [String] { entries.keys.sorted() }
}
