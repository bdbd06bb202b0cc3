import Foundation

// The data-quality lines that close a report's block (METAR, TAF): written once for both.

/// The `(label, text)` lines of a report's repairs, unread groups and warnings, in that order, in
/// `locale`'s language (POSIX English when `nil`): one line for all the repaired tokens, one for
/// all the unread ones, then one per data-quality warning
/// (`Warning     '253012KT' at byte 13: wind direction …`). `label` gives a label's text from
/// its key (`label.repaired`, `label.unparsed`, `label.warning`).
func _dataQualityLines(
  repaired: [RepairedToken], unparsed: [UnparsedToken], warnings: [DecodeWarning], locale: Locale?,
  label: (String) -> String
) -> [(String, String)] {
  var lines: [(String, String)] = []
  if !repaired.isEmpty {
    lines.append((label("label.repaired"), repaired.map { $0.describe(locale: locale) }.joined(separator: ", ")))
  }
  if !unparsed.isEmpty {
    lines.append((label("label.unparsed"), unparsed.map { $0.describe(locale: locale) }.joined(separator: ", ")))
  }
  for warning in warnings {
    lines.append((label("label.warning"), locale.map { warning.localizedDescription(locale: $0) } ?? warning.description))
  }
  return lines
}
