extension SmallArray: Encodable where Element: Encodable {
  /// Encodes the elements as an array, exactly as `[Element]` does.
  public func encode(to encoder: any Encoder) throws {
    var container = encoder.unkeyedContainer()
    for element in self { try container.encode(element) }
  }
}

extension SmallArray: Decodable where Element: Decodable {
  /// Decodes an array of elements, as `[Element]` does.
  public init(from decoder: any Decoder) throws {
    self.init(try [Element](from: decoder))
  }
}
