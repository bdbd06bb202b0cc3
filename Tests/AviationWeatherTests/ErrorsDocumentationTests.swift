import AviationWeather
import Foundation
import Testing

/// The "Showing an error in an app" example of "Errors and Leniency", run and checked (copied
/// verbatim, as in ``DocumentationExampleTests``, whose `everySwiftExampleIsCopiedHere` reads
/// this file too).
@Suite("Errors documentation")
struct ErrorsDocumentationTests {
  @Test func showingAnErrorInAnApp() throws {
    func alertText(for report: String) -> String? {
      do {
        _ = try METAR(report, options: .strict)
        return nil
      } catch {
        return (error as Error).localizedDescription
      }
    }
    let shown = alertText(for: "HCMF 231100Z 36014KT 9999 FEWO46 28/24 Q1012")
    // "error: unexpected group 'FEWO46' at byte 26", then the report and a caret under the group
    let lines = shown?.components(separatedBy: "\n") ?? []
    #expect(lines.first == "error: unexpected group 'FEWO46' at byte 26")
    #expect(lines.dropFirst().first == "HCMF 231100Z 36014KT 9999 FEWO46 28/24 Q1012")
    #expect(lines.dropFirst(2).first?.firstIndex(of: "^").map { lines[2].distance(from: lines[2].startIndex, to: $0) } == 26)
    #expect(alertText(for: "HCMF 231100Z 36014KT 9999 FEW046 28/24 Q1012") == nil)
  }
}
