import Foundation

extension StationDirectory {
  /// The stations nearest to a position, nearest first (ties by identifier), with their
  /// great-circle distance.
  ///
  /// Uses the directory's spatial index: a query looks at a few dozen stations, not all.
  /// - Parameters:
  ///   - latitude: Degrees north (−90...90).
  ///   - longitude: Degrees east.
  ///   - count: How many stations at most (default 1).
  ///   - radius: When given, only stations at most this far away.
  /// - Returns: Up to `count` stations; empty for a position that is not finite or out of
  ///   range, a `count` below 1, or a radius that is negative or not a number.
  public func nearest(
    toLatitude latitude: Double, longitude: Double, count: Int = 1, within radius: Distance? = nil
  ) -> [NearbyStation] {
    let limit = radius.map(\.kilometers) ?? .infinity
    guard count > 0, limit >= 0,
      let point = _StationTree.unitVector(latitude: latitude, longitude: longitude)
    else { return [] }
    let store = self.store
    var best: [(kilometers: Double, index: Int)] = []
    best.reserveCapacity(min(count, store.stations.count) + 1)
    let limitChord = _StationTree.chord(kilometers: limit)
    var bound = limitChord
    store.tree.search(x: point.x, y: point.y, z: point.z, bound: { bound }) { index in
      let kilometers = _greatCircleKilometers(
        latitude1: latitude, longitude1: longitude, latitude2: store.latitudes[index],
        longitude2: store.longitudes[index])
      guard kilometers <= limit else { return }
      if best.count == count {
        guard let last = best.last, store.isBefore(kilometers, index, last.kilometers, last.index) else { return }
        best.removeLast()
      }
      var position = best.count
      while position > 0, store.isBefore(kilometers, index, best[position - 1].kilometers, best[position - 1].index) {
        position -= 1
      }
      best.insert((kilometers, index), at: position)
      if best.count == count, let last = best.last {
        bound = min(limitChord, _StationTree.chord(kilometers: last.kilometers))
      }
    }
    return best.map { NearbyStation(station: store.stations[$0.index], distance: Distance($0.kilometers, .kilometers)) }
  }

  /// Every station within a great-circle distance of a position, nearest first (ties by
  /// identifier).
  ///
  /// - Returns: The stations at most `radius` away; empty for a position that is not finite or
  ///   out of range, or a radius that is negative or not a number.
  public func stations(within radius: Distance, ofLatitude latitude: Double, longitude: Double) -> [NearbyStation] {
    let limit = radius.kilometers
    guard limit >= 0, let point = _StationTree.unitVector(latitude: latitude, longitude: longitude) else {
      return []
    }
    let store = self.store
    let chord = _StationTree.chord(kilometers: limit)
    var found: [(kilometers: Double, index: Int)] = []
    store.tree.search(x: point.x, y: point.y, z: point.z, bound: { chord }) { index in
      let kilometers = _greatCircleKilometers(
        latitude1: latitude, longitude1: longitude, latitude2: store.latitudes[index],
        longitude2: store.longitudes[index])
      if kilometers <= limit { found.append((kilometers, index)) }
    }
    found.sort { store.isBefore($0.kilometers, $0.index, $1.kilometers, $1.index) }
    return found.map {
      NearbyStation(station: store.stations[$0.index], distance: Distance($0.kilometers, .kilometers))
    }
  }
}

extension _StationStore {
  /// The order of query results: nearer first, then by identifier (the stations are sorted
  /// by identifier, so by index).
  func isBefore(_ kilometers1: Double, _ index1: Int, _ kilometers2: Double, _ index2: Int) -> Bool {
    kilometers1 < kilometers2 || (kilometers1 == kilometers2 && index1 < index2)
  }
}
