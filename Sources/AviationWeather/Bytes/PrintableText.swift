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
      case UInt32(asciiLineFeed): out += "\\n"
      case UInt32(asciiCarriageReturn): out += "\\r"
      case UInt32(asciiTab): out += "\\t"
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
  let value = scalar.value
  // C0 controls, DEL and the C1 controls; then the bidirectional overrides and isolates.
  if value < UInt32(asciiSpace) || (value >= UInt32(asciiDelete) && value < 0xA0) { return true }  // not a character
  return (0x202A...0x202E).contains(value) || (0x2066...0x2069).contains(value)  // not a character
}
