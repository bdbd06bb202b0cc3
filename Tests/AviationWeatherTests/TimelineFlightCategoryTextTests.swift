import AviationWeather
import Foundation
import TestSupport
import Testing

/// A timeline row and an overlay say their flight category as a METAR does: "unknown (…)" when a
/// ceiling or visibility that is not forecast could change it, never a guess.
@Suite("Timeline text: unknown flight category")
struct TimelineFlightCategoryTextTests {
  /// Real reports' conditions under a row: `VV///` with 2,500 m (IFR by visibility, LIFR if the
  /// obscured sky is below 500 ft) and the same visibility under a known OVC004 (LIFR).
  @Test func rowAndOverlaySayUnknown() throws {
    let obscured = try METAR("LFSG 230030Z AUTO 00000KT 2500 BR VV/// 10/10 Q1015").conditions
    let known = try METAR("LFSG 230030Z AUTO 00000KT 2500 BR OVC004 10/10 Q1015").conditions
    let date = Date(timeIntervalSince1970: 1_767_654_000)
    let row = ForecastRow(kind: .step, date: date, isDaylight: false, prevailing: obscured)
    expectNil(row.flightCategory)
    #expect(row.describe(in: nil).hasSuffix(", unknown (IFR or LIFR)"))
    let clear = ForecastRow(kind: .step, date: date, isDaylight: false, prevailing: known)
    expectEqual(clear.flightCategory, .lifr)
    #expect(clear.describe(in: nil).hasSuffix(", LIFR"))

    let overlay = ForecastOverlay(
      kind: .temporary, probability: nil, start: date, end: date.addingTimeInterval(3600), conditions: obscured,
      resulting: obscured)
    expectNil(overlay.flightCategory)
    #expect(overlay.describe(in: nil).hasSuffix("(unknown (IFR or LIFR))"))
  }
}
