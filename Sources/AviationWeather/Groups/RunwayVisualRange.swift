import Foundation

/// Runway visual range: `R28L/2600FT`, `R06/P1500U`, `R24/1000V1600FT/D`, `R09/0550N`, `R24/////`.
public struct RunwayVisualRange: Sendable, Hashable, Codable {
  /// The tendency over the last ten minutes.
  public enum Tendency: String, Sendable, Hashable, Codable, CaseIterable {
    /// `U`: upward.
    case increasing = "U"
    /// `D`: downward.
    case decreasing = "D"
    /// `N`: no distinct change.
    case noChange = "N"
  }

  /// One RVR value with its bound.
  public struct Value: Sendable, Hashable, Codable {
    /// The distance, in feet or metres as reported.
    public var distance: Distance
    /// `M`/`P` bounds.
    public var qualifier: ValueQualifier
    /// Creates a value.
    public init(distance: Distance, qualifier: ValueQualifier = .exactly) {
      self.distance = distance
      self.qualifier = qualifier
    }
  }

  /// The runway designator (`28L`, `06`).
  public var runway: String
  /// The (minimum, when variable) visual range; `nil` when not reported.
  public var visualRange: Value?
  /// The maximum when the range varies (`1000V1600`).
  public var variableMaximum: Value?
  /// The tendency, when reported.
  public var tendency: Tendency?

  /// Creates a runway visual range.
  public init(runway: String, visualRange: Value?, variableMaximum: Value? = nil, tendency: Tendency? = nil) {
    self.runway = runway
    self.visualRange = visualRange
    self.variableMaximum = variableMaximum
    self.tendency = tendency
  }
}

extension RunwayVisualRange: LocalizedDescribable {
  /// The range for a person in `locale` (POSIX English when `nil`): its words in the locale's
  /// language, distances in `units` with its numbers, the runway as sent: `runway 28L 2,600 ft`,
  /// `runway 24 1,000 ft to 1,600 ft, decreasing`; `R34/1300U` is "Piste 34 1.300 m, zunehmend"
  /// in German, "Piste 34 4.500 ft, zunehmend" in feet.
  ///
  /// - Parameters:
  ///   - units: The units distances are shown in (metres or feet).
  ///   - locale: The person's locale: language, digits and separators; `nil` for POSIX English.
  public func _describe(in units: DisplayUnits, locale: Locale?) -> String { describe(in: units, text: _UnitText.of(locale)) }

  /// The one implementation, for a language already looked up: POSIX English (the description's
  /// text) for `_UnitText.posix`.
  func describe(in units: DisplayUnits, text values: _UnitText) -> String {
    guard let visualRange else { return values.text("rvr.notReported", .report, runway) }
    var range = RunwayVisualRange.describe(visualRange, in: units, text: values)
    if let variableMaximum {
      range = values.text("rvr.range", .report, range, RunwayVisualRange.describe(variableMaximum, in: units, text: values))
    }
    var shown = values.text("rvr.line", .report, runway, range)
    switch tendency {
    case .increasing: shown = values.text("rvr.increasing", .report, shown)
    case .decreasing: shown = values.text("rvr.decreasing", .report, shown)
    case .noChange: shown = values.text("rvr.noChange", .report, shown)
    case nil: break
    }
    return shown
  }

  private static func describe(_ value: Value, in units: DisplayUnits, text values: _UnitText) -> String {
    // A "more than" bound is rounded down, so that it never claims more than the station did.
    let rule: FloatingPointRoundingRule = value.qualifier == .greaterThan ? .down : .toNearestOrAwayFromZero
    let distance = value.distance.describeRunwayVisualRange(in: units, text: values, rounding: rule)
    switch value.qualifier {
    case .exactly: return distance
    case .lessThan: return values.text("rvr.lessThan", .report, distance)
    case .greaterThan: return values.text("rvr.moreThan", .report, distance)
    }
  }

}

extension RunwayVisualRange {
  /// Decodes an RVR group; `nil` if the token is not one.
  static func decode(_ b: _Bytes) -> RunwayVisualRange? {
    guard b[0] == asciiR, let runwayLength = runwayDesignatorLength(b, at: 1),
      b[1 + runwayLength] == asciiSlash
    else { return nil }
    let runway = b.slice(1, 1 + runwayLength).string
    var rest = b.dropFirst(2 + runwayLength)
    // Missing: R24/////, R24L/////, R24/////FT (4-5 slashes, optional FT).
    let withoutFeet = rest.hasSuffix("FT") ? rest.dropLast(2) : rest
    if withoutFeet.isAllSlashes(), withoutFeet.count >= 4, withoutFeet.count <= 5 {
      return RunwayVisualRange(runway: runway, visualRange: nil)
    }

    var tendency: Tendency?
    switch rest[rest.count - 1] {
    case asciiU: tendency = .increasing
    case asciiD: tendency = .decreasing
    case asciiN: tendency = .noChange
    default: break
    }
    if tendency != nil {
      rest = rest.dropLast(1)
      if rest[rest.count - 1] == asciiSlash { rest = rest.dropLast(1) }
    }
    if rest.hasSuffix("/") { rest = rest.dropLast(1) }
    var unit = DistanceUnit.meters
    if rest.hasSuffix("FT") {
      unit = .feet
      rest = rest.dropLast(2)
    }
    var minimum: Value?
    var maximum: Value?
    if let v = rest.firstIndex(of: asciiV) {
      guard let low = decodeValue(rest.prefix(v), unit), let high = decodeValue(rest.dropFirst(v + 1), unit)
      else { return nil }
      minimum = low
      maximum = high
    } else {
      guard let value = decodeValue(rest, unit) else { return nil }
      minimum = value
    }
    return RunwayVisualRange(runway: runway, visualRange: minimum, variableMaximum: maximum, tendency: tendency)
  }

  /// `[MP]dddd` (three or four digits).
  private static func decodeValue(_ b: _Bytes, _ unit: DistanceUnit) -> Value? {
    let (qualifier, body) = b.splittingBound()
    guard body.count == 4 || body.count == 3, let n = body.digits(at: 0, width: body.count) else { return nil }
    return Value(distance: Distance(Double(n), unit), qualifier: qualifier)
  }
}

/// The length of a runway designator at `index`: two digits and an optional `L`, `C` or `R`
/// (or a doubled `LL`/`RR`); `nil` if there is none.
func runwayDesignatorLength(_ b: _Bytes, at index: Int) -> Int? {
  guard b[index].isASCIIDigit, b[index + 1].isASCIIDigit else { return nil }
  var length = 2
  let side = b[index + 2]
  if side == asciiL || side == asciiC || side == asciiR {
    length = 3
    if b[index + 3] == side, side != asciiC { length = 4 }
  }
  return length
}
