// Byte constants the remark decoders need that `Bytes/ASCII.swift` does not name yet
// (to move there: asciiI, asciiO, asciiY, asciiDollar).

let remarkAsciiI = UInt8(ascii: "I")
let remarkAsciiO = UInt8(ascii: "O")
let remarkAsciiY = UInt8(ascii: "Y")
let remarkAsciiDollar = UInt8(ascii: "$")
