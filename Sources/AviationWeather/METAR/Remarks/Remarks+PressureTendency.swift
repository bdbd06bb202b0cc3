extension Remarks {
  /// `5appp`: the character and amount of the pressure change over the past 3 hours.
  public struct PressureTendency: Sendable, Hashable, Codable {
    /// The code figure `a`, 0–8 (WMO code table 0200).
    public var character: Character
    /// The change in hectopascals, to the tenth (always positive; `character` gives the sign).
    public var change: Double

    /// Creates a pressure tendency.
    public init(character: Character, change: Double) {
      self.character = character
      self.change = change
    }

    /// Whether the pressure is now higher, the same, or lower than 3 hours ago.
    public var netChange: Int {
      switch character {
      case .increasingThenDecreasing: return change == 0 ? 0 : 1
      case .decreasingThenIncreasing: return change == 0 ? 0 : -1
      case .steady: return 0
      case .increasingThenSteady, .increasing, .decreasingThenIncreasingMoreRapidly: return 1
      case .decreasingThenSteady, .decreasing, .increasingThenDecreasingMoreRapidly: return -1
      }
    }

    /// The character of the 3-hour pressure change (WMO code table 0200, FMH-1 table 12-6).
    public enum Character: Int, Sendable, Hashable, Codable, CaseIterable {
      /// 0: increasing, then decreasing; pressure the same or higher than 3 hours ago.
      case increasingThenDecreasing = 0
      /// 1: increasing, then steady; or increasing, then increasing more slowly.
      case increasingThenSteady = 1
      /// 2: increasing, steadily or unsteadily.
      case increasing = 2
      /// 3: decreasing or steady, then increasing; or increasing, then increasing more rapidly.
      case decreasingThenIncreasingMoreRapidly = 3
      /// 4: steady; the same as 3 hours ago.
      case steady = 4
      /// 5: decreasing, then increasing; pressure the same or lower than 3 hours ago.
      case decreasingThenIncreasing = 5
      /// 6: decreasing, then steady; or decreasing, then decreasing more slowly.
      case decreasingThenSteady = 6
      /// 7: decreasing, steadily or unsteadily.
      case decreasing = 7
      /// 8: steady or increasing, then decreasing; or decreasing, then decreasing more rapidly.
      case increasingThenDecreasingMoreRapidly = 8
    }
  }
}

extension Remarks.PressureTendency.Character: CustomStringConvertible {
  /// The code table's wording, e.g. "increasing, then steady".
  public var description: String {
    switch self {
    case .increasingThenDecreasing: return "increasing, then decreasing"
    case .increasingThenSteady: return "increasing, then steady or increasing more slowly"
    case .increasing: return "increasing"
    case .decreasingThenIncreasingMoreRapidly:
      return "decreasing or steady, then increasing, or increasing more rapidly"
    case .steady: return "steady"
    case .decreasingThenIncreasing: return "decreasing, then increasing"
    case .decreasingThenSteady: return "decreasing, then steady or decreasing more slowly"
    case .decreasing: return "decreasing"
    case .increasingThenDecreasingMoreRapidly:
      return "steady or increasing, then decreasing, or decreasing more rapidly"
    }
  }
}

extension Remarks.PressureTendency: CustomStringConvertible {
  /// "3-hour pressure tendency: increasing, 3.2 hPa higher".
  public var description: String {
    let amount = "\(formatNumber(change, maxFractionDigits: 1)) hPa"
    let net: String
    switch netChange {
    case 1: net = "\(amount) higher"
    case -1: net = "\(amount) lower"
    default: net = change == 0 ? "no net change" : "net change \(amount)"
    }
    return "3-hour pressure tendency: \(character), \(net)"
  }
}

extension Remarks.PressureTendency {
  /// Decodes `5appp`.
  static func decode(_ b: _Bytes) -> Remarks.PressureTendency? {
    guard b.count == 5, b[0] == asciiFive, let a = b.digits(at: 1, width: 1),
      let character = Character(rawValue: a), let change = b.digits(at: 2, width: 3)
    else { return nil }
    return Remarks.PressureTendency(character: character, change: Double(change) / 10)
  }
}
