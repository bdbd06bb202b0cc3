extension Remarks {
  /// Lightning observed: `LTG DSNT W`, `OCNL LTGICCG OHD`, `FRQ LTGCGIC NW-N`.
  public struct Lightning: Sendable, Hashable, Codable {
    /// `OCNL`, `FRQ` or `CONS`, if reported.
    public var frequency: Frequency?
    /// The kinds of discharge (`IC`, `CC`, `CG`, `CA`); empty for plain `LTG`.
    public var types: Types
    /// Where, as reported: `DSNT W`, `OHD`, `VC ALQDS`, `NW-N`; `nil` when not given.
    public var location: String?

    /// Creates a lightning remark.
    public init(frequency: Frequency? = nil, types: Types = [], location: String? = nil) {
      self.frequency = frequency
      self.types = types
      self.location = location
    }

    /// How often lightning is seen.
    public enum Frequency: String, Sendable, Hashable, Codable, CaseIterable {
      /// `OCNL`: less than 1 flash a minute.
      case occasional = "OCNL"
      /// `FRQ`: about 1 to 6 flashes a minute.
      case frequent = "FRQ"
      /// `CONS`: more than 6 flashes a minute.
      case continuous = "CONS"
    }

    /// Kinds of lightning discharge.
    public struct Types: OptionSet, Sendable, Hashable, Codable {
      /// The bits.
      public var rawValue: UInt8
      /// Creates a set from its bits.
      public init(rawValue: UInt8) { self.rawValue = rawValue }
      /// `IC`: within a cloud.
      public static let inCloud = Types(rawValue: 1 << 0)
      /// `CC`: from cloud to cloud.
      public static let cloudToCloud = Types(rawValue: 1 << 1)
      /// `CG`: from cloud to ground.
      public static let cloudToGround = Types(rawValue: 1 << 2)
      /// `CA`: from cloud to air.
      public static let cloudToAir = Types(rawValue: 1 << 3)
    }
  }
}

extension Remarks.Lightning: CustomStringConvertible {
  /// "Frequent lightning (cloud-to-ground, in-cloud) NW-N".
  public var description: String {
    var text: String
    switch frequency {
    case .occasional: text = "Occasional lightning"
    case .frequent: text = "Frequent lightning"
    case .continuous: text = "Continuous lightning"
    case nil: text = "Lightning"
    }
    var kinds: [String] = []
    if types.contains(.inCloud) { kinds.append("in-cloud") }
    if types.contains(.cloudToCloud) { kinds.append("cloud-to-cloud") }
    if types.contains(.cloudToGround) { kinds.append("cloud-to-ground") }
    if types.contains(.cloudToAir) { kinds.append("cloud-to-air") }
    if !kinds.isEmpty { text += " (\(kinds.joined(separator: ", ")))" }
    if let location { text += " \(location)" }
    return text
  }
}

extension Remarks.Lightning {
  /// Decodes `LTG`, `LTGICCG`, ...: the discharge types after `LTG`, or `nil`.
  static func decodeTypes(_ b: _Bytes) -> Types? {
    guard b.hasPrefix("LTG"), (b.count - 3) % 2 == 0 else { return nil }
    var types: Types = []
    var i = 3
    while i < b.count {
      let pair = b.slice(i, i + 2)
      if pair.equals("IC") {
        types.insert(.inCloud)
      } else if pair.equals("CC") {
        types.insert(.cloudToCloud)
      } else if pair.equals("CG") {
        types.insert(.cloudToGround)
      } else if pair.equals("CA") {
        types.insert(.cloudToAir)
      } else {
        return nil
      }
      i += 2
    }
    return types
  }

  /// `OCNL`, `FRQ`, `CONS`.
  static func decodeFrequency(_ b: _Bytes) -> Frequency? {
    if b.equals("OCNL") { return .occasional }
    if b.equals("FRQ") { return .frequent }
    if b.equals("CONS") { return .continuous }
    return nil
  }
}
