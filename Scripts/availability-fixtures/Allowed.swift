// Fixture for Scripts/test-check-availability.sh (not compiled: no target includes Scripts/).
// The same APIs where they are allowed: the check must report nothing in this file.
import Foundation

// Comments and strings do not count: String(validating: bytes, as: UTF8.self), Mutex, InlineArray.
let mention = "String(validating: bytes, as: UTF8.self) and Mutex<Int> and \(1 + 1) InlineArray"
let raw = #"text.utf8.span"#
let multiline = """
  Mutex(0).withLock { $0 += 1 }
  """

func guarded(_ bytes: [UInt8]) -> String? {
  if #available(macOS 15, iOS 18, tvOS 18, watchOS 11, visionOS 2, *) {
    return String(validating: bytes, as: UTF8.self)
  }
  guard #available(macOS 26, iOS 26, tvOS 26, watchOS 26, visionOS 26, *) else { return nil }
  let fixed: InlineArray<2, UInt8> = [1, 2]
  _ = fixed
  return String(validating: bytes, as: UTF8.self)
}

@available(macOS 15, iOS 18, tvOS 18, watchOS 11, visionOS 2, *)
func attributed(_ bytes: [UInt8], lock: Mutex<Int>) -> String? {
  lock.withLock { $0 += 1 }
  return String(validating: bytes, as: UTF8.self)
}

@available(macOS, introduced: 15)
@available(iOS, introduced: 18)
@available(tvOS, introduced: 18)
@available(watchOS, introduced: 11)
@available(visionOS, introduced: 2)
struct Counter {
  let lock = Mutex(0)
  func increment() { lock.withLock { $0 += 1 } }
}

#if os(Linux)
  // Never compiled on Apple platforms.
  let linuxOnly = Mutex(0)
#endif

// Older APIs of the same names: not reported.
func older(_ bytes: [UInt8], lock: NSLock) -> String {
  lock.withLock { _ = 1 }
  let encoder = JSONEncoder()
  encoder.dateEncodingStrategy = .iso8601
  let words = ["a", "b"].contains("a")
  _ = words
  return String(decoding: bytes, as: UTF8.self)
}

// A type of the package's own with a newer API's name: not the newer API.
struct UTF8Span {}
let own = UTF8Span()
