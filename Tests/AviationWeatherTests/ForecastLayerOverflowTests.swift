import Foundation
import TestSupport
import Testing

@testable import AviationWeather

/// Icing and turbulence layers read back through Codable are not range-checked: a base and
/// thickness whose sum overflows must describe without trapping (the top is left out).
@Suite("Icing and turbulence layers from JSON never trap")
struct ForecastLayerOverflowTests {
  @Test func overflowingTopIsLeftOut() throws {
    // An icing group of the TAF corpus (620159: type 2, base 1,500 ft, 9,000 ft thick)…
    let real = try #require(decodeToken("620159", IcingForecast.decode))
    #expect(real.description.hasSuffix(" from 1,500 ft to 10,500 ft"))
    // …and the same record with a base no report holds, as a JSON reader could send it.
    var json = String(decoding: try JSONEncoder().encode(real), as: UTF8.self)
    json = json.replacingOccurrences(of: #""baseFeet":1500"#, with: #""baseFeet":\#(Int.max)"#)
    let hostile = try JSONDecoder().decode(IcingForecast.self, from: Data(json.utf8))
    expectEqual(hostile.baseFeet, Int.max)
    expectNil(hostile.topFeet)
    #expect(!hostile.description.contains(" to "))
    #expect(!hostile.describe(in: .metric).contains(" to "))
  }
}
