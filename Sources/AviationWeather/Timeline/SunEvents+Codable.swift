// The `Codable` forms of the sun's times (`SunEvents`, `NextSunEvents`, `SunTransition`): the
// shape Swift gives an enum (`{"riseAndSet":{"sunrise":…,"sunset":…}}`, `{"polarDay":{}}`) or a
// struct, with every instant an ISO 8601 UTC string whatever the encoder's date strategy. The
// calculator gives its times to the whole second, so the text holds the whole value and a
// round trip gives equal values. Documents written before, with numbers in the encoder's date
// strategy, still decode.

import Foundation

private enum _SunCaseKeys: String, CodingKey {
  case riseAndSet, polarDay, polarNight
}

private enum _SunTimeKeys: String, CodingKey {
  case sunrise, sunset
}

extension KeyedDecodingContainer where Key == _SunCaseKeys {
  /// The one case key of a sun-events document; `DecodingError.dataCorrupted` unless there is exactly one.
  fileprivate func onlyCase() throws -> _SunCaseKeys {
    guard allKeys.count == 1, let key = allKeys.first else {
      throw DecodingError.dataCorrupted(
        DecodingError.Context(codingPath: codingPath, debugDescription: "expected one of riseAndSet, polarDay, polarNight"))
    }
    return key
  }
}

extension KeyedEncodingContainer where Key == _SunCaseKeys {
  /// Writes the case `key` with the times present (`{"polarDay":{}}` when none), each an ISO 8601 UTC string.
  fileprivate mutating func encodeTimes(sunrise: Date? = nil, sunset: Date? = nil, forKey key: _SunCaseKeys) throws {
    var times = nestedContainer(keyedBy: _SunTimeKeys.self, forKey: key)
    try times.encodeISO8601IfPresent(sunrise, forKey: .sunrise)
    try times.encodeISO8601IfPresent(sunset, forKey: .sunset)
  }
}

extension SunEvents {
  /// Decodes the events: `{"riseAndSet":{"sunrise":…,"sunset":…}}`, `{"polarDay":{}}` or
  /// `{"polarNight":{}}`, instants as ISO 8601 strings (or numbers in the decoder's date strategy).
  public init(from decoder: any Decoder) throws {
    let c = try decoder.container(keyedBy: _SunCaseKeys.self)
    switch try c.onlyCase() {
    case .riseAndSet:
      let times = try c.nestedContainer(keyedBy: _SunTimeKeys.self, forKey: .riseAndSet)
      self = .riseAndSet(
        sunrise: try times.decodeInstantIfPresent(forKey: .sunrise),
        sunset: try times.decodeInstantIfPresent(forKey: .sunset))
    case .polarDay: self = .polarDay
    case .polarNight: self = .polarNight
    }
  }

  /// Encodes the events in the shape Swift gives an enum, instants as ISO 8601 UTC strings
  /// (`2026-11-09T07:12:31Z`) whatever the encoder's date strategy; a date outside the years
  /// 1000–9999 throws `EncodingError.invalidValue`.
  public func encode(to encoder: any Encoder) throws {
    var c = encoder.container(keyedBy: _SunCaseKeys.self)
    switch self {
    case .riseAndSet(let sunrise, let sunset): try c.encodeTimes(sunrise: sunrise, sunset: sunset, forKey: .riseAndSet)
    case .polarDay: try c.encodeTimes(forKey: .polarDay)
    case .polarNight: try c.encodeTimes(forKey: .polarNight)
    }
  }
}

extension NextSunEvents {
  /// Decodes the events: `{"riseAndSet":{"sunrise":…,"sunset":…}}`, `{"polarDay":{"sunset":…}}`
  /// or `{"polarNight":{"sunrise":…}}`, instants as ISO 8601 strings (or numbers in the
  /// decoder's date strategy).
  public init(from decoder: any Decoder) throws {
    let c = try decoder.container(keyedBy: _SunCaseKeys.self)
    let key = try c.onlyCase()
    let times = try c.nestedContainer(keyedBy: _SunTimeKeys.self, forKey: key)
    switch key {
    case .riseAndSet:
      self = .riseAndSet(
        sunrise: try times.decodeInstantIfPresent(forKey: .sunrise),
        sunset: try times.decodeInstantIfPresent(forKey: .sunset))
    case .polarDay: self = .polarDay(sunset: try times.decodeInstantIfPresent(forKey: .sunset))
    case .polarNight: self = .polarNight(sunrise: try times.decodeInstantIfPresent(forKey: .sunrise))
    }
  }

  /// Encodes the events in the shape Swift gives an enum, instants as ISO 8601 UTC strings
  /// whatever the encoder's date strategy; a date outside the years 1000–9999 throws
  /// `EncodingError.invalidValue`.
  public func encode(to encoder: any Encoder) throws {
    var c = encoder.container(keyedBy: _SunCaseKeys.self)
    switch self {
    case .riseAndSet(let sunrise, let sunset): try c.encodeTimes(sunrise: sunrise, sunset: sunset, forKey: .riseAndSet)
    case .polarDay(let sunset): try c.encodeTimes(sunset: sunset, forKey: .polarDay)
    case .polarNight(let sunrise): try c.encodeTimes(sunrise: sunrise, forKey: .polarNight)
    }
  }
}

extension SunTransition {
  private enum CodingKeys: String, CodingKey { case kind, date }

  /// Decodes a transition: `kind`, and `date` as an ISO 8601 string (or a number in the
  /// decoder's date strategy), to the whole second.
  public init(from decoder: any Decoder) throws {
    let c = try decoder.container(keyedBy: CodingKeys.self)
    self.init(kind: try c.decode(Kind.self, forKey: .kind), date: try c.decodeInstant(forKey: .date))
  }

  /// Encodes `kind` and `date` as an ISO 8601 UTC string whatever the encoder's date strategy;
  /// a date outside the years 1000–9999 throws `EncodingError.invalidValue`.
  public func encode(to encoder: any Encoder) throws {
    var c = encoder.container(keyedBy: CodingKeys.self)
    try c.encode(kind, forKey: .kind)
    try c.encodeISO8601IfPresent(date, forKey: .date)
  }
}
