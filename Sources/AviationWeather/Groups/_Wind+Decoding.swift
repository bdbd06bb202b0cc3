extension Wind {
  /// Decodes `dddff(f)(Gff(f))KT|MPS|KMH`, `VRBffKT`, `/////KT`; `nil` if the token is not a wind.
  static func decode(_ b: _Bytes) -> Wind? {
    let unit: SpeedUnit
    if b.hasSuffix("KT") {
      unit = .knots
    } else if b.hasSuffix("MPS") {
      unit = .metersPerSecond
    } else if b.hasSuffix("KMH") {
      unit = .kilometersPerHour
    } else {
      return nil
    }
    // `KT` is two letters, `MPS` and `KMH` three.
    let unitLength = unit == .knots ? 2 : 3
    let body = b.dropLast(unitLength)
    guard body.count >= 5 else { return nil }
    if body.count == 6, body.isAllSlashes() {
      // `//////KT`: direction and a three-digit speed, both missing.
      return Wind(direction: .missing, speed: nil, gust: nil, speedExceedsValue: false)
    }

    let direction: Direction
    if body.matches("VRB", at: 0) {
      direction = .variable
    } else if body.isAllSlashes(0, 3) {
      direction = .missing
    } else if let d = body.digits(at: 0, width: 3), d <= 360 {
      direction = .degrees(d)
    } else {
      return nil
    }

    var index = 3
    var exceeds = false
    if body[index] == asciiP {
      exceeds = true
      index += 1
    }
    let speed: Speed?
    if body.isAllSlashes(index, index + 2) {
      guard !exceeds else { return nil }
      speed = nil
      index += 2
    } else {
      guard let (value, width) = readSpeedDigits(body, at: index) else { return nil }
      speed = Speed(Double(value), unit)
      index += width
    }

    var gust: Speed?
    if index < body.count {
      guard body[index] == asciiG else { return nil }
      index += 1
      if body[index] == asciiP {
        index += 1
      }
      if body.isAllSlashes(index, body.count), body.count - index == 2 {
        index = body.count
      } else {
        guard let (value, width) = readSpeedDigits(body, at: index) else { return nil }
        gust = Speed(Double(value), unit)
        index += width
      }
    }
    guard index == body.count else { return nil }
    return Wind(direction: direction, speed: speed, gust: gust, speedExceedsValue: exceeds)
  }

  /// Reads a two- or three-digit speed that runs to the end or to a `G`.
  private static func readSpeedDigits(_ b: _Bytes, at index: Int) -> (Int, Int)? {
    var width = 0
    while b[index + width].isASCIIDigit { width += 1 }
    guard width == 2 || width == 3, let value = b.digits(at: index, width: width) else { return nil }
    return (value, width)
  }

  /// Decodes a variable sector `dddVddd`.
  static func decodeVariableSector(_ b: _Bytes) -> VariableSector? {
    guard b.count == 7, b[3] == asciiV, let from = b.digits(at: 0, width: 3),
      let to = b.digits(at: 4, width: 3), from <= 360, to <= 360
    else { return nil }
    return VariableSector(from: from, to: to)
  }
}
