@testable import AviationWeather

/// Runs a group decoder on the bytes of one token (group-level unit tests).
func decodeToken<T>(_ token: String, _ decoder: (_Bytes) -> T?) -> T? {
  var copy = token
  return copy.withUTF8 { buffer in
    decoder(_Bytes(buffer: buffer, start: 0, count: buffer.count))
  }
}
