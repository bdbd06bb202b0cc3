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
    expectEqual(row(t, 5, 19).map { tafCode($0.prevailing) }, "24010KT 9999 SCT030")
    expectEqual(row(t, 5, 19)?.isChangeInProgress, false)
    // In progress over the base conditions from 20:00 (it used to wait for the FM).
    for hour in [20, 21] {
      expectEqual(row(t, 5, hour)?.changesInProgress.map { tafCode($0.resulting) }, ["24010KT 9999 OVC008"])
      expectEqual(row(t, 5, hour).map { tafCode($0.prevailing) }, "24010KT 9999 SCT030")
    }
    expectEqual(row(t, 5, 22).map { tafCode($0.prevailing) }, "24010KT 9999 OVC008")
    expectEqual(row(t, 5, 22)?.isChangeInProgress, false)
    expectEqual(row(t, 5, 22)?.flightCategory, .ifr)
    // From 23:00 the FM's conditions alone (it used to show OVC008 over them).
    for hour in [23] {
      expectEqual(row(t, 5, hour).map { tafCode($0.prevailing) }, "27015KT 9999 BKN040")
      expectEqual(row(t, 5, hour)?.isFromTime, true)
    }
    expectEqual(row(t, 6, 12).map { tafCode($0.prevailing) }, "27015KT 9999 BKN040")
  }

  /// FM groups written out of time order apply in time order: each from its own time.
  @Test func fromGroupsApplyInTimeOrderWhereverTheyAreWritten() throws {
    let t = try timeline("TAF EGLL 051700Z 0518/0624 24010KT 9999 SCT030 FM060600 30020KT 6000 BKN010 FM060100 27015KT 9999 BKN040")
    expectEqual(row(t, 6, 0).map { tafCode($0.prevailing) }, "24010KT 9999 SCT030")
    expectEqual(row(t, 6, 1).map { tafCode($0.prevailing) }, "27015KT 9999 BKN040")
    expectEqual(row(t, 6, 5).map { tafCode($0.prevailing) }, "27015KT 9999 BKN040")
    // It used to keep the last one written (FM060100) from 01:00 to the end.
    expectEqual(row(t, 6, 6).map { tafCode($0.prevailing) }, "30020KT 6000 BKN010")
    expectEqual(row(t, 6, 23).map { tafCode($0.prevailing) }, "30020KT 6000 BKN010")
    #expect(row(t, 6, 6)?.isFromTime == true && row(t, 6, 1)?.isFromTime == true)
  }

  /// An FM supersedes a BECMG written before it that has not completed: in progress until the
  /// FM, then gone (unchanged from before the sweep).
  @Test func fromSupersedesABecomingWrittenBeforeIt() throws {
    let t = try timeline("TAF EGLL 051700Z 0518/0624 24010KT 9999 SCT030 BECMG 0520/0524 OVC008 FM052200 27015KT 9999 BKN040")
    expectEqual(row(t, 5, 21)?.isChangeInProgress, true)
    expectEqual(row(t, 5, 22)?.isChangeInProgress, false)
    expectEqual(row(t, 6, 0).map { tafCode($0.prevailing) }, "27015KT 9999 BKN040")
    expectEqual(row(t, 6, 12).map { tafCode($0.prevailing) }, "27015KT 9999 BKN040")
  }

  /// A BECMG written after an FM and starting with it changes the FM's conditions.
  @Test func becomingAfterAnFMAppliesOverIt() throws {
    let t = try timeline("TAF EGLL 051700Z 0518/0624 24010KT 9999 SCT030 FM052200 27015KT 9999 BKN040 BECMG 0522/0524 4000 BR")
    expectEqual(row(t, 5, 22)?.changesInProgress.map { tafCode($0.resulting) }, ["27015KT 4000 BR BKN040"])
    expectEqual(row(t, 5, 23).map { tafCode($0.prevailing) }, "27015KT 9999 BKN040")
    expectEqual(row(t, 6, 0).map { tafCode($0.prevailing) }, "27015KT 4000 BR BKN040")
    expectEqual(row(t, 6, 0)?.isChangeInProgress, false)
  }

  /// Rows share what does not change between events: the overlays of consecutive rows under
  /// the same TEMPO are equal, and appear and disappear at the window's ends.
  @Test func temporaryOverlaysFollowTheirWindowOverAnyPrevailing() throws {
    let t = try timeline(
      "TAF EGLL 051700Z 0518/0624 24010KT 9999 SCT030 TEMPO 0521/0603 4000 RA FM060100 27015KT 9999 BKN040")
    expectEqual(row(t, 5, 20)?.overlays.isEmpty, true)
    expectEqual(row(t, 5, 21)?.overlays.map { tafCode($0.resulting) }, ["24010KT 4000 RA SCT030"])
    // Over the FM's conditions from 01:00, with its resulting conditions made again.
    expectEqual(row(t, 6, 1)?.overlays.map { tafCode($0.resulting) }, ["27015KT 4000 RA BKN040"])
    expectEqual(row(t, 6, 2)?.overlays, row(t, 6, 1)?.overlays)
    expectEqual(row(t, 6, 3)?.overlays.isEmpty, true)
  }

  /// A window reaching outside the validity is shown clamped to it and flagged (corpus line 375:
  /// `TEMPO 1003/1010` in a TAF valid from 1006), in the record too; when it applies is unchanged.
  @Test func aWindowOutsideTheValidityIsClampedAndFlagged() throws {
    let raw = try Fixture.lines("taf_corpus.txt")[374]
    #expect(raw.hasPrefix("TAF EHEH 100525Z 1006/1112 02009KT 8000 -SN BKN012 TEMPO 1003/1010 "))
    let t = try #require(ForecastTimeline(taf: try TAF(raw), referenceDate: utc(2026, 1, 9), sunTransitions: []))
    let first = try #require(t.rows.first?.overlays.first)
    #expect(first.start == utc(2026, 1, 10, 6) && first.end == utc(2026, 1, 10, 10))
    #expect(first.isWindowClamped)
    #expect(first.description.contains("(window clamped to the validity)"))
    expectEqual(t.rows.filter { !$0.overlays.isEmpty }.map(\.date), (6..<10).map { utc(2026, 1, 10, $0) })
    // The BECMG 1010/1013 inside the validity is not flagged.
    expectEqual(t.rows.first { $0.date == utc(2026, 1, 10, 11) }?.changesInProgress.first?.isWindowClamped, false)
    // Both record forms carry the flag only where it is set, and read it back.
    let record = TimelineRecord(taf: try TAF(raw), timeline: t, referenceDate: utc(2026, 1, 9), line: 1)
    var bytes: [UInt8] = []
    #expect(record.writeJSON(into: &bytes))
    let json = String(decoding: bytes, as: UTF8.self)
    expectEqual(json.components(separatedBy: "\"isWindowClamped\":true").count - 1, 4)
    let decoded = try JSONDecoder().decode(ForecastOverlay.self, from: try JSONEncoder().encode(first))
    expectEqual(decoded, first)
    let unflagged = try #require(t.rows.first { $0.date == utc(2026, 1, 10, 11) }?.changesInProgress.first)
    #expect(!String(decoding: try JSONEncoder().encode(unflagged), as: UTF8.self).contains("isWindowClamped"))
  }

  /// A step that is not a whole number of seconds is rounded to the second (times inside are
  /// whole seconds); rows stay on it from the start of the validity.
  @Test func aFractionalStepIsRoundedToTheSecond() throws {
    let t = try timeline("TAF EGLL 051700Z 0518/0524 24010KT 9999 SCT030", step: 5400.4)
    expectEqual(t.rows.map(\.date), [0, 1, 2, 3].map { utc(2026, 1, 5, 18).addingTimeInterval(Double($0) * 5400) })
  }
}

/// The sweep against a model of the rules that looks at each row on its own: for every forecast
/// row of every corpus TAF (and of the corpus with its change groups in reverse order, so that
/// groups are written out of time order), what prevails, the changes in progress and the
/// overlays are worked out from all the groups again, by the time-order rules the timeline
/// documents, and must be what the timeline holds.
@Suite("Timeline: the sweep against a per-row model")
struct TimelineSweepModelTests {
  private struct Window {
    var index: Int
    var group: TAFForecast
    var start: Date
    var end: Date?
  }

  /// The model's prevailing conditions and BECMG groups in progress at `date`.
  private func model(at date: Date, base: WeatherConditions, windows: [Window])
    -> (prevailing: WeatherConditions, inProgress: [Window])
  {
    // Every FM start and BECMG end at or before the row, in time order, then TAF order.
    let actions = windows.compactMap { w -> (time: Date, window: Window)? in
      switch w.group.kind {
      case .from: return w.start <= date ? (w.start, w) : nil
      case .becoming: return w.end.flatMap { $0 <= date ? ($0, w) : nil }
      default: return nil
      }
    }.sorted { ($0.time, $0.window.index) < ($1.time, $1.window.index) }
    /// Whether an FM written after the BECMG takes effect before it completes (and by `date`).
    func isSuperseded(_ becoming: Window) -> Bool {
      windows.contains { fm in
        fm.group.kind == .from && fm.index > becoming.index && fm.start <= date
          && (fm.start, fm.index) < ((becoming.end ?? .distantFuture), becoming.index)
      }
    }
    var conditions = base
    for action in actions {
      if action.window.group.kind == .from {
        conditions = action.window.group.conditions
      } else if !isSuperseded(action.window) {
        conditions = conditions.applying(action.window.group.conditions)
      }
    }
    let inProgress = windows.filter { w in
      w.group.kind == .becoming && w.start <= date && w.end.map { date < $0 } == true && !isSuperseded(w)
    }
    return (conditions, inProgress)
  }

  private func check(_ raw: String) throws -> Int {
    guard let taf = try? TAF(raw) else { return 0 }
    let reference = utc(2026, 1, 9)
    guard let timeline = ForecastTimeline(taf: taf, referenceDate: reference, sunTransitions: []) else { return 0 }
    var resolved = taf
    resolved.resolveDates(relativeTo: reference)
    let windows = taf.forecasts.enumerated().compactMap { index, group -> Window? in
      guard group.kind != .base, let dates = resolved.dates(of: group), group.kind == .from || dates.to != nil
      else { return nil }
      return Window(index: index, group: group, start: dates.from, end: dates.to)
    }
    let base = taf.base?.conditions ?? WeatherConditions()
    var checked = 0
    for row in timeline.rows where !row.isSunEvent {
      let expected = model(at: row.date, base: base, windows: windows)
      #expect(row.prevailing == expected.prevailing, "\(taf.station) \(row.date): prevailing")
      /// A window as the row shows it: clamped to the validity, and whether it was.
      func shown(_ w: Window) -> [Date?] {
        let start = max(w.start, timeline.start)
        let end = w.end.map { min($0, timeline.end) }
        return [start, end, start != w.start || end != w.end ? .distantPast : nil]
      }
      func shown(_ o: ForecastOverlay) -> [Date?] { [o.start, o.end, o.isWindowClamped ? .distantPast : nil] }
      #expect(
        row.changesInProgress.map(shown) == expected.inProgress.map(shown),
        "\(taf.station) \(row.date): changes in progress")
      expectEqual(row.changesInProgress.map(\.resulting), expected.inProgress.map { expected.prevailing.applying($0.group.conditions) })
      let overlays = windows.filter { w in
        w.group.isTemporary && w.start <= row.date && w.end.map { row.date < $0 } == true
      }
      #expect(row.overlays.map(shown) == overlays.map(shown), "\(taf.station) \(row.date): overlays")
      expectEqual(row.overlays.map(\.resulting), overlays.map { expected.prevailing.applying($0.group.conditions) })
      expectEqual(row.isFromTime, windows.contains { $0.group.kind == .from && $0.start == row.date })
      checked += 1
    }
    return checked
  }

  /// Every corpus TAF (a stride of them unless `AVIATIONWEATHER_FULL_CORPUS=1`: CorpusSweep).
  @Test func everyCorpusRowIsWhatThePerRowModelSays() throws {
    var rows = 0
    let sample = try CorpusSweep.lines("taf_corpus.txt", every: CorpusSweep.tafStride)
    for line in sample.lines { rows += try check(line) }
    #expect(rows > sample.atLeast(50_000))
  }

  /// The corpus with each TAF's change groups written in reverse order: FM groups out of time
  /// order, BECMG groups written after FM groups timed after them.
  /// (A stride of the corpus unless `AVIATIONWEATHER_FULL_CORPUS=1`: CorpusSweep.)
  @Test func everyRowOfTheCorpusWithItsGroupsReversedIsWhatThePerRowModelSays() throws {
    let keywords: Set<Substring> = ["FM", "BECMG", "TEMPO", "PROB30", "PROB40", "INTER"]
    var rows = 0
    let sample = try CorpusSweep.lines("taf_corpus.txt", every: CorpusSweep.tafStride, from: 2)
    for line in sample.lines {
      // Split before each change-group keyword (PROB30 TEMPO stays one group).
      var parts: [[Substring]] = [[]]
      var previous: Substring = ""
      for word in line.split(separator: " ") {
        let startsGroup =
          (keywords.contains(word) || (word.hasPrefix("FM") && word.count == 8)) && !previous.hasPrefix("PROB")
        if startsGroup { parts.append([]) }
        parts[parts.count - 1].append(word)
        previous = word
      }
      guard parts.count > 2 else { continue }
      let reordered = [parts[0]] + parts[1...].reversed()
      rows += try check(reordered.map { $0.joined(separator: " ") }.joined(separator: " "))
    }
    #expect(rows > sample.atLeast(20_000))
  }
}
