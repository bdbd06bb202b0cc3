import AviationWeather
import Foundation
import Testing

@testable import wxparse

/// `FastJSONEncoder` writes the same JSON as Foundation's `JSONEncoder`, only faster.
@Suite struct FastJSONEncoderTests {
  static func fast<T: Encodable>(_ value: T) throws -> String {
    let buffer = ByteBuffer()
    try FastJSONEncoder(out: buffer).encode(value)
    return String(decoding: UnsafeBufferPointer(start: buffer.base, count: buffer.count), as: UTF8.self)
  }

  static func object(_ json: some DataProtocol) throws -> NSObject? {
    try JSONSerialization.jsonObject(with: Data(json), options: [.fragmentsAllowed]) as? NSObject
  }

  @Test func corpusMETARsEncodeAsJSONEncoderDoes() throws {
    // Every 10th corpus report: the same objects as JSONEncoder gives, with one encoder
    // reused throughout (so its cache of repeated values is exercised).
    let lines = try WxparseProcess.fixtureLines("metar_corpus.txt")
    let buffer = ByteBuffer()
    let encoder = FastJSONEncoder(out: buffer)
    var compared = 0
    for line in lines.enumerated().filter({ $0.offset % 10 == 0 }).map(\.element) {
      guard let metar = try? METAR(line) else { continue }
      buffer.removeAll()
      try encoder.encode(metar)
      let fast = Data(UnsafeBufferPointer(start: buffer.base, count: buffer.count))
      let expected = try Self.object(JSONEncoder().encode(metar))
      #expect(try Self.object(fast) == expected, "\(line)")
      compared += 1
    }
    #expect(compared > 4_800)
  }

  @Test func corpusTAFsEncodeAsJSONEncoderDoes() throws {
    let lines = try WxparseProcess.fixtureLines("taf_corpus.txt")
    let buffer = ByteBuffer()
    let encoder = FastJSONEncoder(out: buffer)
    for line in lines.prefix(600) {
      let taf = try TAF(line)
      buffer.removeAll()
      try encoder.encode(taf)
      let fast = Data(UnsafeBufferPointer(start: buffer.base, count: buffer.count))
      #expect(try Self.object(fast) == Self.object(JSONEncoder().encode(taf)), "\(line)")
    }
  }

  @Test func stringsAreEscaped() throws {
    var text = "quote \" backslash \\ slash / é ✈ "
    for scalar in 0..<0x20 { text.unicodeScalars.append(Unicode.Scalar(UInt8(scalar))) }
    let json = try Self.fast(text)
    #expect(json.hasPrefix("\"quote \\\" backslash \\\\ slash / é ✈ \\u0000\\u0001"))
    #expect(json.contains("\\b\\t\\n\\u000b\\f\\r"))
    #expect(try Self.object(Data(json.utf8)) as? String == text)
  }

  struct Numbers: Encodable {
    var whole = 12.0
    var half = 0.5
    var tiny = 1e-7
    var huge = 1e21
    var negativeZero = -0.0
    var float: Float = 0.1
    var int = -42
    var uint8: UInt8 = 255
    var optional: Int? = nil
    var flag = true
  }

  @Test func numbersAsJSONEncoderWritesThem() throws {
    let json = try Self.fast(Numbers())
    #expect(
      json
        == #"{"whole":12,"half":0.5,"tiny":1e-07,"huge":1e+21,"negativeZero":-0,"float":0.1,"int":-42,"uint8":255,"flag":true}"#
    )
  }

  @Test func nonFiniteNumbersThrowAndLeaveNothing() throws {
    let buffer = ByteBuffer()
    let encoder = FastJSONEncoder(out: buffer)
    #expect(throws: EncodingError.self) { try encoder.encode([1.0, .nan]) }
    #expect(buffer.count == 0)
  }

  struct Empty: Encodable {}

  struct Nested: Encodable {
    var a: [[Int]] = [[], [1, 2], [3]]
    var b: [String: Empty] = ["x": Empty()]
    var c: Empty? = Empty()
  }

  @Test func nestedContainersCloseInOrder() throws {
    #expect(try Self.fast(Nested()) == #"{"a":[[],[1,2],[3]],"b":{"x":{}},"c":{}}"#)
    #expect(try Self.fast([Empty(), Empty()]) == "[{},{}]")
  }

  /// A plain-data value: its JSON is cached by its bytes.
  struct Plain: Encodable, Equatable {
    var value: Double
    var flag: Bool
  }

  @Test func cachedPlainValuesStayExact() throws {
    // 0.0 and -0.0 are equal but write differently; the cache tells them apart by their bytes.
    let values = [Plain(value: 0, flag: true), Plain(value: -0.0, flag: true), Plain(value: 0, flag: true)]
    #expect(try Self.fast(values) == #"[{"value":0,"flag":true},{"value":-0,"flag":true},{"value":0,"flag":true}]"#)
  }

  @Test func datesAreISO8601() throws {
    let date = Date(timeIntervalSince1970: 1_795_397_460)  // 2026-11-23T01:31:00Z
    #expect(try Self.fast([date]) == #"["2026-11-23T01:31:00Z"]"#)
    #expect(ISO8601.format(Date(timeIntervalSince1970: 951_782_400)) == "2000-02-29T00:00:00Z")
    #expect(ISO8601.format(Date(timeIntervalSince1970: -1)) == "1969-12-31T23:59:59Z")
  }
}
