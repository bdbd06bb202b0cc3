// Fixture for Scripts/test-check-availability.sh (not compiled: no target includes Scripts/).
// Uses of API newer than macOS 13 / iOS 16 / tvOS 16 / watchOS 9 / visionOS 1. The check must
// report every line marked with an expectation comment (the API as reported), and no other line.
import Foundation
import Synchronization  // EXPECT: import Synchronization

func planted(_ bytes: [UInt8]) -> String? {
  let counter = Mutex(0)  // EXPECT: Mutex
  counter.withLock { $0 += 1 }
  let text = String(validating: bytes, as: UTF8.self)  // EXPECT: String(validating:as:)
  let spelledOut = String.init(  // EXPECT: String(validating:as:)
    validating: bytes,  // (the report names the line of `String`)
    as: UTF8.self)
  _ = spelledOut
  _ = text?.utf8.span  // EXPECT: String.utf8.span / Substring.utf8.span
  let fixed: InlineArray<3, Int> = [1, 2, 3]  // EXPECT: InlineArray
  _ = fixed
  if #available(macOS 14, iOS 17, tvOS 17, watchOS 10, visionOS 1, *) {
    _ = String(validating: bytes, as: UTF8.self)  // EXPECT: String(validating:as:)
  } else {
    _ = String(validating: bytes, as: UTF8.self)  // EXPECT: String(validating:as:)
  }
  return text
}

func withLaterConcurrency() async {
  await withDiscardingTaskGroup { group in group.addTask {} }  // EXPECT: withDiscardingTaskGroup
}

struct Tuple<each Element> {}  // EXPECT: generic type with a parameter pack
