import Foundation

/// A malformed group that the decoder read as the group it evidently stands for, kept with what
/// was sent, where, and how it was read, so that a repair is never silent.
///
/// Real reports carry typing slips: `0VC003` (a zero for the letter O), `9999FEW023` (a missing
/// space), `Q10 10` (a space too many), `TTEMPO`. A decoder that leaves them unread loses a
/// ceiling or a pressure; one that reads them without saying so hides the slip. Lenient decoding
/// (the default) repairs a small set of unambiguous slips and lists each one here; see
/// ``DecodingOptions/repairsMalformedGroups`` to turn that off.
public struct RepairedToken: Sendable, Hashable, Codable {
  /// What kind of slip was repaired.
  public enum Reason: String, Sendable, Hashable, Codable, CaseIterable {
    /// A letter O for a zero or a zero for the letter O (`FEWO46` → `FEW046`, `0VC003` → `OVC003`).
    case letterForDigit
    /// Two groups sent without the space between them (`9999FEW023` → `9999 FEW023`).
    case missingSpace
    /// One group sent with a space inside it (`Q10 10` → `Q1010`, `07004 KT` → `07004KT`).
    case extraSpace
    /// A change indicator, keyword or cloud cover one letter off (`TTEMPO`, `NOISG`, `CAVK`,
    /// `TEMP0`, `SFEW040`, `EW018TCU`).
    case misspeltKeyword
    /// A wind group with a letter after its unit (`00000KTS` → `00000KT`), or with `T` for `KT`
    /// (`11028T`: no other unit ends in `T`). A wind group with no unit at all (`20010G19`) is not
    /// repaired: the unit would be a guess.
    case windUnit
    /// A pressure group sent without its `Q` or `A` (`1008` → `Q1008`, `3004` → `A3004`).
    case pressureLetter
    /// `RMK` glued to the first remark (`RMK/A2981`, `RMK:CB/NW/SW`).
    case remarksSeparator
    /// A group written as a word (`CALMKT` → `00000KT`).
    case wordForGroup
    /// The observation time sent without its `Z` (`151200` → `151200Z`), straight after the
    /// station and before a wind group, where FM 15 puts `YYGGggZ`.
    case timeWithoutZ
  }

  /// The text as sent (two tokens joined by a space for ``Reason/extraSpace``).
  public var text: String
  /// Byte offset of the text in the report.
  public var offset: Int
  /// The text the decoder read instead (`OVC003`; `9999 FEW023` for a missing space).
  public var readAs: String
  /// What kind of slip it was.
  public var reason: Reason

  /// Creates a repaired token.
  public init(text: String, offset: Int, readAs: String, reason: Reason) {
    self.text = text
    self.offset = offset
    self.readAs = readAs
    self.reason = reason
  }
}

extension RepairedToken: CustomStringConvertible {
  /// `'0VC003' at byte 37 read as 'OVC003'`.
  public var description: String { "'\(text)' at byte \(offset) read as '\(readAs)'" }

  /// ``description`` for a person in `locale`, the tokens as sent; ``description`` for
  /// POSIX English.
  func describe(locale: Locale?) -> String {
    guard let locale else { return description }
    return _L10n.text("token.repaired", .report, locale: locale, text, String(offset), readAs)
  }
}
