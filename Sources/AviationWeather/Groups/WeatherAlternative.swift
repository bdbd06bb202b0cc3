/// Two forecast weather groups joined by a slash (`BR/HZ`, `-RA/DZ`): one or the other is
/// forecast, not both.
///
/// FM 51 has no such group: some offices send the pair in a TAF's forecast or change group.
/// It is read only when both halves are weather groups that decode alone, and kept apart from
/// ``TAFForecast/weather``, which lists weather forecast together: a timeline, which cannot say
/// "either", applies neither.
public struct WeatherAlternative: Sendable, Hashable {
  /// The group before the slash.
  public var first: WeatherGroup
  /// The group after the slash.
  public var second: WeatherGroup

  /// Creates an alternative of `first` or `second`.
  public init(first: WeatherGroup, second: WeatherGroup) {
    self.first = first
    self.second = second
  }

  /// The pair as sent, `BR/HZ`.
  public var code: String { first.code + "/" + second.code }

  /// Decodes `AA/BB`, one slash between two weather groups (`//`, not-observed weather, is none).
  static func decode(_ b: _Bytes) -> WeatherAlternative? {
    guard b.count >= 5 else { return nil }
    var slash: Int?
    for i in 0..<b.count where b[i] == asciiSlash {
      guard slash == nil else { return nil }
      slash = i
    }
    guard let slash, slash >= 2, slash <= b.count - 3,
      let first = WeatherGroup.decode(b.slice(0, slash)), !first.isMissing,
      let second = WeatherGroup.decode(b.slice(slash + 1, b.count)), !second.isMissing
    else { return nil }
    return WeatherAlternative(first: first, second: second)
  }
}
