// libFuzzer harness: TAF decode, lenient and strict on the same input.
// Built by Scripts/fuzz.sh together with the library sources (not part of the package).
//
// Checks, beyond "does not trap": the lenient decode keeps the input in `raw` and lists only
// real tokens as unparsed and repaired tokens as sent; with nothing unparsed or repaired, strict gives
// the same value, otherwise strict throws; a strict decode
// that succeeds equals the lenient one; the raw text re-decodes to an equal value;
// descriptions (every fourth input length) and JSON encoding (every eighth) do not trap.

import AviationWeather
import Foundation

/// libFuzzer's entry point: runs the checks above on one input; returns 0 (a failed check aborts).
@_cdecl("LLVMFuzzerTestOneInput")
public func tafFuzzTestOneInput(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
  let text = String(decoding: fuzzBytes(data, size), as: UTF8.self)
  let lenient: TAF?
  do {
    lenient = try TAF(text, options: .lenient)
  } catch {
    lenient = nil
    fuzzCheck(
      error.offset >= 0 && error.offset <= text.utf8.count, "lenient error offset \(error.offset) out of range", text)
  }
  let strict: TAF?
  do {
    strict = try TAF(text, options: .strict)
  } catch {
    strict = nil
    fuzzCheck(
      error.offset >= 0 && error.offset <= text.utf8.count, "strict error offset \(error.offset) out of range", text)
  }
  if let lenient {
    fuzzCheck(lenient.raw == text, "raw differs from input", text)
    fuzzCheckUnparsed(lenient.unparsed, in: text)
    // Repaired tokens are kept as sent, at their offsets.
    fuzzCheckUnparsed(lenient.repaired.map { UnparsedToken(text: $0.text, offset: $0.offset) }, in: text)
    if lenient.unparsed.isEmpty && lenient.repaired.isEmpty {
      fuzzCheck(strict == lenient, "strict differs from lenient on a forecast with nothing unparsed or repaired", text)
    } else {
      fuzzCheck(strict == nil, "strict accepts a forecast with unparsed or repaired tokens", text)
    }
    if let again = try? TAF(lenient.raw) {
      fuzzCheck(again == lenient, "re-decode of raw differs", text)
    } else {
      fuzzFail("re-decode of raw throws", text)
    }
    // Descriptions cost more than the decodes: exercise them on every fourth input length.
    if size % 4 == 1 {
      _ = lenient.description
      _ = lenient.describe(in: .imperial)
    }
    // JSON encoding is slow next to a decode: exercise it on every eighth input length.
    if size % 8 == 0 { _ = try? JSONEncoder().encode(lenient) }
  }
  if let strict {
    fuzzCheck(lenient == strict, "strict decodes but lenient differs", text)
  }
  _ = ReportKind(detecting: text)
  return 0
}
