// Every ASCII byte the library and wxparse compare against or write, named once: nothing else in
// `Sources/` spells an ASCII character as a number or as `UInt8(ascii:)` (Scripts/check-safety.sh
// checks). They are `package`, so that wxparse names them from here too, and `@inlinable`
// computed values, so that each is folded into a literal byte wherever it is used: in wxparse and
// in the public `@inlinable` `Tokenizer.isSeparator(_:)` as inlined into other modules, where a
// stored global is read through a call.

/// Backspace (BS, 0x08), written `\b` in JSON.
@inlinable package var asciiBackspace: UInt8 { UInt8(ascii: "\u{08}") }
/// Horizontal tab (HT, 0x09).
@inlinable package var asciiTab: UInt8 { UInt8(ascii: "\t") }
/// Line feed (LF, 0x0A): the end of a line.
@inlinable package var asciiLineFeed: UInt8 { UInt8(ascii: "\n") }
/// Form feed (FF, 0x0C), written `\f` in JSON.
@inlinable package var asciiFormFeed: UInt8 { UInt8(ascii: "\u{0C}") }
/// Carriage return (CR, 0x0D): the end of a line, alone or before LF.
@inlinable package var asciiCarriageReturn: UInt8 { UInt8(ascii: "\r") }
/// Record separator (RS, 0x1E): between the records of a compiled string table.
@inlinable package var asciiRecordSeparator: UInt8 { UInt8(ascii: "\u{1E}") }
/// Unit separator (US, 0x1F): between the fields of a compiled string table's record.
@inlinable package var asciiUnitSeparator: UInt8 { UInt8(ascii: "\u{1F}") }
/// Space (0x20): the first printable byte; every byte below it is a control byte.
@inlinable package var asciiSpace: UInt8 { UInt8(ascii: " ") }
/// `"` (0x22).
@inlinable package var asciiQuote: UInt8 { UInt8(ascii: "\"") }
/// `$` (0x24).
@inlinable package var asciiDollar: UInt8 { UInt8(ascii: "$") }
/// `%` (0x25).
@inlinable package var asciiPercent: UInt8 { UInt8(ascii: "%") }
/// `+` (0x2B).
@inlinable package var asciiPlus: UInt8 { UInt8(ascii: "+") }
/// `,` (0x2C).
@inlinable package var asciiComma: UInt8 { UInt8(ascii: ",") }
/// `-` (0x2D).
@inlinable package var asciiMinus: UInt8 { UInt8(ascii: "-") }
/// `.` (0x2E).
@inlinable package var asciiDot: UInt8 { UInt8(ascii: ".") }
/// `/` (0x2F).
@inlinable package var asciiSlash: UInt8 { UInt8(ascii: "/") }
/// `0` (0x30): the first digit; a digit's value is its byte minus this one.
@inlinable package var asciiZero: UInt8 { UInt8(ascii: "0") }
/// `1` (0x31).
@inlinable package var asciiOne: UInt8 { UInt8(ascii: "1") }
/// `2` (0x32).
@inlinable package var asciiTwo: UInt8 { UInt8(ascii: "2") }
/// `3` (0x33).
@inlinable package var asciiThree: UInt8 { UInt8(ascii: "3") }
/// `4` (0x34).
@inlinable package var asciiFour: UInt8 { UInt8(ascii: "4") }
/// `5` (0x35).
@inlinable package var asciiFive: UInt8 { UInt8(ascii: "5") }
/// `6` (0x36).
@inlinable package var asciiSix: UInt8 { UInt8(ascii: "6") }
/// `7` (0x37).
@inlinable package var asciiSeven: UInt8 { UInt8(ascii: "7") }
/// `8` (0x38).
@inlinable package var asciiEight: UInt8 { UInt8(ascii: "8") }
/// `9` (0x39): the last digit.
@inlinable package var asciiNine: UInt8 { UInt8(ascii: "9") }
/// `:` (0x3A).
@inlinable package var asciiColon: UInt8 { UInt8(ascii: ":") }
/// `<` (0x3C).
@inlinable package var asciiLessThan: UInt8 { UInt8(ascii: "<") }
/// `=` (0x3D).
@inlinable package var asciiEquals: UInt8 { UInt8(ascii: "=") }
/// `@` (0x40).
@inlinable package var asciiAt: UInt8 { UInt8(ascii: "@") }
/// `A` (0x41): the first uppercase letter.
@inlinable package var asciiUpperA: UInt8 { UInt8(ascii: "A") }
/// `Z` (0x5A): the last uppercase letter.
@inlinable package var asciiUpperZ: UInt8 { UInt8(ascii: "Z") }
/// `[` (0x5B).
@inlinable package var asciiLeftBracket: UInt8 { UInt8(ascii: "[") }
/// `\` (0x5C).
@inlinable package var asciiBackslash: UInt8 { UInt8(ascii: "\\") }
/// `]` (0x5D).
@inlinable package var asciiRightBracket: UInt8 { UInt8(ascii: "]") }
/// `a` (0x61): the first lowercase letter.
@inlinable package var asciiLowerA: UInt8 { UInt8(ascii: "a") }
/// `b` (0x62).
@inlinable package var asciiLowerB: UInt8 { UInt8(ascii: "b") }
/// `f` (0x66).
@inlinable package var asciiLowerF: UInt8 { UInt8(ascii: "f") }
/// `n` (0x6E).
@inlinable package var asciiLowerN: UInt8 { UInt8(ascii: "n") }
/// `r` (0x72).
@inlinable package var asciiLowerR: UInt8 { UInt8(ascii: "r") }
/// `t` (0x74).
@inlinable package var asciiLowerT: UInt8 { UInt8(ascii: "t") }
/// `u` (0x75).
@inlinable package var asciiLowerU: UInt8 { UInt8(ascii: "u") }
/// `z` (0x7A): the last lowercase letter.
@inlinable package var asciiLowerZ: UInt8 { UInt8(ascii: "z") }
/// `{` (0x7B).
@inlinable package var asciiLeftBrace: UInt8 { UInt8(ascii: "{") }
/// `}` (0x7D).
@inlinable package var asciiRightBrace: UInt8 { UInt8(ascii: "}") }
/// `~` (0x7E): the last printable byte.
@inlinable package var asciiTilde: UInt8 { UInt8(ascii: "~") }
/// `|` (0x7C): the field separator of the generated station table.
@inlinable package var asciiVerticalBar: UInt8 { UInt8(ascii: "|") }
/// Delete (DEL, 0x7F): a control byte above the printable ones.
@inlinable package var asciiDelete: UInt8 { UInt8(ascii: "\u{7F}") }

// The uppercase letters the decoders compare against, by name.
/// `A` (0x41).
@inlinable package var asciiA: UInt8 { UInt8(ascii: "A") }
/// `B` (0x42).
@inlinable package var asciiB: UInt8 { UInt8(ascii: "B") }
/// `C` (0x43).
@inlinable package var asciiC: UInt8 { UInt8(ascii: "C") }
/// `D` (0x44).
@inlinable package var asciiD: UInt8 { UInt8(ascii: "D") }
/// `E` (0x45).
@inlinable package var asciiE: UInt8 { UInt8(ascii: "E") }
/// `F` (0x46).
@inlinable package var asciiF: UInt8 { UInt8(ascii: "F") }
/// `G` (0x47).
@inlinable package var asciiG: UInt8 { UInt8(ascii: "G") }
/// `H` (0x48).
@inlinable package var asciiH: UInt8 { UInt8(ascii: "H") }
/// `I` (0x49).
@inlinable package var asciiI: UInt8 { UInt8(ascii: "I") }
/// `K` (0x4B).
@inlinable package var asciiK: UInt8 { UInt8(ascii: "K") }
/// `L` (0x4C).
@inlinable package var asciiL: UInt8 { UInt8(ascii: "L") }
/// `M` (0x4D).
@inlinable package var asciiM: UInt8 { UInt8(ascii: "M") }
/// `N` (0x4E).
@inlinable package var asciiN: UInt8 { UInt8(ascii: "N") }
/// `O` (0x4F).
@inlinable package var asciiO: UInt8 { UInt8(ascii: "O") }
/// `P` (0x50).
@inlinable package var asciiP: UInt8 { UInt8(ascii: "P") }
/// `Q` (0x51).
@inlinable package var asciiQ: UInt8 { UInt8(ascii: "Q") }
/// `R` (0x52).
@inlinable package var asciiR: UInt8 { UInt8(ascii: "R") }
/// `S` (0x53).
@inlinable package var asciiS: UInt8 { UInt8(ascii: "S") }
/// `T` (0x54).
@inlinable package var asciiT: UInt8 { UInt8(ascii: "T") }
/// `U` (0x55).
@inlinable package var asciiU: UInt8 { UInt8(ascii: "U") }
/// `V` (0x56).
@inlinable package var asciiV: UInt8 { UInt8(ascii: "V") }
/// `W` (0x57).
@inlinable package var asciiW: UInt8 { UInt8(ascii: "W") }
/// `X` (0x58).
@inlinable package var asciiX: UInt8 { UInt8(ascii: "X") }
/// `Y` (0x59).
@inlinable package var asciiY: UInt8 { UInt8(ascii: "Y") }
/// `Z` (0x5A).
@inlinable package var asciiZ: UInt8 { UInt8(ascii: "Z") }

extension UInt8 {
  /// `0`–`9`.
  @inline(__always) var isASCIIDigit: Bool { self &- asciiZero < 10 }
  /// `A`–`Z`.
  @inline(__always) var isASCIIUppercase: Bool { self &- asciiUpperA < 26 }
  /// `A`–`Z` or `0`–`9`.
  @inline(__always) var isASCIIAlphanumeric: Bool { isASCIIDigit || isASCIIUppercase }
  /// Space to `~`: a byte that is a whole character on its own (no control byte, which may join
  /// another into one character, as CR LF does).
  @inline(__always) var isASCIIPrintable: Bool { self &- asciiSpace <= asciiTilde &- asciiSpace }
  /// Space, tab, LF, VT, FF and CR: what counts as blank around and between the lines of a report.
  @inline(__always) var isLineBlank: Bool { self == asciiSpace || self &- asciiTab <= asciiCarriageReturn &- asciiTab }
  /// The value of an ASCII digit (only meaningful when `isASCIIDigit`).
  @inline(__always) var digitValue: Int { Int(self &- asciiZero) }
}
