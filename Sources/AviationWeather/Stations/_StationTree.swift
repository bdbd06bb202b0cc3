import Foundation

/// A k-d tree over stations' positions taken as points on the unit sphere (x, y, z): the
/// straight-line (chord) distance between two points grows with their great-circle distance,
/// so the tree finds the nearest stations across the poles and the antimeridian alike.
///
/// Implicit layout: the node of the range `lo..<hi` is its middle element, split on axis
/// `depth % 3`; elements before it have a coordinate on that axis no greater than the node's,
/// elements after it no smaller.
struct _StationTree: Sendable {
  /// Station indices in tree order.
  let order: [Int32]
  /// The unit vectors in tree order, three coordinates each.
  let points: [Double]

  /// Builds the tree over the stations whose position is finite with a latitude in -90...90;
  /// the others are left out.
  init(latitudes: [Double], longitudes: [Double]) {
    var order: [Int32] = []
    var points: [Double] = []
    order.reserveCapacity(latitudes.count)
    points.reserveCapacity(latitudes.count * 3)
    for i in latitudes.indices where i < longitudes.count {
      guard let point = Self.unitVector(latitude: latitudes[i], longitude: longitudes[i]) else { continue }
      order.append(Int32(truncatingIfNeeded: i))
      points += [point.x, point.y, point.z]
    }
    Self.build(order: &order, points: &points, lo: 0, hi: order.count, depth: 0)
    self.order = order
    self.points = points
  }

  /// The point on the unit sphere of a position; `nil` when it is not finite or the latitude
  /// is out of range.
  static func unitVector(latitude: Double, longitude: Double) -> (x: Double, y: Double, z: Double)? {
    guard latitude.isFinite, longitude.isFinite, abs(latitude) <= 90 else { return nil }
    let phi = latitude * .pi / 180
    let lambda = longitude * .pi / 180
    return (cos(phi) * cos(lambda), cos(phi) * sin(lambda), sin(phi))
  }

  /// The chord on the unit sphere of a great-circle distance (a distance past half the
  /// circumference is capped there).
  static func chord(kilometers: Double) -> Double {
    guard kilometers.isFinite else { return kilometers > 0 ? 2 : 0 }
    let angle = min(max(0, kilometers) / _earthRadiusKilometers, .pi)
    return 2 * sin(angle / 2)
  }

  /// Visits the tree for a query point: `visit(station)` for every node not pruned, nearest
  /// side first; a far side is skipped when its splitting plane lies farther than `bound()`
  /// (a chord), which the visitor may shrink as it finds stations, and a node is not visited
  /// when its own chord is longer than the bound.
  func search(
    x: Double, y: Double, z: Double, bound: () -> Double, visit: (Int) -> Void
  ) {
    search(lo: 0, hi: order.count, depth: 0, query: (x, y, z), bound: bound, visit: visit)
  }

  private func search(
    lo: Int, hi: Int, depth: Int, query: (Double, Double, Double), bound: () -> Double, visit: (Int) -> Void
  ) {
    guard lo < hi else { return }
    let mid = lo + (hi - lo) / 2
    let axis = depth % 3
    let q = axis == 0 ? query.0 : axis == 1 ? query.1 : query.2
    let diff = q - points[mid * 3 + axis]
    // The node itself, unless its chord is surely past the bound (the slack covers rounding
    // between the chord and the haversine distance); cheaper than the haversine it spares.
    let dx = points[mid * 3] - query.0
    let dy = points[mid * 3 + 1] - query.1
    let dz = points[mid * 3 + 2] - query.2
    let limit = bound() + 1e-9
    if dx * dx + dy * dy + dz * dz <= limit * limit { visit(Int(order[mid])) }
    if diff < 0 {
      search(lo: lo, hi: mid, depth: depth + 1, query: query, bound: bound, visit: visit)
      // The slack covers rounding between the chord and the haversine distance.
      if -diff <= bound() + 1e-9 {
        search(lo: mid + 1, hi: hi, depth: depth + 1, query: query, bound: bound, visit: visit)
      }
    } else {
      search(lo: mid + 1, hi: hi, depth: depth + 1, query: query, bound: bound, visit: visit)
      if diff <= bound() + 1e-9 {
        search(lo: lo, hi: mid, depth: depth + 1, query: query, bound: bound, visit: visit)
      }
    }
  }

  /// Arranges `lo..<hi` as a subtree: the median on the axis in the middle (quickselect),
  /// then each half the same way on the next axis.
  private static func build(order: inout [Int32], points: inout [Double], lo: Int, hi: Int, depth: Int) {
    guard hi - lo > 1 else { return }
    let mid = lo + (hi - lo) / 2
    let axis = depth % 3
    select(order: &order, points: &points, lo: lo, hi: hi, k: mid, axis: axis)
    build(order: &order, points: &points, lo: lo, hi: mid, depth: depth + 1)
    build(order: &order, points: &points, lo: mid + 1, hi: hi, depth: depth + 1)
  }

  /// Puts the element of rank `k` (on `axis`) at `k`, smaller or equal before it, greater or
  /// equal after it (Hoare partitions around a median of three).
  private static func select(order: inout [Int32], points: inout [Double], lo: Int, hi: Int, k: Int, axis: Int) {
    var left = lo
    var right = hi - 1
    func value(_ i: Int) -> Double { points[i * 3 + axis] }
    func swapAt(_ i: Int, _ j: Int) {
      guard i != j else { return }
      order.swapAt(i, j)
      for c in 0..<3 { points.swapAt(i * 3 + c, j * 3 + c) }
    }
    while left < right {
      let middle = left + (right - left) / 2
      let a = value(left)
      let b = value(middle)
      let c = value(right)
      let pivot = max(min(a, b), min(max(a, b), c))
      var i = left
      var j = right
      while i <= j {
        while value(i) < pivot { i += 1 }
        while value(j) > pivot { j -= 1 }
        if i <= j {
          swapAt(i, j)
          i += 1
          j -= 1
        }
      }
      if k <= j {
        right = j
      } else if k >= i {
        left = i
      } else {
        return
      }
    }
  }
}
