import AviationWeather
import Foundation
import Testing
import TestSupport

/// The "Showing an error in an app" example of "Errors and Leniency", run and checked (copied
/// verbatim, as in ``DocumentationExampleTests``, whose `everySwiftExampleIsCopiedHere` reads
/// this file too).
@Suite("Errors documentation")
struct ErrorsDocumentationTests {
  @Test func valuesThatBreakTheCodeForm() throws {
    let metar = try METAR("KCWF 272148Z 35008KT 10SM OVC013 03/10 A3017")
    let warning = metar.warnings.first
    let code = warning?.code          // .dewPointAboveTemperature
    let token = warning?.token        // "03/10", at byte 33
    let dewPoint = metar.dewPoint     // 10 °C: kept as sent
    expectEqual(code, .dewPointAboveTemperature)
    expectEqual(token, "03/10")
    expectEqual(warning?.offset, 33)
    expectEqual(dewPoint, Temperature(10, .celsius))
  }

  /// Each example report of the warnings table gives its warning (the real ones are in the corpus).
  @Test func warningTableExamples() throws {
    let metars: [(String, DecodeWarning.Code)] = [
      ("KCWF 272148Z 35008KT 10SM OVC013 03/10 A3017", .dewPointAboveTemperature),
      ("SVMT 220203Z AUTO 00000KT NCD ///22 Q1011", .dewPointWithoutTemperature),
      ("MDST 020000Z 11912KT 9999 SCT018 28/20 Q1015", .windDirectionNotInTens),
      ("LXYZ 121850Z 25012KT 1234 BR OVC004 12/11 Q1012", .visibilityOffReportingSteps),
      ("LXYZ 121850Z 25012KT 3000 5000NE BR BKN010 12/11 Q1012", .minimumVisibilityNotBelowPrevailing),
      ("TTPP 231100Z 00000KT 9999 4000 FU FEW010CB FEW016TCU 25/24 Q1011 NOSIG", .minimumVisibilityWithoutDirection),
      ("EHSA 262055Z AUTO 17004G04KT 9999 ///////// 18/14 Q1026 W17/H7", .gustNotAboveMeanSpeed),
    ]
    for (report, code) in metars { try expectEqual(METAR(report).warnings.map(\.code), [code]) }
    let corpus = try Fixture.lines("taf_corpus.txt")
    let eheh = try #require(corpus.first { $0.hasPrefix("TAF EHEH 100525Z 1006/1112") })
    try expectEqual(TAF(eheh).warnings.map(\.code), [.changeGroupOutsideValidity])
    let sbbv = try #require(corpus.first { $0.hasPrefix("TAF SBBV 091600Z 0918/1018") })
    try expectEqual(TAF(sbbv).warnings.map(\.code), [.changeGroupTimeInvalid])
    let withoutTime = "TAF LXYZ 091600Z 0918/1018 17008KT 9999 SCT010 PROB30 4000 TSRA"
    try expectEqual(TAF(withoutTime).warnings.map(\.code), [.changeGroupWithoutTime])
    let made = "TAF KXYZ 181730Z 1818/1924 18010KT P6SM SCT040 FM187200 20012KT 4SM -RA VCTS BKN020CB"
    try expectEqual(TAF(made).warnings.map(\.code), [.changeGroupTimeInvalid])
  }

  @Test func showingAnErrorInAnApp() throws {
    func alertText(for report: String, locale: Locale) -> String? {
      do {
        _ = try METAR(report, options: .strict)
        return nil
      } catch {
        return error.localizedDescription(locale: locale)
      }
    }
    let shown = alertText(for: "HCMF 231100Z 36014KT 9999 FEWO46 28/24 Q1012", locale: Locale(identifier: "en_US"))
    // Couldn't read the report near "FEWO46".
    let french = alertText(for: "HCMF 231100Z 36014KT 9999 FEWO46 28/24 Q1012", locale: Locale(identifier: "fr_FR"))
    // Impossible de lire le message près de « FEWO46 ».
    expectEqual(shown, "Couldn't read the report near \"FEWO46\".")
    expectEqual(french, "Impossible de lire le message près de « FEWO46 ».")
    expectNil(alertText(for: "HCMF 231100Z 36014KT 9999 FEW046 28/24 Q1012", locale: Locale(identifier: "en_US")))
    // The developer's text keeps the group, its byte offset and the caret.  // test only
    let report = "HCMF 231100Z 36014KT 9999 FEWO46 28/24 Q1012"  // test only
    let error = try #require(throws: DecodeError.self) { try METAR(report, options: .strict) }  // test only
    let lines = error.description.components(separatedBy: "\n")  // test only
    expectEqual(lines.first, "error: unexpected group 'FEWO46' at byte 26")
    expectEqual(lines.dropFirst().first, report)
    expectEqual(lines.dropFirst(2).first?.firstIndex(of: "^").map { lines[2].distance(from: lines[2].startIndex, to: $0) }, 26)
  }
}
