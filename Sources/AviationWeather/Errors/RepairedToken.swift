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
  ///
  /// A struct rather than an enum, as ``DecodeWarning/Code``, so that a code added later breaks no
  /// caller's `switch`: compare with the static members (`== .from`, or `case .from:` with a `default`).
  public struct Reason: RawRepresentable, Sendable, Hashable, Codable, CaseIterable, CustomStringConvertible {
    /// The code as the record writes it (`letterForDigit`).
    public let rawValue: String
    /// The code `rawValue`: any text, since a record written by a later version may hold a code
    /// this version does not know (compare with the static members).
    public init(rawValue: String) { self.rawValue = rawValue }

    /// A letter O for a zero or a zero for the letter O (`FEWO46` → `FEW046`, `0VC003` → `OVC003`).
    public static let letterForDigit = Reason(rawValue: "letterForDigit")
    /// Two groups sent without the space between them (`9999FEW023` → `9999 FEW023`).
    public static let missingSpace = Reason(rawValue: "missingSpace")
    /// One group sent with a space inside it (`Q10 10` → `Q1010`, `07004 KT` → `07004KT`).
    public static let extraSpace = Reason(rawValue: "extraSpace")
    /// A change indicator, keyword or cloud cover one letter off (`TTEMPO`, `NOISG`, `CAVK`,
    /// `TEMP0`, `SFEW040`, `EW018TCU`).
    public static let misspeltKeyword = Reason(rawValue: "misspeltKeyword")
    /// A wind group with a letter after its unit (`00000KTS` → `00000KT`), or with `T` for `KT`
    /// (`11028T`: no other unit ends in `T`). A wind group with no unit at all (`20010G19`) is not
    /// repaired: the unit would be a guess.
    public static let windUnit = Reason(rawValue: "windUnit")
    /// A pressure group sent without its `Q` or `A` (`1008` → `Q1008`, `3004` → `A3004`).
    public static let pressureLetter = Reason(rawValue: "pressureLetter")
    /// `RMK` glued to the first remark (`RMK/A2981`, `RMK:CB/NW/SW`).
    public static let remarksSeparator = Reason(rawValue: "remarksSeparator")
    /// A group written as a word (`CALMKT` → `00000KT`).
    public static let wordForGroup = Reason(rawValue: "wordForGroup")
    /// The observation time sent without its `Z` (`151200` → `151200Z`), straight after the
    /// station and before a wind group, where FM 15 puts `YYGGggZ`.
    public static let timeWithoutZ = Reason(rawValue: "timeWithoutZ")

    /// The codes this version knows, in the order above.
    public static let allCases: [Reason] = [.letterForDigit, .missingSpace, .extraSpace, .misspeltKeyword, .windUnit, .pressureLetter, .remarksSeparator, .wordForGroup, .timeWithoutZ]

    /// ``rawValue``.
    public var description: String { rawValue }
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
