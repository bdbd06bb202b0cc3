/// The remarks section of a METAR (everything after `RMK`): the raw text, and the
/// groups decoded from it.
public struct Remarks: Sendable, Hashable, Codable {
  /// The remark text after `RMK`, as reported.
  public var text: String
  /// Remark tokens not decoded (free text, local codes); kept so nothing is lost.
  public var undecoded: [UnparsedToken]

  /// Creates remarks with only their text.
  public init(text: String, undecoded: [UnparsedToken] = []) {
    self.text = text
    self.undecoded = undecoded
  }
}

extension Remarks {
  /// Decodes the remarks that start at `offset` (the first byte after `RMK`) and run to the end.
  static func decode(_ buffer: UnsafeBufferPointer<UInt8>, from offset: Int) -> Remarks {
    var stream = _TokenStream(buffer, from: offset)
    let textStart = stream.peek()?.offset ?? buffer.count
    var end = textStart
    var undecoded: [UnparsedToken] = []
    while let token = stream.next() {
      undecoded.append(UnparsedToken(text: stream.bytes(token).string, offset: token.offset))
      end = token.endOffset
    }
    let text = _Bytes(buffer: buffer, start: textStart, count: end - textStart).string
    return Remarks(text: text, undecoded: undecoded)
  }
}
