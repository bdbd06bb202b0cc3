/// Allocations item by item (issue 20): the mean says little about the report no one has seen, so
/// every item is counted on its own and the distribution is kept: mean, 99th percentile, maximum,
/// and which item is the worst.
struct Distribution: Codable {
  /// Items counted.
  var items: Int
  /// Allocations per item on average (the same figure as the whole pass's, counted item by item).
  var mean: Double
  /// The 99th percentile: the least count that at least 99 % of the items do not exceed.
  var p99: UInt64
  /// The most one item allocated.
  var max: UInt64
  /// The item (its text, or a short name) that allocated `max`.
  var worst: String
  /// For decodes: allocations made and freed again within the item (temporary work, and an array
  /// growing to its final size); the rest is what the decoded value holds. nil when not counted.
  var transientMax: UInt64?
  /// The item that made `transientMax`.
  var transientWorst: String?

  /// The distribution of `counts` (one per item, in the order of `names`).
  init(counts: [UInt64], transient: [UInt64]? = nil, name: (Int) -> String) {
    items = counts.count
    let total = counts.reduce(0, +)
    mean = counts.isEmpty ? 0 : Double(total) / Double(counts.count)
    let sorted = counts.sorted()
    // Nearest rank: the ceil(0.99 n)-th smallest.
    p99 = sorted.isEmpty ? 0 : sorted[Swift.max(0, (99 * sorted.count + 99) / 100 - 1)]
    let worstIndex = counts.indices.max { counts[$0] < counts[$1] }
    max = worstIndex.map { counts[$0] } ?? 0
    worst = worstIndex.map(name) ?? ""
    if let transient {
      let index = transient.indices.max { transient[$0] < transient[$1] }
      transientMax = index.map { transient[$0] } ?? 0
      transientWorst = index.map(name)
    }
  }

  /// Counts `body(item)` item by item with the allocation counter: the allocations of each, and
  /// (when `transient`) the frees within each. `body` must release nothing made before it (keep
  /// the previous item's value alive until after the count, or release it first).
  static func count(
    _ items: Int, transient: Bool = false, name: (Int) -> String, _ body: (Int) -> Void
  ) -> Distribution {
    var counts: [UInt64] = []
    var frees: [UInt64] = []
    counts.reserveCapacity(items)
    if transient { frees.reserveCapacity(items) }
    for index in 0..<items {
      let one = Allocations.count { body(index) }
      counts.append(one.allocations)
      if transient { frees.append(one.frees) }
    }
    return Distribution(counts: counts, transient: transient ? frees : nil, name: name)
  }
}
