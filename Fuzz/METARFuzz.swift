// libFuzzer harness: METAR decode, lenient and strict on the same input.
// Built by Scripts/fuzz.sh together with the library sources (not part of the package).
//
// Checks, beyond "does not trap":
// - both modes throw nothing but DecodeError (typed throws makes this a compile-time fact;
//   the catch below keeps it visible if the signature ever loosens);
// - a lenient decode keeps the input verbatim in `raw` and lists only real tokens as unparsed;
// - a lenient decode keeps repaired tokens and plain-language text as sent, at their offsets;
// - a report lenient decodes with nothing unparsed, repaired or in plain language decodes
//   strictly to the same value, and strict decoding refuses any other;
// - a strict decode that succeeds equals the lenient one;
// - a lenient decode re-decodes from its own raw text to an equal value;
// - descriptions (every fourth input length) and JSON encoding (every eighth) do not trap;
//   the hand-written JSON writer gives the same bytes into an array and into lent memory.

import AviationWeather
import Foundation

/// libFuzzer's entry point: runs the checks above on one input; returns 0 (a failed check aborts).
@_cdecl("LLVMFuzzerTestOneInput")
public func metarFuzzTestOneInput(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
  let bytes = fuzzBytes(data, size)
  let text = String(decoding: bytes, as: UTF8.self)
  let lenient: METAR?
  do {
    lenient = try METAR(text, options: .lenient)
  } catch {
    lenient = nil
    fuzzCheck(
      error.offset >= 0 && error.offset <= text.utf8.count, "lenient error offset \(error.offset) out of range", text)
  }
  let strict: METAR?
  do {
    strict = try METAR(text, options: .strict)
  } catch {
    strict = nil
    fuzzCheck(
      error.offset >= 0 && error.offset <= text.utf8.count, "strict error offset \(error.offset) out of range", text)
  }
  if let lenient {
    fuzzCheck(lenient.raw == text, "raw differs from input", text)
    fuzzCheckUnparsed(lenient.unparsed, in: text)
    // Repaired tokens and plain language are kept as sent too.
    fuzzCheckUnparsed(lenient.repaired.map { UnparsedToken(text: $0.text, offset: $0.offset) }, in: text)
    fuzzCheckUnparsed(lenient.plainLanguage.map { [UnparsedToken(text: $0.text, offset: $0.offset)] } ?? [], in: text)
    if lenient.unparsed.isEmpty && lenient.repaired.isEmpty && lenient.plainLanguage == nil {
      fuzzCheck(strict == lenient, "strict differs from lenient on a report with nothing unparsed or repaired", text)
    } else {
      fuzzCheck(strict == nil, "strict accepts a report with unparsed, repaired or plain-language text", text)
    }
    if let again = try? METAR(lenient.raw) {
      fuzzCheck(again == lenient, "re-decode of raw differs", text)
    } else {
      fuzzFail("re-decode of raw throws", text)
    }
    // Descriptions cost more than the decodes: exercise them on every fourth input length.
    if size % 4 == 1 {
      _ = lenient.description
      _ = lenient.describe(in: .metric)
    }
    // JSON encoding is slow next to a decode: exercise it on every eighth input length, the
    // Codable form and the hand-written writer wxparse uses: into an array, and into lent
    // memory of exactly the record's size (same bytes) and one byte less (nil; the address
    // sanitizer sees any write past the end).
    if size % 8 == 0 {
      _ = try? JSONEncoder().encode(lenient)
      var json: [UInt8] = []
      if lenient.writeJSON(into: &json) {
        let exact = UnsafeMutableRawBufferPointer.allocate(byteCount: json.count, alignment: 1)
        fuzzCheck(lenient.writeJSON(into: exact) == json.count, "writeJSON into exact memory: wrong count", text)
        fuzzCheck(Array(exact) == json, "writeJSON into memory differs from into an array", text)
        exact.deallocate()
        let short = UnsafeMutableRawBufferPointer.allocate(byteCount: json.count - 1, alignment: 1)
        fuzzCheck(lenient.writeJSON(into: short) == nil, "writeJSON into too little memory is not nil", text)
        short.deallocate()
      }
    }
  }
  if let strict {
    fuzzCheck(lenient == strict, "strict decodes but lenient differs", text)
  }
  return 0
}
