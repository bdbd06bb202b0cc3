import Foundation
import TestSupport
import Testing

@testable import AviationWeather

/// The described record types (`_DescribedRecord`) on the groups of real reports: the fast
/// writer, `Codable` (both ways) and the schema all read one description, so they must agree
/// byte for byte and member for member.
@Suite struct RecordDescriptionTests {
  /// The groups of the reports of the METAR corpus (and of the curated and worst reports) and
  /// of the TAF corpus, one list per described type.
  struct Groups {
    var sky: [SkyCondition] = []
    var runwayStates: [RunwayState] = []
    var seaStates: [SeaState] = []
    var rainfall: [Rainfall] = []
    var cloudLocations: [CloudLocation] = []
    var weatherLocations: [WeatherLocation] = []
    var colorStates: [ColorState] = []
    var trends: [Trend] = []
    var unparsed: [UnparsedToken] = []
    var repaired: [RepairedToken] = []
    var runwayVisualRanges: [RunwayVisualRange] = []
    var icing: [IcingForecast] = []
    var turbulence: [TurbulenceForecast] = []
    var temperatures: [TemperatureForecast] = []
    var visibilities: [Visibility] = []
    var warnings: [DecodeWarning] = []
    /// A METAR's, its trends' and a TAF forecast's.
    var conditions: [WeatherConditions] = []
  }

  static func corpusGroups() throws -> Groups { try decodedCorpusGroups.get() }

  /// ``corpusGroups()``, decoded once for every test that asks (the corpora take seconds to
  /// decode in a debug build).
  private static let decodedCorpusGroups = Result { try decodeCorpusGroups() }

  private static func decodeCorpusGroups() throws -> Groups {
    var groups = Groups()
    let lines =
      try Fixture.lines("metar_corpus.txt") + Fixture.lines("metar_curated.txt")
      + Fixture.lines("metar_worst.txt")
    for line in lines {
      guard let metar = try? METAR(line) else { continue }
      groups.sky += metar.conditions.sky
      groups.runwayStates += metar.runwayStates
      if let sea = metar.seaState { groups.seaStates.append(sea) }
      if let rainfall = metar.rainfall { groups.rainfall.append(rainfall) }
      groups.cloudLocations += metar.cloudLocations
      groups.weatherLocations += metar.weatherLocations
      groups.colorStates += metar.colorStates
      groups.trends += metar.trends
      groups.unparsed += metar.unparsed
      groups.repaired += metar.repaired
      groups.runwayVisualRanges += metar.runwayVisualRanges
      groups.visibilities += [metar.conditions.visibility, metar.conditions.minimumVisibility].compactMap { $0 }
      groups.warnings += metar.warnings
      groups.conditions += [metar.conditions] + metar.trends.map(\.conditions)
    }
    for line in try Fixture.lines("taf_corpus.txt") {
      guard let taf = try? TAF(line) else { continue }
      groups.temperatures += taf.temperatures
      groups.unparsed += taf.unparsed
      groups.warnings += taf.warnings
      for forecast in taf.forecasts {
        groups.conditions.append(forecast.conditions)
        groups.icing += forecast.icing
        groups.turbulence += forecast.turbulence
      }
    }
    return groups
  }

  /// The fast writer's bytes for `value`.
  static func written<T: _DescribedRecord>(_ value: T) -> [UInt8] {
    var bytes: [UInt8] = []
    _ = _JSONWriter.append(to: &bytes, capacity: 64) { T._writeRecord(value, to: &$0) }
    return bytes
  }

  /// Checks the values of `values` (at least `minimum` of them): the fast writer writes what
  /// `JSONEncoder` writes (the same members and values); decoding gives the value back; every member written
  /// is in the schema, and every member the schema requires is written. Every value, or every
  /// `every`th when there are more than 500 (every value with `AVIATIONWEATHER_FULL_CORPUS=1`:
  /// CorpusSweep).
  static func check<T: _DescribedRecord & Equatable>(_ all: [T], atLeast minimum: Int, every stride: Int = 1) throws {
    #expect(all.count >= minimum, "\(T.self): \(all.count) values in the corpus")
    let values = all.count <= 500 ? all : all.indices.filter { CorpusSweep.includes($0, every: stride) }.map { all[$0] }
    let encoder = JSONEncoder()
    encoder.outputFormatting = .withoutEscapingSlashes
    guard case .object(let schema) = T._schemaObject,
      case .object(let properties)? = schema.first(where: { $0.0 == "properties" })?.1
    else {
      Issue.record("\(T.self): the schema is not an object with properties")
      return
    }
    var required: [String] = []
    if case .array(let names)? = schema.first(where: { $0.0 == "required" })?.1 {
      for case .string(let name) in names { required.append(name) }
    }
    let described = Set(properties.map(\.0))
    for value in values {
      let bytes = written(value)
      let encoded = try encoder.encode(value)
      // `JSONEncoder` here keeps no key order: compared as canonical JSON.
      #expect(try canonicalJSON(Data(bytes)) == canonicalJSON(encoded), "\(T.self): \(String(decoding: bytes, as: UTF8.self))")
      #expect(try JSONDecoder().decode(T.self, from: Data(bytes)) == value)
      let object = try #require(try JSONSerialization.jsonObject(with: Data(bytes)) as? [String: Any])
      #expect(Set(object.keys).isSubset(of: described), "\(T.self): \(object.keys.sorted())")
      #expect(Set(required).isSubset(of: Set(object.keys)), "\(T.self): \(object.keys.sorted())")
    }
  }

  /// Every group of the corpus, the curated and the worst METARs and the TAF corpus (every
  /// 31st of a kind with more than 500 in the README's debug run, all of them with
  /// `AVIATIONWEATHER_FULL_CORPUS=1`: CorpusSweep, CI's sweep stage).
  @Test func describedGroupsWriteTheirCodableFormAndSchema() throws {
    let groups = try Self.corpusGroups()
    try Self.check(groups.sky, atLeast: 1000, every: 31)
    try Self.check(groups.runwayStates, atLeast: 1, every: 31)
    try Self.check(groups.seaStates, atLeast: 1, every: 31)
    try Self.check(groups.rainfall, atLeast: 1, every: 31)
    try Self.check(groups.cloudLocations, atLeast: 1, every: 31)
    try Self.check(groups.weatherLocations, atLeast: 1, every: 31)
    try Self.check(groups.colorStates, atLeast: 1, every: 31)
    try Self.check(groups.trends, atLeast: 100, every: 31)
    try Self.check(groups.unparsed, atLeast: 10, every: 31)
    try Self.check(groups.repaired, atLeast: 1, every: 31)
    try Self.check(groups.runwayVisualRanges, atLeast: 100, every: 31)
    try Self.check(groups.icing, atLeast: 1, every: 31)
    try Self.check(groups.turbulence, atLeast: 1, every: 31)
    try Self.check(groups.temperatures, atLeast: 100, every: 31)
    try Self.check(groups.visibilities, atLeast: 1000, every: 31)
    try Self.check(groups.warnings, atLeast: 10, every: 31)
    try Self.check(groups.conditions, atLeast: 10_000, every: 31)
    // Every shape of the conditions: wind shear, CAVOK, NSW, a missing weather group.
    #expect(groups.conditions.contains { !$0.windShear.isEmpty })
    #expect(groups.conditions.contains { $0.isCAVOK } && groups.conditions.contains { $0.isNoSignificantWeather })
    #expect(groups.conditions.contains { $0.weather.contains { $0.isMissing } })
  }

  /// The top levels on real reports: every curated and worst METAR, every 120th of the METAR
  /// corpus and every 48th TAF in the README's debug run (every 10th and every 8th with
  /// `AVIATIONWEATHER_FULL_CORPUS=1`: CorpusSweep, CI's sweep stage), with and without resolved
  /// dates.
  @Test func describedReportsWriteTheirCodableFormAndSchema() throws {
    let reference = try #require(ISO8601DateFormatter().date(from: "2026-11-20T00:00:00Z"))
    var metars: [METAR] = []
    let corpus = try CorpusSweep.lines("metar_corpus.txt", every: 120, fullEvery: 10)
    let metarLines = try Fixture.lines("metar_curated.txt") + Fixture.lines("metar_worst.txt") + corpus.lines
    for (index, line) in metarLines.enumerated() {
      guard var metar = try? METAR(line) else { continue }
      if index.isMultiple(of: 2) { metar.resolveDates(relativeTo: reference) }
      metars.append(metar)
    }
    var tafs: [TAF] = []
    let tafCorpus = try CorpusSweep.lines("taf_corpus.txt", every: 48, fullEvery: 8)
    for (index, line) in tafCorpus.lines.enumerated() {
      guard var taf = try? TAF(line) else { continue }
      if index.isMultiple(of: 2) { taf.resolveDates(relativeTo: reference) }
      tafs.append(taf)
    }
    #expect(metars.contains { !$0.holdsOnlyCommonGroups } && metars.contains { $0.isAutomated })
    #expect(tafs.contains { $0.validFrom != nil } && tafs.contains { $0.validFrom == nil })
    // Nearly every sampled report decodes (4,000 of the 4,871 every 10th; 250 of the 310 every 8th TAF).
    try Self.check(metars, atLeast: 4000 * corpus.count / 4871)
    try Self.check(tafs, atLeast: 250 * tafCorpus.count / 310)
    // `writeJSON` (the fast writer, as `wxparse --json` writes) reads back through `Codable` as
    // the TAF it wrote, and places each forecast group where `dates(of:)` does (`check` compares
    // its bytes with `Codable`'s).
    var placed = 0
    for taf in tafs {
      var fast: [UInt8] = []
      #expect(taf.writeJSON(into: &fast))
      #expect(try JSONDecoder().decode(TAF.self, from: Data(fast)) == taf, "\(taf.raw)")
      let object = try #require(try JSONSerialization.jsonObject(with: Data(fast)) as? [String: Any])
      let forecasts = try #require(object["forecasts"] as? [[String: Any]])
      #expect(forecasts.count == taf.forecasts.count)
      for (record, forecast) in zip(forecasts, taf.forecasts) {
        let dates = taf.dates(of: forecast)
        #expect(record["validFrom"] as? String == dates.flatMap { _formatISO8601($0.from) }, "\(taf.raw)")
        #expect(record["validTo"] as? String == dates?.to.flatMap(_formatISO8601), "\(taf.raw)")
        if dates != nil { placed += 1 }
      }
    }
    #expect(placed >= tafs.count)
  }

  /// A sink that writes as the fast writer does, but visits the members of every `block`
  /// (`literals` counts them) instead of writing its literal when `usesLiterals` is false.
  struct BlockCheckSink<Root>: _RecordSink {
    var inner: _JSONRecordSink<Root>
    var usesLiterals: Bool
    var literals: [String] = []

    mutating func field<V: _RecordValue>(_ name: StaticString, _ path: WritableKeyPath<Root, V>, schema: @autoclosure () -> _JSONValue?) {
      inner.field(name, path, schema: schema())
    }
    mutating func optional<V: _RecordValue>(_ name: StaticString, _ path: WritableKeyPath<Root, V?>, schema: @autoclosure () -> _JSONValue?) {
      inner.optional(name, path, schema: schema())
    }
    mutating func array<C: _RecordArray>(_ name: StaticString, _ path: WritableKeyPath<Root, C>, schema: @autoclosure () -> _JSONValue?) {
      inner.array(name, path, schema: schema())
    }
    mutating func constant(_ name: StaticString, _ value: StaticString) { inner.constant(name, value) }
    mutating func schemaVersion() { inner.schemaVersion() }
    mutating func derived<V: _RecordValue>(_ name: StaticString, _ value: (inout Root) -> V?, schema: @autoclosure () -> _JSONValue) {
      inner.derived(name, value, schema: schema())
    }
    mutating func instant(_ name: StaticString, _ path: WritableKeyPath<Root, Double?>) { inner.instant(name, path) }
    mutating func block(_ literal: StaticString, isDefault: (inout Root) -> Bool) -> Bool {
      literals.append(literal.description)
      return usesLiterals ? inner.block(literal, isDefault: isDefault) : true
    }
  }

  /// The record of `value` with each block's literal, or with its members visited.
  static func written<T: _DescribedRecord>(_ value: T, usesLiterals: Bool) -> (bytes: [UInt8], literals: [String]) {
    var bytes: [UInt8] = []
    var literals: [String] = []
    _ = _JSONWriter.append(to: &bytes, capacity: 64) { writer in
      withUnsafePointer(to: value) { root in
        var sink = BlockCheckSink(
          inner: _JSONRecordSink(root: UnsafeMutablePointer(mutating: root), writer: writer), usesLiterals: usesLiterals)
        sink.inner.writer.beginObject()
        T._describeRecord(into: &sink)
        sink.inner.writer.endObject()
        writer = sink.inner.writer
        literals = sink.literals
      }
    }
    return (bytes, literals)
  }

  /// Each block's literal is what its members write when they hold their defaults (a report
  /// with none of the rarer groups, not automated, not corrected, not NIL): the record is the
  /// same byte for byte with the literals and with the members, and it is what `writeJSON`
  /// writes.
  @Test func blockLiteralsAreWhatTheirMembersWrite() throws {
    let metar = try METAR("METAR KJFK 221651Z 31012KT 10SM FEW250 21/08 A3012")
    let withLiterals = Self.written(metar, usesLiterals: true)
    let withMembers = Self.written(metar, usesLiterals: false)
    #expect(withLiterals.literals.count == 4)
    #expect(String(decoding: withLiterals.bytes, as: UTF8.self) == String(decoding: withMembers.bytes, as: UTF8.self))
    var fast: [UInt8] = []
    #expect(metar.writeJSON(into: &fast))
    #expect(fast == withLiterals.bytes)
    // The literals are used: a report that holds a rarer group is written through its members.
    let rare = try METAR("METAR EDDF 221650Z 24008KT 9999 FEW030 12/05 Q1012 R25R/290095")
    #expect(!rare.holdsOnlyCommonGroups)
    #expect(Self.written(rare, usesLiterals: true).bytes == Self.written(rare, usesLiterals: false).bytes)
  }

  /// The schema's members come from the description, in its order (the order the writer and
  /// `Codable` write them).
  @Test func schemaMembersFollowTheDescriptionOrder() throws {
    guard case .object(let schema) = SkyCondition._schemaObject,
      case .object(let properties)? = schema.first(where: { $0.0 == "properties" })?.1
    else {
      Issue.record("no properties")
      return
    }
    #expect(properties.map(\.0) == ["cover", "heightFeet", "cloudType"])
    let sky = SkyCondition(cover: .broken, heightFeet: 2500, cloudType: .cumulonimbus)
    #expect(String(decoding: Self.written(sky), as: UTF8.self) == #"{"cover":"BKN","heightFeet":2500,"cloudType":"CB"}"#)
  }

  /// A constant member (rainfall's unit) is written, may be absent when read (records before
  /// schema version 1), and is refused when it says anything else.
  @Test func constantMembersAreCheckedWhenRead() throws {
    let rainfall = Rainfall(lastTenMinutes: 0.2, sinceNineAM: 12.4)
    #expect(String(decoding: Self.written(rainfall), as: UTF8.self) == #"{"lastTenMinutes":0.2,"sinceNineAM":12.4,"unit":"mm"}"#)
    let old = try JSONDecoder().decode(Rainfall.self, from: Data(#"{"lastTenMinutes":0.2,"sinceNineAM":12.4}"#.utf8))
    #expect(old == rainfall)
    let inches = Data(#"{"lastTenMinutes":0.2,"unit":"in"}"#.utf8)
    #expect(throws: DecodingError.self) { try JSONDecoder().decode(Rainfall.self, from: inches) }
  }

  /// A decoding error in one member (a cover code no report has) is thrown, not swallowed.
  @Test func decodingErrorsAreThrown() throws {
    let bad = Data(#"{"cover":"XYZ","heightFeet":2500}"#.utf8)
    #expect(throws: DecodingError.self) { try JSONDecoder().decode(SkyCondition.self, from: bad) }
    let missing = Data(#"{"heightFeet":2500}"#.utf8)
    #expect(throws: DecodingError.self) { try JSONDecoder().decode(SkyCondition.self, from: missing) }
  }
}
