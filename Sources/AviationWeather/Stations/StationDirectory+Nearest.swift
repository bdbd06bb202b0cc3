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
    // The best found so far, as a max-heap on (distance, index): its top is the one to drop.
    var heap: [(kilometers: Double, index: Int)] = []
    heap.reserveCapacity(min(count, store.stations.count))
    let limitChord = _StationTree.chord(kilometers: limit)
    var bound = limitChord
    store.tree.search(x: point.x, y: point.y, z: point.z, bound: { bound }) { index in
      let kilometers = _greatCircleKilometers(
        latitude1: latitude, longitude1: longitude, latitude2: store.latitudes[index],
        longitude2: store.longitudes[index])
      guard kilometers <= limit else { return }
      if heap.count < count {
        store.heapPush(&heap, (kilometers, index))
      } else if let top = heap.first, store.isBefore(kilometers, index, top.kilometers, top.index) {
        store.heapReplaceTop(&heap, (kilometers, index))
      } else {
        return
      }
      if heap.count == count, let top = heap.first {
        bound = min(limitChord, _StationTree.chord(kilometers: top.kilometers))
      }
    }
    heap.sort { store.isBefore($0.kilometers, $0.index, $1.kilometers, $1.index) }
    return heap.map { NearbyStation(station: store.stations[$0.index], distance: Distance($0.kilometers, .kilometers)) }
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

extension _StationStore {
  /// Adds an entry to a max-heap ordered by ``isBefore(_:_:_:_:)``.
  func heapPush(_ heap: inout [(kilometers: Double, index: Int)], _ entry: (kilometers: Double, index: Int)) {
    heap.append(entry)
    var child = heap.count - 1
    while child > 0 {
      let parent = (child - 1) / 2
      guard isBefore(heap[parent].kilometers, heap[parent].index, heap[child].kilometers, heap[child].index)
      else { break }
      heap.swapAt(parent, child)
      child = parent
    }
  }

  /// Replaces the top (the last in order) of a non-empty max-heap and restores the order.
  func heapReplaceTop(_ heap: inout [(kilometers: Double, index: Int)], _ entry: (kilometers: Double, index: Int)) {
    guard !heap.isEmpty else { return }
    heap[0] = entry
    var parent = 0
    while true {
      var largest = parent
      var child = 2 * parent + 1
      while child <= 2 * parent + 2, child < heap.count {
        if isBefore(heap[largest].kilometers, heap[largest].index, heap[child].kilometers, heap[child].index) {
          largest = child
        }
        child += 1
      }
      guard largest != parent else { return }
      heap.swapAt(parent, largest)
      parent = largest
    }
  }
}
