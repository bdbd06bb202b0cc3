/// A tokenizer with one token of lookahead and access to each token's bytes.
struct _TokenStream {
  let buffer: UnsafeBufferPointer<UInt8>
  private var tokenizer: Tokenizer
  private var peeked: Token?

  init(_ buffer: UnsafeBufferPointer<UInt8>, from offset: Int = 0) {
    self.buffer = buffer
    self.tokenizer = Tokenizer(buffer, from: offset)
  }

  /// The next token, consuming it.
  mutating func next() -> Token? {
    if let token = peeked {
      peeked = nil
      return token
    }
    return tokenizer.next()
  }

  /// The next token, without consuming it.
  mutating func peek() -> Token? {
    if peeked == nil { peeked = tokenizer.next() }
    return peeked
  }

  /// The bytes of `token`.
  @inline(__always)
  func bytes(_ token: Token) -> _Bytes {
    _Bytes(buffer: buffer, start: token.offset, count: token.length)
  }
}
