import AviationWeather
import AviationWeatherStations
import Foundation
import TestSupport
import Testing

/// The bundled directory: real lookups, its time zones, and its queries against a scan.
@Suite struct StationDirectoryTests {
  let directory = AviationWeatherStations.directory

  @Test func knowsTheWorldsBigAirports() throws {
    let jfk = try #require(directory["KJFK"])
    #expect(jfk.name == "John F Kennedy International Airport")
    #expect(jfk.iataID == "JFK" && jfk.faaID == "JFK" && jfk.country == "US" && jfk.state == "New York")
    #expect(jfk.latitude == 40.639928 && jfk.longitude == -73.778692)
    #expect(jfk.elevation == Distance(13, .feet))
    #expect(jfk.timeZoneIdentifier == "America/New_York")
    #expect(jfk.timeZone?.identifier == "America/New_York")
    #expect(jfk.products.isEmpty)

    let heathrow = try #require(directory["EGLL"])
    #expect(heathrow.iataID == "LHR" && heathrow.faaID == nil && heathrow.country == "GB")
    #expect(heathrow.latitude == 51.4706 && heathrow.longitude == -0.46194)
    #expect(heathrow.timeZone?.identifier == "Europe/London")

    let sydney = try #require(directory["YSSY"])
    #expect(sydney.iataID == "SYD" && sydney.latitude == -33.9461 && sydney.longitude == 151.177)
    #expect(sydney.timeZone?.identifier == "Australia/Sydney")
  }

  @Test func stationsWithOnlyOneOfTheOtherIdentifiers() throws {
    // An Alaskan strip with an FAA identifier and no IATA code; an English airfield with an
    // IATA code and no FAA identifier, nor a subdivision.
    let strip = try #require(directory["AK00"])
    #expect(strip.name == "Anchor River Airpark" && strip.iataID == nil && strip.faaID == "AK00")
    #expect(strip.timeZone?.identifier == "America/Anchorage")
    let bruntingthorpe = try #require(directory["EG74"])
    #expect(bruntingthorpe.iataID == "LHB" && bruntingthorpe.faaID == nil && bruntingthorpe.state == nil)
  }

  @Test func unknownAndMalformedIdentifiers() {
    for id in ["", "kjfk", "KJFKX", "ZZZZ", "00AA", "_AYM", "KJF", "\u{0}\u{0}\u{0}\u{0}"] {
      #expect(directory[id] == nil, "\(id)")
      #expect(!directory.contains(id))
    }
    #expect(directory.contains("KJFK"))
  }

  @Test func everyTimeZoneIsKnownToFoundation() {
    let zones = Set(directory.stations.compactMap(\.timeZoneIdentifier))
    #expect(zones.count > 300)
    #expect(directory.stations.allSatisfy { $0.timeZoneIdentifier != nil })
    for zone in zones { #expect(TimeZone(identifier: zone) != nil, "\(zone)") }
  }

  @Test func dataVersionAndSize() {
    #expect(directory.dataVersion.source.hasPrefix("airportsdata "))
    #expect(directory.dataVersion.date?.count == 10)
    #expect(directory.count > 20_000)
    let ids = directory.stations.map(\.icaoID)
    #expect(ids == ids.sorted())
    #expect(Set(ids).count == ids.count)
  }

  @Test func nearestHeathrow() throws {
    // Trafalgar Square: London City is nearest, Heathrow among the ten nearest.
    let near = directory.nearest(toLatitude: 51.508, longitude: -0.128, count: 10)
    #expect(near.count == 10)
    #expect(near.first?.station.icaoID == "EGLC")
    #expect(near.contains { $0.station.icaoID == "EGLL" })
    let heathrow = try #require(near.first { $0.station.icaoID == "EGLL" })
    #expect(abs(heathrow.distance.kilometers - 23.6) < 0.5)
  }

  /// A seeded generator, so a failure can be replayed.
  struct SplitMix: RandomNumberGenerator {
    var state: UInt64
    mutating func next() -> UInt64 {
      state &+= 0x9E37_79B9_7F4A_7C15
      var z = state
      z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
      z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
      return z ^ (z >> 31)
    }
  }

  /// The stations a scan of all of them finds: the `count` nearest (ties by identifier), only
  /// those at most `radius` km away. What the index must match.
  func scan(_ latitude: Double, _ longitude: Double, count: Int = .max, radius: Double = .infinity)
    -> [(String, Double)]
  {
    let stations = directory.stations
    let distances = stations.map { $0.distance(fromLatitude: latitude, longitude: longitude).kilometers }
    // Sorting plain numbers first keeps the debug-built test quick.
    let sorted = distances.sorted()
    var threshold = radius
    if count <= sorted.count { threshold = min(threshold, sorted[count - 1]) }
    let within: [Int] = stations.indices.filter { distances[$0] <= threshold }
    let found: [(String, Double)] = within.map { (stations[$0].icaoID, distances[$0]) }
    let ordered = found.sorted { (a: (String, Double), b: (String, Double)) -> Bool in
      a.1 < b.1 || (a.1 == b.1 && a.0 < b.0)
    }
    return Array(ordered.prefix(count))
  }

  @Test(arguments: [1, 10, 57])
  func nearestMatchesAScan(count: Int) {
    var random = SplitMix(state: UInt64(count))
    var positions = Self.sampled(
      (0..<40).map { _ in (Double.random(in: -90...90, using: &random), Double.random(in: -180...180, using: &random)) })
    // Near the poles, on the antimeridian, on the equator, at an airport.
    positions += [(90, 0), (-90, 0), (89.9, 45), (-78, 166.7), (52, 180), (-17, -179.99), (0, 0), (40.639928, -73.778692)]
    for (latitude, longitude) in positions {
      let expected = scan(latitude, longitude, count: count)
      let found = directory.nearest(toLatitude: latitude, longitude: longitude, count: count)
      #expect(found.map(\.station.icaoID) == expected.map(\.0), "\(latitude), \(longitude)")
      #expect(found.map(\.distance.kilometers) == expected.map(\.1))
    }
  }

  /// Every random position in CI's sweep stage (`AVIATIONWEATHER_FULL_CORPUS=1`); every 4th in
  /// the README's run (CorpusSweep), where a scan of the whole table per position in a debug
  /// build made these the slowest tests of the target. The named positions are always checked.
  static func sampled(_ positions: [(Double, Double)]) -> [(Double, Double)] {
    positions.enumerated().filter { CorpusSweep.includes($0.offset, every: 4) }.map { $0.element }
  }

  @Test(arguments: [0.0, 25, 150, 800])
  func radiusMatchesAScan(kilometers: Double) {
    var random = SplitMix(state: UInt64(kilometers) &+ 99)
    var positions = Self.sampled(
      (0..<30).map { _ in (Double.random(in: -90...90, using: &random), Double.random(in: -180...180, using: &random)) })
    positions += [(51.4706, -0.46194), (90, 0), (65, 179.9), (21.3, -157.9)]
    for (latitude, longitude) in positions {
      let expected = scan(latitude, longitude, radius: kilometers)
      let found = directory.stations(within: Distance(kilometers, .kilometers), ofLatitude: latitude, longitude: longitude)
      #expect(found.map(\.station.icaoID) == expected.map(\.0), "\(latitude), \(longitude)")
      let capped = directory.nearest(
        toLatitude: latitude, longitude: longitude, count: 5, within: Distance(kilometers, .kilometers))
      #expect(capped.map(\.station.icaoID) == Array(expected.prefix(5).map(\.0)))
    }
    // The station itself at radius 0.
    let heathrow = directory.stations(within: Distance(0, .kilometers), ofLatitude: 51.4706, longitude: -0.46194)
    #expect(heathrow.map(\.station.icaoID) == ["EGLL"])
  }

  @Test func queriesNeverTrap() {
    let nan = Double.nan
    #expect(directory.nearest(toLatitude: nan, longitude: 0, count: 5).isEmpty)
    #expect(directory.nearest(toLatitude: 0, longitude: .infinity, count: 5).isEmpty)
    #expect(directory.nearest(toLatitude: 91, longitude: 0, count: 5).isEmpty)
    #expect(directory.nearest(toLatitude: 0, longitude: 0, count: 0).isEmpty)
    #expect(directory.nearest(toLatitude: 0, longitude: 0, count: -3).isEmpty)
    #expect(directory.nearest(toLatitude: 0, longitude: 0, count: 3, within: Distance(nan, .kilometers)).isEmpty)
    #expect(directory.nearest(toLatitude: 0, longitude: 0, count: 3, within: Distance(-1, .kilometers)).isEmpty)
    #expect(directory.stations(within: Distance(nan, .kilometers), ofLatitude: 0, longitude: 0).isEmpty)
    #expect(directory.stations(within: Distance(100, .kilometers), ofLatitude: nan, longitude: 0).isEmpty)
    // A longitude past 180 is the same meridian as its wrap.
    #expect(
      directory.nearest(toLatitude: 51.4706, longitude: 359.53806, count: 1).first?.station.icaoID == "EGLL")
    // More than there are: all of them, in order.
    let all = directory.nearest(toLatitude: 10, longitude: 10, count: Int.max)
    #expect(all.count == directory.count)
    #expect(zip(all, all.dropFirst()).allSatisfy { $0.distance.kilometers <= $1.distance.kilometers })
  }

  @Test func timelineAtTheStationsPosition() throws {
    let raw = try #require(try Fixture.lines("taf_corpus.txt").first { $0.hasPrefix("TAF YSSY ") })
    let taf = try TAF(raw)
    let reference = utc(2025, 11, 9, 17)
    let sydney = try #require(directory["YSSY"])
    let fromDirectory = try #require(ForecastTimeline(taf: taf, referenceDate: reference, stations: directory))
    let atPosition = try #require(
      ForecastTimeline(taf: taf, referenceDate: reference, latitude: sydney.latitude, longitude: sydney.longitude))
    #expect(fromDirectory == atPosition)
    // 0918/1024 at Sydney holds a sunset and a sunrise.
    let sunRows = fromDirectory.rows.filter { $0.kind == .sunrise || $0.kind == .sunset }
    #expect(sunRows.count >= 2)
    // A directory that lacks the station (an app's own, here one that holds only Sydney):
    // the same forecast rows without sun times.
    let own = StationDirectory(stations: [sydney])
    let london = try TAF(raw.replacingOccurrences(of: "TAF YSSY ", with: "TAF EGLL "))
    let withoutSun = try #require(ForecastTimeline(taf: london, referenceDate: reference, stations: own))
    #expect(!withoutSun.hasSunTimes && withoutSun.station == "EGLL")
    #expect(withoutSun.rows == Self.withoutSun(fromDirectory.rows))
  }

  /// `rows` as a timeline without sun times has them: no sunrise or sunset rows, no day or night.
  static func withoutSun(_ rows: [ForecastRow]) -> [ForecastRow] {
    rows.filter { !$0.isSunEvent }.map {
      var row = $0
      row.isDaylight = nil
      return row
    }
  }

  /// Real TAFs of stations the bundled directory does not know (Fixtures/taf_unknown_stations.txt):
  /// their timelines are the rows a position gives, minus sunrise, sunset and day or night.
  @Test(arguments: try Fixture.lines("taf_unknown_stations.txt"))
  func timelineOfAStationTheDirectoryLacks(raw: String) throws {
    let taf = try TAF(raw)
    #expect(directory[taf.station] == nil)
    let reference = utc(2025, 11, 9, 12)
    let built = ForecastTimeline(taf: taf, referenceDate: reference, stations: directory)
    if taf.isNil {
      #expect(built == nil)
      return
    }
    let timeline = try #require(built)
    #expect(timeline == ForecastTimeline(taf: taf, referenceDate: reference))
    #expect(!timeline.hasSunTimes && timeline.polarPeriod == nil)
    #expect(!timeline.rows.isEmpty && timeline.rows.allSatisfy { $0.isDaylight == nil && !$0.isSunEvent })
    // At a position near the Norwegian coast in November, a 5-hour or longer validity around
    // 12Z-21Z (the shortest here) holds a sunset: the rows differ only by sun.
    let placed = try #require(ForecastTimeline(taf: taf, referenceDate: reference, latitude: 61, longitude: 5))
    #expect(placed.hasSunTimes && placed.rows.contains { $0.isSunEvent })
    #expect(timeline.rows == Self.withoutSun(placed.rows))
    #expect(timeline.unplacedGroups == placed.unplacedGroups)
    // Codable: the rows leave isDaylight out and come back equal.
    let json = try JSONEncoder().encode(timeline)
    #expect(!String(decoding: json, as: UTF8.self).contains("isDaylight"))
    #expect(try JSONDecoder().decode(ForecastTimeline.self, from: json) == timeline)
    // The timeline record's fast writer leaves it out too, and reads back the same.
    let record = TimelineRecord(taf: taf, timeline: timeline, referenceDate: reference, line: 1)
    var bytes: [UInt8] = []
    #expect(record.writeJSON(into: &bytes))
    #expect(!String(decoding: bytes, as: UTF8.self).contains("isDaylight"))
    #expect(try JSONDecoder().decode(TimelineRecord.self, from: Data(bytes)) == record)
    // For people: no day or night said, in English and in German.
    let text = timeline.describe(in: nil)
    #expect(text.hasPrefix("Timeline for \(taf.station) from ") && text.contains("(no sun times: "))
    #expect(!text.contains(" day  ") && !text.contains(" night  ") && !text.contains("Sunrise"))
    let first = try #require(timeline.rows.first)
    let english = first.describe(in: .metric, locale: Locale(identifier: "en"), timeZone: .gmt)
    let day = try #require(placed.rows.first { $0.date == first.date && !$0.isSunEvent })
    let placedEnglish = day.describe(in: .metric, locale: Locale(identifier: "en"), timeZone: .gmt)
    // "time, night: conditions" with a position, "time: conditions" without.
    guard let isDay = day.isDaylight else {
      Issue.record("a row with a position knows day or night")
      return
    }
    let dayWord = isDay ? ", day:" : ", night:"
    #expect(placedEnglish.contains(dayWord))
    #expect(english == placedEnglish.replacingOccurrences(of: dayWord, with: ":"))
  }
}
