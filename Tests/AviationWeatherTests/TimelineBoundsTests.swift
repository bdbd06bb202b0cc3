import Foundation
import TestSupport
import Testing

@testable import AviationWeather

/// Issue 30 item 2: a timeline's work, memory and output are bounded by
/// ``ForecastTimeline/maximumEntries``. Every real TAF of the corpus stays far under it; a made-up
/// TAF of many `TEMPO` groups over many `FM` rows (generated here, the shape the hostile-input
/// probe used) gets no timeline instead of rows × groups entries.
@Suite("Timeline bounds")
struct TimelineBoundsTests {
  /// The entries a timeline holds, counted as the limit counts them.
  static func entries(_ timeline: ForecastTimeline) -> Int {
    timeline.rows.reduce(0) { $0 + 1 + $1.overlays.count + $1.changesInProgress.count + $1.unplacedGroups.count }
  }

  /// A TAF of `tempos` `TEMPO` groups spanning the whole validity and `froms` `FM` groups
  /// `minutes` apart, on one line.
  static func madeUpTAF(tempos: Int, froms: Int, minutes: Int = 2) -> String {
    var parts = ["TAF KXYZ 101100Z 1012/1112 18010KT P6SM SCT040"]
    for _ in 0..<tempos { parts.append("TEMPO 1012/1112 3SM -RA BKN020") }
    for i in 0..<froms {
      let t = 12 * 60 + i * minutes
      let day = 10 + t / 1440
      let text = "FM" + [day, (t / 60) % 24, t % 60].map { $0 < 10 ? "0\($0)" : "\($0)" }.joined()
      parts.append(text + " 20012KT P6SM BKN030")
    }
    return parts.joined(separator: " ")
  }

  static let reference = utc(2026, 11, 10, 11)

  @Test("every corpus TAF with a validity gets its timeline, far under the limit")
  func corpusUnderTheLimit() throws {
    var largest = 0
    var built = 0
    for text in try Fixture.lines("taf_corpus.txt") {
      guard let taf = try? TAF(text), !taf.isNil, !taf.isCancelled, !taf.isNotAvailable,
        taf.validity?.dates(relativeTo: Self.reference) != nil
      else { continue }
      let timeline = try #require(
        ForecastTimeline(taf: taf, referenceDate: Self.reference, latitude: 45, longitude: 5), "\(text)")
      largest = max(largest, Self.entries(timeline))
      built += 1
    }
    #expect(built > 2000)
    #expect(largest * 100 < ForecastTimeline.maximumEntries, "largest: \(largest)")
  }

  @Test("800 TEMPO groups over 800 FM rows: no timeline, and the refusal is cheap")
  func quadraticTAFRefused() throws {
    let text = Self.madeUpTAF(tempos: 800, froms: 800)
    #expect(text.utf8.count > 45_000 && text.utf8.count < ReportSplitter.maximumJoinedLength)
    let taf = try TAF(text)
    expectEqual(taf.forecasts.count, 1601)
    expectNil(ForecastTimeline(taf: taf, referenceDate: Self.reference, latitude: 45, longitude: 5))
    expectNil(ForecastTimeline(taf: taf, referenceDate: Self.reference, sunTransitions: []))
  }

  @Test("just under the limit a made-up TAF still gets its whole timeline; just over, none")
  func limitIsExact() throws {
    // 16 TEMPO groups in force over every row: each row is 17 entries.
    let small = try TAF(Self.madeUpTAF(tempos: 16, froms: 100, minutes: 5))
    let timeline = try #require(ForecastTimeline(taf: small, referenceDate: Self.reference, sunTransitions: []))
    let count = Self.entries(timeline)
    expectEqual(count, timeline.rows.count * 17)
    #expect(count < ForecastTimeline.maximumEntries)
    // Enough TEMPO groups that the same rows cross the limit.
    let tempos = ForecastTimeline.maximumEntries / timeline.rows.count + 1
    let large = try TAF(Self.madeUpTAF(tempos: tempos, froms: 100, minutes: 5))
    expectNil(ForecastTimeline(taf: large, referenceDate: Self.reference, sunTransitions: []))
  }

  @Test("a single line longer than the splitter's cap is handed out flagged, holding only the cap")
  func longSingleLineCut() {
    let line = Array(Self.madeUpTAF(tempos: 3000, froms: 0).utf8)
    #expect(line.count > ReportSplitter.maximumJoinedLength)
    let next = Array("TAF KABC 101100Z 1012/1112 18010KT P6SM SCT040".utf8)
    var splitter = ReportSplitter()
    var reports: [(count: Int, tooLong: Bool, line: Int)] = []
    for (number, bytes) in [line, next].enumerated() {
      bytes.withUnsafeBufferPointer { buffer in
        splitter.push(buffer, lineNumber: number + 1) { reports.append(($0.bytes.count, $0.isTooLong, $0.line)) }
      }
    }
    splitter.finish { reports.append(($0.bytes.count, $0.isTooLong, $0.line)) }
    expectEqual(reports.count, 2)
    expectEqual(reports.first?.count, ReportSplitter.maximumJoinedLength)
    expectEqual(reports.first?.tooLong, true)
    #expect(reports.last?.count == next.count && reports.last?.tooLong == false && reports.last?.line == 2)
  }
}
