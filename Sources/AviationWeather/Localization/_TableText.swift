import Foundation

/// One string table read in one language, called as a function: `text("icing.none")`,
/// `text("heading.from", heading, time)`. The one owner of the "table and language" pair the
/// describing functions used to rebuild each time as a local function.
struct _TableText {
  /// The table the keys are looked up in.
  let table: _StringTable
  /// The table language (`_L10n.language(of:)`; `en` for POSIX English).
  let language: String

  /// The table read in `language`.
  init(_ table: _StringTable, language: String) {
    self.table = table
    self.language = language
  }

  /// The table read in `locale`'s language (POSIX English when `nil`).
  init(_ table: _StringTable, locale: Locale?) {
    self.init(table, language: _L10n.language(of: locale))
  }

  /// The text of `key` with `arguments` filled in.
  func callAsFunction(_ key: String, _ arguments: String...) -> String {
    _L10n.text(key, table, language: language, arguments)
  }
}
