/// `text` safe to print on a terminal or in a log line: every control character shown as an
/// escape instead of sent raw, so that text from outside (a server's message, a report's
/// bytes) cannot move the cursor, retitle the window or hide what follows.
///
/// Escaped: C0 controls (`\n`, `\r`, `\t`, and `\u{1B}` for ESC and the others), DEL, the C1
/// controls U+0080–U+009F (a terminal may take U+009B for CSI) and the bidirectional overrides
/// and isolates (U+202A–U+202E, U+2066–U+2069) that can reorder what a reader sees. Text with none
/// of them comes back unchanged.
package func _printable(_ text: String) -> String {
  guard text.unicodeScalars.contains(where: _needsEscape) else { return text }
  var out = ""
  out.reserveCapacity(text.utf8.count + 16)
  for scalar in text.unicodeScalars {
    if _needsEscape(scalar) {
      switch scalar.value {
      case 0x0A: out += "\\n"
      case 0x0D: out += "\\r"
      case 0x09: out += "\\t"
      default: out += "\\u{" + String(scalar.value, radix: 16, uppercase: true) + "}"
      }
    } else {
      out.unicodeScalars.append(scalar)
    }
  }
  return out
}

/// Whether ``_printable(_:)`` writes `scalar` as an escape.
private func _needsEscape(_ scalar: Unicode.Scalar) -> Bool {
  switch scalar.value {
  case 0x00..<0x20, 0x7F..<0xA0, 0x202A...0x202E, 0x2066...0x2069: return true
  default: return false
  }
}
