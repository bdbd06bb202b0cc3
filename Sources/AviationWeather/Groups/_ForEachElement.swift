/// A collection the library's hot loops walk with one read of its storage: `Array`, and
/// ``SmallArray``, whose index-based reads would switch on its storage once per element. The
/// record writer writes every list through it (`_JSONWriter.member(_:array:_:)`).
protocol _ForEachElement: Collection {
  /// Calls `body` with each element in order.
  func _forEach(_ body: (Element) -> Void)
}

extension Array: _ForEachElement {
  /// Calls `body` with each element in order.
  @inline(__always)
  func _forEach(_ body: (Element) -> Void) {
    for element in self { body(element) }
  }
}
