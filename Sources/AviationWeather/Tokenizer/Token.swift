/// One whitespace-separated group of a report: a byte range in the report's UTF-8 text.
///
/// A token holds no bytes of its own; it is 16 bytes wide and free to copy.
public struct Token: Sendable, Hashable, Codable {
  /// Offset of the token's first byte from the start of the report.
  public var offset: Int
  /// Number of bytes in the token.
  public var length: Int

  /// Creates a token covering `length` bytes from `offset`.
  @inlinable
  public init(offset: Int, length: Int) {
    self.offset = offset
    self.length = length
  }

  /// The offset just past the token's last byte.
  @inlinable
  public var endOffset: Int { offset + length }
}
