/// Runs `body` over the UTF-8 bytes of `text` without copying native strings,
/// keeping `body`'s typed error.
///
/// A native or small string (nearly every one) lends its bytes where it holds them
/// (`utf8.withContiguousStorageIfAvailable`): no copy of the string, so no retain and release of
/// its storage. Only a bridged string is copied first (`withUTF8`). The one place that reads a
/// string's bytes this way: the decoders, the JSON writer's strings and the Arrow text columns.
@inline(__always)
func withUTF8Bytes<R, E: Error>(
  of text: String, _ body: (UnsafeBufferPointer<UInt8>) throws(E) -> R
) throws(E) -> R {
  let lent: Result<R, E>? = text.utf8.withContiguousStorageIfAvailable { bytes in
    do throws(E) {
      return .success(try body(bytes))
    } catch {
      return .failure(error)
    }
  }
  if let lent { return try lent.get() }
  var copy = text
  let result: Result<R, E> = copy.withUTF8 { bytes in
    do throws(E) {
      return .success(try body(bytes))
    } catch {
      return .failure(error)
    }
  }
  return try result.get()
}
