// Strings: quoted, escaped eight bytes at a time where nothing needs escaping.
extension _JSONWriter {
  /// Writes a JSON string.
  mutating func string(_ text: String) {
    // A native string (nearly every one) lends its bytes as it is, without the copy that
    // `withUTF8` needs (a retain and a release): `withUTF8Bytes(of:_:)`.
    withUTF8Bytes(of: text) { string(bytes: $0) }
  }

  /// ``string(_:)`` of text read where it is (a member of a record read in place; never
  /// written): passed by value it was retained and released first.
  @inline(never)
  mutating func string(inPlace text: inout String) { string(text) }

  /// Writes a `"`.
  mutating func quote() { append(asciiQuote) }

  /// Writes UTF-8 bytes (assumed valid) as a JSON string.
  mutating func string(bytes: UnsafeBufferPointer<UInt8>) {
    // Worst case every byte becomes `\u00XX`. Written through a local pointer (see `key`).
    ensure(bytes.count * 6 + 2)
    var cursor = base + count
    cursor.pointee = asciiQuote
    cursor += 1
    // Copy while no byte needs escaping (almost always the whole string), eight bytes at a
    // time, then go byte by byte.
    var index = 0
    if let source = bytes.baseAddress {
      let raw = UnsafeRawPointer(source)
      while index + 8 <= bytes.count {
        let word = raw.loadUnaligned(fromByteOffset: index, as: UInt64.self)
        if _JSONWriter.needsEscaping(word) { break }
        UnsafeMutableRawPointer(cursor).storeBytes(of: word, as: UInt64.self)
        cursor += 8
        index += 8
      }
      // When the loop ran to the end, the last one to seven bytes as one more word: the eight
      // bytes that end the string (some copied already, the same bytes again), when none of them
      // needs escaping.
      if index < bytes.count, index + 8 > bytes.count, bytes.count >= 8 {
        let word = raw.loadUnaligned(fromByteOffset: bytes.count - 8, as: UInt64.self)
        if !_JSONWriter.needsEscaping(word) {
          let tail = bytes.count - index
          UnsafeMutableRawPointer(cursor + tail - 8).storeBytes(of: word, as: UInt64.self)
          cursor += tail
          index = bytes.count
        }
      }
    }
    while index < bytes.count {
      let byte = bytes[index]
      index += 1
      if byte >= asciiSpace && byte != asciiQuote && byte != asciiBackslash {
        cursor.pointee = byte
        cursor += 1
        continue
      }
      cursor[0] = asciiBackslash
      switch byte {
      case asciiQuote, asciiBackslash:
        cursor[1] = byte
        cursor += 2
      case asciiLineFeed, asciiCarriageReturn, asciiTab, asciiBackspace, asciiFormFeed:
        cursor[1] = _JSONWriter.shortEscape(byte)
        cursor += 2
      default:
        cursor[1] = asciiLowerU
        cursor[2] = asciiZero
        cursor[3] = asciiZero
        cursor[4] = _JSONWriter.hex(byte >> 4)
        cursor[5] = _JSONWriter.hex(byte & 0x0F)
        cursor += 6
      }
    }
    cursor.pointee = asciiQuote
    count = base.distance(to: cursor) &+ 1
  }

  /// The letter after the backslash for the control bytes JSON writes as `\n`, `\r`, `\t`, `\b`, `\f`.
  @inline(__always)
  private static func shortEscape(_ byte: UInt8) -> UInt8 {
    switch byte {
    case asciiLineFeed: asciiLowerN
    case asciiCarriageReturn: asciiLowerR
    case asciiTab: asciiLowerT
    case asciiBackspace: asciiLowerB
    default: asciiLowerF
    }
  }

  /// Whether any of the eight bytes in `word` is a control byte, a quote or a backslash (bit tricks: a
  /// byte below `n` makes `byte - n` borrow into its high bit while the byte's own is clear; a quote
  /// or a backslash is a zero byte, below 1, once `word` is XORed with it in every byte).
  @inline(__always)
  private static func needsEscaping(_ word: UInt64) -> Bool {
    // Masks, not characters: 0x01 and 0x80 in each of the eight bytes; `ones &* UInt64(byte)` is
    // `byte` in each of them.
    let ones: UInt64 = 0x0101_0101_0101_0101
    let highBits: UInt64 = 0x8080_8080_8080_8080
    let control = (word &- ones &* UInt64(asciiSpace)) & ~word & highBits
    let quote = word ^ (ones &* UInt64(asciiQuote))
    let backslash = word ^ (ones &* UInt64(asciiBackslash))
    let quoteFound = (quote &- ones) & ~quote & highBits
    let backslashFound = (backslash &- ones) & ~backslash & highBits
    return control | quoteFound | backslashFound != 0
  }

  /// The lowercase hexadecimal digit of `nibble` (0–15), as `\u00XX` escapes write it.
  @inline(__always)
  private static func hex(_ nibble: UInt8) -> UInt8 {
    nibble < 10 ? asciiZero &+ nibble : asciiLowerA &+ (nibble &- 10)
  }
}
