extension Remarks {
  /// When a kind of weather began or ended (`RAB15E30`, `TSB04E20`, `SNE15`, `-RAB1856`).
  ///
  /// A chain such as `FZRAB35E45RAB45` gives one event per begin/end pair:
  /// freezing rain from :35 to :45, then rain from :45.
  public struct WeatherEvent: Sendable, Hashable, Codable {
    /// The weather code as reported, with its intensity or descriptor: `RA`, `-FZRA`, `TS`, `SHSN`.
    public var phenomenon: String
    /// When it began (`B`), if reported.
    public var began: Time?
    /// When it ended (`E`), if reported.
    public var ended: Time?

    /// Creates a weather event.
    public init(phenomenon: String, began: Time? = nil, ended: Time? = nil) {
      self.phenomenon = phenomenon
      self.began = began
      self.ended = ended
    }
  }
}

extension Remarks.WeatherEvent: CustomStringConvertible {
  /// "RA began :15, ended :30".
  public var description: String {
    var parts: [String] = []
    if let began { parts.append("began \(began)") }
    if let ended { parts.append("ended \(ended)") }
    return "\(phenomenon) " + parts.joined(separator: ", ")
  }
}

extension Remarks.WeatherEvent {
  /// Two-letter weather codes (descriptors and phenomena) a begin/end remark may name.
  private static func isWeatherCode(_ a: UInt8, _ b: UInt8) -> Bool {
    switch (a, b) {
    case (asciiM, asciiI), (asciiP, asciiR), (asciiB, asciiC), (asciiD, asciiR), (asciiB, asciiL),
      (asciiS, asciiH), (asciiT, asciiS), (asciiF, asciiZ), (asciiV, asciiC),
      (asciiD, asciiZ), (asciiR, asciiA), (asciiS, asciiN), (asciiS, asciiG), (asciiI, asciiC),
      (asciiP, asciiL), (asciiG, asciiR), (asciiG, asciiS), (asciiU, asciiP), (asciiP, asciiE),
      (asciiB, asciiR), (asciiF, asciiG), (asciiF, asciiU), (asciiV, asciiA), (asciiD, asciiU),
      (asciiS, asciiA), (asciiH, asciiZ), (asciiP, asciiY), (asciiP, asciiO), (asciiS, asciiQ),
      (asciiF, asciiC), (asciiS, asciiS), (asciiD, asciiS):
      return true
    default:
      return false
    }
  }

  /// Decodes a whole begin/end token, appending its events; false (and nothing appended) if
  /// `b` is not one.
  static func decode(_ b: _Bytes, into events: inout [Remarks.WeatherEvent]) -> Bool {
    // First pass validates, second pass builds, so a bad token appends nothing.
    guard scan(b, building: false, into: &events) else { return false }
    return scan(b, building: true, into: &events)
  }

  private static func scan(_ b: _Bytes, building: Bool, into events: inout [Remarks.WeatherEvent]) -> Bool {
    var i = 0
    var sawEvent = false
    while i < b.count {
      // Phenomenon: optional + or -, then letter pairs up to a B or E followed by a digit.
      let start = i
      if b[i] == asciiPlus || b[i] == asciiMinus { i += 1 }
      let codeStart = i
      while i < b.count, !((b[i] == asciiB || b[i] == asciiE) && b[i + 1].isASCIIDigit) {
        guard b[i].isASCIIUppercase, b[i + 1].isASCIIUppercase, isWeatherCode(b[i], b[i + 1]) else { return false }
        i += 2
      }
      guard i > codeStart, i - codeStart <= 8, i < b.count else { return false }
      let code = b.slice(start, i)
      var current: Remarks.WeatherEvent? = nil
      // One or more B/E times.
      while i < b.count, b[i] == asciiB || b[i] == asciiE {
        let isBegin = b[i] == asciiB
        var j = i + 1
        while b[j].isASCIIDigit { j += 1 }
        guard let time = Remarks.Time.decode(b.slice(i + 1, j)) else { return false }
        if building {
          if current == nil { current = Remarks.WeatherEvent(phenomenon: code.string) }
          if isBegin {
            if current?.began != nil || current?.ended != nil, let done = current {
              events.append(done)
              current = Remarks.WeatherEvent(phenomenon: done.phenomenon)
            }
            current?.began = time
          } else {
            if current?.ended != nil, let done = current {
              events.append(done)
              current = Remarks.WeatherEvent(phenomenon: done.phenomenon)
            }
            current?.ended = time
          }
        }
        sawEvent = true
        i = j
      }
      if building, let current { events.append(current) }
    }
    return sawEvent
  }
}
