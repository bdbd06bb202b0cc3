// Readers for the location words of remarks: `DSNT W`, `VC ALQDS`, `OHD`, `NW-N`, `N AND E`.

extension Remarks {
  /// Whether `b` is a location word: `DSNT`, `VC`, `OHD`, `ALQDS`, `AND`, a compass point or a
  /// range of them (`NW-N`, `SE-SW`, `N-NE-E`).
  static func isLocationWord(_ b: _Bytes) -> Bool {
    if b.equals("DSNT") || b.equals("VC") || b.equals("OHD") || b.equals("ALQDS") || b.equals("AND") || b.equals("THRU")
      || b.equals("VCNTY")
    {
      return true
    }
    return isDirectionRange(b)
  }

  /// `N`, `NE`, `NW-N`, `E-SE`: compass points joined by `-`.
  static func isDirectionRange(_ b: _Bytes) -> Bool {
    var start = 0
    var i = 0
    guard b.count > 0 else { return false }
    while i <= b.count {
      if i == b.count || b[i] == asciiMinus {
        guard CompassDirection.decode(b.slice(start, i)) != nil else { return false }
        start = i + 1
      }
      i += 1
    }
    return true
  }

  /// Consumes location tokens after the current one; their text (spaces as reported), or `nil`.
  static func readLocation(_ stream: inout _TokenStream) -> String? {
    guard let first = stream.peek(), isLocationWord(stream.bytes(first)) else { return nil }
    var last = first
    _ = stream.next()
    while let next = stream.peek(), isLocationWord(stream.bytes(next)) {
      last = next
      _ = stream.next()
    }
    return _Bytes(buffer: stream.buffer, start: first.offset, count: last.endOffset - first.offset).string
  }
}
