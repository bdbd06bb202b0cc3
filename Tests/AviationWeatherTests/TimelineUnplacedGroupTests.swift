import AviationWeather
import Foundation
import TestSupport
import Testing

/// Change groups a timeline cannot place in time (issue 20, item 3): real corpus TAFs with the
/// time of one group taken out or broken, the rest of the text as sent. The group is applied to
/// no row, named (text, offset, reason) in `ForecastTimeline.unplacedGroups` and on every row,
/// written in the timeline record and shown in the plain text and the SVG picture.
@Suite struct TimelineUnplacedGroupTests {
  /// A corpus TAF, and the same TAF with `original` replaced by `edited` (which must occur once).
  static func corpusTAF(_ prefix: String, replacing original: String, with edited: String) throws -> (
    original: TAF, edited: TAF
  ) {
    let line = try #require(try Fixture.lines("taf_corpus.txt").first { $0.hasPrefix(prefix) })
    #expect(line.components(separatedBy: original).count == 2, "\(original) once in \(line)")
    return (try TAF(line), try TAF(line.replacingOccurrences(of: original, with: edited)))
  }

  /// KGRR with its `PROB30 1222/1223` written without the window.
  static func grandRapids() throws -> (original: TAF, edited: TAF) {
    try corpusTAF("TAF AMD KGRR 121910Z", replacing: "PROB30 1222/1223 2SM", with: "PROB30 2SM")
  }

  static let reference = utc(2026, 11, 12, 19)

  static func timeline(_ taf: TAF, sun: Bool = false) throws -> ForecastTimeline {
    if sun {
      return try #require(ForecastTimeline(taf: taf, referenceDate: reference, latitude: 42.88, longitude: -85.52))
    }
    return try #require(ForecastTimeline(taf: taf, referenceDate: reference, sunTransitions: []))
  }

  /// Whether an overlay is the KGRR `PROB30` group (a 30 % chance of thunderstorms with rain).
  static func isThunderstormChance(_ overlay: ForecastOverlay) -> Bool {
    overlay.kind == .probable && overlay.conditions.weather.map(\.code) == ["TSRA"]
  }

  @Test func aProbabilityWithoutItsWindowIsNotedOnEveryRowAndAppliedToNone() throws {
    let (original, edited) = try Self.grandRapids()
    expectEqual(edited.warnings.map(\.code), [.changeGroupWithoutTime])
    let before = try Self.timeline(original)
    let after = try Self.timeline(edited)
    // Placed, the group covers the 22:00 row; without its time it covers none.
    #expect(before.rows.contains { $0.overlays.contains(where: Self.isThunderstormChance) })
    #expect(!after.rows.contains { $0.overlays.contains(where: Self.isThunderstormChance) })
    #expect(before.unplacedGroups.isEmpty && before.rows.allSatisfy { $0.unplacedGroups.isEmpty })

    let group = try #require(after.unplacedGroups.first)
    expectEqual(after.unplacedGroups.count, 1)
    expectEqual(group.text, "PROB30 2SM TSRA BKN040CB")
    expectEqual(group.reason, .timeMissing)
    #expect(group.kind == .probable && group.probability == 30)
    #expect(edited.forecasts[group.index].kind == .probable && edited.forecasts[group.index].from == nil)
    expectEqual(group.conditions, edited.forecasts[group.index].conditions)
    let offset = try #require(group.offset)
    expectEqual(offset, edited.warnings.first?.offset)
    expectEqual(String(decoding: Array(edited.raw.utf8)[offset...].prefix(6), as: UTF8.self), "PROB30")
    expectEqual(group.description, "PROB30 2SM TSRA BKN040CB (written without its time)")

    // Every row carries the note; otherwise each row is the row of the TAF with the group placed,
    // less the group's overlay.
    expectEqual(after.rows.count, before.rows.count)
    for (placed, unplaced) in zip(before.rows, after.rows) {
      expectEqual(unplaced.unplacedGroups, after.unplacedGroups)
      #expect(unplaced.date == placed.date && unplaced.prevailing == placed.prevailing)
      expectEqual(unplaced.overlays, placed.overlays.filter { !Self.isThunderstormChance($0) })
      expectEqual(unplaced.changesInProgress, placed.changesInProgress)
    }
  }

  /// KDAN with its `FM151000` made `FM157200` (hour 72): that period, and the `TEMPO` written in
  /// it, are applied to no row; both are noted.
  @Test func aFromTimeThatDoesNotDecodeAndTheGroupsOfItsPeriod() throws {
    let (original, edited) = try Self.corpusTAF(
      "TAF KDAN 150535Z", replacing: "FM151000 05014G30KT", with: "FM157200 05014G30KT")
    let reference = utc(2026, 11, 15, 5)
    let before = try #require(ForecastTimeline(taf: original, referenceDate: reference, sunTransitions: []))
    let after = try #require(ForecastTimeline(taf: edited, referenceDate: reference, sunTransitions: []))
    let unplacedFrom = try #require(edited.forecasts.first { $0.kind == .from && $0.from == nil })
    let tempo = try #require(original.forecasts.first { $0.kind == .temporary && $0.from?.hour == 10 })

    expectEqual(after.unplacedGroups.map(\.reason), [.timeInvalid, .followsUnplacedFrom])
    expectEqual(after.unplacedGroups.map(\.text), [
        "FM157200 05014G30KT 3SM -SHRA BR OVC008", "TEMPO 1510/1513 1SM SHRA BR SCT008 OVC012",
      ])
    expectEqual(after.unplacedGroups.map(\.kind), [.from, .temporary])
    expectEqual(after.unplacedGroups.map(\.index), [2, 3])
    expectEqual(after.unplacedGroups.first?.conditions, unplacedFrom.conditions)
    // The offsets point at the groups in the text.
    let bytes = Array(edited.raw.utf8)
    for group in after.unplacedGroups {
      let offset = try #require(group.offset)
      let text = try #require(group.text)
      expectEqual(String(decoding: bytes[offset...].prefix(text.utf8.count), as: UTF8.self), text)
    }
    // Placed, the FM prevails from 10:00 and the TEMPO covers 10:00 to 13:00; here neither.
    #expect(before.rows.contains { $0.prevailing == unplacedFrom.conditions })
    #expect(before.rows.contains { $0.overlays.contains { $0.conditions == tempo.conditions } })
    for row in after.rows {
      #expect(row.prevailing != unplacedFrom.conditions)
      #expect(!row.overlays.contains { $0.conditions == tempo.conditions })
      expectEqual(row.unplacedGroups, after.unplacedGroups)
    }
    // The next FM still applies at its time.
    expectEqual(after.rows.first { $0.isFromTime }?.date, utc(2026, 11, 15, 18))
  }

  /// LFLL with the window of a `PROB40 TEMPO` broken (`0808/0835`, hour 35): the group is named
  /// from its first word, window included.
  @Test func aWindowThatDoesNotDecode() throws {
    let (original, edited) = try Self.corpusTAF(
      "TAF LFLL 072300Z 0800/0906", replacing: "PROB40 TEMPO 0808/0815", with: "PROB40 TEMPO 0808/0835")
    #expect(original.warnings.isEmpty)
    expectEqual(edited.warnings.map(\.token), ["0808/0835"])
    let timeline = try #require(ForecastTimeline(taf: edited, referenceDate: utc(2026, 1, 7, 23), sunTransitions: []))
    let group = try #require(timeline.unplacedGroups.first)
    expectEqual(timeline.unplacedGroups.count, 1)
    expectEqual(group.text, "PROB40 TEMPO 0808/0835 4000 RA BKN012")
    expectEqual(group.reason, .timeInvalid)
    #expect(group.kind == .temporary && group.probability == 40)
    expectEqual(group.offset.map { $0 < (edited.warnings.first?.offset ?? 0) }, true)
    #expect(timeline.rows.allSatisfy { row in !row.overlays.contains { $0.conditions == group.conditions } })
  }

  /// The corpus's own case: SBBV's last `BECMG` has a time split by a stray space
  /// (`BECMG 1015/1 017`), before `RMK`, which ends the group's text. Its window is there but
  /// corrupt: the group's time does not decode.
  @Test func theCorpusTAFWithAGroupWithoutItsTime() throws {
    let line = try #require(try Fixture.lines("taf_corpus.txt").first { $0.hasPrefix("TAF SBBV 091600Z 0918/1018") })
    let taf = try TAF(line)
    let timeline = try #require(ForecastTimeline(taf: taf, referenceDate: utc(2026, 11, 9, 16), sunTransitions: []))
    let group = try #require(timeline.unplacedGroups.first)
    expectEqual(timeline.unplacedGroups.count, 1)
    expectEqual(group.text, "BECMG 1015/1 017 27005KT BKN035 FEW040TCU")
    // The window is there, cut short (`1015/1`): a time that does not decode (issue 29, pattern 6).
    expectEqual(group.reason, .timeInvalid)
    expectEqual(group.offset.map { $0 < (taf.warnings.first?.offset ?? 0) }, true)
    #expect(timeline.rows.allSatisfy { $0.unplacedGroups == [group] })
    // Its wind (270°) prevails on no row.
    #expect(timeline.rows.allSatisfy { $0.wind?.degrees != 270 })
  }

  /// Without the warnings that locate it (a TAF changed in code), the group is still noted, with
  /// its kind for a label and no text.
  @Test func aGroupTheTextDoesNotLocate() throws {
    var (_, edited) = try Self.grandRapids()
    edited.warnings = []
    let timeline = try Self.timeline(edited)
    let group = try #require(timeline.unplacedGroups.first)
    #expect(group.text == nil && group.offset == nil)
    expectEqual(group.reason, .timeMissing)
    expectEqual(group.label, "PROB30")
    expectEqual(group.description, "PROB30 (written without its time)")
  }

  /// Every corpus TAF: the timeline notes exactly the change groups without a time (and those
  /// after an `FM` without one); only SBBV has one.
  @Test func corpusTimelinesNoteOnlyTheGroupsWithoutATime() throws {
    var noted: [String] = []
    for line in try Fixture.lines("taf_corpus.txt") {
      guard let taf = try? TAF(line),
        let timeline = ForecastTimeline(taf: taf, referenceDate: Self.reference, sunTransitions: [])
      else { continue }
      let untimed = taf.forecasts.indices.filter { taf.forecasts[$0].kind != .base && taf.forecasts[$0].from == nil }
      #expect(timeline.unplacedGroups.filter { $0.reason != .followsUnplacedFrom }.map(\.index) == untimed, "\(line)")
      #expect(timeline.rows.allSatisfy { $0.unplacedGroups == timeline.unplacedGroups })
      if !timeline.unplacedGroups.isEmpty { noted.append(taf.station) }
    }
    expectEqual(noted, ["SBBV"])
  }

  // MARK: - Record, text and picture

  @Test func theRecordWritesTheNotesAndReadsThemBack() throws {
    let (original, edited) = try Self.grandRapids()
    let timeline = try Self.timeline(edited, sun: true)
    let record = TimelineRecord(taf: edited, timeline: timeline, referenceDate: Self.reference, line: 1)
    expectEqual(record.unplacedGroups, timeline.unplacedGroups)
    var written: [UInt8] = []
    #expect(record.writeJSON(into: &written))
    // The Codable form, member for member, and read back the same.
    try expectEqual(canonicalJSON(Data(written)), canonicalJSON(JSONEncoder().encode(record)))
    try expectEqual(JSONDecoder().decode(TimelineRecord.self, from: Data(written)), record)

    let object = try #require(try JSONSerialization.jsonObject(with: Data(written)) as? [String: Any])
    let groups = try #require(object["unplacedGroups"] as? [[String: Any]])
    expectEqual(groups.count, 1)
    #expect(groups[0]["text"] as? String == "PROB30 2SM TSRA BKN040CB")
    #expect(groups[0]["reason"] as? String == "timeMissing")
    #expect(groups[0]["kind"] as? String == "PROB" && groups[0]["probability"] as? Int == 30)
    let rows = try #require(object["rows"] as? [[String: Any]])
    #expect(!rows.isEmpty)
    for row in rows {
      let notes = try #require(row["unplacedGroups"] as? [[String: Any]])
      expectEqual(notes.map { $0["text"] as? String }, ["PROB30 2SM TSRA BKN040CB"])
    }
    // The members are those of the schema's `unplacedGroup`, its required ones present, the
    // reason one of its values (Scripts/check-record-schema.sh validates whole records).
    let schema = try #require(
      try JSONSerialization.jsonObject(with: Data(RecordFormat.jsonSchema.utf8)) as? [String: Any])
    let defs = try #require(schema["$defs"] as? [String: Any])
    let definition = try #require(defs["unplacedGroup"] as? [String: Any])
    let properties = try #require(definition["properties"] as? [String: Any])
    let required = try #require(definition["required"] as? [String])
    let reasons = try #require((properties["reason"] as? [String: Any])?["enum"] as? [String])
    for group in groups + rows.flatMap({ ($0["unplacedGroups"] as? [[String: Any]]) ?? [] }) {
      #expect(Set(group.keys).isSubset(of: properties.keys))
      #expect(Set(required).isSubset(of: group.keys))
      #expect(reasons.contains(group["reason"] as? String ?? ""))
    }
    let timelineProperties = try #require(
      ((defs["timelineRecord"] as? [String: Any])?["properties"] as? [String: Any]))
    let rowProperties = try #require(((defs["row"] as? [String: Any])?["properties"] as? [String: Any]))
    #expect(timelineProperties["unplacedGroups"] != nil && rowProperties["unplacedGroups"] != nil)

    // Without such a group, no `unplacedGroups` member at all.
    let clean = TimelineRecord(
      taf: original, timeline: try Self.timeline(original, sun: true), referenceDate: Self.reference, line: 1)
    var cleanJSON: [UInt8] = []
    #expect(clean.writeJSON(into: &cleanJSON))
    #expect(!String(decoding: cleanJSON, as: UTF8.self).contains("unplacedGroups"))
  }

  /// A timeline encoded and decoded keeps its notes; one encoded without them (as before they
  /// existed) has the same members as before and decodes with none.
  @Test func theTimelineCodableFormKeepsTheNotes() throws {
    let (original, edited) = try Self.grandRapids()
    let timeline = try Self.timeline(edited, sun: true)
    let data = try JSONEncoder().encode(timeline)
    try expectEqual(JSONDecoder().decode(ForecastTimeline.self, from: data), timeline)
    let plain = try Self.timeline(original, sun: true)
    let plainObject = try #require(
      try JSONSerialization.jsonObject(with: JSONEncoder().encode(plain)) as? [String: Any])
    expectEqual(Set(plainObject.keys), ["station", "start", "end", "rows"])
    try expectEqual(JSONDecoder().decode(ForecastTimeline.self, from: JSONEncoder().encode(plain)), plain)
  }

  @Test func thePlainTextNamesTheGroupOnceAndOnEveryRow() throws {
    let (_, edited) = try Self.grandRapids()
    let timeline = try Self.timeline(edited, sun: true)
    let lines = timeline.describe(in: nil).split(separator: "\n").map(String.init)
    expectEqual(lines.filter { $0.hasPrefix("  Not placed") }, [
        "  Not placed  PROB30 2SM TSRA BKN040CB (written without its time)"
      ])
    let forecastRows = timeline.rows.filter { !$0.isSunEvent }.count
    expectEqual(lines.filter { $0 == "    time unknown, may apply: PROB30 2SM TSRA BKN040CB" }.count, forecastRows)
  }

  @Test func thePictureNamesTheGroup() throws {
    let (original, edited) = try Self.corpusTAF(
      "TAF LFLL 072300Z 0800/0906", replacing: "PROB40 TEMPO 0808/0815", with: "PROB40 TEMPO 0808/0835")
    let timeline = try #require(
      ForecastTimeline(taf: edited, referenceDate: utc(2026, 1, 7, 23), latitude: 45.73, longitude: 5.08))
    let svg = timeline.svg()
    let document = try #require(SVGDocument(svg))
    let note = "PROB40 TEMPO 0808/0835 4000 RA BKN012 (its time does not decode)"
    #expect(
      document.desc.hasSuffix(
        "1 change group could not be placed in time and may apply at any time: \(note)."))
    #expect(document.texts.contains("1 change group could not be placed in time and may apply at any time"))
    #expect(document.texts.contains(note))
    expectEqual(document.groupChildren["unplaced"], 2)
    // The picture of the TAF as sent has no such note (the golden snapshot is that picture).
    let plain = try #require(
      ForecastTimeline(taf: original, referenceDate: utc(2026, 1, 7, 23), latitude: 45.73, longitude: 5.08))
    #expect(!plain.svg().contains("could not be placed"))
    expectNil(SVGDocument(plain.svg())?.groupChildren["unplaced"])
  }
}
