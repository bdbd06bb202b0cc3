// The label column of every block of text, the library's and wxparse's: a label padded to a width,
// then the text (`  Wind        From the W (270°) at 19 kt`). Descriptions keep 12 columns; a
// person's language, whose labels may be longer, takes the longest label's width.

/// A block's header and its `(label, text)` lines, each line indented by two spaces with its label
/// padded to a column: 12 characters in POSIX English (descriptions, wxparse), the longest
/// label's width plus one (at least 12) in a person's language, whose labels may be longer.
func _block(_ header: String, _ lines: [(String, String)], localized: Bool, indent: String = "  ") -> String {
  let width = localized ? max(12, (lines.map { $0.0.count }.max() ?? 0) + 1) : 12
  return ([header] + lines.map { indent + padded($0.0, to: width) + $0.1 }).joined(separator: "\n")
}

/// `text` followed by spaces up to `width` characters (at least one space): the label column of
/// every plain-English block, the library's and wxparse's.
package func padded(_ text: String, to width: Int) -> String {
  // A label is a short word of printable ASCII, one character a byte: its length without walking
  // its characters, and the spaces from a table (this runs for every line of every block).
  let length = text.utf8.allSatisfy(\.isASCIIPrintable) ? text.utf8.count : text.count
  guard length < width else { return text + " " }
  let missing = width - length
  return text + (missing < spaceRuns.count ? spaceRuns[missing] : String(repeating: " ", count: missing))
}

/// `String(repeating: " ", count: n)` for n from 0 to 15 (each held inline).
private let spaceRuns: [String] = (0..<16).map { String(repeating: " ", count: $0) }
