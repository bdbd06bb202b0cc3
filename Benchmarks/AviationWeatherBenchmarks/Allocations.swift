import _MallocCounter

/// Exact allocation counts from the `_MallocCounter` interposer.
struct AllocationCounts: Codable, Equatable {
  /// Allocation calls: malloc + calloc + realloc + posix_memalign/aligned_alloc/memalign.
  var allocations: UInt64
  /// Free calls with a non-NULL pointer.
  var frees: UInt64
  /// Bytes requested by the counted allocation calls.
  var bytes: UInt64

  static let zero = AllocationCounts(allocations: 0, frees: 0, bytes: 0)
}

enum Allocations {
  /// Whether the allocator is interposed (glibc only).
  static var isActive: Bool { _malloc_counter_is_active() != 0 }

  /// Counts the allocations `body` makes. Counting is off outside these calls.
  static func count(_ body: () -> Void) -> AllocationCounts {
    _malloc_counter_reset()
    _malloc_counter_set_enabled(1)
    body()
    _malloc_counter_set_enabled(0)
    let c = _malloc_counter_read()
    return AllocationCounts(
      allocations: c.mallocs + c.callocs + c.reallocs + c.aligned, frees: c.frees, bytes: c.bytes)
  }

  /// Checks that Swift runtime allocations (swift_allocObject -> swift_slowAlloc -> malloc) reach
  /// the counter, and that a loop that allocates nothing counts 0. Returns a failure message or nil.
  static func selfTest() -> String? {
    guard isActive else { return "the allocation counter is not active on this platform (needs glibc)" }
    // Warm up first: the runtime's one-time work (type metadata, conformance caches) allocates too.
    for i in 0..<10 { blackHole(makeArray(i)) }
    let counted = count {
      for i in 0..<10 { blackHole(makeArray(i)) }
    }
    guard counted.allocations == 10, counted.frees == 10 else {
      return "the counter saw \(counted.allocations) allocations and \(counted.frees) frees for 10 Swift arrays"
        + " (expected 10 and 10): malloc is not interposed in the Swift runtime"
    }
    var sum = 0
    let none = count {
      for i in 0..<1000 { sum &+= i &* 3 }
    }
    blackHole(sum)
    guard none.allocations == 0 else { return "a loop without allocations counted \(none.allocations)" }
    return nil
  }

  @inline(never)
  private static func makeArray(_ n: Int) -> [Int] {
    Array(repeating: n, count: 100 + n)
  }
}

/// Keeps a value alive so the optimiser cannot drop the work that made it.
@inline(never)
func blackHole<T>(_ value: T) {
  withExtendedLifetime(value) {}
}
