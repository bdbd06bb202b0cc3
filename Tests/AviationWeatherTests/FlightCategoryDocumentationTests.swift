import AviationWeather
import Foundation
import TestSupport
import Testing

/// The flight-category example of "Reading a METAR", run and checked (copied verbatim, as in
/// ``DocumentationExampleTests``, whose `everySwiftExampleIsCopiedHere` reads this file too).
@Suite("Flight category documentation")
struct FlightCategoryDocumentationTests {
  @Test func readingAMETARFlightCategory() throws {
    let obscured = try METAR("LFSG 230030Z AUTO 00000KT 2500 BR VV/// 10/10 Q1015")
    let unknown = obscured.flightCategory  // nil: IFR, or LIFR under a low sky
    let possible = obscured.possibleFlightCategories  // .ifr ... .lifr
    let fog = try METAR("LFRG 262130Z AUTO 00000KT 0200 R12/0800U FG VV/// 12/11 Q1027")
    let category = fog.flightCategory  // .lifr: 200 m is LIFR whatever the sky
    expectNil(unknown)
    #expect(possible == .ifr ... .lifr)
    expectEqual(category, .lifr)
    #expect(obscured.description.contains("\n  Category    unknown (IFR or LIFR)"))
    #expect(try Docs.article("ReadingAMETAR").contains("`Category    unknown (IFR or LIFR)`"))
  }
}
