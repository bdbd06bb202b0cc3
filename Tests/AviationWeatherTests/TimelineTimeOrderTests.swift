import Foundation
import TestSupport
import Testing

@testable import AviationWeather

/// Issue 20 item 3: what prevails is ordered by time, not by where a group is written. The TAFs
/// are the corpus's EGLL shape with the change groups the issue names; sun times are left out
/// (`sunTransitions: []`), day and night are not what is checked.
@Suite("Timeline: order by time, not by text")
struct TimelineTimeOrderTests {
  private func timeline(_ raw: String, step: TimeInterval = 3600) throws -> ForecastTimeline {
    let taf = try TAF(raw)
    return try #require(
      ForecastTimeline(taf: taf, referenceDate: utc(2026, 1, 5, 17), sunTransitions: [], step: step))
  }

  private func row(_ t: ForecastTimeline, _ day: Int, _ hour: Int) -> ForecastRow? {
    t.rows.first { !$0.isSunEvent && $0.date == utc(2026, 1, day, hour) }
  }

  /// The example: a BECMG written after an FM but timed before it applies at its time
  /// (OVC008 from 22:00), and the FM at 23:00 then replaces everything (no OVC008 over it).
  @Test func becomingWrittenAfterAnFMButTimedBeforeItAppliesAtItsTime() throws {
    let t = try timeline(
      "TAF EGLL 051700Z 0518/0624 24010KT 9999 SCT030 FM052300 27015KT 9999 BKN040 BECMG 0520/0522 OVC008")
    #expect(row(t, 5, 19).map { tafCode($0.prevailing) } == "24010KT 9999 SCT030")
    #expect(row(t, 5, 19)?.isChangeInProgress == false)
    // In progress over the base conditions from 20:00 (it used to wait for the FM).
    for hour in [20, 21] {
      #expect(row(t, 5, hour)?.changesInProgress.map { tafCode($0.resulting) } == ["24010KT 9999 OVC008"])
      #expect(row(t, 5, hour).map { tafCode($0.prevailing) } == "24010KT 9999 SCT030")
    }
    #expect(row(t, 5, 22).map { tafCode($0.prevailing) } == "24010KT 9999 OVC008")
    #expect(row(t, 5, 22)?.isChangeInProgress == false)
    #expect(row(t, 5, 22)?.flightCategory == .ifr)
    // From 23:00 the FM's conditions alone (it used to show OVC008 over them).
    for hour in [23] {
      #expect(row(t, 5, hour).map { tafCode($0.prevailing) } == "27015KT 9999 BKN040")
      #expect(row(t, 5, hour)?.isFromTime == true)
    }
    #expect(row(t, 6, 12).map { tafCode($0.prevailing) } == "27015KT 9999 BKN040")
  }

  /// FM groups written out of time order apply in time order: each from its own time.
  @Test func fromGroupsApplyInTimeOrderWhereverTheyAreWritten() throws {
    let t = try timeline("TAF EGLL 051700Z 0518/0624 24010KT 9999 SCT030 FM060600 30020KT 6000 BKN010 FM060100 27015KT 9999 BKN040")
    #expect(row(t, 6, 0).map { tafCode($0.prevailing) } == "24010KT 9999 SCT030")
    #expect(row(t, 6, 1).map { tafCode($0.prevailing) } == "27015KT 9999 BKN040")
    #expect(row(t, 6, 5).map { tafCode($0.prevailing) } == "27015KT 9999 BKN040")
    // It used to keep the last one written (FM060100) from 01:00 to the end.
    #expect(row(t, 6, 6).map { tafCode($0.prevailing) } == "30020KT 6000 BKN010")
    #expect(row(t, 6, 23).map { tafCode($0.prevailing) } == "30020KT 6000 BKN010")
    #expect(row(t, 6, 6)?.isFromTime == true && row(t, 6, 1)?.isFromTime == true)
  }

  /// An FM supersedes a BECMG written before it that has not completed: in progress until the
  /// FM, then gone (unchanged from before the sweep).
  @Test func fromSupersedesABecomingWrittenBeforeIt() throws {
    let t = try timeline("TAF EGLL 051700Z 0518/0624 24010KT 9999 SCT030 BECMG 0520/0524 OVC008 FM052200 27015KT 9999 BKN040")
    #expect(row(t, 5, 21)?.isChangeInProgress == true)
    #expect(row(t, 5, 22)?.isChangeInProgress == false)
    #expect(row(t, 6, 0).map { tafCode($0.prevailing) } == "27015KT 9999 BKN040")
    #expect(row(t, 6, 12).map { tafCode($0.prevailing) } == "27015KT 9999 BKN040")
  }

  /// A BECMG written after an FM and starting with it changes the FM's conditions.
  @Test func becomingAfterAnFMAppliesOverIt() throws {
    let t = try timeline("TAF EGLL 051700Z 0518/0624 24010KT 9999 SCT030 FM052200 27015KT 9999 BKN040 BECMG 0522/0524 4000 BR")
    #expect(row(t, 5, 22)?.changesInProgress.map { tafCode($0.resulting) } == ["27015KT 4000 BR BKN040"])
    #expect(row(t, 5, 23).map { tafCode($0.prevailing) } == "27015KT 9999 BKN040")
    #expect(row(t, 6, 0).map { tafCode($0.prevailing) } == "27015KT 4000 BR BKN040")
    #expect(row(t, 6, 0)?.isChangeInProgress == false)
  }

  /// Rows share what does not change between events: the overlays of consecutive rows under
  /// the same TEMPO are equal, and appear and disappear at the window's ends.
  @Test func temporaryOverlaysFollowTheirWindowOverAnyPrevailing() throws {
    let t = try timeline(
      "TAF EGLL 051700Z 0518/0624 24010KT 9999 SCT030 TEMPO 0521/0603 4000 RA FM060100 27015KT 9999 BKN040")
    #expect(row(t, 5, 20)?.overlays.isEmpty == true)
    #expect(row(t, 5, 21)?.overlays.map { tafCode($0.resulting) } == ["24010KT 4000 RA SCT030"])
    // Over the FM's conditions from 01:00, with its resulting conditions made again.
    #expect(row(t, 6, 1)?.overlays.map { tafCode($0.resulting) } == ["27015KT 4000 RA BKN040"])
    #expect(row(t, 6, 2)?.overlays == row(t, 6, 1)?.overlays)
    #expect(row(t, 6, 3)?.overlays.isEmpty == true)
  }

  /// A step that is not a whole number of seconds is rounded to the second (times inside are
  /// whole seconds); rows stay on it from the start of the validity.
  @Test func aFractionalStepIsRoundedToTheSecond() throws {
    let t = try timeline("TAF EGLL 051700Z 0518/0524 24010KT 9999 SCT030", step: 5400.4)
    #expect(t.rows.map(\.date) == [0, 1, 2, 3].map { utc(2026, 1, 5, 18).addingTimeInterval(Double($0) * 5400) })
  }
}
