/// `bytes` as a `String` when they are well-formed UTF-8, nil otherwise.
///
/// The standard library's validating initialiser does this but needs macOS 15 / iOS 18; this
/// runs at the package's platform floors and is as fast: `String(decoding:as:)` validates (repairing ill-formed
/// sequences with U+FFFD), and the bytes are well-formed exactly when nothing was repaired, that
/// is when the decoded code units equal the input. (Comparing lengths is not enough: a truncated
/// four-byte sequence of three bytes becomes one three-byte U+FFFD.)
func validUTF8String(_ bytes: UnsafeBufferPointer<UInt8>) -> String? {
  var text = String(decoding: bytes, as: UTF8.self)
  let unchanged = text.withUTF8 { decoded -> Bool in
    guard decoded.count == bytes.count else { return false }
    var difference: UInt8 = 0
    for index in 0..<decoded.count { difference |= decoded[index] ^ bytes[index] }
    return difference == 0
  }
  return unchanged ? text : nil
}
