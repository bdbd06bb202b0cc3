import AviationWeather
import AviationWeatherStations
import Foundation

#if canImport(Glibc)
  import Glibc
#endif

/// The bundled station directory (issue 31): the cost of its first use (parsing the compiled-in
/// table and building the indexes) in time and resident memory, then lookups by identifier,
/// nearest-10 and 100 km radius queries. Run first, before the corpora are loaded, so that the
/// resident-memory figure is the directory's own. Times are reported, never gated.
enum StationsBenchmark {
  /// The lines to print.
  static func run(quick: Bool) -> String {
    let residentBefore = residentBytes()
    let start = monotonicNanoseconds()
    let cpuStart = threadCPUNanoseconds()
    let directory = AviationWeatherStations.directory
    let firstUseCPU = Double(threadCPUNanoseconds() - cpuStart) / 1e9
    let firstUse = Double(monotonicNanoseconds() - start) / 1e9
    let residentAfter = residentBytes()
    precondition(directory.count > 20_000 && directory["KJFK"]?.timeZone != nil, "the bundled directory is wrong")

    // Every identifier, then as many that are not there (`Z` + three letters).
    var generator = SplitMix64(seed: 31)
    var ids = directory.stations.map(\.icaoID)
    ids += ids.map { "Z" + $0.dropFirst() }.filter { !directory.contains($0) }
    ids.shuffle(using: &generator)
    let known = ids.filter { directory.contains($0) }.count
    let lookupRounds = quick ? 4 : 20
    let (lookups, found) = measure(warmups: 1, runs: 5) { () -> Int in
      var hits = 0
      for _ in 0..<lookupRounds {
        for id in ids where directory[id] != nil { hits += 1 }
      }
      return hits
    }
    precondition(found == known * lookupRounds, "lookups found \(found), expected \(known * lookupRounds)")
    let lookupNanoseconds = (lookups.cpu ?? lookups).median * 1e9 / Double(ids.count * lookupRounds)

    let positions = (0..<(quick ? 2_000 : 20_000)).map { _ in
      (Double.random(in: -90...90, using: &generator), Double.random(in: -180...180, using: &generator))
    }
    let (nearest, nearestCount) = measure(warmups: 1, runs: 5) { () -> Int in
      positions.reduce(0) { $0 + directory.nearest(toLatitude: $1.0, longitude: $1.1, count: 10).count }
    }
    precondition(nearestCount == positions.count * 10, "nearest-10 gave \(nearestCount) stations")
    let nearestMicroseconds = (nearest.cpu ?? nearest).median * 1e6 / Double(positions.count)

    let radius = Distance(100, .kilometers)
    let (within, withinCount) = measure(warmups: 1, runs: 5) { () -> Int in
      positions.reduce(0) { $0 + directory.stations(within: radius, ofLatitude: $1.0, longitude: $1.1).count }
    }
    let withinMicroseconds = (within.cpu ?? within).median * 1e6 / Double(positions.count)

    func fixed(_ value: Double, _ decimals: Int) -> String { String(format: "%.\(decimals)f", value) }
    let megabytes = residentAfter.flatMap { after in residentBefore.map { Double(after - $0) / 1_048_576 } }
    return """
      Station directory (\(directory.dataVersion), \(Table.grouped(directory.count)) stations; thread CPU time, steadier than wall time on a loaded machine):
        first use (parse the table, build the indexes)  \(fixed(firstUseCPU * 1000, 1)) ms CPU (\(fixed(firstUse * 1000, 1)) ms wall), resident memory +\(megabytes.map { fixed($0, 1) } ?? "?") MB
        lookup by identifier                            \(fixed(lookupNanoseconds, 0)) ns (\(Table.grouped(ids.count)) identifiers, half unknown; median of 5 passes)
        nearest 10 to a random position                 \(fixed(nearestMicroseconds, 2)) µs (\(Table.grouped(positions.count)) positions)
        all within 100 km of a random position          \(fixed(withinMicroseconds, 2)) µs (\(Table.grouped(withinCount)) stations found in a pass)

      """
  }

  /// The process's resident set size (Linux: /proc/self/statm), `nil` elsewhere.
  static func residentBytes() -> Int? {
    #if os(Linux)
      guard let text = try? String(contentsOfFile: "/proc/self/statm", encoding: .utf8) else { return nil }
      let fields = text.split(separator: " ")
      guard fields.count > 1, let pages = Int(fields[1]) else { return nil }
      return pages * Int(sysconf(Int32(_SC_PAGESIZE)))
    #else
      return nil
    #endif
  }
}

/// A seeded generator, so that every run asks the same queries.
struct SplitMix64: RandomNumberGenerator {
  var state: UInt64
  init(seed: UInt64) { state = seed }
  mutating func next() -> UInt64 {
    state &+= 0x9E37_79B9_7F4A_7C15
    var z = state
    z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
    z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
    return z ^ (z >> 31)
  }
}
