/// Splits a report's UTF-8 bytes into tokens, allocating nothing.
///
/// Any byte at or below space (tabs, CR, LF, NUL, other control bytes), DEL and `=`
/// separate tokens; runs of separators count as one. Every other byte, including
/// non-ASCII, belongs to a token, so no input byte is ever lost: decoders decide
/// what a token means.
///
/// ```swift
/// for token in Tokenizer.tokens(in: "KJFK 221651Z 31012KT") { print(token.offset, token.length) }
/// ```
///
/// Its initializer over a buffer pointer is `package` (the decoders' and wxparse's): an app
/// gets the tokens through ``tokens(in:)``, which keeps no pointer past the call.
public struct Tokenizer: IteratorProtocol {
  @usableFromInline let bytes: UnsafeBufferPointer<UInt8>
  @usableFromInline var position: Int

  /// Creates a tokenizer over `bytes`, starting at `offset`.
  @inlinable
  package init(_ bytes: UnsafeBufferPointer<UInt8>, from offset: Int = 0) {
    self.bytes = bytes
    self.position = Swift.min(Swift.max(offset, 0), bytes.count)
  }

  /// The offset where the next search for a token begins.
  @inlinable
  public var currentOffset: Int { position }

  /// The next token, or `nil` at the end of the bytes.
  @inlinable
  public mutating func next() -> Token? {
    let count = bytes.count
    var i = position
    while i < count, Tokenizer.isSeparator(bytes[i]) { i += 1 }
    guard i < count else {
      position = count
      return nil
    }
    let start = i
    while i < count, !Tokenizer.isSeparator(bytes[i]) { i += 1 }
    position = i
    return Token(offset: start, length: i - start)
  }

  /// Whether `byte` separates tokens: every control byte, space, `=` and DEL.
  @inlinable @inline(__always)
  public static func isSeparator(_ byte: UInt8) -> Bool {
    byte <= asciiSpace || byte == asciiEquals || byte == asciiDelete
  }

  /// The tokens of `text`, as an array (a convenience; iterate to avoid the allocation).
  public static func tokens(in text: String) -> [Token] {
    var copy = text
    return copy.withUTF8 { bytes in
      var tokenizer = Tokenizer(bytes)
      var result: [Token] = []
      while let token = tokenizer.next() { result.append(token) }
      return result
    }
  }
}

extension UInt8 {
  /// Bytes that separate tokens (``Tokenizer/isSeparator(_:)``, the rule's one owner): every
  /// control byte, space, `=` and DEL.
  @inline(__always) var isTokenSeparator: Bool { Tokenizer.isSeparator(self) }
}
