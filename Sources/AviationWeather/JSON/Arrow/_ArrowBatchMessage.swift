// A RecordBatch message whose body has not left the columns: the metadata, then the pieces of
// the body (the columns' buffers where they are, and runs of zeros), so that `wxparse --arrow`
// writes a batch with `writev` from the columns' memory instead of copying it into a message.

/// A RecordBatch message: its start (the continuation marker, the metadata's length and the
/// metadata) and its body, valid until the stream that made it empties its columns
/// (``_ArrowStreamWriter/releaseHeldBatch()``).
struct _ArrowBatchMessage {
  /// The start of the message.
  let metadata: [UInt8]
  /// The body: the buffers, padded, as pieces.
  let body: _ArrowBody

  /// The bytes of the whole message.
  var byteCount: Int { metadata.count + body.length }

  /// Copies the message to `destination` (room for ``byteCount`` bytes).
  func copy(to destination: UnsafeMutableRawPointer) {
    metadata.withUnsafeBytes {
      if let source = $0.baseAddress { destination.copyMemory(from: source, byteCount: $0.count) }
    }
    body.copy(to: destination + metadata.count)
  }

  /// Calls `body` with the message as pieces in order (the metadata first), valid during the
  /// call.
  func withPieces<Result>(_ body: ([_ArrowPiece]) -> Result) -> Result {
    metadata.withUnsafeBytes { start in
      var pieces: [_ArrowPiece] = []
      pieces.reserveCapacity(self.body.pieces.count + 1)
      if let base = start.baseAddress, start.count > 0 { pieces.append(_ArrowPiece(base: base, count: start.count)) }
      pieces.append(contentsOf: self.body.pieces)
      return body(pieces)
    }
  }
}
