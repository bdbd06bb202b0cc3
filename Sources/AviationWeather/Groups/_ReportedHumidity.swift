// `RHnn`: relative humidity in percent, sent by some stations as a group of national practice
// (Portuguese stations' remarks: `RMK RH93 BLU`). FM 15 has no such group; it is read only in
// the shape those stations send it: `RH`, then two digits, or `100`.

/// Decodes the national humidity group `RHnn`.
enum _ReportedHumidity {
  /// The humidity of `RH00`…`RH99` or `RH100`; `nil` for any other token (`RH101`, `RH093`,
  /// `RH9`, `RH//`, `RH93%`).
  static func decode(_ b: _Bytes) -> Int? {
    guard b.count == 4 || b.count == 5, b[0] == asciiR, b[1] == asciiH else { return nil }
    if b.count == 5 { return b.matches("100", at: 2) ? 100 : nil }
    return b.digits(at: 2, width: 2)
  }
}
