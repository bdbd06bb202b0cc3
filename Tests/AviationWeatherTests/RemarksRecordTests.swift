import Foundation
import TestSupport
import Testing

@testable import AviationWeather

/// The remarks' record form, described once (`Remarks+Record.swift`): on the remarks of real
/// reports, the fast writer, `Codable` (both ways) and the schema agree, the blocks' literals are
/// what their members write, and the Arrow column is a struct of the described members.
@Suite struct RemarksRecordTests {
  /// The remarks of the METAR corpus, the curated and the worst METARs, and their groups.
  struct Groups {
    var remarks: [Remarks] = []
    var peakWinds: [Remarks.PeakWind] = []
    var windShifts: [Remarks.WindShift] = []
    var tendencies: [Remarks.PressureTendency] = []
    var amounts: [Remarks.PrecipitationAmount] = []
    var events: [Remarks.WeatherEvent] = []
    var lightning: [Remarks.Lightning] = []
    var locations: [Remarks.PhenomenonLocation] = []
    var localWinds: [Remarks.LocalWind] = []
    var ranges: [Remarks.VariableRange] = []
    var cloudTypes: [Remarks.CloudTypeAmount] = []
  }

  static func corpusGroups() throws -> Groups {
    var groups = Groups()
    let lines =
      try Fixture.lines("metar_corpus.txt") + Fixture.lines("metar_curated.txt") + Fixture.lines("metar_worst.txt")
    for line in lines {
      guard let metar = try? METAR(line) else { continue }
      groups.cloudTypes += metar.cloudTypes
      guard let r = metar.remarks else { continue }
      groups.remarks.append(r)
      groups.peakWinds += [r.peakWind].compactMap { $0 }
      groups.windShifts += [r.windShift].compactMap { $0 }
      groups.tendencies += [r.pressureTendency].compactMap { $0 }
      groups.amounts += [
        r.hourlyPrecipitation, r.threeOrSixHourPrecipitation, r.twentyFourHourPrecipitation, r.snowDepth,
        r.snowWaterEquivalent, r.oneHourIceAccretion, r.threeHourIceAccretion, r.sixHourIceAccretion,
      ].compactMap { $0 }
      groups.events += r.weatherEvents
      groups.lightning += r.lightning
      groups.locations += r.phenomenonLocations
      groups.localWinds += r.localWinds
      groups.ranges += [r.variableVisibility, r.variableCeiling].compactMap { $0 }
      groups.cloudTypes += r.cloudTypes
    }
    return groups
  }

  /// Every remarks of the corpora and every group in them (every 10th of a kind with more than
  /// 500, unless `AVIATIONWEATHER_FULL_CORPUS=1`).
  @Test func describedRemarksWriteTheirCodableFormAndSchema() throws {
    let groups = try Self.corpusGroups()
    try RecordDescriptionTests.check(groups.remarks, atLeast: 10_000, every: 10)
    try RecordDescriptionTests.check(groups.peakWinds, atLeast: 100, every: 10)
    try RecordDescriptionTests.check(groups.windShifts, atLeast: 10, every: 10)
    try RecordDescriptionTests.check(groups.tendencies, atLeast: 1000, every: 10)
    try RecordDescriptionTests.check(groups.amounts, atLeast: 1000, every: 10)
    try RecordDescriptionTests.check(groups.events, atLeast: 100, every: 10)
    try RecordDescriptionTests.check(groups.lightning, atLeast: 10, every: 10)
    try RecordDescriptionTests.check(groups.locations, atLeast: 100, every: 10)
    try RecordDescriptionTests.check(groups.localWinds, atLeast: 1, every: 10)
    try RecordDescriptionTests.check(groups.ranges, atLeast: 10, every: 10)
    try RecordDescriptionTests.check(groups.cloudTypes, atLeast: 100, every: 10)
    // Indeterminate amounts (`{}`) and hourless times are among them.
    #expect(groups.amounts.contains { $0.inches == nil })
    #expect(groups.events.contains { $0.began?.hour == nil || $0.ended?.hour == nil })
  }

  /// The blocks' literals are what their members write: remarks with neither events nor
  /// indicators write the same bytes through the literals and through the members; remarks
  /// with them do not use the literals.
  @Test func blockLiteralsAreWhatTheirMembersWrite() throws {
    let plain = try #require(try METAR("METAR KJFK 221651Z 31012KT 10SM FEW250 21/08 A3012 RMK AO2 SLP199 T02110083").remarks)
    let withLiterals = RecordDescriptionTests.written(plain, usesLiterals: true)
    let withMembers = RecordDescriptionTests.written(plain, usesLiterals: false)
    expectEqual(withLiterals.literals.count, 2)
    expectEqual(String(decoding: withLiterals.bytes, as: UTF8.self), String(decoding: withMembers.bytes, as: UTF8.self))
    expectEqual(withLiterals.bytes, RecordDescriptionTests.written(plain))
    let busy = try #require(
      try METAR("METAR KJFK 221651Z 31012KT 10SM FEW250 21/08 A3012 RMK AO2 RAB15E30 LTG DSNT W CB DSNT E VIRGA $").remarks)
    #expect(!busy.weatherEvents.isEmpty && !busy.lightning.isEmpty && busy.needsMaintenance)
    #expect(!busy.phenomenonLocations.isEmpty && busy.indicators.contains(.virga))
    expectEqual(RecordDescriptionTests.written(busy, usesLiterals: true).bytes, RecordDescriptionTests.written(busy, usesLiterals: false).bytes)
    let text = String(decoding: RecordDescriptionTests.written(busy), as: UTF8.self)
    #expect(text.contains(#""weatherEvents":[{"phenomenon":"RA","began":{"minute":15},"ended":{"minute":30}}]"#))
    #expect(text.contains(#""needsMaintenance":true"#) && text.contains(#""indicators":4"#))
  }

  /// The remarks' Arrow column is a struct of the described members: groups as structs, the
  /// lists of events as lists of structs, option sets and code figures as 64-bit integers; no
  /// member is JSON text.
  @Test func arrowColumnIsAStructOfTheDescribedMembers() throws {
    let column = try #require(_RemarksBox._arrowColumn(isNullable: true) as? _ArrowStructColumn)
    #expect(column.isNullable)
    var sink = _SchemaRecordSink<Remarks>()
    Remarks._describeRecord(into: &sink)
    expectEqual(column.names, sink.properties.map(\.0))
    func field(_ name: String) throws -> _ArrowColumn {
      try #require(column.names.firstIndex(of: name).map { column.fields[$0] })
    }
    try expectEqual(field("text").type, .utf8)
    #expect(try field("sensorOutages").type == .int64 && field("indicators").type == .int64)
    let peakWind = try #require(try field("peakWind") as? _ArrowStructColumn)
    expectEqual(peakWind.names, ["direction", "speed", "time"])
    expectEqual(peakWind.fields.map(\.type), [.int64, .structure, .structure])
    let events = try #require((try field("weatherEvents") as? _ArrowListColumn)?.element as? _ArrowStructColumn)
    expectEqual(events.names, ["phenomenon", "began", "ended"])
    let localWinds = try #require((try field("localWinds") as? _ArrowListColumn)?.element as? _ArrowStructColumn)
    expectEqual(localWinds.names, ["location", "wind"])
    expectEqual(localWinds.fields.map(\.type), [.utf8, .structure])
    let tendency = try #require(try field("pressureTendency") as? _ArrowStructColumn)
    expectEqual(tendency.fields.map(\.type), [.int64, .float64])
    // Every text column holds text, not a JSON object: the only text members are these.
    func textPaths(_ column: _ArrowColumn, _ path: String) -> [String] {
      if column.type == .utf8 { return [path] }
      return column.children.flatMap { textPaths($0.column, path + "." + $0.name) }
    }
    expectEqual(textPaths(column, "remarks").sorted(), [
        "remarks.ceilingSensorLocation", "remarks.cloudTypes.item.height.unit", "remarks.cloudTypes.item.type",
        "remarks.densityAltitude.unit", "remarks.lightning.item.frequency", "remarks.lightning.item.location",
        "remarks.localWinds.item.location", "remarks.localWinds.item.wind.gust.unit",
        "remarks.localWinds.item.wind.speed.unit", "remarks.peakWind.speed.unit",
        "remarks.phenomenonLocations.item.location", "remarks.phenomenonLocations.item.movement",
        "remarks.phenomenonLocations.item.phenomenon", "remarks.preciseDewPoint.unit",
        "remarks.preciseTemperature.unit", "remarks.rapidPressureChange", "remarks.seaLevelPressure.unit",
        "remarks.altimeter.unit", "remarks.sixHourMaximumTemperature.unit", "remarks.sixHourMinimumTemperature.unit",
        "remarks.stationType", "remarks.surfaceVisibility.direction", "remarks.surfaceVisibility.distance.unit",
        "remarks.surfaceVisibility.qualifier", "remarks.text", "remarks.towerVisibility.direction",
        "remarks.towerVisibility.distance.unit", "remarks.towerVisibility.qualifier",
        "remarks.twentyFourHourMaximumTemperature.unit", "remarks.twentyFourHourMinimumTemperature.unit",
        "remarks.undecoded.item.text", "remarks.variableCeiling.maximum.unit", "remarks.variableCeiling.minimum.unit",
        "remarks.variableSky.from", "remarks.variableSky.height.unit", "remarks.variableSky.to",
        "remarks.variableVisibility.maximum.unit", "remarks.variableVisibility.minimum.unit",
        "remarks.visibilitySensorLocation", "remarks.weatherEvents.item.phenomenon",
      ].sorted())
  }
}
