extension Visibility: CustomStringConvertible {
  /// `more than 6 SM`, `800 m`, `10 km or more`, `4,000 m to the NE`.
  public var description: String {
    guard let distance else { return "visibility not reported" }
    var text: String
    if distance.unit == .meters, distance.value >= 9999 {
      text = "10 km or more"
    } else {
      switch qualifier {
      case .exactly: text = distance.description
      case .lessThan: text = "less than \(distance)"
      case .greaterThan: text = "more than \(distance)"
      }
    }
    if let direction { text += " to the \(direction.rawValue)" }
    return text
  }
}

extension Visibility {
  /// The visibility with its distance in `units` (metres or kilometres, or statute miles; as
  /// reported when `nil`): `16 km`, `more than 9 km`, `6 SM or more`, `800 m to the NE`.
  ///
  /// Distances are rounded as ``Distance/describeVisibility(in:)`` says; a "more than" bound
  /// is rounded down, so that it never claims more than the station did (`P6SM` is "more than
  /// 9 km", not "more than 10 km").
  public func describe(in units: UnitSystem?) -> String {
    guard let units, let distance else { return description }
    var text: String
    if distance.unit == .meters, distance.value >= 9999 {
      // `9999`: 10 km or more.
      guard units.visibilityUnit != .kilometers else { return description }
      text = Distance(10, .kilometers).describeVisibility(in: units, rounding: .down) + " or more"
    } else {
      let rule: FloatingPointRoundingRule = qualifier == .greaterThan ? .down : .toNearestOrAwayFromZero
      let number = distance.describeVisibility(in: units, rounding: rule)
      switch qualifier {
      case .exactly: text = number
      case .lessThan: text = "less than \(number)"
      case .greaterThan: text = "more than \(number)"
      }
    }
    if let direction { text += " to the \(direction.rawValue)" }
    return text
  }
}
