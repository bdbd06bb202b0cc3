import TestSupport
import Testing

@testable import AviationWeather

/// The JSON writer copies enumeration values from static strings (`_jsonName`) instead of
/// building each `rawValue`: every one must be its case's raw value, or the hand-written JSON
/// would differ from the `Codable` form.
@Suite struct JSONNameTests {
  static func text(_ name: StaticString) -> String {
    name.withUTF8Buffer { String(decoding: $0, as: UTF8.self) }
  }

  static func check<Value: RawRepresentable>(_ values: [Value], _ name: (Value) -> StaticString)
  where Value.RawValue == String {
    for value in values { expectEqual(text(name(value)), value.rawValue) }
  }

  @Test func weatherGroupParts() {
    Self.check(WeatherIntensity.allCases, \._jsonName)
    Self.check(WeatherDescriptor.allCases, \._jsonName)
    Self.check(WeatherPhenomenon.allCases, \._jsonName)
  }

  @Test func skyAndVisibility() {
    Self.check(SkyCover.allCases, \._jsonName)
    Self.check(CloudType.allCases, \._jsonName)
    Self.check(CompassDirection.allCases, \._jsonName)
    Self.check([ValueQualifier.exactly, .lessThan, .greaterThan], \._jsonName)
  }

  @Test func reportKinds() {
    Self.check([METAR.Kind.metar, .speci], \._jsonName)
    Self.check(Remarks.StationType.allCases, \._jsonName)
  }
}

/// The JSON writer's own number formatting against Swift's `description`.
@Suite struct JSONNumberTests {
  static func written(_ write: (inout _JSONWriter) -> Void) -> String {
    var writer = _JSONWriter(capacity: 8)
    write(&writer)
    var bytes: [UInt8] = []
    writer.finish(into: &bytes)
    return String(decoding: bytes, as: UTF8.self)
  }

  @Test func integersOfEveryLength() {
    var values = [0, 9, 10, 99, 100, 999, 1000, 12_345, 99_999, 100_000, Int.max, Int.min, -1, -100, -99_999]
    var power = 1
    for _ in 0..<18 {
      power *= 10
      values += [power - 1, power, power + 1, -power]
    }
    for value in values { expectEqual(Self.written { $0.int(value) }, String(value)) }
  }

  @Test func doublesAsJSONEncoderWritesThem() {
    let cases: [(Double, String)] = [
      (29.92, "29.92"), (1013.2, "1013.2"), (-0.6, "-0.6"), (0.25, "0.25"), (0.375, "0.375"), (12, "12"),
      (-12, "-12"), (1e15, "1000000000000000"), (0.1 + 0.2, "0.30000000000000004"),
    ]
    for (value, text) in cases { expectEqual(Self.written { $0.double(value) }, text) }
  }

  /// The rule the writer documents, the slow way: an integral double below 2^53 as an integer
  /// (not negative zero), any other as its shortest `description` without a trailing `.0`.
  static func documentedForm(_ value: Double) -> String {
    if value.magnitude < 0x1p53, value.rounded(.towardZero) == value, !(value == 0 && value.sign == .minus) {
      return String(Int(value))
    }
    let text = value.description
    return text.hasSuffix(".0") ? String(text.dropLast(2)) : text
  }

  /// The fast paths (whole numbers, one or two decimals) at their edges.
  @Test(arguments: [
    0, -0.0, 1, -1, 99, 100, 1013, 0.01, -0.01, 0.005, 0.015, 0.29, 0.57, 1.005, 74.3, 99.99, 100.01,
    123_456.785, 999_999_999.99, 1e9, 1e9 + 0.5, 0x1p53 - 1, 0x1p53, 0x1p53 + 2, -0x1p53, 1e21, 1e-7,
    Double.leastNonzeroMagnitude, Double.greatestFiniteMagnitude, 1.0 / 3,
  ] as [Double])
  func doubleIsTheDocumentedForm(_ value: Double) {
    expectEqual(Self.written { $0.double(value) }, Self.documentedForm(value))
  }

  @Test func everyHundredthWithinAThousandIsTheDocumentedForm() {
    var mismatches: [String] = []
    for n in -100_000...100_000 {
      let value = Double(n) / 100
      let text = Self.written { $0.double(value) }
      if text != Self.documentedForm(value) { mismatches.append("\(value): \(text)") }
    }
    #expect(mismatches.isEmpty, "\(mismatches.prefix(5))")
  }
}
