extension RecordStream {
  /// The report as a `String`; invalid UTF-8 is replaced by U+FFFD, with a warning.
  func _makeString(_ bytes: UnsafeBufferPointer<UInt8>, line: Int) -> String {
    // Nearly every report is ASCII: tell that eight bytes at a time, and skip the general
    // validation (about 1,000 instructions a report).
    if Self._isASCII(bytes) { return String(decoding: bytes, as: UTF8.self) }
    // Otherwise decode, repairing ill-formed sequences with U+FFFD: the bytes were well-formed
    // exactly when the result's code units equal them (the standard library's validating
    // initialiser would need macOS 15 / iOS 18; this is as fast). Equal lengths are not enough: a
    // truncated four-byte sequence of three bytes becomes one three-byte U+FFFD.
    var text = String(decoding: bytes, as: UTF8.self)
    let repaired = text.withUTF8 { decoded -> Bool in
      guard decoded.count == bytes.count else { return true }
      var difference: UInt8 = 0
      for index in 0..<decoded.count { difference |= decoded[index] ^ bytes[index] }
      return difference != 0
    }
    if repaired { _diagnose(line: line, "warning: invalid UTF-8 bytes replaced with U+FFFD") }
    return text
  }

  /// Whether every byte is below 0x80: sixteen bytes a step, and the last eight bytes read at
  /// once (again in part) rather than byte by byte.
  static func _isASCII(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
    guard let base = bytes.baseAddress else { return true }
    let raw = UnsafeRawPointer(base)
    let count = bytes.count
    var highBits: UInt64 = 0
    if count >= 8 {
      var index = 0
      while index + 16 <= count {
        highBits |= raw.loadUnaligned(fromByteOffset: index, as: UInt64.self)
          | raw.loadUnaligned(fromByteOffset: index + 8, as: UInt64.self)
        index += 16
      }
      if index + 8 <= count { highBits |= raw.loadUnaligned(fromByteOffset: index, as: UInt64.self) }
      highBits |= raw.loadUnaligned(fromByteOffset: count - 8, as: UInt64.self)
    } else {
      for index in 0..<count { highBits |= UInt64(bytes[index]) }
    }
    return highBits & 0x8080_8080_8080_8080 == 0
  }

  /// Writes a plain-English block followed by a blank line; control characters (which could
  /// drive a terminal) are shown as U+FFFD.
  func _writePlainBlock(_ block: String) {
    var copy = block
    copy.withUTF8 { bytes in
      /// The length of the control sequence starting at `i` that must not reach a terminal raw:
      /// a C0 control but LF, DEL, a C1 control (U+0080-U+009F, UTF-8 C2 80-9F: a terminal may
      /// take U+009B for CSI), a bidirectional override or isolate (U+202A-U+202E,
      /// U+2066-U+2069, UTF-8 E2 80 AA-AE and E2 81 A6-A9); 0 for anything else.
      func controlLength(at i: Int) -> Int {
        let byte = bytes[i]
        if (byte < asciiSpace && byte != asciiLineFeed) || byte == asciiDelete { return 1 }
        if byte == 0xC2, i + 1 < bytes.count, (0x80...0x9F).contains(bytes[i + 1]) { return 2 }
        if byte == 0xE2, i + 2 < bytes.count {
          let (second, third) = (bytes[i + 1], bytes[i + 2])
          if second == 0x80, (0xAA...0xAE).contains(third) { return 3 }
          if second == 0x81, (0xA6...0xA9).contains(third) { return 3 }
        }
        return 0
      }
      var clean = true
      for i in bytes.indices where controlLength(at: i) > 0 {
        clean = false
        break
      }
      if clean {
        out.append(bytes)
      } else {
        var i = 0
        while i < bytes.count {
          let length = controlLength(at: i)
          if length > 0 {
            out.append(StaticString("\u{FFFD}"))
            i += length
          } else {
            out.append(bytes[i])
            i += 1
          }
        }
      }
    }
    out.append(asciiLineFeed, asciiLineFeed)
  }

  /// `block` with an aligned `label  value` line after its first (header) line.
  func _inserting(label: String, _ value: String, into block: String) -> String {
    let line = padded(label, to: 12) + value
    guard let newline = block.firstIndex(of: "\n") else { return block + "\n  " + line }
    return block[..<newline] + "\n  " + line + block[newline...]
  }
}
