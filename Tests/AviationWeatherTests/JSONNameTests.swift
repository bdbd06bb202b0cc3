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
    for value in values { #expect(text(name(value)) == value.rawValue) }
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
    Self.check([Trend.Kind.noSignificantChange, .becoming, .temporary, .intermittent], \._jsonName)
    Self.check(Remarks.StationType.allCases, \._jsonName)
  }
}
