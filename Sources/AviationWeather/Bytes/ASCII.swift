// Every byte constant the decoders compare against, named once.

let asciiTab = UInt8(ascii: "\t")
let asciiLineFeed = UInt8(ascii: "\n")
let asciiCarriageReturn = UInt8(ascii: "\r")
let asciiSpace = UInt8(ascii: " ")
let asciiQuote = UInt8(ascii: "\"")
let asciiComma = UInt8(ascii: ",")
let asciiEquals = UInt8(ascii: "=")
let asciiSlash = UInt8(ascii: "/")
let asciiMinus = UInt8(ascii: "-")
let asciiPlus = UInt8(ascii: "+")
let asciiDot = UInt8(ascii: ".")
let asciiDollar = UInt8(ascii: "$")
let asciiZero = UInt8(ascii: "0")
let asciiNine = UInt8(ascii: "9")
let asciiUpperA = UInt8(ascii: "A")
let asciiUpperZ = UInt8(ascii: "Z")
let asciiLowerA = UInt8(ascii: "a")
let asciiLowerZ = UInt8(ascii: "z")
let asciiA = UInt8(ascii: "A")
let asciiB = UInt8(ascii: "B")
let asciiC = UInt8(ascii: "C")
let asciiD = UInt8(ascii: "D")
let asciiE = UInt8(ascii: "E")
let asciiF = UInt8(ascii: "F")
let asciiG = UInt8(ascii: "G")
let asciiH = UInt8(ascii: "H")
let asciiI = UInt8(ascii: "I")
let asciiK = UInt8(ascii: "K")
let asciiL = UInt8(ascii: "L")
let asciiM = UInt8(ascii: "M")
let asciiN = UInt8(ascii: "N")
let asciiO = UInt8(ascii: "O")
let asciiP = UInt8(ascii: "P")
let asciiQ = UInt8(ascii: "Q")
let asciiR = UInt8(ascii: "R")
let asciiS = UInt8(ascii: "S")
let asciiT = UInt8(ascii: "T")
let asciiU = UInt8(ascii: "U")
let asciiV = UInt8(ascii: "V")
let asciiW = UInt8(ascii: "W")
let asciiX = UInt8(ascii: "X")
let asciiY = UInt8(ascii: "Y")
let asciiZ = UInt8(ascii: "Z")

extension UInt8 {
  /// `0`–`9`.
  @inline(__always) var isASCIIDigit: Bool { self &- asciiZero < 10 }
  /// `A`–`Z`.
  @inline(__always) var isASCIIUppercase: Bool { self &- asciiUpperA < 26 }
  /// `A`–`Z` or `0`–`9`.
  @inline(__always) var isASCIIAlphanumeric: Bool { isASCIIDigit || isASCIIUppercase }
  /// Bytes that separate tokens (``Tokenizer/isSeparator(_:)``, the rule's one owner): every
  /// control byte, space, `=` and DEL.
  @inline(__always) var isTokenSeparator: Bool { Tokenizer.isSeparator(self) }
  /// Space, tab, LF, VT, FF and CR: what counts as blank around and between the lines of a report.
  @inline(__always) var isLineBlank: Bool { self == asciiSpace || self &- asciiTab <= asciiCarriageReturn &- asciiTab }
  /// The value of an ASCII digit (only meaningful when `isASCIIDigit`).
  @inline(__always) var digitValue: Int { Int(self &- asciiZero) }
}
