extension Remarks {
  /// The kind of automated station (`AO1`, `AO2`, `AO1A`, `AO2A`).
  public enum StationType: String, Sendable, Hashable, Codable, CaseIterable {
    /// `AO1`: automated station without a precipitation discriminator (cannot tell rain from snow).
    case withoutPrecipitationDiscriminator = "AO1"
    /// `AO2`: automated station with a precipitation discriminator.
    case withPrecipitationDiscriminator = "AO2"
    /// `AO1A`: `AO1` station whose report an observer augmented.
    case augmentedWithoutPrecipitationDiscriminator = "AO1A"
    /// `AO2A`: `AO2` station whose report an observer augmented.
    case augmentedWithPrecipitationDiscriminator = "AO2A"

    /// Whether the station can tell liquid from frozen precipitation.
    public var hasPrecipitationDiscriminator: Bool {
      self == .withPrecipitationDiscriminator || self == .augmentedWithPrecipitationDiscriminator
    }

    /// Whether an observer augmented the automated report.
    public var isAugmented: Bool {
      self == .augmentedWithoutPrecipitationDiscriminator || self == .augmentedWithPrecipitationDiscriminator
    }
  }
}

extension Remarks.StationType: CustomStringConvertible {
  /// "Automated station with precipitation discriminator (AO2)".
  public var description: String {
    let kind = hasPrecipitationDiscriminator ? "with" : "without"
    let augmented = isAugmented ? ", augmented by an observer" : ""
    return "Automated station \(kind) precipitation discriminator\(augmented) (\(rawValue))"
  }
}
