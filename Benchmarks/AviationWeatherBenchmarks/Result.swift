import Foundation

/// Median, fastest and slowest of a figure over the timed runs.
struct Stat: Codable {
  var median: Double
  var min: Double
  var max: Double
}

/// One benchmark's figures.
struct BenchmarkResult: Codable {
  /// Short name used by `--only`/`--enforce` (`tokenize`, `metar`, `taf`, `timeline`, `wxparse`).
  var key: String
  /// What was measured.
  var name: String
  var available: Bool
  var note: String?
  /// Reports (or TAFs) per pass.
  var items: Int
  var itemName: String
  /// Bytes of input per pass.
  var bytesPerPass: Int
  /// Secondary count per pass (tokens, timeline rows).
  var extraPerPass: Int?
  var extraName: String?
  var timedRuns: Int
  var secondsPerPass: Stat?
  var itemsPerSecond: Stat?
  var nanosecondsPerItem: Stat?
  var megabytesPerSecond: Stat?
  var extraPerSecond: Stat?
  /// The same rates from CPU time (user + system of the benchmark thread, or of the wxparse process).
  var itemsPerCPUSecond: Stat?
  var cpuNanosecondsPerItem: Stat?
  /// The CPU nanoseconds per item of each timed run, in the order they ran: rows timed in the
  /// same rounds (`ProcessRow.measure`) pair up run by run.
  var cpuNanosecondsPerItemByRun: [Double] = []
  /// Exact counts over one whole pass (after warm-up).
  var allocations: AllocationCounts?
  var allocationsPerItem: Double?
  var freesPerItem: Double?
  var allocatedBytesPerItem: Double?
  /// Most allocations per item allowed on average; nil when there is no budget.
  var budget: Double?
  /// Whether the mean budget is enforced.
  var budgetEnforced: Bool
  /// Whether every budget (mean and tails) holds; nil when there is none.
  var withinBudget: Bool?
  /// Allocations item by item (mean, p99, max, the worst item), from a pass counted item by item.
  var distribution: Distribution?
  /// Every budget of this benchmark, checked: the mean's and those on the distribution's tails.
  var checks: [BudgetCheck] = []

  static func unavailable(key: String, name: String, note: String) -> BenchmarkResult {
    BenchmarkResult(
      key: key, name: name, available: false, note: note, items: 0, itemName: "", bytesPerPass: 0,
      timedRuns: 0, budgetEnforced: false)
  }

  init(
    key: String, name: String, available: Bool = true, note: String? = nil, items: Int, itemName: String,
    bytesPerPass: Int, extraPerPass: Int? = nil, extraName: String? = nil, samples: Samples? = nil,
    timedRuns: Int = 0, allocations: AllocationCounts? = nil, budget: Double? = nil, budgetEnforced: Bool
  ) {
    self.key = key
    self.name = name
    self.available = available
    self.note = note
    self.items = items
    self.itemName = itemName
    self.bytesPerPass = bytesPerPass
    self.extraPerPass = extraPerPass
    self.extraName = extraName
    self.timedRuns = samples?.seconds.count ?? timedRuns
    if let samples, !samples.seconds.isEmpty {
      let (median, fastest, slowest) = (samples.median, samples.min, samples.max)
      secondsPerPass = Stat(median: median, min: fastest, max: slowest)
      // Rates: `min` is the slowest run's rate, `max` the fastest's.
      func rate(_ count: Int) -> Stat {
        Stat(median: Double(count) / median, min: Double(count) / slowest, max: Double(count) / fastest)
      }
      itemsPerSecond = rate(items)
      nanosecondsPerItem = Stat(
        median: median * 1e9 / Double(items), min: fastest * 1e9 / Double(items),
        max: slowest * 1e9 / Double(items))
      let mb = rate(bytesPerPass)
      megabytesPerSecond = Stat(median: mb.median / 1e6, min: mb.min / 1e6, max: mb.max / 1e6)
      if let extraPerPass { extraPerSecond = rate(extraPerPass) }
    }
    if let cpu = samples?.cpu {
      let (median, fastest, slowest) = (cpu.median, cpu.min, cpu.max)
      itemsPerCPUSecond = Stat(
        median: Double(items) / median, min: Double(items) / slowest, max: Double(items) / fastest)
      cpuNanosecondsPerItem = Stat(
        median: median * 1e9 / Double(items), min: fastest * 1e9 / Double(items),
        max: slowest * 1e9 / Double(items))
      cpuNanosecondsPerItemByRun = cpu.seconds.map { $0 * 1e9 / Double(items) }
    }
    self.allocations = allocations
    if let allocations, items > 0 {
      allocationsPerItem = Double(allocations.allocations) / Double(items)
      freesPerItem = Double(allocations.frees) / Double(items)
      allocatedBytesPerItem = Double(allocations.bytes) / Double(items)
    }
    self.budget = budget
    self.budgetEnforced = budgetEnforced
    if let budget, let perItem = allocationsPerItem {
      checks.append(BudgetCheck(name: "mean", limit: budget, value: perItem, enforced: budgetEnforced))
    }
    updateVerdict()
  }

  /// Adds the distribution and the budgets on its tails (`enforced` names the parts enforced:
  /// `p99`, `max`, `transient`).
  mutating func add(_ distribution: Distribution, tails: TailBudget?, enforced: Set<String>) {
    self.distribution = distribution
    if let tails {
      if let p99 = tails.p99 {
        checks.append(
          BudgetCheck(name: "p99", limit: Double(p99), value: Double(distribution.p99), enforced: enforced.contains("p99")))
      }
      if let max = tails.max {
        checks.append(
          BudgetCheck(name: "max", limit: Double(max), value: Double(distribution.max), enforced: enforced.contains("max")))
      }
      if let transient = tails.transientMax, let measured = distribution.transientMax {
        checks.append(
          BudgetCheck(
            name: "transient max", limit: Double(transient), value: Double(measured),
            enforced: enforced.contains("transient")))
      }
    }
    updateVerdict()
  }

  private mutating func updateVerdict() {
    withinBudget = checks.isEmpty ? nil : checks.allSatisfy(\.holds)
  }

  /// True when an enforced budget is exceeded.
  var failsBudget: Bool { checks.contains { $0.enforced && !$0.holds } }
}

/// One allocation budget of a benchmark and what was measured against it.
struct BudgetCheck: Codable {
  /// `mean` (per item over the pass), `p99`, `max` (one item), `transient max` (one item's
  /// allocations freed within its own decode).
  var name: String
  var limit: Double
  var value: Double
  var enforced: Bool
  var holds: Bool { value <= limit }
}

/// Budgets on one item's allocations: the 99th percentile, the maximum, and the maximum of
/// allocations freed within the item's own decode; nil where there is none.
struct TailBudget {
  var p99: UInt64?
  var max: UInt64?
  var transientMax: UInt64?
}

/// The whole run, as written by `--json`.
struct BenchmarkReport: Codable {
  var date: String
  var mode: String
  var machine: String
  var cores: Int
  var build: String
  var fixtures: [String: String]
  var results: [BenchmarkResult]
}

enum Table {
  /// A budget as written in `Budget`: whole numbers grouped (`48`), others as they are (`1.5`).
  static func limit(_ value: Double) -> String {
    value.isFinite && value != value.rounded() ? "\(value)" : format(value)
  }

  static func format(_ value: Double, decimals: Int = 0) -> String {
    guard value.isFinite else { return "-" }
    if decimals == 0 {
      let rounded = Int(value.rounded())
      return grouped(rounded)
    }
    return String(format: "%.\(decimals)f", value)
  }

  static func grouped(_ value: Int) -> String {
    let digits = String(value.magnitude)
    var out = ""
    for (i, c) in digits.enumerated() {
      if i > 0, (digits.count - i) % 3 == 0 { out.append(",") }
      out.append(c)
    }
    return value < 0 ? "-" + out : out
  }

  static func pad(_ s: String, _ width: Int, right: Bool = false) -> String {
    let n = s.count
    guard n < width else { return s }
    let fill = String(repeating: " ", count: width - n)
    return right ? fill + s : s + fill
  }

  static func render(_ results: [BenchmarkResult]) -> String {
    var rows: [[String]] = [
      [
        "benchmark", "per pass", "items/s median", "items/s min..max", "ns/item median", "ns/item min..max",
        "MB/s", "other/s", "items/cpu-s", "cpu ns/item", "allocs/item", "p99", "max", "budget",
      ]
    ]
    for r in results {
      guard r.available else {
        rows.append([
          r.name, r.key == "wxparse" ? "not built" : "not available yet", "", "", "", "", "", "", "", "", "", "",
          "", "",
        ])
        continue
      }
      let perPass = "\(grouped(r.items)) \(r.itemName)"
      var cells = [r.name, perPass]
      if let ips = r.itemsPerSecond, let ns = r.nanosecondsPerItem {
        cells += [
          format(ips.median), "\(format(ips.min))..\(format(ips.max))",
          format(ns.median, decimals: 1), "\(format(ns.min, decimals: 1))..\(format(ns.max, decimals: 1))",
          format(r.megabytesPerSecond?.median ?? .nan, decimals: 1),
          r.extraPerSecond.map { "\(format($0.median)) \(r.extraName ?? "")" } ?? "",
          r.itemsPerCPUSecond.map { format($0.median) } ?? "",
          r.cpuNanosecondsPerItem.map { format($0.median, decimals: 1) } ?? "",
        ]
      } else {
        cells += ["", "", "", "", "", "", "", ""]
      }
      cells.append(r.allocationsPerItem.map { format($0, decimals: 3) } ?? "n/a")
      cells.append(r.distribution.map { grouped(Int($0.p99)) } ?? "")
      cells.append(r.distribution.map { grouped(Int($0.max)) } ?? "")
      if !r.checks.isEmpty {
        // `mean <= 2, p99 <= 6, max <= 24 ok`; an enforced budget exceeded says so.
        let limits = r.checks.filter { $0.name != "transient max" }.map { check in
          check.name == "mean" ? "<= \(limit(check.limit))" : "\(check.name) <= \(limit(check.limit))"
        }
        let over = r.checks.filter { !$0.holds }
        let verdict = over.isEmpty ? "ok" : (over.contains(where: \.enforced) ? "OVER (enforced)" : "over")
        cells.append(limits.joined(separator: ", ") + " " + verdict)
      } else {
        cells.append("")
      }
      rows.append(cells)
    }
    var widths = Array(repeating: 0, count: rows[0].count)
    for row in rows { for (i, cell) in row.enumerated() { widths[i] = max(widths[i], cell.count) } }
    var out = ""
    for (index, row) in rows.enumerated() {
      let line = row.enumerated().map { i, cell in pad(cell, widths[i], right: i >= 2 && i <= 12 && index > 0) }
      out += line.joined(separator: "  ").trimmingCharacters(in: .whitespaces) + "\n"
      if index == 0 {
        out += widths.map { String(repeating: "-", count: $0) }.joined(separator: "  ") + "\n"
      }
    }
    return out
  }

  static func details(_ results: [BenchmarkResult]) -> String {
    var out = ""
    for r in results where r.available {
      var line = "\(r.name): "
      if let s = r.secondsPerPass {
        line += "\(r.timedRuns) timed runs, \(format(s.median * 1000, decimals: 2)) ms/pass median"
      }
      if let a = r.allocations {
        line += "; allocations \(a.allocations), frees \(a.frees), \(grouped(Int(a.bytes))) bytes"
        line += " (\(format(r.allocatedBytesPerItem ?? 0, decimals: 1)) B/\(singular(r.itemName)))"
      }
      if let note = r.note { line += "; \(note)" }
      out += line + "\n"
      if let d = r.distribution {
        let item = singular(r.itemName)
        var figures =
          "  allocations per \(item), \(grouped(d.items)) counted one by one: mean \(format(d.mean, decimals: 3)),"
          + " p99 \(d.p99), max \(d.max) (\(d.worst))"
        if let transient = d.transientMax {
          figures += "; freed within the same decode at most \(transient) (\(d.transientWorst ?? ""))"
        }
        out += figures + "\n"
      }
    }
    for r in results where !r.available {
      out += "\(r.name): \(r.note ?? "not available")\n"
    }
    return out
  }

  static func singular(_ name: String) -> String {
    name.hasSuffix("s") ? String(name.dropLast()) : name
  }
}
