import AviationWeather
import Foundation
import TestSupport
import Testing

@testable import wxparse

/// The library's record writer (`METAR.writeJSON(into:)`, `TAF.writeJSON(into:)`, the timeline
/// and error records) writes each record's `Codable` form: the same members and values as
/// `JSONEncoder` gives (compared with keys sorted: Foundation's encoder does not keep their
/// order on every platform).
@Suite struct HandWrittenJSONTests {
  /// Compares both writers on every line of `fixture` that decodes as a METAR (lenient, as
  /// wxparse decodes by default); returns how many were compared.
  static func compareAll(_ fixture: String) throws -> Int {
    try compare(Fixture.lines(fixture))
  }

  /// Compares both writers on each of `lines` that decodes as a METAR.
  static func compare(_ lines: [String]) throws -> Int {
    var handWritten: [UInt8] = []
    var compared = 0
    var mismatches: [String] = []
    // The allocation-free form (into lent memory, as wxparse writes) must give the same bytes.
    let lent = UnsafeMutableRawBufferPointer.allocate(byteCount: 1 << 16, alignment: 1)
    defer { lent.deallocate() }
    var lentMismatches = 0
    for line in lines {
      guard let metar = try? METAR(line, options: .lenient) else { continue }
      let codable = try canonicalJSON(JSONEncoder().encode(metar))
      handWritten.removeAll(keepingCapacity: true)
      #expect(metar.writeJSON(into: &handWritten))
      compared += 1
      if let written = metar.writeJSON(into: lent), Array(lent[0..<written]) == handWritten {
      } else {
        lentMismatches += 1
      }
      if try canonicalJSON(Data(handWritten)) != codable, mismatches.count < 5 {
        mismatches.append(
          "\(line)\n codable: \(codable)\n written: \(String(decoding: handWritten, as: UTF8.self))"
        )
      }
    }
    #expect(mismatches.isEmpty, "\(mismatches.joined(separator: "\n"))")
    #expect(lentMismatches == 0)
    return compared
  }

  /// Every corpus METAR (every 30th unless `AVIATIONWEATHER_FULL_CORPUS=1`: CorpusSweep).
  @Test func everyCorpusMETARIsByteIdentical() throws {
    let sample = try CorpusSweep.lines("metar_corpus.txt", every: CorpusSweep.metarStride * 3)
    let compared = try Self.compare(sample.lines)
    // The corpus holds 48,701 reports; nearly all decode in lenient mode.
    #expect(compared > sample.atLeast(48_000))
  }

  @Test func everyCuratedMETARIsByteIdentical() throws {
    // `tag<TAB>report` lines; `#` lines are comments.
    let reports = try Fixture.lines("metar_curated.txt")
      .filter { !$0.hasPrefix("#") }
      .compactMap { $0.split(separator: "\t", maxSplits: 1).last.map(String.init) }
    let compared = try Self.compare(reports)
    #expect(compared > 100)
  }

  @Test func snapshotAndMixedFixturesAreByteIdentical() throws {
    #expect(try Self.compareAll("wxparse_snapshot_metars.txt") > 0)
    #expect(try Self.compareAll("wxparse_mixed_taf_metar.txt") > 0)
  }

  /// Bad input (synthetic bytes): quotes, backslashes, tabs and other control bytes in
  /// unparsed tokens are escaped exactly as the Codable path escapes them.
  @Test func escapedStringsAreByteIdentical() throws {
    let report = "METAR KXYZ 221651Z 00000KT 10SM CLR 20/10 A3000 A\"B C\\D E\u{01}F G\u{7F}H \u{E9}T\u{E9}"
    let metar = try METAR(report, options: .lenient)
    #expect(!metar.unparsed.isEmpty)
    var handWritten: [UInt8] = []
    #expect(metar.writeJSON(into: &handWritten))
    #expect(try canonicalJSON(Data(handWritten)) == canonicalJSON(JSONEncoder().encode(metar)))
    #expect(String(decoding: handWritten, as: UTF8.self).contains(#"A\"B"#))
    #expect(String(decoding: handWritten, as: UTF8.self).contains(#"E\u0001F"#))
  }

  /// A value JSON cannot hold (a non-finite number, only possible when built by hand) makes
  /// the writer report failure and leave the buffer as it was.
  @Test func nonFiniteNumberLeavesTheBufferUntouched() throws {
    var metar = try METAR("METAR KXYZ 221651Z 00000KT 10SM CLR 20/10 A3000", options: .lenient)
    metar.temperature = Temperature(.nan, .celsius)
    var buffer: [UInt8] = Array("prefix".utf8)
    #expect(!metar.writeJSON(into: &buffer))
    #expect(buffer == Array("prefix".utf8))
  }

  /// Into lent memory: a record that fits exactly is written; one byte less is `nil` (the
  /// caller then gives more room), and so is a value JSON cannot hold.
  @Test func lentMemoryTooSmallOrNonFiniteIsNil() throws {
    var metar = try METAR("KORL 221853Z 03010KT 10SM FEW040 27/16 A3004 RMK AO2 SLP175 T02670156")
    var expected: [UInt8] = []
    #expect(metar.writeJSON(into: &expected))
    let lent = UnsafeMutableRawBufferPointer.allocate(byteCount: expected.count, alignment: 1)
    defer { lent.deallocate() }
    #expect(metar.writeJSON(into: lent) == expected.count)
    #expect(Array(lent) == expected)
    #expect(metar.writeJSON(into: UnsafeMutableRawBufferPointer(rebasing: lent.dropLast())) == nil)
    #expect(metar.writeJSON(into: UnsafeMutableRawBufferPointer(rebasing: lent.prefix(10))) == nil)
    // The fuzzer's find: a record whose last value needs less room than the writer asks for.
    let tight = try METAR("MMMD 221845Z 11004KT 7SM BKN020 29/17 A2999 RMK 8/100 SC")
    var tightExpected: [UInt8] = []
    #expect(tight.writeJSON(into: &tightExpected))
    let exact = UnsafeMutableRawBufferPointer.allocate(byteCount: tightExpected.count, alignment: 1)
    defer { exact.deallocate() }
    #expect(tight.writeJSON(into: exact) == tightExpected.count)
    #expect(Array(exact) == tightExpected)
    metar.temperature = Temperature(.infinity, .celsius)
    #expect(metar.writeJSON(into: lent) == nil)
  }

  /// Every field of every type set at once (values built by hand on a real corpus report, to
  /// reach fields the corpus may never fill): still byte-identical, so no field is missed.
  @Test func everyFieldSetIsByteIdentical() throws {
    var metar = try METAR("AGGA 220200Z 36012KT 9999 TS FEW017 FEW018CB SCT030 BKN110 28/23 Q1007")
    let time = Remarks.Time(hour: 12, minute: 5)
    var wind = Wind(
      direction: .variable, speed: Speed(3.5, .metersPerSecond), gust: Speed(12, .knots), speedExceedsValue: true,
      variableSector: Wind.VariableSector(from: 350, to: 40))
    wind.isEstimated = true
    metar.conditions.wind?.direction = .missing
    metar.conditions.minimumVisibility = Visibility(
      distance: Distance(1.25, .statuteMiles), qualifier: .lessThan, direction: .northEast)
    metar.conditions.windShear = [
      WindShear(location: .allRunways), WindShear(location: .runway("27L")),
      WindShear(location: .aloft(heightFeet: 2000, wind: wind)),
    ]
    metar.conditions.isNoSignificantWeather = true
    metar.conditions.sky.append(SkyCondition(cover: .overcast, heightFeet: 900, cloudType: .toweringCumulus))
    metar.qfe = Pressure(1003.5, .hectopascals)
    metar.altimeter = Pressure(29.92, .inchesOfMercury)
    metar.runwayVisualRanges = [
      RunwayVisualRange(
        runway: "09", visualRange: RunwayVisualRange.Value(distance: Distance(600, .meters), qualifier: .lessThan),
        variableMaximum: RunwayVisualRange.Value(distance: Distance(1200, .feet)), tendency: .increasing)
    ]
    metar.runwayStates = [
      RunwayState(runway: "88", deposit: 4, extent: 9, depth: 12, friction: 95, isCleared: true, isClosedBySnow: true)
    ]
    metar.seaState = SeaState(surfaceTemperature: Temperature(-1.5, .celsius), stateOfSea: 3, waveHeightDecimeters: 17)
    metar.rainfall = Rainfall(lastTenMinutes: 0.2, sinceNineAM: 13.7)
    metar.reportedHumidity = 78
    metar.cloudLocations = [CloudLocation(cloudType: .cumulonimbus, directions: ["N", "SE"], weatherCode: "TS")]
    metar.weatherLocations = [
      WeatherLocation(phenomenon: "PCPN", directions: ["N", "W"]),
      WeatherLocation(
        phenomenon: "FU", weather: WeatherGroup(phenomena: [.smoke]), directions: ["ALL"],
        distance: Distance(4, .kilometers)),
    ]
    metar.cloudTypes = [Remarks.CloudTypeAmount(type: "AC", oktas: 2, height: Distance(8000, .feet))]
    metar.conditions.sky.append(SkyCondition(cover: .few, heightFeet: 1000, cloudType: .stratus))
    metar.colorStates = [ColorState(code: "BLACK", isBlack: true)]
    var trendConditions = metar.conditions
    trendConditions.wind = wind
    metar.trends = [
      Trend(
        kind: .becoming, from: DayTime(day: nil, hour: 3, minute: 0), until: DayTime(day: 22, hour: 4, minute: 30),
        at: DayTime(day: nil, hour: 3, minute: 15), conditions: trendConditions)
    ]
    metar.trends[0].colorState = ColorState(code: "AMB")
    var remarks = Remarks(text: "AO2 \"x\"", undecoded: [UnparsedToken(text: "ZZZ", offset: 80)])
    remarks.stationType = .withPrecipitationDiscriminator
    remarks.seaLevelPressure = Pressure(1013.2, .hectopascals)
    remarks.preciseTemperature = Temperature(-0.6, .celsius)
    remarks.preciseDewPoint = Temperature(-2.2, .celsius)
    remarks.peakWind = Remarks.PeakWind(direction: 280, speed: Speed(32, .knots), time: time)
    remarks.windShift = Remarks.WindShift(time: Remarks.Time(hour: nil, minute: 40), isFrontalPassage: true)
    remarks.sixHourMaximumTemperature = Temperature(10.1, .celsius)
    remarks.sixHourMinimumTemperature = Temperature(-10.1, .celsius)
    remarks.twentyFourHourMaximumTemperature = Temperature(12, .celsius)
    remarks.twentyFourHourMinimumTemperature = Temperature(-12, .celsius)
    remarks.pressureTendency = Remarks.PressureTendency(character: .decreasingThenSteady, change: 1.3)
    remarks.rapidPressureChange = .fallingRapidly
    remarks.hourlyPrecipitation = Remarks.PrecipitationAmount(inches: 0)
    remarks.threeOrSixHourPrecipitation = Remarks.PrecipitationAmount(inches: nil)
    remarks.twentyFourHourPrecipitation = Remarks.PrecipitationAmount(inches: 1.27)
    remarks.snowDepth = Remarks.PrecipitationAmount(inches: 4)
    remarks.snowWaterEquivalent = Remarks.PrecipitationAmount(inches: 0.3)
    remarks.oneHourIceAccretion = Remarks.PrecipitationAmount(inches: 0.01)
    remarks.threeHourIceAccretion = Remarks.PrecipitationAmount(inches: 0.02)
    remarks.sixHourIceAccretion = Remarks.PrecipitationAmount(inches: 0.05)
    remarks.sensorOutages = Remarks.SensorOutages(rawValue: 0x0105)
    remarks.visibilitySensorLocation = "RWY06"
    remarks.ceilingSensorLocation = "RWY24"
    remarks.needsMaintenance = true
    remarks.weatherEvents = [
      Remarks.WeatherEvent(phenomenon: "RA", began: time, ended: Remarks.Time(hour: nil, minute: 59))
    ]
    remarks.lightning = [
      Remarks.Lightning(frequency: .frequent, types: Remarks.Lightning.Types(rawValue: 5), location: "VC")
    ]
    remarks.phenomenonLocations = [Remarks.PhenomenonLocation(phenomenon: "TS", location: "OHD", movement: "MOV E")]
    remarks.localWinds = [Remarks.LocalWind(location: "RWY27", wind: wind)]
    remarks.densityAltitude = Distance(5200, .feet)
    remarks.snowOnGroundCentimeters = 30
    remarks.variableVisibility = Remarks.VariableRange(
      minimum: Distance(0.5, .statuteMiles), maximum: Distance(2, .statuteMiles))
    remarks.variableCeiling = Remarks.VariableRange(minimum: Distance(500, .feet), maximum: Distance(900, .feet))
    remarks.towerVisibility = Visibility(distance: Distance(1.5, .statuteMiles), qualifier: .exactly, direction: nil)
    remarks.surfaceVisibility = Visibility(distance: nil, qualifier: .greaterThan, direction: .south)
    remarks.variableSky = Remarks.VariableSky(from: "BKN", to: "OVC", height: Distance(1500, .feet))
    remarks.snowIncrease = Remarks.SnowIncrease(pastHour: 2, onGround: 10)
    remarks.correctionTime = time
    remarks.indicators = Remarks.Indicators(rawValue: 3)
    remarks.cloudTypes = [Remarks.CloudTypeAmount(type: "SC", oktas: 3, height: Distance(2500, .feet))]
    remarks.cloudTypeCodes = Remarks.CloudTypeCodes(low: 5, middle: nil, high: 0)
    remarks.altimeter = Pressure(29.87, .inchesOfMercury)
    remarks.qfe = Remarks.StationPressure(millimetersOfMercury: 750, hectopascals: 1000)
    remarks.cloudBaseMeters = 450
    remarks.reportedHumidity = 93
    metar.remarks = remarks
    metar.unparsed = [UnparsedToken(text: "Q\\\t", offset: 70)]

    var handWritten: [UInt8] = []
    #expect(metar.writeJSON(into: &handWritten))
    #expect(try canonicalJSON(Data(handWritten)) == canonicalJSON(JSONEncoder().encode(metar)))
    let codable = String(decoding: handWritten, as: UTF8.self)
    // Sanity: the fields really are present.
    #expect(codable.contains(#""cloudBaseMeters":450,"reportedHumidity":93}"#))
    #expect(codable.contains(#""reportedHumidity":78,"cloudLocations""#))
    #expect(codable.contains(#""kind":"aloft""#))
  }

  /// Every TAF of the corpus (every 8th unless `AVIATIONWEATHER_FULL_CORPUS=1`:
  /// CorpusSweep), with its resolved dates: the TAF record as its Codable form.
  @Test func everyCorpusTAFIsTheCodableForm() throws {
    var differing: [String] = []
    var compared = 0
    let sample = try CorpusSweep.lines("taf_corpus.txt", every: CorpusSweep.tafStride * 2)
    for line in sample.lines {
      compared += 1
      var taf = try TAF(line, options: .lenient)
      taf.resolveDates(relativeTo: Date(timeIntervalSince1970: 1_795_478_400))  // 2026-11-24
      var written: [UInt8] = []
      #expect(taf.writeJSON(into: &written))
      if try canonicalJSON(Data(written)) != canonicalJSON(JSONEncoder().encode(taf)), differing.count < 3 {
        differing.append(line)
      }
    }
    #expect(compared == sample.count && sample.fullCount == 2480)
    #expect(differing.isEmpty, "\(differing)")
  }

  /// Timeline records of real TAFs (rows, overlays in progress and temporary, sunrise and
  /// sunset) and error records: each its Codable form.
  @Test func timelineAndErrorRecordsAreTheCodableForm() throws {
    let reference = Date(timeIntervalSince1970: 1_795_478_400)
    var compared = 0
    // The first 400 TAFs, every 8th of them unless `AVIATIONWEATHER_FULL_CORPUS=1` (CorpusSweep).
    let sample = CorpusSweep.sample(Array(try Fixture.lines("taf_corpus.txt").prefix(400)), every: 8)
    for line in sample.lines {
      let taf = try TAF(line, options: .lenient)
      let timeline = ForecastTimeline(taf: taf, referenceDate: reference, latitude: 64.2, longitude: -51.7)
      let record = TimelineRecord(taf: taf, timeline: timeline, referenceDate: reference, line: compared + 1)
      var written: [UInt8] = []
      #expect(record.writeJSON(into: &written))
      #expect(try canonicalJSON(Data(written)) == canonicalJSON(JSONEncoder().encode(record)), "\(line)")
      // Read back, the same record (sun rows are placed to the second, as the record holds them).
      #expect(try JSONDecoder().decode(TimelineRecord.self, from: Data(written)) == record)
      compared += 1
    }
    #expect(compared == sample.count && sample.count == (sample.isFull ? 400 : 50))
    for file in [nil, "in \"quotes\".txt"] {
      let error = ErrorRecord(
        file: file, line: 7, raw: "KXYZ 1234 \u{01}", error: "not a weather report", code: "notAWeatherReport",
        offset: 5)
      var written: [UInt8] = []
      error.writeJSON(into: &written)
      #expect(try canonicalJSON(Data(written)) == canonicalJSON(JSONEncoder().encode(error)))
      #expect(try JSONDecoder().decode(Record.self, from: Data(written)) == .error(error))
    }
  }
}
