/// Runs `body` over the UTF-8 bytes of `text` without copying native strings,
/// keeping `body`'s typed error.
func withUTF8Bytes<R, E: Error>(
  of text: String, _ body: (UnsafeBufferPointer<UInt8>) throws(E) -> R
) throws(E) -> R {
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
