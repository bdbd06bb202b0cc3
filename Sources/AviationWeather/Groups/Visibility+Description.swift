import Foundation

extension Visibility: LocalizedDescribable {
  /// The visibility for a person in `locale` (POSIX English when `nil`), its distance in `units`
  /// (metres or kilometres, or statute miles): `more than 6 SM`, `800 m`, `10 km or more`,
  /// `4,000 m to the NE`, `16 km`, `more than 9 km`; `1.200 m` and `10 km oder mehr` in German,
  /// `plus de 9 km` in French.
  ///
  /// Distances are rounded as ``Distance/describeVisibility(in:)`` says (never across
  /// a flight-category boundary); a "more than" bound is rounded down, so that it never claims
  /// more than the station did (`P6SM` is "more than 9 km", not "more than 10 km").
  public func _describe(in units: DisplayUnits, locale: Locale?) -> String {
    describe(in: units, text: _UnitText.of(locale))
  }

  /// The one implementation, for a language already looked up.
  func describe(in units: DisplayUnits, text: _UnitText) -> String {
    // The `visibility.*` texts of the `Units` table, found once per language.
    let phrases = text.groupPhrases
    guard let distance else { return phrases.visibilityNotReported }
    var phrase: String
    if distance.unit == .meters, distance.value >= 9999 {
      // `9999`: 10 km or more.
      let ten = Distance(10, .kilometers)
      let shown = units.visibilityKind == .statuteMiles
        ? ten.describeVisibility(in: units, text: text, rounding: .down) : ten.describe(text: text)
      phrase = phrases.visibilityOrMore.filled(shown)
    } else {
      let rule: FloatingPointRoundingRule = qualifier == .greaterThan ? .down : .toNearestOrAwayFromZero
      let number = distance.describeVisibility(in: units, text: text, rounding: rule)
      switch qualifier {
      case .exactly: phrase = number
      case .lessThan: phrase = phrases.visibilityLessThan.filled(number)
      case .greaterThan: phrase = phrases.visibilityMoreThan.filled(number)
      }
    }
    if let direction {
      phrase = phrases.visibilityToward.filled(phrase, phrases.directions[direction] ?? "compass." + direction.rawValue)
    }
    return phrase
  }
}
