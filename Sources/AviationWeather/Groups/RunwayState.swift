/// A runway state group (European runway condition): `R24/290050`, `R88/290050`,
/// `R24/CLRD70`, `R/SNOCLO`, `R24/SNOCLO`; also `R24/70D` and `R24/D`, the form in which
/// aviationweather.gov distributes a `CLRD` group.
///
/// The deposit, extent, depth and friction keep the WMO code figures; `nil` means `/`.
public struct RunwayState: Sendable, Hashable, Codable {
  /// The runway (`24`, `24L`); `88` means all runways, `99` a repeat of the last message;
  /// `nil` for the aerodrome-wide `R/SNOCLO`.
  public var runway: String?
  /// Deposit type, code figure 0–9 (0 clear and dry … 9 frozen ruts or ridges).
  public var deposit: Int?
  /// Extent of contamination, code figure 1, 2, 5 or 9.
  public var extent: Int?
  /// Depth of deposit, code figure 00–99 (00–90 mm; 92–98 tens of cm; 99 closed).
  public var depth: Int?
  /// Friction coefficient or braking action, code figure 00–99.
  public var friction: Int?
  /// `CLRD`: contamination has ceased to exist (also the `R24/70D` and `R24/D` forms).
  public var isCleared: Bool
  /// `SNOCLO`: closed because of snow.
  public var isClosedBySnow: Bool

  /// Creates a runway state.
  public init(
    runway: String?, deposit: Int? = nil, extent: Int? = nil, depth: Int? = nil, friction: Int? = nil,
    isCleared: Bool = false, isClosedBySnow: Bool = false
  ) {
    self.runway = runway
    self.deposit = deposit
    self.extent = extent
    self.depth = depth
    self.friction = friction
    self.isCleared = isCleared
    self.isClosedBySnow = isClosedBySnow
  }
}

extension RunwayState: CustomStringConvertible {
  /// A short English summary.
  public var description: String {
    let name: String
    switch runway {
    case nil: name = "Aerodrome"
    case "88": name = "All runways"
    case "99": name = "Runway state repeated"
    case let runway?: name = "Runway \(runway)"
    }
    if isClosedBySnow { return "\(name): closed by snow" }
    if isCleared { return "\(name): contamination cleared" + (friction.map { ", friction code \($0)" } ?? "") }
    var parts: [String] = []
    if let deposit { parts.append("deposit \(deposit)") }
    if let extent { parts.append("extent \(extent)") }
    if let depth { parts.append("depth \(depth)") }
    if let friction { parts.append("friction \(friction)") }
    return "\(name): " + (parts.isEmpty ? "not reported" : parts.joined(separator: ", "))
  }

  /// ``description`` for a person (`text`'s locale): the words in its language, the WMO code
  /// figures with its digits.
  func describe(text values: _UnitText) -> String {
    func text(_ key: String, _ argument: String) -> String { values.text(key, .report, argument) }
    func figure(_ value: Int) -> String { values.number(Double(value), grouping: false) }
    let name: String
    switch runway {
    case nil: name = values.text("runwayState.aerodrome", .report)
    case "88": name = values.text("runwayState.allRunways", .report)
    case "99": name = values.text("runwayState.repeated", .report)
    case let runway?: name = text("runwayState.runway", runway)
    }
    if isClosedBySnow { return text("runwayState.closedBySnow", name) }
    if isCleared {
      guard let friction else { return text("runwayState.cleared", name) }
      return values.text("runwayState.clearedFriction", .report, name, figure(friction))
    }
    var parts: [String] = []
    if let deposit { parts.append(text("runwayState.deposit", figure(deposit))) }
    if let extent { parts.append(text("runwayState.extent", figure(extent))) }
    if let depth { parts.append(text("runwayState.depth", figure(depth))) }
    if let friction { parts.append(text("runwayState.friction", figure(friction))) }
    let shown = parts.isEmpty ? values.text("runwayState.notReported", .report) : parts.joined(separator: ", ")
    return values.text("runwayState.parts", .report, name, shown)
  }
}

extension RunwayState {
  /// Decodes a runway state group; `nil` if the token is not one.
  static func decode(_ b: _Bytes) -> RunwayState? {
    if b.equals("SNOCLO") || b.equals("R/SNOCLO") { return RunwayState(runway: nil, isClosedBySnow: true) }
    let runway: String
    let rest: _Bytes
    if b.count == 8, b[0].isASCIIDigit, b[1].isASCIIDigit {
      // The older form without `R` and slash: `88290050`, `09CLRD70`.
      runway = b.prefix(2).string
      rest = b.dropFirst(2)
    } else {
      guard b[0] == asciiR, let length = runwayDesignatorLength(b, at: 1), b[1 + length] == asciiSlash else {
        return nil
      }
      runway = b.slice(1, 1 + length).string
      rest = b.dropFirst(2 + length)
    }
    if rest.equals("SNOCLO") { return RunwayState(runway: runway, isClosedBySnow: true) }
    // `R31/CLRD`: cleared, the friction figures left out (Uzbek stations; `CLRD//` in FM 15).
    if rest.equals("CLRD") { return RunwayState(runway: runway, isCleared: true) }
    if rest.count == 6, rest.matches("CLRD", at: 0) {
      guard let friction = codeFigure(rest, 4, 2) else { return nil }
      return RunwayState(runway: runway, friction: friction ?? nil, isCleared: true)
    }
    if let cleared = decodeDistributedClearance(rest, runway: runway) { return cleared }
    guard rest.count == 6, let deposit = codeFigure(rest, 0, 1), let extent = codeFigure(rest, 1, 1),
      let depth = codeFigure(rest, 2, 2), let friction = codeFigure(rest, 4, 2)
    else { return nil }
    // Six slashes is a missing RVR-like group, not a runway state, unless the runway is 88/99.
    return RunwayState(runway: runway, deposit: deposit, extent: extent, depth: depth, friction: friction)
  }

  /// `70D` or `D` after the runway: a `CLRD70` or `CLRD//` group as aviationweather.gov
  /// distributes it (CIS stations' reports; the same station sends `R26/CLRD65` and `R26/65D`,
  /// `R09/CLRD//` and `R09/D`). The two digits are the friction code figure; a bare `D` has none.
  private static func decodeDistributedClearance(_ rest: _Bytes, runway: String) -> RunwayState? {
    guard rest.count == 1 || rest.count == 3, rest[rest.count - 1] == asciiD else { return nil }
    if rest.count == 1 { return RunwayState(runway: runway, isCleared: true) }
    guard let friction = rest.digits(at: 0, width: 2) else { return nil }
    return RunwayState(runway: runway, friction: friction, isCleared: true)
  }

  /// Digits → value, slashes → `.some(nil)`, else `nil`.
  private static func codeFigure(_ b: _Bytes, _ at: Int, _ width: Int) -> Int?? {
    if b.isAllSlashes(at, at + width) { return .some(nil) }
    guard let n = b.digits(at: at, width: width) else { return nil }
    return .some(n)
  }
}
