/// Surface wind: `31012G25KT`, `VRB03KT`, `00000KT`, `/////KT`, with an optional
/// variable sector (`280V350`).
public struct Wind: Sendable, Hashable, Codable {
  /// Where the wind blows from.
  public enum Direction: Sendable, Hashable, Codable {
    /// Degrees true, 0–360 (0 only with a calm wind).
    case degrees(Int)
    /// `VRB`: variable direction.
    case variable
    /// `///`: not reported.
    case missing
  }

  /// Where the wind blows from.
  public var direction: Direction
  /// Mean speed; `nil` when not reported (`/////KT`).
  public var speed: Speed?
  /// Gust speed (`G25`); `nil` when there are no gusts.
  public var gust: Speed?
  /// True when the speed was given as "more than" (`P99KT`, `P49MPS`).
  public var speedExceedsValue: Bool
  /// The variable sector `from V to` in degrees (`280V350`), if reported.
  public var variableSector: VariableSector?
  /// True for an estimated wind (`E26008KT`, Mexican stations).
  public var isEstimated: Bool = false

  /// A sector of directions the wind varies between, clockwise from `from` to `to`.
  public struct VariableSector: Sendable, Hashable, Codable {
    /// First bound, degrees.
    public var from: Int
    /// Second bound, degrees.
    public var to: Int
    /// Creates a sector.
    public init(from: Int, to: Int) {
      self.from = from
      self.to = to
    }
  }

  /// Creates a wind.
  public init(
    direction: Direction, speed: Speed?, gust: Speed? = nil, speedExceedsValue: Bool = false,
    variableSector: VariableSector? = nil
  ) {
    self.direction = direction
    self.speed = speed
    self.gust = gust
    self.speedExceedsValue = speedExceedsValue
    self.variableSector = variableSector
  }

  /// True for `00000KT`.
  public var isCalm: Bool {
    if case .degrees(0) = direction, let speed, speed.value == 0 { return true }
    return false
  }

  /// The direction in degrees, when a single direction was reported.
  public var degrees: Int? {
    if case .degrees(let d) = direction { return d }
    return nil
  }

  /// The 16-point compass name of the direction ("NNW"), when a direction was reported.
  public var compassPoint: String? {
    guard let d = degrees, !isCalm else { return nil }
    return compassName(degrees: d)
  }
}

/// The 16-point compass name for `degrees`.
func compassName(degrees: Int) -> String {
  compassPointNames[compassIndex(degrees: degrees)]
}

/// The 16 compass points from north, clockwise (``compassName(degrees:)``'s names).
let compassPointNames = ["N", "NNE", "NE", "ENE", "E", "ESE", "SE", "SSE", "S", "SSW", "SW", "WSW", "W", "WNW", "NW", "NNW"]

/// The index in ``compassPointNames`` of the point nearest `degrees`.
func compassIndex(degrees: Int) -> Int {
  let normalized = ((degrees % 360) + 360) % 360
  return Int((Double(normalized) / 22.5).rounded()) % 16
}
