import Foundation

extension FlightCategory {
  /// The category's name in `locale`'s language: "Visual flight rules", "Vol à vue"… The
  /// abbreviation (`VFR`, `MVFR`, `IFR`, `LIFR`, the raw value) is the same in every language.
  public func name(locale: Locale) -> String {
    _UnitText(locale: locale).text("category.name.\(rawValue)", .units)
  }

  /// The line for the categories a report allows, for a person in `locale`: `VFR` when it is
  /// known, "unknown" when any could be, else "unknown (IFR or LIFR)", "unknown (MVFR to LIFR)"
  /// in the locale's language (German "unbekannt (IFR oder LIFR)").
  public static func text(for possible: ClosedRange<FlightCategory>, locale: Locale) -> String {
    describe(possible, text: _UnitText(locale: locale))
  }

  /// The plain-English line for the categories a report allows: `VFR` when it is known,
  /// `unknown` when any could be, else `unknown (IFR or LIFR)`, `unknown (MVFR to LIFR)`.
  static func describe(_ possible: ClosedRange<FlightCategory>) -> String {
    describe(possible, text: .posix)
  }

  /// The one implementation behind both.
  static func describe(_ possible: ClosedRange<FlightCategory>, text: _UnitText) -> String {
    let (best, worst) = (possible.lowerBound, possible.upperBound)
    if best == worst { return best.rawValue }
    if possible == anyCategory { return text.text("category.unknown", .units) }
    let adjacent = worst.severity - best.severity == 1
    return text.text(adjacent ? "category.unknownEither" : "category.unknownRange", .units, best.rawValue, worst.rawValue)
  }
}
