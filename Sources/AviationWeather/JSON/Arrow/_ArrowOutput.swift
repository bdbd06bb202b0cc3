// Where an Arrow stream's messages go: a byte array (the public writers' `inout [UInt8]`), or a
// record stream's output buffer (`RecordStream.out`, which wxparse hands to standard output as
// it is), so that a record batch's buffers are copied once, from the columns to the output.

/// A growable byte sink an Arrow message is written into in place.
protocol _ArrowOutput {
  /// Appends `count` bytes that `body` writes, given where the first of them goes.
  mutating func _appendArrowBytes(count: Int, _ body: (UnsafeMutableRawPointer) -> Void)
}

extension Array: _ArrowOutput where Element == UInt8 {
  mutating func _appendArrowBytes(count: Int, _ body: (UnsafeMutableRawPointer) -> Void) {
    guard count > 0 else { return }
    let start = self.count
    append(contentsOf: repeatElement(0, count: count))
    withUnsafeMutableBytes { if let base = $0.baseAddress { body(base + start) } }
  }
}

extension ByteBuffer: _ArrowOutput {
  func _appendArrowBytes(count: Int, _ body: (UnsafeMutableRawPointer) -> Void) {
    guard count > 0 else { return }
    body(UnsafeMutableRawPointer(reserve(count)))
    self.count += count
  }
}
