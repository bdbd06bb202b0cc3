import Foundation
import TestSupport
import Testing

@testable import AviationWeather

/// Issue 30: no trap on any public value. Every public initialiser of the library with a numeric
/// parameter is walked through that parameter's extremes (non-finite and huge `Double`s,
/// `Int.min`/`Int.max`), and what it makes is described, debug-described, described in each unit
/// system, formatted and sent through Codable. The list of initialisers is read from the sources,
/// so a new one fails ``everyNumericInitialiserIsWalked`` until it is walked here.
@Suite("Public extremes")
struct PublicExtremesTests {
  static let doubles: [Double] = [
    .nan, .infinity, -.infinity, .greatestFiniteMagnitude, -.greatestFiniteMagnitude, 1e300, -1e300,
    9.3e18, -9.3e18, .leastNonzeroMagnitude, -0.0, 0, 1,
  ]
  static let ints: [Int] = [.min, .max, .min + 1, .max - 1, -1, 0, 1]
  static let optionalInts: [Int?] = ints.map { $0 } + [nil]
  static let reference = Date(timeIntervalSince1970: 1_794_308_400)
  static let dates: [Date] = [
    reference, .distantPast, .distantFuture, Date(timeIntervalSince1970: .greatestFiniteMagnitude),
    Date(timeIntervalSince1970: -.greatestFiniteMagnitude), Date(timeIntervalSince1970: .nan),
  ]

  /// Every pair of a value of `doubles` and a date of `dates` when the sweeps run over everything
  /// (`AVIATIONWEATHER_FULL_CORPUS=1`, CI's sweep stage); every 5th pair otherwise, so that each
  /// value and each date still comes once or more (5 is prime to the 6 dates). A timeline's walk
  /// describes every row of each timeline it makes, the README's run's slowest test in a debug
  /// build when every pair is walked (four walks, about a minute).
  static let timelinePairs: [(Double, Date)] = doubles.flatMap { v in dates.map { (v, $0) } }.enumerated()
    .filter { CorpusSweep.includes($0.offset, every: 5) }.map { $0.element }

  /// Whether `text` shows a number in exponent notation (`1e+300`, `9.2e18`).
  static func hasExponent(_ text: String) -> Bool {
    let scalars = Array(text.unicodeScalars)
    for i in scalars.indices.dropFirst().dropLast() where scalars[i] == "e" || scalars[i] == "E" {
      let before = scalars[i - 1].properties.numericType != nil
      var j = i + 1
      if scalars[j] == "+" || scalars[j] == "-" { j += 1 }
      if before, j < scalars.count, scalars[j].properties.numericType != nil { return true }
    }
    return false
  }

  /// Everything a caller can ask of `value` without arguments of its own.
  static func exercise<T>(_ value: T, _ context: @autoclosure () -> String) {
    // Our own text only: a type without a description of its own is shown by Swift's reflection.
    var texts: [String] = []
    if let described = value as? any CustomStringConvertible { texts.append(described.description) }
    if let described = value as? any CustomDebugStringConvertible { texts.append(described.debugDescription) }
    if let describable = value as? any UnitSystemDescribable {
      for units in [nil, UnitSystem.metric, .imperial] { texts.append(describable.describe(in: units)) }
    }
    if let distance = value as? Distance {
      for units in [nil, UnitSystem.metric, .imperial] {
        texts.append(distance.describeHeight(in: units))
        texts.append(distance.describeVisibility(in: units))
      }
    }
    for text in texts {
      #expect(!hasExponent(text), "\(context()): \(text.prefix(200))")
    }
    if let codable = value as? any Codable { roundTrip(codable) }
  }

  /// Encodes and decodes `value` (either may throw on a non-finite number; neither may trap).
  static func roundTrip<V: Codable>(_ value: V) {
    for strategy in [JSONEncoder.DateEncodingStrategy.deferredToDate, .iso8601] {
      let encoder = JSONEncoder()
      encoder.dateEncodingStrategy = strategy
      if let data = try? encoder.encode(value) { _ = try? JSONDecoder().decode(V.self, from: data) }
    }
  }

  /// The initialisers walked, by file and labels, as ``numericInitialisers`` names them.
  static let walks: [String: @Sendable () -> Void] = [
    "Distance.swift init(_:_:)": {
      for v in doubles { for u in [DistanceUnit.meters, .feet, .kilometers, .statuteMiles] {
        let d = Distance(v, u)
        exercise(d, "Distance(\(v), \(u))")
        for t in [DistanceUnit.meters, .feet, .kilometers, .statuteMiles] { exercise(d.converted(to: t), "converted") }
        exercise(Visibility(distance: d), "Visibility(\(v) \(u))")
        exercise(RunwayVisualRange(runway: "27", visualRange: .init(distance: d)), "RVR \(v)")
        exercise(BoundingBox(around: 0, longitude: 0, radius: d), "BoundingBox radius \(v)")
      } }
    },
    "Speed.swift init(_:_:)": {
      for v in doubles { for u in [SpeedUnit.knots, .metersPerSecond, .kilometersPerHour, .milesPerHour] {
        let s = Speed(v, u)
        exercise(s, "Speed(\(v), \(u))")
        exercise(Wind(direction: .degrees(270), speed: s, gust: s), "Wind \(v)")
        for t in [SpeedUnit.knots, .metersPerSecond, .kilometersPerHour, .milesPerHour] { exercise(s.converted(to: t), "converted") }
      } }
    },
    "Pressure.swift init(_:_:)": {
      for v in doubles { for u in [PressureUnit.hectopascals, .inchesOfMercury] {
        let p = Pressure(v, u)
        exercise(p, "Pressure(\(v), \(u))")
        exercise(p.converted(to: u == .hectopascals ? .inchesOfMercury : .hectopascals), "converted")
      } }
    },
    "Temperature.swift init(_:_:)": {
      for v in doubles { for u in [TemperatureUnit.celsius, .fahrenheit] {
        let t = Temperature(v, u)
        exercise(t, "Temperature(\(v), \(u))")
        exercise(t.converted(to: u == .celsius ? .fahrenheit : .celsius), "converted")
        exercise(SeaState(surfaceTemperature: t, stateOfSea: 3), "SeaState \(v)")
      } }
    },
    "FlightCategory.swift init(ceilingFeet:visibility:isCAVOK:)": {
      for c in optionalInts { for v in doubles {
        exercise(FlightCategory(ceilingFeet: c, visibility: Visibility(distance: Distance(v, .statuteMiles))), "FlightCategory \(String(describing: c)) \(v)")
      } }
    },
    "DecodeError.swift init(code:token:offset:report:)": {
      for o in ints { exercise(DecodeError(code: .unexpectedToken, token: "1O", offset: o, report: "KJFK 1O SM"), "DecodeError offset \(o)") }
    },
    "DecodeWarning.swift init(code:token:offset:)": {
      for o in ints { exercise(DecodeWarning(code: .dewPointAboveTemperature, token: "10/12", offset: o), "DecodeWarning \(o)") }
    },
    "RepairedToken.swift init(text:offset:readAs:reason:)": {
      for o in ints { exercise(RepairedToken(text: "1O", offset: o, readAs: "10", reason: .letterForDigit), "RepairedToken \(o)") }
    },
    "UnparsedToken.swift init(text:offset:)": {
      for o in ints { exercise(UnparsedToken(text: "X", offset: o), "UnparsedToken \(o)") }
    },
    "PlainLanguage.swift init(text:offset:)": {
      for o in ints { exercise(PlainLanguage(text: "CB TO N", offset: o), "PlainLanguage \(o)") }
    },
    "BoundingBox.swift init(minLatitude:minLongitude:maxLatitude:maxLongitude:)": {
      for v in doubles { exercise(BoundingBox(minLatitude: v, minLongitude: -v, maxLatitude: v, maxLongitude: v), "BoundingBox \(v)") }
    },
    "BoundingBox.swift init(around:longitude:radius:)": {
      for v in doubles { exercise(BoundingBox(around: v, longitude: v, radius: Distance(50, .kilometers)), "BoundingBox around \(v)") }
    },
    "DayTime.swift init(day:hour:minute:)": {
      for d in optionalInts { for h in ints {
        let t = DayTime(day: d, hour: h, minute: h)
        exercise(t, "DayTime \(String(describing: d)) \(h)")
        _ = t.date(relativeTo: reference)
      } }
    },
    "IcingForecast.swift init(code:baseFeet:thicknessFeet:)": {
      for v in optionalInts { exercise(IcingForecast(code: v, baseFeet: v, thicknessFeet: v), "IcingForecast \(String(describing: v))") }
    },
    "TurbulenceForecast.swift init(code:baseFeet:thicknessFeet:)": {
      for v in optionalInts { exercise(TurbulenceForecast(code: v, baseFeet: v, thicknessFeet: v), "Turbulence \(String(describing: v))") }
    },
    "Rainfall.swift init(lastTenMinutes:sinceNineAM:)": {
      for v in doubles { exercise(Rainfall(lastTenMinutes: v, sinceNineAM: v), "Rainfall \(v)") }
    },
    "RunwayState.swift init(runway:deposit:extent:depth:friction:isCleared:isClosedBySnow:)": {
      for v in optionalInts { exercise(RunwayState(runway: "27", deposit: v, extent: v, depth: v, friction: v), "RunwayState \(String(describing: v))") }
    },
    "SeaState.swift init(surfaceTemperature:stateOfSea:waveHeightDecimeters:)": {
      for v in optionalInts { exercise(SeaState(surfaceTemperature: nil, stateOfSea: v, waveHeightDecimeters: v), "SeaState \(String(describing: v))") }
    },
    "SkyCondition.swift init(cover:heightFeet:cloudType:)": {
      for v in optionalInts { for c in [SkyCover.broken, .verticalVisibility] {
        exercise(SkyCondition(cover: c, heightFeet: v, cloudType: .cumulonimbus), "SkyCondition \(String(describing: v))")
      } }
    },
    "Wind.swift init(from:to:)": {
      for v in ints {
        let sector = Wind.VariableSector(from: v, to: v)
        exercise(Wind(direction: .degrees(v), speed: Speed(v == .min ? 0 : 5, .knots), variableSector: sector), "Wind sector \(v)")
      }
    },
    "ErrorRecord.swift init(file:line:raw:error:code:offset:)": {
      for v in ints { exercise(ErrorRecord(file: "f", line: v, raw: "x", error: "e", code: "c", offset: v), "ErrorRecord \(v)") }
    },
    "ErrorRecord.swift init(source:raw:error:code:offset:)": {
      for v in ints {
        exercise(
          ErrorRecord(source: RecordSource(file: "f", line: v), raw: "x", error: "e", code: "c", offset: v),
          "ErrorRecord source \(v)")
      }
    },
    "RecordSource.swift init(file:line:)": {
      for v in ints {
        let source = RecordSource(file: v == 0 ? nil : "f", line: v)
        exercise(source, "RecordSource \(v)")
        #expect(source.place.hasSuffix("line \(v)"), "RecordSource \(v): \(source.place)")
      }
    },
    "RecordStream+Options.swift init(format:decoding:referenceDate:only:timeline:stations:position:timeZone:)": {
      // Every position and reference date through a stream's timeline, in each format: a record
      // (rows, or an error record) for the one report, never a trap.
      let taf = "TAF EGLL 241100Z 2412/2518 27010KT 9999 FEW030 TEMPO 2412/2418 4000 RA"
      for latitude in doubles { for date in dates {
        for format in [RecordStream.Options.Format.json, .arrow, .text(.metric)] {
          let stream = RecordStream(
            options: .init(format: format, referenceDate: date, timeline: true, position: (latitude, -latitude)))
          stream.write(taf, line: 1)
          stream.flush()
          #expect(stream.counts.reports == 1 && stream.counts.decoded + stream.counts.errors == 1, "\(latitude) \(date)")
          #expect(!stream.takeOutput().isEmpty, "\(latitude) \(date) \(format)")
        }
      } }
    },
    "RecordPipeline.swift init(options:threads:)": {
      // Any number of threads runs (1 to 64 of them) and writes what one thread writes.
      let path = Fixture.path("wxparse_mixed_taf_metar.txt")
      var outputs: Set<[UInt8]> = []
      for v in optionalInts {
        let pipeline = RecordPipeline(options: .init(format: .json), threads: v)
        #expect((1...RecordPipeline.maximumThreads).contains(pipeline.threads), "threads \(String(describing: v))")
        var output: [UInt8] = []
        let counts = pipeline.run([.file(path)], output: { output += $0 }, events: { _ in })
        #expect(counts.reports > 0, "threads \(String(describing: v))")
        outputs.insert(output)
      }
      expectEqual(outputs.count, 1)
    },
    "TimelineRecord.swift init(station:start:end:isNil:isCancelled:isNotAvailable:rows:unplacedGroups:raw:unparsed:repaired:warnings:line:)": {
      for (v, d) in zip(ints, dates) {
        exercise(
          TimelineRecord(
            station: "KXYZ", start: d, end: d, isNil: false, isCancelled: false, rows: [], raw: "", unparsed: [],
            repaired: [], line: v), "TimelineRecord \(v) \(d.timeIntervalSince1970)")
      }
    },
    "TimelineRecord.swift init(taf:timeline:referenceDate:line:)": {
      let taf = try? TAF("TAF KXYZ 101100Z 1012/1112 18010KT P6SM SCT040")
      for (v, d) in zip(ints, dates) { if let taf { exercise(TimelineRecord(taf: taf, timeline: nil, referenceDate: d, line: v), "TimelineRecord \(v)") } }
    },
    "Remarks+CloudTypeAmount.swift init(type:oktas:height:)": {
      for v in ints { exercise(Remarks.CloudTypeAmount(type: "CU", oktas: v, height: Distance(Double(v), .feet)), "CloudTypeAmount \(v)") }
    },
    "Remarks+CloudTypeCodes.swift init(low:middle:high:)": {
      for v in optionalInts { exercise(Remarks.CloudTypeCodes(low: v, middle: v, high: v), "CloudTypeCodes \(String(describing: v))") }
    },
    "Remarks+Lightning.swift init(rawValue:)": {
      for v in [UInt8.min, .max, 1, 128] { exercise(Remarks.Lightning(types: .init(rawValue: v)), "Lightning \(v)") }
    },
    "Remarks+PeakWind.swift init(direction:speed:time:)": {
      for v in ints { exercise(Remarks.PeakWind(direction: v, speed: Speed(Double(v), .knots), time: .init(hour: v, minute: v)), "PeakWind \(v)") }
    },
    "Remarks+PrecipitationAmount.swift init(inches:)": {
      for v in doubles { exercise(Remarks.PrecipitationAmount(inches: v), "PrecipitationAmount \(v)") }
    },
    "Remarks+PressureTendency.swift init(character:change:)": {
      for v in doubles { for c in [Remarks.PressureTendency.Character.steady, .increasing, .decreasing] { exercise(Remarks.PressureTendency(character: c, change: v), "PressureTendency \(v)") } }
    },
    "Remarks+SnowIncrease.swift init(pastHour:onGround:)": {
      for v in ints { exercise(Remarks.SnowIncrease(pastHour: v, onGround: v), "SnowIncrease \(v)") }
    },
    "Remarks+StationPressure.swift init(millimetersOfMercury:hectopascals:)": {
      for v in optionalInts { exercise(Remarks.StationPressure(millimetersOfMercury: v ?? 0, hectopascals: v), "StationPressure \(String(describing: v))") }
    },
    "Remarks+Time.swift init(hour:minute:)": {
      for v in optionalInts { exercise(Remarks.Time(hour: v, minute: v ?? 0), "Time \(String(describing: v))") }
    },
    "TAFForecast.swift init(kind:probability:from:to:conditions:)": {
      for v in optionalInts {
        exercise(TAFForecast(kind: .probable, probability: v, from: DayTime(day: v, hour: 1, minute: 0), to: nil), "TAFForecast \(String(describing: v))")
      }
    },
    "ForecastOverlay.swift init(kind:probability:start:end:conditions:resulting:isWindowClamped:)": {
      for (v, d) in zip(optionalInts, dates) {
        exercise(ForecastOverlay(kind: .temporary, probability: v, start: d, end: d, conditions: .init(), resulting: .init()), "ForecastOverlay \(String(describing: v))")
      }
    },
    "UnplacedChangeGroup.swift init(index:kind:probability:text:offset:reason:conditions:)": {
      for v in optionalInts {
        exercise(UnplacedChangeGroup(index: v ?? 0, kind: .temporary, probability: v, text: "TEMPO", offset: v, reason: .timeMissing, conditions: .init()), "Unplaced \(String(describing: v))")
      }
    },
    "ForecastTimeline.swift init(taf:referenceDate:latitude:longitude:step:)": {
      let taf = try? TAF("TAF KXYZ 101100Z 1012/1112 18010KT P6SM SCT040 TEMPO 1012/1016 3SM -RA")
      for (v, d) in timelinePairs {
        if let taf, let t = ForecastTimeline(taf: taf, referenceDate: d, latitude: v, longitude: v, step: v) { exercise(t, "Timeline \(v)") }
      }
    },
    "ForecastTimeline.swift init(taf:referenceDate:sunTransitions:daylightWithoutTransitions:step:)": {
      let taf = try? TAF("TAF KXYZ 101100Z 1012/1112 18010KT P6SM SCT040")
      for (v, d) in timelinePairs {
        let sun = [SunTransition(kind: .sunrise, date: d)]
        if let taf, let t = ForecastTimeline(taf: taf, referenceDate: reference, sunTransitions: sun, step: v) { exercise(t, "Timeline \(v)") }
      }
    },
    "ForecastTimeline.swift init(taf:referenceDate:step:)": {
      let taf = try? TAF("TAF KXYZ 101100Z 1012/1112 18010KT P6SM SCT040 TEMPO 1012/1016 3SM -RA")
      for (v, d) in timelinePairs {
        if let taf, let t = ForecastTimeline(taf: taf, referenceDate: d, step: v) { exercise(t, "Timeline \(v)") }
      }
    },
    "ForecastTimeline+Stations.swift init(taf:referenceDate:stations:step:)": {
      let taf = try? TAF("TAF EGLL 101100Z 1012/1112 18010KT 9999 SCT040")
      let directory = StationDirectory(stations: [Station(icaoID: "EGLL", name: "Heathrow", latitude: 51.47, longitude: -0.45, products: [])])
      for (v, d) in timelinePairs {
        if let taf, let t = ForecastTimeline(taf: taf, referenceDate: d, stations: directory, step: v) { exercise(t, "Timeline \(v)") }
      }
      // A station the directory lacks: rows without sun times.
      let unknown = try? TAF("TAF EGKK 101100Z 1012/1112 18010KT 9999 SCT040")
      for (v, d) in timelinePairs {
        if let unknown, let t = ForecastTimeline(taf: unknown, referenceDate: d, stations: directory, step: v) { exercise(t, "Timeline \(v)") }
      }
    },
    "Token.swift init(offset:length:)": {
      for v in ints { exercise(Token(offset: v, length: v), "Token \(v)") }
    },
    "Tokenizer.swift init(_:from:)": {
      let bytes = Array("KJFK 221651Z 31012KT".utf8)
      for v in ints {
        bytes.withUnsafeBufferPointer { buffer in
          var tokenizer = Tokenizer(buffer, from: v)
          var count = 0
          while tokenizer.next() != nil, count < 100 { count += 1 }
        }
      }
    },
    "ReportText.swift init(text:line:kind:isTooLong:)": {
      for v in ints { exercise(ReportText(text: "KJFK", line: v, kind: .metar), "ReportText \(v)") }
    },
    "SplitReport.swift init(line:bytes:isTooLong:kind:)": {
      let bytes = Array("KJFK".utf8)
      for v in ints { bytes.withUnsafeBufferPointer { exercise(SplitReport(line: v, bytes: $0, kind: .metar), "SplitReport \(v)") } }
    },
    "ReportKind.swift init(detecting:)": {
      for text in ["", "TAF", String(repeating: "9", count: 10_000)] { _ = ReportKind(detecting: text) }
    },
    "METAR+Decoding.swift init(utf8:options:)": {
      for text in ["KJFK 221651Z 99999G99999KT 99999 M99999/M99999 Q99999", "KJFK 221651Z 00000KT 9999999999999999999SM"] {
        if let m = try? METAR(utf8: Array(text.utf8)) { exercise(m, text) }
      }
    },
    "TAF+Decoding.swift init(utf8:options:)": {
      for text in ["TAF KXYZ 999999Z 9999/9999 99999G99999KT 9999999SM PROB99 TEMPO 9999/9999"] {
        if let t = try? TAF(utf8: Array(text.utf8)) { exercise(t, text) }
      }
    },
    "Station.swift init(icaoID:iataID:faaID:wmoID:name:state:country:latitude:longitude:elevation:products:timeZoneIdentifier:)": {
      for v in doubles {
        let station = Station(
          icaoID: "KXYZ", name: "X", latitude: v, longitude: v, elevation: Distance(v, .meters), products: [],
          timeZoneIdentifier: "Nowhere/Zone")
        exercise(station, "Station \(v)")
        let directory = StationDirectory(stations: [station])
        exercise(directory.nearest(toLatitude: v, longitude: v, count: 3), "nearest \(v)")
        exercise(directory.stations(within: Distance(v, .kilometers), ofLatitude: v, longitude: v), "within \(v)")
      }
    },
    "NearbyWeather.swift init(latitude:longitude:radius:date:stations:metar:taf:sun:timeline:failures:requestCount:isRequestBoundReached:)": {
      for (v, i) in zip(doubles, ints + ints) {
        for d in dates {
          exercise(
            NearbyWeather(
              latitude: v, longitude: v, radius: Distance(v, .kilometers), date: d, stations: [], metar: nil, taf: nil,
              sun: .riseAndSet(sunrise: d, sunset: d), timeline: nil, failures: [], requestCount: i,
              isRequestBoundReached: false), "NearbyWeather \(v) \(i)")
        }
      }
    },
    "WeatherTransport.swift init(url:headers:timeout:maximumBodyBytes:)": {
      for (v, i) in zip(doubles, ints + ints) {
        if let url = URL(string: "https://example.org/x") {
          exercise(TransportRequest(url: url, timeout: v, maximumBodyBytes: i), "TransportRequest \(v) \(i)")
        }
      }
    },
    "ArrowRecordWriter.swift init(rowsPerBatch:)": {
      // Non-copyable, so not through `exercise`: every batch size writes a stream, at least one
      // row a batch (a size below 1 is 1).
      guard let metar = try? METAR("EGLL 241200Z 27010KT 9999 FEW030 12/05 Q1015") else { return }
      for v in ints {
        var writer = ArrowRecordWriter(rowsPerBatch: v)
        var out: [UInt8] = []
        writer.writeSchema(into: &out)
        writer.append(metar, line: 1, into: &out)
        writer.append(metar, line: 2, into: &out)
        expectEqual(writer.rowsPerBatch, max(1, v))
        #expect(writer.pendingRows == (v <= 1 ? 0 : 2), "rowsPerBatch \(v)")
        writer.finish(into: &out)
        #expect(out.count > ArrowRecordWriter.schema().count, "rowsPerBatch \(v)")
      }
    },
    "ArrowTimelineWriter.swift init(rowsPerBatch:)": {
      // Non-copyable as the record writer: every batch size writes a stream holding the rows.
      let issued = Date(timeIntervalSince1970: 1_795_518_000)  // 2026-11-24 11:00 UTC
      guard let taf = try? TAF("TAF EGLL 241100Z 2412/2518 27010KT 9999 FEW030 TEMPO 2412/2418 4000 RA"),
        let timeline = ForecastTimeline(taf: taf, referenceDate: issued, sunTransitions: [])
      else { return }
      let record = TimelineRecord(taf: taf, timeline: timeline, referenceDate: issued, line: 1)
      for v in ints {
        var writer = ArrowTimelineWriter(rowsPerBatch: v)
        var out: [UInt8] = []
        writer.writeSchema(into: &out)
        writer.append(record, into: &out)
        expectEqual(writer.rowsPerBatch, max(1, v))
        #expect(writer.pendingRows < max(1, v) || writer.pendingRows == 0, "rowsPerBatch \(v)")
        writer.finish(into: &out)
        #expect(out.count > ArrowTimelineWriter.schema().count, "rowsPerBatch \(v)")
      }
    },
    "WeatherTransport.swift init(status:headers:body:)": {
      for v in ints { exercise(TransportResponse(status: v), "TransportResponse \(v)") }
    },
    "FetchError.swift init(code:url:status:retryAfter:message:radius:)": {
      for v in doubles { for s in optionalInts {
        let e = FetchError(code: .rateLimited, url: "u", status: s, retryAfter: v, message: "m", radius: Distance(v, .kilometers))
        exercise(e, "FetchError \(v)")
        _ = e.localizedDescription
      } }
    },
    "AviationWeatherClient.swift init(transport:baseURL:userAgent:timeout:decodingOptions:weatherNearTimeout:maximumAnswerBytes:stationDirectory:)": {
      for (v, i) in zip(doubles, ints + ints) {
        exercise(
          AviationWeatherClient(
            transport: RecordedService(scenario: "extremes"), timeout: v, weatherNearTimeout: v, maximumAnswerBytes: i),
          "Client \(v) \(i)")
      }
    },
  ]

  /// `file init(labels:)` of every public initialiser of the library with a numeric parameter,
  /// read from the sources.
  static func numericInitialisers() throws -> [String] {
    let root = Repository.root.appendingPathComponent("Sources/AviationWeather")
    guard let files = FileManager.default.enumerator(at: root, includingPropertiesForKeys: nil) else { return [] }
    let numericTypes: Set<String> = ["Double", "Int", "TimeInterval", "Float", "UInt8", "Int64"]
    var found: [String] = []
    for case let url as URL in files where url.pathExtension == "swift" {
      let text = Array(try String(contentsOf: url, encoding: .utf8))
      let marker = Array("public init")
      var i = 0
      while i + marker.count < text.count {
        guard Array(text[i..<(i + marker.count)]) == marker else {
          i += 1
          continue
        }
        var j = i + marker.count
        i = j
        if j < text.count, text[j] == "?" { j += 1 }
        guard j < text.count, text[j] == "(" else { continue }
        // The parameter list, to its closing parenthesis.
        var depth = 0
        var k = j
        var parameters: [Character] = []
        while k < text.count {
          if text[k] == "(" || text[k] == "[" { depth += 1 }
          if text[k] == ")" || text[k] == "]" { depth -= 1 }
          if depth == 0 { break }
          if k > j { parameters.append(text[k]) }
          k += 1
        }
        let words = String(parameters).split(whereSeparator: { !$0.isLetter && !$0.isNumber }).map(String.init)
        guard words.contains(where: numericTypes.contains) else { continue }
        // Split at top-level commas; each piece's first word is its label.
        var labels: [String] = []
        var level = 0
        var piece = ""
        for character in parameters + [","] {
          if character == "(" || character == "[" { level += 1 }
          if character == ")" || character == "]" { level -= 1 }
          if character == ",", level == 0 {
            let trimmed = piece.trimmingCharacters(in: .whitespacesAndNewlines)
            if let label = trimmed.split(whereSeparator: { $0 == ":" || $0 == " " }).first { labels.append(label + ":") }
            piece = ""
          } else {
            piece.append(character)
          }
        }
        found.append("\(url.lastPathComponent) init(\(labels.joined()))")
      }
    }
    return found.sorted()
  }

  @Test("every public initialiser with a numeric parameter is walked here")
  func everyNumericInitialiserIsWalked() throws {
    let found = try Self.numericInitialisers()
    #expect(found.count > 40)
    for signature in found {
      #expect(Self.walks[signature] != nil, "not walked: \(signature)")
    }
  }

  @Test("each initialiser through its extremes: no trap, no number in exponent notation", arguments: Array(walks.keys).sorted())
  func extremes(_ signature: String) {
    Self.walks[signature]?()
  }
}
