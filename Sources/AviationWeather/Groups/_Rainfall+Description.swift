extension Rainfall {
  /// "2.5 mm in 10 min, 10.4 mm since 09", with the depths in `units` (as reported when `nil`).
  func describe(in units: UnitSystem?) -> String {
    let recent = lastTenMinutes.map { describeDepth(millimeters: $0, in: units) } ?? "not reported"
    let total = sinceNineAM.map { describeDepth(millimeters: $0, in: units) } ?? "not reported"
    return "\(recent) in 10 min, \(total) since 09"
  }
}
