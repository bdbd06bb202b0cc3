/// Splits a raw-format answer into reports: one report per line, except that a line
/// starting with a space or tab continues the report above (a TAF's change groups).
/// Blank lines end nothing and are skipped; `\r` before `\n` is dropped; a report keeps
/// its lines as sent, joined by `\n`.
func _splitReports(_ body: [UInt8]) -> [String] {
  var reports: [String] = []
  var current: [UInt8] = []
  var lineStart = 0
  let newline = UInt8(ascii: "\n")
  let carriageReturn = UInt8(ascii: "\r")
  let tab = UInt8(ascii: "\t")

  func flush() {
    if !current.isEmpty { reports.append(String(decoding: current, as: UTF8.self)) }
    current.removeAll(keepingCapacity: true)
  }

  while lineStart < body.count {
    var lineEnd = lineStart
    while lineEnd < body.count, body[lineEnd] != newline { lineEnd += 1 }
    var contentEnd = lineEnd
    while contentEnd > lineStart, body[contentEnd - 1] == carriageReturn { contentEnd -= 1 }
    var firstText = lineStart
    while firstText < contentEnd, body[firstText] == asciiSpace || body[firstText] == tab { firstText += 1 }
    if firstText < contentEnd {
      if firstText == lineStart {
        flush()
      } else if !current.isEmpty {
        current.append(newline)
      }
      current.append(contentsOf: body[(current.isEmpty ? firstText : lineStart)..<contentEnd])
    }
    lineStart = lineEnd + 1
  }
  flush()
  return reports
}
